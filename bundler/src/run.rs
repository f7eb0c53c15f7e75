//! Compiling a submission the way its judge does, and running it on cases.
//!
//! [`compile`] calls plain `rustc` with a [`Profile`]'s arguments on a lone copy of the file:
//! no cargo, no dependencies, and any warning fails. [`run_case`] feeds a [`Case`] to a
//! binary under a wall-clock limit and gives the judge's [`Verdict`]; [`diff`] is the compact
//! line diff shown for a wrong answer. Reading cases is [`crate::cases`]'s job; deciding
//! what to compile and reporting it is the CLI's.

use std::collections::HashSet;
use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::cache;
use crate::cases::{Case, ExpectedStatus, Match};
use crate::profile::Profile;
use crate::scratch::ScratchDir;
use crate::workspace::DeclaredDep;

/// The wall-clock limit [`run_case`] is usually given: generous, since it only has to catch
/// a program that hangs, not measure speed.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(10);

/// Output beyond this many bytes per stream is dropped (and judged wrong), so a program
/// that prints forever cannot exhaust memory before its time runs out.
const MAX_CAPTURE: usize = 64 << 20;

/// The exit code of a Rust program that panicked.
const PANIC_EXIT_CODE: i32 = 101;

/// A binary built by [`compile`].
#[derive(Debug, Clone)]
pub struct Compiled {
    /// The executable.
    pub binary: PathBuf,
    /// How long rustc took.
    pub elapsed: Duration,
}

/// A submission that rustc rejected or warned about, or rustc could not be started.
#[derive(Debug, Clone)]
pub struct CompileError {
    /// The file that was compiled.
    pub source: PathBuf,
    /// The judge's command, e.g. `rustc --edition 2021 -O main.rs`.
    pub command: String,
    /// rustc's complete output (warnings and errors), or why it could not run.
    pub message: String,
    /// The binary, when the compile succeeded and only warned: the caller decides whether
    /// warnings are fatal.
    pub built: Option<PathBuf>,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} does not compile cleanly with `{}`:\n{}",
            self.source.display(),
            self.command,
            self.message.trim_end()
        )
    }
}

impl std::error::Error for CompileError {}

/// The rustc that verifies a judge's file: the judge's own release when rustup has it, else
/// the one on `PATH`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Toolchain {
    /// The judge names no release ([`Profile::rustc`] is `None`): the rustc on `PATH`.
    Path,
    /// The judge's release is installed under this rustup toolchain name
    /// (`1.89.0-x86_64-unknown-linux-gnu`): `rustup run` it.
    Installed(String),
    /// The judge's release (`1.89.0`) is not installed: the rustc on `PATH` verifies.
    Missing(String),
}

impl Toolchain {
    /// The toolchain for `profile`, from `rustup toolchain list` (read once per process; no
    /// rustup means nothing is installed). judgepack never installs one.
    pub fn of(profile: &Profile) -> Toolchain {
        static LIST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        let Some(wanted) = profile.rustc else {
            return Toolchain::Path;
        };
        let list = LIST.get_or_init(|| {
            Command::new("rustup")
                .args(["toolchain", "list"])
                .stdin(Stdio::null())
                .output()
                .ok()
                .filter(|output| output.status.success())
                .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
                .unwrap_or_default()
        });
        match installed_toolchain(list, wanted) {
            Some(name) => Toolchain::Installed(name),
            None => Toolchain::Missing(wanted.to_string()),
        }
    }

    /// `program` (`rustc`, `cargo`) of this toolchain.
    fn command(&self, program: &str) -> Command {
        match self {
            Toolchain::Installed(name) => {
                let mut command = Command::new("rustup");
                command.args(["run", name, program]);
                command
            }
            Toolchain::Path | Toolchain::Missing(_) if program == "cargo" => {
                Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            }
            Toolchain::Path | Toolchain::Missing(_) => Command::new(program),
        }
    }

    /// What verifying with the rustc on `PATH` instead of `judge`'s release means, and the
    /// one command that installs it; `None` when the judge's own release verifies, or the
    /// judge names none.
    pub fn note(&self, judge: &str) -> Option<String> {
        let Toolchain::Missing(wanted) = self else {
            return None;
        };
        let used = cache::rustc_version_in(&std::env::temp_dir())
            .and_then(|version| version.lines().next().map(str::to_string))
            .unwrap_or_else(|| "the rustc on PATH".to_string());
        Some(format!(
            "{judge} runs rustc {wanted}, which is not installed: verified with {used}; to verify \
             with the judge's own: rustup toolchain install {wanted} --profile minimal"
        ))
    }

    /// Whether this toolchain's cargo has `build.build-dir` (stable since cargo 1.91), from
    /// `cargo -V` (asked once per toolchain); a cargo that cannot say is taken to have it.
    fn cargo_has_build_dir(&self) -> bool {
        static KNOWN: std::sync::Mutex<Vec<(Toolchain, bool)>> = std::sync::Mutex::new(Vec::new());
        let mut known = KNOWN
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, has)) = known.iter().find(|(toolchain, _)| toolchain == self) {
            return *has;
        }
        let has = self
            .command("cargo")
            .arg("-V")
            .stdin(Stdio::null())
            .output()
            .ok()
            .and_then(|output| {
                cargo_version_has_build_dir(&String::from_utf8_lossy(&output.stdout))
            })
            .unwrap_or(true);
        known.push((self.clone(), has));
        has
    }

    /// For cache keys: which rustc this is.
    fn key(&self) -> Option<String> {
        match self {
            Toolchain::Installed(name) => Some(format!("toolchain {name}\n")),
            Toolchain::Path | Toolchain::Missing(_) => {
                cache::rustc_version_in(&std::env::temp_dir())
            }
        }
    }
}

