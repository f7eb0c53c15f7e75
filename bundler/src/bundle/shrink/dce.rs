//! The first shrinking pass: remove every item the program cannot reach, by letting rustc find it.
//!
//! Before the first check, the library items no reachable item names go
//! ([`crate::bundle::load::reach::prune_draft`]): rustc would call them dead too, and each
//! check of a megabyte draft costs seconds. When that draft does not compile, the loop starts
//! again from the whole draft.
//!
//! Loop: print the draft, compile it with `rustc --crate-type bin --emit=metadata
//! --error-format=json` (analysis only, no code generation), parse the printed draft again (so
//! spans are positions in the printed text) and apply the warnings. A draft whose older crates
//! wait for their migration is first checked as edition 2021 with rustc's lint for the
//! patterns 2024 rejects ([`older_first_check`]): its fixes and the dead code in one check.
//! - `dead_code` for functions, methods, associated consts and types, consts, statics,
//!   structs, enums, unions, type aliases, traits: the item goes (with a removed type's or
//!   trait's impls, and a removed trait method's implementations);
//! - `unused_imports`: the named leaves of the use tree go (the whole `use` when nothing is
//!   left);
//! - `unused_macros`: the `macro_rules!` goes;
//! - `dead_code` for fields never read and variants never constructed (public fields and
//!   variants a library offers that this program does not use): policy, the field or variant
//!   gets `#[allow(dead_code)]`. Removing them would change every constructor and match; the
//!   library author cannot fix them either, since another program may use them.
//!
//! When rustc reports nothing, a quiet pass removes what rustc does not lint: `#[macro_export]`
//! macros nothing invokes, modules left empty, inherent `impl` blocks left empty, third-party
//! types nothing names ([`prune`]); then, once, unused operator impls of third-party types
//! are tried out ([`trial`], a few rustc checks of its own). The loop ends
//! when a compile shows no warning at all and the quiet pass changes nothing. Any other warning
//! (an unused variable, `unused_mut`, ...) is an error naming the item and its source file
//! (rustc's text about the draft, which is not kept). A rustc error is named at the source file
//! and, when unambiguous, line it comes from (a crate used without depending on it is the
//! usual one; `error_in_source`); only when its module has no known file is the draft saved
//! and its path given, as a bundler bug or unsupported construct. No other draft outlives the
//! loop.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use proc_macro2::{Delimiter, LineColumn, TokenStream, TokenTree};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{ImplItem, Item, Stmt, TraitItem, UseTree};

use super::draft::{
    impl_item_name, lint_name, Diagnostic, Scratch, CACHED_CHECKS, INCOMPATIBLE_PATTERNS,
    RUSTC_CHECKS,
};
use super::{arms, asserts, idents, prune, replay, stale, trial, unrun};
use crate::error::Error;
use trial::TrialAhead;

/// How the error about a draft rustc rejects begins.
pub(crate) const DOES_NOT_COMPILE: &str = "the bundled draft does not compile";

/// At most this many compile rounds (each round removes at least one item or stops).
const MAX_ROUNDS: usize = 64;

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
    /// rustc calls free of dead code fits, the shrinking passes that cost rustc runs of their
    /// own ([`unrun`], [`trial`], [`arms`]) are skipped. `None`: shrink as far as they go.
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
    /// names ([`crate::bundle::load::reach::prune_draft`]), falling back to the whole draft
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

/// rustc's errors for what an edition before 2021 allowed and its lints fixed: a trait object
/// without `dyn` (E0782), a `...` range pattern (E0783).
const EDITION_ERRORS: [&str; 2] = ["E0782", "E0783"];

/// rustc's group of the lints whose fixes migrate code to edition 2024.
const MIGRATION_LINTS: &str = "rust-2024-compatibility";

/// Runs the loop on `file`; returns the final tree and the warnings it still has.
///
/// From the previous run's answer first ([`replay`]) when there is one for these libraries;
/// when that does not settle as cleanly as a first run would, from `file` itself.
pub(crate) fn remove_dead_code(
    mut file: syn::File,
    settings: &Settings<'_>,
) -> Result<(syn::File, Vec<Error>), Error> {
    super::std_items::find_docs_ahead();
    // What nothing names can go before rustc is asked: otherwise rustc calls a type dead
    // that an unnamed item rustc never reports still names (either's
    // `_unsized_ref_propagation` naming `Either`), and removing it breaks the draft.
    prune::unnamed_types(&mut file, settings.third_party);
    // Imports of what loading left out (reach's pruning) name nothing; as errors, they would
    // stop the first check.
    stale::remove_stale_imports(&mut file, settings.edition, &BTreeSet::new());
    let mut compile_args = vec![settings.edition];
    compile_args.extend(settings.rustc_args.iter().map(String::as_str));
    let memory = replay::Memory::of(&file, settings.libraries, &compile_args, settings.label);
    if let Some(answer) = memory
        .as_ref()
        .and_then(|memory| replayed_answer(memory, &file, settings))
    {
        crate::bundle::debug_note(&format!(
            "{}: the previous run's answer holds for this bin",
            settings.label
        ));
        return Ok((answer, Vec::new()));
    }
    if let Some(draft) = memory.as_ref().and_then(|memory| memory.replayed(&file)) {
        match rounds(
            draft,
            &file,
            settings,
            memory.as_ref(),
            Start::Replayed,
            false,
        ) {
            Ok(done) => {
                crate::bundle::debug_note(&format!(
                    "{}: dead-code removal went on from the previous run's",
                    settings.label
                ));
                return Ok(done);
            }
            Err(error) => crate::bundle::debug_note(&format!(
                "{}: the previous run's dead-code removal did not carry over ({}); from the start",
                settings.label,
                error.what()
            )),
        }
    }
    // From the start: what no reachable item names goes before the first check (29% of
    // petgraph's first draft, 70% of im-rc's), unless that draft does not compile; the
    // previous run's drafts, above, are keyed by the loaded one.
    let mut named = file.clone();
    let started = std::time::Instant::now();
    let unnamed = if settings.prune_unnamed {
        crate::bundle::load::reach::prune_draft(&mut named, settings.libraries)
    } else {
        0
    };
    crate::timings::record(
        format!("  unnamed items {}: {unnamed} went", settings.label),
        started.elapsed(),
    );
    if unnamed > 0 {
        match rounds_from(
            named.clone(),
            &named,
            settings,
            memory.as_ref(),
            Start::Named,
        ) {
            Err(error) if error.what() == UNNAMED_NEEDED => crate::bundle::debug_note(&format!(
                "{}: the draft without the items nothing names does not compile; from the \
                 whole draft",
                settings.label
            )),
            done => return done,
        }
    }
    rounds_from(
        file.clone(),
        &file,
        settings,
        memory.as_ref(),
        Start::Loaded,
    )
}

/// [`rounds`] from `file`, first with the first check made as the older edition
/// ([`older_first_check`]) where that may save a check, and again without when the draft
/// after it does not compile.
fn rounds_from(
    file: syn::File,
    loaded: &syn::File,
    settings: &Settings<'_>,
    memory: Option<&replay::Memory<'_>>,
    start: Start,
) -> Result<(syn::File, Vec<Error>), Error> {
    if settings.before_migration && settings.edition == "2024" {
        match rounds(file.clone(), loaded, settings, memory, start, true) {
            Err(error) if error.what() == OLDER_CHECK_FAILED => {
                crate::bundle::debug_note(&format!(
                    "{}: the draft after the first check as edition 2021 does not compile as \
                     2024; again, checked as 2024",
                    settings.label
                ));
            }
            done => return done,
        }
    }
    rounds(file, loaded, settings, memory, start, false)
}

/// Where [`rounds`] start from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Start {
    /// The loaded draft.
    Loaded,
    /// The loaded draft without the items nothing names ([`crate::bundle::load::reach::prune_draft`]):
    /// when its first check fails in a way no fix of the edition answers, the rounds stop with
    /// [`UNNAMED_NEEDED`] and start again from the loaded draft.
    Named,
    /// The previous run's draft ([`replay`]): whatever a first run would settle by falling
    /// back (a draft that no longer compiles, dead code matching no item, rounds that do not
    /// settle) is an error instead.
    Replayed,
}

/// What [`rounds`] end with when the draft after a first check as the older edition
/// ([`older_first_check`]) has errors in its check as 2024.
const OLDER_CHECK_FAILED: &str = "the draft checked as edition 2021 does not compile as 2024";

/// What [`rounds`] from [`Start::Named`] end with when that draft does not compile.
const UNNAMED_NEEDED: &str = "the draft needs an item nothing names";

/// The previous run's answer ([`replay::Memory::answer`]) when it holds for the bin as it is
/// now: rustc finds nothing in it to warn about (nothing dead, nothing missing), and, if
/// bodies were stubbed, the program runs no function of the libraries the previous one did
/// not. Any failure to tell is `None`: the loop then decides as always.
fn replayed_answer(
    memory: &replay::Memory<'_>,
    loaded: &syn::File,
    settings: &Settings<'_>,
) -> Option<syn::File> {
    let mut answer = memory.answer(loaded, settings.size_budget)?;
    // The bin's as loaded; the libraries' went when the answer was found.
    if settings.drop_debug_asserts {
        asserts::drop_debug_asserts(&mut answer.draft);
    }
    let started = std::time::Instant::now();
    let scratch = Scratch::new(settings.label)
        .ok()?
        .with_args(settings.rustc_args)
        .with_debug_assertions(!settings.drop_debug_asserts);
    // What the program runs now, when the answer stubbed bodies: its compile to IR goes on
    // beside the answer's check (a second core makes that free) and stops if the check fails.
    let running = match &answer.ran {
        None => None,
        Some(ran_before) => {
            let mut before_stubs = memory.replayed(loaded)?;
            let running = unrun::start_functions_run(
                &mut before_stubs,
                settings.third_party,
                &scratch,
                settings.edition,
                None,
            )
            .ok()?;
            Some((running, ran_before))
        }
    };
    let text = prettyplease::unparse(&answer.draft);
    // Beside the rounds' drafts: a replay that misses the cache checks a text no round did.
    if let Some(dir) = std::env::var_os("JUDGEPACK_DEBUG_DRAFTS") {
        let _ = std::fs::write(
            PathBuf::from(dir).join(format!("{}-replay.rs", settings.label)),
            &text,
        );
    }
    let clean = scratch
        .check(&text, settings.edition)
        .is_ok_and(|diagnostics| diagnostics.iter().all(|d| classify(d) == Action::Ignore));
    let holds = match running {
        Some((running, ran_before)) => running
            .finish(&scratch, !clean)
            .is_some_and(|ran| clean && ran.is_subset(ran_before)),
        None => clean,
    };
    crate::timings::record(
        format!(
            "  answer replay {}: {}",
            settings.label,
            if holds { "holds" } else { "does not hold" }
        ),
        started.elapsed(),
    );
    holds.then_some(answer.draft)
}

