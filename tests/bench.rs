//! `bench`: how long `judgepack bundle` takes on the corpus bins (issue #24), in one run, one bin
//! after another: cold, re-run, and after a one-line edit to the bin's `main`, beside `cargo build
//! --release` of the same bin after the same edit and beside cargo-equip (when `cargo equip` is
//! on the PATH) where it succeeds; with `--baseline PATH` the same for a second judgepack binary,
//! interleaved with the first so that the machine's load falls on both alike. Prints a row per
//! bin, then median, 95th percentile and worst of each column and the ratios; `--markdown FILE`
//! writes the tables for `docs/PERFORMANCE.md`.
//!
//! A benchmark, not a test: it asserts nothing, and `cargo test` never runs it.
//!
//! ```sh
//! cargo build --release -p judgepack
//! nice -n 10 cargo run --release -p tests --bin bench -- [OPTIONS]
//! ```
//!
//! Options: `--ws NAME`, `--bin NAME`, `--sample` (as the `corpus` runner), `--every N` (every Nth
//! bin of the selection, the first included: a spread over all workspaces), `--list` (print the
//! selection and stop), `--judgepack PATH` (default as the runner), `--baseline PATH` (a second
//! judgepack binary), `--markdown FILE`.
//!
//! For each bin, B its name, P its package, J each judgepack binary:
//!
//! 1. untimed: `cargo build --release -p P --bin B` (cargo's own dependency builds, and the
//!    reference for the edit below), then `J bundle --bin B` once per J: the cargo runs
//!    judgepack asks for (a debug build of the proc-macro crates, `cargo check` for build
//!    scripts and for crates a judge provides) are cargo's dependency builds too; and `cargo
//!    equip --bin B` once, for the same reason (it runs `cargo udeps` and `cargo check`);
//! 2. **cold**: judgepack's own state for the workspace, `target/judgepack/` (its rustc-answer
//!    cache, `cache/`, and the build directory of a cargo judge's verification), removed, then
//!    `J bundle --bin B -o FILE` timed (FILE in a scratch directory); with a baseline, whether
//!    both wrote the same bytes (a row's note says when not; a last line counts the bins);
//! 3. **re-run**: the same again, nothing changed;
//! 4. **after an edit**: `let _bench_edit: u64 = N;` inserted as the first statement of the
//!    bin's `fn main` (on its line, so no line number moves; N differs per bin and per run), then
//!    `J bundle` timed, `cargo build --release -p P --bin B` timed, `cargo equip --bin B` timed.
//!    The source is restored when the bin is done, on every exit path of the program: a guard
//!    restores it when dropped, and a journal under `target/bench-restore/` holds the original
//!    until then, so that the next run restores what an interrupted run left edited.
//!
//! Each J keeps its own `target/judgepack/` (moved aside by renaming while the other runs), so
//! neither answers from the other's cache. The Js take turns in each step, the first J of a bin
//! alternating from bin to bin. Times are wall clock and the CPU time of the command and its
//! children (from `/proc/self/stat`, Linux only; 0 elsewhere).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use tests::corpus_bins::{first_line, judgepack_binary, Corpus, Filter};

struct Args {
    filter: Filter,
    every: usize,
    list: bool,
    judgepack: Option<PathBuf>,
    baseline: Option<PathBuf>,
    markdown: Option<PathBuf>,
}

