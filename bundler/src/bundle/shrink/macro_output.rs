//! The last pass: dead code a macro wrote, which no removal can cut (no item of the draft
//! starts where rustc points), allowed on each third-party crate's module that has some; in
//! the user's own crates a warning, or an error with `--deny-warnings`. No rustc run of its
//! own; it waits for a checked draft.
//!
//! Not here: finding that dead code (the driver's rounds, from rustc's lints).

use std::collections::BTreeSet;
use std::path::PathBuf;

use syn::Item;

use super::dce::allow_dead_code;
use super::settings::Settings;
use crate::error::Error;

/// Dead code inside macro output that the loop could not cut: `#[allow(dead_code)]` on each
/// third-party crate module that has some (returns whether it added any); in the user's own
/// crates a warning, or an error with `deny_warnings`.
pub(crate) fn silence_macro_output(
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