/// The rounds of [`remove_dead_code`] from `file`, whose origin `start` names; `loaded` is the
/// draft the rounds fall back to (its spans are positions in the source files, for errors
/// rustc finds in a draft).
fn rounds(
    mut file: syn::File,
    loaded: &syn::File,
    settings: &Settings<'_>,
    memory: Option<&replay::Memory<'_>>,
    start: Start,
    older_first: bool,
) -> Result<(syn::File, Vec<Error>), Error> {
    let replaying = start == Start::Replayed;
    let (edition, origins) = (settings.edition, settings.origins);
    let migrated = |done: bool| {
        if let Some(migration) = settings.migration {
            migration.done.set(done);
        }
    };
    migrated(false);
    let mut scratch = Scratch::new(settings.label)?
        .with_args(settings.rustc_args)
        .with_debug_assertions(!settings.drop_debug_asserts);
    let mut warnings: Vec<Error> = Vec::new();
    let mut reported: BTreeSet<(Vec<String>, String)> = BTreeSet::new();
    let mut recorded = false;
    let not_replayed = |what: &str| Error::new(format!("replayed removal: {what}"));
    // What removals must spare.
    let mut protected: BTreeSet<String> = BTreeSet::new();
    // Dead-code warnings (module, message) whose item a macro wrote.
    let mut in_macro_output: BTreeSet<(Vec<String>, String)> = BTreeSet::new();
    let mut macro_output_settled = false;
    let mut impls_tried = false;
    let mut rules_tried = false;
    let mut bodies_stubbed = false;
    // Diagnostics of the next draft when a pass has already compiled it.
    let mut checked: Option<Vec<Diagnostic>> = None;
    // Whether the draft is one a round made by removing only unused imports, not checked yet
    // (see where it is set).
    let mut unconfirmed = false;
    // `unrun`'s compile to LLVM IR, begun beside the rounds on the first draft when that is
    // so far over the limit that the passes which cost rustc runs will surely run (and a
    // second core can take it).
    let mut ahead: Option<unrun::Ahead> = None;
    // The trial of unused impls, begun beside the rounds once bodies are stubbed
    // ([`trial_beside_rounds`]).
    let mut trial_ahead: Option<TrialAhead> = None;
    // Whether it begins once the next round's removals are made: those of the stubbed
    // draft's first check, which finds most of what only the stubs' old bodies used (an
    // impl a dead item's field needs stays in the trial while that item does).
    let mut trial_ahead_due = false;
    // The functions the program can run in the recorded draft, once bodies are stubbed; and
    // whether they were stubbed in another draft than the recorded one (then the answer is
    // not kept for the next run: nothing would say what its stubs assume).
    let mut functions_run: Option<BTreeSet<usize>> = None;
    let mut answer_replayable = true;
    // Functions the loaded draft already has calling themselves (their crate's own warning).
    let mut recursing_in_source: BTreeSet<String> = BTreeSet::new();
    // The latest draft that compiled: what the loop falls back to rather than fail once a
    // removal broke the draft beyond repair or it does not settle (every draft compiled is a
    // correct, if larger, file).
    let mut compiled: Option<Kept> = None;
    // What the loop knew when that draft was checked, to resume from it when the next
    // round's removal breaks the draft: its diagnostics and the passes already tried.
    let mut compiled_state: Option<ResumeState> = None;
    let started = std::time::Instant::now();
    crate::bundle::progress_when_slow("removing dead code (rustc's dead-code lint)");
    let _timing = RoundsTiming {
        label: settings.label,
        started,
        checks: (
            RUSTC_CHECKS.load(Ordering::Relaxed),
            CACHED_CHECKS.load(Ordering::Relaxed),
        ),
    };
    // The text of a draft the loop fell back to, as rustc checked it: printing its parse again
    // need not give the same bytes (prettyplease is not idempotent), and the diagnostics kept
    // with it point into these.
    let mut fallen_back_text: Option<String> = None;
    // The round that checks the draft the rounds start from: 0, or the round after rustc's
    // fixes to the edition's errors went in (see where it is set).
    let mut first_round = 0;
    let mut fixed_start: Option<syn::File> = None;
    let mut edition_fixes_applied = 0;
    // Whether the first check was made as the older edition ([`older_first_check`]) and no
    // check as 2024 has found a draft without errors since; and the parse of the draft its
    // fixes made.
    let mut older_unconfirmed = false;
    let mut older_fixed: Option<syn::File> = None;
    // Debug assertions ([`Settings::drop_debug_asserts`]): the draft as it was before they
    // were dropped, until a check says the draft without them stands: dropping them can leave
    // a type uninferred (petgraph's `debug_assert_eq!(a, NodeIndex::new(0))` is where `a` gets
    // its type) or a variable in the user's code that only an assertion read. And whether they
    // wait for the draft the bodies are stubbed in: with the compile to IR begun beside the
    // first round the draft is far over the limit, and a first check that fails would be of
    // a megabyte, twice; by then it is a third of that, and the check is one it needs anyway.
    let mut with_asserts: Option<syn::File> = None;
    let mut asserts_wait = false;
    // The first draft's size, printed.
    let mut first_len = 0;
    for round in 0..MAX_ROUNDS {
        let first = round == first_round;
        let mut text = fallen_back_text
            .take()
            .unwrap_or_else(|| prettyplease::unparse(&file));
        if round == 0 {
            first_len = text.len();
        }
        if first && !replaying && far_over_limit(text.len(), settings) {
            ahead = unrun::Ahead::start(
                &mut file,
                settings.third_party,
                settings.label,
                settings.rustc_args,
                edition,
                !settings.drop_debug_asserts,
            );
        }
        if round == 0 && settings.drop_debug_asserts {
            if ahead.is_some() {
                asserts_wait = true;
            } else if let Some(kept) = without_asserts(&mut file) {
                with_asserts = Some(kept);
                text = prettyplease::unparse(&file);
            }
        }
        let diagnostics = match checked.take() {
            Some(diagnostics) => diagnostics,
            None => {
                unconfirmed = false;
                let older = (older_first && round == 0 && !replaying)
                    .then(|| older_first_check(&scratch, &text, settings))
                    .transpose()?
                    .flatten();
                match older {
                    Some((diagnostics, fixed, migrated_now)) => {
                        migrated(migrated_now);
                        older_unconfirmed = true;
                        // Its draft is the answer only once checked as 2024.
                        unconfirmed = true;
                        if let Some(fixed) = fixed {
                            let mut parsed: syn::File =
                                syn::parse_str(&fixed).map_err(|error| {
                                    Error::new(format!(
                                        "rustc's fixes left a draft syn cannot parse: {error}"
                                    ))
                                })?;
                            crate::bundle::debug_note(&format!(
                                "{}: rustc's fixes to the patterns edition 2024 rejects applied \
                                 (and its other edition 2024 fixes in older libraries: \
                                 {migrated_now})",
                                settings.label
                            ));
                            // Its compile to IR is of a draft that does not compile as 2024.
                            if ahead.take().is_some() {
                                ahead = unrun::Ahead::start(
                                    &mut parsed,
                                    settings.third_party,
                                    settings.label,
                                    settings.rustc_args,
                                    edition,
                                    !settings.drop_debug_asserts,
                                );
                            }
                            fixed_start = Some(parsed.clone());
                            older_fixed = Some(parsed);
                            text = fixed;
                        }
                        diagnostics
                    }
                    None => {
                        let diagnostics = scratch.check(&text, edition)?;
                        older_unconfirmed &= diagnostics.iter().any(Diagnostic::is_error);
                        diagnostics
                    }
                }
            }
        };
        let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.is_error()).collect();
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
            let skipped = if unconfirmed { " (not checked)" } else { "" };
            crate::bundle::debug_note(&format!("dce round {round}{skipped}: {messages:?}"));
        }
        if let Some(dir) = std::env::var_os("JUDGEPACK_DEBUG_DRAFTS") {
            save_round(
                &PathBuf::from(dir),
                settings.label,
                round,
                &text,
                &diagnostics,
            );
        }
        // Errors after a first check as 2021 that a removal cannot have caused (resolution
        // errors and missing methods it can) are the edition's, which the rounds answer from a
        // first check as 2024.
        if older_unconfirmed
            && errors.iter().any(|d| {
                let code = d.code.as_deref().unwrap_or("");
                !(code.starts_with("E04") || code == "E0599" || d.lint().is_some())
            })
        {
            return Err(Error::new(OLDER_CHECK_FAILED));
        }
        // Removing an item that only dead code imported leaves its `use` unresolved: the
        // import was "used" (by the dead code) in the previous round. Such errors name exactly
        // the stale leaves, so they are removed like unused imports.
        // One inside a `macro_rules!` expansion is not such a leaf (no removal can reach it):
        // the removal of what it imports broke the draft.
        let stale_import = |d: &&Diagnostic| d.code.as_deref() == Some("E0432") && !d.in_macro();
        let stale_imports = !first && !errors.is_empty() && errors.iter().all(stale_import);
        // A removed inherent method whose name a trait implemented for the type also has
        // turns calls of it (`self.node_weight(id)` in that very trait impl) into calls of
        // the trait method: rustc then warns of a function calling itself, which the loaded
        // draft did not do. That breaks the program as surely as an error does.
        let recursing = diagnostics
            .iter()
            .filter(|d| d.code.as_deref() == Some("unconditional_recursion"))
            .filter_map(|d| recursing_fn(d, &text));
        let new_recursion: BTreeSet<String> = if first {
            recursing_in_source.extend(recursing);
            BTreeSet::new()
        } else {
            recursing
                .filter(|name| !recursing_in_source.contains(name))
                .collect()
        };
        // A removal that broke the draft (an impl inside a macro body still names a removed
        // trait method, type, trait or function; a call now resolves to another function):
        // go back to the latest draft that compiled, sparing every name the errors cite and
        // every name in the code they point at (the call whose callee went). That draft
        // compiled, so what broke is what this round removed from it: its removals are
        // planned again with those names spared. Each such step spares at least one more
        // name, so it ends.
        // A draft whose removal made a function call itself compiles, but is no answer.
        if let Some(kept) = with_asserts.take() {
            let inference_lost = errors
                .iter()
                .any(|error| error.message.starts_with("type annotations needed"));
            // A lint's error (a deny-by-default lint in a third-party crate) is allowed where
            // it stands, below, with or without the assertions.
            let broken = errors.iter().any(|error| error.lint().is_none());
            // Before its migration, older code's errors are the edition's: rustc's fixes or
            // the migration first (the caller) answer them, unless a type is not inferred.
            if first && settings.before_migration && broken && !inference_lost {
                with_asserts = Some(kept);
            } else if broken || warns_in_own_code(&diagnostics, &text, settings) {
                crate::bundle::debug_note(&format!(
                    "{}: debug assertions kept: dropping them leaves a warning or a type \
                     uninferred",
                    settings.label
                ));
                file = kept;
                // Checked before its fixes went in.
                migrated(false);
                if first {
                    first_round = round + 1;
                }
                continue;
            }
        }
        let new_recursion_empty = new_recursion.is_empty();
        if errors.is_empty() && new_recursion_empty {
            compiled = Some(Kept::Printed(text.clone()));
            compiled_state = Some(ResumeState {
                diagnostics: Some(diagnostics.clone()),
                in_macro_output: in_macro_output.clone(),
                bodies_stubbed,
                impls_tried,
                unconfirmed,
                asserts_wait,
            });
        }
        if !first && ((!errors.is_empty() && !stale_imports) || !new_recursion.is_empty()) {
            let cited: Vec<String> = errors
                .iter()
                .filter(|error| !stale_import(error))
                .flat_map(|error| {
                    let mut names = cited_names(&error.message);
                    // "method `to_u8` is not a member of trait `ToPrimitive`": an impl that
                    // dead-code removal cannot edit (written by a `macro_rules!` body) still
                    // has the member. Only that member stays, not the whole trait nor every
                    // item of that name (`Float` has sixty methods).
                    if let Some(member) = missing_trait_member(error) {
                        return vec![member];
                    }
                    // A resolution error (E04xx: "method `to_u8` is not a member of trait
                    // `ToPrimitive`") names exactly what went; the code it points at is a whole
                    // impl written by a macro, whose every identifier would be spared.
                    if !error
                        .code
                        .as_deref()
                        .is_some_and(|code| code.starts_with("E04"))
                    {
                        names.extend(span_names(error, &text));
                    }
                    names
                })
                .chain(new_recursion)
                .collect();
            let before = protected.len();
            protected.extend(cited);
            // The errors may name nothing: with imports left unresolved, rustc reports `impl
            // PeekingNext for Iter` (written by a `macro_rules!`) of a removed trait only as
            // "ambiguous associated type" at its `Self::Item`. The traits macro bodies
            // implement are then the suspects.
            if protected.len() == before {
                protected.extend(traits_implemented_in_macros(loaded));
            }
            if protected.len() > before {
                if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                    eprintln!(
                        "judgepack: note: round {round} broke the draft; spared: {protected:?}"
                    );
                }
                // The trial beside the rounds began on the draft that broke: it begins again
                // after the next round (dropping it stops it after its check under way).
                if trial_ahead.take().is_some() {
                    trial_ahead_due = true;
                }
                match (&compiled, compiled_state.take()) {
                    (Some(draft), Some(state)) => {
                        (file, fallen_back_text) = draft.resume()?;
                        checked = state.diagnostics;
                        in_macro_output = state.in_macro_output;
                        bodies_stubbed = state.bodies_stubbed;
                        impls_tried = state.impls_tried;
                        unconfirmed = state.unconfirmed;
                        asserts_wait = state.asserts_wait;
                    }
                    _ if replaying => return Err(not_replayed("a removal broke the draft")),
                    _ => {
                        file = fixed_start.clone().unwrap_or_else(|| loaded.clone());
                        in_macro_output.clear();
                        bodies_stubbed = false;
                        impls_tried = false;
                    }
                }
                continue;
            }
        }
        // A deny-by-default lint of today's rustc in third-party code
        // (`dangerous_implicit_autorefs` in allocator-api2), which cargo caps for
        // dependencies: allowed on the crate's module, as cargo's `--cap-lints` would.
        let parsed_once: Option<syn::File> = errors
            .iter()
            .any(|error| error.lint().is_some())
            .then(|| syn::parse_str(&text).ok())
            .flatten();
        let third_party_lints: Vec<(String, String)> = errors
            .iter()
            .filter_map(|error| {
                let lint = error.lint()?;
                let line = error.primary.first()?.0.line;
                let top = module_at(parsed_once.as_ref()?, line)
                    .into_iter()
                    .next()
                    .filter(|top| settings.third_party.contains(top))?;
                Some((top, lint.to_string()))
            })
            .collect();
        let all_third_party_lints = !errors.is_empty() && third_party_lints.len() == errors.len();
        // A lint error does not stop rustc's other lints: this round's warnings are whole,
        // and are acted on in the same round, beside the allows.
        let mut silenced: BTreeSet<(String, String)> = BTreeSet::new();
        if all_third_party_lints {
            silenced = third_party_lints.into_iter().collect();
            // This draft with the lints allowed compiles: what a round whose removal breaks
            // the draft goes back to (its diagnostics are this text's, so rustc checks it).
            let mut allowed = file.clone();
            Plan {
                silence: silenced.clone(),
                ..Plan::default()
            }
            .apply(&mut allowed);
            compiled = Some(Kept::Tree(allowed));
            compiled_state = Some(ResumeState {
                diagnostics: None,
                in_macro_output: in_macro_output.clone(),
                bodies_stubbed,
                impls_tried,
                unconfirmed,
                asserts_wait,
            });
        }
        if let (Some(error), false, false) = (errors.first(), stale_imports, all_third_party_lints)
        {
            if replaying {
                return Err(not_replayed(&error.message));
            }
            // Errors of the first draft in libraries that cargo built, which an older
            // edition allowed: rustc's own fixes are the answer when it has one for each
            // (`dyn` for serde 1.0.203's bare `&Expected`; `+ use<C>` before a 2024 migration).
            let of_older_edition = settings.before_migration
                || errors
                    .iter()
                    .all(|error| EDITION_ERRORS.contains(&error.code.as_deref().unwrap_or("")));
            if first && edition_fixes_applied < 3 && of_older_edition {
                if let Some(fixed) = edition_fixes(&errors, &text, settings.libraries) {
                    edition_fixes_applied += 1;
                    crate::bundle::debug_note(&format!(
                        "{}: rustc's fixes to {} errors of the edition applied",
                        settings.label,
                        errors.len()
                    ));
                    fixed_start = Some(fixed.clone());
                    file = fixed;
                    first_round = round + 1;
                    // Its compile to IR is of a draft that does not compile.
                    ahead = None;
                    continue;
                }
            }
            if first && start == Start::Named {
                return Err(Error::new(UNNAMED_NEEDED));
            }
            if older_unconfirmed {
                return Err(Error::new(OLDER_CHECK_FAILED));
            }
            if let Some(draft) = compiled.take() {
                labelled_note(settings.label, &format!(
                    "round {round} broke the draft beyond repair ({}); the last draft that compiled stays",
                    error.message
                ));
                return Ok((allow_leftovers(draft.file()?), warnings));
            }
            if let Some((in_source, module)) = error_in_source(error, &text, loaded, origins) {
                let foreign = module
                    .first()
                    .is_some_and(|top| settings.third_party.contains(top));
                if let Some(package) = foreign.then(|| package_of(&in_source)) {
                    // Cargo builds that crate and nobody can edit it: the failure is ours.
                    let saved = scratch.keep();
                    return Err(in_source.help(format!(
                        "cargo builds {package}, so this is a judgepack bug, not yours: the \
                         draft is kept as {}; please report it with the command you ran. \
                         Meanwhile try a judge that provides the crate (`--judge atcoder`) or \
                         another judge's edition",
                        saved.display()
                    )));
                }
                // The message points into the source; whoever debugs the bundler needs the
                // draft too.
                if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                    let saved = scratch.keep();
                    eprintln!("judgepack: note: the draft is saved at {}", saved.display());
                }
                return Err(in_source);
            }
            let (saved, rendered) = scratch.keep_for(&error.rendered);
            return Err(
                Error::new(format!("{DOES_NOT_COMPILE}: {}", rendered.trim_end()))
                    .at(&saved, error.primary.first().map(|(start, _)| start.line))
                    .help(format!(
                        "a bundler bug or an unsupported construct; the draft is saved at {}",
                        saved.display()
                    )),
            );
        }
        let mut parsed: syn::File = match older_fixed.take() {
            Some(parsed) => parsed,
            None => syn::parse_str(&text).map_err(|error| {
                Error::new(format!(
                    "prettyplease printed a draft syn cannot parse: {error}"
                ))
            })?,
        };
        // With the compile to IR begun beside the first round, the bodies that never run
        // are stubbed in the first later draft that compiles (waiting for that compile, so
        // that where they are stubbed does not depend on the machine's speed) rather than
        // once rustc's warnings run out: the rounds left check a draft a half or a third the
        // size (petgraph's 800 KB drafts take 1.2 s a check). This round's warnings are found
        // again in the stubbed draft, with what only the stubs named. Not before the rounds
        // have cut the draft (a tenth at least; a round that broke it, or spared, cut
        // nothing): the next run's answer replay compiles the draft recorded here to IR
        // (itertools' 533 KB against 105 KB once the first removals are done).
        let stub_early = !first
            && text.len() < first_len - first_len / 10
            && !bodies_stubbed
            && ahead.is_some()
            && errors.is_empty()
            && new_recursion_empty
            && !unconfirmed
            && settings
                .size_budget
                .map_or(true, |budget| text.len() > budget);
        if stub_early {
            bodies_stubbed = true;
            // The draft the next run's replay starts from is this one, before its stubs.
            let recorded_now = !recorded && !impls_tried;
            if recorded_now {
                recorded = true;
                if let Some(memory) = memory {
                    memory.record(&parsed);
                }
            }
            let mut stubbed;
            (stubbed, with_asserts) = stub_unrun(
                &mut parsed,
                settings,
                &scratch,
                &mut ahead,
                &mut asserts_wait,
            );
            match (&stubbed, recorded_now) {
                (Some(stubbed), true) => functions_run = Some(stubbed.ran.clone()),
                (Some(_), false) => answer_replayable = false,
                (None, _) => {}
            }
            crate::bundle::debug_note(&format!(
                "{}: bodies of functions never run, stubbed early: {:?}",
                settings.label,
                stubbed.as_ref().map(|stubbed| stubbed.count)
            ));
            let changed =
                stubbed.as_ref().is_some_and(|stubbed| stubbed.count > 0) || with_asserts.is_some();
            let stubbed_checked = stubbed.as_mut().and_then(|stubbed| stubbed.checked.take());
            if changed {
                trial_ahead_due = !impls_tried;
                // The stubbing's last check was of this draft.
                checked = stubbed_checked;
                file = parsed;
                continue;
            }
        }
        let mut plan = Plan {
            protected: protected.clone(),
            silence: silenced,
            ..Plan::default()
        };
        let mut dead_at: BTreeMap<LineColumn, (Vec<String>, String)> = BTreeMap::new();
        let modules = Modules::of(&parsed);
        if stale_imports {
            plan.imports
                .extend(errors.iter().flat_map(|d| d.primary.iter().copied()));
        }
        // While imports are unresolved rustc still names the unused ones (the resolver's
        // lint) but not yet dead code: those go in the same round.
        let lint_warnings = diagnostics.iter().filter(|d| {
            d.level == "warning" && (!stale_imports || classify(d) == Action::RemoveImports)
        });
        for diagnostic in lint_warnings {
            match classify(diagnostic) {
                Action::RemoveItems => {
                    let line = diagnostic.primary.first().map_or(0, |s| s.0.line);
                    let key = (modules.at(line), diagnostic.message.clone());
                    if in_macro_output.contains(&key) {
                        continue;
                    }
                    for (start, _) in &diagnostic.primary {
                        dead_at.insert(*start, key.clone());
                    }
                    plan.items.extend(diagnostic.primary.iter().map(|s| s.0));
                }
                Action::RemoveImports => {
                    // A `use` a macro writes (ppv-lite86's `dispatch_light128!` writes `use
                    // std::arch::x86_64::*;` into each function it defines) is no item of the
                    // draft to delete: in a third-party module it is allowed there, where the
                    // call stands, as cargo's `--cap-lints` would.
                    let caller = diagnostic
                        .macro_call
                        .and_then(|call| modules.at(call.line).first().cloned())
                        .filter(|top| settings.third_party.contains(top));
                    match caller {
                        Some(top) => {
                            plan.silence.insert((top, "unused_imports".to_string()));
                        }
                        None => plan.imports.extend(diagnostic.primary.iter().copied()),
                    }
                }
                Action::Allow => plan.allows.extend(diagnostic.primary.iter().map(|s| s.0)),
                Action::Ignore => {}
                Action::Fatal => {
                    let line = diagnostic.primary.first().map_or(0, |s| s.0.line);
                    let module = modules.at(line);
                    let top = module.first().filter(|m| settings.third_party.contains(*m));
                    let lint = diagnostic.code.as_deref().and_then(lint_name);
                    if let (Some(top), Some(lint)) = (top, lint) {
                        plan.silence.insert((top.clone(), lint.to_string()));
                        continue;
                    }
                    let already = !reported.insert((module.clone(), diagnostic.message.clone()));
                    if already && !settings.deny_warnings {
                        continue;
                    }
                    // An inline module has no file of its own: name the file of the nearest
                    // enclosing module that has one.
                    let source = (0..=module.len())
                        .rev()
                        .find_map(|len| origins.get(&module[..len]))
                        .map_or_else(|| "?".to_string(), |p| p.display().to_string());
                    let place = if module.is_empty() {
                        "the binary".to_string()
                    } else {
                        format!("module `{}`", module.join("::"))
                    };
                    let what = format!(
                        "warning in the bundle that removing dead code cannot fix: {} (in {place})",
                        diagnostic.message
                    );
                    if !settings.deny_warnings {
                        warnings.push(Error::new(what).at(PathBuf::from(source), None).help(
                            format!(
                                "the file still compiles; fix the warning in the source. rustc \
                                 says (of the bundled draft):\n{}",
                                scratch.unnamed(&diagnostic.rendered).trim_end()
                            ),
                        ));
                        continue;
                    }
                    return Err(Error::new(what)
                        .at(PathBuf::from(source), None)
                        .help(format!(
                            "fix the warning in the source; rustc says (of the bundled draft):\n{}",
                            scratch.unnamed(&diagnostic.rendered).trim_end()
                        )));
                }
            }
        }
        if plan.is_empty() {
            let existed = stale::module_paths(&parsed.items);
            let quiet = quiet_pass(&mut parsed);
            let pruned = prune::unnamed_types(&mut parsed, settings.third_party);
            if pruned {
                stale::remove_stale_imports(&mut parsed, edition, &existed);
            }
            // Where rustc's dead-code warnings first run out, before any pass that depends on
            // what the bin can run: the next run on these libraries starts here.
            let recorded_now = !recorded && !bodies_stubbed && !impls_tried;
            if recorded_now {
                recorded = true;
                if let Some(memory) = memory {
                    memory.record(&parsed);
                }
            }
            // Printed once a quiet round: every pass below that changes the draft starts a
            // new round.
            let fits_now = fits(&parsed, settings);
            if !bodies_stubbed {
                bodies_stubbed = true;
                let mut stubbed_checked = None;
                let stubbed = if fits_now {
                    None
                } else {
                    let stubbed;
                    (stubbed, with_asserts) = stub_unrun(
                        &mut parsed,
                        settings,
                        &scratch,
                        &mut ahead,
                        &mut asserts_wait,
                    );
                    // What the next run's answer replay asks of the recorded draft.
                    match (&stubbed, recorded_now) {
                        (Some(stubbed), true) => functions_run = Some(stubbed.ran.clone()),
                        (Some(_), false) => answer_replayable = false,
                        (None, _) => {}
                    }
                    stubbed.map(|stubbed| {
                        stubbed_checked = stubbed.checked;
                        stubbed.count
                    })
                };
                if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                    eprintln!(
                        "judgepack: note: {}: bodies of functions never run: {stubbed:?} stubbed",
                        settings.label
                    );
                }
                let mut changed = stubbed.is_some_and(|count| count > 0);
                // Debug assertions still waiting (no bodies were stubbed early) go with the
                // stubs, in the draft the next round checks anyway.
                if asserts_wait {
                    asserts_wait = false;
                    with_asserts = without_asserts(&mut parsed);
                    if with_asserts.is_some() {
                        stubbed_checked = None;
                    }
                }
                changed |= with_asserts.is_some();
                if changed {
                    // The stubbing's last check was of this draft.
                    if stubbed_checked.is_some() {
                        unconfirmed = false;
                    }
                    checked = stubbed_checked;
                    file = parsed;
                    continue;
                }
            }
            // Tried on this draft already: its own check also confirms the two passes above.
            if !impls_tried && !fits_now {
                impls_tried = true;
                if let Some(diagnostics) = trial_ahead
                    .take()
                    .and_then(TrialAhead::finish)
                    .and_then(|dropped| dropped_again(&mut parsed, &dropped, &scratch, edition))
                {
                    trial_note(settings.label, true, 1);
                    unconfirmed = false;
                    checked = Some(diagnostics);
                    file = parsed;
                    continue;
                }
                let mut trimmed = parsed.clone();
                crate::bundle::progress_when_slow("trying out unused impls");
                let tried = std::time::Instant::now();
                let (dropped, checks) =
                    trial::drop_unused_impls(&mut trimmed, settings.third_party, &scratch, edition)
                        .unwrap_or_else(|error| {
                            labelled_note(
                                settings.label,
                                &format!("the trial left the draft: {error}"),
                            );
                            (None, 0)
                        });
                trial_note(settings.label, dropped.is_some(), checks);
                crate::timings::record(
                    format!("  trial {}: {checks} rustc checks", settings.label),
                    tried.elapsed(),
                );
                if let Some(diagnostics) = dropped {
                    unconfirmed = false;
                    parsed = trimmed;
                    // They are the diagnostics of exactly the next round's draft.
                    checked = Some(diagnostics);
                    file = parsed;
                    continue;
                }
            }
            if quiet || pruned {
                file = parsed;
                continue;
            }
            if !rules_tried && !fits_now {
                rules_tried = true;
                let dropped = crate::timings::time(
                    format!("  arms {}: unused macro rules", settings.label),
                    || drop_unused_rules(&mut parsed, settings, &scratch, edition),
                )
                .unwrap_or_else(|error| {
                    labelled_note(settings.label, &format!("macro rules left: {error}"));
                    false
                });
                if dropped {
                    file = parsed;
                    continue;
                }
            }
            if !macro_output_settled && !in_macro_output.is_empty() {
                macro_output_settled = true;
                if silence_macro_output(&mut parsed, &in_macro_output, settings, &mut warnings)? {
                    file = parsed;
                    continue;
                }
            }
            // The answer is a draft rustc has seen.
            if unconfirmed {
                file = parsed;
                continue;
            }
            if let (Some(memory), true, true) = (memory, answer_replayable, warnings.is_empty()) {
                memory.record_answer(&parsed, functions_run.as_ref(), settings.size_budget);
            }
            return Ok((parsed, warnings));
        }
        let existed = stale::module_paths(&parsed.items);
        let (unmatched, removed_no_item) = plan.apply_telling(&mut parsed);
        // Dead code that a macro wrote (no item of ours starts there) cannot be cut out: it
        // is left, and silenced once everything else is done.
        let (in_macros, unmatched): (Vec<LineColumn>, Vec<LineColumn>) = unmatched
            .into_iter()
            .partition(|position| dead_at.contains_key(position));
        in_macro_output.extend(in_macros.iter().filter_map(|p| dead_at.get(p).cloned()));
        if let (Some(_), true) = (unmatched.first(), replaying) {
            return Err(not_replayed("dead code matches no item"));
        }
        if let (Some(_), true) = (unmatched.first(), older_unconfirmed) {
            return Err(Error::new(OLDER_CHECK_FAILED));
        }
        if let Some(position) = unmatched.first() {
            // Dead code the removals cannot find an item for: this draft compiled (its only
            // diagnostics were warnings), so it is the answer, with that dead code allowed.
            labelled_note(
                settings.label,
                &format!(
                    "dead code at line {} column {} of the draft matches no item; the draft stays",
                    position.line,
                    position.column + 1
                ),
            );
            return Ok((allow_leftovers(file), warnings));
        }
        // Exact and cheap: a type or a crate the removals just left unnamed goes now, not
        // rounds later (a crate whose impls rustc keeps alive, never).
        let pruned = prune::unnamed_types(&mut parsed, settings.third_party)
            | prune::unnamed_crates(&mut parsed, settings.libraries);
        tidy(&mut parsed, edition, &existed);
        // A round that removed unused imports and nothing else leaves a draft that compiles
        // and whose dead code is what it was: none, or only items that stay (spared, or
        // written by a macro). What it may have is an import that only a removed one used
        // (`use x::y;` for `use y::N;`), which the check of the next pass's draft, or the
        // confirming check before the answer, reports. So that round's own check is skipped:
        // most import-only rounds are followed by a quiet one.
        let only_imports = !stale_imports
            && !pruned
            && removed_no_item
            && plan.allows.is_empty()
            && plan.silence.is_empty()
            && diagnostics.iter().all(|d| {
                matches!(
                    classify(d),
                    Action::RemoveImports | Action::RemoveItems | Action::Ignore
                )
            });
        if only_imports {
            checked = Some(Vec::new());
            unconfirmed = true;
        }
        if std::mem::take(&mut trial_ahead_due) && !impls_tried {
            trial_ahead = trial_beside_rounds(&parsed, settings);
        }
        file = parsed;
    }
    if replaying {
        return Err(not_replayed("the rounds did not settle"));
    }
    if older_unconfirmed {
        return Err(Error::new(OLDER_CHECK_FAILED));
    }
    // Not settled: the smallest draft that compiled is correct, only larger.
    labelled_note(
        settings.label,
        &format!("dead-code removal stopped after {MAX_ROUNDS} rounds"),
    );
    match compiled {
        Some(draft) => Ok((allow_leftovers(draft.file()?), warnings)),
        None => Err(Error::new(format!(
            "no draft compiled in {MAX_ROUNDS} rounds of dead-code removal"
        ))
        .help("set JUDGEPACK_DEBUG_DRAFTS=DIR to see each round's draft and rustc's text")),
    }
}

