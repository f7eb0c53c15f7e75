//! An older crate's files as `cargo fix --edition` would leave them, made by rustc: the edition
//! lints (`rust-2018-compatibility` on a 2015 crate, then `rust-2021-compatibility`) run on the
//! crate as cargo compiles it, their machine-applicable suggestions applied with `rustfix`,
//! one edition at a time up to the edition the bundle is read as (2021, or the judge's when
//! older), then `unused_parens`' (the 2015 fix writes `dyn (::a::Tr)`); the crate must then
//! compile in that edition, or nothing is taken. The result is kept
//! once per machine ([`cache_home`]), by crate, version, features, target edition and
//! toolchain, and checked against the crate's files when read.
//!
//! cargo compiles a dependency with `--cap-lints allow`, and `cargo fix` fixes only workspace
//! members. So judgepack is cargo's `RUSTC_WRAPPER` for one `cargo check` of the bin, in a
//! target directory of its own: [`wrap_rustc`] records each older crate's rustc invocation
//! (arguments, directory, environment), and [`migrated`] replays it on a copy of the crate's
//! files (the ones rustc's dep-info lists under its package directory) with the lints on.
//!
//! Not here: the edition 2024 migration (on the draft: [`crate::bundle::rewrite::migrate`]),
//! and what rustc's lints never see: a 2015 proc macro's output and the `r#try!` calls the
//! fixes keep ([`crate::bundle::rewrite::edition`]), a bare trait object in the body of a macro
//! the crate never calls (the draft's check: `crate::bundle::draft`).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::{Mutex, OnceLock, PoisonError};

use serde::{Deserialize, Serialize};

use crate::cache::hash;
use crate::scratch::ScratchDir;

/// The variable that makes the `judgepack` binary act as cargo's `RUSTC_WRAPPER`, naming the
/// directory its records go to.
pub const RECORD_ENV: &str = "JUDGEPACK_RECORD_RUSTC";

/// Bumped when what a cache entry holds changes meaning.
const FORMAT: &str = "judgepack edition migration 1";

/// rustc runs one migration may take: an edition step whose fixes overlap runs again.
const MAX_RUNS: usize = 8;

/// The size past which the recording check's target directory is emptied before the next
/// check: it only serves replays, and a record whose dependencies are gone is made again.
const TARGET_BUDGET: u64 = 1 << 30;

/// One rustc invocation cargo made, as [`wrap_rustc`] recorded it.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Invocation {
    rustc: String,
    args: Vec<String>,
    cwd: PathBuf,
    env: Vec<(String, String)>,
}

impl Invocation {
    /// The value of `flag`, written `flag value` or `flag=value`.
    fn arg_after(&self, flag: &str) -> Option<&str> {
        self.args.iter().enumerate().find_map(|(at, arg)| {
            if arg == flag {
                self.args.get(at + 1).map(String::as_str)
            } else {
                arg.strip_prefix(flag)?.strip_prefix('=')
            }
        })
    }

