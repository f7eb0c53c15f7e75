//! judge-io: what every judge submission needs around its algorithm.
//!
//! - [`Input`] owns all of stdin and scans it as bytes, knowing the line and column (both
//!   1-based, columns counted in bytes) of everything it hands out, so every complaint about
//!   the input can say where it is.
//! - [`InputError`] is such a complaint: `line L, column C: message`.
//! - [`Output`] buffers what the program prints; writing never fails from the caller's view.
//! - [`run`] glues them together for a problem's `main`: read stdin, solve, flush, and on an
//!   input error report it on stderr and exit with status 1 after flushing the answers already
//!   printed. [`run_on`] does the same in memory for unit tests.
//! - [`topcoder`] parses TopCoder `String[]` literals.
//!
//! Not its job: any algorithm, or knowledge of a particular problem's format.
//!
//! ```
//! use judge_io::{run_on, Input, InputError, Output};
//!
//! fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
//!     let n: usize = input.int("count")?;
//!     let mut sum = 0i64;
//!     for _ in 0..n {
//!         sum += input.int::<i64>("number")?;
//!     }
//!     writeln!(out, "{sum}");
//!     Ok(())
//! }
//!
//! assert_eq!(run_on(b"3\n1 -2 40\n", solve), ("39\n".to_string(), Ok(())));
//! let (printed, result) = run_on(b"3\n1 x", solve);
//! assert_eq!(printed, "");
//! assert_eq!(result.unwrap_err().to_string(), "line 2, column 3: expected number, found `x`");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

pub mod topcoder;

/// A complaint about the input: where (1-based line and byte column) and what.
///
/// `Display` prints `line L, column C: message`; [`run`] prefixes `error: <problem>: `.
///
/// ```
/// let e = judge_io::InputError::at(3, 7, "N must be in 4..=1000");
/// assert_eq!(e.to_string(), "line 3, column 7: N must be in 4..=1000");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, counted in bytes (a tab is one column).
    pub column: usize,
    /// What is wrong, e.g. "expected side code, found `12a`".
    pub message: String,
}

impl InputError {
    /// An error at the given 1-based line and column.
    pub fn at(line: usize, column: usize, message: impl Into<String>) -> Self {
        InputError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for InputError {}

/// User text as every message shows it: in backticks, cut after 40 characters (`...` marks
/// the cut) so one bad 25 MB token does not flood stderr, invalid UTF-8 as U+FFFD, and control
/// characters escaped (`\0`, `\t`, `\n`, `\r`, `\x07`, `\u{85}`) so input bytes cannot move the
/// terminal's cursor or hide in a log. Messages quote input through this function only.
///
/// ```
/// assert_eq!(judge_io::quote("a\0b\r\x07"), "`a\\0b\\r\\x07`");
/// assert_eq!(judge_io::quote("1".repeat(10_000_000)), format!("`{}...`", "1".repeat(40)));
/// ```
pub fn quote(text: impl AsRef<[u8]>) -> String {
    const MAX: usize = 40;
    let bytes = text.as_ref();
    // Only the first MAX characters are shown, and none takes more than 4 bytes.
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(4 * MAX + 4)]);
    let mut quoted = String::from("`");
    let mut chars = head.chars();
    for c in chars.by_ref().take(MAX) {
        match c {
            '\0' => quoted.push_str("\\0"),
            '\t' => quoted.push_str("\\t"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            c if c.is_ascii_control() => quoted.push_str(&format!("\\x{:02x}", u32::from(c))),
            c if c.is_control() => quoted.push_str(&c.escape_unicode().to_string()),
            c => quoted.push(c),
        }
    }
    if chars.next().is_some() {
        quoted.push_str("...");
    }
    quoted.push('`');
    quoted
}

/// One whitespace-separated word of the input and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The bytes of the token; never empty, never containing ASCII whitespace.
    pub bytes: &'a [u8],
    /// 1-based line of the first byte.
    pub line: usize,
    /// 1-based byte column of the first byte.
    pub column: usize,
}