/// After a round's removals: what is left empty ([`quiet_pass`]) and the imports left naming
/// nothing ([`stale`]) go in the same round, in turn until neither finds more; otherwise each
/// costs a round of "unresolved import" of its own. Emptied modules first: libc's `mod socket
/// { pub use super::socket_type::*; }` loses its only import, and then `use
/// bits::{sigaction, socket}` elsewhere names nothing. In the same round, too, so that the
/// round that finds nothing left is the last one. Last, the private imports nothing names any
/// more ([`stale::remove_unused_imports`]): rustc would name them in the next round, and the
/// imports only they used in the round after (im-rc's chains of re-exports).
/// `existed`: the modules of the draft before the round's removals (a relative path to one
/// that went no longer names it: `pub use arc_borrow::*;` once `mod arc_borrow` is empty).
fn tidy(file: &mut syn::File, edition: &str, existed: &BTreeSet<Vec<String>>) {
    quiet_pass(file);
    loop {
        while stale::remove_stale_imports(file, edition, existed) && quiet_pass(file) {}
        // A module left with nothing but the imports that went is empty now.
        if !(stale::remove_unused_imports(file, edition) && quiet_pass(file)) {
            break;
        }
    }
}

/// Drops the debug assertions of `draft` ([`asserts`]); the draft as it was, when any went.
fn without_asserts(draft: &mut syn::File) -> Option<syn::File> {
    let mut without = draft.clone();
    (asserts::drop_debug_asserts(&mut without) > 0).then(|| std::mem::replace(draft, without))
}

/// Whether rustc warns of something in the user's own code (not a third-party crate's, whose
/// lints are allowed) that dead-code removal cannot fix: an unused variable, say.
fn warns_in_own_code(diagnostics: &[Diagnostic], text: &str, settings: &Settings<'_>) -> bool {
    let mut warnings = diagnostics
        .iter()
        .filter(|d| d.level == "warning" && classify(d) == Action::Fatal)
        .peekable();
    if warnings.peek().is_none() {
        return false;
    }
    let Ok(parsed) = syn::parse_str::<syn::File>(text) else {
        return true;
    };
    let modules = Modules::of(&parsed);
    warnings.any(|warning| {
        let line = warning.primary.first().map_or(0, |span| span.0.line);
        !modules
            .at(line)
            .first()
            .is_some_and(|top| settings.third_party.contains(top))
    })
}

/// `text` with the machine-applicable fixes rustc suggests for `errors` applied
/// ([`Settings::before_migration`]), when every error has one and stands in a library
/// module (`libraries`); `None` otherwise.
fn edition_fixes(
    errors: &[&Diagnostic],
    text: &str,
    libraries: &BTreeSet<String>,
) -> Option<syn::File> {
    syn::parse_file(&fixed_text(errors, text, libraries)?).ok()
}

/// `text` with the machine-applicable fixes rustc suggests for `diagnostics` applied, when
/// every one has one and stands in a library module (`libraries`).
fn fixed_text(
    diagnostics: &[&Diagnostic],
    text: &str,
    libraries: &BTreeSet<String>,
) -> Option<String> {
    let parsed: syn::File = syn::parse_str(text).ok()?;
    fixed_in(diagnostics, text, &Modules::of(&parsed), libraries)
}

/// [`fixed_text`] with `text`'s modules known.
fn fixed_in(
    diagnostics: &[&Diagnostic],
    text: &str,
    modules: &Modules,
    libraries: &BTreeSet<String>,
) -> Option<String> {
    let errors = diagnostics;
    let in_library = |error: &&Diagnostic| {
        let line = error.primary.first().map_or(0, |span| span.0.line);
        modules
            .at(line)
            .first()
            .is_some_and(|top| libraries.contains(top))
    };
    if !errors
        .iter()
        .all(|error| !error.fixes.is_empty() && in_library(error))
    {
        return None;
    }
    let mut fix = rustfix::CodeFix::new(text);
    // One error in a `macro_rules!` body is reported once per expansion, each with the same
    // fix of the body.
    let mut applied: Vec<&rustfix::Suggestion> = Vec::new();
    for suggestion in errors.iter().flat_map(|error| &error.fixes) {
        if applied.contains(&suggestion) {
            continue;
        }
        fix.apply(suggestion).ok()?;
        applied.push(suggestion);
    }
    fix.finish().ok()
}

/// Whether `diagnostic` is of an edition 2024 lint that warns in edition 2024 too
/// (`unsafe_op_in_unsafe_fn`, reported under `E0133`, and `static_mut_refs`): in a
/// third-party module, the rounds' checks as 2024 see those and allow them on the module,
/// shorter than their fixes (an `unsafe` block in each unsafe function), and the migration
/// after the rounds then finds them allowed. In a path crate's module they are fixed.
fn warned_in_2024(diagnostic: &Diagnostic) -> bool {
    matches!(
        diagnostic.code.as_deref(),
        Some("E0133" | "unsafe_op_in_unsafe_fn" | "static_mut_refs")
    )
}

/// What [`older_first_check`] found: the diagnostics, the draft with rustc's fixes, and
/// whether the edition 2024 migration is in it ([`EarlyMigration`]).
type OlderCheck = (Vec<Diagnostic>, Option<String>, bool);