/// Whether the cargo that printed `version` (`cargo -V`: `cargo 1.89.0 (c24e10642
/// 2025-06-23)`) has `build.build-dir`, stable since 1.91; `None` when it does not say.
///
/// ```
/// use judgepack::run::cargo_version_has_build_dir;
/// assert_eq!(cargo_version_has_build_dir("cargo 1.89.0 (c24e10642 2025-06-23)\n"), Some(false));
/// assert_eq!(cargo_version_has_build_dir("cargo 1.91.0 (ea2d97820 2025-10-10)"), Some(true));
/// assert_eq!(cargo_version_has_build_dir("cargo 1.95.0 (f2d3ce0bd 2026-03-21)"), Some(true));
/// assert_eq!(cargo_version_has_build_dir("cargo 1.93.0-nightly (1d2a1e6 2025-11-20)"), Some(true));
/// assert_eq!(cargo_version_has_build_dir("cargo 2.0.0"), Some(true));
/// assert_eq!(cargo_version_has_build_dir("error: no such command"), None);
/// ```
pub fn cargo_version_has_build_dir(version: &str) -> Option<bool> {
    let number = version.strip_prefix("cargo ")?.split_whitespace().next()?;
    let mut parts = number.split(['.', '-']);
    let major: u64 = parts.next()?.parse().ok()?;
    let minor: u64 = parts.next()?.parse().ok()?;
    Some(major > 1 || minor >= 91)
}

/// The rustup toolchain of `list` (`rustup toolchain list`) that is release `version`:
/// `1.89.0` is `1.89.0-x86_64-unknown-linux-gnu` (or a toolchain named just `1.89.0`).
///
/// ```
/// use judgepack::run::installed_toolchain;
/// let list = "stable-x86_64-unknown-linux-gnu (default)\n1.89.0-x86_64-unknown-linux-gnu\n";
/// assert_eq!(
///     installed_toolchain(list, "1.89.0").as_deref(),
///     Some("1.89.0-x86_64-unknown-linux-gnu")
/// );
/// assert_eq!(installed_toolchain(list, "1.89"), None);
/// assert_eq!(installed_toolchain(list, "1.70.0"), None);
/// ```
pub fn installed_toolchain(list: &str, version: &str) -> Option<String> {
    list.lines()
        .filter_map(|line| line.split_whitespace().next())
        .find(|name| {
            *name == version
                || name
                    .strip_prefix(version)
                    .is_some_and(|rest| rest.starts_with('-'))
        })
        .map(str::to_string)
}

/// Compiles `source` alone, exactly as the judge of `profile` would:
/// `rustc <profile.rustc_args> main.rs -o main`, run inside `out_dir` on a copy of the file
/// named `main.rs`, so no sibling file can be picked up and messages name `main.rs`.
///
/// Use one `out_dir` per compile; the binary is `out_dir/main` (plus the platform's
/// executable suffix), or the cache's copy when the same text was compiled alike before.
///
/// # Errors
/// [`CompileError`] carrying rustc's output when it prints anything at all (a warning fails
/// like an error: judges show warnings, and a clean file has none), when it fails, or when
/// the copy or the rustc process cannot be made.
pub fn compile(source: &Path, profile: &Profile, out_dir: &Path) -> Result<Compiled, CompileError> {
    let command = profile.command_line("main.rs");
    let fail = |message: String| CompileError {
        source: source.to_owned(),
        command: command.clone(),
        message,
        built: None,
    };
    let copy = out_dir.join("main.rs");
    fs::copy(source, &copy)
        .map_err(|e| fail(format!("cannot copy it to {}: {e}", copy.display())))?;
    let binary = out_dir.join(format!("main{}", std::env::consts::EXE_SUFFIX));
    let toolchain = Toolchain::of(profile);
    // The same text, arguments and rustc make the same binary (`crate::cache`).
    let key = fs::read_to_string(source).ok().and_then(|text| {
        let version = toolchain.key()?;
        Some(format!("{version}{}\n{text}", profile.rustc_args.join(" ")))
    });
    let start = Instant::now();
    // Run from the cache itself: a copy would be a file this process writes while other
    // threads start programs ("text file busy").
    if let Some(cached) = key
        .as_ref()
        .and_then(|key| cache::lookup(cache::Kind::Binary, key))
    {
        return Ok(Compiled {
            binary: cached,
            elapsed: start.elapsed(),
        });
    }

    let output = toolchain
        .command("rustc")
        .args(profile.rustc_args)
        .arg("main.rs")
        .arg("-o")
        .arg(&binary)
        .current_dir(out_dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| fail(format!("cannot run rustc: {e}")))?;
    let elapsed = start.elapsed();

    let message = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() || !message.trim().is_empty() {
        let built = output.status.success().then(|| binary.clone());
        let message = if message.trim().is_empty() {
            format!("rustc failed ({}) without a message", output.status)
        } else {
            message
        };
        return Err(CompileError {
            built,
            ..fail(message)
        });
    }
    if let Some(key) = key {
        cache::store(cache::Kind::Binary, &key, |path| {
            fs::copy(&binary, path).map(drop)
        });
    }
    Ok(Compiled { binary, elapsed })
}

/// How a judge that provides crates builds a submission: the bin of a cargo package that
/// depends on them.
#[derive(Debug, Clone)]
pub struct CargoJudge<'a> {
    /// The dependencies of the user's package; the scratch package declares those the file
    /// names.
    pub deps: &'a [DeclaredDep],
    /// The user's workspace `Cargo.lock`, so the same versions are built.
    pub lock: &'a Path,
    /// A build directory to share (in the workspace's target directory), so dependencies
    /// build once (cargo's `build.build-dir`).
    pub target_dir: &'a Path,
    /// Declare what the judge's own manifest declares: every crate it provides, under its
    /// package name, at its pin with its features, and nothing else (the judge has no other
    /// crate: a path or registry crate the file needs must be in it). Off: only the
    /// dependencies of `deps` the file names (quicker for one file; `bundle --verify`).
    pub whole_set: bool,
}

/// A crate the user's package declares at a version the judge does not build: the file may
/// compile here and not on the judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PinMismatch {
    /// The judge's name.
    pub judge: String,
    /// The package name.
    pub package: String,
    /// The user's version requirement (`=0.1.1`, `0.4`).
    pub declared: String,
    /// The judge's pinned version (`0.2.0`).
    pub pinned: String,
}

