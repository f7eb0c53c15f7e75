//! `judgepack bundle`: print one bin's file, or verify and write every bin's file (`--all`).

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use clap::{ArgGroup, Args};
use judgepack::error::Error;
use judgepack::profile::{Judge, JudgeSource};
use judgepack::submission::{bundle_submission, Request, Submission};
use judgepack::workspace::{Bin, Selection};
use judgepack::{stat, timings};

use super::{
    paint, print_failures, regenerate_command, verify, warn_pins, write_file, Colour,
    CompileWarnings, Context, RunArgs,
};
use crate::{Cli, Failure, TargetArgs};

/// Bundle a bin target into one .rs file; with --all, verify and write every bin's file
///
/// The bin is picked as cargo picks it: `--bin NAME` (with `-p` when two packages have a bin
/// of that name), a positional BIN or package name, or the workspace's only bin. Every crate
/// its code names is inlined (its own package's library, path, registry and git crates), dead
/// code is removed item by item, and a readable bundle over the judge's size limit is
/// re-printed compactly. With --all each file is verified before it is written to the output
/// directory: compiled alone with its judge's rustc command (zero warnings), run on its cases
/// in tests/cmd/<bin>/ (all AC), and within the size limit. A file that fails is not written.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("one").args(["name", "bin"]).conflicts_with("all")))]
#[command(after_help = concat!(
    "Examples:\n  judgepack bundle --bin abc400-a -o a.rs\n  judgepack bundle --manifest-path abc400/Cargo.toml --bin abc400-b --judge codeforces\n  judgepack bundle --all\n\n",
    exit_status!()
))]
pub(crate) struct BundleArgs {
    #[command(flatten)]
    target: TargetArgs,

    /// Bundle, verify and write every bin that has cases or a judge configured
    #[arg(long)]
    all: bool,

    /// Write the bundle to FILE instead of stdout
    #[arg(short, long, value_name = "FILE", conflicts_with = "all")]
    output: Option<PathBuf>,

    /// Where --all writes [default: [workspace.metadata.judgepack] out-dir, else submissions/]
    #[arg(long, value_name = "DIR", requires = "all")]
    out_dir: Option<PathBuf>,

    /// How many bins --all bundles and verifies at once [default: the number of CPUs]
    #[arg(short, long, value_name = "N", requires = "all", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,

    /// Verify the single bundle as --all does before printing it
    #[arg(long, conflicts_with = "all")]
    verify: bool,

    /// Fail on a warning in your own code that dead-code removal cannot fix; without it the
    /// warning is shown with its file and the file is still made
    #[arg(long)]
    deny_warnings: bool,

    /// Shrink as far as judgepack can (stub functions that never run, try out unused impls and
    /// macro rules) although the file already fits its judge's limit; without it that work is
    /// done only while the file is over the limit
    #[arg(long)]
    shrink: bool,

    /// Print where the time went on stderr (cargo metadata, loading, proc-macro builds and
    /// expansions, each shrinking pass with its rustc runs, printing, verification)
    #[arg(long)]
    timings: bool,

    #[command(flatten)]
    run: RunArgs,
}

pub(crate) fn run(cli: &Cli, args: &BundleArgs) -> Result<(), Failure> {
    let started = Instant::now();
    if args.timings {
        timings::enable();
    }
    let result = run_timed(cli, args);
    if args.timings {
        eprint!("{}", timings::report(&timings::take(), started.elapsed()));
    }
    result
}

