//! `judgepack stat`: a file's size against every judge's limit and its largest items.

use std::collections::BTreeMap;
use std::fs;

use clap::Args;
use judgepack::error::Error;
use judgepack::stat;
use judgepack::submission::{bundle_submission, Request};

use super::Context;
use crate::{emit, Cli, Failure, TargetArgs};

/// Show a submission's size against every judge's limit and its largest items
///
/// Items are measured by the bytes of their text in the file, inside inlined modules and
/// impl blocks (e.g. `mod puzzle > fn search`). Takes a bin (its written file) or the path of
/// any .rs file.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack stat abc400-a\n  judgepack stat --all\n  judgepack stat submissions/abc400-b.rs\n\n",
    exit_status!()
))]
pub(crate) struct StatArgs {
    #[command(flatten)]
    target: TargetArgs,

    /// Report on every bin's submission [the default]
    #[arg(long, conflicts_with_all = ["name", "bin"])]
    all: bool,

    /// How many of the largest items to list
    #[arg(long, value_name = "N", default_value_t = 10)]
    top: usize,
}

pub(crate) fn run(cli: &Cli, args: &StatArgs) -> Result<(), Failure> {
    if let Some(path) = args.target.name.as_deref().filter(|t| t.ends_with(".rs")) {
        let source = fs::read_to_string(path)
            .map_err(|e| Failure::Usage(Error::new(format!("cannot read {path}: {e}"))))?;
        let report = stat::report(path, &source, None, args.top)
            .map_err(|e| Error::new(e.to_string()).at(path, Some(e.line)))?;
        emit(&report);
        return Ok(());
    }
    let ctx = Context::load(cli)?;
    let bins = ctx.select(&args.target, args.all)?;
    let mut failed = false;
    for (index, bin) in bins.iter().enumerate() {
        if index > 0 {
            say!();
        }
        let path = ctx.submission_path(bin);
        let shown = ctx.show(&path);
        let Ok(source) = fs::read_to_string(&path) else {
            say!("{shown}: missing; run `judgepack bundle --all`");
            failed = true;
            continue;
        };
        let judge = ctx.judge(bin, args.target.judge.as_deref())?;
        // A compact file (no indented line) has short names: a fresh bundle knows the source
        // names, if it is the same file.
        let mut source_names = BTreeMap::new();
        if !source.lines().any(|line| line.starts_with(' ')) {
            let request = Request {
                command: "judgepack bundle --all".to_string(),
                deny_warnings: true,
                shrink: false,
            };
            match bundle_submission(&ctx.ws, bin, &judge, &request) {
                Ok(fresh) if fresh.text == source => {
                    say!("{shown}: compact; items are listed under their source names");
                    source_names = fresh.renames.into_iter().map(|(l, s)| (s, l)).collect();
                }
                _ => say!(
                    "{shown}: compact, and not what a fresh bundle gives: names as in the file"
                ),
            }
        }
        match stat::report_named(
            &shown,
            &source,
            Some(judge.profile),
            args.top,
            &source_names,
        ) {
            Ok(report) => emit(&report),
            Err(error) => {
                say!("{shown}: not valid Rust: {error}");
                failed = true;
            }
        }
    }
    if failed {
        return Err(Failure::Reported);
    }
    Ok(())
}
