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
//! When the bin is edition 2024 and only libraries are older, dead-code removal runs first, on
//! their code as loaded, compiled as 2024 (after [`expr_fragments_2021`], the one suggestion
//! that changes which macro rule a call matches), and the migration then runs on what is
//! left: a tenth of the code, so a tenth of rustc's time (every `gen` identifier is written
//! `r#gen` first, [`raw_gen`]). Code that means something else or does not compile as 2024
//! before its migration (`extern` blocks) makes that order fail its check, and the caller starts
//! over the other way: the migration on the draft right after loading, so that every later
//! draft is compiled as 2024. Errors of that check that rustc gives machine-applicable fixes
//! for, all in libraries (an `impl Trait` capturing a borrow, a `ref` binding where matching
//! through a reference binds by reference already), take those fixes instead
//! ([`crate::bundle::shrink::settings::Settings::before_migration`]); the `ref` bindings' fixes come
//! from that first check itself, made as 2021 with their lint warned of, and so do this
//! group's fixes in the older libraries when every one of them applies: then the migration
//! after dead-code removal is skipped ([`crate::bundle::shrink::settings::EarlyMigration`]; its
//! answer is recorded for the next run, [`remember_migrated`]). Lints without a
//! machine-applicable fix (`tail_expr_drop_order` only warns) change nothing: what they name
//! may drop a temporary at another time in 2024.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