fn run_timed(cli: &Cli, args: &BundleArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = timings::time("cargo metadata (the workspace)", || {
        Context::load_running(cli, &args.run)
    })?;
    if args.all {
        return bundle_all(&ctx, args, limit);
    }
    let bin = ctx.select_one(&args.target)?;
    let judge = ctx.judge(bin, args.target.judge.as_deref())?;
    let request = Request {
        command: header_command(&ctx, bin, args.target.judge.as_deref()),
        deny_warnings: args.deny_warnings,
        shrink: args.shrink,
    };
    let submission = bundle_submission(&ctx.ws, bin, &judge, &request)?;
    let warnings = CompileWarnings::show(&submission.warnings);
    let (text, profile) = (&submission.text, submission.profile);
    warn_pins(&ctx, bin, profile, text);
    if args.verify {
        let draft = ctx.work_dir(&bin.name)?.join(format!("{}.rs", bin.name));
        write_file(&draft, text)?;
        let verification = timings::time("verification (the judge's compile, the cases)", || {
            verify(&ctx, bin, profile, (&draft, "the bundle"), limit, warnings)
        })?;
        if !verification.failures.is_empty() {
            let mut what = format!("the bundle of `{}` fails verification:", bin.name);
            for failure in &verification.failures {
                what.push_str("\n  ");
                what.push_str(&failure.replace('\n', "\n  "));
            }
            return Err(Failure::Failed(Error::new(what)));
        }
    }
    match &args.output {
        Some(path) => {
            write_file(path, text)?;
            eprintln!(
                "wrote {} ({} bytes, {}{}; judge {} from {})",
                path.display(),
                stat::thousands(text.len()),
                if submission.compact {
                    "compact"
                } else {
                    "readable"
                },
                if args.verify { ", verified" } else { "" },
                profile.name,
                judge.source
            );
        }
        None => {
            let mut stdout = io::stdout().lock();
            stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
                .map_err(|e| Error::new(format!("cannot write to stdout: {e}")))?;
        }
    }
    // Printed even when too big, so it can be inspected (`judgepack stat FILE`).
    submission.check_size()?;
    Ok(())
}

/// The regenerate command in `bin`'s header: `judgepack bundle --all` for a bin that `--all`
/// writes (so the same file comes out whichever way it was made), else the one-bin command.
fn header_command(ctx: &Context, bin: &Bin, judge: Option<&str>) -> String {
    let in_all = ctx
        .ws
        .select(&Selection::default(), &|bin| ctx.has_cases(bin))
        .is_ok_and(|bins| bins.contains(&bin));
    if in_all && judge.is_none() {
        "judgepack bundle --all".to_string()
    } else {
        regenerate_command(ctx, bin, judge)
    }
}

fn bundle_all(ctx: &Context, args: &BundleArgs, limit: Duration) -> Result<(), Failure> {
    let bins = ctx.select(&args.target, true)?;
    let out_dir = args
        .out_dir
        .as_ref()
        .map_or_else(|| ctx.ws.out_dir(), |dir| ctx.ws.root.join(dir));
    let width = Context::name_width(&bins);
    row!(
        "{:<width$}  {:<10}  {:>16}  {:>9}  result{}",
        "bin",
        "judge",
        "size",
        "cases",
        if ctx.cli.no_time { "" } else { "  time" }
    );
    let mut failed = 0;
    let mut first_failed = None;
    let started = Instant::now();
    for (bin, judge, outcome, elapsed) in in_parallel(ctx, &bins, args, &out_dir, limit)? {
        let judge_label = match judge.source {
            JudgeSource::Default => format!("{} (default)", judge.profile.name),
            _ => judge.profile.name.to_string(),
        };
        match outcome {
            Ok(written) => row!(
                "{:<width$}  {:<10}  {:>16}  {:>9}  {}{}",
                bin.name,
                judge_label,
                written.size,
                written.cases,
                paint(&format!("{:<19}", written.state), Colour::Green),
                ctx.time(elapsed)
            ),
            Err(failures) => {
                failed += 1;
                first_failed.get_or_insert(bin.name.clone());
                row!(
                    "{:<width$}  {:<10}  {:>16}  {:>9}  {}{}",
                    bin.name,
                    judge_label,
                    "-",
                    "-",
                    paint(&format!("{:<19}", "FAILED"), Colour::Red),
                    ctx.time(elapsed)
                );
                print_failures(&failures);
            }
        }
    }
    let total = ctx.time(started.elapsed());
    if failed > 0 {
        say!(
            "{failed} of {} bins failed; their files were not written{total}",
            bins.len()
        );
        if let Some(bin) = first_failed {
            say!("next: judgepack test {bin}   (then `judgepack bundle --all` again)");
        }
        return Err(Failure::Reported);
    }
    say!(
        "{} bins verified and up to date in {}/{total}",
        bins.len(),
        ctx.show(&out_dir)
    );
    Ok(())
}

/// One bin's row of `bundle --all`: the bin, its judge, what became of it, how long it took.
type Row<'b> = (&'b Bin, Judge, Result<Written, Vec<String>>, Duration);

