//! Bundling: one bin target plus the library crates it uses (its own package's, path, registry
//! and git ones) become one source file a judge compiles alone with plain rustc.
//!
//! The flow (docs/ARCHITECTURE.md, "The bundle flow") is a pipeline, one folder a stage:
//! 1. [`load`]: the crates cargo resolved for the bin and which of them its code names
//!    (`load::graph`), each parsed with `mod x;` followed to its file, stripped of tests and
//!    docs, and assembled into one draft in which each library is `mod <crate> { ... }`;
//! 2. [`expand`]: the `tables` macros, third-party proc macros (through the toolchain's
//!    proc-macro server) and third-party crates' own item-position `macro_rules!` calls;
//! 3. [`rewrite`]: paths across crates, older editions' code as rustc reads it, and, for an
//!    edition 2024 judge, older crates' code as `cargo fix --edition` would write it (after
//!    stage 4 for an edition 2024 bin whose older libraries compile as 2024 unchanged: then
//!    it rewrites only what is left);
//! 4. [`shrink`]: remove what the program cannot reach (rustc's dead-code warnings), and,
//!    while the file is over its limit or `--shrink` asks, the passes that cut deeper; every
//!    pass takes a draft that compiles and returns one that compiles and behaves the same,
//!    or the draft unchanged;
//! 5. [`print`]: readable or compact, under a short header with licence notices.
//!
//! Loading calls stages 2 and 3 on each crate as it is read (a macro's output can name a
//! module file, a path is rewritten where its crate is known); later stages read load's crate
//! graph (`load::graph::Crate`) as data and never call into loading. What several stages
//! share lies beside the stages, under none of them: [`draft`] (a draft checked by rustc, its
//! diagnostics), [`reach`] (which items and crates the program can reach, by name: loading
//! decides which crates to load with it, shrinking what to prune first) and [`mbe`] (the
//! `macro_rules!` matcher and transcriber: expansion expands with it, shrinking follows calls
//! to find the rules nobody uses).
//!
//! For a judge whose build has debug assertions off (every judgepack profile: `-O`, no
//! `-C debug-assertions`), `debug_assert!` statements are dropped by the shrinking stage
//! (`shrink::asserts`), in both forms: they are no-ops there, and what only they used becomes
//! dead code. If dropping one leaves a warning (a variable only the assertion read) or a type
//! uninferred, the bundle keeps them all.
//!
//! What it is not: a general Rust bundler. It supports what the judgepack crates use and
//! reports anything else as an [`Error`] with file, line and advice.

mod draft;
mod expand;
mod load;
pub use load::migrate_crate::{use_rustc_wrapper, wrap_rustc};
mod mbe;
mod notes;
mod options;
mod print;
mod reach;
mod rewrite;
mod shrink;

use notes::{debug_note, progress_when_slow};
use std::collections::{BTreeMap, BTreeSet};

use crate::error::Error;
use crate::workspace::{Bin, Workspace};

pub use draft::keep_drafts_in;
pub use options::Options;

/// One bundle in the form its judge gets ([`bundle_within`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundled {
    /// The whole file.
    pub text: String,
    /// Whether it is printed compactly.
    pub compact: bool,
    /// The short names of a compact file: source name to short name (empty when readable).
    pub renames: BTreeMap<String, String>,
    /// Warnings in the user's own code that the file still carries (never with
    /// `deny_warnings`), each with its source file.
    pub warnings: Vec<Error>,
}