impl<'a> Token<'a> {
    /// The token as text, replacing invalid UTF-8 (no allocation when it is valid).
    pub fn text(&self) -> Cow<'a, str> {
        String::from_utf8_lossy(self.bytes)
    }

    /// An error located at the start of this token.
    ///
    /// ```
    /// let mut input = judge_io::Input::new("N 9");
    /// let _ = input.token();
    /// let t = input.token().expect("two tokens");
    /// assert_eq!(t.error("too big").to_string(), "line 1, column 3: too big");
    /// ```
    pub fn error(&self, message: impl Into<String>) -> InputError {
        InputError::at(self.line, self.column, message)
    }

    /// Parses the token as an integer of type `T` (any primitive integer up to 64 bits, and
    /// `i128`/`u128` within the 64-bit range): an optional `+` or `-` and ASCII digits only.
    ///
    /// Errors (at the token): `expected <what>, found `tok`` when it is not a number, and
    /// `expected <what>, found `tok` (out of range for T)` on overflow. Never panics.
    /// O(length of the token).
    ///
    /// ```
    /// let mut input = judge_io::Input::new("-128 300");
    /// let t = input.token().expect("token");
    /// assert_eq!(t.int::<i8>("delta"), Ok(-128));
    /// let t = input.token().expect("token");
    /// assert_eq!(
    ///     t.int::<u8>("delta").unwrap_err().message,
    ///     "expected delta, found `300` (out of range for u8)"
    /// );
    /// ```
    pub fn int<T: TryFrom<i64> + TryFrom<u64>>(&self, what: &str) -> Result<T, InputError> {
        let (negative, digits) = match self.bytes.split_first() {
            Some((b'-', rest)) => (true, rest),
            Some((b'+', rest)) => (false, rest),
            _ => (false, self.bytes),
        };
        let mut magnitude: Option<u64> = Some(0);
        for &byte in digits {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                return Err(self.error(format!("expected {what}, found {}", quote(self.bytes))));
            }
            magnitude = magnitude
                .and_then(|m| m.checked_mul(10))
                .and_then(|m| m.checked_add(u64::from(digit)));
        }
        if digits.is_empty() {
            return Err(self.error(format!("expected {what}, found {}", quote(self.bytes))));
        }
        let value = match magnitude {
            Some(m) if negative => 0i64
                .checked_sub_unsigned(m)
                .and_then(|v| T::try_from(v).ok()),
            Some(m) => T::try_from(m).ok(),
            None => None,
        };
        value.ok_or_else(|| {
            self.error(format!(
                "expected {what}, found {} (out of range for {})",
                quote(self.bytes),
                std::any::type_name::<T>()
            ))
        })
    }
}

/// One raw line of the input, without its `\n` or `\r\n`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'a> {
    /// The bytes of the line (the rest of it when the cursor was inside the line).
    pub bytes: &'a [u8],
    /// 1-based line number.
    pub line: usize,
    /// 1-based byte column of the first byte (1 unless the cursor was inside the line).
    pub column: usize,
}

impl<'a> Line<'a> {
    /// The line as text, replacing invalid UTF-8.
    pub fn text(&self) -> Cow<'a, str> {
        String::from_utf8_lossy(self.bytes)
    }

    /// An error at the start of the line.
    pub fn error(&self, message: impl Into<String>) -> InputError {
        InputError::at(self.line, self.column, message)
    }

    /// The whitespace-separated tokens of the line, with their columns.
    ///
    /// ```
    /// let mut input = judge_io::Input::new("x\n 2  30\n");
    /// let _ = input.line();
    /// let line = input.line().expect("second line");
    /// let tokens: Vec<_> = line.tokens().map(|t| (t.text().into_owned(), t.column)).collect();
    /// assert_eq!(tokens, [("2".to_string(), 2), ("30".to_string(), 5)]);
    /// ```
    pub fn tokens(&self) -> impl Iterator<Item = Token<'a>> + 'a {
        let (bytes, line, first_column) = (self.bytes, self.line, self.column);
        let mut pos = 0;
        std::iter::from_fn(move || {
            while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
                pos += 1;
            }
            let start = pos;
            while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
                pos += 1;
            }
            (pos > start).then(|| Token {
                bytes: &bytes[start..pos],
                line,
                column: first_column + start,
            })
        })
    }
}

/// All of the input with a cursor that knows its line and column.
///
/// Whitespace is ASCII whitespace; lines end at `\n` (a `\r` right before it belongs to the
/// line break; a lone `\r` is an ordinary byte of its line, and counts as a column). Reading
/// never allocates per token.
#[derive(Debug, Clone)]
pub struct Input {
    data: Vec<u8>,
    pos: usize,
    line: usize,
    line_start: usize,
}