const USAGE: &str = "usage: bench [--ws NAME].. [--bin NAME].. [--sample] [--every N] [--list] \
                     [--judgepack PATH] [--baseline PATH] [--markdown FILE]";

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        filter: Filter::default(),
        every: 1,
        list: false,
        judgepack: None,
        baseline: None,
        markdown: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        if args.filter.take(&arg, &mut it)? {
            continue;
        }
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--every" => {
                args.every = value("--every")?
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or("--every takes a positive number")?;
            }
            "--list" => args.list = true,
            "--judgepack" => args.judgepack = Some(PathBuf::from(value("--judgepack")?)),
            "--baseline" => args.baseline = Some(PathBuf::from(value("--baseline")?)),
            "--markdown" => args.markdown = Some(PathBuf::from(value("--markdown")?)),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}` ({USAGE})")),
        }
    }
    Ok(args)
}

/// One timed command.
#[derive(Debug, Clone, Copy)]
struct Time {
    /// Wall-clock seconds.
    wall: f64,
    /// CPU seconds of the command and the children it waited for.
    cpu: f64,
    /// Whether it did its job (judgepack: wrote the file; cargo: exit status 0).
    ok: bool,
}

/// One judgepack binary's three times on a bin.
#[derive(Debug, Clone, Copy, Default)]
struct Runs {
    cold: Option<Time>,
    rerun: Option<Time>,
    edit: Option<Time>,
}

/// One bin's row.
struct Row {
    workspace: String,
    bin: String,
    /// The bytes of the cold bundle of the judgepack under test.
    bytes: Option<usize>,
    /// With a baseline: whether both wrote the same bytes cold (`None` when either wrote
    /// nothing).
    same_as_baseline: Option<bool>,
    /// By judgepack binary: the one under test, then the baseline.
    runs: Vec<Runs>,
    cargo: Option<Time>,
    equip: Option<Time>,
    /// Why a column is empty, or the first line of a failure.
    note: String,
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
    let mut binaries = vec![judgepack];
    if let Some(baseline) = &args.baseline {
        if !baseline.is_file() {
            eprintln!("no judgepack binary at {}", baseline.display());
            return ExitCode::from(2);
        }
        binaries.push(baseline.clone());
    }
    let journal = tests::workspace_root().join("target/bench-restore");
    if let Err(why) = Edit::recover(&journal) {
        eprintln!("{why}");
        return ExitCode::from(2);
    }
    let equip = on_path("cargo-equip");
    let scratch = Scratch::new();
    if let Err(error) = std::fs::create_dir_all(&scratch.0) {
        eprintln!("cannot create {}: {error}", scratch.0.display());
        return ExitCode::from(2);
    }

    // The selection, in workspace then bin order, then every Nth of it.
    let corpus = Corpus::new(args.filter.clone());
    let mut selected = Vec::new();
    for name in corpus.workspaces() {
        match corpus.bins(&name) {
            Ok((ws, bins)) => selected.extend(
                bins.into_iter()
                    .map(|bin| (name.clone(), ws.root.clone(), bin)),
            ),
            Err(why) => eprintln!("{name}: cannot load the workspace: {why}"),
        }
    }
    let selected: Vec<_> = selected.into_iter().step_by(args.every).collect();
    if args.list {
        for (ws_name, _, bin) in &selected {
            println!("{ws_name}/{}", bin.name);
        }
        return ExitCode::SUCCESS;
    }
    let labels: Vec<&str> = if binaries.len() == 2 {
        vec!["judgepack", "baseline"]
    } else {
        vec!["judgepack"]
    };
    eprintln!(
        "{} bins; judgepack {}{}; cargo-equip {}",
        selected.len(),
        binaries[0].display(),
        binaries
            .get(1)
            .map_or(String::new(), |b| format!(", baseline {}", b.display())),
        if equip {
            "on the PATH"
        } else {
            "not on the PATH (its column stays empty)"
        }
    );
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    println!("{}", header(&labels));
    let mut rows = Vec::new();
    for (index, (ws_name, root, bin)) in selected.iter().enumerate() {
        eprintln!("[{}/{}] {ws_name}/{}", index + 1, selected.len(), bin.name);
        let bench = BinBench {
            root,
            bin,
            binaries: &binaries,
            scratch: &scratch.0,
            journal: &journal,
            equip,
            // Who goes first alternates from bin to bin.
            order: if index % 2 == 0 {
                (0..binaries.len()).collect()
            } else {
                (0..binaries.len()).rev().collect()
            },
            edit_number: stamp * 1000 + index as u64,
        };
        let row = bench.run(ws_name);
        println!("{}", line(&row));
        rows.push(row);
    }
    let tables = Tables::new(&rows, &labels, equip);
    println!("\n{}", tables.text());
    if binaries.len() == 2 {
        let compared: Vec<bool> = rows.iter().filter_map(|row| row.same_as_baseline).collect();
        println!(
            "files byte-identical to the baseline's (cold): {} of {}",
            compared.iter().filter(|&&same| same).count(),
            compared.len()
        );
    }
    if let Some(path) = &args.markdown {
        if let Err(error) = std::fs::write(path, tables.markdown(&rows, &labels)) {
            eprintln!("cannot write {}: {error}", path.display());
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}

/// The scratch directory for bundles, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        Scratch(std::env::temp_dir().join(format!("judgepack-bench-{}", std::process::id())))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether an executable named `name` is on the PATH.
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(name).is_file()))
}

/// Everything one bin's measurements need.
struct BinBench<'a> {
    root: &'a Path,
    bin: &'a judgepack::workspace::Bin,
    binaries: &'a [PathBuf],
    scratch: &'a Path,
    journal: &'a Path,
    equip: bool,
    /// Indexes into `binaries`, in the order they take turns on this bin.
    order: Vec<usize>,
    /// N in `let _bench_edit: u64 = N;`.
    edit_number: u64,
}

impl BinBench<'_> {
    fn run(&self, workspace: &str) -> Row {
        let mut row = Row {
            workspace: workspace.to_string(),
            bin: self.bin.name.clone(),
            bytes: None,
            same_as_baseline: None,
            runs: vec![Runs::default(); self.binaries.len()],
            cargo: None,
            equip: None,
            note: String::new(),
        };
        let mut notes = Vec::new();
        // 1. cargo's builds, untimed.
        let built = self.cargo_build();
        if !built.time.ok {
            row.note = format!("cargo build fails: {}", built.why);
            return row;
        }
        let mut slots = CacheSlots::new(self.root);
        for &j in &self.order {
            slots.switch(j);
            let _ = self.bundle(j);
        }
        if self.equip {
            let _ = self.cargo_equip();
        }
        // 2. cold, 3. re-run.
        let mut failures = vec![String::new(); self.binaries.len()];
        let mut written = vec![None; self.binaries.len()];
        for &j in &self.order {
            slots.cold(j);
            let (time, file, why) = self.bundle(j);
            row.runs[j].cold = Some(time);
            if j == 0 {
                row.bytes = file.map(|(bytes, _)| bytes);
            }
            written[j] = file;
            failures[j] = why;
        }
        if let [Some(tested), Some(baseline)] = written.as_slice() {
            row.same_as_baseline = Some(tested == baseline);
            if tested != baseline {
                notes.push(format!(
                    "not the baseline's bytes ({} against {})",
                    tested.0, baseline.0
                ));
            }
        }
        match failures.as_slice() {
            [jp, base] if !jp.is_empty() && jp == base => notes.push(format!("both: {jp}")),
            _ => {
                for (j, why) in failures
                    .iter()
                    .enumerate()
                    .filter(|(_, why)| !why.is_empty())
                {
                    let who = if j == 0 { "judgepack" } else { "baseline" };
                    notes.push(format!("{who}: {why}"));
                }
            }
        }
        for &j in &self.order {
            slots.switch(j);
            row.runs[j].rerun = Some(self.bundle(j).0);
        }
        // 4. after an edit.
        match Edit::apply(&self.bin.src_path, self.edit_number, self.journal) {
            Ok(edit) => {
                for &j in &self.order {
                    slots.switch(j);
                    row.runs[j].edit = Some(self.bundle(j).0);
                }
                let built = self.cargo_build();
                if !built.time.ok {
                    notes.push(format!("cargo build after the edit fails: {}", built.why));
                }
                row.cargo = Some(built.time);
                if self.equip {
                    let (time, why) = self.cargo_equip();
                    if !time.ok {
                        notes.push(format!("cargo equip: {why}"));
                    }
                    row.equip = Some(time);
                }
                drop(edit);
            }
            Err(why) => notes.push(format!("no edit: {why}")),
        }
        slots.finish();
        row.note = notes.join("; ");
        row
    }

    /// `cargo build --release -p P --bin B`, timed.
    fn cargo_build(&self) -> Outcome {
        let mut command = Command::new("cargo");
        command
            .args([
                "build",
                "--release",
                "--locked",
                "--quiet",
                "--manifest-path",
            ])
            .arg(self.root.join("Cargo.toml"))
            .args(["-p", &self.bin.package, "--bin", &self.bin.name])
            .current_dir(self.root);
        run_timed(&mut command, |output| output.status.success())
    }

    /// `cargo equip --bin B -o FILE` in the package's directory, timed; it succeeds when it
    /// exits 0 and writes the file.
    fn cargo_equip(&self) -> (Time, String) {
        let file = self.scratch.join(format!("{}-equip.rs", self.bin.name));
        let _ = std::fs::remove_file(&file);
        let package_dir = self.bin.manifest_path.parent().unwrap_or(self.root);
        let mut command = Command::new("cargo");
        command
            .args(["equip", "--bin", &self.bin.name, "-o"])
            .arg(&file)
            .current_dir(package_dir);
        let outcome = run_timed(&mut command, |output| {
            output.status.success() && file.is_file()
        });
        let _ = std::fs::remove_file(&file);
        (outcome.time, outcome.why)
    }

    /// `J bundle --bin B -o FILE`, timed; the file's size and hash when it was written.
    fn bundle(&self, j: usize) -> (Time, Option<(usize, u64)>, String) {
        let file = self.scratch.join(format!("{}-{j}.rs", self.bin.name));
        let _ = std::fs::remove_file(&file);
        let mut command = Command::new(&self.binaries[j]);
        command
            .arg("bundle")
            .arg("--manifest-path")
            .arg(self.root.join("Cargo.toml"))
            .args(["-p", &self.bin.package, "--bin", &self.bin.name, "-o"])
            .arg(&file)
            .current_dir(self.root);
        // A file over the judge's limit is written and then reported: it counts as bundled.
        let outcome = run_timed(&mut command, |_| file.is_file());
        let written = std::fs::read(&file)
            .ok()
            .map(|bytes| (bytes.len(), fnv(&bytes)));
        let _ = std::fs::remove_file(&file);
        (outcome.time, written, outcome.why)
    }
}

/// What a timed command did.
struct Outcome {
    time: Time,
    /// The first line of its stderr when it failed.
    why: String,
}

/// Runs `command` (stdin empty, output captured) and times it; `ok` decides success.
fn run_timed(command: &mut Command, ok: impl FnOnce(&std::process::Output) -> bool) -> Outcome {
    command.stdin(Stdio::null());
    let cpu = children_cpu();
    let started = Instant::now();
    let output = command.output();
    let wall = started.elapsed().as_secs_f64();
    let cpu = children_cpu() - cpu;
    match output {
        Ok(output) => {
            let ok = ok(&output);
            let why = if ok {
                String::new()
            } else {
                failure(&String::from_utf8_lossy(&output.stderr))
            };
            Outcome {
                time: Time { wall, cpu, ok },
                why,
            }
        }
        Err(error) => Outcome {
            time: Time {
                wall,
                cpu,
                ok: false,
            },
            why: format!("cannot run: {error}"),
        },
    }
}

/// What a failed command's stderr says, in one line: its first error, or a panic's message,
/// else its first line; paths into cargo's registry start at `~/`.
fn failure(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let line = if let Some(at) = lines.iter().position(|l| l.contains("panicked at")) {
        format!("panicked: {}", lines.get(at + 1).unwrap_or(&""))
    } else {
        lines
            .iter()
            .find(|l| l.to_ascii_lowercase().starts_with("error"))
            .map_or_else(|| first_line(stderr), |l| l.to_string())
    };
    first_line(&registry_paths_shortened(&line))
}

/// `/home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/itoa-1.0.19/src/lib.rs` as
/// `~/itoa-1.0.19/src/lib.rs`.
fn registry_paths_shortened(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("/registry/src/") {
        let start = rest[..at]
            .rfind(|c: char| c.is_whitespace() || c == '`' || c == '\'')
            .map_or(0, |i| i + 1);
        let index = &rest[at + "/registry/src/".len()..];
        let Some(slash) = index.find('/') else {
            break;
        };
        out.push_str(&rest[..start]);
        out.push_str("~/");
        rest = &index[slash + 1..];
    }
    out.push_str(rest);
    out
}

