//! The passes the driver gives a turn to ([`super::driver`]'s list), each an adapter of one
//! file's shrinking to the [`Pass`] interface: what it proposes, whether it costs rustc runs
//! of its own (then it runs only over the judge's limit), and whether it waits for a checked
//! draft. What each removes, and how, is in its own file's `//!`: [`unrun`], [`asserts`],
//! [`trial`], [`arms`], [`macro_output`].
//!
//! Not here: when a pass runs, and what happens to its proposal (the driver).

use super::pass::{Context, Pass, Proposal};
use super::settings::labelled_note;
use super::trial::ahead;
use super::{arms, asserts, macro_output, trial, unrun};
use crate::bundle::draft::Diagnostic;
use crate::error::Error;

/// The pass ([`Pass`]): the bodies of third-party functions the program never runs become
/// `unreachable!()`. One compile to LLVM IR (begun ahead beside the first rounds when the
/// first draft is far over the limit), and the checks [`unrun::stub_unrun_bodies`] makes of the
/// stubbed draft.
pub(crate) struct StubUnrun;

impl Pass for StubUnrun {
    fn name(&self) -> &'static str {
        "unrun"
    }

    fn costly(&self) -> bool {
        true
    }

    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        let mut stubbed_draft = draft.clone();
        let (stubbed, with_asserts) = unrun::stub_unrun(
            &mut stubbed_draft,
            context.settings,
            context.scratch,
            &mut context.beside.unrun,
            &mut context.asserts.wait,
        );
        crate::bundle::notes::debug_note(&format!(
            "{}: bodies of functions never run: {:?} stubbed",
            context.settings.label,
            stubbed.as_ref().map(|stubbed| stubbed.count)
        ));
        let asserts_dropped = with_asserts.is_some();
        if asserts_dropped {
            context.asserts.kept = with_asserts;
        }
        let Some(stubbed) = stubbed else {
            return Ok(asserts_dropped.then(|| Proposal::unchecked(stubbed_draft)));
        };
        if stubbed.count == 0 && !asserts_dropped {
            return Ok(None);
        }
        Ok(Some(Proposal {
            draft: stubbed_draft,
            checked: stubbed.checked,
            ran: Some(stubbed.ran),
        }))
    }
}

/// The pass ([`Pass`]): the debug assertions that waited for stubs that did not come go
/// now. No rustc run of its own.
pub(crate) struct WaitingAsserts;

impl Pass for WaitingAsserts {
    fn name(&self) -> &'static str {
        "debug asserts"
    }

    fn wanted(&self, context: &Context<'_>) -> bool {
        context.asserts.wait
    }

    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        context.asserts.wait = false;
        let mut without = draft.clone();
        if asserts::drop_debug_asserts(&mut without) == 0 {
            return Ok(None);
        }
        context.asserts.kept = Some(draft.clone());
        Ok(Some(Proposal::unchecked(without)))
    }
}

/// The pass ([`Pass`]): the impls the trial begun beside the rounds dropped, dropped again
/// from this draft, one check; else the trial itself, up to [`trial::MAX_CHECKS`] checks.
pub(crate) struct UnusedImpls;

impl Pass for UnusedImpls {
    fn name(&self) -> &'static str {
        "trial"
    }

    fn costly(&self) -> bool {
        true
    }

    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        let settings = context.settings;
        let (scratch, edition) = (context.scratch, settings.edition);
        let mut trimmed = draft.clone();
        if let Some(diagnostics) = context
            .beside
            .trial
            .take()
            .and_then(ahead::TrialAhead::finish)
            .and_then(|dropped| ahead::dropped_again(&mut trimmed, &dropped, scratch, edition))
        {
            trial::trial_note(settings.label, true, 1);
            return Ok(Some(checked(trimmed, diagnostics)));
        }
        crate::bundle::notes::progress_when_slow("trying out unused impls");
        let tried = std::time::Instant::now();
        let (dropped, checks) =
            trial::drop_unused_impls(&mut trimmed, settings.third_party, scratch, edition)
                .unwrap_or_else(|error| {
                    labelled_note(
                        settings.label,
                        &format!("the trial left the draft: {error}"),
                    );
                    (None, 0)
                });
        trial::trial_note(settings.label, dropped.is_some(), checks);
        crate::timings::record(
            format!("  trial {}: {checks} rustc checks", settings.label),
            tried.elapsed(),
        );
        // They are the diagnostics of exactly the trimmed draft.
        Ok(dropped.map(|diagnostics| checked(trimmed, diagnostics)))
    }
}

/// A proposal the trial checked.
fn checked(draft: syn::File, diagnostics: Vec<Diagnostic>) -> Proposal {
    Proposal {
        draft,
        checked: Some(diagnostics),
        ran: None,
    }
}

/// The pass ([`Pass`]): one check of the draft without the rules no call uses; kept when it
/// compiles.
pub(crate) struct UnusedRules;

impl Pass for UnusedRules {
    fn name(&self) -> &'static str {
        "arms"
    }

    fn costly(&self) -> bool {
        true
    }

    fn needs_checked_draft(&self) -> bool {
        true
    }

    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        let settings = context.settings;
        let mut lean = draft.clone();
        let dropped = crate::timings::time(
            format!("  arms {}: unused macro rules", settings.label),
            || {
                arms::drop_unused_rules_checked(
                    &mut lean,
                    settings,
                    context.scratch,
                    settings.edition,
                )
            },
        )
        .unwrap_or_else(|error| {
            labelled_note(settings.label, &format!("macro rules left: {error}"));
            false
        });
        Ok(dropped.then(|| Proposal::unchecked(lean)))
    }
}

/// The pass ([`Pass`]).
pub(crate) struct MacroOutput;

impl Pass for MacroOutput {
    fn name(&self) -> &'static str {
        "macro output"
    }

    fn needs_checked_draft(&self) -> bool {
        true
    }

    fn wanted(&self, context: &Context<'_>) -> bool {
        !context.in_macro_output.is_empty()
    }

    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        let mut silenced = draft.clone();
        let any = macro_output::silence_macro_output(
            &mut silenced,
            context.in_macro_output,
            context.settings,
            context.warnings,
        )?;
        Ok(any.then(|| Proposal::unchecked(silenced)))
    }
}
