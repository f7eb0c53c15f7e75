//! What the commands share: the loaded workspace, bin selection, the judge of a bin, where its
//! file and cases live, scratch directories, and verifying a file as its judge would.

pub(crate) mod bundle;
pub(crate) mod check;
pub(crate) mod judges;
pub(crate) mod new;
pub(crate) mod stat;
pub(crate) mod stress;
pub(crate) mod test;

use std::collections::BTreeSet;
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use clap::Args;
use judgepack::cases::{self, Case, Lookup, Match};
use judgepack::error::Error;
use judgepack::profile::{Judge, Profile};
use judgepack::run::{self, CaseRun, Judging, DEFAULT_TIME_LIMIT};
use judgepack::scratch::ScratchDir;
use judgepack::stat::thousands;
use judgepack::submission::{bundle_submission, Request};
use judgepack::workspace::{Bin, Selection, Workspace};

use crate::{Cli, Failure, TargetArgs};

#[derive(Debug, Args)]
pub(crate) struct RunArgs {
    /// Wall-clock limit per case, in seconds; a case still running is killed (TLE)
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT.as_secs_f64())]
    time_limit: f64,

    /// Where cases live: DIR/<bin>/ instead of tests/cmd/<bin>/ [default: [package or
    /// workspace.metadata.judgepack] cases, else tests/cmd]
    #[arg(long, value_name = "DIR")]
    cases: Option<PathBuf>,

    /// How answers are compared: exact, lines (trailing whitespace ignored), tokens,
    /// unordered (lines in any order), float (1e-6 absolute or relative), float:ERROR,
    /// float:ABS:REL [default: the case's own mode, else exact]
    #[arg(long = "match", value_name = "MODE", value_parser = Match::parse)]
    matching: Option<Match>,

    /// A special judge, run as `CMD input expected actual` (three files); exit status 0
    /// means AC
    #[arg(long, value_name = "CMD")]
    checker: Option<String>,
}

impl RunArgs {
    /// The flags given that choose cases and judging, to repeat in a suggested command.
    pub(crate) fn flags(&self) -> Vec<String> {
        let mut flags = Vec::new();
        if let Some(dir) = &self.cases {
            flags.push("--cases".to_owned());
            flags.push(dir.display().to_string());
        }
        if let Some(raw) = &self.match_text() {
            flags.push("--match".to_owned());
            flags.push(raw.clone());
        }
        if let Some(checker) = &self.checker {
            flags.push("--checker".to_owned());
            flags.push(checker.clone());
        }
        flags
    }

    fn match_text(&self) -> Option<String> {
        self.matching.map(|m| match m {
            Match::Float { absolute, relative } => format!("float:{absolute:e}:{relative:e}"),
            other => other
                .label()
                .unwrap_or_else(|| "exact".to_owned())
                .replace("unordered lines", "unordered"),
        })
    }

    /// How answers are judged.
    pub(crate) fn judging(&self) -> Judging {
        Judging {
            matching: self.matching,
            default: None,
            checker: self.checker.clone(),
        }
    }

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
    /// How answers are judged (`--match`, `--checker`).
    pub judging: Judging,
    /// `--cases DIR` (absolute), which overrides the configured cases directory.
    cases_flag: Option<PathBuf>,
    /// `[workspace.metadata.judgepack]` keys read here rather than by `workspace.rs`.
    pub settings: Settings,
    scratch: ScratchDir,
    /// How many work directories [`Context::work_dir`] has made.
    compiles: AtomicUsize,
}

