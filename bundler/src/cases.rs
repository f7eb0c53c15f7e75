//! A bin's cases, read from wherever users already keep them ([`discover`]), any mix:
//!
//! - trycmd folders: `<cases>/<bin>/<case>.toml` with siblings `<case>.stdin`,
//!   `<case>.stdout` and optionally `<case>.stderr` (`<cases>` is `tests/cmd` unless
//!   configured; the same files drive `cargo test` and `judgepack check` / `judgepack test`);
//! - plain pairs in the same folder: `<cases>/<bin>/<case>.in` + `<case>.out`;
//! - online-judge-tools' `test/` folder: `<package>/test/<bin>/sample-1.in` + `sample-1.out`,
//!   or `<package>/test/` itself when the package has only this bin;
//! - cargo-compete's `<package>/testcases/<bin>.yml` (or `<src stem>.yml`: cargo-compete
//!   names bin `abc400-a`'s file `a.yml`): its `cases` with `in` / `out`, its `match` modes
//!   (`Exact`, `SplitWhitespace`, `Lines`, `Float`) and `extend` entries of `type: Text`.
//!
//! A case with no expected output is an error naming the file, never a pass. This module
//! only reads and validates; running a binary on a case and comparing its answer is
//! [`crate::run`]'s job.
//!
//! trycmd files:
//! The subset of trycmd's schema understood here: `bin.name`, `args` (an array, or a string
//! split on whitespace), `env.add`, inline `stdin` / `stdout` / `stderr`, and `status`
//! (`"success"`, `"failed"` or `status.code = N`). Any other key is an error naming the file,
//! so a case never silently means less than it says. Unlike trycmd, a case must give its
//! expected stdout: a judge compares stdout, so a case without it would test nothing.

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::Deserialize;

/// The exit status a case expects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpectedStatus {
    /// Exit code 0 (trycmd's default).
    Success,
    /// Any non-zero exit code.
    Failed,
    /// Exactly this exit code.
    Code(i32),
}

impl ExpectedStatus {
    /// Whether a process that exited with `code` meets this expectation.
    pub fn accepts(self, code: i32) -> bool {
        match self {
            ExpectedStatus::Success => code == 0,
            ExpectedStatus::Failed => code != 0,
            ExpectedStatus::Code(expected) => code == expected,
        }
    }

    /// Whether this expectation allows exit code 0.
    pub fn expects_success(self) -> bool {
        self.accepts(0)
    }
}

impl fmt::Display for ExpectedStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExpectedStatus::Success => f.write_str("exit code 0"),
            ExpectedStatus::Failed => f.write_str("a non-zero exit code"),
            ExpectedStatus::Code(code) => write!(f, "exit code {code}"),
        }
    }
}

/// How a case's stdout is compared with the expected one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Match {
    /// Byte for byte (after `\r\n` becomes `\n`), with trycmd's `[..]` wildcard.
    Exact,
    /// The same lines, trailing whitespace of each line and blank lines at the end ignored.
    Lines,
    /// The same whitespace-separated tokens (cargo-compete's `SplitWhitespace`).
    Tokens,
    /// The same lines in any order (a set of answers), as [`Match::Lines`] compares lines.
    Unordered,
    /// Token by token; two numbers match when they differ by at most `absolute` or by at
    /// most `relative` times the expected value, other tokens must be equal.
    Float {
        /// The absolute error allowed.
        absolute: f64,
        /// The relative error allowed.
        relative: f64,
    },
}

impl Match {
    /// The error a `float` comparison allows when none is given (AtCoder's usual 1e-6).
    pub const DEFAULT_ERROR: f64 = 1e-6;