impl Input {
    /// Input over the given bytes (tests, or whatever [`run`] read from stdin).
    pub fn new(data: impl Into<Vec<u8>>) -> Self {
        Input {
            data: data.into(),
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// The 1-based `(line, column)` of the cursor.
    pub fn position(&self) -> (usize, usize) {
        (self.line, self.pos - self.line_start + 1)
    }

    /// An error at the cursor.
    pub fn error(&self, message: impl Into<String>) -> InputError {
        let (line, column) = self.position();
        InputError::at(line, column, message)
    }

    /// The byte at the cursor, if any.
    pub fn peek(&self) -> Option<u8> {
        self.data.get(self.pos).copied()
    }

    /// Moves past the byte at the cursor and returns it.
    pub fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.pos += 1;
        if byte == b'\n' {
            self.line += 1;
            self.line_start = self.pos;
        }
        Some(byte)
    }

    /// Moves the cursor past ASCII whitespace.
    pub fn skip_whitespace(&mut self) {
        while let Some(&byte) = self.data.get(self.pos) {
            if !byte.is_ascii_whitespace() {
                break;
            }
            self.pos += 1;
            if byte == b'\n' {
                self.line += 1;
                self.line_start = self.pos;
            }
        }
    }

    /// Skips whitespace and tells whether nothing else is left.
    pub fn is_eof(&mut self) -> bool {
        self.skip_whitespace();
        self.pos == self.data.len()
    }

    /// What is at the cursor, for "found ..." messages: `` `word` `` or `end of input`.
    pub fn found(&self) -> String {
        let rest = &self.data[self.pos..];
        let len = rest
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(rest.len());
        match len {
            0 if rest.is_empty() => "end of input".to_string(),
            0 => quote(&rest[..1]),
            _ => quote(&rest[..len]),
        }
    }

    /// Skips whitespace and returns the next whitespace-separated token, or `None` at the end.
    ///
    /// ```
    /// let mut input = judge_io::Input::new("ab\r\n  c");
    /// let t = input.token().expect("first");
    /// assert_eq!((t.bytes, t.line, t.column), (&b"ab"[..], 1, 1));
    /// let t = input.token().expect("second");
    /// assert_eq!((t.bytes, t.line, t.column), (&b"c"[..], 2, 3));
    /// assert!(input.token().is_none());
    /// ```
    pub fn token(&mut self) -> Option<Token<'_>> {
        self.skip_whitespace();
        let start = self.pos;
        let rest = &self.data[start..];
        let len = rest
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        self.pos += len;
        Some(Token {
            bytes: &self.data[start..start + len],
            line: self.line,
            column: start - self.line_start + 1,
        })
    }

    /// [`Input::token`] that also folds `step` over the token's bytes in the same pass, for
    /// hot loops that check and convert every byte anyway (one scan of the input instead of
    /// two). Returns the token and the folded value, or `None` at the end of the input.
    ///
    /// Complexity: O(whitespace skipped + length of the token) calls of nothing but `step`.
    ///
    /// ```
    /// let mut input = judge_io::Input::new(" 12\n7x");
    /// let digits = |(value, ok): (u32, bool), byte: u8| {
    ///     let digit = byte.wrapping_sub(b'0');
    ///     (value.wrapping_mul(10).wrapping_add(u32::from(digit)), ok && digit <= 9)
    /// };
    /// let (token, folded) = input.token_fold((0, true), digits).expect("first");
    /// assert_eq!((token.bytes, token.line, token.column, folded), (&b"12"[..], 1, 2, (12, true)));
    /// let (token, (_, ok)) = input.token_fold((0, true), digits).expect("second");
    /// assert_eq!((token.bytes, token.line, token.column, ok), (&b"7x"[..], 2, 1, false));
    /// assert!(input.token_fold((0, true), digits).is_none());
    /// ```
    pub fn token_fold<T>(
        &mut self,
        init: T,
        mut step: impl FnMut(T, u8) -> T,
    ) -> Option<(Token<'_>, T)> {
        self.skip_whitespace();
        let start = self.pos;
        let mut end = start;
        let mut value = init;
        while let Some(&byte) = self.data.get(end) {
            if byte.is_ascii_whitespace() {
                break;
            }
            value = step(value, byte);
            end += 1;
        }
        if end == start {
            return None;
        }
        self.pos = end;
        let token = Token {
            bytes: &self.data[start..end],
            line: self.line,
            column: start - self.line_start + 1,
        };
        Some((token, value))
    }

