//! What every fuzz target checks about a problem's `solve`, besides not panicking.

use judge_io::{Input, InputError, Output};

/// Runs `solve` on `data` and checks the error message, if any, is fit for a terminal: one
/// line, no raw control bytes, and short however long the offending token was.
pub fn check(data: &[u8], solve: fn(&mut Input, &mut Output) -> Result<(), InputError>) {
    let (_, result) = judge_io::run_on(data, solve);
    if let Err(e) = result {
        assert!(e.line >= 1 && e.column >= 1, "{e:?}");
        assert!(
            !e.message.chars().any(char::is_control),
            "control character in {:?}",
            e.message
        );
        // Quotes are cut at 40 characters, each escaped in at most 10 bytes (`\u{10ffff}`).
        assert!(
            e.message.len() <= 1000,
            "message of {} bytes",
            e.message.len()
        );
    }
}