    /// Parses `exact`, `lines`, `tokens`, `unordered`, `float` or `float:ERROR` (both
    /// errors) or `float:ABS:REL`.
    ///
    /// # Errors
    /// What is wrong with `text`, as one line.
    pub fn parse(text: &str) -> Result<Match, String> {
        let number = |part: &str| {
            part.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| format!("`{part}` is not a non-negative number"))
        };
        let mut parts = text.split(':');
        let head = parts.next().unwrap_or_default();
        let rest: Vec<&str> = parts.collect();
        match (head, rest.as_slice()) {
            ("exact", []) => Ok(Match::Exact),
            ("lines", []) => Ok(Match::Lines),
            ("tokens", []) => Ok(Match::Tokens),
            ("unordered", []) => Ok(Match::Unordered),
            ("float", []) => Ok(Match::Float {
                absolute: Match::DEFAULT_ERROR,
                relative: Match::DEFAULT_ERROR,
            }),
            ("float", [both]) => {
                let error = number(both)?;
                Ok(Match::Float {
                    absolute: error,
                    relative: error,
                })
            }
            ("float", [absolute, relative]) => Ok(Match::Float {
                absolute: number(absolute)?,
                relative: number(relative)?,
            }),
            _ => Err(format!(
                "unknown match mode `{text}`: use exact, lines, tokens, unordered, float, \
                 float:ERROR or float:ABS:REL"
            )),
        }
    }

    /// How a verdict line names this mode: `None` for [`Match::Exact`].
    pub fn label(&self) -> Option<String> {
        match self {
            Match::Exact => None,
            Match::Lines => Some("lines".into()),
            Match::Tokens => Some("tokens".into()),
            Match::Unordered => Some("unordered lines".into()),
            Match::Float { absolute, relative } if absolute == relative => {
                Some(format!("float {absolute:e}"))
            }
            Match::Float { absolute, relative } => {
                Some(format!("float abs {absolute:e} rel {relative:e}"))
            }
        }
    }
}

/// One case: what to feed the program and what it must answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    /// The file name without `.toml`; cases sort by it.
    pub name: String,
    /// The case's `.toml` file.
    pub path: PathBuf,
    /// `bin.name`, the binary trycmd runs (the problem's name for problem cases).
    pub bin_name: Option<String>,
    /// Command-line arguments.
    pub args: Vec<String>,
    /// Environment variables to set (`env.add`), sorted by name.
    pub env: Vec<(String, String)>,
    /// Bytes fed to stdin (empty when the case gives none).
    pub stdin: Vec<u8>,
    /// Expected stdout, with `\r\n` normalized to `\n`.
    pub stdout: String,
    /// Expected stderr, compared only when the case gives one.
    pub stderr: Option<String>,
    /// Expected exit status.
    pub status: ExpectedStatus,
    /// How stdout is compared, when the case file says (cargo-compete's `match`); else the
    /// command's choice, exact by default.
    pub matching: Option<Match>,
}

/// A case file that cannot be read or does not follow the format.
#[derive(Debug)]
pub struct CaseError {
    /// The offending file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

impl std::error::Error for CaseError {}

impl CaseError {
    fn new(path: &Path, message: impl Into<String>) -> CaseError {
        CaseError {
            path: path.to_owned(),
            message: message.into(),
        }
    }

    fn io(path: &Path, error: &io::Error) -> CaseError {
        CaseError::new(path, format!("cannot read: {error}"))
    }
}

/// The directory holding `problem`'s cases in the workspace at `root`:
/// `<root>/tests/cmd/<problem>`.
pub fn problem_dir(root: &Path, problem: &str) -> PathBuf {
    root.join("tests").join("cmd").join(problem)
}

/// Reads `problem`'s cases from [`problem_dir`], sorted by name, and checks that each one
/// runs the binary named `problem` (when it names one).
///
/// A problem without a case directory has no cases.
///
/// # Errors
/// [`CaseError`] naming the first file that cannot be read or parsed.
pub fn load_problem(root: &Path, problem: &str) -> Result<Vec<Case>, CaseError> {
    let dir = problem_dir(root, problem);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    // Messages name files as the user knows them: relative to the workspace root.
    let relative = |mut error: CaseError| {
        if let Ok(path) = error.path.strip_prefix(root) {
            error.path = path.to_path_buf();
        }
        error
    };
    let cases = load_dir(&dir).map_err(relative)?;
    for case in &cases {
        if let Some(bin) = case.bin_name.as_deref() {
            if bin != problem {
                return Err(relative(CaseError::new(
                    &case.path,
                    format!("bin.name is `{bin}`, expected `{problem}`"),
                )));
            }
        }
    }
    Ok(cases)
}

/// Where to look for one bin's cases; see the module docs for the formats.
#[derive(Debug, Clone)]
pub struct Lookup<'a> {
    /// The bin's name.
    pub bin: &'a str,
    /// The bin's root source file (its stem names a cargo-compete file too).
    pub src_path: &'a Path,
    /// The directory of the bin's package (holding its `Cargo.toml`).
    pub package_dir: &'a Path,
    /// Whether the package has no other bin (then `<package>/test/` is this bin's).
    pub only_bin: bool,
    /// The cases directory: `<root>/tests/cmd` unless configured.
    pub cases_dir: PathBuf,
    /// The workspace root; messages name files relative to it.
    pub root: &'a Path,
}