    fn env_var(&self, name: &str) -> Option<&str> {
        self.env
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// The `feature="x"` cfgs it compiles with.
    fn features(&self) -> BTreeSet<String> {
        self.args
            .windows(2)
            .filter(|pair| pair[0] == "--cfg")
            .filter_map(|pair| pair[1].strip_prefix("feature=\""))
            .filter_map(|rest| rest.strip_suffix('"'))
            .map(str::to_string)
            .collect()
    }

    /// The crate root: the one argument that is a `.rs` path.
    fn root_index(&self) -> Option<usize> {
        self.args
            .iter()
            .position(|arg| arg.ends_with(".rs") && !arg.starts_with('-'))
    }
}

static WRAPPER: OnceLock<PathBuf> = OnceLock::new();

/// Names the `judgepack` binary that cargo runs as its rustc wrapper (the binary names itself).
/// A library caller that names none (a test) gets the `judgepack` binary beside its own
/// executable or one directory up (`target/debug/judgepack` for `target/debug/deps/x`).
pub fn use_rustc_wrapper(judgepack: PathBuf) {
    let _ = WRAPPER.set(judgepack);
}

fn wrapper_program() -> Option<PathBuf> {
    if let Some(named) = WRAPPER.get() {
        return Some(named.clone());
    }
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let name = format!("judgepack{}", std::env::consts::EXE_SUFFIX);
    let found = [Some(dir), dir.parent()]
        .into_iter()
        .flatten()
        .map(|dir| dir.join(&name))
        .find(|candidate| candidate.is_file());
    found
}

/// Runs as cargo's `RUSTC_WRAPPER` when [`RECORD_ENV`] is set: records the invocation of a
/// crate written for edition 2015 or 2018 (not a build script, not a proc macro), then runs
/// rustc as asked. `None` when the variable is not set.
pub fn wrap_rustc() -> Option<ExitCode> {
    let records = std::env::var_os(RECORD_ENV)?;
    let mut args = std::env::args().skip(1);
    let rustc = args.next()?;
    let args: Vec<String> = args.collect();
    let invocation = Invocation {
        rustc: rustc.clone(),
        args: args.clone(),
        cwd: std::env::current_dir().unwrap_or_default(),
        env: std::env::vars().collect(),
    };
    if worth_recording(&invocation) {
        // A record that cannot be written is a migration that will not happen: the build goes on.
        let _ = record(Path::new(&records), &invocation);
    }
    let status = Command::new(&rustc).args(&args).status();
    Some(match status {
        Ok(status) => ExitCode::from(status.code().unwrap_or(1).clamp(0, 255) as u8),
        Err(error) => {
            eprintln!("judgepack (as RUSTC_WRAPPER): cannot run {rustc}: {error}");
            ExitCode::FAILURE
        }
    })
}

fn worth_recording(invocation: &Invocation) -> bool {
    let older = matches!(invocation.arg_after("--edition"), Some("2015" | "2018"));
    let name = invocation.arg_after("--crate-name").unwrap_or("");
    older
        && !name.is_empty()
        && !name.starts_with("build_script_")
        && invocation.arg_after("--crate-type") != Some("proc-macro")
        && invocation.root_index().is_some()
        && invocation.env_var("CARGO_MANIFEST_DIR").is_some()
}

/// Where the records of one crate go: one file per distinct invocation.
fn records_dir(records: &Path, manifest_dir: &str, crate_name: &str) -> PathBuf {
    records.join(format!(
        "{crate_name}-{:016x}",
        hash(format!("{manifest_dir}\0{crate_name}").as_bytes())
    ))
}

fn record(records: &Path, invocation: &Invocation) -> std::io::Result<()> {
    let manifest_dir = invocation.env_var("CARGO_MANIFEST_DIR").unwrap_or("");
    let crate_name = invocation.arg_after("--crate-name").unwrap_or("");
    let dir = records_dir(records, manifest_dir, crate_name);
    fs::create_dir_all(&dir)?;
    let json = serde_json::to_string(invocation).map_err(std::io::Error::from)?;
    let name = format!("{:016x}.json", hash(invocation.args.join("\0").as_bytes()));
    let temporary = dir.join(format!("{name}.{}", std::process::id()));
    fs::write(&temporary, json)?;
    fs::rename(temporary, dir.join(name))
}

/// The invocation recorded for a crate: the one with `features`, else the newest.
fn recorded(
    records: &Path,
    manifest_dir: &Path,
    crate_name: &str,
    features: &BTreeSet<String>,
) -> Option<Invocation> {
    let dir = records_dir(records, &manifest_dir.to_string_lossy(), crate_name);
    let mut found: Vec<(std::time::SystemTime, Invocation)> = fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "json"))
        .filter_map(|entry| {
            let modified = entry.metadata().and_then(|m| m.modified()).ok()?;
            let text = fs::read_to_string(entry.path()).ok()?;
            Some((modified, serde_json::from_str(&text).ok()?))
        })
        .collect();
    found.sort_by_key(|(modified, _)| *modified);
    let exact = found
        .iter()
        .rposition(|(_, invocation)| invocation.features() == *features);
    let at = exact.unwrap_or(found.len().checked_sub(1)?);
    Some(found.swap_remove(at).1)
}

/// The machine's judgepack cache (`$XDG_CACHE_HOME/judgepack`, else `~/.cache/judgepack`).
fn cache_home() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("judgepack").join("editions"))
}

