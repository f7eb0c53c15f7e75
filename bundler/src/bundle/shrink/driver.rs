//! The shrinking driver: one loop of rounds that checks each draft with rustc and keeps the
//! smallest draft that compiles and behaves the same.
//!
//! Each round prints the draft, checks it (`rustc --emit=metadata --error-format=json`,
//! analysis only) and answers what the check found:
//! - a draft that broke is rolled back: to the draft before a pass's proposal, or, when the
//!   lints' removals broke it, to the last draft that compiled with the names the errors
//!   cite spared;
//! - rustc's dead-code and unused-import warnings are removals ([`dce`]), made in the same
//!   round, with the tidying they leave ([`dce::tidy`]);
//! - when they name nothing, each pass of [`PASSES`] gets its turn, in order; the first that
//!   proposes a smaller draft ends the round;
//! - when no pass proposes anything and rustc has seen the draft, it is the answer.
//!
//! The driver owns what no pass should: the check and the previous run's answer
//! ([`replay`]), the work begun ahead on a second core ([`Beside`]), rollback, the judge's
//! size budget, the first check's edition fixes ([`first_check`]), timings and progress. Its
//! state between rounds is a few named types: [`Current`], [`LastCompiled`], [`Ledger`],
//! [`Findings`], [`Beside`], [`Opening`], [`Asserts`], [`Recording`].
//!
//! Not here: what to remove (the passes and [`dce`]); what an error means for the user's
//! source ([`blame`]).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use proc_macro2::LineColumn;

use super::dce::{self, classify, Action, DeadAt, Modules, Plan};
use super::first_check::{self, EDITION_ERRORS};
use super::pass::{self, Asserts, Beside, Pass, Proposal};
use super::passes;
use super::settings::{labelled_note, scratch_for, second_core, Settings};
use super::{asserts, blame, prune, replay, stale, trial, unrun};
use crate::bundle::draft::{Diagnostic, Scratch, CACHED_CHECKS, RUSTC_CHECKS};
use crate::error::Error;

/// The passes, in the order they get their turn once rustc's lints name nothing more to
/// remove. Each has one turn (a rollback to a draft from before its turn gives it another).
const PASSES: &[&dyn Pass] = &[
    &passes::StubUnrun,
    &passes::WaitingAsserts,
    &passes::UnusedImpls,
    &passes::UnusedRules,
    &passes::MacroOutput,
];

/// At most this many compile rounds (each round removes at least one item or stops).
const MAX_ROUNDS: usize = 64;

/// Runs the loop on `file`; returns the final tree and the warnings it still has.
///
/// From the previous run's answer first ([`replay`]) when there is one for these libraries;
/// when that does not settle as cleanly as a first run would, from `file` itself.
pub(crate) fn remove_dead_code(
    file: syn::File,
    settings: &Settings<'_>,
) -> Result<(syn::File, Vec<Error>), Error> {
    remove_dead_code_with(file, settings, PASSES)
}

/// [`remove_dead_code`] with the passes `passes` (a test's own list).
pub(crate) fn remove_dead_code_with(
    mut file: syn::File,
    settings: &Settings<'_>,
    passes: &[&dyn Pass],
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
    let memory = memory.as_ref();
    if let Some(answer) = memory.and_then(|memory| replayed_answer(memory, &file, settings)) {
        labelled_note(
            settings.label,
            "the previous run's answer holds for this bin",
        );
        return Ok((answer, Vec::new()));
    }
    if let Some(draft) = memory.and_then(|memory| memory.replayed(&file)) {
        let rounds = Rounds {
            settings,
            loaded: &file,
            memory,
            start: Start::Replayed,
            passes,
            draft,
        };
        match rounds.run(false) {
            Ok(done) => {
                labelled_note(
                    settings.label,
                    "dead-code removal went on from the previous run's",
                );
                return Ok(done);
            }
            Err(error) => labelled_note(
                settings.label,
                &format!(
                    "the previous run's dead-code removal did not carry over ({}); from the start",
                    error.what()
                ),
            ),
        }
    }
    // From the start: what no reachable item names goes before the first check (29% of
    // petgraph's first draft, 70% of im-rc's), unless that draft does not compile; the
    // previous run's drafts, above, are keyed by the loaded one.
    let mut named = file.clone();
    let started = std::time::Instant::now();
    let unnamed = if settings.prune_unnamed {
        crate::bundle::reach::prune_draft(&mut named, settings.libraries)
    } else {
        0
    };
    crate::timings::record(
        format!("  unnamed items {}: {unnamed} went", settings.label),
        started.elapsed(),
    );
    if unnamed > 0 {
        let rounds = Rounds {
            settings,
            loaded: &named,
            memory,
            start: Start::Named,
            passes,
            draft: named.clone(),
        };
        match rounds.run_older_first() {
            Err(error) if error.what() == UNNAMED_NEEDED => labelled_note(
                settings.label,
                "the draft without the items nothing names does not compile; from the whole \
                 draft",
            ),
            done => return done,
        }
    }
    Rounds {
        settings,
        loaded: &file,
        memory,
        start: Start::Loaded,
        passes,
        draft: file.clone(),
    }
    .run_older_first()
}

