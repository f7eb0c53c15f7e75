//! What the bundle flow says while it runs: a progress line for a step that may take
//! seconds, on stderr when it is a terminal, and notes for whoever debugs judgepack, under
//! `JUDGEPACK_DEBUG`. Every stage uses these; they use nothing of the stages.
//!
//! Not here: errors and warnings for the user ([`crate::error`]), timings (`--timings`,
//! [`crate::timings`]).

/// A progress line for a step that may take seconds (a cargo build of a proc-macro crate, a
/// build script), on stderr when it is a terminal, so pipes and snapshots stay quiet.
pub(crate) fn progress(what: &str) {
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        eprintln!("judgepack: {what}");
    }
}

/// What a run that has taken over two seconds is doing, on stderr when it is a terminal.
pub(crate) fn progress_when_slow(what: &str) {
    static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let started = STARTED.get_or_init(std::time::Instant::now);
    if started.elapsed() > std::time::Duration::from_secs(2) {
        progress(what);
    }
}

/// A note for whoever debugs the bundler, printed to stderr when `JUDGEPACK_DEBUG` is set.
pub(crate) fn debug_note(note: &str) {
    // Seconds since the first note: where a run's time goes between two notes.
    static FIRST: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
        let since = FIRST.get_or_init(std::time::Instant::now).elapsed();
        eprintln!("judgepack: note: [{:.2}] {note}", since.as_secs_f64());
    }
}