/// Whether rustc called with `args` compiles with debug assertions: on by default at
/// opt-level 0 and off with any optimization (`-O`, `-C opt-level=N`), unless
/// `-C debug-assertions[=yes|no]` says otherwise; the last setting of each wins.
///
/// ```
/// use judgepack::bundle::debug_assertions;
/// assert!(!debug_assertions(&["--edition", "2021", "-O"]));
/// assert!(debug_assertions(&["--edition", "2021"]));
/// assert!(debug_assertions(&["-O", "-C", "debug-assertions"]));
/// assert!(!debug_assertions(&["-Copt-level=3"]));
/// ```
pub fn debug_assertions(args: &[&str]) -> bool {
    let mut optimized = false;
    let mut explicit = None;
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        let codegen = match arg {
            "-O" => {
                optimized = true;
                continue;
            }
            "-C" | "--codegen" => match args.next() {
                Some(&value) => value,
                None => break,
            },
            _ => match arg
                .strip_prefix("-C")
                .or_else(|| arg.strip_prefix("--codegen="))
            {
                Some(value) => value,
                None => continue,
            },
        };
        let (key, value) = codegen.split_once('=').unwrap_or((codegen, ""));
        match key {
            "opt-level" => optimized = value != "0",
            "debug-assertions" => {
                explicit = Some(matches!(value, "" | "yes" | "y" | "on" | "true"));
            }
            _ => {}
        }
    }
    explicit.unwrap_or(!optimized)
}

/// The whole submission text (header + code): deterministic, dead code removed, compiling with
/// zero warnings under `rustc --edition <edition>`.
///
/// Runs `rustc` (from `PATH`) a few times on drafts in a temporary directory, which is removed
/// afterwards unless an error message names a draft in it.
///
/// # Errors
///
/// Any construct the bundler cannot carry over faithfully, with file, line and advice: a
/// registry or git dependency, a proc macro other than `tables`, a missing module file, a
/// malformed table macro call, a glob re-export of another crate, clashing names, a warning
/// that removing dead code cannot fix, or a draft rustc rejects (a bundler bug; the draft is
/// saved and named).
pub fn bundle(ws: &Workspace, bin: &Bin, options: &Options) -> Result<String, Error> {
    bundle_with(ws, bin, options, tables_gen::expand)
}

/// Both printings of one bundle, from one run of the pipeline (what [`bundle`] returns for
/// `compact: false` and `compact: true` with the given `debug_assertions`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forms {
    /// prettyplease's layout, under the header.
    pub readable: String,
    /// Minimized tokens with short private names, under the header; verified to compile
    /// cleanly too.
    pub compact: String,
    /// The short names of `compact`: source name to short name (empty if renaming gave up).
    pub renames: BTreeMap<String, String>,
}

/// [`bundle`] in both printings at the cost of one: the dead-code loop runs once.
///
/// # Errors
///
/// As [`bundle`].
pub fn bundle_forms(ws: &Workspace, bin: &Bin, options: &Options) -> Result<Forms, Error> {
    let (header, file, _, args) = minimized(ws, bin, options, tables_gen::expand, None)?;
    let (compact, renames) = compact_code(&file, &options.edition, &bin.name, &args)?;
    Ok(Forms {
        readable: format!("{header}\n{}", print::pretty(&file)),
        compact: format!("{header}{compact}"),
        renames,
    })
}

/// One bundle in the form a judge with size limit `limit` gets: readable when it fits, else
/// (when `compact_allowed`) compact with short names. The pipeline runs once, and does only
/// the work the limit asks for: the shrinking passes that cost rustc runs of their own run
/// only while the readable form is over the limit (unless [`Options::shrink`]), and the
/// compact form is only made when needed.
///
/// # Errors
///
/// As [`bundle`]. A text still over the limit is returned, not an error: the caller reports
/// it with the largest items.
pub fn bundle_within(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    limit: usize,
    compact_allowed: bool,
) -> Result<Bundled, Error> {
    let budget = (!options.shrink).then_some(limit);
    let (header, file, warnings, args) = minimized(ws, bin, options, tables_gen::expand, budget)?;
    let readable = format!("{header}\n{}", print::pretty(&file));
    if readable.len() <= limit || !compact_allowed {
        return Ok(Bundled {
            text: readable,
            compact: false,
            renames: BTreeMap::new(),
            warnings,
        });
    }
    let (compact, renames) = compact_code(&file, &options.edition, &bin.name, &args)?;
    Ok(Bundled {
        text: format!("{header}{compact}"),
        compact: true,
        renames,
        warnings,
    })
}