impl fmt::Display for PinMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "declares {} {}, but {} builds {} ={}: the program may not compile on the judge",
            self.package, self.declared, self.judge, self.package, self.pinned
        )
    }
}

/// The crates of `deps` that the file `text` names, that `profile`'s judge provides at a
/// pinned version their declared requirement does not accept.
pub fn pin_mismatches(profile: &Profile, deps: &[DeclaredDep], text: &str) -> Vec<PinMismatch> {
    let named = identifiers(text);
    deps.iter()
        .filter(|dep| {
            dep.extern_name
                .as_ref()
                .is_some_and(|name| named.contains(name.as_str()))
        })
        .filter_map(|dep| {
            let pinned = profile.provided_crate(&dep.package)?.version?;
            let accepts = match (
                cargo_metadata::semver::VersionReq::parse(&dep.req),
                cargo_metadata::semver::Version::parse(pinned),
            ) {
                (Ok(req), Ok(version)) => req.matches(&version),
                _ => dep.req == pinned,
            };
            (!accepts).then(|| PinMismatch {
                judge: profile.name.to_string(),
                package: dep.package.clone(),
                declared: dep.req.clone(),
                pinned: pinned.to_string(),
            })
        })
        .collect()
}

/// Compiles `source` as a judge that provides crates does: `src/main.rs` of a scratch
/// package in `out_dir` declaring those of `judge.deps` whose crate the file names, built with
/// `cargo build --release` as the judge's [`crate::profile::CargoBuild`] says (`lto`, its
/// rustflags in `.cargo/config.toml`), the judge's edition, and the judge's rustc release when
/// rustup has it ([`Toolchain`]).
///
/// A crate the judge provides is declared at the judge's pinned version with the judge's
/// features (what the judge builds, whatever the user's manifest says:
/// [`pin_mismatches`] tells them apart); the user's `Cargo.lock` decides the versions of
/// everything else. The build is offline unless the judge's versions need crates this machine
/// has not downloaded yet.
///
/// The judge has every crate of its set installed; declaring only the named ones builds what
/// the file can use (a package declaring AtCoder's whole set would otherwise build some 60
/// crates, among them the largest of crates.io, to check a file that uses one).
/// [`CargoJudge::whole_set`] builds the judge's own manifest instead (the corpus runner's
/// `--judge`: every bin then shares one build of the set, with the judge's features unified).
///
/// # Errors
/// As [`compile`]: a failed build, or any warning in the submission.
pub fn compile_with_cargo(
    source: &Path,
    profile: &Profile,
    judge: &CargoJudge<'_>,
    out_dir: &Path,
) -> Result<Compiled, CompileError> {
    let command = "cargo build --release (the judge's crates as dependencies)".to_string();
    let fail = |message: String| CompileError {
        source: source.to_owned(),
        command: command.clone(),
        message,
        built: None,
    };
    let text = fs::read_to_string(source)
        .map_err(|e| fail(format!("cannot read {}: {e}", source.display())))?;
    // Every scratch package is a workspace of its own, so cargo would give each one named
    // alike the same unit in the shared build directory and, judging freshness by mtimes,
    // could hand one verification the binary another one built from other text at the same
    // time. Named after its text, equal units are equal files.
    let package = format!("judged_{:016x}", cache::hash(text.as_bytes()));
    let manifest = scratch_manifest(&text, profile, judge, &package);
    let src = out_dir.join("src");
    fs::create_dir_all(&src).map_err(|e| fail(format!("cannot create {}: {e}", src.display())))?;
    fs::write(out_dir.join("Cargo.toml"), manifest)
        .map_err(|e| fail(format!("cannot write the scratch manifest: {e}")))?;
    if judge.lock.is_file() {
        fs::copy(judge.lock, out_dir.join("Cargo.lock"))
            .map_err(|e| fail(format!("cannot copy {}: {e}", judge.lock.display())))?;
    }
    fs::copy(source, src.join("main.rs"))
        .map_err(|e| fail(format!("cannot copy it into the scratch package: {e}")))?;
    // The judge's rustflags, where the judge keeps them: `.cargo/config.toml` beside the
    // package, which cargo reads from the directory it runs in.
    let rustflags = profile.cargo.map_or(&[][..], |build| build.rustflags);
    let config_dir = out_dir.join(".cargo");
    fs::create_dir_all(&config_dir)
        .map_err(|e| fail(format!("cannot create {}: {e}", config_dir.display())))?;
    fs::write(
        config_dir.join("config.toml"),
        format!("[build]\nrustflags = {rustflags:?}\n"),
    )
    .map_err(|e| fail(format!("cannot write the scratch cargo config: {e}")))?;
    let start = Instant::now();
    let toolchain = Toolchain::of(profile);
    // The intermediate build directory is shared, so the dependencies build once; the binary
    // lands in the package's own target directory. A cargo without `build.build-dir` (before
    // 1.91: the judge's own 1.89 when rustup has it) ignores it and would build every
    // dependency again into each scratch package: it shares the target directory itself, where
    // the binary, named after the file's hash, is still each file's own.
    let (target_dir, build_dir) = if toolchain.cargo_has_build_dir() {
        (out_dir.join("target"), Some(judge.target_dir))
    } else {
        (judge.target_dir.to_path_buf(), None)
    };
    let build = |offline: bool| {
        let mut command = toolchain.command("cargo");
        command.args(["build", "--release", "--message-format=json"]);
        if offline {
            command.arg("--offline");
        }
        command
            .arg("--manifest-path")
            .arg(out_dir.join("Cargo.toml"))
            .current_dir(out_dir)
            // Flags of the environment would replace the judge's.
            .env_remove("RUSTFLAGS")
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .env_remove("CARGO_BUILD_RUSTFLAGS")
            // Each scratch package is its own workspace, so cargo hashes every one of them the
            // same: sharing a target directory, two verifications running at once (two
            // `judgepack test`s, `bundle --all`) would overwrite each other's `judged` binary
            // but for its name.
            .env("CARGO_TARGET_DIR", &target_dir);
        if let Some(build_dir) = build_dir {
            command.env("CARGO_BUILD_BUILD_DIR", build_dir);
        }
        command
            .stdin(Stdio::null())
            .output()
            .map_err(|e| fail(format!("cannot run cargo: {e}")))
    };
    let mut output = build(true)?;
    if !output.status.success() && String::from_utf8_lossy(&output.stderr).contains("offline") {
        // The judge's versions need crates this machine has not downloaded yet.
        output = build(false)?;
    }
    let elapsed = start.elapsed();
    let mut binary = None;
    let mut warnings = String::new();
    for message in cargo_metadata::Message::parse_stream(output.stdout.as_slice()).flatten() {
        match message {
            cargo_metadata::Message::CompilerArtifact(artifact)
                if artifact.target.name == package =>
            {
                binary = artifact.executable.map(|path| path.into_std_path_buf());
            }
            cargo_metadata::Message::CompilerMessage(message) if message.target.name == package => {
                if let Some(rendered) = &message.message.rendered {
                    warnings.push_str(rendered);
                }
            }
            _ => {}
        }
    }
    if !output.status.success() || !warnings.trim().is_empty() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(CompileError {
            built: binary.filter(|_| output.status.success()),
            ..fail(format!("{warnings}{}", stderr.trim_end()))
        });
    }
    let binary = binary.ok_or_else(|| fail("cargo reported no executable".to_string()))?;
    Ok(Compiled { binary, elapsed })
}