impl Lookup<'_> {
    /// The trycmd / plain folder: `<cases_dir>/<bin>`.
    pub fn bin_dir(&self) -> PathBuf {
        self.cases_dir.join(self.bin)
    }

    /// Every folder or file cases are read from, existing or not, in reading order.
    pub fn places(&self) -> Vec<PathBuf> {
        let mut places = vec![self.bin_dir()];
        let test = self.package_dir.join("test");
        places.push(test.join(self.bin));
        if self.only_bin {
            places.push(test);
        }
        let testcases = self.package_dir.join("testcases");
        places.push(testcases.join(format!("{}.yml", self.bin)));
        if let Some(stem) = self.src_path.file_stem().and_then(|s| s.to_str()) {
            // `src/main.rs` and `src/bin/a/main.rs` name nothing; `src/bin/a.rs` names `a`.
            if stem != "main" && stem != self.bin {
                places.push(testcases.join(format!("{stem}.yml")));
            }
        }
        let mut seen = Vec::new();
        places.retain(|place| {
            let key = fs::canonicalize(place).unwrap_or_else(|_| place.clone());
            let new = !seen.contains(&key);
            seen.push(key);
            new
        });
        places
    }

    /// Whether any place holds a case file (a cheap look, without reading them).
    pub fn has_cases(&self) -> bool {
        self.places().iter().any(|place| {
            if place.extension().is_some_and(|ext| ext == "yml") {
                return place.is_file();
            }
            fs::read_dir(place).is_ok_and(|entries| {
                entries.filter_map(Result::ok).any(|entry| {
                    let path = entry.path();
                    path.is_file()
                        && path
                            .extension()
                            .is_some_and(|ext| ext == "toml" || ext == "in" || ext == "out")
                })
            })
        })
    }
}

/// Reads every case [`Lookup`] points at, any mix of formats: trycmd and plain pairs in
/// `<cases>/<bin>/` (each sorted by name), then online-judge-tools' folders, then
/// cargo-compete's file. No place existing means no cases.
///
/// # Errors
/// [`CaseError`] naming (relative to the root) the first file that cannot be read or
/// parsed, or that has no expected output.
pub fn discover(lookup: &Lookup) -> Result<Vec<Case>, CaseError> {
    let relative = |mut error: CaseError| {
        if let Ok(path) = error.path.strip_prefix(lookup.root) {
            error.path = path.to_path_buf();
        }
        error
    };
    let mut cases = Vec::new();
    for place in lookup.places() {
        if place.extension().is_some_and(|ext| ext == "yml") {
            if place.is_file() {
                cases.extend(load_compete(&place).map_err(relative)?);
            }
            continue;
        }
        if !place.is_dir() {
            continue;
        }
        if place == lookup.bin_dir() {
            let trycmd = load_dir(&place).map_err(relative)?;
            for case in &trycmd {
                if let Some(bin) = case.bin_name.as_deref() {
                    if bin != lookup.bin {
                        return Err(relative(CaseError::new(
                            &case.path,
                            format!("bin.name is `{bin}`, expected `{}`", lookup.bin),
                        )));
                    }
                }
            }
            cases.extend(trycmd);
        }
        cases.extend(load_pairs(&place).map_err(relative)?);
    }
    Ok(cases)
}

