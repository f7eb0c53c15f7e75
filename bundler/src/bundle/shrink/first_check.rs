//! The first check's answers to code written for an older edition: rustc's machine-applicable
//! fixes for the errors such code has in the judge's edition ([`edition_fixes`]), and, for a
//! draft whose older crates wait for their edition 2024 migration, a first check made as 2021
//! that makes those fixes and the dead code known at once ([`older_first_check`]).
//!
//! Not here: when the driver asks (its first round), nor the migration after the rounds
//! ([`crate::bundle::rewrite::migrate`]).

use std::collections::BTreeSet;

use super::dce::Modules;
use super::settings::Settings;
use crate::bundle::draft::{Diagnostic, Scratch, INCOMPATIBLE_PATTERNS};
use crate::error::Error;

/// rustc's errors for what an edition before 2021 allowed and its lints fixed: a trait object
/// without `dyn` (E0782), a `...` range pattern (E0783).
pub(crate) const EDITION_ERRORS: [&str; 2] = ["E0782", "E0783"];

/// rustc's group of the lints whose fixes migrate code to edition 2024.
pub(crate) const MIGRATION_LINTS: &str = "rust-2024-compatibility";

/// `text` with the machine-applicable fixes rustc suggests for `errors` applied
/// ([`Settings::before_migration`]), when every error has one and stands in a library
/// module (`libraries`); `None` otherwise.
pub(crate) fn edition_fixes(
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
pub(crate) type OlderCheck = (Vec<Diagnostic>, Option<String>, bool);

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
pub(crate) fn older_first_check(
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