/// CPU seconds (user and system) of this process's children that have been waited for, from
/// `/proc/self/stat` (cutime and cstime, in clock ticks); 0 where there is no such file.
fn children_cpu() -> f64 {
    static TICKS: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    let ticks = *TICKS.get_or_init(|| {
        Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
            .unwrap_or(100.0)
    });
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // The fields after the command name (which may hold spaces) start at field 3, state;
    // cutime and cstime are fields 16 and 17.
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |n: usize| {
        fields
            .get(n - 3)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (field(16) + field(17)) / ticks
}

/// judgepack's own state for one workspace, `target/judgepack/` (its rustc-answer cache in
/// `cache/`, and the build directory of a cargo judge's verification), one per judgepack
/// binary: the one whose turn it is has it in place, the others' wait in
/// `target/judgepack-bench/<index>` (moved by renaming). Removed when the bin is done.
struct CacheSlots {
    live: PathBuf,
    stash: PathBuf,
    /// Whose state `live` is.
    owner: Option<usize>,
}

impl CacheSlots {
    /// Starts with no state at all for the workspace at `root`.
    fn new(root: &Path) -> CacheSlots {
        let slots = CacheSlots {
            live: root.join("target/judgepack"),
            stash: root.join("target/judgepack-bench"),
            owner: None,
        };
        slots.remove_all();
        slots
    }

    fn remove_all(&self) {
        let _ = std::fs::remove_dir_all(&self.live);
        let _ = std::fs::remove_dir_all(&self.stash);
    }

    fn stashed(&self, j: usize) -> PathBuf {
        self.stash.join(j.to_string())
    }

    /// Puts `j`'s state in place (none when it has none yet).
    fn switch(&mut self, j: usize) {
        if self.owner == Some(j) {
            return;
        }
        if let Some(owner) = self.owner {
            let _ = std::fs::create_dir_all(&self.stash);
            let _ = std::fs::remove_dir_all(self.stashed(owner));
            let _ = std::fs::rename(&self.live, self.stashed(owner));
        }
        let _ = std::fs::remove_dir_all(&self.live);
        let _ = std::fs::rename(self.stashed(j), &self.live);
        self.owner = Some(j);
    }

    /// Puts `j`'s state in place, then removes it: a cold start for `j`.
    fn cold(&mut self, j: usize) {
        self.switch(j);
        let _ = std::fs::remove_dir_all(&self.live);
    }

    /// Removes every binary's state.
    fn finish(&mut self) {
        self.remove_all();
        self.owner = None;
    }
}

impl Drop for CacheSlots {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.stash);
    }
}