impl Context<'_> {
    /// Loads the workspace; not finding one is a usage error (exit 2).
    pub(crate) fn load(cli: &Cli) -> Result<Context<'_>, Failure> {
        let manifest_path = cli.manifest_path.as_deref();
        let ws = if cli.offline {
            Workspace::load(manifest_path)
        } else {
            Workspace::load_or_fetch(manifest_path)
        }
        .map_err(Failure::Usage)?;
        let own_dir = ws.root.join("target").join("judgepack");
        judgepack::cache::use_dir(own_dir.join("cache"));
        judgepack::bundle::keep_drafts_in(own_dir.join("drafts"));
        let settings = Settings::read(&ws.root).map_err(Failure::Usage)?;
        let scratch = ScratchDir::new("cli")
            .map_err(|e| Error::new(format!("cannot create a temporary directory: {e}")))?;
        Ok(Context {
            ws,
            cli,
            judging: Judging::default(),
            cases_flag: None,
            settings,
            scratch,
            compiles: AtomicUsize::new(0),
        })
    }

    /// Loads the workspace for a command that runs cases, with its `--cases`, `--match`
    /// and `--checker`.
    pub(crate) fn load_running<'a>(cli: &'a Cli, run: &RunArgs) -> Result<Context<'a>, Failure> {
        let mut ctx = Context::load(cli)?;
        ctx.judging = run.judging();
        ctx.cases_flag = match &run.cases {
            Some(dir) => Some(
                std::env::current_dir()
                    .map_err(|e| {
                        Failure::Usage(Error::new(format!("--cases {}: {e}", dir.display())))
                    })?
                    .join(dir),
            ),
            None => None,
        };
        Ok(ctx)
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

    /// The cases directory for `bin`: `--cases`, else its package's
    /// `[package.metadata.judgepack] cases` (relative to the package), else the workspace's
    /// `cases` (relative to the root), else `tests/cmd`. Bin `x`'s trycmd and plain cases
    /// are in `<it>/x/`.
    pub(crate) fn cases_base(&self, bin: &Bin) -> PathBuf {
        if let Some(dir) = &self.cases_flag {
            return dir.clone();
        }
        let package_dir = bin.manifest_path.parent().unwrap_or(&self.ws.root);
        if let Some(dir) = package_setting(&bin.manifest_path, "cases") {
            return package_dir.join(dir);
        }
        match &self.settings.cases {
            Some(dir) => self.ws.root.join(dir),
            None => self.ws.root.join("tests").join("cmd"),
        }
    }

    /// How `bin`'s answers are judged: `--checker`, `--match`, the case's own mode, else its
    /// package's `[package.metadata.judgepack] match`.
    pub(crate) fn judging(&self, bin: &Bin) -> Result<Judging, String> {
        let mut judging = self.judging.clone();
        if let Some(mode) = package_setting(&bin.manifest_path, "match") {
            judging.default = Some(Match::parse(&mode).map_err(|e| {
                format!(
                    "{}: [package.metadata.judgepack] match: {e}",
                    self.show(&bin.manifest_path)
                )
            })?);
        }
        Ok(judging)
    }

    /// Where to look for `bin`'s cases, in every format.
    pub(crate) fn lookup<'b>(&'b self, bin: &'b Bin) -> Lookup<'b> {
        Lookup {
            bin: &bin.name,
            src_path: &bin.src_path,
            package_dir: bin.manifest_path.parent().unwrap_or(&self.ws.root),
            only_bin: self
                .ws
                .bins
                .iter()
                .filter(|other| other.package == bin.package)
                .count()
                == 1,
            cases_dir: self.cases_base(bin),
            root: &self.ws.root,
        }
    }

    /// Where `bin`'s trycmd (and plain) cases live: `<cases>/<bin>/`.
    pub(crate) fn cases_dir(&self, bin: &Bin) -> PathBuf {
        self.lookup(bin).bin_dir()
    }

    /// Whether `bin` has cases in any format.
    pub(crate) fn has_cases(&self, bin: &Bin) -> bool {
        self.lookup(bin).has_cases()
    }

    /// `path` as shown to the user: relative to the workspace root when inside it.
    pub(crate) fn show(&self, path: &Path) -> String {
        self.ws.relative(path).display().to_string()
    }

    /// A fresh directory for one compile.
    pub(crate) fn work_dir(&self, label: &str) -> Result<PathBuf, Failure> {
        let serial = self.compiles.fetch_add(1, Ordering::Relaxed);
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
}

/// What verifying one file found.
pub(crate) struct Verification {
    /// How many cases were AC, and how many there were.
    pub passed: usize,
    pub total: usize,
    /// Every reason the file fails, each possibly several lines.
    pub failures: Vec<String>,
    /// The bin has no cases: the file compiled as its judge compiles it, and no more is known.
    pub unverified: bool,
}

