//! A draft checked by rustc: the scratch directory a check compiles in, the diagnostics it
//! reports, and the names rustc gives lints. Every stage that asks rustc about a draft (the
//! shrinking driver and its passes, the edition migration, the compact printer) checks it
//! here, with the answers cached across rounds and runs ([`crate::cache`]).
//!
//! Not here: what a pass does with the diagnostics.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use proc_macro2::LineColumn;
use syn::{ImplItem, Item};

use crate::cache;
use crate::error::Error;
use crate::scratch::ScratchDir;

/// rustc's lint for the patterns edition 2024 rejects (`ref x` where matching through a
/// reference binds by reference already), whose fixes [`Diagnostic::fixes`] keeps too.
pub(crate) const INCOMPATIBLE_PATTERNS: &str = "rust_2024_incompatible_pat";

/// Draft checks asked for, and how many of them the cache answered (for `--timings`).
pub(crate) static RUSTC_CHECKS: AtomicUsize = AtomicUsize::new(0);
pub(crate) static CACHED_CHECKS: AtomicUsize = AtomicUsize::new(0);

/// One rustc diagnostic, reduced to what the loop needs.
#[derive(Debug, Clone)]
pub(crate) struct Diagnostic {
    /// `error`, `warning`, ...
    pub level: String,
    /// The lint or error code (`dead_code`, `E0425`), if any.
    pub code: Option<String>,
    /// The one-line message.
    pub message: String,
    /// The full human-readable text.
    pub rendered: String,
    /// Primary spans: (start, end) with 1-based lines and 0-based columns, like proc-macro2.
    pub primary: Vec<(LineColumn, LineColumn)>,
    /// For a diagnostic inside a macro's expansion, where the outermost call of that
    /// expansion starts in the draft (the code rustc reports it of stands there, whatever file
    /// position the primary span shows: a `use` a `#[macro_export]` macro writes in its
    /// caller's module).
    pub macro_call: Option<LineColumn>,
    /// For an error, an [`INCOMPATIBLE_PATTERNS`] warning or a warning the check asked for
    /// ([`Scratch::check_linting`]), the fixes rustc suggests for it that are
    /// machine-applicable (what `cargo fix` would apply).
    pub fixes: Vec<rustfix::Suggestion>,
}

impl Diagnostic {
    /// An error of the code itself (not rustc's closing "aborting due to" summary).
    pub(crate) fn is_error(&self) -> bool {
        self.level == "error" && !self.message.starts_with("aborting due to")
    }

    /// Whether rustc reports it inside a macro's expansion.
    pub(crate) fn in_macro(&self) -> bool {
        self.rendered.contains("this error originates in the macro")
    }

    /// The identifiers and other words of the full text, notes included: what the trial
    /// passes match the names of what they removed against.
    pub(crate) fn words(&self) -> BTreeSet<&str> {
        self.rendered
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .collect()
    }

    /// The lint this diagnostic comes from: its code when that is a lint's name, or for a lint
    /// that reports under an error code ([`lint_name`]) that name (`E0133` only when rustc's
    /// note names the lint: it is also the hard error of an unsafe call outside any `unsafe`).
    pub(crate) fn lint(&self) -> Option<&str> {
        let code = self.code.as_deref()?;
        let lint = lint_name(code)?;
        // rustc's note names the lint on its first report only: another code counts as the
        // lint without it, unless it is also a hard error's.
        let unambiguous = lint == code || !HARD_ERRORS_TOO.contains(&code);
        (unambiguous || self.rendered.contains(&format!("({lint})]"))).then_some(lint)
    }

    /// What a judge would see as a failure or a warning: an error, or a warning from a lint
    /// (rustc's summary lines carry no code).
    pub(crate) fn is_problem(&self) -> bool {
        self.is_error() || (self.level == "warning" && self.code.is_some())
    }
}

/// Where drafts named by error messages are kept ([`keep_drafts_in`]).
static KEPT_DRAFTS: OnceLock<PathBuf> = OnceLock::new();