/// [`bundle`] with the table expander as a parameter (tests use fakes).
pub(crate) fn bundle_with(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    expander: expand::Expander,
) -> Result<String, Error> {
    let (header, file, _, args) = minimized(ws, bin, options, expander, None)?;
    if options.compact {
        let (code, _) = compact_code(&file, &options.edition, &bin.name, &args)?;
        Ok(format!("{header}{code}"))
    } else {
        Ok(format!("{header}\n{}", print::pretty(&file)))
    }
}

/// Applies each third-party crate's cfg context to its module again, after macro expansion.
fn strip_expanded(file: &mut syn::File, crates: &[load::graph::Crate]) {
    use syn::visit_mut::VisitMut;
    for item in &mut file.items {
        let syn::Item::Mod(module) = item else {
            continue;
        };
        let name = module.ident.to_string();
        if let Some(krate) = crates
            .iter()
            .find(|krate| krate.third_party && krate.module == name)
        {
            load::strip::Strip {
                cfg: &krate.cfg,
                keep_docs: false,
            }
            .visit_item_mod_mut(module);
        }
    }
}

/// The header, the final tree, the warnings it keeps, and the rustc arguments its drafts need.
type Minimized = (String, syn::File, Vec<Error>, Vec<String>);

/// Steps 1 to 5: the header, the final tree and the warnings it keeps. With a `limit`, the
/// costly shrinking passes stop once the readable file fits it.
fn minimized(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    expander: expand::Expander,
    limit: Option<usize>,
) -> Result<Minimized, Error> {
    let mut assembled = crate::timings::time(
        format!("load {}: parse, cfg, macros, paths", bin.name),
        || load::assemble(ws, bin, options, expander),
    )?;
    let header = print::header(ws, bin, &assembled.crates, options);
    let third_party: BTreeSet<String> = assembled
        .crates
        .iter()
        .filter(|krate| krate.third_party && !krate.module.is_empty())
        .map(|krate| krate.module.clone())
        .collect();
    let libraries: BTreeSet<String> = assembled
        .crates
        .iter()
        .filter(|krate| !krate.module.is_empty())
        .map(|krate| krate.module.clone())
        .collect();
    expand_and_rewrite(&mut assembled, &third_party, options, &bin.name);
    let rustc_args = if options.provided.is_empty() {
        Vec::new()
    } else {
        load::provided::extern_args(ws, bin, &options.provided)?
    };
    let waiting = migrate_now_or_wait(&mut assembled, options, &rustc_args, &bin.name)?;
    let settings = shrink::settings::Settings {
        rustc_args: &rustc_args,
        edition: &options.edition,
        label: &bin.name,
        origins: &assembled.origins,
        third_party: &third_party,
        libraries: &libraries,
        deny_warnings: options.deny_warnings,
        // The readable file is the header, a blank line and the code.
        size_budget: limit.map(|limit| limit.saturating_sub(header.len() + 1)),
        before_migration: false,
        migration: None,
        drop_debug_asserts: !options.debug_assertions,
        prune_unnamed: true,
    };
    let left_out = std::mem::take(&mut assembled.left_out);
    let removed = shrink_and_migrate(assembled.file, &assembled.crates, waiting, &settings);
    // A draft without a crate left out that does not compile: that crate is the first cause.
    let (file, warnings) = removed.map_err(|error| match left_out.first() {
        Some(why) if error.what().starts_with(shrink::blame::DOES_NOT_COMPILE) => {
            let mut named =
                Error::new(format!("{why}, and the program needs it: {}", error.what())).help(
                    "use a judge that provides that crate (--judge), or drop the dependency; \
                 report the macro call to judgepack",
                );
            if let Some(file) = error.file() {
                named = named.at(file.to_path_buf(), error.line());
            }
            named
        }
        _ => newer_edition_help(error, &assembled.crates, &options.edition),
    })?;
    Ok((header, file, warnings, rustc_args))
}

