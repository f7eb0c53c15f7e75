//! `corpus`: runs judgepack over the corpus (`corpus/<workspace>/`, each its own cargo workspace
//! with a committed `Cargo.lock`) the way a user would, and judges every bundle against the same
//! bin built by cargo: same stdout on every input.
//!
//! For each workspace: `cargo build --release` (the reference binaries), then for each bin:
//! `judgepack bundle --bin B -o FILE` (timed), the file compiled alone as judgepack's default
//! judge compiles it (`rustc --edition E -O`, E that judge's edition, whatever the package's:
//! the file is made for it; zero warnings), and run on every
//! `tests/cmd/B/*.in` beside cargo's binary. One row per bin: bin, crates, verdict, bytes, bundle
//! time, the error's first line; a summary by verdict; with `--markdown FILE` the table as
//! markdown (what `docs/CORPUS.md` keeps).
//!
//! With `--judge NAME` each bin is bundled with `--judge NAME` and its file built as that judge
//! builds it: a judge that builds with cargo (`atcoder`) through judgepack's own
//! [`compile_with_cargo`], as the bin of a package with the judge's whole manifest (its crates
//! at their pins and features, its edition, `lto`, its rustflags such as `--cfg atcoder`; the
//! workspace's `Cargo.lock` deciding only the crates the judge does not pin), every bin's
//! package sharing one build directory, `target/judgepack/` of the corpus workspace, so the
//! judge's crates build once; a rustc judge through [`judgepack::run::compile`] (its flags and
//! edition, its own rustc release when rustup has it). Any warning fails the build there (the
//! file is then not run). The table then has the build's time, and names the judge and the
//! rustc that built.
//!
//! Not a test with expectations of its own: `corpus_sample.rs` runs a sample of it under `cargo
//! test` and demands every sampled bin pass; the whole corpus is this command's job:
//!
//! ```sh
//! cargo build --release -p judgepack && cargo run --release -p tests --bin corpus -- [OPTIONS]
//! ```
//!
//! Options: `--ws NAME` (one workspace; repeatable), `--bin NAME` (bins whose name contains
//! NAME; repeatable), `--sample` (the bins listed in `corpus/SAMPLE`), `--judgepack PATH`
//! (default: `target/release/judgepack`, else `target/debug/judgepack`), `--judge NAME`,
//! `--markdown FILE`.
//! Exit status 0 when every bin passes, 1 otherwise, 2 on bad usage.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use judgepack::profile::{Judge, Profile};
use judgepack::run::{compile_with_cargo, CargoJudge, Toolchain};
use judgepack::workspace::DeclaredDep;
use tests::corpus_bins::{first_line, judgepack_binary, Corpus, Filter};

/// What became of one bin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    /// Bundled, compiled alone without a warning, same output as cargo's build on every input.
    Pass,
    /// As `Pass`, but over 64 KiB (Codeforces' limit).
    PassOver64K,
    /// judgepack refused or failed.
    BundleFail,
    /// The file does not compile alone.
    CompileFail,
    /// The file compiles with warnings.
    Warnings,
    /// The file prints something else than cargo's build (or fails where it does not).
    WrongOutput,
    /// cargo's own build or run failed: the corpus bin is broken, not judgepack.
    CargoFail,
}

impl Verdict {
    fn label(self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::PassOver64K => "pass, over 64 KiB",
            Verdict::BundleFail => "bundle fails",
            Verdict::CompileFail => "does not compile",
            Verdict::Warnings => "warnings",
            Verdict::WrongOutput => "wrong output",
            Verdict::CargoFail => "cargo fails",
        }
    }

    fn passed(self) -> bool {
        matches!(self, Verdict::Pass | Verdict::PassOver64K)
    }
}

/// One row of the table.
struct Row {
    workspace: String,
    bin: String,
    crates: String,
    verdict: Verdict,
    bytes: Option<usize>,
    seconds: f64,
    /// How long the judge's build of the file took (`--judge` only).
    build_seconds: Option<f64>,
    why: String,
}