/// A bin's source with `let _bench_edit: u64 = N;` as `main`'s first statement; the original is
/// written back when dropped. While it lives, `<journal>/<hash>` holds the path and the original
/// text, so that a run that was killed is undone by the next ([`Edit::recover`]).
struct Edit {
    path: PathBuf,
    original: String,
    entry: PathBuf,
}

impl Edit {
    fn apply(path: &Path, number: u64, journal: &Path) -> Result<Edit, String> {
        let original = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let at = main_body_start(&original)
            .ok_or_else(|| format!("no `fn main` found in {}", path.display()))?;
        let edited = format!(
            "{} let _bench_edit: u64 = {number};{}",
            &original[..at],
            &original[at..]
        );
        std::fs::create_dir_all(journal)
            .map_err(|e| format!("cannot create {}: {e}", journal.display()))?;
        let entry = journal.join(format!(
            "{:016x}",
            fnv(path.as_os_str().to_string_lossy().as_bytes())
        ));
        std::fs::write(&entry, format!("{}\n{original}", path.display()))
            .map_err(|e| format!("cannot write {}: {e}", entry.display()))?;
        let edit = Edit {
            path: path.to_path_buf(),
            original,
            entry,
        };
        std::fs::write(path, edited).map_err(|e| format!("cannot edit {}: {e}", path.display()))?;
        Ok(edit)
    }

