//! What the commands share: the loaded workspace, bin selection, the judge of a bin, where its
//! file and cases live, scratch directories, and verifying a file as its judge would.

pub(crate) mod bundle;
pub(crate) mod check;
pub(crate) mod stat;
pub(crate) mod test;

use std::cell::Cell;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use judgepack::cases::{self, Case};
use judgepack::error::Error;
use judgepack::profile::{Judge, Profile};
use judgepack::run::{self, CaseRun, ScratchDir, DEFAULT_TIME_LIMIT};
use judgepack::stat::thousands;
use judgepack::workspace::{Bin, Selection, Workspace};

use crate::{Cli, Failure, TargetArgs};

#[derive(Debug, Args)]
pub(crate) struct RunArgs {
    /// Wall-clock limit per case, in seconds; a case still running is killed (TLE)
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT.as_secs_f64())]
    time_limit: f64,
}

impl RunArgs {
    pub(crate) fn limit(&self) -> Result<Duration, Failure> {
        Duration::try_from_secs_f64(self.time_limit)
            .ok()
            .filter(|limit| !limit.is_zero())
            .ok_or_else(|| {
                Failure::Usage(Error::new(format!(
                    "--time-limit {} is not a positive number of seconds",
                    self.time_limit
                )))
            })
    }
}

/// The loaded workspace and what the commands share.
pub(crate) struct Context<'a> {
    pub ws: Workspace,
    pub cli: &'a Cli,
    scratch: ScratchDir,
    /// How many work directories [`Context::work_dir`] has made.
    compiles: Cell<usize>,
}

impl Context<'_> {
    /// Loads the workspace; not finding one is a usage error (exit 2).
    pub(crate) fn load(cli: &Cli) -> Result<Context<'_>, Failure> {
        let ws = Workspace::load(cli.manifest_path.as_deref()).map_err(Failure::Usage)?;
        let scratch = ScratchDir::new("cli")
            .map_err(|e| Error::new(format!("cannot create a temporary directory: {e}")))?;
        Ok(Context {
            ws,
            cli,
            scratch,
            compiles: Cell::new(0),
        })
    }

    /// The bins `target` names (every bin with cases or a judge when it names none, or with
    /// `all`); an unknown or ambiguous name is a usage error.
    pub(crate) fn select(&self, target: &TargetArgs, all: bool) -> Result<Vec<&Bin>, Failure> {
        let selection = Selection {
            name: target.name.clone(),
            bin: target.bin.clone(),
            package: target.package.clone(),
            all,
        };
        self.ws
            .select(&selection, &|bin| self.has_cases(bin))
            .map_err(Failure::Usage)
    }

    /// The one bin `target` names.
    pub(crate) fn select_one(&self, target: &TargetArgs) -> Result<&Bin, Failure> {
        let selection = Selection {
            name: target.name.clone(),
            bin: target.bin.clone(),
            package: target.package.clone(),
            all: false,
        };
        if selection.name.is_none() && selection.bin.is_none() && selection.package.is_none() {
            // `judgepack bundle` in a package with one bin, as `cargo run` does.
            let only: Vec<&Bin> = self.ws.bins.iter().collect();
            if let [one] = only.as_slice() {
                return Ok(one);
            }
            return Err(Failure::Usage(
                Error::new("which bin? this workspace has several")
                    .help("name one: judgepack bundle --bin NAME (or --all)"),
            ));
        }
        self.ws.select_one(&selection).map_err(Failure::Usage)
    }

    /// The judge of `bin` (`--judge` first).
    pub(crate) fn judge(&self, bin: &Bin, flag: Option<&str>) -> Result<Judge, Failure> {
        Judge::resolve(&self.ws, bin, flag).map_err(Failure::Usage)
    }

    /// Where `bundle --all` writes `bin`'s file: `<out-dir>/<bin>.rs`, or
    /// `<out-dir>/<package>-<bin>.rs` when another package has a bin of the same name.
    pub(crate) fn submission_path(&self, bin: &Bin) -> PathBuf {
        let name = if self.ws.bin_name_is_shared(bin) {
            format!("{}-{}.rs", bin.package, bin.name)
        } else {
            format!("{}.rs", bin.name)
        };
        self.ws.out_dir().join(name)
    }

    /// Where `bin`'s cases live: `tests/cmd/<bin>/` under the workspace root.
    pub(crate) fn cases_dir(&self, bin: &Bin) -> PathBuf {
        cases::problem_dir(&self.ws.root, &bin.name)
    }

    /// Whether `bin` has a cases directory.
    pub(crate) fn has_cases(&self, bin: &Bin) -> bool {
        self.cases_dir(bin).is_dir()
    }

    /// `path` as shown to the user: relative to the workspace root when inside it.
    pub(crate) fn show(&self, path: &Path) -> String {
        self.ws.relative(path).display().to_string()
    }

    /// A fresh directory for one compile.
    pub(crate) fn work_dir(&self, label: &str) -> Result<PathBuf, Failure> {
        let serial = self.compiles.get();
        self.compiles.set(serial + 1);
        let dir = self.scratch.path().join(format!("{label}-{serial}"));
        fs::create_dir(&dir)
            .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
        Ok(dir)
    }

    /// `" <elapsed>"` as the last column, or nothing with `--no-time`.
    pub(crate) fn time(&self, elapsed: Duration) -> String {
        if self.cli.no_time {
            String::new()
        } else if elapsed < Duration::from_secs(1) {
            format!("  {} ms", elapsed.as_millis())
        } else {
            format!("  {:.2} s", elapsed.as_secs_f64())
        }
    }

    /// The name column's width for `bins`.
    pub(crate) fn name_width(bins: &[&Bin]) -> usize {
        bins.iter().map(|b| b.name.len()).max().unwrap_or(0).max(7)
    }

    /// `bin`'s cases; none, or unreadable ones, are a failure with what to do.
    pub(crate) fn cases(&self, bin: &Bin) -> Result<Vec<Case>, String> {
        match cases::load_problem(&self.ws.root, &bin.name) {
            Ok(cases) if cases.is_empty() => Err(format!(
                "no cases in {}/ (add at least the statement's samples)",
                self.show(&self.cases_dir(bin))
            )),
            Ok(cases) => Ok(cases),
            Err(error) => Err(format!("{error}")),
        }
    }
}