/// Where the rounds start from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Start {
    /// The loaded draft.
    Loaded,
    /// The loaded draft without the items nothing names ([`crate::bundle::reach::prune_draft`]):
    /// when its first check fails in a way no fix of the edition answers, the rounds stop with
    /// [`UNNAMED_NEEDED`] and start again from the loaded draft.
    Named,
    /// The previous run's draft ([`replay`]): whatever a first run would settle by falling
    /// back (a draft that no longer compiles, dead code matching no item, rounds that do not
    /// settle) is an error instead.
    Replayed,
}

/// What the rounds end with when the draft after a first check as the older edition
/// ([`first_check::older_first_check`]) has errors in its check as 2024.
const OLDER_CHECK_FAILED: &str = "the draft checked as edition 2021 does not compile as 2024";

/// What the rounds from [`Start::Named`] end with when that draft does not compile.
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
    let scratch = scratch_for(settings).ok()?;
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

/// What one run of the rounds starts from.
struct Rounds<'r> {
    settings: &'r Settings<'r>,
    /// The draft the rounds fall back to (its spans are positions in the source files, for
    /// errors rustc finds in a draft).
    loaded: &'r syn::File,
    memory: Option<&'r replay::Memory<'r>>,
    start: Start,
    passes: &'r [&'r dyn Pass],
    draft: syn::File,
}

impl Rounds<'_> {
    /// The rounds, first with the first check made as the older edition
    /// ([`first_check::older_first_check`]) where that may save a check, and again without
    /// when the draft after it does not compile.
    fn run_older_first(self) -> Result<(syn::File, Vec<Error>), Error> {
        if self.settings.before_migration && self.settings.edition == "2024" {
            let again = Rounds {
                draft: self.draft.clone(),
                ..self
            };
            match again.run(true) {
                Err(error) if error.what() == OLDER_CHECK_FAILED => labelled_note(
                    self.settings.label,
                    "the draft after the first check as edition 2021 does not compile as \
                     2024; again, checked as 2024",
                ),
                done => return done,
            }
        }
        self.run(false)
    }

    /// The rounds from this start, the first check made as the older edition or not.
    fn run(self, older_first: bool) -> Result<(syn::File, Vec<Error>), Error> {
        let mut driver = Driver {
            settings: self.settings,
            loaded: self.loaded,
            memory: self.memory,
            start: self.start,
            older_first,
            passes: self.passes,
            scratch: scratch_for(self.settings)?,
            current: Current::new(self.draft),
            last_compiled: LastCompiled::default(),
            ledger: Ledger::default(),
            found: Findings::default(),
            beside: Beside::default(),
            opening: Opening::default(),
            asserts: Asserts::default(),
            recording: Recording {
                recorded: false,
                functions_run: None,
                replayable: true,
            },
        };
        driver.run()
    }
}