    /// Reads the next token as an integer; see [`Token::int`]. At the end of the input the
    /// error is `expected <what>, found end of input` at the end position.
    ///
    /// ```
    /// let mut input = judge_io::Input::new("7\n");
    /// assert_eq!(input.int::<u32>("N"), Ok(7));
    /// assert_eq!(
    ///     input.int::<u32>("M").unwrap_err().to_string(),
    ///     "line 2, column 1: expected M, found end of input"
    /// );
    /// ```
    pub fn int<T: TryFrom<i64> + TryFrom<u64>>(&mut self, what: &str) -> Result<T, InputError> {
        match self.token() {
            Some(token) => token.int(what),
            None => Err(self.error(format!("expected {what}, found end of input"))),
        }
    }

    /// Reads the next token as an integer of type `T` that must lie in `range`; the error
    /// points at the token: `<what> must be in 1..=10, found 11`.
    ///
    /// Complexity: O(length of the token).
    ///
    /// ```
    /// let mut input = judge_io::Input::new("3 11");
    /// assert_eq!(input.int_in("N", 1..=10u32), Ok(3));
    /// assert_eq!(
    ///     input.int_in("N", 1..=10u32).unwrap_err().to_string(),
    ///     "line 1, column 3: N must be in 1..=10, found 11"
    /// );
    /// ```
    pub fn int_in<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, InputError>
    where
        T: TryFrom<i64> + TryFrom<u64> + PartialOrd + fmt::Display,
    {
        let Some(token) = self.token() else {
            return Err(self.error(format!("expected {what}, found end of input")));
        };
        let value: T = token.int(what)?;
        if range.contains(&value) {
            Ok(value)
        } else {
            let (low, high) = (range.start(), range.end());
            Err(token.error(format!("{what} must be in {low}..={high}, found {value}")))
        }
    }

    /// The input from the cursor on, for a hand-written fast path over a hot, regular part of
    /// the input; move past what it used with [`Input::advance`]. O(1).
    ///
    /// ```
    /// let mut input = judge_io::Input::new("12 34\n56");
    /// assert_eq!(input.rest(), b"12 34\n56");
    /// input.advance(6);
    /// assert_eq!((input.rest(), input.position()), (&b"56"[..], (2, 1)));
    /// ```
    pub fn rest(&self) -> &[u8] {
        &self.data[self.pos..]
    }

    /// Moves the cursor `len` bytes on (at most to the end), keeping its line and column
    /// right. O(len), a vectorizable count of line breaks rather than a byte-by-byte walk.
    pub fn advance(&mut self, len: usize) {
        let end = self.data.len().min(self.pos + len);
        let skipped = &self.data[self.pos..end];
        // Counted in bytes, 255 at most per block so a count cannot overflow: that vectorizes 16
        // bytes a step, where a count in `usize` widens every byte. The last break is then
        // found from the end, usually at once.
        let breaks: usize = skipped
            .chunks(255)
            .map(|block| block.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')))
            .map(usize::from)
            .sum();
        if breaks > 0 {
            self.line += breaks;
            let last = skipped.iter().rposition(|&b| b == b'\n');
            self.line_start = self.pos + last.map_or(0, |last| last + 1);
        }
        self.pos = end;
    }

    /// Fails with `expected end of input, found `x`` unless only whitespace is left.
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.is_eof() {
            Ok(())
        } else {
            Err(self.error(format!("expected end of input, found {}", self.found())))
        }
    }