/// Why a crate was not migrated.
#[derive(Debug)]
pub(crate) enum NotMigrated {
    /// It does not compile in its own edition, as cargo compiles it: rustc's first error.
    DoesNotCompile(RustcError),
    /// The migration failed.
    Failed(String),
}

impl From<String> for NotMigrated {
    fn from(why: String) -> Self {
        NotMigrated::Failed(why)
    }
}

impl From<&str> for NotMigrated {
    fn from(why: &str) -> Self {
        NotMigrated::Failed(why.to_string())
    }
}

/// rustc's first error: where (relative to the crate's package directory) and what.
#[derive(Debug, Clone)]
pub(crate) struct RustcError {
    pub at: Option<(PathBuf, usize)>,
    pub message: String,
}

impl std::fmt::Display for RustcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.at {
            Some((file, line)) => write!(f, "{}:{line}: {}", file.display(), self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A crate to migrate: what loading knows of it.
#[derive(Debug)]
pub(crate) struct OlderCrate<'a> {
    /// Its package directory (`CARGO_MANIFEST_DIR`).
    pub manifest_dir: &'a Path,
    /// Its crate name as rustc knows it (`-` written `_`).
    pub crate_name: String,
    /// `name version`, for messages.
    pub label: String,
    /// `name@version`, for cargo.
    pub spec: String,
    /// The features cargo enabled for it.
    pub features: &'a BTreeSet<String>,
    /// Its edition.
    pub edition: &'a str,
}

/// Where a bin is built (for the `cargo check` that records the invocations).
#[derive(Debug)]
pub(crate) struct BinBuild<'a> {
    pub workspace_manifest: &'a Path,
    pub package: &'a str,
    pub bin: &'a str,
}

/// An older crate's files as migrated: read `original/x` as `files/x`.
#[derive(Debug, Clone)]
pub(crate) struct Migrated {
    /// The crate's package directory.
    pub original: PathBuf,
    /// The migrated copies, at the same paths relative to it.
    pub files: PathBuf,
    /// The edition the copies are written for.
    pub edition: String,
}

impl Migrated {
    /// Where to read `path` from: its migrated copy when there is one.
    pub(crate) fn source_of(&self, path: &Path) -> PathBuf {
        path.strip_prefix(&self.original)
            .ok()
            .map(|relative| self.files.join(relative))
            .filter(|copy| copy.is_file())
            .unwrap_or_else(|| path.to_path_buf())
    }
}

/// `krate` migrated to `target` (2018 or 2021) by rustc, from the machine's cache or made now;
/// why not when rustc cannot do it (no invocation of it to replay, a crate that does not
/// compile in its own edition or, after the fixes, in `target`).
pub(crate) fn migrated(
    krate: &OlderCrate<'_>,
    build: &BinBuild<'_>,
    target: &str,
) -> Result<Migrated, NotMigrated> {
    // Threads bundling several bins would otherwise record and migrate the same crate at once.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let workspace_dir = build.workspace_manifest.parent().unwrap_or(Path::new("."));
    let home = cache_home().unwrap_or_else(|| workspace_dir.join("target/judgepack/editions"));
    let rustc_version =
        crate::cache::rustc_version_in(workspace_dir).ok_or("`rustc -vV` does not run")?;
    let key = format!(
        "{FORMAT}\n{rustc_version}\n{target}\n{}\n{}\n{}\n{}",
        krate.manifest_dir.display(),
        krate.crate_name,
        krate.edition,
        krate.features.iter().cloned().collect::<Vec<_>>().join(",")
    );
    let entry = home.join("crates").join(format!(
        "{}-{:016x}",
        krate.crate_name,
        hash(key.as_bytes())
    ));
    if let Some(found) = cached(&entry, &key, krate.manifest_dir) {
        return Ok(found);
    }
    crate::bundle::notes::progress(&format!(
        "migrating {} to edition {target} with rustc (once per machine)",
        krate.label
    ));
    let records = home.join("records");
    let mut rerecorded = false;
    loop {
        let invocation = match recorded(
            &records,
            krate.manifest_dir,
            &krate.crate_name,
            krate.features,
        ) {
            Some(invocation) => invocation,
            None if !rerecorded => {
                record_build(&home, &records, build, &krate.spec);
                rerecorded = true;
                continue;
            }
            None => {
                return Err(NotMigrated::Failed(format!(
                    "`cargo check -p {} --bin {}` compiled no `{}` to replay",
                    build.package, build.bin, krate.crate_name
                )))
            }
        };
        match migrate(&invocation, target) {
            Ok(copies) => {
                return Ok(store(&entry, &key, krate.manifest_dir, &copies, target)?);
            }
            // A stale record (a dependency's rmeta gone, a path crate edited): record anew once.
            Err(_) if !rerecorded => {
                record_build(&home, &records, build, &krate.spec);
                rerecorded = true;
            }
            Err(why) => return Err(why),
        }
    }
}

