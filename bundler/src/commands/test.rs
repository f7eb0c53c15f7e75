//! `judgepack test`: run a bin's cases on what would be submitted (a fresh bundle of the
//! current sources) or on cargo's release build, with a verdict, time and diff per case.

use clap::Args;
use judgepack::cases;
use judgepack::error::Error;
use judgepack::run;
use judgepack::workspace::Bin;

use super::{cargo_build, fresh_bundle, verdict_word, Context, RunArgs};
use crate::{Cli, Failure, TargetArgs};

/// Run a bin's cases and show a verdict (AC, WA, RE, TLE) per case
///
/// By default the program is a fresh bundle of the current sources (exactly what `bundle`
/// would print) compiled with its judge's rustc command, so a verdict is never about a stale
/// file; with --cargo it is the bin's release build by cargo. A wrong answer shows a compact
/// diff: `-` lines are expected, `+` lines are what the program printed.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack test abc400-a\n  judgepack test abc400-b --cargo --case sample1\n  judgepack test divisors --match unordered\n  judgepack test divisors --checker 'sh checker.sh'\n\n",
    exit_status!()
))]
pub(crate) struct TestArgs {
    #[command(flatten)]
    target: TargetArgs,

    /// Test the cargo-built release binary instead of the bundle
    #[arg(long)]
    cargo: bool,

    /// Run only the case(s) called NAME (e.g. tests/cmd/<bin>/NAME.toml, sample-1.in)
    #[arg(long, value_name = "NAME")]
    case: Option<String>,

    #[command(flatten)]
    run: RunArgs,
}

pub(crate) fn run(cli: &Cli, args: &TestArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = Context::load_running(cli, &args.run)?;
    let bin = ctx.select_one(&args.target)?;
    let judging = ctx
        .judging(bin)
        .map_err(|e| Failure::Usage(Error::new(e)))?;
    let dir = ctx.cases_dir(bin);
    // One named trycmd case is read alone, so a broken sibling file does not block it.
    let single = args
        .case
        .as_ref()
        .map(|wanted| dir.join(format!("{wanted}.toml")));
    let mut cases = match single.filter(|path| path.is_file()) {
        Some(path) => vec![cases::load_case(&path)
            .map_err(|e| Error::new(format!("{}: {}", ctx.show(&e.path), e.message)))?],
        None => cases::discover(&ctx.lookup(bin)).map_err(|e| {
            Error::new(e.to_string())
                .help("every case needs its expected output (README: \"Cases\")")
        })?,
    };
    if let Some(wanted) = &args.case {
        let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
        cases.retain(|case| &case.name == wanted);
        if cases.is_empty() {
            return Err(Failure::Usage(
                Error::new(format!("bin `{}` has no case `{wanted}`", bin.name)).help(
                    if names.is_empty() {
                        "it has no cases".to_owned()
                    } else {
                        format!("its cases: {}", names.join(", "))
                    },
                ),
            ));
        }
    }
    if cases.is_empty() {
        let places: Vec<String> = ctx
            .lookup(bin)
            .places()
            .iter()
            .map(|place| ctx.show(place))
            .collect();
        return Err(Failure::Failed(
            Error::new(format!(
                "bin `{}` has no cases; looked in {}",
                bin.name,
                places.join(", ")
            ))
            .help(format!(
                "add {}/sample.in and sample.out (or trycmd's sample.toml, .stdin, .stdout; \
                 README: \"Cases\")",
                ctx.show(&dir)
            )),
        ));
    }

    let binary = if args.cargo {
        say!("testing {} (cargo build --release)", bin.name);
        cargo_build(&ctx, &[bin])?.remove(0)
    } else {
        fresh_bundle(&ctx, bin, args.target.judge.as_deref(), &|what| {
            say!("testing {what}");
        })?
    };

    let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
    let mut failed = Vec::new();
    for case in &cases {
        let run = run::run_case_judged(&binary, case, limit, &judging);
        let mode = run
            .mode
            .as_ref()
            .map(|mode| format!("  ({mode})"))
            .unwrap_or_default();
        row!(
            "{}  {:<width$}{mode}{}",
            verdict_word(run.verdict.code()),
            case.name,
            ctx.time(run.elapsed)
        );
        if let Some(detail) = run.verdict.detail() {
            failed.push(case.name.as_str());
            for line in detail.lines() {
                row!("     {line}");
            }
        }
    }
    say!(
        "{} passed, {} failed",
        cases.len() - failed.len(),
        failed.len()
    );
    if let Some(first) = failed.first() {
        say!(
            "next, after a fix: {}",
            next_command(&ctx, bin, args, first)
        );
        return Err(Failure::Reported);
    }
    Ok(())
}

/// The command to run after a failure: the first failing case alone, with the same choices.
fn next_command(ctx: &Context, bin: &Bin, args: &TestArgs, case: &str) -> String {
    let mut command = format!("judgepack test {}", bin.name);
    if ctx.ws.bin_name_is_shared(bin) {
        command.push_str(&format!(" -p {}", bin.package));
    }
    if args.cargo {
        command.push_str(" --cargo");
    }
    for flag in args.run.flags() {
        command.push(' ');
        command.push_str(&super::quote(&flag));
    }
    command.push_str(&format!(" --case {}", super::quote(case)));
    command
}