/// Steps 2 and 3 on the assembled file: the third-party crates' `macro_rules!` calls
/// expanded, and the rewrites the judge's edition needs before any check.
fn expand_and_rewrite(
    assembled: &mut load::Assembled,
    third_party: &BTreeSet<String>,
    options: &Options,
    label: &str,
) {
    let expanded = crate::timings::time(format!("macro_rules expansion {label}"), || {
        mbe::expand_crate_macros(&mut assembled.file, third_party)
    });
    if expanded > 0 {
        // What a macro wrote carries the `#[cfg]`s of its body (num-integer's
        // `#[cfg(test)] mod $test_mod`): decide them as the crate's were.
        strip_expanded(&mut assembled.file, &assembled.crates);
    }
    // Tokens that macros put side by side print as they are spaced: no `/` glued to a `*`.
    print::unglue_comments(&mut assembled.file);
    debug_note(&format!(
        "{label}: {expanded} macro calls in third-party crates expanded"
    ));
    if options.edition.as_str() < "2024" {
        // Edition 2024 crates' let chains, written the way an older file can hold them.
        let lowered = rewrite::let_chains::lower_let_chains(&mut assembled.file, &assembled.crates);
        debug_note(&format!(
            "{label}: {lowered} let chains of edition 2024 crates lowered"
        ));
    }
    if options.edition == "2024" {
        let raw = rewrite::migrate::raw_gen(&mut assembled.file, &assembled.crates);
        debug_note(&format!(
            "{label}: {raw} identifiers `gen` of older crates made `r#gen`"
        ));
    }
}

/// For an edition 2024 judge, the older crates' migration: made now, on the whole file, or
/// left for after dead-code removal (then the file as loaded is returned, for a migration
/// first if the draft does not stand as 2024 before its migration).
fn migrate_now_or_wait(
    assembled: &mut load::Assembled,
    options: &Options,
    rustc_args: &[String],
    label: &str,
) -> Result<Option<syn::File>, Error> {
    let migrate_last = options.edition == "2024"
        && rewrite::migrate::can_run_last(&assembled.crates)
        && !rewrite::migrate::known_first(&assembled.crates)
        && match rewrite::migrate::first_reason(&assembled.file, &assembled.crates) {
            Some(reason) => {
                debug_note(&format!(
                    "{label}: older crates' code has {reason}, which 2024 rejects: migrating first"
                ));
                false
            }
            None => true,
        };
    if migrate_last {
        // Kept as loaded: migrating first after all migrates this, as a run that knows to
        // does (the migration's cache is keyed by its text).
        let loaded = assembled.file.clone();
        let rewritten =
            rewrite::migrate::expr_fragments_2021(&mut assembled.file, &assembled.crates);
        debug_note(&format!(
            "{label}: {rewritten} `expr` fragments of older crates made `expr_2021`; their \
             migration waits until dead code is gone"
        ));
        return Ok(Some(loaded));
    }
    if options.edition == "2024" {
        // Older crates' code keeps its meaning in the judge's edition; every draft from
        // here on is compiled as 2024.
        migrate_to_2024(&mut assembled.file, &assembled.crates, rustc_args, label)?;
    }
    Ok(None)
}

