//! The trial begun beside the driver's rounds on a second core ([`TrialAhead`]), and what it
//! dropped dropped again from a later draft ([`drop_again`]): the impls a draft does not
//! need, a later draft of the same program (less what the rounds found dead) does not need
//! either, and one check tells whether that holds.
//!
//! Not here: the trial itself ([`super`]).

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use super::{drop_again, try_impls, Dropped};
use crate::bundle::draft::{Diagnostic, Scratch};
use crate::bundle::shrink::settings::Settings;

/// The trial run beside dead-code removal's rounds, on the second core, on the draft of the
/// round after the bodies that never run were stubbed: an impl that draft does not need, a
/// later draft (the same, less what the rounds find dead) does not need either. What it dropped
/// is then dropped again from the draft the rounds end with ([`drop_again`]), and one check
/// tells whether that holds; if not, the trial runs there as before. Dropping it cancels the
/// trial before its next check and waits for the one under way.
pub(crate) struct TrialAhead {
    cancelled: Arc<AtomicBool>,
    /// What it dropped, how many checks it ran, and how long it took.
    trial: Option<JoinHandle<(Option<Dropped>, usize, std::time::Duration)>>,
    label: String,
}

impl TrialAhead {
    /// Starts the trial on `text`, a printed draft, in a scratch directory of its own;
    /// `label` names it in `--timings`.
    pub(crate) fn start(
        text: String,
        third_party: BTreeSet<String>,
        scratch: Scratch,
        edition: String,
        label: &str,
    ) -> TrialAhead {
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancelled);
        let trial = std::thread::spawn(move || {
            let started = std::time::Instant::now();
            let Ok(mut file) = syn::parse_file(&text) else {
                return (None, 0, started.elapsed());
            };
            let (dropped, checks) =
                try_impls(&mut file, &third_party, &scratch, &edition, &flag).unwrap_or((None, 0));
            let dropped = dropped.map(|(_, dropped)| dropped);
            (dropped, checks, started.elapsed())
        });
        TrialAhead {
            cancelled,
            trial: Some(trial),
            label: label.to_string(),
        }
    }

    /// What the trial dropped, once it is done; `None` when it dropped nothing or failed.
    pub(crate) fn finish(mut self) -> Option<Dropped> {
        let (dropped, checks, took) = self.trial.take()?.join().ok()?;
        crate::bundle::notes::debug_note(&format!(
            "the trial beside the rounds: {checks} checks, {:.2} s, dropped: {}",
            took.as_secs_f64(),
            dropped.as_ref().map_or(0, |dropped| dropped.0.len())
        ));
        crate::timings::record(
            format!(
                "  trial {}: {checks} rustc checks beside the rounds",
                self.label
            ),
            took,
        );
        dropped
    }
}

impl Drop for TrialAhead {
    fn drop(&mut self) {
        self.cancelled.store(true, Ordering::Relaxed);
        if let Some(trial) = self.trial.take() {
            let _ = trial.join();
        }
    }
}

/// The trial of unused impls ([`TrialAhead`]) begun on `draft` (the round's after the
/// stubs) when it is over the limit, so that the trial would run later, and a second core
/// can take it.
pub(crate) fn beside_rounds(draft: &syn::File, settings: &Settings<'_>) -> Option<TrialAhead> {
    if !crate::bundle::shrink::settings::second_core() {
        return None;
    }
    let text = prettyplease::unparse(draft);
    if settings
        .size_budget
        .is_some_and(|budget| text.len() <= budget)
    {
        return None;
    }
    let scratch = crate::bundle::shrink::settings::scratch_for(settings).ok()?;
    Some(TrialAhead::start(
        text,
        settings.third_party.clone(),
        scratch,
        settings.edition.to_string(),
        settings.label,
    ))
}

/// `draft` without the impls the trial beside the rounds dropped, and its diagnostics, when
/// some went and it compiles; `None`, and `draft` as it was, otherwise.
pub(crate) fn dropped_again(
    draft: &mut syn::File,
    dropped: &Dropped,
    scratch: &Scratch,
    edition: &str,
) -> Option<Vec<Diagnostic>> {
    let mut trimmed = draft.clone();
    let existed = crate::bundle::shrink::stale::module_paths(&trimmed.items);
    if drop_again(&mut trimmed, dropped) == 0 {
        return None;
    }
    // The imports only those impls used go before the check, not a round after it.
    crate::bundle::shrink::dce::tidy(&mut trimmed, edition, &existed);
    let diagnostics = scratch
        .check(&prettyplease::unparse(&trimmed), edition)
        .ok()?;
    if diagnostics.iter().any(Diagnostic::is_error) {
        crate::bundle::notes::debug_note(
            "the impls the trial beside the rounds dropped are needed now",
        );
        return None;
    }
    *draft = trimmed;
    Some(diagnostics)
}