/// Keeps the drafts an error message names in `dir` (the `judgepack` binary names the
/// workspace's `target/judgepack/drafts/`) rather than in the temp folder. The first call wins.
pub fn keep_drafts_in(dir: PathBuf) {
    let _ = KEPT_DRAFTS.set(dir);
}

/// Where a unit test's failing drafts are kept (under the workspace's `target/`, one
/// directory per test process), so that no test leaves one in the temp folder.
#[cfg(test)]
pub(crate) fn keep_test_drafts() -> PathBuf {
    let drafts = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../target/judgepack-test-drafts")
        .join(std::process::id().to_string());
    keep_drafts_in(drafts.clone());
    drafts
}

/// A scratch directory for drafts, removed on drop unless kept for an error message.
#[derive(Debug)]
pub(crate) struct Scratch {
    dir: ScratchDir,
    /// What the scratch directory is for (a bin's name): the kept draft's file name.
    label: String,
    /// More rustc arguments (`--extern` for crates the judge provides).
    extra_args: Vec<String>,
    /// Whether code made here (LLVM IR) has debug assertions on, as the judge's build has
    /// them or not: what runs only inside a `debug_assert!` then runs, or not.
    debug_assertions: bool,
}

impl Scratch {
    /// A fresh directory under the system temp dir, unique per process and call.
    pub(crate) fn new(label: &str) -> Result<Scratch, Error> {
        let dir = ScratchDir::new(label).map_err(|error| {
            Error::new(format!(
                "cannot create a directory in {}: {error}",
                std::env::temp_dir().display()
            ))
            .help("check that the temp directory is writable")
        })?;
        Ok(Scratch {
            dir,
            label: label.to_string(),
            extra_args: Vec::new(),
            debug_assertions: true,
        })
    }

    /// The same scratch directory, compiling with `args` too.
    pub(crate) fn with_args(mut self, args: &[String]) -> Scratch {
        self.extra_args = args.to_vec();
        self
    }

    /// This scratch with code made with debug assertions `on` or off (on by default, as at
    /// opt-level 0).
    pub(crate) fn with_debug_assertions(mut self, on: bool) -> Scratch {
        self.debug_assertions = on;
        self
    }

    /// The path of `name` in the scratch directory.
    pub(crate) fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Keeps the draft for the error message that names it, and returns where: the
    /// workspace's `target/judgepack/drafts/<label>.rs` when the caller named that directory
    /// ([`keep_drafts_in`]; the temp folder is left as found), else the scratch directory,
    /// which then stays.
    pub(crate) fn keep(&mut self) -> PathBuf {
        let draft = self.dir.path().join("draft.rs");
        if let Some(dir) = KEPT_DRAFTS.get() {
            let kept = dir.join(format!("{}.rs", self.label));
            if std::fs::create_dir_all(dir).is_ok() && std::fs::copy(&draft, &kept).is_ok() {
                return kept;
            }
        }
        self.dir.keep();
        draft
    }

    /// [`Scratch::keep`], and `rendered` (rustc's text about the draft) naming the draft
    /// where it is kept.
    pub(crate) fn keep_for(&mut self, rendered: &str) -> (PathBuf, String) {
        let kept = self.keep();
        let rendered = self.naming_draft_as(rendered, &kept.display().to_string());
        (kept, rendered)
    }

    /// `rendered` (rustc's text about the draft) without the draft's temporary path, for
    /// messages that do not keep the draft: the scratch directory is removed on drop.
    pub(crate) fn unnamed(&self, rendered: &str) -> String {
        self.naming_draft_as(rendered, "<bundled draft>")
    }

    /// `rendered` with the draft's temporary path replaced by `name`.
    fn naming_draft_as(&self, rendered: &str, name: &str) -> String {
        rendered.replace(
            &self.dir.path().join("draft.rs").display().to_string(),
            name,
        )
    }