    /// Restores every source a killed run left edited (the journal's entries).
    fn recover(journal: &Path) -> Result<(), String> {
        let Ok(entries) = std::fs::read_dir(journal) else {
            return Ok(());
        };
        for entry in entries.flatten() {
            let text = std::fs::read_to_string(entry.path())
                .map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
            let Some((path, original)) = text.split_once('\n') else {
                continue;
            };
            std::fs::write(path, original).map_err(|e| {
                format!(
                    "cannot restore {path} (its text is in {}): {e}",
                    entry.path().display()
                )
            })?;
            eprintln!("restored {path}, left edited by an interrupted run");
            let _ = std::fs::remove_file(entry.path());
        }
        Ok(())
    }
}

impl Drop for Edit {
    fn drop(&mut self) {
        match std::fs::write(&self.path, &self.original) {
            Ok(()) => {
                let _ = std::fs::remove_file(&self.entry);
            }
            Err(error) => eprintln!(
                "cannot restore {} ({error}); its text is in {}",
                self.path.display(),
                self.entry.display()
            ),
        }
    }
}

/// 64-bit FNV-1a, for journal file names and to compare bundles.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Just after the `{` that opens the body of the first `fn main` declared at the start of a
/// line (`fn main(`, `pub fn main(`, any indentation).
fn main_body_start(source: &str) -> Option<usize> {
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let trimmed = trimmed.strip_prefix("pub ").unwrap_or(trimmed);
        if let Some(rest) = trimmed.strip_prefix("fn main") {
            if rest.trim_start().starts_with('(') {
                let start = offset + (line.len() - trimmed.len());
                return source[start..].find('{').map(|brace| start + brace + 1);
            }
        }
        offset += line.len();
    }
    None
}