/// The first check of a draft whose older crates wait for their migration
/// ([`Settings::before_migration`]), made as edition 2021 with rustc's lint for the patterns
/// 2024 rejects ([`INCOMPATIBLE_PATTERNS`]): checked as 2024, such a `ref` binding is an
/// error, and rustc gives no dead-code warnings until its fix is in, a second check of the
/// largest draft (im-rc's 771 KB, rpds' 670 KB). With [`Settings::migration`], rustc's other
/// edition 2024 lints are warned of too, and their fixes in older libraries go in with the
/// patterns' when all of them apply ([`EarlyMigration`]). Returns the diagnostics without
/// those lints', the draft with the fixes when there are any, and whether the migration's
/// went in; `None` (check as 2024) when the draft does not compile as 2021 but for a lint (a
/// bin's let chains) or a pattern's fix does not apply or moves a line (the diagnostics'
/// lines must stay the draft's).
fn older_first_check(
    scratch: &Scratch,
    text: &str,
    settings: &Settings<'_>,
) -> Result<Option<OlderCheck>, Error> {
    let migrating: Vec<&str> = settings
        .migration
        .map(|migration| (migration.lints)().iter().map(String::as_str).collect())
        .unwrap_or_default();
    let mut warned = vec![INCOMPATIBLE_PATTERNS];
    if settings.migration.is_some() {
        warned.push(MIGRATION_LINTS);
    }
    let diagnostics = scratch.check_linting(text, "2021", &warned, &migrating)?;
    // A deny-by-default lint's error (`dangerous_implicit_autorefs` in hashbrown) is the
    // rounds' to allow, as after a check as 2024.
    if diagnostics
        .iter()
        .any(|d| d.is_error() && d.lint().is_none())
    {
        return Ok(None);
    }
    let (patterns, rest): (Vec<Diagnostic>, Vec<Diagnostic>) = diagnostics
        .into_iter()
        .partition(|d| d.code.as_deref() == Some(INCOMPATIBLE_PATTERNS));
    // The migration's lints are its own business, not the rounds': their fixes in older
    // libraries go in here, and what they say of the rest (no fix, or code of edition 2024,
    // which means what it says) the migration leaves as it is.
    let (migration, rest): (Vec<Diagnostic>, Vec<Diagnostic>) = rest.into_iter().partition(|d| {
        d.level == "warning"
            && d.code
                .as_deref()
                .is_some_and(|code| migrating.contains(&code))
    });
    let fixable: Vec<&Diagnostic> = migration.iter().filter(|d| !d.fixes.is_empty()).collect();
    let mut fixes: Vec<&Diagnostic> = Vec::new();
    // Parsed once for every fix's module: a first draft is a megabyte.
    let modules = if patterns.is_empty() && fixable.is_empty() {
        None
    } else {
        match syn::parse_str::<syn::File>(text) {
            Ok(parsed) => Some(Modules::of(&parsed)),
            Err(_) => return Ok(None),
        }
    };
    if let (Some(modules), Some(early)) = (&modules, settings.migration) {
        fixes = fixable
            .into_iter()
            .filter(|d| {
                let line = d.primary.first().map_or(0, |span| span.0.line);
                modules.at(line).first().is_some_and(|top| {
                    early.older.contains(top)
                        && !(warned_in_2024(d) && settings.third_party.contains(top))
                })
            })
            .collect();
    }
    let patterns: Vec<&Diagnostic> = patterns.iter().collect();
    let same_lines = |fixed: &String| fixed.lines().count() == text.lines().count();
    let Some(modules) = modules else {
        return Ok(Some((rest, None, true)));
    };
    if !fixes.is_empty() {
        let both: Vec<&Diagnostic> = patterns.iter().chain(&fixes).copied().collect();
        if let Some(fixed) = fixed_in(&both, text, &modules, settings.libraries).filter(same_lines)
        {
            return Ok(Some((rest, Some(fixed), true)));
        }
    }
    let migrated = fixes.is_empty();
    if patterns.is_empty() {
        return Ok(Some((rest, None, migrated)));
    }
    Ok(fixed_in(&patterns, text, &modules, settings.libraries)
        .filter(same_lines)
        .map(|fixed| (rest, Some(fixed), migrated)))
}

/// `draft` with the bodies of the third-party functions the program never runs stubbed
/// ([`unrun::stub_unrun_bodies`]); `None`, and `draft` as it was, when that could not be told.
/// `asserts_wait`: the debug assertions waiting ([`Settings::drop_debug_asserts`]) go in the
/// stubbed draft before its checks (and then wait no more); the draft as it was before, when
/// any went. `ahead`'s compile, if any, is what the program runs.
fn stub_unrun(
    draft: &mut syn::File,
    settings: &Settings<'_>,
    scratch: &Scratch,
    ahead: &mut Option<unrun::Ahead>,
    asserts_wait: &mut bool,
) -> (Option<unrun::Stubbed>, Option<syn::File>) {
    let (ahead, drop_asserts) = (ahead.take(), std::mem::take(asserts_wait));
    let mut stubbed_draft = draft.clone();
    let mut with_asserts = None;
    crate::bundle::progress_when_slow("stubbing functions that never run");
    let stubbed = crate::timings::time(
        format!(
            "  unrun {}: stub functions never run (LLVM IR)",
            settings.label
        ),
        || {
            unrun::stub_unrun_bodies(
                &mut stubbed_draft,
                settings.third_party,
                settings.prune_unnamed.then_some(settings.libraries),
                scratch,
                settings.edition,
                ahead,
                &mut |file| {
                    if drop_asserts {
                        with_asserts = without_asserts(file);
                    }
                },
            )
        },
    );
    let stubbed = match stubbed {
        Ok(Some(stubbed)) => {
            *draft = stubbed_draft;
            return (Some(stubbed), with_asserts);
        }
        Ok(None) => None,
        Err(error) => {
            labelled_note(settings.label, &format!("unrun left the draft: {error}"));
            None
        }
    };
    // Not stubbed: the assertions go all the same.
    let with_asserts = if drop_asserts {
        without_asserts(draft)
    } else {
        None
    };
    (stubbed, with_asserts)
}

/// The latest draft that compiled, kept for [`rounds`] to fall back to: as printed (a copy
/// of the text is cheap; one of a megabyte's tree is not, and is rarely needed) or, when it
/// was never printed, as a tree.
enum Kept {
    Printed(String),
    Tree(syn::File),
}

impl Kept {
    fn file(&self) -> Result<syn::File, Error> {
        match self {
            Kept::Printed(text) => syn::parse_str(text).map_err(|error| {
                Error::new(format!(
                    "prettyplease printed a draft syn cannot parse: {error}"
                ))
            }),
            Kept::Tree(file) => Ok(file.clone()),
        }
    }

    /// The draft to go on from, with the text its kept diagnostics point into when it was
    /// kept printed: the next round checks that text, not a new print of its parse.
    fn resume(&self) -> Result<(syn::File, Option<String>), Error> {
        let text = match self {
            Kept::Printed(text) => Some(text.clone()),
            Kept::Tree(_) => None,
        };
        Ok((self.file()?, text))
    }
}

/// What the loop knew of the latest draft that compiled ([`remove_dead_code`] resumes there).
struct ResumeState {
    /// `None` when they are not known: rustc checks it again.
    diagnostics: Option<Vec<Diagnostic>>,
    in_macro_output: BTreeSet<(Vec<String>, String)>,
    bodies_stubbed: bool,
    impls_tried: bool,
    unconfirmed: bool,
    asserts_wait: bool,
}

/// Records the whole loop as one phase when it ends, however it ends.
struct RoundsTiming<'a> {
    label: &'a str,
    started: std::time::Instant,
    checks: (usize, usize),
}

impl Drop for RoundsTiming<'_> {
    fn drop(&mut self) {
        let checks = RUSTC_CHECKS.load(Ordering::Relaxed) - self.checks.0;
        let cached = CACHED_CHECKS.load(Ordering::Relaxed) - self.checks.1;
        crate::timings::record(
            format!(
                "dead-code removal {} (its passes above): {checks} rustc checks, {cached} from the cache",
                self.label
            ),
            self.started.elapsed(),
        );
    }
}

/// How many times the limit the first draft must be for [`unrun`]'s compile to start beside
/// the rounds. The benchmark's bins this far over needed every pass (num-bigint's 1.15 MB and
/// indexmap's 624 KB for 64 KiB); a draft nearer the limit may fit once dead code is gone,
/// and the compile would be work thrown away (CPU a busy machine has not to spare).
const FAR_OVER_LIMIT: usize = 4;

/// Whether a first draft of `len` bytes is [`FAR_OVER_LIMIT`] times over the judge's limit (or
/// `--shrink` asks for every pass), and this machine has a second core for [`unrun::Ahead`].
fn far_over_limit(len: usize, settings: &Settings<'_>) -> bool {
    let over = settings
        .size_budget
        .map_or(true, |budget| len > budget.saturating_mul(FAR_OVER_LIMIT));
    over && second_core()
}

/// Whether this machine has a second core for work beside the rounds.
fn second_core() -> bool {
    std::thread::available_parallelism().is_ok_and(|cores| cores.get() > 1)
}

/// The trial of unused impls ([`trial::TrialAhead`]) begun on `draft` (the round's after the
/// stubs) when it is over the limit, so that the trial would run later, and a second core
/// can take it.
fn trial_beside_rounds(draft: &syn::File, settings: &Settings<'_>) -> Option<TrialAhead> {
    if !second_core() {
        return None;
    }
    let text = prettyplease::unparse(draft);
    if settings
        .size_budget
        .is_some_and(|budget| text.len() <= budget)
    {
        return None;
    }
    let scratch = Scratch::new(settings.label)
        .ok()?
        .with_args(settings.rustc_args)
        .with_debug_assertions(!settings.drop_debug_asserts);
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
fn dropped_again(
    draft: &mut syn::File,
    dropped: &trial::Dropped,
    scratch: &Scratch,
    edition: &str,
) -> Option<Vec<Diagnostic>> {
    let mut trimmed = draft.clone();
    let existed = stale::module_paths(&trimmed.items);
    if trial::drop_again(&mut trimmed, dropped) == 0 {
        return None;
    }
    // The imports only those impls used go before the check, not a round after it.
    tidy(&mut trimmed, edition, &existed);
    let diagnostics = scratch
        .check(&prettyplease::unparse(&trimmed), edition)
        .ok()?;
    if diagnostics.iter().any(Diagnostic::is_error) {
        crate::bundle::debug_note("the impls the trial beside the rounds dropped are needed now");
        return None;
    }
    *draft = trimmed;
    Some(diagnostics)
}

/// Whether the readable draft already fits the judge's limit ([`Settings::size_budget`]).
fn fits(file: &syn::File, settings: &Settings<'_>) -> bool {
    settings
        .size_budget
        .is_some_and(|budget| prettyplease::unparse(file).len() <= budget)
}

/// A draft the loop stops at before dead code is gone: the warnings removal would have
/// answered are allowed on the whole file, so it compiles as cleanly as a settled one.
fn allow_leftovers(mut file: syn::File) -> syn::File {
    file.attrs.push(syn::parse_quote!(
        #![allow(dead_code, unused_imports, unused_macros)]
    ));
    file
}

/// A note for whoever debugs the loop (`JUDGEPACK_DEBUG`), naming the bin.
fn labelled_note(label: &str, note: &str) {
    crate::bundle::debug_note(&format!("{label}: {note}"));
}

/// [`arms::drop_unused_rules`], kept when the draft still compiles; whether rules went.
fn drop_unused_rules(
    parsed: &mut syn::File,
    settings: &Settings,
    scratch: &Scratch,
    edition: &str,
) -> Result<bool, Error> {
    let mut lean = parsed.clone();
    let removed = arms::drop_unused_rules(&mut lean, settings.third_party);
    if removed == 0 {
        return Ok(false);
    }
    let compiles = scratch.compiles(&lean, edition)?;
    if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
        eprintln!(
            "judgepack: note: {}: {removed} macro rules no call uses {}",
            settings.label,
            if compiles {
                "went"
            } else {
                "stay: the draft broke"
            }
        );
    }
    if compiles {
        *parsed = lean;
    }
    Ok(compiles)
}

/// What [`trial::drop_unused_impls`] did, for `JUDGEPACK_DEBUG`.
fn trial_note(label: &str, dropped: bool, checks: usize) {
    if std::env::var_os("JUDGEPACK_DEBUG").is_some() && checks > 0 {
        let what = if dropped { "dropped some" } else { "kept all" };
        eprintln!("judgepack: note: {label}: impls tried out: {what} after {checks} rustc checks");
    }
}

/// For whoever debugs the loop (`JUDGEPACK_DEBUG_DRAFTS=DIR`): each round's draft and rustc's
/// text about it, as `DIR/<label>-<round>.rs` and `.txt`, since a scratch draft is gone once
/// the loop ends. A restarted loop counts its rounds on, so nothing is overwritten. Best
/// effort: a directory that cannot be written only loses the copies.
fn save_round(
    dir: &std::path::Path,
    label: &str,
    round: usize,
    text: &str,
    diagnostics: &[Diagnostic],
) {
    static SAVED: AtomicUsize = AtomicUsize::new(0);
    let n = SAVED.fetch_add(1, Ordering::Relaxed);
    let _ = std::fs::create_dir_all(dir);
    let stem = dir.join(format!("{label}-{n:02}-round{round}"));
    let _ = std::fs::write(stem.with_extension("rs"), text);
    let rendered: String = diagnostics.iter().map(|d| d.rendered.as_str()).collect();
    let _ = std::fs::write(stem.with_extension("txt"), rendered);
}

/// Dead code inside macro output that the loop could not cut: `#[allow(dead_code)]` on each
/// third-party crate module that has some (returns whether it added any); in the user's own
/// crates a warning, or an error with `deny_warnings`.
fn silence_macro_output(
    file: &mut syn::File,
    in_macro_output: &BTreeSet<(Vec<String>, String)>,
    settings: &Settings<'_>,
    warnings: &mut Vec<Error>,
) -> Result<bool, Error> {
    let mut silenced = false;
    for (module, message) in in_macro_output {
        let top = module.first().filter(|m| settings.libraries.contains(*m));
        if let Some(top) = top {
            for item in &mut file.items {
                if let Item::Mod(item_mod) = item {
                    let allow = allow_dead_code();
                    if &item_mod.ident.to_string() == top && !item_mod.attrs.contains(&allow) {
                        item_mod.attrs.push(allow);
                        silenced = true;
                    }
                }
            }
            continue;
        }
        let source = (0..=module.len())
            .rev()
            .find_map(|len| settings.origins.get(&module[..len]))
            .map_or_else(|| "?".to_string(), |p| p.display().to_string());
        let error = Error::new(format!(
            "dead code written by a macro, which removing dead code cannot cut: {message}"
        ))
        .at(PathBuf::from(source), None)
        .help("drop the macro call or what it generates, or allow(dead_code) on it");
        if settings.deny_warnings {
            return Err(error);
        }
        warnings.push(error);
    }
    Ok(silenced)
}

/// The names a rustc message cites in backticks, last path segment only
/// (``method `one` is not a member of trait `One` `` gives `one` and `One`).
fn cited_names(message: &str) -> Vec<String> {
    message
        .split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|quoted| quoted.rsplit("::").next())
        .map(|name| name.trim_start_matches("r#").to_string())
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect()
}

/// `"ToPrimitive::to_u8"` for rustc's "method `to_u8` is not a member of trait `ToPrimitive`"
/// (E0407; E0437 for a type, E0438 for a const): the form in which [`Plan::protected`] holds a
/// single trait member.
fn missing_trait_member(diagnostic: &Diagnostic) -> Option<String> {
    if !matches!(
        diagnostic.code.as_deref(),
        Some("E0407" | "E0437" | "E0438")
    ) {
        return None;
    }
    match cited_names(&diagnostic.message).as_slice() {
        [member, trait_name] => Some(format!("{trait_name}::{member}")),
        _ => None,
    }
}

/// The identifiers in the code a diagnostic points at: its primary spans, each cut to its first
/// line (a multi-line span is a whole item, whose names are not the point) and carried on over
/// the path or method chain it starts (rustc points at `S` of `S::look(self)` when `S::look`
/// now names another function).
fn span_names(diagnostic: &Diagnostic, text: &str) -> Vec<String> {
    diagnostic
        .primary
        .iter()
        .filter_map(|(start, end)| {
            let line: Vec<char> = text
                .lines()
                .nth(start.line.checked_sub(1)?)?
                .chars()
                .collect();
            let to = if end.line == start.line {
                end.column.min(line.len())
            } else {
                line.len()
            };
            let mut code: String = line.get(start.column..to)?.iter().collect();
            let mut rest = &line[to..];
            loop {
                let skip = match rest {
                    [':', ':', ..] => 2,
                    ['.', ..] => 1,
                    _ => break,
                };
                let name: String = rest[skip..]
                    .iter()
                    .take_while(|c| c.is_alphanumeric() || **c == '_')
                    .collect();
                if name.is_empty() {
                    break;
                }
                rest = &rest[skip + name.chars().count()..];
                code.push(' ');
                code.push_str(&name);
            }
            Some(identifiers(&code))
        })
        .flatten()
        .collect()
}

/// The identifiers in a piece of code (raw ones without `r#`; numbers are not identifiers).
fn identifiers(code: &str) -> Vec<String> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '#'))
        .map(|word| word.trim_start_matches("r#"))
        .filter(|word| {
            word.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
        })
        .filter(|word| !word.contains('#'))
        .map(str::to_string)
        .collect()
}

/// The name of the function an `unconditional_recursion` warning is about: the identifier after
/// `fn` in its primary span (the signature).
fn recursing_fn(diagnostic: &Diagnostic, text: &str) -> Option<String> {
    let names = span_names(diagnostic, text);
    let at = names.iter().position(|name| name == "fn")?;
    names.get(at + 1).cloned()
}

/// What to do with a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    RemoveItems,
    RemoveImports,
    Allow,
    Ignore,
    Fatal,
}

fn classify(diagnostic: &Diagnostic) -> Action {
    let code = diagnostic.code.as_deref().unwrap_or("");
    let message = diagnostic.message.as_str();
    match code {
        "dead_code" => {
            // "field `a` is never read", "variants `B` and `C` are never constructed",
            // "multiple fields are never read", "multiple methods are never used", ...
            let mut words = message.split_whitespace();
            let mut noun = words.next().unwrap_or("");
            if noun == "multiple" {
                noun = words.next().unwrap_or("");
            }
            match noun {
                "field" | "fields" | "variant" | "variants" => Action::Allow,
                _ => Action::RemoveItems,
            }
        }
        "unused_macros" => Action::RemoveItems,
        "unused_imports" => Action::RemoveImports,
        "" if message.ends_with("warnings emitted") || message.ends_with("warning emitted") => {
            Action::Ignore
        }
        _ => Action::Fatal,
    }
}