/// Reads the plain pairs `<name>.in` + `<name>.out` in `dir` (not recursing), sorted by
/// name. Online-judge-tools' `sample-1.in` / `sample-1.out` are such pairs.
///
/// # Errors
/// [`CaseError`] naming a `.in` without its `.out` (or the other way round), or a file that
/// cannot be read.
pub fn load_pairs(dir: &Path) -> Result<Vec<Case>, CaseError> {
    let entries = fs::read_dir(dir).map_err(|e| CaseError::io(dir, &e))?;
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| CaseError::io(dir, &e))?.path();
        if path.is_file()
            && path
                .extension()
                .is_some_and(|ext| ext == "in" || ext == "out")
        {
            paths.push(path);
        }
    }
    paths.sort();
    let mut cases = Vec::new();
    for path in &paths {
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        if path.extension().is_some_and(|ext| ext == "out") {
            if !path.with_extension("in").is_file() {
                return Err(CaseError::new(
                    path,
                    format!("expected output without input: add `{name}.in`"),
                ));
            }
            continue;
        }
        let expected = read_optional_text(&path.with_extension("out"))?.ok_or_else(|| {
            CaseError::new(
                path,
                format!("no expected output: add `{name}.out` (an empty file if none)"),
            )
        })?;
        cases.push(Case {
            name,
            path: path.clone(),
            bin_name: None,
            args: Vec::new(),
            env: Vec::new(),
            stdin: fs::read(path).map_err(|e| CaseError::io(path, &e))?,
            stdout: normalize_newlines(&expected),
            stderr: None,
            status: ExpectedStatus::Success,
            matching: None,
        });
    }
    Ok(cases)
}

/// Reads a cargo-compete test suite (`testcases/<problem>.yml`): `type: Batch`, its
/// `cases` (`name`, `in`, `out`, `match`), the suite's `match`, and `extend` entries of
/// `type: Text` (`path` relative to the file, `in` / `out` patterns like `/in/*.txt`,
/// paired by file stem). `SystemTestCases` entries (downloaded elsewhere) are skipped.
///
/// # Errors
/// [`CaseError`] naming the file when it is not such a suite, a case has no `out`, or an
/// extended input has no output.
pub fn load_compete(path: &Path) -> Result<Vec<Case>, CaseError> {
    let text = fs::read_to_string(path).map_err(|e| CaseError::io(path, &e))?;
    let suite: compete::Suite = serde_saphyr::from_str(&text)
        .map_err(|e| CaseError::new(path, format!("not a cargo-compete test suite: {e}")))?;
    let (suite_match, raw_cases, extend) = match suite {
        compete::Suite::Batch {
            matching,
            cases,
            extend,
        } => (matching, cases, extend),
        compete::Suite::Interactive {} | compete::Suite::Unsubmittable {} => {
            return Err(CaseError::new(
                path,
                "only `type: Batch` suites can be run (interactive problems cannot)",
            ))
        }
    };
    let suite_match = suite_match.map(compete::Match::into_match);
    let mut cases = Vec::new();
    for (index, raw) in raw_cases.into_iter().enumerate() {
        let name = raw.name.unwrap_or_else(|| format!("case{}", index + 1));
        let out = raw.out.ok_or_else(|| {
            CaseError::new(
                path,
                format!("case `{name}` has no `out` (expected output)"),
            )
        })?;
        cases.push(compete_case(
            path,
            name,
            raw.input.into_bytes(),
            &out,
            raw.matching.map(compete::Match::into_match).or(suite_match),
        ));
    }
    let parent = path.parent().unwrap_or(Path::new("."));
    for entry in extend {
        let compete::Additional::Text {
            path: base,
            input,
            out,
            matching,
        } = entry
        else {
            continue;
        };
        let base = parent.join(base.strip_prefix(".").unwrap_or(&base));
        let inputs = glob(&base, &input).map_err(|e| CaseError::io(&base, &e))?;
        let outputs = glob(&base, &out).map_err(|e| CaseError::io(&base, &e))?;
        let matching = matching.map(compete::Match::into_match).or(suite_match);
        for (name, input_path) in inputs {
            let Some(output_path) = outputs.get(&name) else {
                return Err(CaseError::new(
                    &input_path,
                    format!("no expected output: `{out}` under the `extend` path has no `{name}`"),
                ));
            };
            let input = fs::read(&input_path).map_err(|e| CaseError::io(&input_path, &e))?;
            let expected = read_optional_text(output_path)?.unwrap_or_default();
            let mut case = compete_case(path, name, input, &expected, matching);
            case.path = input_path;
            cases.push(case);
        }
    }
    Ok(cases)
}