/// The `Cargo.toml` of the scratch package `package` that builds the file `text` as
/// `profile`'s judge does (see [`compile_with_cargo`] and [`CargoJudge::whole_set`]).
fn scratch_manifest(
    text: &str,
    profile: &Profile,
    judge: &CargoJudge<'_>,
    package: &str,
) -> String {
    let mut manifest = format!(
        "[package]\nname = \"{package}\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n[workspace]\n\n",
        profile.edition
    );
    if profile.cargo.is_some_and(|build| build.lto) {
        manifest.push_str("[profile.release]\nlto = true\n\n");
    }
    manifest.push_str("[dependencies]\n");
    if judge.whole_set {
        // The judge's manifest: its crates by package name (no rename of the user's reaches
        // the judge), pinned, with its features; a crate it gives no version for at the
        // user's requirement when the user declares it, else any.
        for krate in profile.provided {
            let mut fields = Vec::new();
            match krate.version {
                Some(version) => fields.push(format!("version = \"={version}\"")),
                None => {
                    let req = judge
                        .deps
                        .iter()
                        .find(|dep| dep.package == krate.name && dep.path.is_none())
                        .map_or("*", |dep| dep.req.as_str());
                    fields.push(format!("version = {req:?}"));
                }
            }
            if !krate.features.is_empty() {
                fields.push(format!("features = {:?}", krate.features));
            }
            manifest.push_str(&format!("{} = {{ {} }}\n", krate.name, fields.join(", ")));
        }
        return manifest;
    }
    let named = identifiers(text);
    let used = judge.deps.iter().filter(|dep| {
        dep.extern_name
            .as_ref()
            .is_some_and(|name| named.contains(name.as_str()))
    });
    for dep in used {
        let name = dep.rename.as_deref().unwrap_or(&dep.package);
        // `package = ` only for a rename: naming it otherwise renames the extern crate to the
        // package name (`ac_library_rs` instead of the lib's `ac_library`).
        let mut fields = Vec::new();
        if dep.rename.is_some() {
            fields.push(format!("package = {:?}", dep.package));
        }
        // What the judge builds: its pinned version, its features.
        let provided = profile.provided_crate(&dep.package);
        if let Some((version, provided)) =
            provided.and_then(|krate| krate.version.map(|version| (version, krate)))
        {
            fields.push(format!("version = \"={version}\""));
            if !provided.features.is_empty() {
                fields.push(format!("features = {:?}", provided.features));
            }
            manifest.push_str(&format!("{name} = {{ {} }}\n", fields.join(", ")));
            continue;
        }
        match &dep.path {
            Some(path) => fields.push(format!("path = {:?}", path.display().to_string())),
            None => fields.push(format!("version = {:?}", dep.req)),
        }
        if let Some(source) = dep.source.as_ref().filter(|s| s.starts_with("git+")) {
            let url = source.trim_start_matches("git+");
            let url = url.split(['?', '#']).next().unwrap_or(url);
            fields.push(format!("git = {url:?}"));
        }
        if !dep.features.is_empty() {
            fields.push(format!("features = {:?}", dep.features));
        }
        if !dep.default_features {
            fields.push("default-features = false".to_string());
        }
        manifest.push_str(&format!("{name} = {{ {} }}\n", fields.join(", ")));
    }
    manifest
}

/// Every identifier in `text`, inside macro calls too. Text that does not lex names nothing
/// (cargo then reports the file's own error).
fn identifiers(text: &str) -> HashSet<String> {
    fn walk(tokens: proc_macro2::TokenStream, into: &mut HashSet<String>) {
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Ident(ident) => {
                    into.insert(ident.to_string());
                }
                proc_macro2::TokenTree::Group(group) => walk(group.stream(), into),
                _ => {}
            }
        }
    }
    let mut named = HashSet::new();
    if let Ok(tokens) = text.parse::<proc_macro2::TokenStream>() {
        walk(tokens, &mut named);
    }
    named
}

/// The judge's answer for one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// AC: right exit status, stdout and (when the case gives one) stderr.
    Accepted,
    /// WA: the program ended normally but its output or exit status is not the expected one.
    WrongAnswer {
        /// What differs: the exit status, and a [`diff`] per differing stream.
        detail: String,
    },
    /// RE: the program crashed (signal, panic) or failed where success was expected, or it
    /// could not be started.
    RuntimeError {
        /// The exit status and the start of stderr.
        detail: String,
    },
    /// TLE: still running at the time limit; it was killed.
    TimeLimitExceeded {
        /// The limit it ran into.
        limit: Duration,
    },
}