/// How a bin's file is built: std-only as judgepack's default judge builds it (no `--judge`),
/// or as a judge builds it.
enum Build<'a> {
    /// `rustc --edition E -O`.
    StdOnly { edition: String },
    /// As `profile`'s judge builds it.
    Judge {
        profile: &'static Profile,
        /// The bin's package's dependencies (for a judge that gives no version of a crate).
        deps: Vec<DeclaredDep>,
        /// The workspace's `Cargo.lock`.
        lock: &'a Path,
        /// The build directory the judge's packages share.
        build_dir: &'a Path,
    },
}

struct Args {
    filter: Filter,
    judgepack: Option<PathBuf>,
    judge: Option<String>,
    markdown: Option<PathBuf>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        filter: Filter::default(),
        judgepack: None,
        judge: None,
        markdown: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        if args.filter.take(&arg, &mut it)? {
            continue;
        }
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--judgepack" => args.judgepack = Some(PathBuf::from(value("--judgepack")?)),
            "--judge" => args.judge = Some(value("--judge")?),
            "--markdown" => args.markdown = Some(PathBuf::from(value("--markdown")?)),
            "-h" | "--help" => {
                return Err(
                    "usage: corpus [--ws NAME].. [--bin NAME].. [--sample] [--judgepack PATH] [--judge NAME] [--markdown FILE]"
                        .to_string(),
                )
            }
            other => return Err(format!("unknown argument `{other}` (see --help)")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let judgepack = match judgepack_binary(args.judgepack.clone()) {
        Ok(path) => path,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let corpus = Corpus::new(args.filter.clone());
    let scratch = std::env::temp_dir().join(format!("judgepack-corpus-{}", std::process::id()));
    if let Err(error) = std::fs::create_dir_all(&scratch) {
        eprintln!("cannot create {}: {error}", scratch.display());
        return ExitCode::from(2);
    }
    let mut rows = Vec::new();
    let mut judged_with = None;
    if let Some(judge) = &args.judge {
        let line = judge_line(judge, Profile::by_name(judge).ok());
        println!("{line}");
        judged_with = Some(line);
    }
    println!(
        "{:<14} {:<40} {:<18} {:>8} {:>7}{}  crates / first error line",
        "workspace",
        "bin",
        "verdict",
        "bytes",
        "bundle",
        if args.judge.is_some() { "   build" } else { "" }
    );
    for name in corpus.workspaces() {
        match run_workspace(&corpus, &name, &judgepack, args.judge.as_deref(), &scratch) {
            Ok(judged) => rows.extend(judged),
            Err(message) => {
                eprintln!("{message}");
                let _ = std::fs::remove_dir_all(&scratch);
                return ExitCode::from(2);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    let summary = summary(&rows);
    println!("{summary}");
    if let Some(path) = &args.markdown {
        if let Err(error) = std::fs::write(path, markdown(&rows, &summary, judged_with.as_deref()))
        {
            eprintln!("cannot write {}: {error}", path.display());
            return ExitCode::from(2);
        }
    }
    if rows.iter().all(|row| row.verdict.passed()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `judge: NAME (how it builds; which rustc)`, the line the table starts with under `--judge`.
fn judge_line(name: &str, profile: Option<&Profile>) -> String {
    let Some(profile) = profile else {
        return format!("judge: {name} (the workspace's own)");
    };
    let rustc = Toolchain::of(profile).note(name).map_or_else(
        || match profile.rustc {
            Some(release) => format!("built with the judge's rustc {release}"),
            None => "built with the rustc on PATH".to_string(),
        },
        |note| {
            // "NAME runs rustc X, which is not installed: verified with rustc Y; to verify ..."
            note.split("; to verify")
                .next()
                .unwrap_or(&note)
                .to_string()
        },
    );
    format!(
        "judge: {name}: {}, edition {}; {rustc}",
        profile.command_line("main.rs"),
        profile.edition
    )
}

/// Every wanted bin of one corpus workspace, judged; an error only when the workspace knows
/// no judge `judge`.
fn run_workspace(
    corpus: &Corpus,
    name: &str,
    judgepack: &Path,
    judge: Option<&str>,
    scratch: &Path,
) -> Result<Vec<Row>, String> {
    let manifest = corpus.dir.join(name).join("Cargo.toml");
    let row = |bin: &str, verdict, why: String| Row {
        workspace: name.to_string(),
        bin: bin.to_string(),
        crates: String::new(),
        verdict,
        bytes: None,
        seconds: 0.0,
        build_seconds: None,
        why,
    };
    // The reference: cargo's own release build of every bin (it also fetches what the
    // workspace needs, so that judgepack finds it downloaded).
    let build = Command::new("cargo")
        .args(["build", "--release", "--bins", "--locked", "--quiet"])
        .arg("--manifest-path")
        .arg(&manifest)
        .stderr(Stdio::piped())
        .output();
    let built = match build {
        Ok(output) if output.status.success() => Ok(()),
        Ok(output) => Err(first_line(&String::from_utf8_lossy(&output.stderr))),
        Err(error) => Err(format!("cannot run cargo: {error}")),
    };
    let (ws, bins) = match corpus.bins(name) {
        Ok(found) => found,
        Err(why) => return Ok(vec![row("*", Verdict::CargoFail, why)]),
    };
    let profile = judge
        .map(|judge| Profile::find(&ws, judge).map_err(|e| format!("{name}: {e}")))
        .transpose()?;
    let lock = ws.root.join("Cargo.lock");
    // Where `judgepack bundle --verify` builds too.
    let build_dir = ws.root.join("target").join("judgepack");
    let mut rows = Vec::new();
    for bin in bins {
        let build = match profile {
            // The edition the file is made for without `--judge`: the bin's judge's (the
            // workspace may name one; else the default judge's), not the package's (an
            // edition 2018 package's file holds edition 2021 crates' code as 2021 reads it,
            // memchr 2.8's `usize::try_from` with the 2021 prelude's `TryFrom`).
            None => Build::StdOnly {
                edition: Judge::resolve(&ws, &bin, None)
                    .map_or("2021", |judge| judge.profile.edition)
                    .to_string(),
            },
            Some(profile) => Build::Judge {
                profile,
                deps: ws.declared_deps(&bin).0,
                lock: &lock,
                build_dir: &build_dir,
            },
        };
        let judged = match &built {
            Ok(()) => judge_bin(&ws.root, &bin.name, &build, judgepack, scratch),
            Err(why) => row(&bin.name, Verdict::CargoFail, why.clone()),
        };
        let judged = Row {
            workspace: name.to_string(),
            ..judged
        };
        let build_time = match (&build, judged.build_seconds) {
            (Build::StdOnly { .. }, _) => String::new(),
            (Build::Judge { .. }, Some(seconds)) => format!(" {seconds:>6.1}s"),
            (Build::Judge { .. }, None) => format!(" {:>7}", "-"),
        };
        println!(
            "{:<14} {:<40} {:<18} {:>8} {:>6.1}s{build_time}  {}",
            judged.workspace,
            judged.bin,
            judged.verdict.label(),
            judged.bytes.map_or("-".to_string(), |b| b.to_string()),
            judged.seconds,
            if judged.why.is_empty() {
                &judged.crates
            } else {
                &judged.why
            }
        );
        rows.push(judged);
    }
    Ok(rows)
}

/// Bundles one bin, builds the file as `build` says, and compares its output with cargo's
/// binary's on every input.
fn judge_bin(root: &Path, bin: &str, build: &Build<'_>, judgepack: &Path, scratch: &Path) -> Row {
    let mut row = Row {
        workspace: String::new(),
        bin: bin.to_string(),
        crates: String::new(),
        verdict: Verdict::Pass,
        bytes: None,
        seconds: 0.0,
        build_seconds: None,
        why: String::new(),
    };
    let file = scratch.join(format!("{bin}.rs"));
    let started = Instant::now();
    let mut command = Command::new(judgepack);
    command
        .arg("bundle")
        .arg("--manifest-path")
        .arg(root.join("Cargo.toml"))
        .args(["--bin", bin, "-o"])
        .arg(&file);
    if let Build::Judge { profile, .. } = build {
        command.args(["--judge", profile.name]);
    }
    let bundled = command.stdin(Stdio::null()).output();
    row.seconds = started.elapsed().as_secs_f64();
    let text = match bundled {
        // A file over the limit is written and then reported: it still counts as bundled.
        Ok(_) if file.is_file() => std::fs::read_to_string(&file).unwrap_or_default(),
        Ok(output) => {
            row.verdict = Verdict::BundleFail;
            row.why = first_line(&String::from_utf8_lossy(&output.stderr));
            return row;
        }
        Err(error) => {
            row.verdict = Verdict::BundleFail;
            row.why = format!("cannot run {}: {error}", judgepack.display());
            return row;
        }
    };
    let _ = std::fs::remove_file(&file);
    row.bytes = Some(text.len());
    row.crates = text
        .lines()
        .next()
        .and_then(|line| line.split_once("bundled from the crates "))
        .map(|(_, crates)| crates.to_string())
        .unwrap_or_default();
    // Named as the bin, so that rustc names the crate as cargo does (log prints it).
    let source = scratch.join(format!("{bin}.rs"));
    let package = scratch.join(format!("{bin}-package"));
    if let Err(error) = std::fs::write(&source, &text) {
        row.verdict = Verdict::CompileFail;
        row.why = format!("cannot write {}: {error}", source.display());
        return row;
    }
    let std_binary = scratch.join(bin);
    let compiled = compile(build, &source, &package, &std_binary);
    let _ = std::fs::remove_file(&source);
    let binary = match compiled {
        Ok(built) => {
            row.build_seconds = built.seconds;
            if let Some(warning) = built.warning {
                row.verdict = Verdict::Warnings;
                row.why = warning;
            }
            built.binary
        }
        Err((verdict, why)) => {
            let _ = std::fs::remove_dir_all(&package);
            row.verdict = verdict;
            row.why = why;
            return row;
        }
    };
    let reference = root.join("target/release").join(bin);
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(root.join("tests/cmd").join(bin))
        .map(|dir| {
            dir.filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|e| e == "in"))
                .collect()
        })
        .unwrap_or_default();
    inputs.sort();
    if inputs.is_empty() && row.verdict == Verdict::Pass {
        row.verdict = Verdict::WrongOutput;
        row.why = format!("no inputs in tests/cmd/{bin}/");
    }
    for input in &inputs {
        let expected = run(&reference, input);
        let got = run(&binary, input);
        let case = input
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().to_string());
        match (expected, got) {
            (Err(why), _) => {
                row.verdict = Verdict::CargoFail;
                row.why = format!("{case}: cargo's build: {why}");
                break;
            }
            (Ok(expected), Ok(got)) if expected == got => {}
            (Ok(_), Ok(_)) => {
                row.verdict = Verdict::WrongOutput;
                row.why = format!("{case}: output differs from cargo's build");
                break;
            }
            (Ok(_), Err(why)) => {
                row.verdict = Verdict::WrongOutput;
                row.why = format!("{case}: {why}");
                break;
            }
        }
    }
    let _ = std::fs::remove_file(&std_binary);
    let _ = std::fs::remove_dir_all(&package);
    if row.verdict == Verdict::Pass && text.len() > 64 * 1024 {
        row.verdict = Verdict::PassOver64K;
    }
    row
}

/// A file that built.
struct Built {
    /// The executable.
    binary: PathBuf,
    /// How long the judge's build took (`None` for a std-only build, which is not timed).
    seconds: Option<f64>,
    /// The first warning of a std-only build (which still runs).
    warning: Option<String>,
}

/// Builds the file `source` as `build` says (a std-only build writes `binary`; a judge's, the
/// package `package`); or the verdict and first line of a build that failed (for a judge, a
/// warning fails it).
fn compile(
    build: &Build<'_>,
    source: &Path,
    package: &Path,
    binary: &Path,
) -> Result<Built, (Verdict, String)> {
    let (profile, deps, lock, build_dir) = match build {
        Build::StdOnly { edition } => {
            let output = Command::new("rustc")
                .args(["--edition", edition, "-O", "-o"])
                .arg(binary)
                .arg(source)
                .output()
                .map_err(|e| (Verdict::CompileFail, format!("cannot run rustc: {e}")))?;
            let stderr = String::from_utf8_lossy(&output.stderr);
            if !output.status.success() {
                return Err((Verdict::CompileFail, first_matching(&stderr, "error")));
            }
            let warning = stderr
                .lines()
                .any(|line| line.starts_with("warning"))
                .then(|| first_matching(&stderr, "warning"));
            return Ok(Built {
                binary: binary.to_path_buf(),
                seconds: None,
                warning,
            });
        }
        Build::Judge {
            profile,
            deps,
            lock,
            build_dir,
        } => (*profile, deps, *lock, *build_dir),
    };
    std::fs::create_dir_all(package).map_err(|e| {
        (
            Verdict::CompileFail,
            format!("cannot create {}: {e}", package.display()),
        )
    })?;
    let compiled = if profile.cargo.is_some() {
        let judge = CargoJudge {
            deps,
            lock,
            target_dir: build_dir,
            whole_set: true,
        };
        compile_with_cargo(source, profile, &judge, package)
    } else {
        judgepack::run::compile(source, profile, package)
    };
    match compiled {
        Ok(compiled) => Ok(Built {
            binary: compiled.binary,
            seconds: Some(compiled.elapsed.as_secs_f64()),
            warning: None,
        }),
        // judgepack's builds fail on any warning as on an error.
        Err(error) if error.message.lines().any(|line| line.starts_with("error")) => Err((
            Verdict::CompileFail,
            first_matching(&error.message, "error"),
        )),
        Err(error) => Err((Verdict::Warnings, first_matching(&error.message, "warning"))),
    }
}

/// The stdout of `binary` on `input`, or why it failed.
fn run(binary: &Path, input: &Path) -> Result<Vec<u8>, String> {
    let stdin = std::fs::File::open(input).map_err(|e| format!("cannot open the input: {e}"))?;
    let output = Command::new(binary)
        .stdin(stdin)
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run: {e}"))?;
    if output.status.success() {
        Ok(output.stdout)
    } else {
        Err(format!("exit status {}", output.status))
    }
}

/// The first line starting with `prefix`.
fn first_matching(text: &str, prefix: &str) -> String {
    text.lines()
        .find(|line| line.starts_with(prefix))
        .map_or_else(|| first_line(text), |line| line.chars().take(200).collect())
}

/// Counts by verdict, pass rate, median and worst bundle time.
fn summary(rows: &[Row]) -> String {
    let mut text = String::new();
    let passed = rows.iter().filter(|row| row.verdict.passed()).count();
    let _ = write!(
        text,
        "{passed} of {} bins pass ({:.1}%)",
        rows.len(),
        100.0 * passed as f64 / rows.len().max(1) as f64
    );
    let mut verdicts: Vec<Verdict> = rows.iter().map(|row| row.verdict).collect();
    verdicts.sort();
    verdicts.dedup();
    for verdict in verdicts {
        let count = rows.iter().filter(|row| row.verdict == verdict).count();
        let _ = write!(text, "; {}: {count}", verdict.label());
    }
    let mut times: Vec<f64> = rows
        .iter()
        .filter(|row| row.bytes.is_some())
        .map(|row| row.seconds)
        .collect();
    times.sort_by(f64::total_cmp);
    if let (Some(median), Some(worst)) = (times.get(times.len() / 2), times.last()) {
        let _ = write!(
            text,
            "\nbundle time: median {median:.1} s, worst {worst:.1} s"
        );
    }
    text
}

/// The table as markdown; under `--judge`, after the judge's line and with the build's time.
fn markdown(rows: &[Row], summary: &str, judge: Option<&str>) -> String {
    let mut text = String::new();
    match judge {
        None => text.push_str(
            "| workspace | bin | crates | verdict | bytes | bundle s | first error line |\n|---|---|---|---|---:|---:|---|\n",
        ),
        Some(judge) => {
            let _ = write!(
                text,
                "{judge}\n\n| workspace | bin | crates | verdict | bytes | bundle s | build s | first error line |\n|---|---|---|---|---:|---:|---:|---|\n"
            );
        }
    }
    for row in rows {
        let build = match judge {
            None => String::new(),
            Some(_) => format!(
                " {} |",
                row.build_seconds
                    .map_or("-".to_string(), |s| format!("{s:.1}"))
            ),
        };
        let _ = writeln!(
            text,
            "| {} | {} | {} | {} | {} | {:.1} |{build} {} |",
            row.workspace,
            row.bin,
            row.crates,
            row.verdict.label(),
            row.bytes.map_or("-".to_string(), |b| b.to_string()),
            row.seconds,
            row.why.replace('|', "\\|").replace('`', "'")
        );
    }
    let _ = write!(text, "\n{}\n", summary.replace('\n', "; "));
    text
}
