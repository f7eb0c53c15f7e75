//! `judgepack check`: verify the written files as their judges would, and that they are what a
//! fresh bundle of the current sources gives.

use std::fs;
use std::time::Instant;

use clap::Args;
use judgepack::stat;
use judgepack::submission::{bundle_submission, Request};

use super::{print_failures, result_word, verify, CompileWarnings, Context, RunArgs};
use crate::{Cli, Failure, TargetArgs};

/// Verify the written submissions as their judges would
///
/// Compiles each file alone with its judge's rustc command (zero warnings), checks its size
/// against the judge's limit, runs its cases from tests/cmd/<bin>/, and compares it with a
/// fresh bundle of the current sources (a stale file fails). Prints one row per bin and the
/// reason for every failure.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack check --all\n  judgepack check abc400-a\n\n",
    exit_status!()
))]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    target: TargetArgs,

    /// Check every bin that has cases or a judge configured [the default]
    #[arg(long, conflicts_with_all = ["name", "bin"])]
    all: bool,

    /// Fail on a warning in your own code that dead-code removal cannot fix, as `bundle
    /// --deny-warnings` does; without it the warning is shown and the file still passes
    #[arg(long)]
    deny_warnings: bool,

    #[command(flatten)]
    run: RunArgs,
}

pub(crate) fn run(cli: &Cli, args: &CheckArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = Context::load_running(cli, &args.run)?;
    let bins = ctx.select(&args.target, args.all)?;
    let width = Context::name_width(&bins);
    row!(
        "{:<width$}  {:<10}  {:>16}  {:>9}  result{}",
        "bin",
        "judge",
        "size",
        "cases",
        if cli.no_time { "" } else { "  time" }
    );
    let mut failed = 0;
    let mut next = None;
    for bin in &bins {
        let start = Instant::now();
        let source = ctx.submission_path(bin);
        let judge = ctx.judge(bin, args.target.judge.as_deref())?;
        let profile = judge.profile;
        let (size, cases, failures) = match fs::read_to_string(&source) {
            Err(_) => (
                "-".to_owned(),
                "-".to_owned(),
                vec![format!(
                    "{} does not exist; run `judgepack bundle --all`",
                    ctx.show(&source)
                )],
            ),
            Ok(text) => {
                let request = Request {
                    command: "judgepack bundle --all".to_string(),
                    deny_warnings: args.deny_warnings,
                    shrink: false,
                };
                let fresh = bundle_submission(&ctx.ws, bin, &judge, &request);
                let shown = fresh.as_ref().map_or(&[][..], |fresh| &fresh.warnings[..]);
                let warnings = CompileWarnings::show(shown);
                let shown_source = ctx.show(&source);
                let mut verification = verify(
                    &ctx,
                    bin,
                    profile,
                    (&source, &shown_source),
                    limit,
                    warnings,
                )?;
                match fresh {
                    Ok(fresh) if fresh.text == text => {}
                    Ok(_) => verification.failures.push(format!(
                        "stale: {} differs from a fresh bundle of the sources; regenerate with \
                         `judgepack bundle --all`",
                        ctx.show(&source)
                    )),
                    Err(error) => verification
                        .failures
                        .push(format!("the sources no longer bundle: {error}")),
                }
                (
                    format!(
                        "{}/{} B",
                        stat::thousands(text.len()),
                        profile
                            .size_limit
                            .map_or_else(|| "?".to_string(), stat::thousands)
                    ),
                    format!("{}/{} AC", verification.passed, verification.total),
                    verification.failures,
                )
            }
        };
        row!(
            "{:<width$}  {:<10}  {size:>16}  {cases:>9}  {}{}",
            bin.name,
            profile.name,
            result_word(failures.is_empty(), 6),
            ctx.time(start.elapsed())
        );
        print_failures(&failures);
        if !failures.is_empty() {
            failed += 1;
            // A file that is only stale or missing is fixed by regenerating; anything else
            // is looked at on a fresh bundle first.
            let regenerate = failures
                .iter()
                .all(|f| f.starts_with("stale:") || f.contains("does not exist"));
            next.get_or_insert(if regenerate {
                "judgepack bundle --all".to_owned()
            } else {
                let mut command = format!("judgepack test {}", bin.name);
                for flag in args.run.flags() {
                    command.push(' ');
                    command.push_str(&super::quote(&flag));
                }
                command
            });
        }
    }
    if args.target.name.is_none() && args.target.bin.is_none() {
        warn_about_strays(&ctx);
    }
    if failed > 0 {
        say!("{failed} of {} submissions failed", bins.len());
        if let Some(next) = next {
            say!("next: {next}");
        }
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Warns about files in the output directory that belong to no bin.
fn warn_about_strays(ctx: &Context) {
    let Ok(entries) = fs::read_dir(ctx.ws.out_dir()) else {
        return;
    };
    let expected: Vec<_> = ctx
        .ws
        .bins
        .iter()
        .map(|bin| ctx.submission_path(bin))
        .collect();
    let mut strays: Vec<String> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter(|path| !expected.contains(path))
        .map(|path| ctx.show(&path))
        .collect();
    strays.sort();
    for stray in strays {
        eprintln!("warning: {stray} belongs to no bin");
    }
}