fn compete_case(
    path: &Path,
    name: String,
    stdin: Vec<u8>,
    out: &str,
    matching: Option<Match>,
) -> Case {
    Case {
        name,
        path: path.to_owned(),
        bin_name: None,
        args: Vec::new(),
        env: Vec::new(),
        stdin,
        stdout: normalize_newlines(out),
        stderr: None,
        status: ExpectedStatus::Success,
        matching,
    }
}

/// The files under `base` matching `pattern` (`/in/*.txt`: a path relative to `base`
/// whose last part may hold `*` wildcards), keyed by file stem.
fn glob(base: &Path, pattern: &str) -> io::Result<BTreeMap<String, PathBuf>> {
    let pattern = pattern.trim_start_matches('/');
    let (dir, file) = match pattern.rsplit_once('/') {
        Some((dir, file)) => (base.join(dir), file),
        None => (base.to_path_buf(), pattern),
    };
    let mut found = BTreeMap::new();
    if !dir.is_dir() {
        return Ok(found);
    }
    for entry in fs::read_dir(&dir)? {
        let path = entry?.path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if path.is_file() && wildcard(file, name) {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            found.insert(stem, path);
        }
    }
    Ok(found)
}

/// Whether `name` matches `pattern`, where `*` stands for any run of characters.
fn wildcard(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, tail)) => {
            let Some(rest) = name.strip_prefix(head) else {
                return false;
            };
            (0..=rest.len())
                .filter(|&i| rest.is_char_boundary(i))
                .any(|i| wildcard(tail, &rest[i..]))
        }
    }
}

/// cargo-compete's test suite schema (the part judgepack runs).
mod compete {
    use std::path::PathBuf;

    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(tag = "type")]
    pub(super) enum Suite {
        Batch {
            #[serde(rename = "match")]
            matching: Option<Match>,
            #[serde(default)]
            cases: Vec<RawCase>,
            #[serde(default)]
            extend: Vec<Additional>,
        },
        Interactive {},
        Unsubmittable {},
    }

    #[derive(Deserialize)]
    pub(super) struct RawCase {
        pub name: Option<String>,
        #[serde(rename = "in")]
        pub input: String,
        pub out: Option<String>,
        #[serde(rename = "match")]
        pub matching: Option<Match>,
    }

    #[derive(Deserialize)]
    #[serde(tag = "type")]
    pub(super) enum Additional {
        Text {
            path: PathBuf,
            #[serde(rename = "in")]
            input: String,
            out: String,
            #[serde(rename = "match")]
            matching: Option<Match>,
        },
        SystemTestCases {},
    }

    #[derive(Deserialize)]
    pub(super) enum Match {
        Exact,
        SplitWhitespace,
        Lines,
        Float {
            relative_error: Option<f64>,
            absolute_error: Option<f64>,
        },
    }

    impl Match {
        pub(super) fn into_match(self) -> super::Match {
            match self {
                Match::Exact => super::Match::Exact,
                Match::SplitWhitespace => super::Match::Tokens,
                Match::Lines => super::Match::Lines,
                Match::Float {
                    relative_error,
                    absolute_error,
                } => super::Match::Float {
                    absolute: absolute_error.unwrap_or(0.0),
                    relative: relative_error.unwrap_or(0.0),
                },
            }
        }
    }
}

/// Reads every `*.toml` case in `dir` (not recursing), sorted by name.
///
/// # Errors
/// [`CaseError`] naming the directory when it cannot be listed, or the first case file that
/// cannot be read or parsed.
pub fn load_dir(dir: &Path) -> Result<Vec<Case>, CaseError> {
    let entries = fs::read_dir(dir).map_err(|e| CaseError::io(dir, &e))?;
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| CaseError::io(dir, &e))?.path();
        if path.extension().is_some_and(|ext| ext == "toml") {
            paths.push(path);
        }
    }
    paths.sort();
    paths.iter().map(|path| load_case(path)).collect()
}