    /// The rest of the current line (the whole next line when the cursor is at a line
    /// start), without the line break; `None` only when nothing at all is left. A last line
    /// without `\n` is still a line.
    ///
    /// ```
    /// let mut input = judge_io::Input::new("1 2\r\n\nlast");
    /// let lines: Vec<_> = std::iter::from_fn(|| input.line().map(|l| (l.text().into_owned(), l.line)))
    ///     .collect();
    /// assert_eq!(lines, [("1 2".into(), 1), ("".into(), 2), ("last".into(), 3)]);
    /// ```
    pub fn line(&mut self) -> Option<Line<'_>> {
        let start = self.pos;
        if start == self.data.len() {
            return None;
        }
        let (line, column) = self.position();
        let rest = &self.data[start..];
        let Some(i) = rest.iter().position(|&b| b == b'\n') else {
            // No line break follows, so a trailing `\r` is an ordinary byte of the line.
            self.pos = self.data.len();
            return Some(Line {
                bytes: rest,
                line,
                column,
            });
        };
        let mut end = start + i;
        if end > start && self.data[end - 1] == b'\r' {
            end -= 1;
        }
        self.pos = start + i + 1;
        self.line += 1;
        self.line_start = self.pos;
        Some(Line {
            bytes: &self.data[start..end],
            line,
            column,
        })
    }
}

/// Buffered output to stdout (or to memory for tests).
///
/// Writing never fails for the caller: `writeln!(out, ...)` returns `()` (an inherent
/// `write_fmt` shadows the `io::Write` one). If stdout goes away, the first error is kept,
/// later output is dropped, and [`Output::flush`](Write::flush) / [`run`] report it.
///
/// ```
/// use judge_io::Output;
/// let mut out = Output::memory();
/// out.int(-42);
/// out.byte(b' ');
/// out.uint(7);
/// writeln!(out, " {}", "x");
/// assert_eq!(out.into_string(), "-42 7 x\n");
/// ```
#[derive(Debug)]
pub struct Output {
    buf: Vec<u8>,
    to_stdout: bool,
    error: Option<io::Error>,
}

/// Bytes gathered before a write to stdout.
const BUFFER: usize = 1 << 16;

impl Output {
    /// Output to stdout, written in blocks of 64 KiB and on flush.
    pub fn stdout() -> Self {
        Output {
            buf: Vec::with_capacity(BUFFER + 64),
            to_stdout: true,
            error: None,
        }
    }

    /// Output kept in memory; read it with [`Output::into_string`].
    pub fn memory() -> Self {
        Output {
            buf: Vec::new(),
            to_stdout: false,
            error: None,
        }
    }

    /// Everything written to a memory output (for stdout: what is not yet flushed), lossily
    /// decoded.
    pub fn into_string(self) -> String {
        String::from_utf8_lossy(&self.buf).into_owned()
    }

    fn drain(&mut self) {
        if self.to_stdout {
            if self.error.is_none() && !self.buf.is_empty() {
                if let Err(e) = stdout_is_open() {
                    self.error = Some(e);
                } else if let Err(e) = io::stdout().lock().write_all(&self.buf) {
                    self.error = Some(e);
                }
            }
            self.buf.clear();
        }
    }

    fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
        if self.to_stdout && self.buf.len() >= BUFFER {
            self.drain();
        }
    }

    /// Writes `value` in decimal; faster than `write!`.
    pub fn uint(&mut self, mut value: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        self.push(&digits[start..]);
    }

    /// Writes `value` in decimal with a `-` when negative; faster than `write!`.
    pub fn int(&mut self, value: i64) {
        if value < 0 {
            self.push(b"-");
        }
        self.uint(value.unsigned_abs());
    }

    /// Writes one byte, e.g. `b'\n'`.
    pub fn byte(&mut self, byte: u8) {
        self.push(&[byte]);
    }

    /// Writes a string.
    pub fn str(&mut self, text: &str) {
        self.push(text.as_bytes());
    }

    /// What `write!`/`writeln!` call; cannot fail (see the type's docs).
    pub fn write_fmt(&mut self, args: fmt::Arguments<'_>) {
        // Our `write` never returns an error, so neither does the default `write_fmt`.
        let _ = Write::write_fmt(self, args);
    }
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.push(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.drain();
        if self.to_stdout && self.error.is_none() {
            if let Err(e) = io::stdout().lock().flush() {
                self.error = Some(e);
            }
        }
        match self.error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// Whether stdout can take the answers: a stdout closed by the caller (`>&-`) swallows them
/// with exit status 0 otherwise. Std reopens a closed standard descriptor on `/dev/null`
/// read-write at startup (and, where it does not, ignores EBADF on stdout), so either sign
/// tells. A shell's `>/dev/null` opens it write-only, which stays fine.
#[cfg(unix)]
fn stdout_is_open() -> io::Result<()> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    // EBADF on every unix.
    const EBADF: i32 = 9;
    let closed = || io::Error::new(io::ErrorKind::Other, "stdout is closed");
    let mut stdout = match io::stdout().as_fd().try_clone_to_owned() {
        Ok(fd) => std::fs::File::from(fd),
        Err(e) if e.raw_os_error() == Some(EBADF) => return Err(closed()),
        // Any other failure to duplicate it says nothing about stdout.
        Err(_) => return Ok(()),
    };
    let is_null = match (stdout.metadata(), std::fs::metadata("/dev/null")) {
        (Ok(out), Ok(null)) => out.file_type().is_char_device() && out.rdev() == null.rdev(),
        _ => false,
    };
    if is_null && stdout.read(&mut []).is_ok() {
        return Err(closed());
    }
    Ok(())
}

