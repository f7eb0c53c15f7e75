//! Where a run's time goes (`--timings`, as cargo has): each phase is recorded when it ends
//! (cargo metadata, loading, proc-macro builds and expansions, every shrinking pass with its
//! rustc runs, printing, verification) and the command prints them in order.
//!
//! Not a profiler: phases are coarse and may nest (loading includes the macro expansions
//! inside it, each listed too); only the command that turned it on prints anything.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

static ON: AtomicBool = AtomicBool::new(false);
static PHASES: Mutex<Vec<Phase>> = Mutex::new(Vec::new());

/// One phase: what it was, how long it took.
#[derive(Debug, Clone)]
pub struct Phase {
    /// e.g. `dead-code removal (bin a): 7 rounds`.
    pub label: String,
    /// Its wall-clock time.
    pub elapsed: Duration,
}

/// Starts recording phases (for the rest of the process).
pub fn enable() {
    ON.store(true, Ordering::Relaxed);
}

/// Whether phases are being recorded.
pub fn enabled() -> bool {
    ON.load(Ordering::Relaxed)
}

/// Records a phase that took `elapsed`.
pub fn record(label: impl Into<String>, elapsed: Duration) {
    if !enabled() {
        return;
    }
    if let Ok(mut phases) = PHASES.lock() {
        phases.push(Phase {
            label: label.into(),
            elapsed,
        });
    }
}

/// Runs `work` and records it as `label`.
pub fn time<T>(label: impl Into<String>, work: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = work();
    record(label, started.elapsed());
    result
}

/// The phases recorded so far, in the order they ended; the record is emptied.
pub fn take() -> Vec<Phase> {
    PHASES
        .lock()
        .map(|mut phases| std::mem::take(&mut *phases))
        .unwrap_or_default()
}

/// The phases as lines `  1.234 s  label`, with the total of the top-level ones last.
pub fn report(phases: &[Phase], total: Duration) -> String {
    let mut text = String::from("timings:\n");
    for phase in phases {
        text.push_str(&format!(
            "  {:>8.3} s  {}\n",
            phase.elapsed.as_secs_f64(),
            phase.label
        ));
    }
    text.push_str(&format!("  {:>8.3} s  total\n", total.as_secs_f64()));
    text
}