/// Reads the case whose `.toml` file is `path`, with its sibling files.
///
/// # Errors
/// [`CaseError`] naming the file that cannot be read or does not follow the format.
pub fn load_case(path: &Path) -> Result<Case, CaseError> {
    let name = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .ok_or_else(|| CaseError::new(path, "not a case file name"))?;
    let text = fs::read_to_string(path).map_err(|e| CaseError::io(path, &e))?;
    let raw: RawCase =
        toml::from_str(&text).map_err(|e| CaseError::new(path, e.to_string().trim_end()))?;

    let stdin = match raw.stdin {
        Some(inline) => inline.into_bytes(),
        None => read_optional(&path.with_extension("stdin"))?.unwrap_or_default(),
    };
    let stdout = match raw.stdout {
        Some(inline) => inline,
        None => read_optional_text(&path.with_extension("stdout"))?.ok_or_else(|| {
            CaseError::new(
                path,
                format!("no expected stdout: add `{name}.stdout` (an empty file if none)"),
            )
        })?,
    };
    let stderr = match raw.stderr {
        Some(inline) => Some(inline),
        None => read_optional_text(&path.with_extension("stderr"))?,
    };
    let status = match raw.status {
        None => ExpectedStatus::Success,
        Some(RawStatus::Code { code }) => ExpectedStatus::Code(code),
        Some(RawStatus::Named(word)) => match word.as_str() {
            "success" => ExpectedStatus::Success,
            "failed" => ExpectedStatus::Failed,
            other => {
                return Err(CaseError::new(
                    path,
                    format!(
                        "status `{other}` is not supported; use \"success\", \"failed\" \
                         or status.code = N"
                    ),
                ))
            }
        },
    };
    let args = match raw.args {
        None => Vec::new(),
        Some(RawArgs::Split(args)) => args,
        Some(RawArgs::Joined(line)) => {
            if line.contains(['"', '\'', '\\']) {
                return Err(CaseError::new(
                    path,
                    "quoting in `args` is not supported; write args as an array",
                ));
            }
            line.split_whitespace().map(str::to_owned).collect()
        }
    };

    Ok(Case {
        name,
        path: path.to_owned(),
        bin_name: raw.bin.and_then(|bin| bin.name),
        args,
        env: raw
            .env
            .map(|env| env.add.into_iter().collect())
            .unwrap_or_default(),
        stdin,
        stdout: normalize_newlines(&stdout),
        stderr: stderr.as_deref().map(normalize_newlines),
        status,
        matching: None,
    })
}

/// Replaces every `\r\n` by `\n`, as trycmd does before comparing.
pub fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n")
}

fn read_optional(path: &Path) -> Result<Option<Vec<u8>>, CaseError> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(CaseError::io(path, &e)),
    }
}