/// Checks `source` (shown as `label`) as its judge would: size within the limit, compiles
/// alone with zero warnings, every case AC.
pub(crate) fn verify(
    ctx: &Context,
    bin: &Bin,
    profile: &Profile,
    (source, label): (&Path, &str),
    limit: Duration,
    warnings: CompileWarnings,
) -> Result<Verification, Failure> {
    let mut verification = Verification {
        passed: 0,
        total: 0,
        failures: Vec::new(),
        unverified: false,
    };
    let bytes = fs::metadata(source).map(|m| m.len()).unwrap_or(0);
    if let Some(limit) = profile.size_limit.filter(|&limit| bytes > limit as u64) {
        verification.failures.push(format!(
            "{} bytes, over the {} limit of {} bytes",
            thousands(bytes as usize),
            profile.name,
            thousands(limit)
        ));
    }
    // A bin without cases (a library's verification bin, a tool) is compiled and reported
    // as unverified, not failed: the file is still worth having.
    let cases = match cases::discover(&ctx.lookup(bin)) {
        Ok(cases) => cases,
        Err(error) => {
            verification.failures.push(error.to_string());
            Vec::new()
        }
    };
    verification.unverified = cases.is_empty();
    verification.total = cases.len();
    let judging = ctx.judging(bin).unwrap_or_else(|failure| {
        verification.failures.push(failure);
        ctx.judging.clone()
    });
    let work = ctx.work_dir(&bin.name)?;
    let binary = match compile_as_judge(ctx, bin, profile, source, &work, warnings) {
        Ok(compiled) => compiled.binary,
        Err(error) => {
            verification.failures.push(compile_failure(label, &error));
            return Ok(verification);
        }
    };
    for case in &cases {
        let run = run::run_case_judged(&binary, case, limit, &judging);
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
/// Whether a judge's compile that only warns passes. One rule for every command: a warning in
/// the user's own code that dead-code removal cannot fix is shown (with its file) and the
/// file is still made, tested and checked; `--deny-warnings` makes it fatal, and so does any
/// warning judgepack did not show before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CompileWarnings {
    /// Any warning fails the compile.
    Fatal,
    /// The bundle's own-code warnings were shown: a compile that only warns passes.
    Shown,
}

impl CompileWarnings {
    /// Shows a bundle's own-code warnings (as `warning:`, with their file) and returns the
    /// policy for its compile: the one place every command applies the rule.
    pub(crate) fn show(warnings: &[Error]) -> CompileWarnings {
        for warning in warnings {
            eprintln!("{}", warning.as_warning());
        }
        if warnings.is_empty() {
            CompileWarnings::Fatal
        } else {
            CompileWarnings::Shown
        }
    }
}

/// Compiles `source` as `profile`'s judge does (see [`compile_with_judge`]); a compile that
/// only warns passes when `warnings` says so.
pub(crate) fn compile_as_judge(
    ctx: &Context,
    bin: &Bin,
    profile: &Profile,
    source: &Path,
    out_dir: &Path,
    warnings: CompileWarnings,
) -> Result<run::Compiled, run::CompileError> {
    match compile_with_judge(ctx, bin, profile, source, out_dir) {
        Err(run::CompileError {
            built: Some(binary),
            ..
        }) if warnings == CompileWarnings::Shown => Ok(run::Compiled {
            binary,
            elapsed: Duration::ZERO,
        }),
        other => other,
    }
}

/// Compiles `source` with `profile`'s rustc command, or as the bin of a cargo package for a
/// judge that builds with cargo; any warning is an error.
fn compile_with_judge(
    ctx: &Context,
    bin: &Bin,
    profile: &Profile,
    source: &Path,
    out_dir: &Path,
) -> Result<run::Compiled, run::CompileError> {
    if let Some(note) = run::Toolchain::of(profile).note(profile.name) {
        say_once(format!("note: {note}"));
    }
    if profile.cargo.is_none() {
        return run::compile(source, profile, out_dir);
    }
    let (deps, _) = ctx.ws.declared_deps(bin);
    warn_pins(
        ctx,
        bin,
        profile,
        &fs::read_to_string(source).unwrap_or_default(),
    );
    let target_dir = ctx.ws.root.join("target").join("judgepack");
    let judge = run::CargoJudge {
        deps: &deps,
        lock: &ctx.ws.root.join("Cargo.lock"),
        target_dir: &target_dir,
        whole_set: false,
    };
    run::compile_with_cargo(source, profile, &judge, out_dir)
}

/// Bundles `bin` as `bundle` would print it (for the judge `judge_flag` names, else its own)
/// and compiles the file as that judge does: what `test` and `stress` run by default. Before
/// the compile, `announce` gets what it is: `a fresh bundle of a (388 bytes; default: rustc
/// --edition 2021 -O main.rs)`. Returns the judge's executable.
pub(crate) fn fresh_bundle(
    ctx: &Context,
    bin: &Bin,
    judge_flag: Option<&str>,
    announce: &dyn Fn(&str),
) -> Result<PathBuf, Failure> {
    let judge = ctx.judge(bin, judge_flag)?;
    let profile = judge.profile;
    let request = Request {
        command: regenerate_command(ctx, bin, judge_flag),
        deny_warnings: false,
        shrink: false,
    };
    let submission = bundle_submission(&ctx.ws, bin, &judge, &request)?;
    let warnings = CompileWarnings::show(&submission.warnings);
    let work = ctx.work_dir(&bin.name)?;
    let source = work.join(format!("{}.rs", bin.name));
    write_file(&source, &submission.text)?;
    announce(&format!(
        "a fresh bundle of {} ({} bytes; {}: {})",
        bin.name,
        submission.text.len(),
        profile.name,
        profile.command_line("main.rs")
    ));
    Ok(
        compile_as_judge(ctx, bin, profile, &source, &work, warnings)
            .map_err(|e| Error::new(compile_failure("the bundle", &e)))?
            .binary,
    )
}

/// Builds `bins` with `cargo build --release` (one cargo run per package) and returns their
/// executables, in `bins`' order.
pub(crate) fn cargo_build(ctx: &Context, bins: &[&Bin]) -> Result<Vec<PathBuf>, Failure> {
    let mut executables: Vec<Option<PathBuf>> = vec![None; bins.len()];
    let mut manifests: Vec<&Path> = Vec::new();
    for bin in bins {
        if !manifests.contains(&bin.manifest_path.as_path()) {
            manifests.push(&bin.manifest_path);
        }
    }
    for manifest in manifests {
        let of_package: Vec<&Bin> = bins
            .iter()
            .copied()
            .filter(|bin| bin.manifest_path == manifest)
            .collect();
        let built = cargo_build_package(ctx, manifest, &of_package)?;
        for (slot, bin) in executables.iter_mut().zip(bins) {
            if bin.manifest_path == manifest {
                *slot = built
                    .iter()
                    .find(|(name, _)| *name == bin.name)
                    .map(|(_, path)| path.clone());
            }
        }
    }
    bins.iter()
        .zip(executables)
        .map(|(bin, executable)| {
            executable.ok_or_else(|| {
                Failure::Failed(Error::new(format!(
                    "cargo build did not report an executable for `{}`",
                    bin.name
                )))
            })
        })
        .collect()
}

/// `cargo build --release --bin ...` of `bins`, all of the package at `manifest`: each bin's
/// name and executable.
fn cargo_build_package(
    ctx: &Context,
    manifest: &Path,
    bins: &[&Bin],
) -> Result<Vec<(String, PathBuf)>, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Process::new(cargo);
    command
        .args([
            "build",
            "--release",
            "--message-format=json-render-diagnostics",
        ])
        .arg("--manifest-path")
        .arg(manifest);
    for bin in bins {
        command.args(["--bin", &bin.name]);
    }
    let output = command
        .current_dir(&ctx.ws.root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::new(format!("cannot run cargo: {e}")))?;
    let names: Vec<String> = bins.iter().map(|bin| format!("`{}`", bin.name)).collect();
    if !output.status.success() {
        return Err(Failure::Failed(
            Error::new(format!(
                "cargo build --release of {} failed:\n{}",
                names.join(", "),
                String::from_utf8_lossy(&output.stderr).trim_end()
            ))
            .help("fix what cargo reports, then run the same command again"),
        ));
    }
    let manifest = manifest.to_path_buf();
    Ok(
        cargo_metadata::Message::parse_stream(output.stdout.as_slice())
            .filter_map(Result::ok)
            .filter_map(|message| match message {
                cargo_metadata::Message::CompilerArtifact(artifact)
                    if artifact.manifest_path.as_std_path() == manifest =>
                {
                    let executable = artifact.executable?.into_std_path_buf();
                    Some((artifact.target.name, executable))
                }
                _ => None,
            })
            .collect(),
    )
}

