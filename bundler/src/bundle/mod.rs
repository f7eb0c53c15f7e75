//! Bundling: one problem crate plus its path-dependency libraries become one source file a
//! judge compiles alone with plain rustc.
//!
//! The flow (docs/ARCHITECTURE.md, "The bundle flow"), one submodule per step:
//! 1. [`graph`]: the library crates the problem needs, dependencies first;
//! 2. [`load`]: parse each crate, following `mod x;` to its file, and assemble the draft, using
//!    3. [`strip`] (tests, docs, strictening lint levels), [`expand`] (`tables::NAME!`) and
//!    4. [`rewrite`] (paths across crates);
//! 5. [`dce`]: remove what the program cannot reach, with rustc's dead-code warnings;
//! 6. [`print`]: readable or compact, under a short header.
//!
//! What it is not: a general Rust bundler. It supports what the judgepack crates use and
//! reports anything else as an [`Error`] with file, line and advice.

mod dce;
mod expand;
mod graph;
mod load;
mod print;
mod rewrite;
mod strip;

use crate::error::Error;
use crate::workspace::{Problem, Workspace};

/// How to print a bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The Rust edition the judge compiles with, e.g. `"2021"`.
    pub edition: String,
    /// Print minimized tokens instead of prettyplease's readable layout (for judges whose size
    /// limit the readable form exceeds).
    pub compact: bool,
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
pub fn bundle(ws: &Workspace, problem: &Problem, options: &Options) -> Result<String, Error> {
    bundle_with(ws, problem, options, tables_gen::expand)
}

/// Both printings of one bundle, from one run of the pipeline (what [`bundle`] returns for
/// `compact: false` and `compact: true`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forms {
    /// prettyplease's layout, under the header.
    pub readable: String,
    /// Minimized tokens, under the header; verified to compile cleanly too.
    pub compact: String,
}

/// [`bundle`] in both printings at the cost of one: the dead-code loop runs once.
///
/// # Errors
///
/// As [`bundle`].
pub fn bundle_forms(ws: &Workspace, problem: &Problem, edition: &str) -> Result<Forms, Error> {
    let (header, file) = minimized(ws, problem, edition, tables_gen::expand)?;
    let compact = print::compact(&file);
    check_clean(&compact, edition, &problem.name)?;
    Ok(Forms {
        readable: format!("{header}\n{}", print::pretty(&file)),
        compact: format!("{header}{compact}"),
    })
}

/// [`bundle`] with the table expander as a parameter (tests use fakes).
pub(crate) fn bundle_with(
    ws: &Workspace,
    problem: &Problem,
    options: &Options,
    expander: expand::Expander,
) -> Result<String, Error> {
    let (header, file) = minimized(ws, problem, &options.edition, expander)?;
    if options.compact {
        let code = print::compact(&file);
        check_clean(&code, &options.edition, &problem.name)?;
        Ok(format!("{header}{code}"))
    } else {
        Ok(format!("{header}\n{}", print::pretty(&file)))
    }
}

/// Steps 1 to 5: the header and the final tree.
fn minimized(
    ws: &Workspace,
    problem: &Problem,
    edition: &str,
    expander: expand::Expander,
) -> Result<(String, syn::File), Error> {
    let crates = graph::crates(ws, problem)?;
    let assembled = load::assemble(ws, &crates, expander)?;
    let file = dce::remove_dead_code(assembled.file, edition, &problem.name, &assembled.origins)?;
    // The binary first, then its libraries in dependency order, as in the bundle.
    let mut names: Vec<String> = crates.iter().map(|krate| krate.package.clone()).collect();
    names.rotate_right(1);
    Ok((print::header(&problem.name, &problem.judge, &names), file))
}

/// Compiles the final text once more (compact printing is judgepack's own) and demands zero
/// diagnostics.
fn check_clean(code: &str, edition: &str, label: &str) -> Result<(), Error> {
    let mut scratch = dce::Scratch::new(label)?;
    let diagnostics = scratch.check(code, edition)?;
    let problems: Vec<_> = diagnostics
        .iter()
        .filter(|d| d.level == "error" || (d.level == "warning" && d.code.is_some()))
        .collect();
    if let Some(first) = problems.first() {
        let saved = scratch.keep();
        return Err(Error::new(format!(
            "the compact bundle does not compile cleanly: {}",
            first.rendered.trim_end()
        ))
        .at(&saved, first.primary.first().map(|(start, _)| start.line))
        .help("a bundler bug in compact printing; use the readable form meanwhile"));
    }
    Ok(())
}
