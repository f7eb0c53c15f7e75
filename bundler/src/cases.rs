//! A problem's cases, read from the trycmd files the snapshot suite runs.
//!
//! Every case is `tests/cmd/<problem>/<case>.toml` with siblings `<case>.stdin`,
//! `<case>.stdout` and optionally `<case>.stderr` (trycmd's format, so the same files drive
//! `cargo test` and `judgepack check` / `judgepack test`). This module only reads and
//! validates them; running a binary on a case is [`crate::run`]'s job.
//!
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

/// One case: what to feed the program and what it must answer.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    use crate::run::ScratchDir;

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
    fn expected_status_accepts_codes() {
        assert!(ExpectedStatus::Success.accepts(0));
        assert!(!ExpectedStatus::Success.accepts(1));
        assert!(ExpectedStatus::Failed.accepts(101));
        assert!(!ExpectedStatus::Failed.expects_success());
        assert!(ExpectedStatus::Code(1).accepts(1));
        assert!(!ExpectedStatus::Code(1).accepts(2));
    }
}