/// The draft the next round checks, and what is known of it.
struct Current {
    file: syn::File,
    /// The text of a draft the loop rolled back to, as rustc checked it: printing its parse
    /// again need not give the same bytes (prettyplease is not idempotent), and the
    /// diagnostics kept with it point into these.
    text: Option<String>,
    /// Its diagnostics, when a pass (or a rollback) already has them.
    checked: Option<Vec<Diagnostic>>,
    /// Whether it is a draft rustc has not seen as it is: a round that removed only unused
    /// imports, a first check as 2021 (see where it is set). The answer is a draft rustc has
    /// seen.
    unconfirmed: bool,
    /// The pass whose proposal it is, and the draft before it, while no check has said the
    /// proposal compiles.
    proposed_by: Option<(&'static str, syn::File)>,
}

impl Current {
    fn new(file: syn::File) -> Current {
        Current {
            file,
            text: None,
            checked: None,
            unconfirmed: false,
            proposed_by: None,
        }
    }
}

/// The latest draft that compiled: what the loop falls back to rather than fail once a
/// removal broke the draft beyond repair or it does not settle (every draft compiled is a
/// correct, if larger, file); and what the loop knew when it was checked, to resume from it
/// when the next round's removal breaks the draft.
#[derive(Default)]
struct LastCompiled {
    draft: Option<Kept>,
    state: Option<ResumeState>,
}

/// The latest draft that compiled, as printed (a copy of the text is cheap; one of a
/// megabyte's tree is not, and is rarely needed) or, when it was never printed, as a tree.
enum Kept {
    Printed(String),
    Tree(syn::File),
}

impl Kept {
    fn file(&self) -> Result<syn::File, Error> {
        match self {
            Kept::Printed(text) => parse_printed(text),
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

/// What the loop knew of the latest draft that compiled.
struct ResumeState {
    /// `None` when they are not known: rustc checks it again.
    diagnostics: Option<Vec<Diagnostic>>,
    in_macro_output: BTreeSet<(Vec<String>, String)>,
    ledger: Ledger,
    unconfirmed: bool,
    asserts_wait: bool,
}

/// The passes that have had their turn.
#[derive(Debug, Default, Clone)]
struct Ledger {
    taken: BTreeSet<&'static str>,
}

impl Ledger {
    fn taken(&self, pass: &str) -> bool {
        self.taken.contains(pass)
    }
}

/// What the rounds found that outlives a round.
#[derive(Default)]
struct Findings {
    /// Warnings for the user, returned with the answer.
    warnings: Vec<Error>,
    /// The warnings (module, message) already reported.
    reported: BTreeSet<(Vec<String>, String)>,
    /// What removals must spare ([`Plan::protected`]).
    protected: BTreeSet<String>,
    /// Dead-code warnings (module, message) whose item a macro wrote.
    in_macro_output: BTreeSet<(Vec<String>, String)>,
    /// Functions the loaded draft already has calling themselves (their crate's own warning).
    recursing_in_source: BTreeSet<String>,
}

/// How the rounds began: the round that checks the draft they start from, and the fixes of
/// the edition that went in before it.
#[derive(Default)]
struct Opening {
    /// 0, or the round after rustc's fixes to the edition's errors went in (see where it is
    /// set).
    first_round: usize,
    /// The draft with those fixes, which a rollback with no draft compiled goes back to.
    fixed_start: Option<syn::File>,
    edition_fixes_applied: usize,
    /// Whether the first check was made as the older edition
    /// ([`first_check::older_first_check`]) and no check as 2024 has found a draft without
    /// errors since; and the parse of the draft its fixes made.
    older_unconfirmed: bool,
    older_fixed: Option<syn::File>,
    /// The first draft's size, printed.
    first_len: usize,
}

/// What the next run's replay ([`replay::Memory`]) is told.
struct Recording {
    /// Whether the draft where rustc's dead-code warnings first ran out is recorded.
    recorded: bool,
    /// The functions the program can run in the recorded draft, once bodies are stubbed.
    functions_run: Option<BTreeSet<usize>>,
    /// Whether the answer is kept for the next run: not when bodies were stubbed in another
    /// draft than the recorded one (nothing would say what its stubs assume).
    replayable: bool,
}

/// What a round ends with.
enum Flow {
    /// Another round.
    Next,
    /// The answer (its warnings are in [`Findings::warnings`]).
    Done(syn::File),
}

/// The loop and its state between rounds.
struct Driver<'r> {
    settings: &'r Settings<'r>,
    loaded: &'r syn::File,
    memory: Option<&'r replay::Memory<'r>>,
    start: Start,
    older_first: bool,
    passes: &'r [&'r dyn Pass],
    scratch: Scratch,
    current: Current,
    last_compiled: LastCompiled,
    ledger: Ledger,
    found: Findings,
    beside: Beside,
    opening: Opening,
    asserts: Asserts,
    recording: Recording,
}

/// A round's check: the text rustc saw and what it said.
struct Checked {
    round: usize,
    /// Whether this is the check of the draft the rounds start from.
    first: bool,
    text: String,
    diagnostics: Vec<Diagnostic>,
}

impl Checked {
    fn errors(&self) -> Vec<&Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error()).collect()
    }
}

/// Removing an item that only dead code imported leaves its `use` unresolved: the import
/// was "used" (by the dead code) in the previous round. Such errors name exactly the stale
/// leaves, so they are removed like unused imports. One inside a `macro_rules!` expansion is
/// not such a leaf (no removal can reach it): the removal of what it imports broke the draft.
fn is_stale_import(diagnostic: &Diagnostic) -> bool {
    diagnostic.code.as_deref() == Some("E0432") && !diagnostic.in_macro()
}