#[cfg(not(unix))]
fn stdout_is_open() -> io::Result<()> {
    Ok(())
}

/// Writes `error: <problem>: <message>` to stderr and exits with status 1. A stderr that
/// cannot be written (`2>/dev/full`) leaves only the status to tell, so its error is dropped
/// (`eprintln!` would panic and exit 101).
fn fail(problem: &str, message: fmt::Arguments<'_>) -> ! {
    let _ = writeln!(io::stderr().lock(), "error: {problem}: {message}");
    std::process::exit(1)
}

/// The `main` of a problem: reads all of stdin, calls `solve`, flushes what it printed; on
/// `Err` prints `error: <problem>: line L, column C: <what>` to stderr and exits with status 1
/// (the answers printed before the error stay printed). A failure to read stdin or to write
/// stdout (full disk, broken pipe, closed stdout) is reported the same way; when stderr
/// cannot be written either, the exit status 1 is all that tells.
///
/// ```no_run
/// fn solve(input: &mut judge_io::Input, out: &mut judge_io::Output) -> Result<(), judge_io::InputError> {
///     let n: u32 = input.int("N")?;
///     writeln!(out, "{}", n * 2);
///     Ok(())
/// }
/// fn main() {
///     judge_io::run("double", solve)
/// }
/// ```
pub fn run<F>(problem: &str, solve: F)
where
    F: FnOnce(&mut Input, &mut Output) -> Result<(), InputError>,
{
    let mut data = Vec::new();
    let mut out = Output::stdout();
    let result = match io::stdin().lock().read_to_end(&mut data) {
        Ok(_) => solve(&mut Input::new(data), &mut out),
        Err(e) => Err(InputError::at(1, 1, format!("cannot read input: {e}"))),
    };
    let written = out.flush();
    if let Err(e) = result {
        fail(problem, format_args!("{e}"));
    }
    if let Err(e) = written {
        fail(problem, format_args!("cannot write output: {e}"));
    }
}