/// `cargo check` of the bin with judgepack as `RUSTC_WRAPPER`, in the cache's own target
/// directory (the workspace's would be rebuilt: the wrapper is part of cargo's fingerprint),
/// after `cargo clean -p spec` there, so that cargo compiles the crate (and records it) even
/// when an earlier check did. Its outcome does not matter: what it records does.
fn record_build(home: &Path, records: &Path, build: &BinBuild<'_>, spec: &str) {
    let Some(judgepack) = wrapper_program() else {
        return;
    };
    let target = home.join("target");
    if bytes_under(&target) > TARGET_BUDGET {
        let _ = fs::remove_dir_all(&target);
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let quiet = |command: &mut Command| {
        command
            .current_dir(build.workspace_manifest.parent().unwrap_or(Path::new(".")))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
    };
    let _ = quiet(
        Command::new(&cargo)
            .args(["clean", "--quiet", "--manifest-path"])
            .arg(build.workspace_manifest)
            .args(["-p", spec, "--target-dir"])
            .arg(home.join("target")),
    );
    let _ = quiet(
        Command::new(&cargo)
            .args(["check", "--quiet", "--manifest-path"])
            .arg(build.workspace_manifest)
            .args(["-p", build.package, "--bin", build.bin, "--target-dir"])
            .arg(home.join("target"))
            .env("RUSTC_WRAPPER", judgepack)
            .env(RECORD_ENV, records)
            .env_remove("RUSTC_WORKSPACE_WRAPPER"),
    );
}

/// The bytes of the files under `dir` (0 when it cannot be read).
fn bytes_under(dir: &Path) -> u64 {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|entry| match entry.file_type() {
            Ok(kind) if kind.is_dir() => bytes_under(&entry.path()),
            Ok(_) => entry.metadata().map_or(0, |metadata| metadata.len()),
            Err(_) => 0,
        })
        .sum()
}

/// The migrated copies, relative path -> text.
type Copies = BTreeMap<PathBuf, String>;

/// Replays `invocation` on a copy of the crate's files, one edition step at a time.
fn migrate(invocation: &Invocation, target: &str) -> Result<Copies, NotMigrated> {
    let manifest_dir = PathBuf::from(invocation.env_var("CARGO_MANIFEST_DIR").unwrap_or(""));
    let root = invocation.root_index().ok_or("no crate root")?;
    let scratch = ScratchDir::new("migrate").map_err(|error| error.to_string())?;
    let copy_dir = scratch.path().join("src");
    let mut edition = invocation
        .arg_after("--edition")
        .unwrap_or("2015")
        .to_string();
    let mut copies: Option<Copies> = None;
    for _ in 0..MAX_RUNS {
        let lints = step_lints(&edition, target);
        let root_path = match &copies {
            None => invocation.cwd.join(&invocation.args[root]),
            Some(_) => copy_dir.join(
                invocation
                    .cwd
                    .join(&invocation.args[root])
                    .strip_prefix(&manifest_dir)
                    .map_err(|_| "the crate root lies outside its package")?,
            ),
        };
        let run = replay(invocation, &root_path, &edition, &lints, scratch.path())?;
        match run.first_error {
            Some(error) if copies.is_none() => return Err(NotMigrated::DoesNotCompile(error)),
            Some(error) => {
                return Err(NotMigrated::Failed(format!(
                    "after its fixes, as edition {edition}: {error}"
                )))
            }
            None => {}
        }
        let texts = match &mut copies {
            Some(texts) => texts,
            None => copies.insert(read_sources(&run.dep_info, &invocation.cwd, &manifest_dir)?),
        };
        let dirs = [manifest_dir.as_path(), copy_dir.as_path()];
        let applied = apply(&run.diagnostics, &lints, texts, &invocation.cwd, &dirs);
        if edition == target && applied == Applied::None {
            return Ok(std::mem::take(texts));
        }
        write_copies(texts, &copy_dir)?;
        if edition != target && applied != Applied::SomeOverlapped {
            edition = next_edition(&edition).to_string();
        }
    }
    Err(NotMigrated::Failed(format!(
        "its suggestions still overlap after {MAX_RUNS} rustc runs"
    )))
}

