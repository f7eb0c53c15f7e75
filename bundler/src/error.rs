//! The one error type of judgepack: what went wrong, where (file and line when known), and
//! what to do about it.
//!
//! It is not a catch-all wrapper around other error types: every place that fails says in
//! words what it was doing, so the message alone is enough to act on.

use std::fmt;
use std::path::{Path, PathBuf};

/// An error with an optional source location and an optional piece of advice.
///
/// Displays as
///
/// ```text
/// error: <file>:<line>: <what>
///   help: <what to do>
/// ```
///
/// where the location and the `help` line appear only when known.
///
/// # Example
///
/// ```
/// use judgepack::error::Error;
///
/// let error = Error::new("glob re-export of crate `puzzle`")
///     .at("solver/judge-io/src/lib.rs", Some(3))
///     .help("write the names out");
/// assert_eq!(
///     error.to_string(),
///     "error: solver/judge-io/src/lib.rs:3: glob re-export of crate `puzzle`\n  help: write the names out",
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    file: Option<PathBuf>,
    line: Option<usize>,
    what: String,
    help: Option<String>,
}

impl Error {
    /// An error without a location or advice; add them with [`Error::at`] and [`Error::help`].
    pub fn new(what: impl Into<String>) -> Error {
        Error {
            file: None,
            line: None,
            what: what.into(),
            help: None,
        }
    }

    /// Sets the location: a file (best relative to the workspace root) and, if known, a
    /// 1-based line.
    pub fn at(mut self, file: impl Into<PathBuf>, line: Option<usize>) -> Error {
        self.file = Some(file.into());
        self.line = line;
        self
    }

    /// Sets the advice printed on the `help:` line.
    pub fn help(mut self, help: impl Into<String>) -> Error {
        self.help = Some(help.into());
        self
    }

    /// The file the error is about, if known.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The 1-based line the error is about, if known.
    pub fn line(&self) -> Option<usize> {
        self.line
    }

    /// What went wrong, without location or advice.
    pub fn what(&self) -> &str {
        &self.what
    }

    /// The advice, if any.
    pub fn advice(&self) -> Option<&str> {
        self.help.as_deref()
    }
}

impl Error {
    /// The same message as a warning: `warning: <file>:<line>: <what>`, for what does not
    /// stop the command (a warning in the user's own code, without `--deny-warnings`).
    pub fn as_warning(&self) -> String {
        let text = self.to_string();
        format!("warning: {}", text.strip_prefix("error: ").unwrap_or(&text))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("error: ")?;
        if let Some(file) = &self.file {
            write!(f, "{}", file.display())?;
            if let Some(line) = self.line {
                write!(f, ":{line}")?;
            }
            f.write_str(": ")?;
        }
        f.write_str(&self.what)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_without_location_or_help() {
        assert_eq!(Error::new("boom").to_string(), "error: boom");
    }

    #[test]
    fn display_with_file_but_no_line() {
        let error = Error::new("boom").at("a/b.rs", None);
        assert_eq!(error.to_string(), "error: a/b.rs: boom");
        assert_eq!(error.file(), Some(Path::new("a/b.rs")));
        assert_eq!(error.line(), None);
    }

    #[test]
    fn display_with_everything() {
        let error = Error::new("boom").at("a/b.rs", Some(7)).help("do less");
        assert_eq!(error.to_string(), "error: a/b.rs:7: boom\n  help: do less");
        assert_eq!(error.what(), "boom");
        assert_eq!(error.advice(), Some("do less"));
    }
}