/// The removals of one round.
#[derive(Debug, Default)]
struct Plan {
    /// Start positions of the names of items to remove.
    items: BTreeSet<LineColumn>,
    /// Ranges of unused imports.
    imports: Vec<(LineColumn, LineColumn)>,
    /// Start positions of fields and variants that get `#[allow(dead_code)]`.
    allows: BTreeSet<LineColumn>,
    /// (top-level module, lint) pairs: the module gets `#[allow(lint)]`.
    silence: BTreeSet<(String, String)>,
    /// Types and traits that stay (with `#[allow(dead_code)]`, trait items too) although
    /// rustc calls them dead: removing them broke the draft once, because code this pass
    /// cannot see needs them (`impl_integral!(i32, ...)` writing `impl One for i32 { fn one()
    /// ... }` inside a `macro_rules!` body). `Trait::member` keeps one member of a trait.
    protected: BTreeSet<String>,
}

impl Plan {
    fn is_empty(&self) -> bool {
        self.items.is_empty()
            && self.imports.is_empty()
            && self.allows.is_empty()
            && self.silence.is_empty()
    }

    /// Applies the plan; returns the positions nothing matched.
    ///
    /// A protected item that rustc calls dead is kept with `#[allow(dead_code)]`, which makes
    /// it a root of rustc's liveness: what it uses is alive from then on, although rustc
    /// called that dead in the same diagnostics (`GroupingMap::min` kept, the `min_by` it calls
    /// removed). So a round that spares a protected item removes no other item: it only spares,
    /// and the next compile says what is still dead.
    fn apply(&self, file: &mut syn::File) -> Vec<LineColumn> {
        self.apply_telling(file).0
    }

    /// [`Plan::apply`], and whether the next check can only name again what this one named
    /// dead: every item it named was spared (or there was none).
    fn apply_telling(&self, file: &mut syn::File) -> (Vec<LineColumn>, bool) {
        // Only a protected item is spared: without one, no second pass (nor the copy it
        // would start from, a whole draft's).
        if self.protected.is_empty() {
            return (self.apply_once(file).0, self.items.is_empty());
        }
        let before = file.clone();
        let (unmatched, spared) = self.apply_once(file);
        if spared.is_empty() || spared.len() == self.items.len() {
            return (unmatched, self.items.is_subset(&spared));
        }
        *file = before;
        let sparing = Plan {
            items: spared,
            imports: self.imports.clone(),
            allows: self.allows.clone(),
            silence: self.silence.clone(),
            protected: self.protected.clone(),
        };
        // Items rustc called dead are left for the next check to name again.
        (sparing.apply_once(file).0, false)
    }

    /// [`Plan::apply`] in one go: the positions nothing matched and those of protected items
    /// it kept.
    fn apply_once(&self, file: &mut syn::File) -> (Vec<LineColumn>, BTreeSet<LineColumn>) {
        for item in &mut file.items {
            if let Item::Mod(module) = item {
                let name = module.ident.to_string();
                for (_, lint) in self.silence.iter().filter(|(m, _)| *m == name) {
                    let lint: syn::Path =
                        syn::parse_str(lint).unwrap_or_else(|_| syn::parse_quote!(warnings));
                    module.attrs.push(syn::parse_quote!(#[allow(#lint)]));
                }
            }
        }
        let mut type_counts: BTreeMap<String, usize> = BTreeMap::new();
        count_type_names(&file.items, &mut type_counts);
        let mut remover = Remover {
            plan: self,
            protected: &self.protected,
            matched: BTreeSet::new(),
            removed_types: BTreeSet::new(),
            removed_traits: BTreeSet::new(),
            removed_trait_items: BTreeSet::new(),
            removed_ranges: Vec::new(),
            spared: BTreeSet::new(),
        };
        remover.visit_file_mut(file);
        drop_empty_extern_blocks(&mut file.items);
        // Impls of removed types and traits, and implementations of removed trait methods.
        // Names defined once in the draft are matched anywhere; others only where they were.
        let unique = |name: &String| type_counts.get(name) == Some(&1);
        let types: BTreeSet<String> = remover
            .removed_types
            .iter()
            .filter(|n| unique(n))
            .cloned()
            .collect();
        let traits: BTreeSet<String> = remover
            .removed_traits
            .iter()
            .filter(|n| unique(n))
            .cloned()
            .collect();
        let trait_items: BTreeSet<(String, String)> = remover
            .removed_trait_items
            .iter()
            .filter(|(t, _)| unique(t))
            .cloned()
            .collect();
        let mut impls = ImplRemover {
            types,
            traits,
            trait_items,
        };
        impls.visit_file_mut(file);
        let matched = &remover.matched;
        let inside_removed = |position: &LineColumn| {
            remover
                .removed_ranges
                .iter()
                .any(|(start, end)| start <= position && position <= end)
        };
        let unmatched = self
            .items
            .iter()
            .chain(self.allows.iter())
            .chain(self.imports.iter().map(|(start, _)| start))
            .filter(|position| !matched.contains(position) && !inside_removed(position))
            .copied()
            .collect();
        (unmatched, remover.spared)
    }
}

/// Removes the `extern` blocks left with no declarations and no attributes (a `#[link]`
/// block says what to link and stays).
fn drop_empty_extern_blocks(items: &mut Vec<Item>) {
    items.retain(|item| {
        !matches!(item, Item::ForeignMod(block) if block.items.is_empty() && block.attrs.is_empty())
    });
    for item in items {
        if let Item::Mod(module) = item {
            if let Some((_, inner)) = &mut module.content {
                drop_empty_extern_blocks(inner);
            }
        }
    }
}

fn count_type_names(items: &[Item], counts: &mut BTreeMap<String, usize>) {
    for item in items {
        let name = match item {
            Item::Struct(item) => Some(&item.ident),
            Item::Enum(item) => Some(&item.ident),
            Item::Union(item) => Some(&item.ident),
            Item::Trait(item) => Some(&item.ident),
            Item::Type(item) => Some(&item.ident),
            Item::Mod(item) => {
                if let Some((_, inner)) = &item.content {
                    count_type_names(inner, counts);
                }
                None
            }
            _ => None,
        };
        if let Some(name) = name {
            *counts.entry(name.to_string()).or_default() += 1;
        }
    }
}

/// The name of an item that rustc's dead-code lint can name.
fn item_name(item: &Item) -> Option<&syn::Ident> {
    match item {
        Item::Const(item) => Some(&item.ident),
        Item::Enum(item) => Some(&item.ident),
        Item::Fn(item) => Some(&item.sig.ident),
        Item::Macro(item) => item.ident.as_ref(),
        Item::Static(item) => Some(&item.ident),
        Item::Struct(item) => Some(&item.ident),
        Item::Trait(item) => Some(&item.ident),
        Item::Type(item) => Some(&item.ident),
        Item::Union(item) => Some(&item.ident),
        _ => None,
    }
}

fn trait_item_name(item: &TraitItem) -> Option<&syn::Ident> {
    match item {
        TraitItem::Const(item) => Some(&item.ident),
        TraitItem::Fn(item) => Some(&item.sig.ident),
        TraitItem::Type(item) => Some(&item.ident),
        _ => None,
    }
}

/// The last segment of a type path (`Foo` in `crate::a::Foo<T>` and `&'a Foo`).
fn last_segment(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(reference) => last_segment(&reference.elem),
        _ => None,
    }
}

/// The names of an impl's self type and of its trait (`Foo` and `Display` in
/// `impl fmt::Display for crate::a::Foo`).
fn impl_names(item_impl: &syn::ItemImpl) -> (Option<String>, Option<String>) {
    let self_name = last_segment(&item_impl.self_ty);
    let trait_name = item_impl
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
        .map(|s| s.ident.to_string());
    (self_name, trait_name)
}

/// Whether `item` is an impl of one of `types` or of one of `traits`.
fn impl_of(item: &Item, types: &BTreeSet<String>, traits: &BTreeSet<String>) -> bool {
    let Item::Impl(item_impl) = item else {
        return false;
    };
    let (self_name, trait_name) = impl_names(item_impl);
    self_name.is_some_and(|n| types.contains(&n)) || trait_name.is_some_and(|n| traits.contains(&n))
}

struct Remover<'p> {
    plan: &'p Plan,
    /// Names whose removal broke the draft (see [`Plan::protected`]).
    protected: &'p BTreeSet<String>,
    matched: BTreeSet<LineColumn>,
    removed_types: BTreeSet<String>,
    removed_traits: BTreeSet<String>,
    removed_trait_items: BTreeSet<(String, String)>,
    /// Source ranges of removed items: warnings inside them need no match of their own.
    removed_ranges: Vec<(LineColumn, LineColumn)>,
    /// Positions of protected items kept with `#[allow(dead_code)]`.
    spared: BTreeSet<LineColumn>,
}

/// The source range of a node.
fn range(node: &impl Spanned) -> (LineColumn, LineColumn) {
    let span = node.span();
    (span.start(), span.end())
}

impl Remover<'_> {
    fn hit(&mut self, ident: &syn::Ident) -> bool {
        let start = ident.span().start();
        if self.plan.items.contains(&start) {
            self.matched.insert(start);
            true
        } else {
            false
        }
    }

    /// Whether `item` stays; records removed types and traits in the given sets.
    fn keep_item(
        &mut self,
        item: &mut Item,
        types: &mut BTreeSet<String>,
        traits: &mut BTreeSet<String>,
    ) -> bool {
        if let Item::Use(item_use) = item {
            return !self.prune_use(&mut item_use.tree);
        }
        let Some(name) = item_name(item) else {
            return true;
        };
        if !self.hit(name) {
            return true;
        }
        // A trait goes with its methods: one of a protected name keeps it.
        let protected_method = match &*item {
            Item::Trait(item_trait) => {
                item_trait
                    .items
                    .iter()
                    .filter_map(trait_item_name)
                    .any(|method| {
                        self.protected.contains(&method.to_string())
                            || self.protected.contains(&format!("{name}::{method}"))
                    })
            }
            _ => false,
        };
        if protected_method || self.protected.contains(&name.to_string()) {
            self.spared.insert(name.span().start());
            if let Some(attrs) = item_attrs_mut(item) {
                attrs.push(allow_dead_code());
            }
            return true;
        }
        self.removed_ranges.push(range(item));
        match item {
            Item::Struct(_) | Item::Enum(_) | Item::Union(_) => {
                types.insert(name.to_string());
            }
            Item::Trait(_) => {
                traits.insert(name.to_string());
            }
            _ => {}
        }
        false
    }

    fn retain_items(&mut self, items: &mut Vec<Item>) {
        let mut types = BTreeSet::new();
        let mut traits = BTreeSet::new();
        items.retain_mut(|item| self.keep_item(item, &mut types, &mut traits));
        // Impls in the same module of what was just removed.
        let removed = &mut self.removed_ranges;
        items.retain(|item| {
            let gone = impl_of(item, &types, &traits);
            if gone {
                removed.push(range(item));
            }
            !gone
        });
        self.removed_types.extend(types);
        self.removed_traits.extend(traits);
    }

    /// Removes the leaves of `tree` inside an unused-import range; true when nothing is left.
    fn prune_use(&mut self, tree: &mut UseTree) -> bool {
        match tree {
            UseTree::Path(path) => {
                // A range that starts at this segment covers the whole subtree (rustc's
                // unresolved-import span of `use a::b::*;` is `a::b`, without the glob).
                let start = path.ident.span().start();
                let whole = self
                    .plan
                    .imports
                    .iter()
                    .find(|(from, _)| *from == start)
                    .copied();
                if let Some((from, _)) = whole {
                    self.matched.insert(from);
                    return true;
                }
                self.prune_use(&mut path.tree)
            }
            UseTree::Group(group) => {
                let items: Vec<UseTree> = std::mem::take(&mut group.items).into_iter().collect();
                let before = items.len();
                let mut kept: Vec<UseTree> = items
                    .into_iter()
                    .filter_map(|mut item| (!self.prune_use(&mut item)).then_some(item))
                    .collect();
                let empty = kept.is_empty();
                // `io::{self, BufRead}` without `self` is `io::BufRead`, as a parse of the
                // printed draft has it: prettyplease lays out a one-item group otherwise,
                // and the next run's replay, which checks the answer as parsed, would not
                // find rustc's answer for it in the cache.
                // (`{self}` stays a group: `use io::self;` is no import.)
                let is_self = |item: &UseTree| match item {
                    UseTree::Name(name) => name.ident == "self",
                    UseTree::Rename(rename) => rename.ident == "self",
                    _ => false,
                };
                if before > 1 && kept.len() == 1 && !kept.iter().any(is_self) {
                    if let Some(only) = kept.pop() {
                        *tree = only;
                    }
                    return false;
                }
                group.items = kept.into_iter().collect();
                empty
            }
            leaf => {
                // rustc's span of an unused `use a::Tr as _;` is `Tr` alone, and so is that
                // of a renamed leaf unused in some namespaces (`IntoBytes as AsBytes`).
                let span = match leaf {
                    UseTree::Rename(rename) => rename.ident.span(),
                    leaf => leaf.span(),
                };
                let (start, end) = (span.start(), span.end());
                let hit = self
                    .plan
                    .imports
                    .iter()
                    .find(|(from, to)| *from <= start && end <= *to)
                    .copied();
                if let Some((from, _)) = hit {
                    self.matched.insert(from);
                    true
                } else {
                    false
                }
            }
        }
    }

    fn allow_hit(&mut self, start: LineColumn) -> bool {
        if self.plan.allows.contains(&start) {
            self.matched.insert(start);
            true
        } else {
            false
        }
    }
}

/// The attributes of the items [`Remover::keep_item`] may keep with `#[allow(dead_code)]`
/// (the kinds rustc's dead-code lint names).
fn item_attrs_mut(item: &mut Item) -> Option<&mut Vec<syn::Attribute>> {
    match item {
        Item::Struct(item) => Some(&mut item.attrs),
        Item::Enum(item) => Some(&mut item.attrs),
        Item::Union(item) => Some(&mut item.attrs),
        Item::Trait(item) => Some(&mut item.attrs),
        Item::Fn(item) => Some(&mut item.attrs),
        Item::Const(item) => Some(&mut item.attrs),
        Item::Static(item) => Some(&mut item.attrs),
        Item::Type(item) => Some(&mut item.attrs),
        _ => None,
    }
}

