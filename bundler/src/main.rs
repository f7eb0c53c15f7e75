//! The `judgepack` command line: `bundle`, `check`, `test` and `stat`.
//!
//! A thin layer over the library: it resolves problems and paths against the workspace root
//! (so it works from any directory), calls [`judgepack::bundle`], [`judgepack::run`] and
//! [`judgepack::stat`], and prints one line per problem or case. Timings are always the last
//! column and `--no-time` leaves them out, so the output is stable for snapshots.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode, Stdio};
use std::time::{Duration, Instant};

use clap::{ArgGroup, Args, Parser, Subcommand};
use judgepack::cases::{self, Case};
use judgepack::error::Error;
use judgepack::profile::{bundle_submission, Profile, Submission};
use judgepack::run::{self, CaseRun, ScratchDir, DEFAULT_TIME_LIMIT};
use judgepack::stat;
use judgepack::workspace::{Problem, Workspace};

/// The exit status section shared by every `--help`.
macro_rules! exit_status {
    () => {
        "Exit status: 0 all good; 1 a check, a case or a bundle failed; \
         2 usage error (bad arguments, unknown problem or case)."
    };
}

/// Prints a table row (like `println!`) without trailing spaces, which an empty last
/// column (`--no-time`) would leave.
macro_rules! row {
    ($($arg:tt)*) => {
        emit(&format!("{}\n", format!($($arg)*).trim_end()))
    };
}

/// `println!` that ends the program quietly (exit status 1) when stdout is closed, e.g. by
/// `judgepack check | head -1`, instead of panicking.
macro_rules! say {
    () => {
        emit("\n")
    };
    ($($arg:tt)*) => {
        emit(&format!("{}\n", format!($($arg)*)))
    };
}

/// Bundle modular Rust solutions into single-file online-judge submissions, and verify them
/// the way the judge compiles them.
#[derive(Debug, Parser)]
#[command(
    name = "judgepack",
    version,
    // Never wrap: help must read the same whichever clap features the build unified
    // (divan, a bench dependency, turns on `wrap_help`).
    term_width = 0,
    after_help = concat!(
        "Example: judgepack bundle --all    (regenerate and verify submissions/)\n\n",
        exit_status!()
    )
)]
struct Cli {
    /// The workspace's Cargo.toml [default: found from the current directory]
    #[arg(long, global = true, value_name = "PATH", display_order = 90)]
    manifest_path: Option<PathBuf>,

    /// Leave timings out of the output (for stable snapshots)
    #[arg(long, global = true, display_order = 91)]
    no_time: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Bundle(BundleArgs),
    Check(CheckArgs),
    Test(TestArgs),
    Stat(StatArgs),
}

/// Bundle a problem into one .rs file; with --all, verify and write every submission
///
/// A readable bundle over the judge's size limit is re-printed compactly when the judge
/// allows it. With --all each file is verified before it is written to
/// submissions/<problem>.rs: compiled alone with its judge's rustc command (zero warnings),
/// run on its cases in tests/cmd/<problem>/ (all AC), and within the size limit. A file that
/// fails is not written.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("which").required(true).args(["problem", "all"])))]
#[command(after_help = concat!(
    "Examples:\n  judgepack bundle uva197 -o /tmp/uva197.rs\n  judgepack bundle --all\n\n",
    exit_status!()
))]
struct BundleArgs {
    /// The problem to bundle (a package with [package.metadata.judgepack] judge)
    problem: Option<String>,

    /// Bundle, verify and write every problem to submissions/<problem>.rs
    #[arg(long)]
    all: bool,

    /// Write the bundle to FILE instead of stdout
    #[arg(short, long, value_name = "FILE", conflicts_with = "all")]
    output: Option<PathBuf>,

    /// Verify the single bundle as --all does before printing it
    #[arg(long, conflicts_with = "all")]
    verify: bool,

    #[command(flatten)]
    run: RunArgs,
}

/// Verify the committed files in submissions/ as their judges would
///
/// Compiles each file alone with its judge's rustc command (zero warnings), checks its size
/// against the judge's limit and runs its cases from tests/cmd/<problem>/. Prints one row per
/// problem and the reason for every failure.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack check --all\n  judgepack check uva810\n\n",
    exit_status!()
))]
struct CheckArgs {
    /// The problem to check [default: all]
    #[arg(conflicts_with = "all")]
    problem: Option<String>,

    /// Check every problem
    #[arg(long)]
    all: bool,

    #[command(flatten)]
    run: RunArgs,
}