impl Verdict {
    /// The judge's short code: `AC`, `WA`, `RE` or `TLE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer { .. } => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded { .. } => "TLE",
        }
    }

    /// Whether this is [`Verdict::Accepted`].
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted)
    }

    /// The explanation for anything but AC, one or more lines.
    pub fn detail(&self) -> Option<String> {
        match self {
            Verdict::Accepted => None,
            Verdict::WrongAnswer { detail } | Verdict::RuntimeError { detail } => {
                Some(detail.clone())
            }
            Verdict::TimeLimitExceeded { limit } => Some(format!(
                "killed after {} ms (the time limit)",
                limit.as_millis()
            )),
        }
    }
}

/// A case's verdict and how long the program ran.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseRun {
    /// The verdict.
    pub verdict: Verdict,
    /// Wall time from start to exit (or to the kill, for TLE).
    pub elapsed: Duration,
    /// Which mode judged stdout when not exact: `lines`, `float 1e-6`, `checker`, ...
    pub mode: Option<String>,
}

/// How the answers are judged, beyond what each case says.
#[derive(Debug, Clone, Default)]
pub struct Judging {
    /// A comparison for every case (`--match`), overriding the cases' own.
    pub matching: Option<Match>,
    /// The comparison for cases that name none (the package's `match` setting).
    pub default: Option<Match>,
    /// A special judge (`--checker CMD`): run as `CMD input expected actual` through the
    /// shell, exit status 0 means AC (as online-judge-tools runs one). Overrides `matching`.
    pub checker: Option<String>,
}

impl Judging {
    /// The comparison that judges `case`'s stdout (when no checker does).
    pub fn matching(&self, case: &Case) -> Match {
        self.matching
            .or(case.matching)
            .or(self.default)
            .unwrap_or(Match::Exact)
    }

    /// The verdict line's mode label for `case`, `None` when exact.
    pub fn label(&self, case: &Case) -> Option<String> {
        if self.checker.is_some() {
            return Some("checker".to_owned());
        }
        self.matching(case).label()
    }
}

/// Runs `binary` on `case`: passes its arguments and environment, feeds its stdin, and
/// compares exit status, stdout and (when the case has one) stderr, giving the judge's
/// verdict. Never waits longer than `time_limit`: a program still running then is killed
/// and judged TLE.
///
/// A run that ends by a signal, by a panic (exit code 101, unless the case expects exactly
/// that) or non-zero where the case expects success is RE. Any other wrong exit status, or
/// output that differs, is WA with a [`diff`]. Expected output may use trycmd's `[..]`
/// wildcard inside a line.
pub fn run_case(binary: &Path, case: &Case, time_limit: Duration) -> CaseRun {
    run_case_judged(binary, case, time_limit, &Judging::default())
}

/// `ETXTBSY` on Linux.
const TEXT_FILE_BUSY: i32 = 26;

/// [`run_case`], with stdout judged as `judging` says (a comparison mode or a checker).
pub fn run_case_judged(
    binary: &Path,
    case: &Case,
    time_limit: Duration,
    judging: &Judging,
) -> CaseRun {
    let ran = run_program(binary, &case.args, &case.env, &case.stdin, time_limit);
    judge_run(case, &ran, judging)
}

/// How a program run by [`run_program`] ended.
#[derive(Debug)]
pub enum Exit {
    /// It exited (or a signal ended it).
    Status(ExitStatus),
    /// Still running at the time limit: it was killed.
    TimedOut(Duration),
    /// It could not be started, or not waited for: the whole message.
    NotRun(String),
}

/// What one run of a program gave: how it ended, what it printed, how long it took.
#[derive(Debug)]
pub struct Ran {
    /// How it ended.
    pub exit: Exit,
    /// Its stdout, at most 64 MiB (see [`Ran::stdout_truncated`]).
    pub stdout: Vec<u8>,
    /// Whether stdout went past what is kept.
    pub stdout_truncated: bool,
    /// Its stderr, as much as is kept.
    pub stderr: Vec<u8>,
    /// Wall time from start to exit (or to the kill).
    pub elapsed: Duration,
}

impl Ran {
    /// Whether it exited with status 0 in time.
    pub fn succeeded(&self) -> bool {
        matches!(&self.exit, Exit::Status(status) if status.success())
    }

    /// Why it did not succeed, with the start of its stderr; `None` when it did.
    pub fn failure(&self) -> Option<String> {
        let stderr = crate::cases::normalize_newlines(&String::from_utf8_lossy(&self.stderr));
        match &self.exit {
            Exit::Status(status) if status.success() => None,
            Exit::Status(status) => Some(with_stderr_head(
                status.code().map_or_else(
                    || describe_signal(*status),
                    |code| format!("exit code {code}"),
                ),
                &stderr,
            )),
            Exit::TimedOut(limit) => Some(format!(
                "killed after {} ms (the time limit)",
                limit.as_millis()
            )),
            Exit::NotRun(message) => Some(message.clone()),
        }
    }
}