    /// Whether `file` compiles (no error; warnings do not count).
    pub(crate) fn compiles(&self, file: &syn::File, edition: &str) -> Result<bool, Error> {
        let diagnostics = self.check(&prettyplease::unparse(file), edition)?;
        Ok(!diagnostics.iter().any(Diagnostic::is_error))
    }

    /// Compiles `source` as a bin crate (metadata only) and returns rustc's diagnostics.
    /// A draft rustc has checked before (the same text, arguments and rustc) is answered
    /// from the cache (`crate::cache`).
    pub(crate) fn check(&self, source: &str, edition: &str) -> Result<Vec<Diagnostic>, Error> {
        self.check_linting(source, edition, &[], &[])
    }

    /// [`Scratch::check`] with the lints `warned` (rustc's names, or a group's) warned of as
    /// well, keeping the fixes of the warnings whose code `fixable` lists too.
    pub(crate) fn check_linting(
        &self,
        source: &str,
        edition: &str,
        warned: &[&str],
        fixable: &[&str],
    ) -> Result<Vec<Diagnostic>, Error> {
        let parse = |line: &str| parse_diagnostic(line, fixable);
        let draft = self.dir.path().join("draft.rs");
        let draft_name = draft.display().to_string();
        let lint_args: Vec<String> = warned.iter().map(|lint| format!("--warn={lint}")).collect();
        // Not with `--extern`s: their rmeta files are not part of the key.
        let key = cache::rustc_version_in(Path::new("."))
            .filter(|_| self.extra_args.is_empty())
            .map(|version| {
                format!(
                    "{version}{}{}\n{source}",
                    draft_args(edition).join(" "),
                    lint_args.concat()
                )
            });
        // Written even when the answer is cached: an error names the draft's file.
        std::fs::write(&draft, source)
            .map_err(|error| Error::new(format!("cannot write {}: {error}", draft.display())))?;
        let cached = key
            .as_ref()
            .and_then(|key| cache::lookup(cache::Kind::Check, key));
        RUSTC_CHECKS.fetch_add(1, Ordering::Relaxed);
        if let Some(stderr) = cached.and_then(|path| std::fs::read_to_string(path).ok()) {
            CACHED_CHECKS.fetch_add(1, Ordering::Relaxed);
            let stderr = stderr.replace(DRAFT_PLACEHOLDER, &draft_name);
            return Ok(stderr.lines().filter_map(parse).collect());
        }
        let mut command = draft_rustc(edition);
        command
            .args(["--error-format=json", "--emit=metadata"])
            .args(&lint_args)
            .args(&self.extra_args)
            .arg("-o")
            .arg(self.dir.path().join("draft.rmeta"))
            .arg(&draft);
        let start = std::time::Instant::now();
        let (stderr, status) = stderr_of(command, MAX_DIAGNOSTIC_BYTES)?;
        crate::bundle::notes::debug_note(&format!(
            "rustc check of a {} KB draft: {:.2} s",
            source.len() / 1000,
            start.elapsed().as_secs_f64()
        ));
        let diagnostics: Vec<Diagnostic> = stderr.lines().filter_map(parse).collect();
        let Some(status) = status else {
            // Cut short: not a whole answer, so never cached; what was read still names
            // the first errors.
            return Ok(diagnostics);
        };
        if !status.success() && !diagnostics.iter().any(|d| d.level == "error") {
            return Err(Error::new(format!(
                "rustc failed without a diagnostic: {stderr}"
            )));
        }
        if let Some(key) = key {
            let stderr = stderr.replace(&draft_name, DRAFT_PLACEHOLDER);
            cache::store(cache::Kind::Check, &key, |path| {
                std::fs::write(path, stderr)
            });
        }
        Ok(diagnostics)
    }

    /// Whether drafts can be compiled to code here: not against crates a judge provides, which
    /// come as rmeta files that hold no code to instantiate.
    pub(crate) fn generates_code(&self) -> bool {
        self.extra_args.is_empty()
    }