/// Bundles and verifies `bins` on `--jobs` threads, by default as many as there are CPUs (each
/// file is mostly a chain of rustc runs, one at a time), and returns their rows in `bins`'
/// order. The first
/// error that stops a bin (not a failed verification, which is a row) stops the command.
fn in_parallel<'b>(
    ctx: &Context,
    bins: &[&'b Bin],
    args: &BundleArgs,
    out_dir: &Path,
    limit: Duration,
) -> Result<Vec<Row<'b>>, Failure> {
    let cpus = || thread::available_parallelism().map_or(1, |n| n.get());
    let workers = args
        .jobs
        .map_or_else(cpus, usize::from)
        .min(bins.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let mut spawn_error = None;
    let mut rows: Vec<Option<Result<Row<'b>, Failure>>> = bins.iter().map(|_| None).collect();
    thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..workers {
            let (sender, next) = (sender.clone(), &next);
            let work = move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(&bin) = bins.get(index) else {
                    break;
                };
                let start = Instant::now();
                let row = ctx
                    .judge(bin, args.target.judge.as_deref())
                    .and_then(|judge| {
                        let outcome = bundle_one(ctx, bin, &judge, args, out_dir, limit)?;
                        Ok((bin, judge, outcome, start.elapsed()))
                    });
                if sender.send((index, row)).is_err() {
                    break;
                }
            };
            // The bundler recurses as deep as the code it reads nests (see main.rs).
            let spawned = thread::Builder::new()
                .stack_size(crate::STACK_BYTES)
                .spawn_scoped(scope, work);
            if let Err(error) = spawned {
                spawn_error.get_or_insert(error);
            }
        }
        drop(sender);
        for (index, row) in receiver {
            if let Some(slot) = rows.get_mut(index) {
                *slot = Some(row);
            }
        }
    });
    rows.into_iter()
        .map(|row| {
            row.unwrap_or_else(|| {
                let why = spawn_error.as_ref().map_or_else(
                    || "a bundling thread stopped".to_string(),
                    |e| format!("cannot start a thread: {e}"),
                );
                Err(Error::new(why).into())
            })
        })
        .collect()
}

/// The columns of a bin `bundle --all` wrote.
struct Written {
    size: String,
    cases: String,
    state: &'static str,
}

/// Bundles, verifies and writes one bin; `Ok(Err(reasons))` when it fails.
fn bundle_one(
    ctx: &Context,
    bin: &Bin,
    judge: &Judge,
    args: &BundleArgs,
    out_dir: &Path,
    limit: Duration,
) -> Result<Result<Written, Vec<String>>, Failure> {
    let request = Request {
        command: "judgepack bundle --all".to_string(),
        deny_warnings: args.deny_warnings,
        shrink: args.shrink,
    };
    let submission = match bundle_submission(&ctx.ws, bin, judge, &request) {
        Ok(submission) => submission,
        Err(error) => return Ok(Err(vec![error.to_string()])),
    };
    if let Err(error) = submission.check_size() {
        return Ok(Err(vec![error.to_string()]));
    }
    let Submission {
        text,
        compact,
        profile,
        warnings,
        ..
    } = submission;
    // The user's own warnings are shown with their file; the file is still made.
    let policy = CompileWarnings::show(&warnings);
    let draft = ctx.work_dir(&bin.name)?.join(format!("{}.rs", bin.name));
    write_file(&draft, &text)?;
    let verification = verify(ctx, bin, profile, (&draft, "the bundle"), limit, policy)?;
    if !verification.failures.is_empty() {
        return Ok(Err(verification.failures));
    }
    let file_name = ctx
        .submission_path(bin)
        .file_name()
        .map(|name| name.to_os_string())
        .unwrap_or_default();
    let target = out_dir.join(file_name);
    let unchanged = fs::read_to_string(&target).is_ok_and(|old| old == text);
    if !unchanged {
        write_file(&target, &text)?;
    }
    Ok(Ok(Written {
        size: format!(
            "{}/{} B",
            stat::thousands(text.len()),
            profile
                .size_limit
                .map_or_else(|| "?".to_string(), stat::thousands)
        ),
        cases: if verification.unverified {
            "no cases".to_string()
        } else {
            format!("{}/{} AC", verification.passed, verification.total)
        },
        state: match (unchanged, compact, verification.unverified) {
            (_, _, true) if !unchanged => "written, unverified",
            (_, _, true) => "unchanged, unverified",
            (true, false, _) => "unchanged",
            (true, true, _) => "unchanged (compact)",
            (false, false, _) => "written",
            (false, true, _) => "written (compact)",
        },
    }))
}