fn next_edition(edition: &str) -> &'static str {
    match edition {
        "2015" => "2018",
        _ => "2021",
    }
}

/// The lint whose machine-applicable fixes a run at `edition` takes: the group that prepares
/// for the next edition; at `target`, `unused_parens`, whose fix undoes the parentheses the
/// 2015 fix writes around a trait object path that starts with `::` (`dyn (::std::any::Any)`).
fn step_lints(edition: &str, target: &str) -> String {
    if edition == target {
        "unused_parens".to_string()
    } else {
        format!("rust-{}-compatibility", next_edition(edition))
    }
}

/// What one replay said.
struct Run {
    diagnostics: String,
    first_error: Option<RustcError>,
    dep_info: String,
}

/// Runs rustc as `invocation` did, on `root`, as `edition`, warning of `lints`
/// (`--force-warn`: no crate attribute silences them), everything else allowed.
fn replay(
    invocation: &Invocation,
    root: &Path,
    edition: &str,
    lints: &str,
    out: &Path,
) -> Result<Run, String> {
    let root_at = invocation.root_index();
    let mut args: Vec<OsString> = Vec::new();
    let mut skip = false;
    for (index, arg) in invocation.args.iter().enumerate() {
        if std::mem::take(&mut skip) {
            continue;
        }
        match arg.as_str() {
            "--edition" | "--cap-lints" | "--error-format" | "--json" | "--emit" | "--out-dir"
            | "-o" => skip = true,
            "-C" if invocation
                .args
                .get(index + 1)
                .is_some_and(|next| next.starts_with("incremental=")) =>
            {
                skip = true
            }
            _ if Some(index) == root_at => args.push(root.as_os_str().to_owned()),
            _ if arg.starts_with("--edition=")
                || arg.starts_with("--cap-lints=")
                || arg.starts_with("--error-format=")
                || arg.starts_with("--json=")
                || arg.starts_with("--emit=")
                || arg.starts_with("--out-dir=")
                || arg.starts_with("-Cincremental=") => {}
            _ => args.push(arg.into()),
        }
    }
    let dep_info = out.join("crate.d");
    args.extend(
        [
            format!("--edition={edition}"),
            "--cap-lints=warn".to_string(),
            "-Awarnings".to_string(),
            "--error-format=json".to_string(),
            format!("--emit=dep-info={},metadata", dep_info.display()),
            format!("--out-dir={}", out.display()),
        ]
        .map(OsString::from),
    );
    args.push(format!("--force-warn={lints}").into());
    let output = Command::new(&invocation.rustc)
        .args(&args)
        .current_dir(&invocation.cwd)
        .env_clear()
        .envs(invocation.env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        .output()
        .map_err(|error| format!("cannot run {}: {error}", invocation.rustc))?;
    let diagnostics = String::from_utf8_lossy(&output.stderr).into_owned();
    let first_error = diagnostics
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .find(|value| value["level"] == "error")
        .map(|value| error_text(&value, invocation, &out.join("src")))
        .or_else(|| {
            (!output.status.success()).then(|| RustcError {
                at: None,
                message: "rustc failed".to_string(),
            })
        });
    Ok(Run {
        diagnostics,
        first_error,
        dep_info: fs::read_to_string(&dep_info).unwrap_or_default(),
    })
}

/// rustc's error `diagnostic`, its file relative to the crate's package directory (the
/// original's, or its copy's `copy_dir`).
fn error_text(
    diagnostic: &serde_json::Value,
    invocation: &Invocation,
    copy_dir: &Path,
) -> RustcError {
    let message = diagnostic["message"]
        .as_str()
        .unwrap_or("an error")
        .to_string();
    let primary = diagnostic["spans"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|span| span["is_primary"] == true);
    let Some(span) = primary else {
        return RustcError { at: None, message };
    };
    let file = invocation
        .cwd
        .join(span["file_name"].as_str().unwrap_or(""));
    let manifest_dir = Path::new(invocation.env_var("CARGO_MANIFEST_DIR").unwrap_or(""));
    let relative = [manifest_dir, copy_dir]
        .into_iter()
        .find_map(|dir| file.strip_prefix(dir).ok().map(Path::to_path_buf))
        .unwrap_or(file);
    let line = span["line_start"].as_u64().unwrap_or(0) as usize;
    RustcError {
        at: Some((relative, line)),
        message,
    }
}

/// The crate's source files under `manifest_dir`, as rustc's dep-info lists them.
fn read_sources(dep_info: &str, cwd: &Path, manifest_dir: &Path) -> Result<Copies, String> {
    let mut texts = Copies::new();
    for line in dep_info.lines() {
        // `target: dep dep ...` lines; a dependency's own line is `dep:`.
        let Some(path) = line.strip_suffix(':') else {
            continue;
        };
        let path = cwd.join(path.replace("\\ ", " "));
        let Ok(relative) = path.strip_prefix(manifest_dir) else {
            continue;
        };
        if path.extension().is_some_and(|ext| ext == "rs") {
            let text = fs::read_to_string(&path)
                .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
            texts.insert(relative.to_path_buf(), text);
        }
    }
    if texts.is_empty() {
        return Err("rustc listed none of its files".to_string());
    }
    Ok(texts)
}

/// The members of the lint group `group` (a lint alone: itself), as diagnostics name them.
fn group_members(group: &str) -> HashSet<String> {
    if group.starts_with("rust-") {
        crate::bundle::draft::lint_group(group)
    } else {
        HashSet::from([group.to_string()])
    }
}

/// What [`apply`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Applied {
    None,
    All,
    /// Some overlapped one applied before them: they wait for another run.
    SomeOverlapped,
}