impl Driver<'_> {
    fn run(&mut self) -> Result<(syn::File, Vec<Error>), Error> {
        self.migrated(false);
        crate::bundle::notes::progress_when_slow("removing dead code (rustc's dead-code lint)");
        let _timing = RoundsTiming {
            label: self.settings.label,
            started: std::time::Instant::now(),
            checks: (
                RUSTC_CHECKS.load(Ordering::Relaxed),
                CACHED_CHECKS.load(Ordering::Relaxed),
            ),
        };
        for round in 0..MAX_ROUNDS {
            if let Flow::Done(answer) = self.round(round)? {
                return Ok((answer, std::mem::take(&mut self.found.warnings)));
            }
        }
        self.unsettled()
    }

    /// Tells the early migration ([`EarlyMigration::done`]) whether the answer has its fixes.
    fn migrated(&self, done: bool) {
        if let Some(migration) = self.settings.migration {
            migration.done.set(done);
        }
    }

    fn replaying(&self) -> bool {
        self.start == Start::Replayed
    }

    fn not_replayed(what: &str) -> Error {
        Error::new(format!("replayed removal: {what}"))
    }

    fn note(&self, note: &str) {
        labelled_note(self.settings.label, note);
    }

    /// One round: the check, then what it asks for.
    fn round(&mut self, round: usize) -> Result<Flow, Error> {
        let checked = self.check(round)?;
        let errors = checked.errors();
        // Errors after a first check as 2021 that a removal cannot have caused (resolution
        // errors and missing methods it can) are the edition's, which the rounds answer from a
        // first check as 2024.
        if self.opening.older_unconfirmed
            && errors.iter().any(|d| {
                let code = d.code.as_deref().unwrap_or("");
                !(code.starts_with("E04") || code == "E0599" || d.lint().is_some())
            })
        {
            return Err(Error::new(OLDER_CHECK_FAILED));
        }
        let stale_imports =
            !checked.first && !errors.is_empty() && errors.iter().all(|d| is_stale_import(d));
        let new_recursion = self.new_recursion(&checked);
        if self.asserts_broke(&checked, &errors) {
            return Ok(Flow::Next);
        }
        let proposed_by = self.current.proposed_by.take();
        let broken = errors.iter().any(|error| error.lint().is_none()) || !new_recursion.is_empty();
        if let (Some((pass, before)), true) = (proposed_by, broken) {
            // The pass's proposal broke the draft: the draft before it goes on, and the pass
            // has had its turn.
            self.note(&format!("the pass `{pass}` broke the draft; rolled back"));
            self.current = Current::new(before);
            return Ok(Flow::Next);
        }
        if errors.is_empty() && new_recursion.is_empty() {
            let state = self.resume_state(Some(checked.diagnostics.clone()));
            self.last_compiled = LastCompiled {
                draft: Some(Kept::Printed(checked.text.clone())),
                state: Some(state),
            };
        }
        let removals_broke = (!errors.is_empty() && !stale_imports) || !new_recursion.is_empty();
        if !checked.first && removals_broke && self.spare(&checked, &errors, new_recursion)? {
            return Ok(Flow::Next);
        }
        let silenced = self.third_party_lints(&checked, &errors);
        let lints_only = !errors.is_empty() && silenced.len() == errors.len();
        if !errors.is_empty() && !stale_imports && !lints_only {
            return self.unanswered(&checked, &errors);
        }
        let mut parsed: syn::File = match self.opening.older_fixed.take() {
            Some(parsed) => parsed,
            None => parse_printed(&checked.text)?,
        };
        if self.stubs_early(&checked, &mut parsed, errors.is_empty())? {
            return Ok(Flow::Next);
        }
        let silenced = if lints_only {
            silenced.into_iter().collect()
        } else {
            BTreeSet::new()
        };
        let (plan, dead_at) = self.plan(&checked, &parsed, stale_imports, silenced)?;
        if plan.is_empty() {
            return self.settle(parsed);
        }
        self.apply(&checked, parsed, plan, dead_at, stale_imports)
    }

    /// The round's draft printed and checked (or its diagnostics known already), after the
    /// first round's work ahead is begun and its debug assertions dropped.
    fn check(&mut self, round: usize) -> Result<Checked, Error> {
        let first = round == self.opening.first_round;
        let settings = self.settings;
        let mut text = self
            .current
            .text
            .take()
            .unwrap_or_else(|| prettyplease::unparse(&self.current.file));
        if round == 0 {
            self.opening.first_len = text.len();
        }
        if first && !self.replaying() && far_over_limit(text.len(), settings) {
            self.beside.unrun = self.ahead_on(&mut self.current.file.clone());
        }
        if round == 0 && settings.drop_debug_asserts {
            if self.beside.unrun.is_some() {
                self.asserts.wait = true;
            } else if let Some(kept) = asserts::without_asserts(&mut self.current.file) {
                self.asserts.kept = Some(kept);
                text = prettyplease::unparse(&self.current.file);
            }
        }
        let diagnostics = match self.current.checked.take() {
            Some(diagnostics) => diagnostics,
            None => self.diagnostics(round, &mut text)?,
        };
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
            let skipped = if self.current.unconfirmed {
                " (not checked)"
            } else {
                ""
            };
            crate::bundle::notes::debug_note(&format!("dce round {round}{skipped}: {messages:?}"));
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
        Ok(Checked {
            round,
            first,
            text,
            diagnostics,
        })
    }

    /// [`unrun::Ahead`] begun on `draft`.
    fn ahead_on(&self, draft: &mut syn::File) -> Option<unrun::Ahead> {
        let settings = self.settings;
        unrun::Ahead::start(
            draft,
            settings.third_party,
            settings.label,
            settings.rustc_args,
            settings.edition,
            !settings.drop_debug_asserts,
        )
    }

    /// rustc's diagnostics of `text`: at round 0 of a draft whose older crates wait for their
    /// migration, from a check as 2021 that makes its fixes (then `text` becomes the fixed
    /// draft's), else from a check as the judge's edition.
    fn diagnostics(&mut self, round: usize, text: &mut String) -> Result<Vec<Diagnostic>, Error> {
        self.current.unconfirmed = false;
        let older = (self.older_first && round == 0 && !self.replaying())
            .then(|| first_check::older_first_check(&self.scratch, text, self.settings))
            .transpose()?
            .flatten();
        let Some((diagnostics, fixed, migrated_now)) = older else {
            let diagnostics = self.scratch.check(text, self.settings.edition)?;
            self.opening.older_unconfirmed &= diagnostics.iter().any(Diagnostic::is_error);
            return Ok(diagnostics);
        };
        self.migrated(migrated_now);
        self.opening.older_unconfirmed = true;
        // Its draft is the answer only once checked as 2024.
        self.current.unconfirmed = true;
        if let Some(fixed) = fixed {
            let mut parsed: syn::File = syn::parse_str(&fixed).map_err(|error| {
                Error::new(format!(
                    "rustc's fixes left a draft syn cannot parse: {error}"
                ))
            })?;
            self.note(&format!(
                "rustc's fixes to the patterns edition 2024 rejects applied (and its other \
                 edition 2024 fixes in older libraries: {migrated_now})"
            ));
            // Its compile to IR is of a draft that does not compile as 2024.
            if self.beside.unrun.take().is_some() {
                self.beside.unrun = self.ahead_on(&mut parsed);
            }
            self.opening.fixed_start = Some(parsed.clone());
            self.opening.older_fixed = Some(parsed);
            *text = fixed;
        }
        Ok(diagnostics)
    }

    /// A removed inherent method whose name a trait implemented for the type also has turns
    /// calls of it (`self.node_weight(id)` in that very trait impl) into calls of the trait
    /// method: rustc then warns of a function calling itself, which the loaded draft did not
    /// do. That breaks the program as surely as an error does. The functions that call
    /// themselves now and did not in the first draft.
    fn new_recursion(&mut self, checked: &Checked) -> BTreeSet<String> {
        let recursing = checked
            .diagnostics
            .iter()
            .filter(|d| d.code.as_deref() == Some("unconditional_recursion"))
            .filter_map(|d| dce::recursing_fn(d, &checked.text));
        if checked.first {
            self.found.recursing_in_source.extend(recursing);
            return BTreeSet::new();
        }
        recursing
            .filter(|name| !self.found.recursing_in_source.contains(name))
            .collect()
    }

    /// Whether dropping the debug assertions broke the draft (or left a warning in the user's
    /// code), so that the draft with them goes on instead.
    fn asserts_broke(&mut self, checked: &Checked, errors: &[&Diagnostic]) -> bool {
        let Some(kept) = self.asserts.kept.take() else {
            return false;
        };
        let inference_lost = errors
            .iter()
            .any(|error| error.message.starts_with("type annotations needed"));
        // A lint's error (a deny-by-default lint in a third-party crate) is allowed where
        // it stands, with or without the assertions.
        let broken = errors.iter().any(|error| error.lint().is_none());
        // Before its migration, older code's errors are the edition's: rustc's fixes or
        // the migration first (the caller) answer them, unless a type is not inferred.
        if checked.first && self.settings.before_migration && broken && !inference_lost {
            self.asserts.kept = Some(kept);
            return false;
        }
        if !(broken || blame::warns_in_own_code(&checked.diagnostics, &checked.text, self.settings))
        {
            return false;
        }
        self.note("debug assertions kept: dropping them leaves a warning or a type uninferred");
        self.current.file = kept;
        // Checked before its fixes went in.
        self.migrated(false);
        if checked.first {
            self.opening.first_round = checked.round + 1;
        }
        true
    }

    /// What a rollback to the draft being checked restores.
    fn resume_state(&self, diagnostics: Option<Vec<Diagnostic>>) -> ResumeState {
        ResumeState {
            diagnostics,
            in_macro_output: self.found.in_macro_output.clone(),
            ledger: self.ledger.clone(),
            unconfirmed: self.current.unconfirmed,
            asserts_wait: self.asserts.wait,
        }
    }

    /// A removal that broke the draft (an impl inside a macro body still names a removed
    /// trait method, type, trait or function; a call now resolves to another function; a
    /// function now calls itself): back to the latest draft that compiled, sparing every
    /// name the errors cite and every name in the code they point at (the call whose callee
    /// went). That draft compiled, so what broke is what this round removed from it: its
    /// removals are planned again with those names spared. Each such step spares at least
    /// one more name, so it ends. Whether it spared any (else the errors go on to
    /// [`Driver::unanswered`]).
    fn spare(
        &mut self,
        checked: &Checked,
        errors: &[&Diagnostic],
        new_recursion: BTreeSet<String>,
    ) -> Result<bool, Error> {
        let cited: Vec<String> = errors
            .iter()
            .filter(|error| !is_stale_import(error))
            .flat_map(|error| dce::names_to_spare(error, &checked.text))
            .chain(new_recursion)
            .collect();
        let protected = &mut self.found.protected;
        let before = protected.len();
        protected.extend(cited);
        // The errors may name nothing: with imports left unresolved, rustc reports `impl
        // PeekingNext for Iter` (written by a `macro_rules!`) of a removed trait only as
        // "ambiguous associated type" at its `Self::Item`. The traits macro bodies
        // implement are then the suspects.
        if protected.len() == before {
            protected.extend(dce::traits_implemented_in_macros(self.loaded));
        }
        if protected.len() == before {
            return Ok(false);
        }
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            eprintln!(
                "judgepack: note: round {} broke the draft; spared: {protected:?}",
                checked.round
            );
        }
        // The trial beside the rounds began on the draft that broke: it begins again
        // after the next round (dropping it stops it after its check under way).
        if self.beside.trial.take().is_some() {
            self.beside.trial_due = true;
        }
        match (&self.last_compiled.draft, self.last_compiled.state.take()) {
            (Some(draft), Some(state)) => {
                let (file, text) = draft.resume()?;
                self.current = Current {
                    file,
                    text,
                    checked: state.diagnostics,
                    unconfirmed: state.unconfirmed,
                    proposed_by: None,
                };
                self.found.in_macro_output = state.in_macro_output;
                self.ledger = state.ledger;
                self.asserts.wait = state.asserts_wait;
            }
            _ if self.replaying() => return Err(Self::not_replayed("a removal broke the draft")),
            _ => {
                let file = self.opening.fixed_start.clone();
                self.current.file = file.unwrap_or_else(|| self.loaded.clone());
                self.found.in_macro_output.clear();
                self.ledger = Ledger::default();
            }
        }
        Ok(true)
    }

    /// A deny-by-default lint of today's rustc in third-party code
    /// (`dangerous_implicit_autorefs` in allocator-api2), which cargo caps for dependencies:
    /// allowed on the crate's module, as cargo's `--cap-lints` would. The (module, lint)
    /// pairs of the errors that are such lints; when every error is one, the draft with them
    /// allowed is the last that compiled (its diagnostics are this text's, so rustc checks
    /// it), and a lint error does not stop rustc's other lints: this round's warnings are
    /// whole, and are acted on in the same round, beside the allows.
    fn third_party_lints(
        &mut self,
        checked: &Checked,
        errors: &[&Diagnostic],
    ) -> Vec<(String, String)> {
        let parsed_once: Option<syn::File> = errors
            .iter()
            .any(|error| error.lint().is_some())
            .then(|| syn::parse_str(&checked.text).ok())
            .flatten();
        let lints: Vec<(String, String)> = errors
            .iter()
            .filter_map(|error| {
                let lint = error.lint()?;
                let line = error.primary.first()?.0.line;
                let top = dce::module_at(parsed_once.as_ref()?, line)
                    .into_iter()
                    .next()
                    .filter(|top| self.settings.third_party.contains(top))?;
                Some((top, lint.to_string()))
            })
            .collect();
        if !errors.is_empty() && lints.len() == errors.len() {
            let mut allowed = self.current.file.clone();
            Plan {
                silence: lints.iter().cloned().collect(),
                ..Plan::default()
            }
            .apply(&mut allowed);
            let state = self.resume_state(None);
            self.last_compiled = LastCompiled {
                draft: Some(Kept::Tree(allowed)),
                state: Some(state),
            };
        }
        lints
    }

    /// Errors no removal answers: rustc's fixes to an older edition's errors in the first
    /// draft, else a fallback to the last draft that compiled, else the error, named in the
    /// user's source when it can be.
    fn unanswered(&mut self, checked: &Checked, errors: &[&Diagnostic]) -> Result<Flow, Error> {
        let error = errors[0];
        if self.replaying() {
            return Err(Self::not_replayed(&error.message));
        }
        let settings = self.settings;
        // Errors of the first draft in libraries that cargo built, which an older
        // edition allowed: rustc's own fixes are the answer when it has one for each
        // (`dyn` for serde 1.0.203's bare `&Expected`; `+ use<C>` before a 2024 migration).
        let of_older_edition = settings.before_migration
            || errors
                .iter()
                .all(|error| EDITION_ERRORS.contains(&error.code.as_deref().unwrap_or("")));
        if checked.first && self.opening.edition_fixes_applied < 3 && of_older_edition {
            if let Some(fixed) =
                first_check::edition_fixes(errors, &checked.text, settings.libraries)
            {
                self.opening.edition_fixes_applied += 1;
                self.note(&format!(
                    "rustc's fixes to {} errors of the edition applied",
                    errors.len()
                ));
                self.opening.fixed_start = Some(fixed.clone());
                self.current.file = fixed;
                self.opening.first_round = checked.round + 1;
                // Its compile to IR is of a draft that does not compile.
                self.beside.unrun = None;
                return Ok(Flow::Next);
            }
        }
        if checked.first && self.start == Start::Named {
            return Err(Error::new(UNNAMED_NEEDED));
        }
        if self.opening.older_unconfirmed {
            return Err(Error::new(OLDER_CHECK_FAILED));
        }
        if let Some(draft) = self.last_compiled.draft.take() {
            self.note(&format!(
                "round {} broke the draft beyond repair ({}); the last draft that compiled stays",
                checked.round, error.message
            ));
            return Ok(Flow::Done(allow_leftovers(draft.file()?)));
        }
        Err(blame::draft_error(
            error,
            &checked.text,
            self.loaded,
            settings,
            &mut self.scratch,
        ))
    }

    /// With the compile to IR begun beside the first round, the bodies that never run are
    /// stubbed in the first later draft that compiles (waiting for that compile, so that
    /// where they are stubbed does not depend on the machine's speed) rather than once
    /// rustc's warnings run out: the rounds left check a draft a half or a third the size
    /// (petgraph's 800 KB drafts take 1.2 s a check). This round's warnings are found again
    /// in the stubbed draft, with what only the stubs named. Not before the rounds have cut
    /// the draft (a tenth at least; a round that broke it, or spared, cut nothing): the next
    /// run's answer replay compiles the draft recorded here to IR (itertools' 533 KB against
    /// 105 KB once the first removals are done). Whether the stubs went in (the round ends).
    fn stubs_early(
        &mut self,
        checked: &Checked,
        parsed: &mut syn::File,
        compiled: bool,
    ) -> Result<bool, Error> {
        let len = checked.text.len();
        let first_len = self.opening.first_len;
        let due = !checked.first
            && len < first_len - first_len / 10
            && !self.ledger.taken(passes::StubUnrun.name())
            && self.beside.unrun.is_some()
            && compiled
            && !self.current.unconfirmed
            && self
                .settings
                .size_budget
                .map_or(true, |budget| len > budget);
        if !due {
            return Ok(false);
        }
        // The draft the next run's replay starts from is this one, before its stubs.
        let recorded_now =
            !self.recording.recorded && !self.ledger.taken(passes::UnusedImpls.name());
        if recorded_now {
            self.record(parsed);
        }
        let Some(proposal) = self.turn(&passes::StubUnrun, parsed, recorded_now)? else {
            return Ok(false);
        };
        self.beside.trial_due = !self.ledger.taken(passes::UnusedImpls.name());
        self.take_proposal(&passes::StubUnrun, proposal, parsed.clone());
        Ok(true)
    }

    /// Where rustc's dead-code warnings first run out, before any pass that depends on what
    /// the bin can run: the next run on these libraries starts here.
    fn record(&mut self, draft: &syn::File) {
        self.recording.recorded = true;
        if let Some(memory) = self.memory {
            memory.record(draft);
        }
    }

    /// `pass`'s turn on `draft`: its proposal, the functions it found the program runs told
    /// to the recording.
    fn turn(
        &mut self,
        pass: &dyn Pass,
        draft: &syn::File,
        recorded_now: bool,
    ) -> Result<Option<Proposal>, Error> {
        self.ledger.taken.insert(pass.name());
        let proposal = pass.propose(draft, &mut self.context())?;
        match proposal.as_ref().and_then(|proposal| proposal.ran.as_ref()) {
            Some(ran) if recorded_now => self.recording.functions_run = Some(ran.clone()),
            Some(_) => self.recording.replayable = false,
            None => {}
        }
        Ok(proposal)
    }

    /// What a pass may use of the driver's state.
    fn context(&mut self) -> pass::Context<'_> {
        pass::Context {
            settings: self.settings,
            scratch: &self.scratch,
            beside: &mut self.beside,
            asserts: &mut self.asserts,
            in_macro_output: &self.found.in_macro_output,
            warnings: &mut self.found.warnings,
        }
    }

    /// `pass`'s proposal becomes the draft the next round checks; `before` is what a
    /// rollback goes back to if it breaks.
    fn take_proposal(&mut self, pass: &dyn Pass, proposal: Proposal, before: syn::File) {
        if proposal.checked.is_some() {
            self.current.unconfirmed = false;
        }
        self.current.file = proposal.draft;
        self.current.checked = proposal.checked;
        self.current.proposed_by = Some((pass.name(), before));
    }

    /// The removals rustc's warnings ask for ([`dce::plan`]).
    fn plan(
        &mut self,
        checked: &Checked,
        parsed: &syn::File,
        stale_imports: bool,
        silence: BTreeSet<(String, String)>,
    ) -> Result<(Plan, DeadAt), Error> {
        let mut plan = Plan {
            protected: self.found.protected.clone(),
            silence,
            ..Plan::default()
        };
        let dead_at = dce::plan(
            &mut plan,
            &checked.diagnostics,
            stale_imports,
            &Modules::of(parsed),
            &mut dce::Reporting {
                settings: self.settings,
                scratch: &self.scratch,
                in_macro_output: &self.found.in_macro_output,
                reported: &mut self.found.reported,
                warnings: &mut self.found.warnings,
            },
        )?;
        Ok((plan, dead_at))
    }

    /// A round whose check named nothing to remove: the tidying rustc does not lint
    /// ([`dce::quiet_pass`], [`prune::unnamed_types`]), then the passes' turns, then the
    /// answer.
    fn settle(&mut self, mut parsed: syn::File) -> Result<Flow, Error> {
        let settings = self.settings;
        let existed = stale::module_paths(&parsed.items);
        let quiet = dce::quiet_pass(&mut parsed);
        let pruned = prune::unnamed_types(&mut parsed, settings.third_party);
        if pruned {
            stale::remove_stale_imports(&mut parsed, settings.edition, &existed);
        }
        let tidied = quiet || pruned;
        let recorded_now = !self.recording.recorded && self.ledger.taken.is_empty();
        if recorded_now {
            self.record(&parsed);
        }
        let fits_now = fits(&parsed, settings);
        for &pass in self.passes {
            if self.ledger.taken(pass.name()) {
                continue;
            }
            if pass.needs_checked_draft() && tidied {
                break;
            }
            if pass.costly() && fits_now {
                continue;
            }
            if !pass.wanted(&self.context()) {
                continue;
            }
            if let Some(proposal) = self.turn(pass, &parsed, recorded_now)? {
                self.take_proposal(pass, proposal, parsed.clone());
                return Ok(Flow::Next);
            }
        }
        // The answer is a draft rustc has seen.
        if tidied || self.current.unconfirmed {
            self.current.file = parsed;
            return Ok(Flow::Next);
        }
        if let (Some(memory), true, true) = (
            self.memory,
            self.recording.replayable,
            self.found.warnings.is_empty(),
        ) {
            memory.record_answer(
                &parsed,
                self.recording.functions_run.as_ref(),
                settings.size_budget,
            );
        }
        Ok(Flow::Done(parsed))
    }

    /// Applies the round's removals, and the tidying they leave ([`dce::tidy`]).
    fn apply(
        &mut self,
        checked: &Checked,
        mut parsed: syn::File,
        plan: Plan,
        dead_at: DeadAt,
        stale_imports: bool,
    ) -> Result<Flow, Error> {
        let settings = self.settings;
        let existed = stale::module_paths(&parsed.items);
        let (unmatched, removed_no_item) = plan.apply_telling(&mut parsed);
        // Dead code that a macro wrote (no item of ours starts there) cannot be cut out: it
        // is left, and silenced once everything else is done.
        let (in_macros, unmatched): (Vec<LineColumn>, Vec<LineColumn>) = unmatched
            .into_iter()
            .partition(|position| dead_at.contains_key(position));
        self.found
            .in_macro_output
            .extend(in_macros.iter().filter_map(|p| dead_at.get(p).cloned()));
        if let Some(position) = unmatched.first() {
            if self.replaying() {
                return Err(Self::not_replayed("dead code matches no item"));
            }
            if self.opening.older_unconfirmed {
                return Err(Error::new(OLDER_CHECK_FAILED));
            }
            // Dead code the removals cannot find an item for: this draft compiled (its only
            // diagnostics were warnings), so it is the answer, with that dead code allowed.
            self.note(&format!(
                "dead code at line {} column {} of the draft matches no item; the draft stays",
                position.line,
                position.column + 1
            ));
            return Ok(Flow::Done(allow_leftovers(self.current.file.clone())));
        }
        // Exact and cheap: a type or a crate the removals just left unnamed goes now, not
        // rounds later (a crate whose impls rustc keeps alive, never).
        let pruned = prune::unnamed_types(&mut parsed, settings.third_party)
            | prune::unnamed_crates(&mut parsed, settings.libraries);
        dce::tidy(&mut parsed, settings.edition, &existed);
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
            && checked.diagnostics.iter().all(|d| {
                matches!(
                    classify(d),
                    Action::RemoveItems | Action::RemoveImports | Action::Ignore
                )
            });
        if only_imports {
            self.current.checked = Some(Vec::new());
            self.current.unconfirmed = true;
        }
        if std::mem::take(&mut self.beside.trial_due)
            && !self.ledger.taken(passes::UnusedImpls.name())
        {
            self.beside.trial = trial::ahead::beside_rounds(&parsed, settings);
        }
        self.current.file = parsed;
        Ok(Flow::Next)
    }

    /// The rounds did not settle: the smallest draft that compiled is correct, only larger.
    fn unsettled(&mut self) -> Result<(syn::File, Vec<Error>), Error> {
        if self.replaying() {
            return Err(Self::not_replayed("the rounds did not settle"));
        }
        if self.opening.older_unconfirmed {
            return Err(Error::new(OLDER_CHECK_FAILED));
        }
        self.note(&format!(
            "dead-code removal stopped after {MAX_ROUNDS} rounds"
        ));
        match &self.last_compiled.draft {
            Some(draft) => Ok((
                allow_leftovers(draft.file()?),
                std::mem::take(&mut self.found.warnings),
            )),
            None => Err(Error::new(format!(
                "no draft compiled in {MAX_ROUNDS} rounds of dead-code removal"
            ))
            .help("set JUDGEPACK_DEBUG_DRAFTS=DIR to see each round's draft and rustc's text")),
        }
    }
}

/// `text`, a draft prettyplease printed, parsed again.
fn parse_printed(text: &str) -> Result<syn::File, Error> {
    syn::parse_str(text).map_err(|error| {
        Error::new(format!(
            "prettyplease printed a draft syn cannot parse: {error}"
        ))
    })
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

#[cfg(test)]
mod tests;