/// Step 4: dead code removed by the shrinking driver. With the older crates' migration
/// `waiting` (the file as loaded), the rounds run before it, the migration after (or within
/// the first check, [`shrink::settings::EarlyMigration`]); when the draft does not stand
/// as 2024 before its migration, the loaded file is migrated first and shrunk again.
fn shrink_and_migrate(
    file: syn::File,
    crates: &[load::graph::Crate],
    waiting: Option<syn::File>,
    settings: &shrink::settings::Settings<'_>,
) -> Result<(syn::File, Vec<Error>), Error> {
    let (label, rustc_args) = (settings.label, settings.rustc_args);
    let Some(mut loaded) = waiting else {
        return shrink::driver::remove_dead_code(file, settings);
    };
    let early = shrink::settings::EarlyMigration {
        lints: rewrite::migrate::lints_2024,
        older: rewrite::migrate::older_libraries(crates)
            .into_iter()
            .map(str::to_string)
            .collect(),
        done: std::cell::Cell::new(false),
    };
    // Before the older crates' migration, an error is the edition's: the caller migrates
    // and tries again.
    let before_migration = shrink::settings::Settings {
        before_migration: true,
        migration: Some(&early),
        ..*settings
    };
    let migrated_last =
        shrink::driver::remove_dead_code(file, &before_migration).and_then(|(file, warnings)| {
            if early.done.get() {
                debug_note(&format!(
                    "{label}: the edition 2024 migration went in with the first check"
                ));
                rewrite::migrate::remember_migrated(&file, crates, rustc_args);
                return Ok((file, warnings));
            }
            migrate_answer(file, warnings, crates, rustc_args, label)
        });
    match migrated_last {
        Ok(done) => Ok(done),
        Err(error) => {
            debug_note(&format!(
                "{label}: older crates' code does not stand as 2024 before its migration \
                 ({}); migrating first",
                error.what()
            ));
            rewrite::migrate::remember_first(crates);
            migrate_to_2024(&mut loaded, crates, rustc_args, label)?;
            shrink::driver::remove_dead_code(loaded, settings)
        }
    }
}

/// The edition 2024 migration of the older crates in `file` ([`rewrite::migrate`]), timed;
/// returns how many suggestions it applied.
fn migrate_to_2024(
    file: &mut syn::File,
    crates: &[load::graph::Crate],
    rustc_args: &[String],
    label: &str,
) -> Result<usize, Error> {
    let applied = crate::timings::time(format!("edition 2024 migration {label}"), || {
        rewrite::migrate::to_2024(file, crates, rustc_args, label)
    })?;
    debug_note(&format!(
        "{label}: {applied} edition 2024 suggestions applied to older crates"
    ));
    Ok(applied)
}

/// Dead-code removal's answer, found with the older crates' code as loaded, migrated to 2024
/// ([`rewrite::migrate`]); when the migration changed it, one check confirms it compiles
/// without an error or a problem dead-code removal did not already report. An error when it
/// does not: the caller then migrates first.
fn migrate_answer(
    mut file: syn::File,
    warnings: Vec<Error>,
    crates: &[load::graph::Crate],
    rustc_args: &[String],
    label: &str,
) -> Result<(syn::File, Vec<Error>), Error> {
    if migrate_to_2024(&mut file, crates, rustc_args, label)? == 0 {
        return Ok((file, warnings));
    }
    let scratch = draft::Scratch::new(label)?.with_args(rustc_args);
    let diagnostics = scratch.check(&prettyplease::unparse(&file), "2024")?;
    let problems: Vec<_> = diagnostics.iter().filter(|d| d.is_problem()).collect();
    let worst = problems.iter().find(|d| d.is_error()).or(problems.first());
    match worst {
        Some(worst) if worst.is_error() || problems.len() > warnings.len() => {
            Err(Error::new(format!(
                "the migrated answer does not check clean: {}",
                worst.message
            )))
        }
        _ => Ok((file, warnings)),
    }
}

/// An error in the code of an edition 2024 crate of a file printed for an older edition says
/// so, and what takes that code as it is (see [`rewrite::let_chains`]).
fn newer_edition_help(error: Error, crates: &[load::graph::Crate], edition: &str) -> Error {
    if edition >= "2024" {
        return error;
    }
    let Some(file) = error.file() else {
        return error;
    };
    let newer = crates.iter().find(|krate| {
        krate.edition == "2024"
            && krate
                .root_file
                .parent()
                .is_some_and(|dir| file.starts_with(dir))
    });
    match newer {
        Some(krate) => {
            let name = krate.package_name.clone();
            error.help(format!(
                "`{name}` is edition 2024 code and this file is edition {edition}, the judge's: \
                 judgepack writes its let chains the {edition} way, but this code does not \
                 compile as {edition}; bundle for a judge with edition 2024 (`--judge \
                 codeforces-2024`, `library-checker`, `atcoder`), or depend on a release of \
                 `{name}` written for edition {edition}"
            ))
        }
        None => error,
    }
}