// ---- printing

/// The columns of a row, as (title, value) pairs in order.
fn columns(row: &Row, labels: &[&str]) -> Vec<(String, Option<Time>)> {
    let mut columns = Vec::new();
    for (j, label) in labels.iter().enumerate() {
        let runs = row.runs.get(j).copied().unwrap_or_default();
        columns.push((format!("{label} cold"), runs.cold));
        columns.push((format!("{label} re-run"), runs.rerun));
        columns.push((format!("{label} after edit"), runs.edit));
    }
    columns.push(("cargo build after edit".to_string(), row.cargo));
    columns.push(("cargo equip after edit".to_string(), row.equip));
    columns
}

/// A time as the row shows it: seconds, `fails (S)` when the command failed, `-` when not run.
fn cell(time: Option<Time>) -> String {
    match time {
        Some(t) if t.ok => format!("{:.2}", t.wall),
        Some(t) => format!("fails ({:.1})", t.wall),
        None => "-".to_string(),
    }
}

/// Short titles for the terminal's table.
fn header(labels: &[&str]) -> String {
    let mut text = format!("{:<12} {:<36} {:>7}", "workspace", "bin", "bytes");
    for label in labels {
        let short = if *label == "judgepack" { "jp" } else { "base" };
        let _ = write!(
            text,
            " {:>11} {:>11} {:>11}",
            format!("{short} cold"),
            format!("{short} re-run"),
            format!("{short} edit")
        );
    }
    let _ = write!(text, " {:>11} {:>11}  notes", "cargo edit", "equip edit");
    text
}

fn line(row: &Row) -> String {
    let labels = ["judgepack", "baseline"];
    let mut text = format!(
        "{:<12} {:<36} {:>7}",
        row.workspace,
        row.bin,
        row.bytes.map_or("-".to_string(), |b| b.to_string())
    );
    for (_, time) in columns(row, &labels[..row.runs.len()]) {
        let _ = write!(text, " {:>11}", cell(time));
    }
    let _ = write!(text, "  {}", row.note);
    text
}

/// The nearest-rank `p`-th percentile of sorted values.
fn percentile(sorted: &[f64], p: f64) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

/// The median of sorted values (the mean of the middle two when there is an even number).
fn median(sorted: &[f64]) -> Option<f64> {
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2.0),
    }
}

fn sorted(mut values: Vec<f64>) -> Vec<f64> {
    values.sort_by(f64::total_cmp);
    values
}

/// Median, 95th percentile and worst of a column, wall and CPU.
struct Stats {
    title: String,
    /// Successful runs / runs.
    counted: usize,
    runs: usize,
    wall: [Option<f64>; 3],
    cpu: [Option<f64>; 3],
}

/// A ratio over the bins where both commands succeeded.
struct Ratio {
    title: String,
    bins: usize,
    /// Median, best (lowest) and worst (highest), wall then CPU.
    wall: [Option<f64>; 3],
    cpu: [Option<f64>; 3],
}

struct Tables {
    stats: Vec<Stats>,
    ratios: Vec<Ratio>,
    /// The five slowest bins after an edit (judgepack under test): workspace/bin, seconds,
    /// cold seconds.
    slowest: Vec<(String, f64, f64)>,
}