fn allow_dead_code() -> syn::Attribute {
    syn::parse_quote!(#[allow(dead_code)])
}

impl VisitMut for Remover<'_> {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        self.retain_items(&mut node.items);
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.retain_items(items);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        let mut types = BTreeSet::new();
        let mut traits = BTreeSet::new();
        node.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(item) => self.keep_item(item, &mut types, &mut traits),
            _ => true,
        });
        let removed = &mut self.removed_ranges;
        node.stmts.retain(|stmt| match stmt {
            Stmt::Item(item) if impl_of(item, &types, &traits) => {
                removed.push(range(item));
                false
            }
            _ => true,
        });
        self.removed_types.extend(types);
        self.removed_traits.extend(traits);
        visit_mut::visit_block_mut(self, node);
    }

    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        let protected = self.protected;
        node.items.retain_mut(|item| {
            let Some(name) = impl_item_name(item) else {
                return true;
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            if protected.contains(&name.to_string()) {
                match item {
                    ImplItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    ImplItem::Const(item) => item.attrs.push(allow_dead_code()),
                    ImplItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                self.spared.insert(start);
                return true;
            }
            false
        });
        visit_mut::visit_item_impl_mut(self, node);
    }

    /// The functions, statics and types of an `extern "C" { .. }` block rustc calls dead
    /// (libc declares thousands; getrandom calls a few). An emptied block goes unless it has
    /// attributes (a `#[link]` still says what to link): [`drop_empty_extern_blocks`].
    fn visit_item_foreign_mod_mut(&mut self, node: &mut syn::ItemForeignMod) {
        let protected = self.protected;
        let mut removed = Vec::new();
        node.items.retain_mut(|item| {
            let name = match item {
                syn::ForeignItem::Fn(item) => &item.sig.ident,
                syn::ForeignItem::Static(item) => &item.ident,
                syn::ForeignItem::Type(item) => &item.ident,
                _ => return true,
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            if protected.contains(&name.to_string()) {
                self.spared.insert(start);
                match item {
                    syn::ForeignItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    syn::ForeignItem::Static(item) => item.attrs.push(allow_dead_code()),
                    syn::ForeignItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                return true;
            }
            removed.push(range(item));
            false
        });
        self.removed_ranges.extend(removed);
        visit_mut::visit_item_foreign_mod_mut(self, node);
    }

    fn visit_item_trait_mut(&mut self, node: &mut syn::ItemTrait) {
        let trait_name = node.ident.to_string();
        let mut removed = Vec::new();
        let implemented_in_macros = self.protected.contains(&trait_name);
        node.items.retain_mut(|item| {
            let Some(name) = trait_item_name(item) else {
                return true;
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            // A protected method name: a call of it in code this pass keeps (a trait impl's
            // method that rustc calls dead along with it) broke the draft once.
            if implemented_in_macros
                || self.protected.contains(&name.to_string())
                || self.protected.contains(&format!("{trait_name}::{name}"))
            {
                match item {
                    TraitItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    TraitItem::Const(item) => item.attrs.push(allow_dead_code()),
                    TraitItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                self.spared.insert(start);
                return true;
            }
            removed.push(name.to_string());
            false
        });
        for name in removed {
            self.removed_trait_items.insert((trait_name.clone(), name));
        }
        visit_mut::visit_item_trait_mut(self, node);
    }

    fn visit_field_mut(&mut self, node: &mut syn::Field) {
        // rustc points at a named field's name, at a tuple field's visibility or type.
        let start = match (&node.ident, &node.vis) {
            (Some(ident), _) => ident.span().start(),
            (None, syn::Visibility::Inherited) => node.ty.span().start(),
            (None, visibility) => visibility.span().start(),
        };
        if self.allow_hit(start) {
            node.attrs.push(allow_dead_code());
        }
        visit_mut::visit_field_mut(self, node);
    }

    fn visit_variant_mut(&mut self, node: &mut syn::Variant) {
        if self.allow_hit(node.ident.span().start()) {
            node.attrs.push(allow_dead_code());
        }
        visit_mut::visit_variant_mut(self, node);
    }
}

/// Removes impls of removed types and traits and implementations of removed trait items.
struct ImplRemover {
    types: BTreeSet<String>,
    traits: BTreeSet<String>,
    trait_items: BTreeSet<(String, String)>,
}

impl ImplRemover {
    fn retain(&self, items: &mut Vec<Item>) {
        items.retain_mut(|item| self.keep(item));
    }

    /// Whether `item` stays (an impl of a removed type or trait does not); removes the
    /// implementations of removed trait items from it.
    fn keep(&self, item: &mut Item) -> bool {
        let Item::Impl(item_impl) = item else {
            return true;
        };
        let (self_name, trait_name) = impl_names(item_impl);
        if self_name.is_some_and(|n| self.types.contains(&n))
            || trait_name.as_ref().is_some_and(|n| self.traits.contains(n))
        {
            return false;
        }
        if let Some(trait_name) = trait_name {
            item_impl.items.retain(|impl_item| {
                impl_item_name(impl_item).map_or(true, |name| {
                    !self
                        .trait_items
                        .contains(&(trait_name.clone(), name.to_string()))
                })
            });
        }
        true
    }
}

impl VisitMut for ImplRemover {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        self.retain(&mut node.items);
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.retain(items);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    /// Impls in a block (num-bigint's `const _: () = { impl Iterator for U32Digits .. }`).
    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        node.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(item) => self.keep(item),
            _ => true,
        });
        visit_mut::visit_block_mut(self, node);
    }
}

/// Removes what rustc does not lint: uninvoked `#[macro_export]` macros, empty modules, empty
/// inherent impls, empty `const _` blocks. Returns whether anything changed.
fn quiet_pass(file: &mut syn::File) -> bool {
    let mut calls = BTreeMap::new();
    idents::each_ident(&*file, &mut |ident, bang| {
        if bang {
            *calls.entry(ident.to_string()).or_default() += 1;
        }
    });
    let mut quiet = Quiet {
        calls,
        changed: false,
    };
    quiet.visit_file_mut(file);
    quiet.changed
}

/// The traits that `macro_rules!` bodies write impls of (`impl<$t> PeekingNext for $t`): the
/// last plain identifier before `for` in each `impl` header of their tokens.
fn traits_implemented_in_macros(file: &syn::File) -> BTreeSet<String> {
    fn scan(tokens: TokenStream, out: &mut BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => scan(group.stream(), out),
                TokenTree::Ident(ident) if ident == "impl" => {
                    let mut depth = 0usize;
                    let mut last: Option<String> = None;
                    for (j, next) in trees.iter().enumerate().skip(i + 1) {
                        match next {
                            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
                            TokenTree::Punct(p) if p.as_char() == '>' => {
                                depth = depth.saturating_sub(1);
                            }
                            TokenTree::Ident(name) if depth == 0 && name == "for" => {
                                out.extend(last.take());
                                break;
                            }
                            TokenTree::Ident(name) if depth == 0 => {
                                let after_dollar = matches!(&trees[j - 1], TokenTree::Punct(p) if p.as_char() == '$');
                                last = (!after_dollar).then(|| name.to_string());
                            }
                            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                                break;
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }
    struct Bodies(BTreeSet<String>);
    impl<'ast> syn::visit::Visit<'ast> for Bodies {
        fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
            if node.mac.path.is_ident("macro_rules") {
                scan(node.mac.tokens.clone(), &mut self.0);
            }
        }
    }
    let mut bodies = Bodies(BTreeSet::new());
    syn::visit::Visit::visit_file(&mut bodies, file);
    bodies.0
}

struct Quiet {
    /// Invocation counts of every name in the whole draft.
    calls: BTreeMap<String, usize>,
    changed: bool,
}

impl Quiet {
    fn retain(&mut self, items: &mut Vec<Item>) {
        let before = items.len();
        items.retain(|item| match item {
            Item::Macro(item_macro) => {
                let exported = item_macro
                    .attrs
                    .iter()
                    .any(|a| a.path().is_ident("macro_export"));
                let Some(name) = &item_macro.ident else {
                    return true;
                };
                if !exported {
                    return true;
                }
                let mut own = BTreeMap::new();
                idents::each_ident(&item_macro.mac.tokens, &mut |ident, bang| {
                    if bang {
                        *own.entry(ident.to_string()).or_default() += 1;
                    }
                });
                let name = name.to_string();
                let total = self.calls.get(&name).copied().unwrap_or(0);
                let inside = own.get(&name).copied().unwrap_or(0);
                total > inside
            }
            Item::Mod(item_mod) => {
                !matches!(&item_mod.content, Some((_, inner)) if inner.is_empty())
            }
            Item::Impl(item_impl) => item_impl.trait_.is_some() || !item_impl.items.is_empty(),
            // What is left of `const _: () = { impl .. };` once its impls went.
            Item::Const(item_const) => {
                item_const.ident != "_"
                    || !matches!(&*item_const.expr, syn::Expr::Block(b) if b.block.stmts.is_empty())
            }
            _ => true,
        });
        self.changed |= items.len() != before;
    }
}

impl VisitMut for Quiet {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        visit_mut::visit_file_mut(self, node);
        self.retain(&mut node.items);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        visit_mut::visit_item_mod_mut(self, node);
        if let Some((_, items)) = &mut node.content {
            self.retain(items);
        }
    }
}

/// The package directory of the source file `error` names (`libc-0.2.155`, as cargo
/// unpacks a registry crate), else the file.
fn package_of(error: &Error) -> String {
    let Some(file) = error.file() else {
        return "the crate".to_string();
    };
    file.ancestors()
        .skip(1)
        .find(|dir| dir.join("Cargo.toml").is_file())
        .and_then(|dir| dir.file_name())
        .map_or_else(
            || file.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        )
}

/// The bundle module path of the innermost inline module containing `line`.
/// A rustc error in the draft told where it comes from, when that can be found: the draft's
/// module at the error names the source file (`origins`), and the token the error starts at is
/// looked up among that file's tokens in `loaded` (the tree before dead-code removal, whose
/// spans are source positions). The line is given only when it is unambiguous: every
/// occurrence of the token is on one line, or the draft and the source have the same number
/// of them (then the n-th is the n-th). `None` when the module has no known file; else the
/// error and the draft's module it stands in.
fn error_in_source(
    error: &Diagnostic,
    text: &str,
    loaded: &syn::File,
    origins: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<(Error, Vec<String>)> {
    let &(start, _) = error.primary.first()?;
    let draft: syn::File = syn::parse_str(text).ok()?;
    let module = module_at(&draft, start.line);
    let depth = (0..=module.len())
        .rev()
        .find(|&len| origins.contains_key(&module[..len]))?;
    let file_module = &module[..depth];
    let source = origins.get(file_module)?;
    let in_draft = file_tokens(&draft.items, file_module, origins)?;
    let line = in_draft
        .iter()
        .position(|(_, position)| *position == start)
        .and_then(|at| {
            let token = &in_draft[at].0;
            let ordinal = in_draft[..at].iter().filter(|(t, _)| t == token).count();
            let in_draft_count = in_draft.iter().filter(|(t, _)| t == token).count();
            let lines: Vec<usize> = file_tokens(&loaded.items, file_module, origins)?
                .into_iter()
                .filter(|(t, _)| t == token)
                .map(|(_, position)| position.line)
                .collect();
            match lines.first() {
                Some(&first) if lines.iter().all(|&line| line == first) => Some(first),
                _ if lines.len() == in_draft_count => lines.get(ordinal).copied(),
                _ => None,
            }
        });
    let code = text
        .lines()
        .nth(start.line.saturating_sub(1))
        .unwrap_or("")
        .trim();
    Some((
        Error::new(format!("{DOES_NOT_COMPILE}: {}", error.message))
            .at(source, line)
            .help(format!(
                "rustc reports it in the bundled draft at `{code}`: fix it in the source (`cargo \
             check` reports it too, e.g. a crate used without a dependency on it); if the source \
             compiles, it is a bundler bug"
            )),
        module,
    ))
}

/// The tokens of the module at `path` that come from its own file (nested modules with a
/// file of their own in `origins` left out), each with its start; `None` if there is no
/// such inline module.
fn file_tokens(
    items: &[Item],
    path: &[String],
    origins: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<Vec<(String, LineColumn)>> {
    fn flatten(tokens: TokenStream, out: &mut Vec<(String, LineColumn)>) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => flatten(group.stream(), out),
                other => out.push((other.to_string(), other.span().start())),
            }
        }
    }
    let mut items = items;
    for name in path {
        items = items.iter().find_map(|item| match item {
            Item::Mod(item_mod) if item_mod.ident == name => {
                item_mod.content.as_ref().map(|(_, inner)| inner.as_slice())
            }
            _ => None,
        })?;
    }
    let mut tokens = Vec::new();
    for item in items {
        if let Item::Mod(item_mod) = item {
            let mut child = path.to_vec();
            child.push(item_mod.ident.to_string());
            if origins.contains_key(&child) {
                continue;
            }
        }
        flatten(item.to_token_stream(), &mut tokens);
    }
    Some(tokens)
}

fn module_at(file: &syn::File, line: usize) -> Vec<String> {
    Modules::of(file).at(line)
}

/// The line ranges of a draft's inline modules, computed once: a span of a whole module costs
/// a walk over all its tokens, and a round asks for the module of every warning.
struct Modules {
    /// (first line, last line, module path), outer modules before the inner ones they hold.
    ranges: Vec<(usize, usize, Vec<String>)>,
}

impl Modules {
    fn of(file: &syn::File) -> Modules {
        fn walk(
            items: &[Item],
            path: &mut Vec<String>,
            out: &mut Vec<(usize, usize, Vec<String>)>,
        ) {
            for item in items {
                if let Item::Mod(item_mod) = item {
                    if let Some((_, inner)) = &item_mod.content {
                        // The braces' spans bound the module without a walk over its tokens.
                        let start = item_mod.mod_token.span.start().line;
                        let end = item_mod
                            .content
                            .as_ref()
                            .map_or(start, |(brace, _)| brace.span.close().end().line);
                        path.push(item_mod.ident.to_string());
                        out.push((start, end, path.clone()));
                        walk(inner, path, out);
                        path.pop();
                    }
                }
            }
        }
        let mut ranges = Vec::new();
        walk(&file.items, &mut Vec::new(), &mut ranges);
        Modules { ranges }
    }

    /// The innermost module holding `line` (`[]` for the root).
    fn at(&self, line: usize) -> Vec<String> {
        self.ranges
            .iter()
            .filter(|(start, end, _)| *start <= line && line <= *end)
            .max_by_key(|(_, _, path)| path.len())
            .map(|(_, _, path)| path.clone())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Edition 2021, warnings denied, no third-party module.
    fn settings_for<'a>(
        label: &'a str,
        origins: &'a BTreeMap<Vec<String>, PathBuf>,
    ) -> Settings<'a> {
        static NONE: BTreeSet<String> = BTreeSet::new();
        Settings {
            edition: "2021",
            label,
            origins,
            third_party: &NONE,
            libraries: &NONE,
            deny_warnings: true,
            rustc_args: &[],
            size_budget: None,
            before_migration: false,
            migration: None,
            drop_debug_asserts: false,
            prune_unnamed: false,
        }
    }

    /// Runs the loop on `source` and returns the surviving program as one line of tokens.
    fn minimize(source: &str) -> Result<String, Error> {
        minimize_as(source, "2021", false)
    }

    /// [`minimize`] in `edition`, with `vendor`'s code read as that edition before its
    /// migration or not.
    fn minimize_as(source: &str, edition: &str, before_migration: bool) -> Result<String, Error> {
        crate::bundle::shrink::draft::keep_test_drafts();
        let file: syn::File = syn::parse_str(source).expect("test source parses");
        let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
        let third_party = BTreeSet::from(["vendor".to_string()]);
        let settings = Settings {
            edition,
            label: "dce-test",
            origins: &origins,
            third_party: &third_party,
            libraries: &third_party,
            deny_warnings: true,
            rustc_args: &[],
            size_budget: None,
            before_migration,
            migration: None,
            drop_debug_asserts: false,
            prune_unnamed: false,
        };
        let (file, _) = remove_dead_code(file, &settings)?;
        Ok(file.to_token_stream().to_string())
    }

    /// [`minimize`] from the draft without what nothing names ([`Settings::prune_unnamed`]).
    fn minimize_named(source: &str) -> Result<String, Error> {
        let file: syn::File = syn::parse_str(source).expect("test source parses");
        let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
        let third_party = BTreeSet::from(["vendor".to_string()]);
        let settings = Settings {
            third_party: &third_party,
            libraries: &third_party,
            prune_unnamed: true,
            ..settings_for("dce-test", &origins)
        };
        let (file, _) = remove_dead_code(file, &settings)?;
        Ok(file.to_token_stream().to_string())
    }

    #[test]
    fn a_module_a_removal_empties_goes_with_the_imports_naming_it() {
        let mut file: syn::File = syn::parse_str(
            "mod vendor { pub mod outer { pub mod socket {} pub mod kinds { pub const K: u8 = 1; } } \
             pub mod bits { pub use super::outer::{socket, kinds}; } pub mod net { pub use super::bits::socket; } } \
             fn main() { println!(\"{}\", vendor::bits::kinds::K); }",
        )
        .expect("parses");
        let existed = stale::module_paths(&file.items);
        tidy(&mut file, "2021", &existed);
        assert_eq!(
            file.to_token_stream().to_string(),
            "mod vendor { pub mod outer { pub mod kinds { pub const K : u8 = 1 ; } } \
             pub mod bits { pub use super :: outer :: { kinds } ; } } \
             fn main () { println ! (\"{}\" , vendor :: bits :: kinds :: K) ; }"
        );
    }

    #[test]
    fn a_use_group_left_with_one_import_prints_as_its_parse_does() {
        let out = minimize(
            "mod vendor { use std::io::{self, BufRead}; \
                 pub fn count(r: impl BufRead) -> usize { r.lines().count() } } \
             fn main() { println!(\"{}\", vendor::count(std::io::stdin().lock())); }",
        )
        .expect("minimizes");
        assert!(out.contains("use std :: io :: BufRead ;"), "{out}");
        let kept_self = minimize(
            "mod vendor { use std::io::{self, BufRead}; \
                 pub fn out() -> io::Stdout { io::stdout() } } \
             fn main() { let _ = vendor::out(); }",
        )
        .expect("minimizes");
        assert!(
            kept_self.contains("use std :: io :: { self } ;"),
            "{kept_self}"
        );
    }

    #[test]
    fn what_nothing_names_goes_before_the_first_check() {
        // rustc never calls an allowed item dead; nothing names it, so it goes all the same.
        let source = "mod vendor { pub fn used() -> u8 { helper() } fn helper() -> u8 { 7 } \
             #[allow(dead_code)] pub fn unnamed() -> u8 { 1 } } \
             fn main() { println!(\"{}\", vendor::used()); }";
        let out = minimize_named(source).expect("minimizes");
        assert_eq!(
            out,
            "mod vendor { pub fn used () -> u8 { helper () } fn helper () -> u8 { 7 } } \
             fn main () { println ! (\"{}\" , vendor :: used ()) ; }"
        );
        assert!(minimize(source).expect("minimizes").contains("unnamed"));
    }

    #[test]
    fn a_draft_that_needs_an_item_nothing_names_is_shrunk_from_the_whole_draft() {
        // An inherent impl through a type alias: the call names `Foo` and `get`, never
        // `Alias`, so the impl is unnamed; without it `Foo::get` does not resolve.
        let source = "mod vendor { pub struct Foo; pub type Alias = Foo; \
             impl Alias { pub fn get() -> u8 { 3 } } pub fn unused() {} } \
             fn main() { println!(\"{}\", vendor::Foo::get()); }";
        let mut named: syn::File = syn::parse_str(source).expect("test source parses");
        crate::bundle::load::reach::prune_draft(&mut named, &BTreeSet::from(["vendor".into()]));
        assert!(!named.to_token_stream().to_string().contains("impl Alias"));
        let out = minimize_named(source).expect("minimizes");
        assert!(
            out.contains("impl Alias { pub fn get () -> u8 { 3 } }"),
            "{out}"
        );
        assert!(!out.contains("unused"), "{out}");
    }

    /// A library written for 2021 whose `impl Trait` captures `&self` in 2024, so that a
    /// caller holding it cannot borrow `self` mutably (pathfinding's `Matrix::keys`).
    const OVERCAPTURING: &str = "mod vendor { \
             pub struct G { pub v: Vec<u32>, pub w: Vec<u32> } \
             impl G { \
                 pub fn keys(&self) -> impl Iterator<Item = usize> { 0..self.v.len() } \
                 pub fn bump(&mut self) { \
                     for (k, w) in self.keys().zip(self.w.iter_mut()) { *w += k as u32; } } \
             } } \
         fn main() { let mut g = vendor::G { v: vec![1, 2], w: vec![3, 4] }; g.bump(); \
             println!(\"{:?}\", g.w); }";

    #[test]
    fn an_error_of_the_edition_in_a_library_before_its_migration_takes_rustcs_fix() {
        let out = minimize_as(OVERCAPTURING, "2024", true).expect("minimizes");
        assert!(
            out.contains("impl Iterator < Item = usize > + use < >"),
            "{out}"
        );
    }

    #[test]
    fn a_ref_binding_through_a_reference_before_the_migration_takes_rustcs_fix() {
        // 2024 rejects `ref mut` where matching `&mut e` already binds by reference (im-rc's
        // `Entry::and_modify`); rustc's fix drops the `ref mut`, which binding through the
        // reference makes implicit.
        let out = minimize_as(
            "mod vendor { \
                 pub enum Entry { Occupied(u8), Vacant } \
                 pub fn bump(mut e: Entry) -> u8 { \
                     match &mut e { Entry::Occupied(ref mut x) => { *x += 1; *x } \
                                    Entry::Vacant => 0 } } } \
             fn main() { println!(\"{} {}\", vendor::bump(vendor::Entry::Occupied(1)), \
                 vendor::bump(vendor::Entry::Vacant)); }",
            "2024",
            true,
        )
        .expect("minimizes");
        assert!(
            out.contains("match & mut e { Entry :: Occupied (x) =>"),
            "{out}"
        );
    }

    #[test]
    fn a_first_check_as_2021_takes_the_pattern_fixes_and_gives_the_dead_code_at_once() {
        // One check instead of two: as 2024 the `ref mut` is an error and rustc stops before
        // its dead-code lint.
        let source = "mod vendor { \
                 pub enum Entry { Occupied(u8), Vacant } \
                 pub fn bump(mut e: Entry) -> u8 { \
                     match &mut e { Entry::Occupied(ref mut x) => { *x += 1; *x } \
                                    Entry::Vacant => 0 } } \
                 pub fn dead() {} } \
             fn main() { println!(\"{}\", vendor::bump(vendor::Entry::Vacant)); }";
        let text = prettyplease::unparse(&syn::parse_str(source).expect("test source parses"));
        let origins = BTreeMap::new();
        let vendor = BTreeSet::from(["vendor".to_string()]);
        let settings = Settings {
            edition: "2024",
            libraries: &vendor,
            third_party: &vendor,
            before_migration: true,
            ..settings_for("dce-test", &origins)
        };
        let scratch = Scratch::new("dce-test").expect("scratch");
        let (diagnostics, fixed, _) = older_first_check(&scratch, &text, &settings)
            .expect("rustc runs")
            .expect("compiles as 2021");
        let fixed = fixed.expect("the pattern is fixed");
        assert!(!fixed.contains("ref mut"), "{fixed}");
        assert!(
            diagnostics
                .iter()
                .any(|d| d.message == "function `dead` is never used"),
            "{diagnostics:?}"
        );
        let as_2024 = scratch.check(&fixed, "2024").expect("rustc runs");
        assert!(!as_2024.iter().any(Diagnostic::is_error), "{as_2024:?}");
        // A bin that is 2024 code only is checked as 2024.
        let chains =
            "fn main() { let v = Some(1); if let Some(x) = v && x > 0 { println!(\"{x}\"); } }";
        assert!(older_first_check(&scratch, chains, &settings)
            .expect("rustc runs")
            .is_none());
    }

    /// [`older_first_check`] of each of `sources` (printed by prettyplease), as edition 2024
    /// with the early migration of `lints` in `older` (libraries all), `third_party` among them.
    fn early_checks(
        sources: &[&str],
        lints: fn() -> &'static std::collections::HashSet<String>,
        older: &[&str],
        third_party: &[&str],
    ) -> Vec<OlderCheck> {
        let origins = BTreeMap::new();
        let older: BTreeSet<String> = older.iter().map(|name| name.to_string()).collect();
        let third_party: BTreeSet<String> =
            third_party.iter().map(|name| name.to_string()).collect();
        let early = EarlyMigration {
            lints,
            older: older.clone(),
            done: std::cell::Cell::new(false),
        };
        let settings = Settings {
            edition: "2024",
            libraries: &older,
            third_party: &third_party,
            before_migration: true,
            migration: Some(&early),
            ..settings_for("dce-test", &origins)
        };
        let scratch = Scratch::new("dce-test").expect("scratch");
        sources
            .iter()
            .map(|source| {
                let text =
                    prettyplease::unparse(&syn::parse_str(source).expect("test source parses"));
                older_first_check(&scratch, &text, &settings)
                    .expect("rustc runs")
                    .expect("compiles as 2021")
            })
            .collect()
    }

    #[test]
    fn the_first_check_as_2021_makes_the_migration_of_older_libraries() {
        // `impl Sized` captures `'a` in 2024, not in 2021: the migration writes `use<>`, in
        // the older library only (the bin's code is 2024 code already).
        let in_library = "mod vendor { \
                 pub fn first<'a>(v: &'a [u8]) -> impl Sized { v[0] } \
                 pub fn dead() {} } \
             fn main() { println!(\"{}\", std::mem::size_of_val(&vendor::first(&[1]))); }";
        let in_bin = "fn first<'a>(v: &'a [u8]) -> impl Sized { v[0] } \
             fn main() { println!(\"{}\", std::mem::size_of_val(&first(&[1]))); }";
        fn lints() -> &'static std::collections::HashSet<String> {
            static LINTS: std::sync::OnceLock<std::collections::HashSet<String>> =
                std::sync::OnceLock::new();
            LINTS.get_or_init(|| ["impl_trait_overcaptures".to_string()].into())
        }
        let mut checks = early_checks(&[in_library, in_bin], lints, &["vendor"], &["vendor"]);
        let (diagnostics, fixed, migrated) = checks.remove(0);
        let fixed = fixed.expect("the migration's fix is in");
        assert!(migrated);
        assert!(fixed.contains("use<>"), "{fixed}");
        // Its lint is the migration's, not the rounds'; the dead code is the rounds'.
        assert!(
            !diagnostics
                .iter()
                .any(|d| d.code.as_deref() == Some("impl_trait_overcaptures")),
            "{diagnostics:?}"
        );
        assert!(
            diagnostics
                .iter()
                .any(|d| d.message == "function `dead` is never used"),
            "{diagnostics:?}"
        );
        // The same in the bin's code is left as it is, and the migration is still done: the
        // code it compiles is the older libraries'.
        let (_, fixed, migrated) = checks.remove(0);
        assert!(fixed.is_none() && migrated);
    }

    #[test]
    fn an_unsafe_operation_is_fixed_early_in_a_path_crate_and_left_allowed_in_a_third_party_one() {
        let source = "mod vendor { pub unsafe fn read(p: *const u8) -> u8 { *p } } \
             mod mine { pub unsafe fn read(p: *const u8) -> u8 { *p } } \
             fn main() { let x = 1u8; \
                 println!(\"{}\", unsafe { vendor::read(&x) + mine::read(&x) }); }";
        fn lints() -> &'static std::collections::HashSet<String> {
            static LINTS: std::sync::OnceLock<std::collections::HashSet<String>> =
                std::sync::OnceLock::new();
            LINTS.get_or_init(|| ["unsafe_op_in_unsafe_fn".to_string(), "E0133".to_string()].into())
        }
        let (_, fixed, migrated) =
            early_checks(&[source], lints, &["vendor", "mine"], &["vendor"]).remove(0);
        let fixed = fixed.expect("the path crate's operation is fixed");
        assert!(migrated);
        let parsed: syn::File = syn::parse_str(&fixed).expect("parses");
        let module = |name: &str| {
            parsed
                .items
                .iter()
                .find(|item| matches!(item, Item::Mod(m) if m.ident == name))
                .map(|item| item.to_token_stream().to_string())
                .unwrap_or_default()
        };
        assert!(module("mine").contains("unsafe { * p }"), "{fixed}");
        assert!(!module("vendor").contains("unsafe { * p }"), "{fixed}");
    }

    #[test]
    fn an_error_of_the_edition_is_an_error_when_not_before_a_migration() {
        let error = minimize_as(OVERCAPTURING, "2024", false).expect_err("does not compile");
        assert!(
            error.what().starts_with(DOES_NOT_COMPILE),
            "{}",
            error.what()
        );
    }

    #[test]
    fn unused_imports_renamed_or_as_underscore_go() {
        // rustc's span of an unused `Tr as _` (and of some renamed leaves) is `Tr` alone.
        let out = minimize(
            "mod m { pub trait Tr { fn t(&self) -> u8 { 1 } } impl Tr for u8 {} \
             pub struct S; pub struct Q; } \
             use m::{Tr as _, S as Renamed, Q}; \
             fn main() { let _q = Q; println!(\"{}\", 2u8); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "mod m { pub struct Q ; } use m :: Q ; fn main () { let _q = Q ; \
             println ! (\"{}\" , 2u8) ; }"
        );
    }

    #[test]
    fn an_unused_import_a_macro_writes_into_a_third_party_module_is_allowed_there() {
        // The `use` stands in the macro's body (no item to delete); the call is in `vendor`.
        let out = minimize(
            "macro_rules! with_use { ($name:ident) => { pub fn $name() -> u8 { \
             use std::fmt::Write; 3 } }; } \
             mod vendor { with_use!(f); } \
             fn main() { println!(\"{}\", vendor::f()); }",
        )
        .expect("minimizes");
        assert!(
            out.contains("# [allow (unused_imports)] mod vendor"),
            "{out}"
        );
    }

    #[test]
    fn a_deny_lint_in_third_party_code_is_allowed_and_dead_code_beside_it_goes() {
        // `overflowing_literals` denies by default; cargo caps it for a dependency. rustc's
        // other lints still run, so `unused` goes in the same round as the allow comes.
        let out = minimize(
            "mod vendor { pub fn wrapped() -> u8 { 256 } pub fn unused() -> u8 { 1 } } \
             fn main() { println!(\"{}\", vendor::wrapped()); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "# [allow (overflowing_literals)] mod vendor { pub fn wrapped () -> u8 { 256 } } \
             fn main () { println ! (\"{}\" , vendor :: wrapped ()) ; }"
        );
    }

    #[test]
    fn dead_foreign_functions_and_statics_go_from_their_extern_block() {
        let out = minimize(
            "mod vendor { extern \"C\" { pub fn abs(x: i32) -> i32; pub fn labs(x: i64) -> i64; \
             pub static environ: *const *const u8; } extern \"C\" { pub fn labs2(x: i64) -> i64; } } \
             fn main() { println!(\"{}\", unsafe { vendor::abs(-3) }); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "mod vendor { extern \"C\" { pub fn abs (x : i32) -> i32 ; } } \
             fn main () { println ! (\"{}\" , unsafe { vendor :: abs (- 3) }) ; }"
        );
    }

    #[test]
    fn a_public_tuple_field_never_read_is_allowed() {
        let out = minimize(
            "mod vendor { pub struct W(pub u8, pub(crate) u16); } \
             fn main() { let _w = vendor::W(1, 2); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "mod vendor { pub struct W (# [allow (dead_code)] pub u8 , # [allow (dead_code)] pub (crate) u16) ; } \
             fn main () { let _w = vendor :: W (1 , 2) ; }"
        );
    }

    /// A program on `vendor::S` that never prints one, so that `Display for S` and the
    /// `helper` it calls never run; `extra` goes into `vendor`.
    fn never_printed(extra: &str) -> String {
        format!(
            "mod vendor {{ \
                 pub struct S(pub u32); \
                 impl S {{ pub fn get(&self) -> u32 {{ self.0 }} }} \
                 impl std::fmt::Display for S {{ \
                     fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {{ \
                         write!(f, \"{{}}\", helper(self.0)) }} }} \
                 fn helper(x: u32) -> u32 {{ x * 2 }} \
                 {extra} \
                 impl Clone for S {{ fn clone(&self) -> S {{ S(self.0) }} }} \
             }} \
             fn main() {{ let s = vendor::S(3); println!(\"{{}}\", s.clone().get()); }}"
        )
    }

    /// What [`never_printed`] comes to once the bodies that never run are stubbed.
    const NEVER_PRINTED_ANSWER: &str = "mod vendor { pub struct S (pub u32) ; \
         impl S { pub fn get (& self) -> u32 { self . 0 } } \
         impl Clone for S { fn clone (& self) -> S { S (self . 0) } } } \
         fn main () { let s = vendor :: S (3) ; println ! (\"{}\" , s . clone () . get ()) ; }";

    #[test]
    fn third_party_bodies_the_program_never_runs_are_stubbed_and_what_they_named_goes() {
        // rustc keeps `Display for S` (a live type's trait impl) and `helper` with it; the
        // program never prints an `S`, so neither can run: the body is stubbed, `helper` is
        // dead, and the impl, which nothing needs, is tried out and goes.
        let out = minimize(&never_printed("")).expect("minimizes");
        assert_eq!(out, NEVER_PRINTED_ANSWER);
    }

    #[test]
    fn bodies_stubbed_in_the_first_later_draft_that_compiles_leave_the_same_answer() {
        // `unused` is dead at once, so the draft of round 1 compiles: with the compile to IR
        // begun beside round 0 (a second core, no size limit), the bodies are stubbed there,
        // before rustc's warnings run out; the answer is the one stubbing at the end gives.
        let out = minimize(&never_printed("pub fn unused() -> u32 { 7 }")).expect("minimizes");
        assert_eq!(out, NEVER_PRINTED_ANSWER);
    }

    #[test]
    fn warnings_in_third_party_modules_are_silenced_on_the_module() {
        let out = minimize(
            "mod vendor { pub fn f() -> u32 { let mut x = 1; x } } \
             fn main() { println!(\"{}\", vendor::f()); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "# [allow (unused_mut)] mod vendor { pub fn f () -> u32 { let mut x = 1 ; x } } \
             fn main () { println ! (\"{}\" , vendor :: f ()) ; }"
        );
    }

    #[test]
    fn removes_dead_functions_methods_and_imports_keeps_used_ones() {
        let out = minimize(
            "use std::collections::{HashMap, BTreeMap}; mod m { pub fn used() -> u8 { 1 } \
             pub fn dead() -> u8 { 2 } pub struct S; impl S { pub fn live(&self) -> u8 { 3 } \
             pub fn gone(&self) {} } } fn main() { let m: BTreeMap<u8, u8> = BTreeMap::new(); \
             println!(\"{} {} {}\", m::used(), m::S.live(), m.len()); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "use std :: collections :: BTreeMap ; mod m { pub fn used () -> u8 { 1 } \
             pub struct S ; impl S { pub fn live (& self) -> u8 { 3 } } } fn main () { \
             let m : BTreeMap < u8 , u8 > = BTreeMap :: new () ; println ! (\"{} {} {}\" , \
             m :: used () , m :: S . live () , m . len ()) ; }"
        );
    }

    #[test]
    fn dead_type_takes_its_impls_and_dead_trait_its_impls() {
        let out = minimize(
            "struct Dead; impl Dead { fn f(&self) {} } impl std::fmt::Display for Dead { \
             fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"d\") } } \
             trait Unused { fn z(&self); } struct Live; impl Unused for Live { fn z(&self) {} } \
             fn main() { let _ = Live; }",
        )
        .expect("minimizes");
        assert_eq!(out, "struct Live ; fn main () { let _ = Live ; }");
    }

    #[test]
    fn a_dead_type_takes_its_impls_in_a_const_block_elsewhere() {
        let out = minimize(
            "mod m { pub struct Dead; } mod n { const _: () = { \
             impl Iterator for super::m::Dead { type Item = u8; \
             fn next(&mut self) -> Option<u8> { None } } }; } fn main() {}",
        )
        .expect("minimizes");
        assert_eq!(out, "fn main () { }");
    }

    #[test]
    fn unused_trait_method_goes_from_trait_and_impls() {
        let out = minimize(
            "trait T { fn a(&self) -> u8; fn b(&self) -> u8 { 0 } } struct S; \
             impl T for S { fn a(&self) -> u8 { 1 } fn b(&self) -> u8 { 2 } } \
             fn main() { println!(\"{}\", S.a()); }",
        )
        .expect("minimizes");
        assert_eq!(
            out,
            "trait T { fn a (& self) -> u8 ; } struct S ; impl T for S { fn a (& self) -> u8 { 1 } } \
             fn main () { println ! (\"{}\" , S . a ()) ; }"
        );
    }

    #[test]
    fn nested_items_exported_macros_and_emptied_modules_go() {
        let out = minimize(
            "mod m { #[macro_export] macro_rules! unused { () => { unused!() } } \
             pub fn only_dead() {} } fn main() { fn helper() {} use std::fmt::Write; \
             let x = 1; println!(\"{x}\"); }",
        )
        .expect("minimizes");
        assert_eq!(out, "fn main () { let x = 1 ; println ! (\"{x}\") ; }");
    }

    #[test]
    fn fields_and_variants_get_allow_dead_code() {
        let out = minimize(
            "struct P { a: u8, b: u8 } enum E { X, Y(u8) } \
             fn main() { let p = P { a: 1, b: 2 }; let e = E::X; \
             if let E::X = e { println!(\"{}\", p.a); } }",
        )
        .expect("minimizes");
        assert!(out.contains("# [allow (dead_code)] b : u8"), "{out}");
        assert!(out.contains("# [allow (dead_code)] Y (u8)"), "{out}");
        assert!(!out.contains("# [allow (dead_code)] a"), "{out}");
    }

    #[test]
    fn unfixable_warning_is_an_error_naming_the_source() {
        let error = minimize("fn main() { let unused = 1; }").expect_err("unused variable");
        assert_eq!(error.file(), Some(std::path::Path::new("src/main.rs")));
        assert!(error.what().contains("unused variable"), "{error}");
        assert!(error.what().contains("the binary"), "{error}");
    }

    /// Whether a `judgepack-<label>-` directory of this process is left in the temp dir.
    fn scratch_left(label: &str) -> bool {
        let prefix = format!("judgepack-{label}-{}-", std::process::id());
        std::fs::read_dir(std::env::temp_dir())
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .any(|entry| entry.file_name().to_string_lossy().starts_with(&prefix))
            })
            .unwrap_or(false)
    }

    #[test]
    fn compile_error_in_the_draft_names_the_source_line() {
        let source = "mod solver {\n    pub fn pick() -> u8 {\n        rand::random()\n    }\n}\n\
                      fn main() {\n    println!(\"{}\", solver::pick());\n}\n";
        let file: syn::File = syn::parse_str(source).expect("test source parses");
        let origins = BTreeMap::from([
            (Vec::new(), PathBuf::from("app/src/main.rs")),
            (
                vec!["solver".to_string()],
                PathBuf::from("solver/src/lib.rs"),
            ),
        ]);
        let error = remove_dead_code(file, &settings_for("dce-unlinked", &origins))
            .expect_err("rand is no dependency");
        assert_eq!(
            error.file(),
            Some(std::path::Path::new("solver/src/lib.rs"))
        );
        assert_eq!(error.line(), Some(3), "{error}");
        assert!(error.what().contains("`rand`"), "{error}");
        assert!(!error.to_string().contains("judgepack-"), "{error}");
        assert!(!scratch_left("dce-unlinked"));
    }

    #[test]
    fn unfixable_warning_leaves_no_draft_behind() {
        let file: syn::File = syn::parse_str("fn main() { let unused = 1; }").expect("parses");
        let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
        let error = remove_dead_code(file, &settings_for("dce-unfixable", &origins))
            .expect_err("unused variable");
        assert!(!error.to_string().contains("judgepack-"), "{error}");
        assert!(error.to_string().contains("<bundled draft>"), "{error}");
        assert!(!scratch_left("dce-unfixable"));
    }

    #[test]
    fn compile_error_saves_the_draft_and_names_it() {
        // Without a known source file for the module, the draft is all there is to show.
        let file: syn::File =
            syn::parse_str("fn main() { let x: u8 = \"no\"; }").expect("test source parses");
        let error = remove_dead_code(file, &settings_for("dce-test", &BTreeMap::new()))
            .expect_err("type error");
        let draft = error.file().expect("the draft path").to_path_buf();
        assert!(draft.is_file(), "{} was kept", draft.display());
        assert!(error.what().contains("mismatched types"), "{error}");
        assert!(error
            .advice()
            .is_some_and(|h| h.contains(&draft.display().to_string())));
        if let Some(dir) = draft.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }

    #[test]
    fn classifies_warnings() {
        let warning = |code: &str, message: &str| Diagnostic {
            level: "warning".to_string(),
            code: Some(code.to_string()),
            message: message.to_string(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: Vec::new(),
        };
        assert_eq!(
            classify(&warning("dead_code", "function `f` is never used")),
            Action::RemoveItems
        );
        assert_eq!(
            classify(&warning("dead_code", "fields `a` and `b` are never read")),
            Action::Allow
        );
        assert_eq!(
            classify(&warning("dead_code", "variant `B` is never constructed")),
            Action::Allow
        );
        assert_eq!(
            classify(&warning("unused_imports", "unused import: `x`")),
            Action::RemoveImports
        );
        assert_eq!(
            classify(&warning("unused_macros", "unused macro definition: `m`")),
            Action::RemoveItems
        );
        assert_eq!(
            classify(&warning(
                "unused_mut",
                "variable does not need to be mutable"
            )),
            Action::Fatal
        );
    }

    /// A trait written by a macro (so its dead method stays), implemented for `&S` by calling
    /// `S`'s inherent method of the same name, as petgraph's `IntoNeighbors for &Graph` does.
    fn shadowed(call: &str) -> String {
        format!(
            "mod vendor {{ macro_rules! define {{ ($($t:tt)*) => {{ $($t)* }} }} \
             define! {{ pub trait Look {{ fn look(self) -> u8; }} }} \
             pub struct S; impl S {{ pub fn new() -> S {{ S }} pub fn look(&self) -> u8 {{ 1 }} }} \
             impl<'a> Look for &'a S {{ fn look(self) -> u8 {{ {call} }} }} }} \
             fn main() {{ let _s = vendor::S::new(); }}"
        )
    }

    #[test]
    fn inherent_method_a_trait_impl_calls_by_path_outlives_the_loop() {
        // Removing `S::look` made `S::look(self)` name the trait method: E0277 with no name
        // of the removed method in rustc's message, only in the code it points at.
        let out = minimize(&shadowed("S::look(self)")).expect("minimizes");
        // It outlives the loop; then the program never runs it nor the impl that calls it
        // (both stubs), so both go with the trait's never-run method, after a check.
        assert!(!out.contains("look (& self)"), "{out}");
        assert!(!out.contains("impl < 'a > Look"), "{out}");
    }

    #[test]
    fn inherent_method_a_trait_impl_calls_by_method_outlives_the_loop() {
        // Removing `S::look` made `(*self).look()` call the trait impl itself: a program
        // that compiles with a warning, which the third-party module used to silence.
        let out = minimize(&shadowed("(*self).look()")).expect("minimizes");
        assert!(!out.contains("unconditional_recursion"), "{out}");
        assert!(!out.contains("look (& self)"), "{out}");
    }

    #[test]
    fn trait_method_that_a_kept_impl_calls_goes_with_it() {
        // `Id::id` is dead to rustc (only a dead impl of a macro-written trait calls it), and
        // that impl stays for rustc; removing `id` alone would break the draft. The program
        // never runs `bound`, so its body is a stub, `id` is a never-run trait method, and
        // the impl of `Bound` is one nothing needs: all three go together.
        let out = minimize(
            "mod vendor { macro_rules! define { ($($t:tt)*) => { $($t)* } } \
             define! { pub trait Bound { fn bound(&self) -> u8; } } \
             pub trait Id { fn id(&self) -> u8; fn name(&self) -> u8; } pub struct A; \
             impl Id for A { fn id(&self) -> u8 { 1 } fn name(&self) -> u8 { 2 } } \
             pub struct S; impl Bound for S { fn bound(&self) -> u8 { A.id() } } } \
             use vendor::Id; fn main() { let _s = vendor::S; println!(\"{}\", vendor::A.name()); }",
        )
        .expect("minimizes");
        assert!(!out.contains("fn id"), "{out}");
        assert!(!out.contains("impl Bound"), "{out}");
        assert!(out.contains("fn name (& self) -> u8 { 2 }"), "{out}");
    }

    #[test]
    fn dead_trait_with_a_protected_method_stays() {
        let mut file: syn::File =
            syn::parse_str("trait Id {\nfn id(&self) -> u8;\n}\nfn main() {}").expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 1, column: 6 }]),
            protected: BTreeSet::from(["id".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(out.starts_with("# [allow (dead_code)] trait Id"), "{out}");
    }

    #[test]
    fn a_member_missing_from_a_trait_spares_that_member_only() {
        // rustc's E0407 when an impl written by a `macro_rules!` body still has a removed
        // method: the pair is spared, not the trait's other dead methods nor others of the name.
        let error = Diagnostic {
            level: "error".to_string(),
            code: Some("E0407".to_string()),
            message: "method `to_u8` is not a member of trait `ToPrimitive`".to_string(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: Vec::new(),
        };
        assert_eq!(
            missing_trait_member(&error).as_deref(),
            Some("ToPrimitive::to_u8")
        );
        let source = "trait ToPrimitive {\nfn to_u8(&self) -> u8;\nfn to_u16(&self) -> u16;\n}\n\
                      struct S;\nimpl S {\nfn to_u8(&self) -> u8 { 0 }\n}\nfn main() {}";
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([
                LineColumn { line: 2, column: 3 },
                LineColumn { line: 3, column: 3 },
                LineColumn { line: 7, column: 3 },
            ]),
            protected: BTreeSet::from(["ToPrimitive::to_u8".to_string()]),
            ..Plan::default()
        };
        plan.apply(&mut file);
        // This round only spares (see `Plan::apply`): the trait's `to_u8` alone.
        let out = file.to_token_stream().to_string();
        assert_eq!(out.matches("allow (dead_code)").count(), 1, "{out}");
        assert!(
            out.contains("# [allow (dead_code)] fn to_u8 (& self) -> u8 ;"),
            "{out}"
        );
        // The next round removes the others.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([
                LineColumn { line: 3, column: 3 },
                LineColumn { line: 7, column: 3 },
            ]),
            protected: BTreeSet::from(["ToPrimitive::to_u8".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(!out.contains("to_u16") && !out.contains("{ 0 }"), "{out}");
    }

    #[test]
    fn a_round_that_spares_a_protected_item_removes_nothing_else() {
        // `min` is spared (made a root of rustc's liveness), so the `min_by` it calls, which
        // rustc called dead in the same compile, is alive now.
        let source = "struct G;\nimpl G {\nfn min(self) -> u8 { self.min_by() }\n\
                      fn min_by(self) -> u8 { 0 }\n}\nfn main() {}";
        let dead = BTreeSet::from([
            LineColumn { line: 3, column: 3 },
            LineColumn { line: 4, column: 3 },
        ]);
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: dead.clone(),
            protected: BTreeSet::from(["min".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(out.contains("# [allow (dead_code)] fn min (self)"), "{out}");
        assert!(out.contains("fn min_by (self)"), "{out}");
        // Unprotected, both go in one round.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: dead,
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        assert!(!file.to_token_stream().to_string().contains("min"));
    }

    #[test]
    fn a_draft_kept_printed_resumes_from_its_own_text() {
        // Printing the parse of an edited draft's text again need not give the same bytes:
        // prettyplease lays out `use a::{b, c,}` left by a removal otherwise than its parse.
        let text = "use std::{\n    fmt,\n    mem,\n};\nfn main() {}\n";
        let (file, resumed) = Kept::Printed(text.to_string()).resume().expect("parses");
        assert_ne!(prettyplease::unparse(&file), text);
        assert_eq!(resumed.as_deref(), Some(text));
    }

    #[test]
    fn a_round_that_spares_every_dead_item_leaves_nothing_new_for_the_next_check() {
        // All that rustc called dead is protected: the next check can name only that again,
        // so a round that also removed only imports need not be checked on its own.
        let source = "struct G;\nimpl G {\nfn min(self) -> u8 { 0 }\n}\nfn main() {}";
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 3, column: 3 }]),
            protected: BTreeSet::from(["min".to_string()]),
            ..Plan::default()
        };
        assert_eq!(plan.apply_telling(&mut file), (Vec::new(), true));
        // One that removes an item leaves the next check more to say.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 3, column: 3 }]),
            ..Plan::default()
        };
        assert_eq!(plan.apply_telling(&mut file), (Vec::new(), false));
    }

    #[test]
    fn names_in_the_code_a_diagnostic_points_at() {
        let text = "fn main() {}\n    Graph::neighbors(self, n)\n";
        let at = |from: usize, to: usize| Diagnostic {
            level: "error".to_string(),
            code: Some("E0277".to_string()),
            message: String::new(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: vec![(
                LineColumn {
                    line: 2,
                    column: from,
                },
                LineColumn {
                    line: 2,
                    column: to,
                },
            )],
        };
        assert_eq!(span_names(&at(4, 9), text), ["Graph", "neighbors"]);
        assert_eq!(span_names(&at(21, 25), text), ["self"]);
        assert_eq!(
            span_names(&at(4, 99), text),
            ["Graph", "neighbors", "self", "n"]
        );
        let error = Diagnostic {
            level: "error".to_string(),
            code: Some("E0277".to_string()),
            message: "the trait bound `Graph<_>: IntoNeighbors` is not satisfied".to_string(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: vec![(
                LineColumn { line: 2, column: 4 },
                LineColumn {
                    line: 2,
                    column: 29,
                },
            )],
        };
        assert_eq!(
            span_names(&error, text),
            ["Graph", "neighbors", "self", "n"]
        );
        let recursion = Diagnostic {
            code: Some("unconditional_recursion".to_string()),
            primary: vec![(
                LineColumn { line: 1, column: 0 },
                LineColumn { line: 3, column: 1 },
            )],
            ..error
        };
        assert_eq!(
            recursing_fn(&recursion, "pub fn r#look(\n").as_deref(),
            Some("look")
        );
        assert_eq!(identifiers("r#type 3x _a"), ["type", "_a"]);
    }

    #[test]
    fn what_a_macro_written_impl_needs_stays() {
        // `Kind` is dead while `Num` is (rustc does not count the impls of a dead trait), but
        // the impls `num_impl!` writes import it: an unresolved import inside a macro's
        // expansion is a broken draft, not a stale import to delete.
        let out = minimize(
            "mod lib { pub trait Num { fn parse(s: &str) -> Self; } enum Kind { Empty, Invalid } \
             macro_rules! num_impl { ($($t:ident)*) => { $(impl Num for $t { \
             fn parse(s: &str) -> Self { use self::Kind::*; \
             match if s.is_empty() { Empty } else { Invalid } { Empty => 0, Invalid => 1 } } })* }; } \
             num_impl!(u8 u16); } fn main() {}",
        )
        .expect("minimizes");
        assert!(out.contains("enum Kind"), "{out}");
        assert!(out.contains("trait Num"), "{out}");
    }

    #[test]
    fn finds_the_traits_macro_bodies_implement() {
        let file: syn::File = syn::parse_str(
            "macro_rules! a { ([$($p:tt)*] $t:ty) => { impl<$($p)*> Peek for $t {} \
             impl<T> Inherent<T> { } impl $crate::m::Tr<u8> for X {} impl $name for Y {} }; } \
             mod m { macro_rules! b { () => { impl Other for Z {} } } } \
             fn f() { impl NotInMacro for W {} }",
        )
        .expect("parses");
        assert_eq!(
            traits_implemented_in_macros(&file),
            BTreeSet::from(["Other".to_string(), "Peek".to_string(), "Tr".to_string()])
        );
    }
}