/// Runs `binary` with `args` and `env`, feeding it `stdin`, and keeps what it prints. Never
/// waits longer than `time_limit`: a program still running then is killed.
pub fn run_program(
    binary: &Path,
    args: &[String],
    env: &[(String, String)],
    stdin: &[u8],
    time_limit: Duration,
) -> Ran {
    let start = Instant::now();
    let spawn = || {
        Command::new(binary)
            .args(args)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
    };
    // "Text file busy": another thread of this process forked while it had a file open for
    // writing, and the child holds that descriptor until it execs; it is gone in moments.
    let mut child = spawn();
    for _ in 0..50 {
        match &child {
            Err(error) if error.raw_os_error() == Some(TEXT_FILE_BUSY) => {
                thread::sleep(Duration::from_millis(20));
                child = spawn();
            }
            _ => break,
        }
    }
    let mut child = match child {
        Ok(child) => child,
        Err(error) => {
            return Ran {
                exit: Exit::NotRun(format!("cannot start {}: {error}", binary.display())),
                stdout: Vec::new(),
                stdout_truncated: false,
                stderr: Vec::new(),
                elapsed: start.elapsed(),
            }
        }
    };

    let writer = child.stdin.take().map(|mut stdin_pipe| {
        let input = stdin.to_vec();
        // A program may exit without reading all of its input; that is not an error.
        thread::spawn(move || drop(stdin_pipe.write_all(&input)))
    });
    let stdout = child
        .stdout
        .take()
        .map(|pipe| thread::spawn(move || capture(pipe)));
    let stderr = child
        .stderr
        .take()
        .map(|pipe| thread::spawn(move || capture(pipe)));

    let waited = wait_with_limit(&mut child, start, time_limit);
    let elapsed = start.elapsed();
    if let Some(writer) = writer {
        drop(writer.join());
    }
    let join = |reader: Option<thread::JoinHandle<Captured>>| {
        reader
            .and_then(|handle| handle.join().ok())
            .unwrap_or_default()
    };
    let (stdout, stderr) = (join(stdout), join(stderr));
    let exit = match waited {
        Err(error) => Exit::NotRun(format!("cannot wait for {}: {error}", binary.display())),
        Ok(None) => Exit::TimedOut(time_limit),
        Ok(Some(status)) => Exit::Status(status),
    };
    Ran {
        exit,
        stdout: stdout.bytes,
        stdout_truncated: stdout.truncated,
        stderr: stderr.bytes,
        elapsed,
    }
}

/// The judge's verdict on `ran`, a run of the program on `case`.
pub fn judge_run(case: &Case, ran: &Ran, judging: &Judging) -> CaseRun {
    let verdict = match &ran.exit {
        Exit::NotRun(message) => Verdict::RuntimeError {
            detail: message.clone(),
        },
        Exit::TimedOut(limit) => Verdict::TimeLimitExceeded { limit: *limit },
        Exit::Status(status) => judge(case, *status, ran, judging),
    };
    CaseRun {
        verdict,
        elapsed: ran.elapsed,
        mode: judging.label(case),
    }
}

/// Waits for `child`, killing it once `limit` has passed since `start`; `Ok(None)` means
/// it was killed.
fn wait_with_limit(
    child: &mut Child,
    start: Instant,
    limit: Duration,
) -> io::Result<Option<ExitStatus>> {
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let elapsed = start.elapsed();
        if elapsed >= limit {
            // kill fails only if it already exited, and wait reaps it either way.
            drop(child.kill());
            child.wait()?;
            return Ok(None);
        }
        // Poll finely at first, so short runs are timed to the millisecond, then back off.
        let pause = (elapsed / 100)
            .clamp(Duration::from_micros(200), Duration::from_millis(10))
            .min(limit - elapsed);
        thread::sleep(pause);
    }
}

#[derive(Debug, Default)]
struct Captured {
    bytes: Vec<u8>,
    truncated: bool,
}