    /// Starts compiling `source` as a bin crate to LLVM IR without optimizations (every
    /// function the program can run is defined in it: [`crate::bundle::shrink::unrun`]) and
    /// does not wait: the child rustc (watched by the scratch directory, so that an interrupt
    /// kills it before the directory goes) and where its IR will be. `None` when code cannot
    /// be made here ([`Scratch::generates_code`]).
    pub(crate) fn start_llvm_ir(
        &self,
        source: &str,
        edition: &str,
    ) -> Result<Option<(Child, PathBuf)>, Error> {
        if !self.generates_code() {
            return Ok(None);
        }
        let draft = self.dir.path().join("instrumented.rs");
        let ir = self.dir.path().join("instrumented.ll");
        std::fs::write(&draft, source)
            .map_err(|error| Error::new(format!("cannot write {}: {error}", draft.display())))?;
        let child = llvm_ir_rustc(edition, &draft, &ir, self.debug_assertions)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| {
                Error::new(format!("cannot run rustc: {error}"))
                    .help("install a Rust toolchain with `rustc` on PATH")
            })?;
        self.dir.watch_child(child.id());
        Ok(Some((child, ir)))
    }

    /// Waits for the child [`Scratch::start_llvm_ir`] started and returns its IR (`None` when
    /// rustc failed); with `kill`, stops it first.
    pub(crate) fn finish_llvm_ir(&self, mut child: Child, ir: &Path, kill: bool) -> Option<String> {
        if kill {
            let _ = child.kill();
        }
        self.dir.unwatch_child();
        let status = child.wait().ok()?;
        let text = status
            .success()
            .then(|| std::fs::read_to_string(ir).ok())
            .flatten();
        let _ = std::fs::remove_file(ir);
        text
    }
}

/// The rustc command that compiles `draft` to LLVM IR in `ir` ([`Scratch::start_llvm_ir`]).
fn llvm_ir_rustc(edition: &str, draft: &Path, ir: &Path, debug_assertions: bool) -> Command {
    let mut command = draft_rustc(edition);
    let debug_assertions = if debug_assertions {
        "debug-assertions=yes"
    } else {
        "debug-assertions=no"
    };
    command
        .args([
            "--emit=llvm-ir",
            "-C",
            "opt-level=0",
            "-C",
            "codegen-units=1",
            "-C",
            debug_assertions,
        ])
        .args(["-C", "debuginfo=0", "--cap-lints", "allow"])
        .arg("-o")
        .arg(ir)
        .arg(draft);
    command
}

/// rustc's diagnostics past this many bytes are not read. A draft that lost an item named
/// everywhere can make gigabytes of errors (each carrying its code's whole explanation); the
/// first of them are all a pass needs, and the rest would fill memory and the cache.
const MAX_DIAGNOSTIC_BYTES: usize = 16 << 20;

/// Runs `command` and reads its stderr, up to about `limit` bytes: the text and the exit
/// status, or no status when the output went past `limit` and the process was killed.
fn stderr_of(mut command: Command, limit: usize) -> Result<(String, Option<ExitStatus>), Error> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| {
            Error::new(format!("cannot run rustc: {error}"))
                .help("install a Rust toolchain with `rustc` on PATH")
        })?;
    let mut text = Vec::new();
    let mut cut_short = false;
    if let Some(stderr) = child.stderr.take() {
        let mut reader = BufReader::new(stderr);
        loop {
            match reader.read_until(b'\n', &mut text) {
                Ok(0) | Err(_) => break,
                Ok(_) if text.len() > limit => {
                    cut_short = true;
                    break;
                }
                Ok(_) => {}
            }
        }
    }
    if cut_short {
        let _ = child.kill();
    }
    let status = child
        .wait()
        .map_err(|error| Error::new(format!("cannot wait for rustc: {error}")))?;
    let text = String::from_utf8_lossy(&text).into_owned();
    Ok((text, (!cut_short).then_some(status)))
}

/// rustc on a draft: a bin crate named `draft`.
fn draft_rustc(edition: &str) -> Command {
    let mut command = Command::new("rustc");
    command.args(draft_args(edition));
    command
}

