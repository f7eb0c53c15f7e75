//! What the shrinking stage needs to know besides the draft ([`Settings`]), and the few
//! helpers every part of it uses with them: a scratch directory for a bin's drafts, a note
//! naming the bin, whether there is a second core.
//!
//! Not here: what the driver or a pass does with them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::bundle::draft::Scratch;
use crate::error::Error;

/// What the loop needs to know besides the draft.
#[derive(Debug)]
pub(crate) struct Settings<'a> {
    /// The edition the draft is compiled with.
    pub edition: &'a str,
    /// A label for scratch directories (the bin's name).
    pub label: &'a str,
    /// Bundle module paths -> source files, for messages.
    pub origins: &'a BTreeMap<Vec<String>, PathBuf>,
    /// Top-level modules holding registry or git crates: their warnings are silenced with an
    /// `#[allow(lint)]` on the module (nobody here edits their code).
    pub third_party: &'a BTreeSet<String>,
    /// Top-level modules holding library crates (path ones too): dead code a macro wrote in
    /// them is a library's, which another program may use, and is allowed on the module.
    pub libraries: &'a BTreeSet<String>,
    /// Whether a warning in the user's own code that removing dead code cannot fix is an
    /// error; if not, it is returned and the loop goes on.
    pub deny_warnings: bool,
    /// More rustc arguments for every draft (crates the judge provides).
    pub rustc_args: &'a [String],
    /// Bytes the readable code may take (the judge's limit less the header): once the draft
    /// rustc calls free of dead code fits, the passes that cost rustc runs of their own
    /// ([`Pass::costly`]) are skipped. `None`: shrink as far as they go.
    pub size_budget: Option<usize>,
    /// Whether the libraries' code written for an older edition is compiled as 2024 before
    /// its migration ([`crate::bundle::rewrite::migrate`] runs on the answer): then an error
    /// of the first draft in a library that rustc gives a machine-applicable fix for (`+
    /// use<C>` where 2024's `impl Trait` captures a borrow 2021's did not) is the edition's,
    /// and takes that fix, as the migration would.
    pub before_migration: bool,
    /// With [`Settings::before_migration`], the migration the first check as 2021 can make
    /// at once ([`EarlyMigration`]).
    pub migration: Option<&'a EarlyMigration>,
    /// Whether the judge's build has debug assertions off, so that `debug_assert!`
    /// statements go ([`asserts`]): at the start, or, for a draft far over the limit, in the
    /// draft the bodies are stubbed in; kept when dropping them breaks the draft.
    pub drop_debug_asserts: bool,
    /// Whether the rounds start from the draft without the library items nothing reachable
    /// names ([`crate::bundle::reach::prune_draft`]), falling back to the whole draft
    /// when that does not compile. Off only where a test is about the rounds' own removals.
    pub prune_unnamed: bool,
}

/// The edition 2024 migration of the older libraries ([`crate::bundle::rewrite::migrate`]),
/// made by the rounds' first check when that is made as 2021 ([`older_first_check`]): the
/// check warns of rustc's `rust-2024-compatibility` lints too, and their fixes in the older
/// libraries go in with the patterns'. When every one went in, [`EarlyMigration::done`] says
/// so and the migration after the rounds has nothing left to find: the code it would compile
/// is what that check compiled, fixed, less what the rounds removed. When one did not (two
/// overlap, or a fix adds a line, which the check's dead-code spans would no longer match),
/// none did, and that migration runs as before.
#[derive(Debug)]
pub(crate) struct EarlyMigration {
    /// The lints of rustc's `rust-2024-compatibility` group and the codes they report under,
    /// asked for only when the check is made (naming them runs `rustc -W help`, which a run
    /// that replays its answer need not).
    pub lints: fn() -> &'static std::collections::HashSet<String>,
    /// The top-level modules of the libraries written for an older edition.
    pub older: BTreeSet<String>,
    /// Whether the answer of the last rounds run has every fix in (set by the rounds).
    pub done: std::cell::Cell<bool>,
}

/// A scratch directory for `settings`' drafts.
pub(crate) fn scratch_for(settings: &Settings<'_>) -> Result<Scratch, Error> {
    Ok(Scratch::new(settings.label)?
        .with_args(settings.rustc_args)
        .with_debug_assertions(!settings.drop_debug_asserts))
}

/// A note for whoever debugs the loop (`JUDGEPACK_DEBUG`), naming the bin.
pub(crate) fn labelled_note(label: &str, note: &str) {
    crate::bundle::notes::debug_note(&format!("{label}: {note}"));
}

/// Whether this machine has a second core for work beside the rounds.
pub(crate) fn second_core() -> bool {
    std::thread::available_parallelism().is_ok_and(|cores| cores.get() > 1)
}