/// Applies the machine-applicable suggestions of `lints` (a group or one lint) in
/// `diagnostics` to `texts` (the suggestions name files under one of `dirs`, relative names
/// from `cwd`). A bare trait object rustc reports without a fix (one written in a
/// `macro_rules!` body: serde 1.0.219's `declare_error_trait!` writes `exp: &Expected`) gets
/// the fix it gives elsewhere, `dyn ` where it points ([`crate::bundle::draft::dyn_at_primary_span`]).
fn apply(
    diagnostics: &str,
    lints: &str,
    texts: &mut Copies,
    cwd: &Path,
    dirs: &[&Path],
) -> Applied {
    let lints = group_members(lints);
    let mut by_file: BTreeMap<PathBuf, Vec<rustfix::Suggestion>> = BTreeMap::new();
    for line in diagnostics.lines().filter(|line| line.starts_with('{')) {
        let Ok(mut suggestions) = rustfix::get_suggestions_from_json(
            line,
            &lints,
            rustfix::Filter::MachineApplicableOnly,
        ) else {
            continue;
        };
        if suggestions.is_empty() && lints.contains(BARE_TRAIT_OBJECTS) {
            suggestions = serde_json::from_str::<serde_json::Value>(line)
                .ok()
                .filter(|diagnostic| diagnostic["code"]["code"] == BARE_TRAIT_OBJECTS)
                .map(|diagnostic| crate::bundle::draft::dyn_at_primary_span(&diagnostic))
                .unwrap_or_default();
        }
        for suggestion in suggestions {
            let Some(relative) = suggestion
                .solutions
                .first()
                .and_then(|solution| solution.replacements.first())
                .map(|replacement| cwd.join(&replacement.snippet.file_name))
                .and_then(|file| {
                    dirs.iter()
                        .find_map(|dir| file.strip_prefix(dir).ok().map(Path::to_path_buf))
                })
                .filter(|relative| texts.contains_key(relative))
            else {
                continue;
            };
            by_file.entry(relative).or_default().push(suggestion);
        }
    }
    if by_file.is_empty() {
        return Applied::None;
    }
    let mut applied = Applied::All;
    for (file, suggestions) in by_file {
        let Some(text) = texts.get_mut(&file) else {
            continue;
        };
        let mut fix = rustfix::CodeFix::new(text);
        // A fix in a `macro_rules!` body comes once per expansion of it.
        let mut taken: Vec<&rustfix::Suggestion> = Vec::new();
        for suggestion in &suggestions {
            if taken.contains(&suggestion) {
                continue;
            }
            if fix.apply(suggestion).is_err() {
                applied = Applied::SomeOverlapped;
            }
            taken.push(suggestion);
        }
        if let Ok(fixed) = fix.finish() {
            *text = fixed;
        }
    }
    applied
}