fn read_optional_text(path: &Path) -> Result<Option<String>, CaseError> {
    read_optional(path)?
        .map(|bytes| String::from_utf8(bytes).map_err(|_| CaseError::new(path, "not UTF-8 text")))
        .transpose()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCase {
    bin: Option<RawBin>,
    args: Option<RawArgs>,
    env: Option<RawEnv>,
    stdin: Option<String>,
    stdout: Option<String>,
    stderr: Option<String>,
    status: Option<RawStatus>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBin {
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEnv {
    #[serde(default)]
    add: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawArgs {
    Split(Vec<String>),
    Joined(String),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawStatus {
    Named(String),
    Code { code: i32 },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::ScratchDir;

    fn write(dir: &Path, name: &str, text: &str) {
        fs::write(dir.join(name), text).expect("scratch dir is writable");
    }

    #[test]
    fn reads_a_case_with_its_sibling_files() {
        let dir = ScratchDir::new("cases").unwrap();
        write(
            dir.path(),
            "bad.toml",
            "bin.name = \"uva197\"\nstatus.code = 1\n",
        );
        write(dir.path(), "bad.stdin", "x\n");
        write(dir.path(), "bad.stdout", "");
        write(dir.path(), "bad.stderr", "error: line 1\r\n");
        let case = load_case(&dir.path().join("bad.toml")).unwrap();
        assert_eq!(case.name, "bad");
        assert_eq!(case.bin_name.as_deref(), Some("uva197"));
        assert_eq!(case.args, Vec::<String>::new());
        assert_eq!(case.stdin, b"x\n");
        assert_eq!(case.stdout, "");
        assert_eq!(case.stderr.as_deref(), Some("error: line 1\n"));
        assert_eq!(case.status, ExpectedStatus::Code(1));
    }

    #[test]
    fn reads_inline_fields_and_named_status() {
        let dir = ScratchDir::new("cases").unwrap();
        write(
            dir.path(),
            "a.toml",
            "bin.name = \"p\"\nargs = \"--x  y\"\nstdin = \"1 2\"\nstdout = \"3\\n\"\n\
             status = \"failed\"\nenv.add = { B = \"2\", A = \"1\" }\n",
        );
        let case = load_case(&dir.path().join("a.toml")).unwrap();
        assert_eq!(case.args, ["--x", "y"]);
        assert_eq!(case.stdin, b"1 2");
        assert_eq!(case.stdout, "3\n");
        assert_eq!(case.stderr, None);
        assert_eq!(case.status, ExpectedStatus::Failed);
        let env = [
            ("A".to_owned(), "1".to_owned()),
            ("B".to_owned(), "2".to_owned()),
        ];
        assert_eq!(case.env, env);
    }

    #[test]
    fn sorts_cases_by_name_and_ignores_other_files() {
        let dir = ScratchDir::new("cases").unwrap();
        for name in ["b", "a", "c10", "c2"] {
            write(dir.path(), &format!("{name}.toml"), "args = [\"--v\"]\n");
            write(dir.path(), &format!("{name}.stdout"), name);
        }
        write(dir.path(), "notes.md", "not a case");
        let names: Vec<String> = load_dir(dir.path())
            .unwrap()
            .into_iter()
            .map(|case| case.name)
            .collect();
        assert_eq!(names, ["a", "b", "c10", "c2"]);
    }

    #[test]
    fn malformed_toml_names_the_file() {
        let dir = ScratchDir::new("cases").unwrap();
        write(dir.path(), "broken.toml", "bin.name = \n");
        let error = load_dir(dir.path()).unwrap_err();
        assert_eq!(error.path, dir.path().join("broken.toml"));
        assert!(error.to_string().contains("broken.toml"), "{error}");
    }

    #[test]
    fn unknown_keys_and_statuses_are_errors() {
        let dir = ScratchDir::new("cases").unwrap();
        write(dir.path(), "typo.toml", "stauts.code = 1\n");
        write(dir.path(), "typo.stdout", "");
        let error = load_case(&dir.path().join("typo.toml")).unwrap_err();
        assert!(error.message.contains("stauts"), "{error}");

        write(dir.path(), "sig.toml", "status = \"interrupted\"\n");
        write(dir.path(), "sig.stdout", "");
        let error = load_case(&dir.path().join("sig.toml")).unwrap_err();
        assert!(error.message.contains("interrupted"), "{error}");
    }

    #[test]
    fn a_case_without_expected_stdout_is_an_error() {
        let dir = ScratchDir::new("cases").unwrap();
        write(dir.path(), "lonely.toml", "bin.name = \"p\"\n");
        let error = load_case(&dir.path().join("lonely.toml")).unwrap_err();
        assert!(error.message.contains("lonely.stdout"), "{error}");
    }

    #[test]
    fn problem_cases_must_run_the_problem() {
        let root = ScratchDir::new("cases").unwrap();
        let dir = problem_dir(root.path(), "uva810");
        fs::create_dir_all(&dir).unwrap();
        write(&dir, "s.toml", "bin.name = \"uva197\"\n");
        write(&dir, "s.stdout", "");
        let error = load_problem(root.path(), "uva810").unwrap_err();
        assert!(error.message.contains("uva197"), "{error}");
        assert_eq!(load_problem(root.path(), "none").unwrap(), Vec::new());
    }

    #[test]
    fn discovers_every_format_and_names_a_case_without_output() {
        let root = ScratchDir::new("cases").unwrap();
        let package = root.path().join("p");
        let cases_dir = root.path().join("tests").join("cmd");
        let bin_dir = cases_dir.join("p-a");
        let oj = package.join("test").join("p-a");
        let compete = package.join("testcases");
        for dir in [
            &bin_dir,
            &oj,
            &compete.join("a").join("in"),
            &compete.join("a").join("out"),
        ] {
            fs::create_dir_all(dir).unwrap();
        }
        write(&bin_dir, "t.toml", "bin.name = \"p-a\"\n");
        write(&bin_dir, "t.stdout", "1\n");
        write(&bin_dir, "plain.in", "1\n");
        write(&bin_dir, "plain.out", "2\n");
        write(&oj, "sample-1.in", "3\n");
        write(&oj, "sample-1.out", "4\n");
        write(
            &compete,
            "a.yml",
            "---\ntype: Batch\ntimelimit: 2s\nmatch: Lines\n\ncases:\n  - name: s1\n    in: |\n      5\n    \
             out: |\n      6\n  - name: s2\n    in: \"7\\n\"\n    out: \"8\\n\"\n    match:\n      Float:\n        \
             relative_error: 1e-3\n\nextend:\n  - type: Text\n    path: \"./a\"\n    in: /in/*.txt\n    out: /out/*.txt\n",
        );
        write(&compete.join("a").join("in"), "x.txt", "9\n");
        write(&compete.join("a").join("out"), "x.txt", "10\n");
        let src = package.join("src").join("bin").join("a.rs");
        let lookup = Lookup {
            bin: "p-a",
            src_path: &src,
            package_dir: &package,
            only_bin: false,
            cases_dir: cases_dir.clone(),
            root: root.path(),
        };
        assert!(lookup.has_cases());
        let cases = discover(&lookup).unwrap();
        let summary: Vec<(&str, &str, Option<Match>)> = cases
            .iter()
            .map(|c| (c.name.as_str(), c.stdout.as_str(), c.matching))
            .collect();
        assert_eq!(
            summary,
            [
                ("t", "1\n", None),
                ("plain", "2\n", None),
                ("sample-1", "4\n", None),
                ("s1", "6\n", Some(Match::Lines)),
                (
                    "s2",
                    "8\n",
                    Some(Match::Float {
                        absolute: 0.0,
                        relative: 1e-3
                    })
                ),
                ("x", "10\n", Some(Match::Lines)),
            ]
        );
        assert_eq!(cases[1].stdin, b"1\n");

        write(&oj, "sample-2.in", "5\n");
        let error = discover(&lookup).unwrap_err();
        assert_eq!(error.path, Path::new("p/test/p-a/sample-2.in"));
        assert!(error.message.contains("sample-2.out"), "{error}");
    }

    #[test]
    fn parses_match_modes() {
        assert_eq!(Match::parse("lines"), Ok(Match::Lines));
        assert_eq!(
            Match::parse("float:1e-9"),
            Ok(Match::Float {
                absolute: 1e-9,
                relative: 1e-9
            })
        );
        assert_eq!(
            Match::parse("float:0.5:0"),
            Ok(Match::Float {
                absolute: 0.5,
                relative: 0.0
            })
        );
        assert!(Match::parse("fuzzy").is_err());
        assert!(Match::parse("float:x").is_err());
        assert_eq!(Match::Exact.label(), None);
        assert_eq!(Match::Unordered.label().as_deref(), Some("unordered lines"));
    }

    #[test]
    fn expected_status_accepts_codes() {
        assert!(ExpectedStatus::Success.accepts(0));
        assert!(!ExpectedStatus::Success.accepts(1));
        assert!(ExpectedStatus::Failed.accepts(101));
        assert!(!ExpectedStatus::Failed.expects_success());
        assert!(ExpectedStatus::Code(1).accepts(1));
        assert!(!ExpectedStatus::Code(1).accepts(2));
    }
}