/// What verifying one file found.
pub(crate) struct Verification {
    /// How many cases were AC, and how many there were.
    pub passed: usize,
    pub total: usize,
    /// Every reason the file fails, each possibly several lines.
    pub failures: Vec<String>,
}

/// Checks `source` (shown as `label`) as its judge would: size within the limit, compiles
/// alone with zero warnings, every case AC.
pub(crate) fn verify(
    ctx: &Context,
    bin: &Bin,
    profile: &Profile,
    (source, label): (&Path, &str),
    limit: Duration,
) -> Result<Verification, Failure> {
    let mut verification = Verification {
        passed: 0,
        total: 0,
        failures: Vec::new(),
    };
    let bytes = fs::metadata(source).map(|m| m.len()).unwrap_or(0);
    if bytes > profile.size_limit as u64 {
        verification.failures.push(format!(
            "{} bytes, over the {} limit of {} bytes",
            thousands(bytes as usize),
            profile.name,
            thousands(profile.size_limit)
        ));
    }
    let cases = ctx.cases(bin).unwrap_or_else(|failure| {
        verification.failures.push(failure);
        Vec::new()
    });
    verification.total = cases.len();
    let binary = match compile_as_judge(ctx, bin, profile, source, &ctx.work_dir(&bin.name)?) {
        Ok(compiled) => compiled.binary,
        Err(error) => {
            verification.failures.push(compile_failure(label, &error));
            return Ok(verification);
        }
    };
    for case in &cases {
        let run = run::run_case(&binary, case, limit);
        if run.verdict.is_accepted() {
            verification.passed += 1;
        } else {
            verification.failures.push(case_failure(case, &run));
        }
    }
    Ok(verification)
}

/// Compiles `source` as `profile`'s judge does: plain rustc, or, for a judge that provides
/// crates, as the bin of a cargo package depending on what `bin`'s package depends on.
pub(crate) fn compile_as_judge(
    ctx: &Context,
    bin: &Bin,
    profile: &Profile,
    source: &Path,
    out_dir: &Path,
) -> Result<run::Compiled, run::CompileError> {
    if profile.provided.is_empty() {
        return run::compile(source, profile, out_dir);
    }
    let (deps, _) = ctx.ws.declared_deps(bin);
    let target_dir = ctx.ws.root.join("target").join("judgepack");
    let judge = run::CargoJudge {
        deps: &deps,
        lock: &ctx.ws.root.join("Cargo.lock"),
        target_dir: &target_dir,
    };
    run::compile_with_cargo(source, profile, &judge, out_dir)
}

/// A compile failure of the file shown as `label`; rustc's messages name it `main.rs`.
pub(crate) fn compile_failure(label: &str, error: &run::CompileError) -> String {
    format!(
        "{label} does not compile cleanly with `{}`:\n{}",
        error.command,
        error.message.trim_end()
    )
}

fn case_failure(case: &Case, run: &CaseRun) -> String {
    let mut text = format!("case {}: {}", case.name, run.verdict.code());
    if let Some(detail) = run.verdict.detail() {
        for line in detail.lines() {
            text.push_str("\n  ");
            text.push_str(line);
        }
    }
    text
}

/// Prints each failure indented under its bin's row.
pub(crate) fn print_failures(failures: &[String]) {
    for failure in failures {
        for line in failure.lines() {
            row!("    {line}");
        }
    }
}

/// Writes `text` to `path`.
pub(crate) fn write_file(path: &Path, text: &str) -> Result<(), Error> {
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        fs::create_dir_all(dir)
            .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
    }
    fs::write(path, text).map_err(|e| Error::new(format!("cannot write {}: {e}", path.display())))
}

/// The canonical command that makes `bin`'s file, for its header: what a user runs at the
/// workspace root.
pub(crate) fn regenerate_command(ctx: &Context, bin: &Bin, judge: Option<&str>) -> String {
    let mut command = format!("judgepack bundle --bin {}", bin.name);
    if ctx.ws.bin_name_is_shared(bin) {
        command.push_str(&format!(" -p {}", bin.package));
    }
    if let Some(judge) = judge {
        command.push_str(&format!(" --judge {judge}"));
    }
    command
}