/// [`run`] in memory for unit tests: what `solve` printed (also when it failed) and its result.
///
/// ```
/// let solve = |input: &mut judge_io::Input, out: &mut judge_io::Output| {
///     while !input.is_eof() {
///         let v: i32 = input.int("value")?;
///         out.int(i64::from(v) * 2);
///         out.byte(b'\n');
///     }
///     Ok(())
/// };
/// let (printed, result) = judge_io::run_on(b"1 2 three", solve);
/// assert_eq!(printed, "2\n4\n");
/// assert_eq!(result.unwrap_err().column, 5);
/// ```
pub fn run_on<F>(input: &[u8], solve: F) -> (String, Result<(), InputError>)
where
    F: FnOnce(&mut Input, &mut Output) -> Result<(), InputError>,
{
    let mut out = Output::memory();
    let result = solve(&mut Input::new(input), &mut out);
    (out.into_string(), result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints<T>(text: &str, what: &str) -> Vec<Result<T, InputError>>
    where
        T: TryFrom<i64> + TryFrom<u64>,
    {
        let mut input = Input::new(text);
        let mut all = Vec::new();
        while !input.is_eof() {
            all.push(input.int::<T>(what));
        }
        all
    }

    #[test]
    fn integers_with_signs_and_limits() {
        assert_eq!(
            ints::<i64>("0 -0 +5 -9223372036854775808 9223372036854775807", "v"),
            [Ok(0), Ok(0), Ok(5), Ok(i64::MIN), Ok(i64::MAX)]
        );
        assert_eq!(
            ints::<u64>("18446744073709551615 007", "v"),
            [Ok(u64::MAX), Ok(7)]
        );
        assert_eq!(ints::<i8>("127 -128", "v"), [Ok(127), Ok(-128)]);
        assert_eq!(ints::<u32>("-0", "v"), [Ok(0)]);
        assert_eq!(ints::<i128>("-5", "v"), [Ok(-5)]);
    }

    #[test]
    fn integer_overflow_is_an_error() {
        let cases: [(&str, Result<i8, InputError>); 3] = [
            (
                "128",
                Err(InputError::at(
                    1,
                    1,
                    "expected v, found `128` (out of range for i8)",
                )),
            ),
            (
                "-129",
                Err(InputError::at(
                    1,
                    1,
                    "expected v, found `-129` (out of range for i8)",
                )),
            ),
            (
                "99999999999999999999999",
                Err(InputError::at(
                    1,
                    1,
                    "expected v, found `99999999999999999999999` (out of range for i8)",
                )),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(ints::<i8>(text, "v"), [expected]);
        }
        assert_eq!(
            ints::<u64>(" 18446744073709551616", "v"),
            [Err(InputError::at(
                1,
                2,
                "expected v, found `18446744073709551616` (out of range for u64)"
            ))]
        );
        assert_eq!(
            ints::<u32>("-1", "N"),
            [Err(InputError::at(
                1,
                1,
                "expected N, found `-1` (out of range for u32)"
            ))]
        );
        assert_eq!(
            ints::<i64>("-9223372036854775809", "v")[0]
                .as_ref()
                .map_err(|e| e.column),
            Err(1)
        );
    }

    #[test]
    fn non_numbers_are_errors_at_their_token() {
        for (text, column, shown) in [
            ("1 abc", 3, "`abc`"),
            ("1  -", 4, "`-`"),
            ("1 +", 3, "`+`"),
            ("1 12a", 3, "`12a`"),
            ("1 1-2", 3, "`1-2`"),
            ("1 --1", 3, "`--1`"),
            ("1 ٣", 3, "`٣`"),
        ] {
            let mut input = Input::new(text);
            assert_eq!(input.int::<i32>("x"), Ok(1));
            assert_eq!(
                input.int::<i32>("side"),
                Err(InputError::at(
                    1,
                    column,
                    format!("expected side, found {shown}")
                ))
            );
        }
    }

    #[test]
    fn long_tokens_are_cut_in_messages() {
        let text = "z".repeat(100);
        let e = Input::new(text).int::<i32>("n").unwrap_err();
        assert_eq!(
            e.message,
            format!("expected n, found `{}...`", "z".repeat(40))
        );
    }

    #[test]
    fn control_characters_are_escaped_in_messages() {
        let mut input = Input::new(&b"\x01\x7f\xc2\x85\xc3\xa9\xff 7"[..]);
        assert_eq!(
            input.int::<u8>("n").map_err(|e| e.message),
            Err("expected n, found `\\x01\\x7f\\u{85}é\u{fffd}`".to_string())
        );
        let mut input = Input::new("1 \0\x1b[31m");
        assert_eq!(input.int::<u8>("n"), Ok(1));
        assert_eq!(
            input.finish().map_err(|e| e.message),
            Err(r"expected end of input, found `\0\x1b[31m`".to_string())
        );
        // The cut counts characters before escaping, so a message stays short either way.
        let nuls = quote([0; 100]);
        assert_eq!(nuls, format!("`{}...`", r"\0".repeat(40)));
    }

    #[test]
    fn end_of_input() {
        let mut input = Input::new("");
        assert!(input.is_eof());
        assert!(input.token().is_none());
        assert!(input.line().is_none());
        assert_eq!(
            input.int::<u8>("T"),
            Err(InputError::at(1, 1, "expected T, found end of input"))
        );
        let mut input = Input::new("5\n  \n \t");
        assert_eq!(input.int::<u8>("T"), Ok(5));
        assert_eq!(
            input.int::<u8>("N"),
            Err(InputError::at(3, 3, "expected N, found end of input"))
        );
        assert_eq!(input.finish(), Ok(()));
    }

    #[test]
    fn finish_names_trailing_garbage() {
        let mut input = Input::new("1\n  2 3");
        assert_eq!(input.int::<u8>("a"), Ok(1));
        assert_eq!(
            input.finish(),
            Err(InputError::at(2, 3, "expected end of input, found `2`"))
        );
    }

    #[test]
    fn tokens_know_lines_and_columns_across_odd_spacing() {
        let mut input = Input::new("\r\n a\tbb \r\n\n\x0c  ccc\n\n");
        let mut seen = Vec::new();
        while let Some(t) = input.token() {
            seen.push((t.text().into_owned(), t.line, t.column));
        }
        assert_eq!(
            seen,
            [
                ("a".to_string(), 2, 2),
                ("bb".to_string(), 2, 4),
                ("ccc".to_string(), 4, 4)
            ]
        );
        assert_eq!(input.position(), (6, 1));
    }

    #[test]
    fn token_fold_sees_what_token_sees_and_each_byte_once() {
        let texts = [
            "\r\n a\tbb \r\n\n\x0c  ccc\n\n",
            "",
            "  \n",
            "x",
            "12 345\n-6",
        ];
        for text in texts {
            let (mut plain, mut folding) = (Input::new(text), Input::new(text));
            loop {
                let expected = plain.token().map(|t| (t.line, t.column, t.bytes.to_vec()));
                let got = folding
                    .token_fold(Vec::new(), |mut seen, byte| {
                        seen.push(byte);
                        seen
                    })
                    .map(|(t, seen)| {
                        assert_eq!(t.bytes, seen, "{text:?}");
                        (t.line, t.column, seen)
                    });
                assert_eq!(got, expected, "{text:?}");
                assert_eq!(folding.position(), plain.position(), "{text:?}");
                if got.is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn lines_after_tokens_give_the_rest_of_the_line() {
        let mut input = Input::new("3 x y\nnext\r\nlast");
        assert_eq!(input.int::<u8>("n"), Ok(3));
        let rest = input.line().expect("rest of line 1");
        assert_eq!((rest.bytes, rest.line, rest.column), (&b" x y"[..], 1, 2));
        let tokens: Vec<_> = rest.tokens().map(|t| (t.bytes, t.line, t.column)).collect();
        assert_eq!(tokens, [(&b"x"[..], 1, 3), (&b"y"[..], 1, 5)]);
        assert_eq!(input.line().map(|l| l.bytes), Some(&b"next"[..]));
        assert_eq!(input.token().map(|t| (t.line, t.column)), Some((3, 1)));
        assert!(input.line().is_none());
        assert_eq!(input.position(), (3, 5));
    }

    #[test]
    fn a_lone_carriage_return_is_an_ordinary_byte() {
        let mut input = Input::new("x\r");
        let line = input.line().expect("one line");
        assert_eq!((line.bytes, line.line, line.column), (&b"x\r"[..], 1, 1));
        assert_eq!(input.position(), (1, 3));
        assert!(input.line().is_none());

        let mut input = Input::new("1 1\r2 29\r\nnext\r\r\n\r");
        let texts: Vec<_> =
            std::iter::from_fn(|| input.line().map(|l| (l.bytes.to_vec(), l.line))).collect();
        assert_eq!(
            texts,
            [
                (b"1 1\r2 29".to_vec(), 1),
                (b"next\r".to_vec(), 2),
                (b"\r".to_vec(), 3)
            ]
        );
        assert_eq!(input.position(), (3, 2));
    }

    #[test]
    fn output_writes_integers_at_their_limits() {
        let mut out = Output::memory();
        for v in [0, -1, 9, 10, i64::MIN, i64::MAX] {
            out.int(v);
            out.byte(b' ');
        }
        out.uint(u64::MAX);
        out.str("\n");
        let letter = 'a';
        writeln!(out, "{}-{letter}", 1);
        assert_eq!(
            out.into_string(),
            "0 -1 9 10 -9223372036854775808 9223372036854775807 18446744073709551615\n1-a\n"
        );
    }

    #[test]
    fn run_on_keeps_output_printed_before_an_error() {
        let (printed, result) = run_on(b"2 1 x", |input, out| {
            let n: usize = input.int("count")?;
            for _ in 0..n {
                let v: u8 = input.int("value")?;
                out.uint(u64::from(v));
                out.byte(b'\n');
            }
            Ok(())
        });
        assert_eq!(printed, "1\n");
        assert_eq!(
            result.map_err(|e| e.to_string()),
            Err("line 1, column 5: expected value, found `x`".to_string())
        );
    }
}