/// Run a problem's cases and show a verdict (AC, WA, RE, TLE) per case
///
/// By default the program is submissions/<problem>.rs compiled with its judge's rustc
/// command; with --cargo it is the problem's release binary built by cargo. A wrong answer
/// shows a compact diff: `-` lines are expected, `+` lines are what the program printed.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack test uva810\n  judgepack test calendar --cargo --case sample\n\n",
    exit_status!()
))]
struct TestArgs {
    /// The problem whose cases to run
    problem: String,

    /// Test the cargo-built release binary instead of the bundled submission
    #[arg(long)]
    cargo: bool,

    /// Run only the case called NAME (tests/cmd/<problem>/NAME.toml)
    #[arg(long, value_name = "NAME")]
    case: Option<String>,

    #[command(flatten)]
    run: RunArgs,
}

/// Show a submission's size against every judge's limit and its largest items
///
/// Items are measured by the bytes of their text in the file, inside inlined modules and
/// impl blocks (e.g. `mod puzzle > fn search`). Takes a problem (its file in submissions/)
/// or the path of any .rs file.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack stat uva197\n  judgepack stat --all\n  judgepack stat path/to/file.rs\n\n",
    exit_status!()
))]
struct StatArgs {
    /// A problem, or a path ending in .rs [default: all problems]
    #[arg(conflicts_with = "all", value_name = "PROBLEM|FILE")]
    target: Option<String>,

    /// Report on every problem's submission
    #[arg(long)]
    all: bool,

    /// How many of the largest items to list
    #[arg(long, value_name = "N", default_value_t = 10)]
    top: usize,
}

#[derive(Debug, Args)]
struct RunArgs {
    /// Wall-clock limit per case, in seconds; a case still running is killed (TLE)
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT.as_secs_f64())]
    time_limit: f64,
}

impl RunArgs {
    fn limit(&self) -> Result<Duration, Failure> {
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

/// Why a command did not succeed, and so its exit status.
#[derive(Debug)]
enum Failure {
    /// Bad arguments, unknown problem or case: exit status 2.
    Usage(Error),
    /// Something that was checked is wrong: exit status 1. The message is printed.
    Failed(Error),
    /// Something failed and the report already said so: exit status 1.
    Reported,
}

impl From<Error> for Failure {
    fn from(error: Error) -> Failure {
        Failure::Failed(error)
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Bundle(args) => bundle_command(&cli, args),
        Command::Check(args) => check_command(&cli, args),
        Command::Test(args) => test_command(&cli, args),
        Command::Stat(args) => stat_command(&cli, args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(error)) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
        Err(Failure::Failed(error)) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
        Err(Failure::Reported) => ExitCode::FAILURE,
    }
}

/// The loaded workspace and what the commands share.
struct Context<'a> {
    ws: Workspace,
    cli: &'a Cli,
    scratch: ScratchDir,
    /// How many work directories [`Context::work_dir`] has made.
    compiles: Cell<usize>,
}

impl Context<'_> {
    fn load(cli: &Cli) -> Result<Context<'_>, Failure> {
        let ws = Workspace::load(cli.manifest_path.as_deref())?;
        let scratch = ScratchDir::new("cli")
            .map_err(|e| Error::new(format!("cannot create a temporary directory: {e}")))?;
        Ok(Context {
            ws,
            cli,
            scratch,
            compiles: Cell::new(0),
        })
    }

    /// The problem `name`; a name that is not a problem is a usage error.
    fn problem(&self, name: &str) -> Result<&Problem, Failure> {
        self.ws.problem(name).map_err(Failure::Usage)
    }

    /// The problem `name`, or every problem when `name` is `None`.
    fn selection(&self, name: Option<&str>) -> Result<Vec<&Problem>, Failure> {
        match name {
            Some(name) => Ok(vec![self.problem(name)?]),
            None => Ok(self.ws.problems.iter().collect()),
        }
    }

    fn submission_path(&self, problem: &Problem) -> PathBuf {
        self.ws
            .root
            .join("submissions")
            .join(format!("{}.rs", problem.name))
    }

    /// `path` as shown to the user: relative to the workspace root when inside it.
    fn show(&self, path: &Path) -> String {
        self.ws.relative(path).display().to_string()
    }

    /// A fresh directory for one compile.
    fn work_dir(&self, label: &str) -> Result<PathBuf, Failure> {
        let serial = self.compiles.get();
        self.compiles.set(serial + 1);
        let dir = self.scratch.path().join(format!("{label}-{serial}"));
        fs::create_dir(&dir)
            .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
        Ok(dir)
    }

    /// `" <elapsed>"` as the last column, or nothing with `--no-time`.
    fn time(&self, elapsed: Duration) -> String {
        if self.cli.no_time {
            String::new()
        } else if elapsed < Duration::from_secs(1) {
            format!("  {} ms", elapsed.as_millis())
        } else {
            format!("  {:.2} s", elapsed.as_secs_f64())
        }
    }

    /// The name column's width for `problems`.
    fn name_width(problems: &[&Problem]) -> usize {
        problems
            .iter()
            .map(|p| p.name.len())
            .max()
            .unwrap_or(0)
            .max(7)
    }
}