/// The arguments of every draft check (part of its cache key too).
fn draft_args(edition: &str) -> [&str; 7] {
    [
        "--edition",
        edition,
        "--crate-type",
        "bin",
        "--crate-name",
        "draft",
        // Types in full: a long one (typenum's `UInt<UInt<..., ...>, ...>`) is otherwise cut
        // short, and the trial could not tell which impl it names.
        "--verbose",
    ]
}

/// The items of each third-party crate's module of `file` (the top-level modules named in
/// `third_party`), for the passes that only touch code nobody here edits.
pub(crate) fn third_party_items_mut<'a>(
    file: &'a mut syn::File,
    third_party: &'a BTreeSet<String>,
) -> impl Iterator<Item = &'a mut Vec<Item>> + 'a {
    file.items.iter_mut().filter_map(move |item| match item {
        Item::Mod(module) if third_party.contains(&module.ident.to_string()) => {
            module.content.as_mut().map(|(_, items)| items)
        }
        _ => None,
    })
}

/// The lints whose warnings carry an error code rather than their name.
const LINT_CODES: &[(&str, &str)] = &[
    ("E0133", "unsafe_op_in_unsafe_fn"),
    // Deny by default: ascii 1.1's `fn from(a: AsciiChar)` beside its variant `a`.
    ("E0170", "bindings_with_variant_name"),
];

/// The codes of [`LINT_CODES`] that hard errors report under too.
const HARD_ERRORS_TOO: &[&str] = &["E0133"];

/// The name of the lint a warning with `code` comes from, for `#[allow(..)]`: the code itself,
/// or for a lint that reports under an error code (`E0133`: `unsafe_op_in_unsafe_fn`) its
/// name; `None` for another error code (no `allow` can name it).
pub(crate) fn lint_name(code: &str) -> Option<&str> {
    let numbered = code.starts_with('E') && code[1..].chars().all(|c| c.is_ascii_digit());
    if !numbered {
        return Some(code);
    }
    LINT_CODES
        .iter()
        .find(|(known, _)| *known == code)
        .map(|(_, lint)| *lint)
}

/// The error codes the lints named `lints` report under (`E0133` for
/// `unsafe_op_in_unsafe_fn`).
pub(crate) fn codes_of<'a>(lints: impl Iterator<Item = &'a str>) -> Vec<&'static str> {
    let lints: Vec<&str> = lints.collect();
    LINT_CODES
        .iter()
        .filter(|(_, lint)| lints.contains(lint))
        .map(|(code, _)| *code)
        .collect()
}

/// The members of rustc's lint group `group` (`rust-2021-compatibility`), as `rustc -W help`
/// lists them (read once per process) and diagnostics name them (`bare_trait_objects`); empty
/// when rustc cannot say.
pub(crate) fn lint_group(group: &str) -> std::collections::HashSet<String> {
    static HELP: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let help = HELP.get_or_init(|| {
        std::process::Command::new("rustc")
            .args(["-W", "help"])
            .output()
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default()
    });
    help.lines()
        .filter_map(|line| line.trim_start().strip_prefix(group)?.strip_prefix(' '))
        .flat_map(|members| members.split(','))
        .map(|lint| lint.trim().replace('-', "_"))
        .filter(|lint| !lint.is_empty())
        .collect()
}

/// What stands for the draft's path in a cached check: each check has its own directory.
const DRAFT_PLACEHOLDER: &str = "<judgepack draft>";