/// Warns (once per package and crate) when `bin`'s package declares a crate the file `text`
/// names at a version `profile`'s judge does not build.
pub(crate) fn warn_pins(ctx: &Context, bin: &Bin, profile: &Profile, text: &str) {
    let (deps, _) = ctx.ws.declared_deps(bin);
    for mismatch in run::pin_mismatches(profile, &deps, text) {
        say_once(format!("warning: package `{}` {mismatch}", bin.package));
    }
}

/// Prints `message` to stderr, once per process (`bundle --all` verifies many bins of one
/// package for one judge).
fn say_once(message: String) {
    static SAID: OnceLock<Mutex<BTreeSet<String>>> = OnceLock::new();
    let said = SAID.get_or_init(|| Mutex::new(BTreeSet::new()));
    if said
        .lock()
        .is_ok_and(|mut said| said.insert(message.clone()))
    {
        eprintln!("{message}");
    }
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
    if let Some(mode) = &run.mode {
        text.push_str(&format!(" ({mode})"));
    }
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

/// `[workspace.metadata.judgepack]` keys the commands read themselves from the root
/// `Cargo.toml` (`cases`, `template`).
#[derive(Debug, Default)]
pub(crate) struct Settings {
    /// `cases = "DIR"`: the cases directory, relative to the root.
    pub cases: Option<PathBuf>,
    /// `template = "FILE"`: the source `judgepack new` starts each bin from.
    pub template: Option<PathBuf>,
}

impl Settings {
    /// Reads the keys from `<root>/Cargo.toml`; a wrong type is a usage error.
    pub(crate) fn read(root: &Path) -> Result<Settings, Error> {
        let manifest = root.join("Cargo.toml");
        let Ok(text) = fs::read_to_string(&manifest) else {
            return Ok(Settings::default());
        };
        let Ok(table) = text.parse::<toml::Table>() else {
            return Ok(Settings::default()); // cargo already read it; nothing of ours there
        };
        let section = table
            .get("workspace")
            .and_then(|w| w.get("metadata"))
            .and_then(|m| m.get("judgepack"));
        let key = |name: &str| -> Result<Option<PathBuf>, Error> {
            match section.and_then(|s| s.get(name)) {
                None => Ok(None),
                Some(toml::Value::String(path)) => Ok(Some(PathBuf::from(path))),
                Some(_) => Err(Error::new(format!(
                    "[workspace.metadata.judgepack] {name} must be a string (a path)"
                ))
                .at(manifest.clone(), None)),
            }
        };
        Ok(Settings {
            cases: key("cases")?,
            template: key("template")?,
        })
    }
}

/// A string key of `[package.metadata.judgepack]` in `manifest`.
fn package_setting(manifest: &Path, key: &str) -> Option<String> {
    let table = fs::read_to_string(manifest)
        .ok()?
        .parse::<toml::Table>()
        .ok()?;
    table
        .get("package")?
        .get("metadata")?
        .get("judgepack")?
        .get(key)?
        .as_str()
        .map(str::to_owned)
}

/// Colours for output on a terminal.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Colour {
    Green,
    Red,
}