/// What verifying one file found.
struct Verification {
    /// How many cases were AC, and how many there were.
    passed: usize,
    total: usize,
    /// Every reason the file fails, each possibly several lines.
    failures: Vec<String>,
}

/// Checks `source` (shown as `label`) as its judge would: size within the limit, compiles
/// alone with zero warnings, every case AC.
fn verify(
    ctx: &Context,
    problem: &Problem,
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
            stat::thousands(bytes as usize),
            profile.name,
            stat::thousands(profile.size_limit)
        ));
    }
    let cases = match cases::load_problem(&ctx.ws.root, &problem.name) {
        Ok(cases) if cases.is_empty() => {
            verification.failures.push(format!(
                "no cases in {}/ (add at least the statement's samples)",
                ctx.show(&cases::problem_dir(&ctx.ws.root, &problem.name))
            ));
            Vec::new()
        }
        Ok(cases) => cases,
        Err(error) => {
            verification.failures.push(format!("{error}"));
            Vec::new()
        }
    };
    verification.total = cases.len();
    let binary = match run::compile(source, profile, &ctx.work_dir(&problem.name)?) {
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

/// A compile failure of the file shown as `label`; rustc's messages name it `main.rs`.
fn compile_failure(label: &str, error: &run::CompileError) -> String {
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

/// Prints each failure indented under its problem's row.
fn print_failures(failures: &[String]) {
    for failure in failures {
        for line in failure.lines() {
            row!("    {line}");
        }
    }
}

fn bundle_command(cli: &Cli, args: &BundleArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = Context::load(cli)?;
    let Some(name) = args.problem.as_deref().filter(|_| !args.all) else {
        return bundle_all(&ctx, limit);
    };
    let problem = ctx.problem(name)?;
    let submission = bundle_submission(&ctx.ws, problem)?;
    let (text, profile) = (&submission.text, submission.profile);
    if args.verify {
        let draft = ctx
            .work_dir(&problem.name)?
            .join(format!("{}.rs", problem.name));
        write_file(&draft, text)?;
        let verification = verify(&ctx, problem, profile, (&draft, "the bundle"), limit)?;
        if !verification.failures.is_empty() {
            let mut what = format!("the bundle of `{}` fails verification:", problem.name);
            for failure in &verification.failures {
                what.push_str("\n  ");
                what.push_str(&failure.replace('\n', "\n  "));
            }
            return Err(Failure::Failed(Error::new(what)));
        }
    }
    match &args.output {
        Some(path) => write_file(path, text)?,
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

fn bundle_all(ctx: &Context, limit: Duration) -> Result<(), Failure> {
    let problems: Vec<&Problem> = ctx.ws.problems.iter().collect();
    let width = Context::name_width(&problems);
    let mut failed = 0;
    for problem in &problems {
        let start = Instant::now();
        let outcome = bundle_one(ctx, problem, limit)?;
        let elapsed = start.elapsed();
        match outcome {
            Ok(written) => row!(
                "{:<width$}  {:<10}  {:>16}  {:>9}  {:<19}{}",
                problem.name,
                problem.judge,
                written.size,
                written.cases,
                written.state,
                ctx.time(elapsed)
            ),
            Err(failures) => {
                failed += 1;
                row!(
                    "{:<width$}  {:<10}  {:>16}  {:>9}  {:<19}{}",
                    problem.name,
                    problem.judge,
                    "-",
                    "-",
                    "FAILED",
                    ctx.time(elapsed)
                );
                print_failures(&failures);
            }
        }
    }
    if failed > 0 {
        say!(
            "{failed} of {} problems failed; their files were not written",
            problems.len()
        );
        return Err(Failure::Reported);
    }
    Ok(())
}

/// The columns of a problem `bundle --all` wrote.
struct Written {
    size: String,
    cases: String,
    state: &'static str,
}

/// Bundles, verifies and writes one problem; `Ok(Err(reasons))` when it fails.
fn bundle_one(
    ctx: &Context,
    problem: &Problem,
    limit: Duration,
) -> Result<Result<Written, Vec<String>>, Failure> {
    let submission = match bundle_submission(&ctx.ws, problem) {
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
        ..
    } = submission;
    let draft = ctx
        .work_dir(&problem.name)?
        .join(format!("{}.rs", problem.name));
    write_file(&draft, &text)?;
    let verification = verify(ctx, problem, profile, (&draft, "the bundle"), limit)?;
    if !verification.failures.is_empty() {
        return Ok(Err(verification.failures));
    }
    let target = ctx.submission_path(problem);
    let unchanged = fs::read_to_string(&target).is_ok_and(|old| old == text);
    if !unchanged {
        if let Some(dir) = target.parent() {
            fs::create_dir_all(dir)
                .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
        }
        write_file(&target, &text)?;
    }
    Ok(Ok(Written {
        size: format!(
            "{}/{} B",
            stat::thousands(text.len()),
            stat::thousands(profile.size_limit)
        ),
        cases: format!("{}/{} AC", verification.passed, verification.total),
        state: match (unchanged, compact) {
            (true, false) => "unchanged",
            (true, true) => "unchanged (compact)",
            (false, false) => "written",
            (false, true) => "written (compact)",
        },
    }))
}

/// Writes `text` to stdout; when stdout is gone, stops the program with exit status 1.
fn emit(text: &str) {
    let mut stdout = io::stdout().lock();
    if stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}

fn write_file(path: &Path, text: &str) -> Result<(), Error> {
    fs::write(path, text).map_err(|e| Error::new(format!("cannot write {}: {e}", path.display())))
}

fn check_command(cli: &Cli, args: &CheckArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = Context::load(cli)?;
    let problems = ctx.selection(args.problem.as_deref())?;
    let width = Context::name_width(&problems);
    row!(
        "{:<width$}  {:<10}  {:>16}  {:>9}  result{}",
        "problem",
        "judge",
        "size",
        "cases",
        if cli.no_time { "" } else { "  time" }
    );
    let mut failed = 0;
    for problem in &problems {
        let start = Instant::now();
        let source = ctx.submission_path(problem);
        let profile = Profile::of(problem);
        let (size, cases, failures) = match (&profile, fs::metadata(&source)) {
            (Err(error), _) => ("-".to_owned(), "-".to_owned(), vec![error.to_string()]),
            (Ok(_), Err(_)) => (
                "-".to_owned(),
                "-".to_owned(),
                vec![format!(
                    "{} does not exist; run `judgepack bundle --all`",
                    ctx.show(&source)
                )],
            ),
            (Ok(profile), Ok(metadata)) => {
                let verification =
                    verify(&ctx, problem, profile, (&source, &ctx.show(&source)), limit)?;
                (
                    format!(
                        "{}/{} B",
                        stat::thousands(metadata.len() as usize),
                        stat::thousands(profile.size_limit)
                    ),
                    format!("{}/{} AC", verification.passed, verification.total),
                    verification.failures,
                )
            }
        };
        let result = if failures.is_empty() { "ok" } else { "FAILED" };
        row!(
            "{:<width$}  {:<10}  {size:>16}  {cases:>9}  {result:<6}{}",
            problem.name,
            problem.judge,
            ctx.time(start.elapsed())
        );
        print_failures(&failures);
        failed += usize::from(!failures.is_empty());
    }
    if args.problem.is_none() {
        warn_about_strays(&ctx);
    }
    if failed > 0 {
        say!("{failed} of {} submissions failed", problems.len());
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Warns about files in submissions/ that belong to no problem.
fn warn_about_strays(ctx: &Context) {
    let Ok(entries) = fs::read_dir(ctx.ws.root.join("submissions")) else {
        return;
    };
    let mut strays: Vec<String> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter(|path| {
            let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
            !ctx.ws
                .problems
                .iter()
                .any(|p| Some(&p.name) == stem.as_ref())
        })
        .map(|path| ctx.show(&path))
        .collect();
    strays.sort();
    for stray in strays {
        eprintln!("warning: {stray} belongs to no problem");
    }
}

fn test_command(cli: &Cli, args: &TestArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let ctx = Context::load(cli)?;
    let problem = ctx.problem(&args.problem)?;
    // One named case is read alone, so a broken sibling file does not block it.
    let single = args.case.as_ref().map(|wanted| {
        cases::problem_dir(&ctx.ws.root, &problem.name).join(format!("{wanted}.toml"))
    });
    let mut cases = match single.filter(|path| path.is_file()) {
        Some(path) => vec![cases::load_case(&path)
            .map_err(|e| Error::new(format!("{}: {}", ctx.show(&e.path), e.message)))?],
        None => cases::load_problem(&ctx.ws.root, &problem.name)
            .map_err(|e| Error::new(e.to_string()))?,
    };
    if let Some(wanted) = &args.case {
        let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
        cases.retain(|case| &case.name == wanted);
        if cases.is_empty() {
            return Err(Failure::Usage(
                Error::new(format!("problem `{}` has no case `{wanted}`", problem.name)).help(
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
        return Err(Failure::Failed(Error::new(format!(
            "problem `{}` has no cases in {}/",
            problem.name,
            ctx.show(&cases::problem_dir(&ctx.ws.root, &problem.name))
        ))));
    }

    let binary = if args.cargo {
        say!("testing {} (cargo build --release)", problem.name);
        cargo_build(&ctx, problem)?
    } else {
        let profile = Profile::of(problem)?;
        let source = ctx.submission_path(problem);
        if !source.exists() {
            return Err(Failure::Failed(
                Error::new(format!("{} does not exist", ctx.show(&source)))
                    .help("run `judgepack bundle --all`, or test the crate with --cargo"),
            ));
        }
        say!(
            "testing {} ({}: {})",
            ctx.show(&source),
            profile.name,
            profile.command_line("main.rs")
        );
        run::compile(&source, profile, &ctx.work_dir(&problem.name)?)
            .map_err(|e| Error::new(compile_failure(&ctx.show(&source), &e)))?
            .binary
    };

    let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
    let mut failed = 0;
    for case in &cases {
        let run = run::run_case(&binary, case, limit);
        row!(
            "{:<3}  {:<width$}{}",
            run.verdict.code(),
            case.name,
            ctx.time(run.elapsed)
        );
        if let Some(detail) = run.verdict.detail() {
            failed += 1;
            for line in detail.lines() {
                row!("     {line}");
            }
        }
    }
    say!("{} passed, {failed} failed", cases.len() - failed);
    if failed > 0 {
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Builds `problem` with `cargo build --release` and returns its executable.
fn cargo_build(ctx: &Context, problem: &Problem) -> Result<PathBuf, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Process::new(cargo)
        .args([
            "build",
            "--release",
            "--message-format=json-render-diagnostics",
        ])
        .arg("--manifest-path")
        .arg(&problem.manifest_path)
        .args(["--bin", &problem.name])
        .current_dir(&ctx.ws.root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::new(format!("cannot run cargo: {e}")))?;
    if !output.status.success() {
        return Err(Failure::Failed(Error::new(format!(
            "cargo build --release of `{}` failed:\n{}",
            problem.name,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ))));
    }
    let executable = cargo_metadata::Message::parse_stream(output.stdout.as_slice())
        .filter_map(Result::ok)
        .filter_map(|message| match message {
            cargo_metadata::Message::CompilerArtifact(artifact)
                if artifact.target.name == problem.name =>
            {
                artifact.executable
            }
            _ => None,
        })
        .last();
    executable
        .map(|path| path.into_std_path_buf())
        .ok_or_else(|| {
            Failure::Failed(Error::new(format!(
                "cargo build did not report an executable for `{}`",
                problem.name
            )))
        })
}

fn stat_command(cli: &Cli, args: &StatArgs) -> Result<(), Failure> {
    if let Some(path) = args.target.as_deref().filter(|t| t.ends_with(".rs")) {
        let source = fs::read_to_string(path)
            .map_err(|e| Failure::Usage(Error::new(format!("cannot read {path}: {e}"))))?;
        let report = stat::report(path, &source, None, args.top)
            .map_err(|e| Error::new(e.to_string()).at(path, Some(e.line)))?;
        emit(&report);
        return Ok(());
    }
    let ctx = Context::load(cli)?;
    let problems = ctx.selection(args.target.as_deref())?;
    let mut failed = false;
    for (index, problem) in problems.iter().enumerate() {
        if index > 0 {
            say!();
        }
        let path = ctx.submission_path(problem);
        let shown = ctx.show(&path);
        let Ok(source) = fs::read_to_string(&path) else {
            say!("{shown}: missing; run `judgepack bundle --all`");
            failed = true;
            continue;
        };
        // A compact file (no indented line) has short names: a fresh bundle knows the source
        // names, if it is the same file.
        let mut source_names = BTreeMap::new();
        if !source.lines().any(|line| line.starts_with(' ')) {
            match bundle_submission(&ctx.ws, problem) {
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
            Profile::by_name(&problem.judge).ok(),
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