/// The lint of bare trait objects, a member of `rust-2021-compatibility`.
const BARE_TRAIT_OBJECTS: &str = "bare_trait_objects";

fn write_copies(texts: &Copies, dir: &Path) -> Result<(), String> {
    for (relative, text) in texts {
        let path = dir.join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|error| error.to_string())?;
        }
        fs::write(&path, text)
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    Ok(())
}

/// The cache entry's manifest: the key, then per file its path and the hash of the original.
const ENTRY_KEY: &str = "key";
const ENTRY_FILES: &str = "files";

/// The entry at `entry` when its key is `key` and every original file is unchanged.
fn cached(entry: &Path, key: &str, manifest_dir: &Path) -> Option<Migrated> {
    if fs::read_to_string(entry.join(ENTRY_KEY)).ok()? != key {
        return None;
    }
    let listing = fs::read_to_string(entry.join(ENTRY_FILES)).ok()?;
    let mut edition = None;
    for line in listing.lines() {
        if let Some(reached) = line.strip_prefix("edition ") {
            edition = Some(reached.to_string());
            continue;
        }
        let (original_hash, relative) = line.split_once(' ')?;
        let original = fs::read(manifest_dir.join(relative)).ok()?;
        if format!("{:016x}", hash(&original)) != original_hash {
            return None;
        }
    }
    Some(Migrated {
        original: manifest_dir.to_path_buf(),
        files: entry.join("src"),
        edition: edition?,
    })
}

