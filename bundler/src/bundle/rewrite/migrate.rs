//! Older crates in a file printed for edition 2024, keeping their meaning.
//!
//! One file has one edition. When the judge compiles with edition 2024 and some crate of the
//! file was written for 2015, 2018 or 2021 (registry crates mostly), its code is rewritten the
//! way `cargo fix --edition` does, with rustc's own knowledge: the part of the assembled draft
//! that holds the older crates is compiled once as edition 2021 with
//! `-W rust-2024-compatibility`, and the machine-applicable suggestions of that group's lints
//! (the members `rustc -W help` lists: `keyword_idents_2024` makes `gen` `r#gen`,
//! `missing_unsafe_on_extern` writes `unsafe extern "C"`, `unsafe_attr_outside_unsafe`
//! `#[unsafe(no_mangle)]`, `edition_2024_expr_fragment_specifier` `$e:expr_2021`,
//! `if_let_rescope`, `impl_trait_overcaptures`, `static_mut_refs`, `unsafe_op_in_unsafe_fn`,
//! ...) are applied with `rustfix`, the crate cargo fix applies them with, again until rustc
//! has none left (at most [`ROUNDS`]). Only the items of older crates take the result: an
//! edition 2024 crate's code means what it says in 2024, so it is never rewritten, and when
//! the bin itself is edition 2024 only the library modules are compiled (as a lib, which
//! their code can be: a library never names the bin's items).
//!
//! Runs once, on the draft right after loading, so every later draft is compiled as 2024.
//! Lints without a machine-applicable fix (`tail_expr_drop_order` only warns) change
//! nothing: what they name may drop a temporary at another time in 2024.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

use quote::ToTokens;

use crate::bundle::load::graph::Crate;
use crate::bundle::shrink::draft::Scratch;
use crate::cache;
use crate::error::Error;

/// At most this many compile-and-fix rounds (a fix may reveal another, as cargo fix loops).
const ROUNDS: usize = 3;

/// The lints of rustc's `rust-2024-compatibility` group, as of rustc 1.95, for a rustc whose
/// `-W help` cannot be read.
const KNOWN_2024_LINTS: &[&str] = &[
    "keyword_idents_2024",
    "edition_2024_expr_fragment_specifier",
    "boxed_slice_into_iter",
    "impl_trait_overcaptures",
    "if_let_rescope",
    "static_mut_refs",
    "dependency_on_unit_never_type_fallback",
    "deprecated_safe_2024",
    "missing_unsafe_on_extern",
    "never_type_fallback_flowing_into_unsafe",
    "rust_2024_guarded_string_incompatible_syntax",
    "rust_2024_incompatible_pat",
    "rust_2024_prelude_collisions",
    "tail_expr_drop_order",
    "unsafe_attr_outside_unsafe",
    "unsafe_op_in_unsafe_fn",
];

/// The members of rustc's `rust-2024-compatibility` lint group, from `rustc -W help` (once per
/// process), with underscores as diagnostics name them, and the error codes some of them
/// report under.
fn lints_2024() -> &'static HashSet<String> {
    static LINTS: OnceLock<HashSet<String>> = OnceLock::new();
    LINTS.get_or_init(|| {
        let help = Command::new("rustc")
            .args(["-W", "help"])
            .output()
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default();
        let listed: HashSet<String> = help
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("rust-2024-compatibility "))
            .flat_map(|members| members.split(','))
            .map(|lint| lint.trim().replace('-', "_"))
            .filter(|lint| !lint.is_empty())
            .collect();
        let mut lints: HashSet<String> = if listed.is_empty() {
            KNOWN_2024_LINTS
                .iter()
                .map(|lint| lint.to_string())
                .collect()
        } else {
            listed
        };
        // `unsafe_op_in_unsafe_fn` reports under `E0133`, which rustfix matches.
        let codes = crate::bundle::shrink::draft::codes_of(lints.iter().map(String::as_str));
        lints.extend(codes.into_iter().map(str::to_string));
        lints
    })
}