fn capture(mut pipe: impl Read) -> Captured {
    let mut captured = Captured::default();
    let mut buffer = [0u8; 1 << 16];
    loop {
        match pipe.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => {
                let room = MAX_CAPTURE.saturating_sub(captured.bytes.len());
                captured.bytes.extend_from_slice(&buffer[..n.min(room)]);
                captured.truncated |= n > room;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    captured
}

fn judge(case: &Case, status: ExitStatus, ran: &Ran, judging: &Judging) -> Verdict {
    let stderr_text = crate::cases::normalize_newlines(&String::from_utf8_lossy(&ran.stderr));
    let crash = |what: String| Verdict::RuntimeError {
        detail: with_stderr_head(what, &stderr_text),
    };
    let Some(code) = status.code() else {
        return crash(describe_signal(status));
    };
    if code != 0
        && (case.status.expects_success()
            || (code == PANIC_EXIT_CODE && case.status != ExpectedStatus::Code(PANIC_EXIT_CODE)))
    {
        return crash(format!("exit code {code}"));
    }

    let mut problems = Vec::new();
    if !case.status.accepts(code) {
        problems.push(format!("exit code {code}, expected {}", case.status));
    }
    let stdout_text = crate::cases::normalize_newlines(&String::from_utf8_lossy(&ran.stdout));
    if ran.stdout_truncated {
        problems.push(format!("stdout exceeds {MAX_CAPTURE} bytes"));
    } else if let Some(checker) = &judging.checker {
        if let Some(rejection) = run_checker(checker, case, &stdout_text) {
            problems.push(rejection);
        }
    } else if let Some(difference) = compare(judging.matching(case), &case.stdout, &stdout_text) {
        problems.push(format!("stdout {difference}"));
    }
    if let Some(expected) = &case.stderr {
        if let Some(difference) = diff(expected, &stderr_text) {
            problems.push(format!("stderr {difference}"));
        }
    }
    if problems.is_empty() {
        Verdict::Accepted
    } else {
        Verdict::WrongAnswer {
            detail: problems.join("\n"),
        }
    }
}

/// Why `actual` is not `expected` under `matching` (a [`diff`], with the first differing
/// number for floats), or `None` when it is accepted.
///
/// # Example
/// ```
/// use judgepack::cases::Match;
/// use judgepack::run::compare;
/// assert_eq!(compare(Match::Lines, "1\n2\n", "1  \n2\n\n"), None);
/// assert_eq!(compare(Match::Unordered, "a\nb\n", "b\na\n"), None);
/// let float = Match::Float { absolute: 1e-6, relative: 1e-6 };
/// assert_eq!(compare(float, "0.5 x\n", "0.5000001 x\n"), None);
/// assert!(compare(float, "0.5\n", "0.6\n").is_some());
/// ```
pub fn compare(matching: Match, expected: &str, actual: &str) -> Option<String> {
    match matching {
        Match::Exact => diff(expected, actual),
        Match::Lines => {
            let (expected, actual) = (trimmed_lines(expected), trimmed_lines(actual));
            (expected != actual)
                .then(|| diff(&joined(&expected), &joined(&actual)))
                .flatten()
        }
        Match::Unordered => {
            let (mut expected, mut actual) = (trimmed_lines(expected), trimmed_lines(actual));
            expected.sort_unstable();
            actual.sort_unstable();
            (expected != actual).then(|| {
                let shown = diff(&joined(&expected), &joined(&actual)).unwrap_or_default();
                format!("differs as a set of lines (both sides sorted below)\n{shown}")
            })
        }
        Match::Tokens => {
            let same = expected.split_whitespace().eq(actual.split_whitespace());
            (!same).then(|| {
                let first = expected
                    .split_whitespace()
                    .zip(actual.split_whitespace())
                    .enumerate()
                    .find(|(_, (e, a))| e != a);
                let shown = diff(expected, actual).unwrap_or_default();
                match first {
                    Some((index, (e, a))) => format!(
                        "differs at token {}: expected {}, got {}\n{shown}",
                        index + 1,
                        shorten(e),
                        shorten(a)
                    ),
                    None => format!(
                        "has {} tokens, expected {}\n{shown}",
                        actual.split_whitespace().count(),
                        expected.split_whitespace().count()
                    ),
                }
            })
        }
        Match::Float { absolute, relative } => {
            let close = |e: &str, a: &str| match (e.parse::<f64>(), a.parse::<f64>()) {
                (Ok(e), Ok(a)) => {
                    let error = (e - a).abs();
                    error <= absolute || error <= relative * e.abs()
                }
                _ => e == a,
            };
            let (want, got): (Vec<&str>, Vec<&str>) = (
                expected.split_whitespace().collect(),
                actual.split_whitespace().collect(),
            );
            let bad = want.iter().zip(&got).position(|(e, a)| !close(e, a));
            if bad.is_none() && want.len() == got.len() {
                return None;
            }
            let shown = diff(expected, actual).unwrap_or_else(|| "(same text)".to_owned());
            Some(match bad {
                Some(index) => format!(
                    "differs at token {}: expected {}, got {} (allowed error: absolute \
                     {absolute:e}, relative {relative:e})\n{shown}",
                    index + 1,
                    shorten(want[index]),
                    shorten(got[index])
                ),
                None => format!("has {} tokens, expected {}\n{shown}", got.len(), want.len()),
            })
        }
    }
}

/// The lines of `text` with trailing whitespace cut and trailing blank lines dropped.
fn trimmed_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

fn joined(lines: &[&str]) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// Runs the special judge `checker` as `checker input expected actual` (three files)
/// through the shell; `None` when it exits 0 (AC), else what it said.
fn run_checker(checker: &str, case: &Case, actual: &str) -> Option<String> {
    let files = match ScratchDir::new("checker") {
        Ok(dir) => dir,
        Err(e) => return Some(format!("cannot create the checker's files: {e}")),
    };
    let paths = ["input", "expected", "actual"].map(|name| files.path().join(name));
    let contents = [
        case.stdin.as_slice(),
        case.stdout.as_bytes(),
        actual.as_bytes(),
    ];
    for (path, content) in paths.iter().zip(contents) {
        if let Err(e) = fs::write(path, content) {
            return Some(format!("cannot write {}: {e}", path.display()));
        }
    }
    let mut command = if cfg!(windows) {
        let mut words = checker.split_whitespace();
        let mut command = Command::new(words.next().unwrap_or_default());
        command.args(words);
        command
    } else {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("{checker} \"$@\""))
            .arg("checker");
        command
    };
    let output = match command.args(&paths).stdin(Stdio::null()).output() {
        Ok(output) => output,
        Err(e) => return Some(format!("cannot run the checker `{checker}`: {e}")),
    };
    if output.status.success() {
        return None;
    }
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let verdict = match output.status.code() {
        Some(code) => format!("the checker `{checker}` rejected it (exit code {code})"),
        None => format!("the checker `{checker}` rejected it ({})", output.status),
    };
    let mut text = with_stderr_head(verdict, &said);
    if let Some(shown) = diff(&case.stdout, actual) {
        text.push_str(&format!("\nstdout {shown}"));
    }
    Some(text)
}

#[cfg(unix)]
fn describe_signal(status: ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status.signal() {
        Some(signal) => format!("killed by signal {signal}"),
        None => format!("ended without an exit code ({status})"),
    }
}

#[cfg(not(unix))]
fn describe_signal(status: ExitStatus) -> String {
    format!("ended without an exit code ({status})")
}

/// `what`, followed by the first lines of stderr (where a panic message is).
fn with_stderr_head(what: String, stderr: &str) -> String {
    const SHOWN: usize = 4;
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut detail = what;
    for line in lines.iter().take(SHOWN) {
        detail.push_str("\n  ");
        detail.push_str(&shorten(line));
    }
    if lines.len() > SHOWN {
        detail.push_str(&format!(
            "\n  ({} more lines on stderr)",
            lines.len() - SHOWN
        ));
    }
    detail
}

/// Lines of context shown around a difference.
const CONTEXT: usize = 2;
/// Rows a diff shows at most (context, changes and `...` markers).
const MAX_ROWS: usize = 16;
/// Lines from the first difference on, per side, that the line diff aligns.
const WINDOW: usize = 200;
/// Characters of one line shown at most.
const MAX_LINE: usize = 160;

/// A compact line diff of `expected` against `actual`, or `None` when they match.
///
/// They match when they have the same lines, each expected line matching the actual one
/// (literally, or with trycmd's `[..]` standing for any run of characters), and agree on
/// the final newline. The diff starts with the first differing line number and both line
/// counts, then shows that spot with a few lines of context: unchanged lines ` `, expected
/// lines `-`, actual lines `+`, each with its line number; long stretches are cut to `...`.
/// Lines are aligned by a longest-common-subsequence over at most a few hundred lines from
/// the first difference, so one missing or extra line shows as such.
///
/// # Example
/// ```
/// use judgepack::run::diff;
/// assert_eq!(diff("1\n2\n", "1\n2\n"), None);
/// let shown = diff("a\nb\nc\n", "a\nB\nc\n").unwrap();
/// assert_eq!(
///     shown,
///     "differs at line 2 (expected 3 lines, got 3 lines)\n     1 | a\n-    2 | b\n+    2 | B\n     3 | c"
/// );
/// ```
pub fn diff(expected: &str, actual: &str) -> Option<String> {
    let expected = split_lines(expected);
    let actual = split_lines(actual);
    let same = |e: &Line, a: &Line| e.ends_with_newline == a.ends_with_newline && e.matches(a);

    let prefix = expected
        .iter()
        .zip(&actual)
        .take_while(|(e, a)| same(e, a))
        .count();
    if prefix == expected.len() && prefix == actual.len() {
        return None;
    }
    let suffix = expected[prefix..]
        .iter()
        .rev()
        .zip(actual[prefix..].iter().rev())
        .take_while(|(e, a)| same(e, a))
        .count();
    let middle_expected = &expected[prefix..expected.len() - suffix];
    let middle_actual = &actual[prefix..actual.len() - suffix];
    let window_expected = &middle_expected[..middle_expected.len().min(WINDOW)];
    let window_actual = &middle_actual[..middle_actual.len().min(WINDOW)];
    let cut =
        window_expected.len() < middle_expected.len() || window_actual.len() < middle_actual.len();

    let mut rows: Vec<Row> = (prefix.saturating_sub(CONTEXT)..prefix)
        .map(|i| Row::Same(i, &expected[i]))
        .collect();
    for step in align(window_expected, window_actual, same) {
        rows.push(match step {
            Step::Same(i, _) => Row::Same(prefix + i, &window_expected[i]),
            Step::Expected(i) => Row::Expected(prefix + i, &window_expected[i]),
            Step::Actual(j) => Row::Actual(prefix + j, &window_actual[j]),
        });
    }
    if !cut {
        let after = expected.len() - suffix;
        rows.extend(
            (after..expected.len().min(after + CONTEXT)).map(|i| Row::Same(i, &expected[i])),
        );
    }

    let mut text = format!(
        "differs at line {} (expected {}, got {})",
        prefix + 1,
        lines(expected.len()),
        lines(actual.len())
    );
    let mut shown = 0;
    let mut previous_kept = true;
    for (index, row) in rows.iter().enumerate() {
        let near_change = rows[index.saturating_sub(CONTEXT)..rows.len().min(index + CONTEXT + 1)]
            .iter()
            .any(|r| !matches!(r, Row::Same(..)));
        let keep = near_change;
        if shown == MAX_ROWS {
            text.push_str("\n...");
            return Some(text);
        }
        if keep {
            text.push('\n');
            text.push_str(&row.render());
            shown += 1;
        } else if previous_kept {
            text.push_str("\n...");
            shown += 1;
        }
        previous_kept = keep;
    }
    if cut {
        text.push_str("\n...");
    }
    Some(text)
}

#[derive(Debug)]
struct Line<'a> {
    text: &'a str,
    ends_with_newline: bool,
}