/// Writes the entry (to a temporary name, then renamed: another process sees all or none).
fn store(
    entry: &Path,
    key: &str,
    manifest_dir: &Path,
    copies: &Copies,
    edition: &str,
) -> Result<Migrated, String> {
    let name = entry.file_name().unwrap_or_default().to_string_lossy();
    let temporary = entry.with_file_name(format!(".{name}.{}", std::process::id()));
    let _ = fs::remove_dir_all(&temporary);
    let written = (|| -> Result<(), String> {
        write_copies(copies, &temporary.join("src"))?;
        let mut listing = format!("edition {edition}\n");
        for relative in copies.keys() {
            let original =
                fs::read(manifest_dir.join(relative)).map_err(|error| error.to_string())?;
            listing.push_str(&format!(
                "{:016x} {}\n",
                hash(&original),
                relative.display()
            ));
        }
        fs::write(temporary.join(ENTRY_FILES), listing).map_err(|error| error.to_string())?;
        fs::write(temporary.join(ENTRY_KEY), key).map_err(|error| error.to_string())?;
        let _ = fs::remove_dir_all(entry);
        fs::rename(&temporary, entry).map_err(|error| error.to_string())
    })();
    if let Err(error) = written {
        let _ = fs::remove_dir_all(&temporary);
        return Err(format!(
            "cannot keep its migrated files in {}: {error}",
            entry.display()
        ));
    }
    cached(entry, key, manifest_dir).ok_or_else(|| {
        format!(
            "its migrated files in {} cannot be read back",
            entry.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invocation(args: &[&str]) -> Invocation {
        Invocation {
            rustc: "rustc".to_string(),
            args: args.iter().map(|arg| arg.to_string()).collect(),
            cwd: PathBuf::from("/ws"),
            env: vec![("CARGO_MANIFEST_DIR".to_string(), "/reg/libc".to_string())],
        }
    }

    #[test]
    fn only_an_older_library_s_invocation_is_recorded() {
        let lib = invocation(&[
            "--crate-name",
            "libc",
            "--edition=2015",
            "src/lib.rs",
            "--crate-type",
            "lib",
            "--cfg",
            "feature=\"std\"",
        ]);
        assert!(worth_recording(&lib));
        assert_eq!(lib.features(), BTreeSet::from(["std".to_string()]));
        let newer = invocation(&["--crate-name", "x", "--edition=2021", "src/lib.rs"]);
        assert!(!worth_recording(&newer));
        let script = invocation(&[
            "--crate-name",
            "build_script_build",
            "--edition",
            "2015",
            "build.rs",
        ]);
        assert!(!worth_recording(&script));
        let probe = invocation(&["-", "--crate-name", "___", "--print=file-names"]);
        assert!(!worth_recording(&probe));
    }

    #[test]
    fn a_migrated_file_is_read_from_the_copy_and_any_other_from_where_it_is() {
        let scratch = ScratchDir::new("migrate-test").expect("scratch");
        let files = scratch.path().join("src");
        fs::create_dir_all(files.join("src")).expect("dir");
        fs::write(files.join("src/lib.rs"), "").expect("write");
        let migrated = Migrated {
            original: PathBuf::from("/reg/libc"),
            files: files.clone(),
            edition: "2021".to_string(),
        };
        assert_eq!(
            migrated.source_of(Path::new("/reg/libc/src/lib.rs")),
            files.join("src/lib.rs")
        );
        let generated = Path::new("/target/out/bindings.rs");
        assert_eq!(migrated.source_of(generated), generated);
    }

    #[test]
    fn a_bare_trait_object_rustc_gives_no_fix_for_gets_dyn_where_it_points() {
        // rustc's report of `exp: &Expected` in a `macro_rules!` body: no suggestion, and one
        // report per expansion of the macro.
        let line = r#"{"$message_type":"diagnostic","message":"trait objects without an explicit `dyn` are deprecated","code":{"code":"bare_trait_objects","explanation":null},"level":"warning","spans":[{"file_name":"src/de/mod.rs","byte_start":23,"byte_end":31,"is_primary":true,"line_start":1,"line_end":1,"column_start":24,"column_end":32,"text":[{"text":"fn invalid(u: U, exp: &Expected) {}","highlight_start":24,"highlight_end":32}],"label":null,"suggested_replacement":null,"suggestion_applicability":null,"expansion":null}],"children":[],"rendered":""}"#;
        let diagnostics = format!("{line}\n{line}\n");
        let package = Path::new("/reg/serde");
        let mut texts = Copies::from([(
            PathBuf::from("src/de/mod.rs"),
            "fn invalid(u: U, exp: &Expected) {}".to_string(),
        )]);
        let applied = apply(
            &diagnostics,
            BARE_TRAIT_OBJECTS,
            &mut texts,
            package,
            &[package],
        );
        assert_eq!(applied, Applied::All);
        assert_eq!(
            texts[Path::new("src/de/mod.rs")],
            "fn invalid(u: U, exp: &dyn Expected) {}"
        );
        // Not a lint this run asked for: nothing.
        let applied = apply(
            &diagnostics,
            "unused_parens",
            &mut texts,
            package,
            &[package],
        );
        assert_eq!(applied, Applied::None);
    }

    #[test]
    fn the_target_directory_s_size_counts_every_file_below_it() {
        let scratch = ScratchDir::new("migrate-test").expect("scratch");
        fs::create_dir_all(scratch.path().join("a/b")).expect("dirs");
        fs::write(scratch.path().join("a/b/x.rmeta"), [0u8; 300]).expect("write");
        fs::write(scratch.path().join("y"), [0u8; 45]).expect("write");
        assert_eq!(bytes_under(scratch.path()), 345);
        assert_eq!(bytes_under(&scratch.path().join("missing")), 0);
    }

    #[test]
    fn a_2015_crate_steps_through_2018_to_2021_and_then_tidies() {
        assert_eq!(step_lints("2015", "2021"), "rust-2018-compatibility");
        assert_eq!(step_lints("2018", "2021"), "rust-2021-compatibility");
        assert_eq!(step_lints("2021", "2021"), "unused_parens");
        assert_eq!(step_lints("2015", "2018"), "rust-2018-compatibility");
    }
}