/// Parses one line of rustc's JSON output; the fixes are kept for an error, an
/// [`INCOMPATIBLE_PATTERNS`] warning and a warning whose code `fixable` lists.
fn parse_diagnostic(line: &str, fixable: &[&str]) -> Option<Diagnostic> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    let text = |key: &str| {
        value
            .get(key)
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string()
    };
    let code = value
        .get("code")
        .and_then(|code| code.get("code"))
        .and_then(|code| code.as_str())
        .map(str::to_string);
    let primary = value
        .get("spans")
        .and_then(|spans| spans.as_array())
        .map(|spans| {
            spans
                .iter()
                .filter(|span| span.get("is_primary").and_then(|p| p.as_bool()) == Some(true))
                .filter_map(|span| {
                    let number = |key: &str| {
                        span.get(key)
                            .and_then(|n| n.as_u64())
                            .and_then(|n| usize::try_from(n).ok())
                    };
                    Some((
                        LineColumn {
                            line: number("line_start")?,
                            column: number("column_start")?.saturating_sub(1),
                        },
                        LineColumn {
                            line: number("line_end")?,
                            column: number("column_end")?.saturating_sub(1),
                        },
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    let macro_call = primary_span(&value).and_then(outermost_call);
    let level = text("level");
    let fixes = if level == "error"
        || code.as_deref() == Some(INCOMPATIBLE_PATTERNS)
        || code.as_deref().is_some_and(|code| fixable.contains(&code))
    {
        let mut fixes = rustfix::get_suggestions_from_json(
            line,
            &std::collections::HashSet::<String>::new(),
            rustfix::Filter::MachineApplicableOnly,
        )
        .unwrap_or_default();
        if code.as_deref() == Some(BARE_TRAIT_OBJECT) {
            for fix in &mut fixes {
                fix.solutions.retain(adds_dyn);
            }
            fixes.retain(|fix| !fix.solutions.is_empty());
            if fixes.is_empty() {
                fixes = dyn_in_macro_body(&value);
            }
        }
        fixes
    } else {
        Vec::new()
    };
    Some(Diagnostic {
        level,
        code,
        message: text("message"),
        rendered: text("rendered"),
        primary,
        macro_call,
        fixes,
    })
}

/// rustc's error for a trait object without `dyn` (edition 2021 on): it offers a generic
/// parameter, `impl` and `dyn`, all machine-applicable; only `dyn` is what the code meant in
/// the edition it was written for, as the `bare_trait_objects` lint's one fix says.
const BARE_TRAIT_OBJECT: &str = "E0782";

/// Whether every replacement of `solution` writes `dyn ` (see [`BARE_TRAIT_OBJECT`]).
fn adds_dyn(solution: &rustfix::Solution) -> bool {
    solution
        .replacements
        .iter()
        .all(|replacement| replacement.replacement.starts_with("dyn "))
}

/// The `dyn` fix rustc gives a bare trait object everywhere but in a `macro_rules!` body, for
/// one in the body of a macro the draft itself defines (text_io 0.1's `try_scan!` writes
/// `&mut Iterator<Item = u8>`): rustc points at the trait in the body, and `dyn ` before it
/// is what its lint `bare_trait_objects` writes outside a macro. Empty when the span is in
/// another file than the outermost call (a macro the draft does not define).
fn dyn_in_macro_body(diagnostic: &serde_json::Value) -> Vec<rustfix::Suggestion> {
    let Some(span) = primary_span(diagnostic) else {
        return Vec::new();
    };
    fn file(span: &serde_json::Value) -> Option<&str> {
        span.get("file_name").and_then(|f| f.as_str())
    }
    let in_draft = outermost_call_span(span)
        .is_some_and(|outer| file(outer).is_some() && file(outer) == file(span));
    if !in_draft {
        return Vec::new();
    }
    dyn_at_primary_span(diagnostic)
}

/// `dyn ` before what `diagnostic` (a bare trait object rustc gives no fix for) points at, as
/// a machine-applicable suggestion; none when `dyn` or `impl` already stands there.
pub(crate) fn dyn_at_primary_span(diagnostic: &serde_json::Value) -> Vec<rustfix::Suggestion> {
    let Some(span) = primary_span(diagnostic) else {
        return Vec::new();
    };
    // The code at the span, as rustc quotes it: `dyn` or `impl` already there is not this.
    let quoted = span
        .pointer("/text/0/text")
        .and_then(|text| text.as_str())
        .unwrap_or("");
    let column = span
        .get("column_start")
        .and_then(|c| c.as_u64())
        .and_then(|c| usize::try_from(c).ok())
        .unwrap_or(1);
    let at: String = quoted.chars().skip(column.saturating_sub(1)).collect();
    if at.starts_with("dyn ") || at.starts_with("impl ") {
        return Vec::new();
    }
    let mut insertion = span.clone();
    for (end, start) in [
        ("byte_end", "byte_start"),
        ("line_end", "line_start"),
        ("column_end", "column_start"),
    ] {
        if let Some(value) = insertion.get(start).cloned() {
            insertion[end] = value;
        }
    }
    insertion["is_primary"] = serde_json::Value::Bool(true);
    insertion["suggested_replacement"] = serde_json::Value::String("dyn ".to_string());
    insertion["suggestion_applicability"] =
        serde_json::Value::String("MachineApplicable".to_string());
    insertion["expansion"] = serde_json::Value::Null;
    let mut fixed = diagnostic.clone();
    fixed["children"] = serde_json::json!([{
        "message": "add `dyn` keyword before this trait",
        "code": null,
        "level": "help",
        "spans": [insertion],
        "children": [],
        "rendered": null,
    }]);
    rustfix::get_suggestions_from_json(
        &fixed.to_string(),
        &std::collections::HashSet::<String>::new(),
        rustfix::Filter::MachineApplicableOnly,
    )
    .unwrap_or_default()
}

/// The first primary span of a diagnostic in rustc's JSON.
fn primary_span(diagnostic: &serde_json::Value) -> Option<&serde_json::Value> {
    diagnostic
        .get("spans")?
        .as_array()?
        .iter()
        .find(|span| span.get("is_primary").and_then(|p| p.as_bool()) == Some(true))
}

/// The span of the outermost macro call whose expansion holds `span` (rustc's JSON `span.
/// expansion.span`, followed out), or `None` for a span of code written as it stands.
fn outermost_call_span(span: &serde_json::Value) -> Option<&serde_json::Value> {
    let mut call = span.get("expansion")?.get("span")?;
    while let Some(outer) = call.get("expansion").and_then(|e| e.get("span")) {
        call = outer;
    }
    Some(call)
}

/// Where the outermost macro call whose expansion holds `span` starts (rustc's JSON `span.
/// expansion.span`, followed out), or `None` for a span of code written as it stands.
fn outermost_call(span: &serde_json::Value) -> Option<LineColumn> {
    let call = outermost_call_span(span)?;
    let number = |key: &str| {
        call.get(key)
            .and_then(|n| n.as_u64())
            .and_then(|n| usize::try_from(n).ok())
    };
    Some(LineColumn {
        line: number("line_start")?,
        column: number("column_start")?.saturating_sub(1),
    })
}

pub(crate) fn impl_item_name(item: &ImplItem) -> Option<&syn::Ident> {
    match item {
        ImplItem::Const(item) => Some(&item.ident),
        ImplItem::Fn(item) => Some(&item.sig.ident),
        ImplItem::Type(item) => Some(&item.ident),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_draft_goes_to_the_named_directory_and_the_scratch_directory_goes() {
        let drafts = keep_test_drafts();
        let mut scratch = Scratch::new("kept-draft-test").expect("a scratch directory");
        std::fs::write(scratch.file("draft.rs"), "fn main() { oops }").expect("writable");
        let temporary = scratch.file("draft.rs").display().to_string();
        let (kept, rendered) = scratch.keep_for(&format!("error at {temporary}:1:13"));
        assert_eq!(kept, drafts.join("kept-draft-test.rs"));
        assert_eq!(rendered, format!("error at {}:1:13", kept.display()));
        assert_eq!(
            std::fs::read_to_string(&kept).expect("kept"),
            "fn main() { oops }"
        );
        let scratch_dir = scratch.dir.path().to_path_buf();
        drop(scratch);
        assert!(!scratch_dir.exists(), "the temp folder is left as found");
    }

    #[test]
    fn a_bare_trait_object_s_only_fix_is_dyn_as_its_edition_meant() {
        let scratch = Scratch::new("bare-trait-object-test").expect("a scratch directory");
        let source = "pub trait Expected {}\n\
                      pub fn f(exp: &Expected) -> usize { 0 }\nfn main() { let _ = f; }\n";
        let diagnostics = scratch.check(source, "2021").expect("rustc runs");
        let error = diagnostics
            .iter()
            .find(|d| d.code.as_deref() == Some(BARE_TRAIT_OBJECT))
            .expect("E0782");
        let replacements: Vec<&str> = error
            .fixes
            .iter()
            .flat_map(|fix| &fix.solutions)
            .flat_map(|solution| &solution.replacements)
            .map(|replacement| replacement.replacement.as_str())
            .collect();
        assert_eq!(replacements, ["dyn "]);
    }

    #[test]
    fn a_lint_reported_under_an_error_code_is_known_by_its_name() {
        let diagnostic = |code: &str, rendered: &str| Diagnostic {
            level: "error".to_string(),
            code: Some(code.to_string()),
            message: String::new(),
            rendered: rendered.to_string(),
            primary: Vec::new(),
            macro_call: None,
            fixes: Vec::new(),
        };
        assert_eq!(diagnostic("dead_code", "").lint(), Some("dead_code"));
        // The note names the lint on its first report only.
        assert_eq!(
            diagnostic("E0170", "").lint(),
            Some("bindings_with_variant_name")
        );
        assert_eq!(diagnostic("E0133", "call to unsafe function").lint(), None);
        assert_eq!(
            diagnostic("E0133", "= note: `#[deny(unsafe_op_in_unsafe_fn)]`").lint(),
            Some("unsafe_op_in_unsafe_fn")
        );
        assert_eq!(diagnostic("E0425", "").lint(), None);
    }

    #[test]
    fn endless_diagnostics_are_cut_short_and_the_process_killed() {
        let mut endless = Command::new("sh");
        endless.args(["-c", "yes error 1>&2"]);
        let (text, status) = stderr_of(endless, 1 << 16).expect("sh runs");
        assert!(status.is_none(), "a cut-short run has no status");
        assert!(
            text.len() > 1 << 16 && text.len() < 1 << 17,
            "{}",
            text.len()
        );

        let mut brief = Command::new("sh");
        brief.args(["-c", "echo said 1>&2; exit 3"]);
        let (text, status) = stderr_of(brief, 1 << 16).expect("sh runs");
        assert_eq!(text, "said\n");
        assert_eq!(status.and_then(|status| status.code()), Some(3));
    }

    #[test]
    fn parses_rustc_json_spans_to_proc_macro2_columns() {
        let line = r#"{"level":"warning","code":{"code":"dead_code"},"message":"function `f` is never used","rendered":"r","spans":[{"is_primary":true,"line_start":3,"column_start":4,"line_end":3,"column_end":5},{"is_primary":false,"line_start":1,"column_start":1,"line_end":1,"column_end":2}]}"#;
        let diagnostic = parse_diagnostic(line, &[]).expect("parses");
        assert_eq!(diagnostic.code.as_deref(), Some("dead_code"));
        assert_eq!(
            diagnostic.primary,
            [(
                LineColumn { line: 3, column: 3 },
                LineColumn { line: 3, column: 4 }
            )]
        );
        assert!(parse_diagnostic("not json", &[]).is_none());
    }

    /// A third-party module is silenced with the lint's name, never with an error code (an
    /// `#[allow(E0133)]` is an unknown lint, one more warning each round).
    #[test]
    fn warnings_under_error_codes_are_allowed_by_their_lint() {
        assert_eq!(lint_name("dead_code"), Some("dead_code"));
        assert_eq!(lint_name("E0133"), Some("unsafe_op_in_unsafe_fn"));
        assert_eq!(lint_name("E0599"), None);
        assert_eq!(
            codes_of(["keyword_idents_2024", "unsafe_op_in_unsafe_fn"].into_iter()),
            ["E0133"]
        );
    }
}