impl Tables {
    fn new(rows: &[Row], labels: &[&str], equip: bool) -> Tables {
        let mut stats = Vec::new();
        let titles: Vec<String> = rows
            .first()
            .map(|row| columns(row, labels).into_iter().map(|(t, _)| t).collect())
            .unwrap_or_default();
        for (c, title) in titles.iter().enumerate() {
            if !equip && title.starts_with("cargo equip") {
                continue;
            }
            let times: Vec<Time> = rows
                .iter()
                .filter_map(|row| columns(row, labels)[c].1)
                .collect();
            let good: Vec<Time> = times.iter().copied().filter(|t| t.ok).collect();
            let three = |values: Vec<f64>| {
                let values = sorted(values);
                [
                    median(&values),
                    percentile(&values, 95.0),
                    values.last().copied(),
                ]
            };
            stats.push(Stats {
                title: title.clone(),
                counted: good.len(),
                runs: times.len(),
                wall: three(good.iter().map(|t| t.wall).collect()),
                cpu: three(good.iter().map(|t| t.cpu).collect()),
            });
        }
        let pick = |row: &Row, title: &str| {
            columns(row, labels)
                .into_iter()
                .find(|(t, _)| t == title)
                .and_then(|(_, time)| time)
                .filter(|t| t.ok)
        };
        let ratio = |title: String, a: &str, b: &str| {
            let pairs: Vec<(Time, Time)> = rows
                .iter()
                .filter_map(|row| Some((pick(row, a)?, pick(row, b)?)))
                .collect();
            let three = |values: Vec<f64>| {
                let values = sorted(values);
                [
                    median(&values),
                    values.first().copied(),
                    values.last().copied(),
                ]
            };
            Ratio {
                title,
                bins: pairs.len(),
                wall: three(
                    pairs
                        .iter()
                        .map(|(a, b)| a.wall / b.wall.max(1e-9))
                        .collect(),
                ),
                cpu: three(pairs.iter().map(|(a, b)| a.cpu / b.cpu.max(1e-9)).collect()),
            }
        };
        let mut ratios = vec![ratio(
            "judgepack after edit / cargo build --release after edit".to_string(),
            "judgepack after edit",
            "cargo build after edit",
        )];
        if equip {
            ratios.push(ratio(
                "judgepack after edit / cargo equip after edit".to_string(),
                "judgepack after edit",
                "cargo equip after edit",
            ));
        }
        if labels.len() == 2 {
            for what in ["cold", "re-run", "after edit"] {
                ratios.push(ratio(
                    format!("judgepack / baseline, {what}"),
                    &format!("judgepack {what}"),
                    &format!("baseline {what}"),
                ));
            }
        }
        let mut slowest: Vec<(String, f64, f64)> = rows
            .iter()
            .filter_map(|row| {
                let edit = row.runs.first()?.edit.filter(|t| t.ok)?;
                let cold = row.runs.first()?.cold.filter(|t| t.ok)?;
                Some((
                    format!("{}/{}", row.workspace, row.bin),
                    edit.wall,
                    cold.wall,
                ))
            })
            .collect();
        slowest.sort_by(|a, b| b.1.total_cmp(&a.1));
        slowest.truncate(5);
        Tables {
            stats,
            ratios,
            slowest,
        }
    }

