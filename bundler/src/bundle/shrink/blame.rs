//! Where a draft's error or warning comes from, for the user: the source file and line of a
//! rustc error in the draft ([`draft_error`]), whose failure it is (a crate cargo builds from
//! the registry is judgepack's to answer, not the user's), and whether a warning stands in
//! the user's own code ([`warns_in_own_code`]).
//!
//! Not here: deciding to fail (the driver).

use std::collections::BTreeMap;
use std::path::PathBuf;

use proc_macro2::{LineColumn, TokenStream, TokenTree};
use quote::ToTokens;
use syn::Item;

use super::dce::{classify, module_at, Action, Modules};
use super::settings::Settings;
use crate::bundle::draft::{Diagnostic, Scratch};
use crate::error::Error;

/// How the error about a draft rustc rejects begins.
pub(crate) const DOES_NOT_COMPILE: &str = "the bundled draft does not compile";

/// The error for a draft rustc rejects with `error` and that no rollback answers: named at
/// the source file and line it comes from when that can be told (in a crate cargo builds
/// from the registry, as judgepack's failure, with the draft kept); else the draft is kept
/// and named, as a bundler bug or an unsupported construct.
pub(crate) fn draft_error(
    error: &Diagnostic,
    text: &str,
    loaded: &syn::File,
    settings: &Settings<'_>,
    scratch: &mut Scratch,
) -> Error {
    if let Some((in_source, module)) = error_in_source(error, text, loaded, settings.origins) {
        let foreign = module
            .first()
            .is_some_and(|top| settings.third_party.contains(top));
        if let Some(package) = foreign.then(|| package_of(&in_source)) {
            // Cargo builds that crate and nobody can edit it: the failure is ours.
            let saved = scratch.keep();
            return in_source.help(format!(
                "cargo builds {package}, so this is a judgepack bug, not yours: the \
                 draft is kept as {}; please report it with the command you ran. \
                 Meanwhile try a judge that provides the crate (`--judge atcoder`) or \
                 another judge's edition",
                saved.display()
            ));
        }
        // The message points into the source; whoever debugs the bundler needs the
        // draft too.
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let saved = scratch.keep();
            eprintln!("judgepack: note: the draft is saved at {}", saved.display());
        }
        return in_source;
    }
    let (saved, rendered) = scratch.keep_for(&error.rendered);
    Error::new(format!("{DOES_NOT_COMPILE}: {}", rendered.trim_end()))
        .at(&saved, error.primary.first().map(|(start, _)| start.line))
        .help(format!(
            "a bundler bug or an unsupported construct; the draft is saved at {}",
            saved.display()
        ))
}

/// Whether rustc warns of something in the user's own code (not a third-party crate's, whose
/// lints are allowed) that dead-code removal cannot fix: an unused variable, say.
pub(crate) fn warns_in_own_code(
    diagnostics: &[Diagnostic],
    text: &str,
    settings: &Settings<'_>,
) -> bool {
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