impl Line<'_> {
    /// Whether `self`, as expected text, matches `actual` (trycmd's `[..]` wildcard).
    fn matches(&self, actual: &Line) -> bool {
        wildcard_match(self.text, actual.text)
    }
}

/// `n line` or `n lines`.
fn lines(n: usize) -> String {
    if n == 1 {
        "1 line".to_owned()
    } else {
        format!("{n} lines")
    }
}

fn split_lines(text: &str) -> Vec<Line<'_>> {
    text.split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(text) => Line {
                text,
                ends_with_newline: true,
            },
            None => Line {
                text: line,
                ends_with_newline: false,
            },
        })
        .collect()
}

/// Whether `actual` matches `pattern`, in which every `[..]` stands for any (possibly
/// empty) run of characters.
fn wildcard_match(pattern: &str, actual: &str) -> bool {
    let mut parts = pattern.split("[..]");
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else {
        return rest.is_empty();
    };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Same(usize, usize),
    Expected(usize),
    Actual(usize),
}

/// An edit script turning `expected` into `actual` through a longest common subsequence
/// (O(n m) time and space; callers keep n and m small).
fn align<T>(expected: &[T], actual: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<Step> {
    let (n, m) = (expected.len(), actual.len());
    // lcs[i][j]: the longest common subsequence of expected[i..] and actual[j..].
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if same(&expected[i], &actual[j]) {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut steps = Vec::with_capacity(n + m);
    while i < n || j < m {
        if i < n && j < m && same(&expected[i], &actual[j]) {
            steps.push(Step::Same(i, j));
            i += 1;
            j += 1;
        } else if j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
            steps.push(Step::Expected(i));
            i += 1;
        } else {
            steps.push(Step::Actual(j));
            j += 1;
        }
    }
    steps
}

#[derive(Debug)]
enum Row<'a> {
    Same(usize, &'a Line<'a>),
    Expected(usize, &'a Line<'a>),
    Actual(usize, &'a Line<'a>),
}

impl Row<'_> {
    fn render(&self) -> String {
        let (marker, index, line) = match self {
            Row::Same(i, line) => (' ', i, line),
            Row::Expected(i, line) => ('-', i, line),
            Row::Actual(i, line) => ('+', i, line),
        };
        // Whitespace at the end and control characters would be invisible: quote the line.
        let invisible = line.text.ends_with(char::is_whitespace)
            || line.text.contains(|c: char| c.is_control() && c != '\t');
        let shown = if invisible {
            format!("{:?}", shorten(line.text))
        } else {
            shorten(line.text)
        };
        let mut text = format!("{marker} {:>4} | {shown}", index + 1);
        if !line.ends_with_newline {
            text.push_str("  (no newline at end)");
        }
        text
    }
}

/// `line`, cut to [`MAX_LINE`] characters.
fn shorten(line: &str) -> String {
    match line.char_indices().nth(MAX_LINE) {
        Some((at, _)) => format!("{}...", &line[..at]),
        None => line.to_owned(),
    }
}

#[cfg(test)]
mod tests;