    fn text(&self) -> String {
        let s = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.2}"));
        let mut text = format!(
            "{:<34} {:>7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}\n",
            "seconds", "bins", "median", "p95", "worst", "cpu med", "cpu p95", "cpu max"
        );
        for st in &self.stats {
            let _ = writeln!(
                text,
                "{:<34} {:>7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
                st.title,
                format!("{}/{}", st.counted, st.runs),
                s(st.wall[0]),
                s(st.wall[1]),
                s(st.wall[2]),
                s(st.cpu[0]),
                s(st.cpu[1]),
                s(st.cpu[2])
            );
        }
        let _ = writeln!(
            text,
            "\n{:<56} {:>5} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
            "ratio", "bins", "median", "best", "worst", "cpu med", "cpu best", "cpu max"
        );
        for r in &self.ratios {
            let _ = writeln!(
                text,
                "{:<56} {:>5} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
                r.title,
                r.bins,
                s(r.wall[0]),
                s(r.wall[1]),
                s(r.wall[2]),
                s(r.cpu[0]),
                s(r.cpu[1]),
                s(r.cpu[2])
            );
        }
        let _ = writeln!(
            text,
            "\nslowest after an edit (judgepack, bins it bundles): seconds after the edit, cold"
        );
        for (bin, edit, cold) in &self.slowest {
            let _ = writeln!(text, "  {bin:<48} {edit:>7.2} {cold:>7.2}");
        }
        text
    }

    fn markdown(&self, rows: &[Row], labels: &[&str]) -> String {
        let s = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.2}"));
        let mut text = String::from(
            "| seconds (wall) | bins | median | p95 | worst | CPU median | CPU p95 | CPU worst |\n|---|---:|---:|---:|---:|---:|---:|---:|\n",
        );
        for st in &self.stats {
            let _ = writeln!(
                text,
                "| {} | {} of {} | {} | {} | {} | {} | {} | {} |",
                st.title,
                st.counted,
                st.runs,
                s(st.wall[0]),
                s(st.wall[1]),
                s(st.wall[2]),
                s(st.cpu[0]),
                s(st.cpu[1]),
                s(st.cpu[2])
            );
        }
        text.push_str(
            "\n| ratio | bins | median | best | worst | CPU median | CPU best | CPU worst |\n|---|---:|---:|---:|---:|---:|---:|---:|\n",
        );
        for r in &self.ratios {
            let _ = writeln!(
                text,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                r.title,
                r.bins,
                s(r.wall[0]),
                s(r.wall[1]),
                s(r.wall[2]),
                s(r.cpu[0]),
                s(r.cpu[1]),
                s(r.cpu[2])
            );
        }
        text.push_str("\n| workspace | bin | bytes |");
        let titles: Vec<String> = rows
            .first()
            .map(|row| columns(row, labels).into_iter().map(|(t, _)| t).collect())
            .unwrap_or_default();
        for title in &titles {
            let _ = write!(text, " {title} |");
        }
        text.push_str(" notes |\n|---|---|---:|");
        for _ in &titles {
            text.push_str("---:|");
        }
        text.push_str("---|\n");
        for row in rows {
            let _ = write!(
                text,
                "| {} | {} | {} |",
                row.workspace,
                row.bin,
                row.bytes.map_or("-".to_string(), |b| b.to_string())
            );
            for (_, time) in columns(row, labels) {
                let _ = write!(text, " {} |", cell(time));
            }
            let _ = writeln!(
                text,
                " {} |",
                row.note.replace('|', "\\|").replace('`', "'")
            );
        }
        text
    }
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn the_edit_goes_after_mains_opening_brace() {
        let source = "// fn main() in a comment\nuse x;\n#[fastout]\nfn main() -> Result<(), E> {\n    solve();\n}\n";
        let at = main_body_start(source).unwrap();
        assert_eq!(&source[at - 1..at + 11], "{\n    solve(");
        assert_eq!(main_body_start("pub fn main () { }"), Some(16));
        assert_eq!(main_body_start("fn mainly() {}"), None);
    }

    #[test]
    fn a_failure_is_its_error_or_its_panic() {
        let stderr = "warning: resolver v1\nerror: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/itoa-1.0.19/src/lib.rs:1: no rules\n";
        assert_eq!(
            failure(stderr),
            "error: ~/itoa-1.0.19/src/lib.rs:1: no rules"
        );
        let stderr = "info: x\n\nthread 'main' (16341) panicked at /r/workspace.rs:695:30:\n`edition` modified invalidly\nnote: ...";
        assert_eq!(failure(stderr), "panicked: `edition` modified invalidly");
        assert_eq!(failure("\n  first\nsecond"), "first");
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let values: Vec<f64> = (1..=20).map(f64::from).collect();
        assert_eq!(percentile(&values, 50.0), Some(10.0));
        assert_eq!(percentile(&values, 95.0), Some(19.0));
        assert_eq!(percentile(&[3.0], 95.0), Some(3.0));
        assert_eq!(percentile(&[], 50.0), None);
        assert_eq!(median(&[1.0, 2.0, 4.0, 8.0]), Some(3.0));
        assert_eq!(median(&[1.0, 2.0, 4.0]), Some(2.0));
    }
}