/// The compact code (no header) and its renames: short names where rustc accepts them, else
/// the plain compact text after [`check_clean`] and no renames.
fn compact_code(
    file: &syn::File,
    edition: &str,
    label: &str,
    rustc_args: &[String],
) -> Result<(String, BTreeMap<String, String>), Error> {
    progress_when_slow("printing the compact form");
    let minified = crate::timings::time(format!("compact printing {label}"), || {
        print::minify::minify(file, edition, label, rustc_args)
    })?;
    debug_note(&format!(
        "{label}: {} names shortened; rustc excluded {:?}",
        minified.renames.len(),
        minified.excluded
    ));
    if let Some(note) = &minified.note {
        debug_note(&format!("{label}: {note}"));
    }
    let text = if minified.verified {
        minified.text
    } else {
        check_clean(minified.text, edition, label, rustc_args)?
    };
    Ok((text, minified.renames))
}

/// How many times [`check_clean`] may allow the lints of one more rustc answer.
const MAX_ALLOW_ROUNDS: usize = 8;

/// Compiles the final text once more (compact printing is judgepack's own) and demands zero
/// diagnostics. A lint the printing itself provokes (`unused_braces` where a line break
/// separated a block from what follows) is allowed for the file rather than fail it; the text
/// returned is the one checked clean.
fn check_clean(
    code: String,
    edition: &str,
    label: &str,
    rustc_args: &[String],
) -> Result<String, Error> {
    let mut scratch = draft::Scratch::new(label)?.with_args(rustc_args);
    let diagnostics = scratch.check(&code, edition)?;
    let mut lints: BTreeSet<String> = diagnostics
        .iter()
        .filter(|d| d.is_problem() && !d.is_error())
        .filter_map(|d| d.code.clone())
        .collect();
    let plain = code;
    let mut code = plain.clone();
    let mut diagnostics = diagnostics;
    let mut allowed: BTreeSet<String> = BTreeSet::new();
    // Rounds, not one: rustc's answer is read only up to a cap (`shrink::draft`), and on a
    // compact file every diagnostic carries its whole line, so the first answer may name
    // only the first lints (time's 400 `deprecated` warnings filled it before its
    // `unused_braces`); each round allows what it saw and reads on.
    for _ in 0..MAX_ALLOW_ROUNDS {
        if lints.is_subset(&allowed) || diagnostics.iter().any(draft::Diagnostic::is_error) {
            break;
        }
        allowed.extend(lints);
        let allow = allowed.iter().cloned().collect::<Vec<_>>().join(", ");
        debug_note(&format!("{label}: the compact form allows {allow}"));
        code = format!("#![allow({allow})]\n{plain}");
        diagnostics = scratch.check(&code, edition)?;
        lints = diagnostics
            .iter()
            .filter(|d| d.is_problem() && !d.is_error())
            .filter_map(|d| d.code.clone())
            .collect();
    }
    let problems: Vec<_> = diagnostics.iter().filter(|d| d.is_problem()).collect();
    if let Some(first) = problems.first() {
        let (saved, rendered) = scratch.keep_for(&first.rendered);
        return Err(Error::new(format!(
            "the compact bundle does not compile cleanly: {}",
            rendered.trim_end()
        ))
        .at(&saved, first.primary.first().map(|(start, _)| start.line))
        .help("use a judge whose limit takes the readable form meanwhile (--judge kattis)"));
    }
    Ok(code)
}