/// Whether stdout gets colour: `NO_COLOR` unset or empty, and a terminal (not `TERM=dumb`)
/// or `CLICOLOR_FORCE` set to anything but `0`.
fn colour_enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| {
        let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        if set("NO_COLOR").is_some() {
            return false;
        }
        if set("CLICOLOR_FORCE").is_some_and(|v| v != "0") {
            return true;
        }
        std::io::stdout().is_terminal() && std::env::var_os("TERM").map_or(true, |t| t != "dumb")
    })
}

/// `text` in `colour` when stdout is a terminal that wants colour, else as is.
pub(crate) fn paint(text: &str, colour: Colour) -> String {
    if !colour_enabled() {
        return text.to_owned();
    }
    let code = match colour {
        Colour::Green => "32",
        Colour::Red => "1;31",
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

/// `ok` in green or `FAILED` in red, padded to `width` first.
pub(crate) fn result_word(ok: bool, width: usize) -> String {
    if ok {
        paint(&format!("{:<width$}", "ok"), Colour::Green)
    } else {
        paint(&format!("{:<width$}", "FAILED"), Colour::Red)
    }
}

/// A verdict code padded to 3 columns, green for AC and red otherwise.
pub(crate) fn verdict_word(code: &str) -> String {
    let colour = if code == "AC" {
        Colour::Green
    } else {
        Colour::Red
    };
    paint(&format!("{code:<3}"), colour)
}

/// `word` as a shell reads it back.
pub(crate) fn quote(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=".contains(c))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}