use proc_macro2::{Ident, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit_mut::VisitMut;

use crate::bundle::draft::Scratch;
use crate::bundle::load::graph::Crate;
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
pub(crate) fn lints_2024() -> &'static HashSet<String> {
    static LINTS: OnceLock<HashSet<String>> = OnceLock::new();
    LINTS.get_or_init(|| {
        let listed = crate::bundle::draft::lint_group("rust-2024-compatibility");
        let mut lints: HashSet<String> = if listed.is_empty() {
            KNOWN_2024_LINTS
                .iter()
                .map(|lint| lint.to_string())
                .collect()
        } else {
            listed
        };
        // `unsafe_op_in_unsafe_fn` reports under `E0133`, which rustfix matches.
        let codes = crate::bundle::draft::codes_of(lints.iter().map(String::as_str));
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
    let Some(Older {
        mut draft,
        parts,
        crate_type,
        bin_older,
    }) = Older::of(file, crates)
    else {
        return Ok(0);
    };
    let key = migration_key(&draft, crate_type, extern_args);
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
                store_migrated(key, applied, &draft);
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

/// Records that the older crates' code in `file` has no edition 2024 suggestion left (their
/// fixes went in before dead-code removal: [`crate::bundle::shrink::settings::EarlyMigration`]), as
/// [`to_2024`] records a migration it made: the next run's migration of the same code is then
/// answered from the cache.
pub(crate) fn remember_migrated(file: &syn::File, crates: &[Crate], extern_args: &[String]) {
    if let Some(older) = Older::of(file, crates) {
        if let Some(key) = migration_key(&older.draft, older.crate_type, extern_args) {
            store_migrated(&key, 0, &older.draft);
        }
    }
}

/// The part of a draft the migration compiles: the items of older crates, and of the others
/// what they need beside them.
struct Older {
    draft: syn::File,
    /// (index in the whole draft's items, whether it is older code) of each of its items.
    parts: Vec<(usize, bool)>,
    /// `bin` when the bin itself is older (it is the crate without a module), else `lib`.
    crate_type: &'static str,
    bin_older: bool,
}

impl Older {
    /// `None` when no crate of `file` is older than edition 2024.
    fn of(file: &syn::File, crates: &[Crate]) -> Option<Older> {
        let bin_older = crates
            .iter()
            .any(|krate| krate.module.is_empty() && krate.edition != "2024");
        let libraries: BTreeSet<&str> = crates
            .iter()
            .filter(|krate| !krate.module.is_empty())
            .map(|krate| krate.module.as_str())
            .collect();
        let older = older_libraries(crates);
        if !bin_older && older.is_empty() {
            return None;
        }
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
        let draft = syn::File {
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
        Some(Older {
            draft,
            parts,
            crate_type: if bin_older { "bin" } else { "lib" },
            bin_older,
        })
    }
}

/// The cache key of the migration of `draft`. The rewrite depends on the draft's text alone,
/// which is the libraries' when the bin is edition 2024: an edit to the bin then finds it
/// here. Not with crates a judge provides (their rmeta files are not in the key).
fn migration_key(draft: &syn::File, crate_type: &str, extern_args: &[String]) -> Option<String> {
    (extern_args.is_empty())
        .then(|| cache::rustc_version_in(Path::new(".")))
        .flatten()
        .map(|version| format!("{version}\n{crate_type}\n{}", prettyplease::unparse(draft)))
}

fn store_migrated(key: &str, applied: usize, draft: &syn::File) {
    let text = format!("{applied}\n{}", draft.to_token_stream());
    cache::store(cache::Kind::Migration, key, |path| {
        std::fs::write(path, text)
    });
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

/// Whether the migration can wait until dead-code removal is done (module docs): the judge is
/// edition 2024, the bin is too, and some library is older.
pub(crate) fn can_run_last(crates: &[Crate]) -> bool {
    crates
        .iter()
        .all(|krate| !krate.module.is_empty() || krate.edition == "2024")
        && crates.iter().any(is_older_library)
}

/// A library (not the bin) written for an edition before 2024.
fn is_older_library(krate: &Crate) -> bool {
    !krate.module.is_empty() && krate.edition != "2024"
}

/// The modules of the libraries written for an edition before 2024.
pub(crate) fn older_libraries(crates: &[Crate]) -> BTreeSet<&str> {
    crates
        .iter()
        .filter(|krate| is_older_library(krate))
        .map(|krate| krate.module.as_str())
        .collect()
}

/// What in the older libraries' code does not compile as edition 2024 before its migration,
/// found without rustc, so that the bundle migrates first at once instead of learning it from
/// a failed check of the whole draft: an `extern` block (2024 wants `unsafe extern`), a
/// `#[no_mangle]`, `#[export_name]` or `#[link_section]` (2024 wants `#[unsafe(..)]`).
/// `None` when there is none: the code may still fail (a `ref` binding in a pattern that
/// matches through a reference, itertools' `Permutations`), and the check says so, with the
/// fixes rustc suggests, which dead-code removal then applies
/// ([`crate::bundle::shrink::settings::Settings::before_migration`]).
pub(crate) fn first_reason(file: &syn::File, crates: &[Crate]) -> Option<String> {
    first_reason_in(file, &older_libraries(crates))
        .map(|(reason, module)| format!("{reason} in `{module}`"))
}

/// [`first_reason`] in the top-level modules named `older`: the reason and the module.
fn first_reason_in(file: &syn::File, older: &BTreeSet<&str>) -> Option<(&'static str, String)> {
    file.items.iter().find_map(|item| {
        let syn::Item::Mod(module) = item else {
            return None;
        };
        let name = module.ident.to_string();
        if !older.contains(name.as_str()) {
            return None;
        }
        let mut finder = Incompatible { reason: None };
        syn::visit::Visit::visit_item_mod(&mut finder, module);
        finder.reason.map(|reason| (reason, name))
    })
}

/// [`first_reason`]'s visitor: the first construct found.
struct Incompatible {
    reason: Option<&'static str>,
}

impl Incompatible {
    fn found(&mut self, reason: &'static str) {
        self.reason.get_or_insert(reason);
    }
}

impl<'ast> syn::visit::Visit<'ast> for Incompatible {
    fn visit_item_foreign_mod(&mut self, block: &'ast syn::ItemForeignMod) {
        if block.unsafety.is_none() {
            self.found("an `extern` block");
        }
        syn::visit::visit_item_foreign_mod(self, block);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let path = attr.path();
        if ["no_mangle", "export_name", "link_section"]
            .iter()
            .any(|name| path.is_ident(name))
        {
            self.found("an attribute 2024 calls unsafe");
        }
        syn::visit::visit_attribute(self, attr);
    }
}

/// The cache key under which the older libraries of `crates` are remembered as needing the
/// migration first: their packages (registry and git sources never change under one id) and
/// rustc's version; `None` when the cache cannot hold it.
fn first_key(crates: &[Crate]) -> Option<String> {
    let version = cache::rustc_version_in(Path::new("."))?;
    let mut key = format!("migrate first\n{version}\n");
    for krate in crates.iter().filter(|krate| is_older_library(krate)) {
        key.push_str(&format!("{:?}\n", krate.package));
    }
    Some(key)
}

/// Whether a previous run found that these libraries' code does not stand as 2024 before its
/// migration ([`remember_first`]): then this run migrates first without trying.
pub(crate) fn known_first(crates: &[Crate]) -> bool {
    first_key(crates).is_some_and(|key| cache::lookup(cache::Kind::Migration, &key).is_some())
}

/// Remembers that these libraries need the migration first (module docs), for the next run.
pub(crate) fn remember_first(crates: &[Crate]) {
    if let Some(key) = first_key(crates) {
        cache::store(cache::Kind::Migration, &key, |path| {
            std::fs::write(path, "")
        });
    }
}

/// Writes every identifier `gen` in the older libraries' code, macro bodies' tokens included,
/// as `r#gen`: what rustc's `keyword_idents_2024` suggests for each (`gen` is a keyword in
/// 2024, and `r#gen` names the same item in every edition), done without rustc so that one
/// `gen` (rand's `Rng::gen`, typenum's) no longer sends a whole draft to the migration first.
/// Returns how many it rewrote.
pub(crate) fn raw_gen(file: &mut syn::File, crates: &[Crate]) -> usize {
    raw_gen_in(file, &older_libraries(crates))
}

/// [`raw_gen`] in the top-level modules named `older`.
fn raw_gen_in(file: &mut syn::File, older: &BTreeSet<&str>) -> usize {
    let mut rewriter = RawGen { rewritten: 0 };
    visit_older(file, older, &mut rewriter);
    rewriter.rewritten
}

/// Runs `visitor` over the top-level modules named `older`.
fn visit_older(file: &mut syn::File, older: &BTreeSet<&str>, visitor: &mut impl VisitMut) {
    for item in &mut file.items {
        if let syn::Item::Mod(module) = item {
            if older.contains(module.ident.to_string().as_str()) {
                visitor.visit_item_mod_mut(module);
            }
        }
    }
}

/// [`raw_gen`]'s visitor.
struct RawGen {
    rewritten: usize,
}

impl RawGen {
    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        tokens
            .into_iter()
            .map(|tree| match tree {
                TokenTree::Ident(mut ident) => {
                    self.visit_ident_mut(&mut ident);
                    TokenTree::Ident(ident)
                }
                TokenTree::Group(group) => {
                    let mut rewritten =
                        proc_macro2::Group::new(group.delimiter(), self.tokens(group.stream()));
                    rewritten.set_span(group.span());
                    TokenTree::Group(rewritten)
                }
                tree => tree,
            })
            .collect()
    }
}

impl VisitMut for RawGen {
    fn visit_ident_mut(&mut self, ident: &mut Ident) {
        if ident == "gen" {
            *ident = Ident::new_raw("gen", ident.span());
            self.rewritten += 1;
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        syn::visit_mut::visit_macro_mut(self, mac);
        let tokens = std::mem::take(&mut mac.tokens);
        mac.tokens = self.tokens(tokens);
    }
}

/// Rewrites every `$x:expr` fragment in the matchers of the older libraries' `macro_rules!` to
/// `$x:expr_2021`, as rustc's `edition_2024_expr_fragment_specifier` suggests for each one
/// (in 2024, `expr` also matches `_` and `const { .. }`, so a call could match another rule).
/// Returns how many it rewrote.
pub(crate) fn expr_fragments_2021(file: &mut syn::File, crates: &[Crate]) -> usize {
    expr_fragments_in(file, &older_libraries(crates))
}

/// [`expr_fragments_2021`] in the top-level modules named `older`.
fn expr_fragments_in(file: &mut syn::File, older: &BTreeSet<&str>) -> usize {
    let mut rewriter = Fragments {
        from: "expr",
        to: "expr_2021",
        rewritten: 0,
    };
    visit_older(file, older, &mut rewriter);
    rewriter.rewritten
}

/// The visitor of [`expr_fragments_2021`]: `$x:from` becomes `$x:to` in
/// the matchers of `macro_rules!`.
struct Fragments {
    from: &'static str,
    to: &'static str,
    rewritten: usize,
}

impl VisitMut for Fragments {
    fn visit_item_macro_mut(&mut self, item: &mut syn::ItemMacro) {
        if item.mac.path.is_ident("macro_rules") {
            let rules = std::mem::take(&mut item.mac.tokens);
            item.mac.tokens = self.rules(rules);
        }
    }
}

impl Fragments {
    /// The rules `(matcher) => {transcriber};` with their matchers rewritten: a matcher is a
    /// group the `=>` follows.
    fn rules(&mut self, rules: TokenStream) -> TokenStream {
        let mut trees: Vec<TokenTree> = rules.into_iter().collect();
        for index in 0..trees.len() {
            let is_matcher = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '=')
                && matches!(trees.get(index + 2), Some(TokenTree::Punct(p)) if p.as_char() == '>');
            if let (true, TokenTree::Group(group)) = (is_matcher, &trees[index]) {
                let mut rewritten =
                    proc_macro2::Group::new(group.delimiter(), self.matcher(group.stream()));
                rewritten.set_span(group.span());
                trees[index] = TokenTree::Group(rewritten);
            }
        }
        trees.into_iter().collect()
    }

    /// `$name:from` becomes `$name:to`, in nested groups (repetitions) too.
    fn matcher(&mut self, matcher: TokenStream) -> TokenStream {
        let mut trees: Vec<TokenTree> = matcher.into_iter().collect();
        for index in 0..trees.len() {
            match &trees[index] {
                TokenTree::Group(group) => {
                    let mut rewritten =
                        proc_macro2::Group::new(group.delimiter(), self.matcher(group.stream()));
                    rewritten.set_span(group.span());
                    trees[index] = TokenTree::Group(rewritten);
                }
                TokenTree::Ident(kind) if kind == self.from && index >= 3 => {
                    let fragment = matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&trees[index - 2], TokenTree::Ident(_))
                        && matches!(&trees[index - 3], TokenTree::Punct(p) if p.as_char() == '$');
                    if fragment {
                        trees[index] = TokenTree::Ident(Ident::new(self.to, kind.span()));
                        self.rewritten += 1;
                    }
                }
                _ => {}
            }
        }
        trees.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each construct that does not compile as 2024 before the migration is named, in the
    /// older crates only; code without one has no reason.
    #[test]
    fn what_fails_as_2024_before_the_migration_is_found_without_rustc() {
        let reason = |code: syn::File| {
            first_reason_in(&code, &BTreeSet::from(["old"])).map(|(reason, _)| reason)
        };
        assert_eq!(
            reason(syn::parse_quote! { mod old { extern "C" { fn abs(x: i32) -> i32; } } }),
            Some("an `extern` block")
        );
        assert_eq!(
            reason(syn::parse_quote! { mod old { #[no_mangle] pub fn f() {} } }),
            Some("an attribute 2024 calls unsafe")
        );
        // Not in an older crate; `ref` bindings, through a reference or not (rustc fixes
        // those); `gen` ([`raw_gen`] writes it `r#gen`).
        assert_eq!(
            reason(syn::parse_quote! {
                mod new { extern "C" {} }
                mod old {
                    pub fn gen() {}
                    fn f(v: Vec<(u8, u8)>) -> &'static str {
                        let ref _r = 1;
                        for (mut a, b) in v { a += b; let _ = a; }
                        if let Some(&x) = [1].first() { let _ = x; }
                        match Some(2) { Some(ref _y) => {} None => {} }
                        match &Some(3) { Some(ref _y) => {} None => {} }
                        "gen"
                    }
                }
            }),
            None
        );
    }

    /// Every `gen` of an older crate, in macro bodies too, and no other: not a string's, not a
    /// longer identifier, not a crate that is not older.
    #[test]
    fn gen_identifiers_of_older_crates_become_raw() {
        let mut file: syn::File = syn::parse_quote! {
            mod old {
                pub trait Rng { fn gen(&mut self) -> u8; fn gen_range(&mut self) -> u8; }
                macro_rules! m { ($r:expr) => { ($r.gen(), "gen") }; }
                fn f(r: &mut impl Rng) -> u8 { r.gen() + m!(r).0 }
            }
            mod new { fn gen() {} }
        };
        assert_eq!(raw_gen_in(&mut file, &BTreeSet::from(["old"])), 3);
        let printed = file.to_token_stream().to_string();
        assert!(printed.contains("fn r#gen (& mut self)"), "{printed}");
        assert!(printed.contains("$ r . r#gen ()"), "{printed}");
        assert!(printed.contains("r . r#gen () + m !"), "{printed}");
        assert!(printed.contains("fn gen_range"), "{printed}");
        assert!(printed.contains("\"gen\""), "{printed}");
        assert!(printed.contains("mod new { fn gen () { } }"), "{printed}");
    }

    /// Every `expr` fragment of a matcher, in repetitions too, and no other `expr`: not a
    /// transcriber's tokens, not a crate that is not older, not `$crate`.
    #[test]
    fn expr_fragments_of_older_matchers_become_expr_2021() {
        let mut file: syn::File = syn::parse_quote! {
            mod old {
                macro_rules! m {
                    ($a:expr, $($b:expr),* ; $c:ty) => { let expr = $a; $crate::f($($b),*) };
                    (expr $d:ident : expr) => { $d : expr };
                }
                mod inner {
                    macro_rules! n { ($e:expr) => { $e }; }
                }
                fn f() { macro_rules! local { ($e:expr) => { $e }; } }
            }
            mod new {
                macro_rules! k { ($e:expr) => { $e }; }
            }
        };
        let rewritten = expr_fragments_in(&mut file, &BTreeSet::from(["old"]));
        let text = file.to_token_stream().to_string();
        assert_eq!(rewritten, 4, "{text}");
        for written in [
            "($ a : expr_2021 , $ ($ b : expr_2021) , * ; $ c : ty)",
            "let expr = $ a ;",
            "(expr $ d : ident : expr) => { $ d : expr }",
            "macro_rules ! n { ($ e : expr_2021) => { $ e } ; }",
            "macro_rules ! local { ($ e : expr_2021) => { $ e } ; }",
            "macro_rules ! k { ($ e : expr) => { $ e } ; }",
        ] {
            assert!(text.contains(written), "`{written}` is not in:\n{text}");
        }
    }
}
