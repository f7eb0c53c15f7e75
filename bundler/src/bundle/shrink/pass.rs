//! The interface every shrinking pass offers the driver ([`super::driver`]), and the part of
//! the driver's state a pass may use ([`Context`]: the work begun on a second core, the debug
//! assertions waiting).
//!
//! A pass proposes a smaller draft; it does not decide when it runs, whether its draft is
//! kept, or what happens when that draft breaks: the driver does. A pass is one file with a
//! type implementing [`Pass`] and one line in the driver's list (`PASSES` in
//! [`super::driver`]). This file imports no pass but for the types of their work ahead.
//!
//! Not here: the removals rustc's own lints name ([`super::dce`]), which the driver makes
//! every round before any pass has its turn; the list itself.

use std::collections::BTreeSet;

use super::settings::Settings;
use super::trial::ahead::TrialAhead;
use super::unrun::Ahead;
use crate::bundle::draft::{Diagnostic, Scratch};
use crate::error::Error;

/// A shrinking pass: one way to propose a smaller draft that still compiles and behaves the
/// same.
pub(crate) trait Pass {
    /// Its name, for notes and for the driver's record of the turns taken.
    fn name(&self) -> &'static str;

    /// Whether it costs rustc runs of its own, so that it runs only while the draft is over
    /// the judge's limit ([`Settings::size_budget`]).
    fn costly(&self) -> bool {
        false
    }

    /// Whether its turn waits until rustc has checked the draft as the tidying of the round
    /// left it (it compares compiles with its own, or relies on what the check said).
    fn needs_checked_draft(&self) -> bool {
        false
    }

    /// Whether it has anything to do now; a pass with nothing to do keeps its turn.
    fn wanted(&self, _context: &Context<'_>) -> bool {
        true
    }

    /// A smaller draft than `draft`, or `None` when it finds nothing to remove.
    fn propose(
        &self,
        draft: &syn::File,
        context: &mut Context<'_>,
    ) -> Result<Option<Proposal>, Error>;
}

/// What a pass may use of the driver's state.
pub(crate) struct Context<'a> {
    pub settings: &'a Settings<'a>,
    /// Where rustc checks drafts.
    pub scratch: &'a Scratch,
    /// Work begun ahead on a second core, which the pass may take over.
    pub beside: &'a mut Beside,
    /// Debug assertions still waiting to go ([`Settings::drop_debug_asserts`]).
    pub asserts: &'a mut Asserts,
    /// Dead code (module, rustc's message) a macro wrote, which no removal can cut.
    pub in_macro_output: &'a BTreeSet<(Vec<String>, String)>,
    /// Warnings for the user that the bundle keeps.
    pub warnings: &'a mut Vec<Error>,
}

/// A pass's smaller draft.
pub(crate) struct Proposal {
    pub draft: syn::File,
    /// rustc's diagnostics of exactly this draft, when the pass checked it; the driver
    /// checks it otherwise.
    pub checked: Option<Vec<Diagnostic>>,
    /// The functions the program runs (indices of [`super::unrun`]'s numbering), when the
    /// pass found them: what the next run's answer replay asks.
    pub ran: Option<BTreeSet<usize>>,
}

impl Proposal {
    /// A draft the driver checks in its next round.
    pub fn unchecked(draft: syn::File) -> Proposal {
        Proposal {
            draft,
            checked: None,
            ran: None,
        }
    }
}

/// Work begun on a second core beside the rounds.
#[derive(Default)]
pub(crate) struct Beside {
    /// [`unrun`]'s compile to LLVM IR, begun on the first draft when that is so far over the
    /// limit that the passes which cost rustc runs will surely run.
    pub unrun: Option<Ahead>,
    /// The trial of unused impls, begun once bodies are stubbed ([`trial::beside_rounds`]).
    pub trial: Option<TrialAhead>,
    /// Whether it begins once the next round's removals are made: those of the stubbed
    /// draft's first check, which finds most of what only the stubs' old bodies used (an
    /// impl a dead item's field needs stays in the trial while that item does).
    pub trial_due: bool,
}

/// Debug assertions ([`Settings::drop_debug_asserts`]).
#[derive(Default)]
pub(crate) struct Asserts {
    /// The draft as it was before they were dropped, until a check says the draft without
    /// them stands: dropping them can leave a type uninferred (petgraph's
    /// `debug_assert_eq!(a, NodeIndex::new(0))` is where `a` gets its type) or a variable in
    /// the user's code that only an assertion read.
    pub kept: Option<syn::File>,
    /// Whether they wait for the draft the bodies are stubbed in: with the compile to IR
    /// begun beside the first round the draft is far over the limit, and a first check that
    /// fails would be of a megabyte, twice; by then it is a third of that, and the check is
    /// one it needs anyway.
    pub wait: bool,
}