/// Rewrites the code of `crates` older than edition 2024 in `file` (the assembled draft; the
/// bin is the crate without a module) so that it means in edition 2024 what it meant in its
/// own edition; `extern_args` make the crates a judge provides usable. Returns how many suggestions were
/// applied.
///
/// # Errors
/// rustc cannot run, or the fixed text does not parse (a bundler bug: the draft is kept).
pub(crate) fn to_2024(
    file: &mut syn::File,
    crates: &[Crate],
    extern_args: &[String],
    label: &str,
) -> Result<usize, Error> {
    let is_older = |krate: &Crate| krate.edition != "2024";
    // The bin is the crate without a module.
    let bin_older = crates
        .iter()
        .any(|krate| krate.module.is_empty() && is_older(krate));
    let libraries: BTreeSet<&str> = crates
        .iter()
        .filter(|krate| !krate.module.is_empty())
        .map(|krate| krate.module.as_str())
        .collect();
    let older: BTreeSet<&str> = crates
        .iter()
        .filter(|krate| !krate.module.is_empty() && is_older(krate))
        .map(|krate| krate.module.as_str())
        .collect();
    if !bin_older && older.is_empty() {
        return Ok(0);
    }
    // (index in `file.items`, whether it is older code) of every item the draft holds.
    let mut parts: Vec<(usize, bool)> = Vec::new();
    for (index, item) in file.items.iter().enumerate() {
        match item {
            syn::Item::Mod(module) if libraries.contains(module.ident.to_string().as_str()) => {
                parts.push((index, older.contains(module.ident.to_string().as_str())));
            }
            _ if bin_older => parts.push((index, true)),
            // `extern crate alloc;` hoisted from a library.
            syn::Item::ExternCrate(_) => parts.push((index, false)),
            _ => {}
        }
    }
    let mut draft = syn::File {
        shebang: None,
        attrs: if bin_older {
            file.attrs.clone()
        } else {
            Vec::new()
        },
        items: parts
            .iter()
            .map(|&(index, _)| file.items[index].clone())
            .collect(),
    };
    let crate_type = if bin_older { "bin" } else { "lib" };
    // The rewrite depends on the draft's text alone, which is the libraries' when the bin is
    // edition 2024: an edit to the bin then finds it here. Not with crates a judge provides
    // (their rmeta files are not in the key).
    let key = (extern_args.is_empty())
        .then(|| cache::rustc_version_in(Path::new(".")))
        .flatten()
        .map(|version| format!("{version}\n{crate_type}\n{}", prettyplease::unparse(&draft)));
    let cached = key
        .as_ref()
        .and_then(|key| cache::lookup(cache::Kind::Migration, key))
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|text| {
            let (count, code) = text.split_once('\n')?;
            Some((count.parse::<usize>().ok()?, syn::parse_file(code).ok()?))
        });
    let applied = match cached {
        Some((applied, migrated)) => {
            draft = migrated;
            applied
        }
        None => {
            let applied = migrate(&mut draft, crate_type, extern_args, label)?;
            if let Some(key) = &key {
                let text = format!("{applied}\n{}", draft.to_token_stream());
                cache::store(cache::Kind::Migration, key, |path| {
                    std::fs::write(path, text)
                });
            }
            applied
        }
    };
    if draft.items.len() != parts.len() {
        return Err(Error::new(
            "the edition 2024 migration changed the number of items of the draft",
        )
        .help("a bundler bug; bundle for an edition 2021 judge meanwhile"));
    }
    for (&(index, older), item) in parts.iter().zip(draft.items) {
        if older {
            file.items[index] = item;
        }
    }
    if bin_older {
        file.attrs = draft.attrs;
    }
    Ok(applied)
}

/// The edition 2024 suggestions applied to `draft` (module docs); returns how many.
fn migrate(
    draft: &mut syn::File,
    crate_type: &str,
    extern_args: &[String],
    label: &str,
) -> Result<usize, Error> {
    let mut scratch = Scratch::new(&format!("{label}-2024"))?;
    let mut applied = 0;
    for _ in 0..ROUNDS {
        let text = prettyplease::unparse(draft);
        let path = scratch.file("draft.rs");
        std::fs::write(&path, &text)
            .map_err(|error| Error::new(format!("cannot write {}: {error}", path.display())))?;
        let output = Command::new("rustc")
            .args(["--edition", "2021", "--crate-type", crate_type])
            .args([
                "--crate-name",
                "draft",
                "--error-format=json",
                "--emit=metadata",
            ])
            .args(["-W", "rust-2024-compatibility"])
            .args(extern_args)
            .arg("-o")
            .arg(scratch.file("draft.rmeta"))
            .arg(&path)
            .output()
            .map_err(|error| {
                Error::new(format!("cannot run rustc: {error}"))
                    .help("install a Rust toolchain with `rustc` on PATH")
            })?;
        let json = String::from_utf8_lossy(&output.stderr);
        // Lines that are not diagnostics (rustc's own notes) are skipped.
        let suggestions: Vec<rustfix::Suggestion> = json
            .lines()
            .filter(|line| line.starts_with('{'))
            .filter_map(|line| {
                rustfix::get_suggestions_from_json(
                    line,
                    lints_2024(),
                    rustfix::Filter::MachineApplicableOnly,
                )
                .ok()
            })
            .flatten()
            .collect();
        if suggestions.is_empty() {
            break;
        }
        let mut fix = rustfix::CodeFix::new(&text);
        let mut round = 0;
        for suggestion in &suggestions {
            // One that overlaps another already applied waits for the next round.
            if fix.apply(suggestion).is_ok() {
                round += 1;
            }
        }
        let fixed = fix.finish().map_err(|error| {
            Error::new(format!(
                "cannot apply rustc's edition 2024 suggestions: {error}"
            ))
        })?;
        *draft = match syn::parse_file(&fixed) {
            Ok(parsed) => parsed,
            Err(error) => {
                let saved = scratch.keep();
                let _ = std::fs::write(&saved, &fixed);
                return Err(Error::new(format!(
                    "the edition 2024 migration wrote code the bundler cannot read: {error}"
                ))
                .at(&saved, Some(error.span().start().line))
                .help("a bundler bug; bundle for an edition 2021 judge meanwhile"));
            }
        };
        applied += round;
        if round == 0 {
            break;
        }
    }
    Ok(applied)
}
