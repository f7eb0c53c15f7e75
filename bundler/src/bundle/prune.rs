//! Removals rustc's dead-code lint does not ask for but that are exact by reading the draft,
//! run by dead-code removal when rustc has nothing more to say (third-party crates only).
//!
//! A struct, enum or union of a third-party crate whose name occurs nowhere but in its own
//! definition and in impls for it (`impl T`, `impl Trait for T`, `impl Trait for &T`) can
//! never be named, built or reached, so it goes with those impls. rustc keeps such a type when
//! a live trait has an impl for it (ac-library-rs's `DynamicModInt<I>`, whose operator impls
//! use each other), or when its name starts with `_` (`struct _Edge` in `maxflow`). The count
//! is over every identifier of the draft, macro bodies included, so a name that appears
//! anywhere else (a `use`, a type alias, a macro, an item of the same name that is not a
//! third-party type) keeps the type.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::Item;

/// Removes the third-party types nothing names (module docs); returns whether any went.
pub(super) fn unnamed_types(file: &mut syn::File, third_party: &BTreeSet<String>) -> bool {
    let mut definitions: BTreeMap<String, usize> = BTreeMap::new();
    count_named_items(&file.items, &mut definitions);
    let mut types = BTreeMap::new();
    for item in &file.items {
        if let Item::Mod(module) = item {
            if third_party.contains(&module.ident.to_string()) {
                if let Some((_, items)) = &module.content {
                    collect_types(items, &mut types);
                }
            }
        }
    }
    // A name several third-party types share (`_Edge` in three ac-library-rs modules) is
    // decided for all of them at once: an impl cannot be told apart by its self type's name,
    // but if no occurrence is outside them all, none of them is named.
    let candidates: BTreeSet<String> = types
        .into_iter()
        .filter(|(name, count)| definitions.get(name) == Some(count))
        .map(|(name, _)| name)
        .collect();
    if candidates.is_empty() {
        return false;
    }
    let mut total = BTreeMap::new();
    count_idents(file.to_token_stream(), &candidates, &mut total);
    let mut own = BTreeMap::new();
    count_own(&file.items, &candidates, &mut own);
    let unnamed: BTreeSet<String> = candidates
        .into_iter()
        .filter(|name| total.get(name) == own.get(name))
        .collect();
    if unnamed.is_empty() {
        return false;
    }
    remove_types(&mut file.items, &unnamed);
    true
}

/// How often each name is defined by an item that can be a type's name (types, traits,
/// aliases, functions, consts, statics, macros), in every module.
fn count_named_items(items: &[Item], counts: &mut BTreeMap<String, usize>) {
    for item in items {
        let name = match item {
            Item::Struct(item) => Some(&item.ident),
            Item::Enum(item) => Some(&item.ident),
            Item::Union(item) => Some(&item.ident),
            Item::Trait(item) => Some(&item.ident),
            Item::Type(item) => Some(&item.ident),
            Item::Fn(item) => Some(&item.sig.ident),
            Item::Const(item) => Some(&item.ident),
            Item::Static(item) => Some(&item.ident),
            Item::Macro(item) => item.ident.as_ref(),
            Item::Mod(item) => {
                if let Some((_, inner)) = &item.content {
                    count_named_items(inner, counts);
                }
                Some(&item.ident)
            }
            _ => None,
        };
        if let Some(name) = name {
            *counts.entry(name.to_string()).or_default() += 1;
        }
    }
}

fn collect_types(items: &[Item], types: &mut BTreeMap<String, usize>) {
    for item in items {
        let name = match item {
            Item::Struct(item) => &item.ident,
            Item::Enum(item) => &item.ident,
            Item::Union(item) => &item.ident,
            Item::Mod(module) => {
                if let Some((_, inner)) = &module.content {
                    collect_types(inner, types);
                }
                continue;
            }
            _ => continue,
        };
        *types.entry(name.to_string()).or_default() += 1;
    }
}

fn count_idents(
    tokens: TokenStream,
    names: &BTreeSet<String>,
    counts: &mut BTreeMap<String, usize>,
) {
    for tree in tokens {
        match tree {
            TokenTree::Group(group) => count_idents(group.stream(), names, counts),
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                if names.contains(&name) {
                    *counts.entry(name).or_default() += 1;
                }
            }
            _ => {}
        }
    }
}

/// The type an item belongs to: a type's own definition, or an impl for it (or for a
/// reference to it).
fn owner(item: &Item) -> Option<String> {
    match item {
        Item::Struct(item) => Some(item.ident.to_string()),
        Item::Enum(item) => Some(item.ident.to_string()),
        Item::Union(item) => Some(item.ident.to_string()),
        Item::Impl(item) => self_type_name(&item.self_ty),
        _ => None,
    }
}

/// `T` for `T`, `T<..>`, `&T`, `&mut T`; `None` for a path with more than one segment, so
/// that `impl X for other::T` is never taken for this crate's `T`.
fn self_type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) if path.qself.is_none() && path.path.segments.len() == 1 => {
            path.path.segments.first().map(|s| s.ident.to_string())
        }
        syn::Type::Reference(reference) => self_type_name(&reference.elem),
        syn::Type::Paren(paren) => self_type_name(&paren.elem),
        syn::Type::Group(group) => self_type_name(&group.elem),
        _ => None,
    }
}

/// Occurrences of each name inside its own definition and impls.
fn count_own(items: &[Item], names: &BTreeSet<String>, counts: &mut BTreeMap<String, usize>) {
    for item in items {
        if let Item::Mod(module) = item {
            if let Some((_, inner)) = &module.content {
                count_own(inner, names, counts);
            }
            continue;
        }
        let Some(name) = owner(item).filter(|name| names.contains(name)) else {
            continue;
        };
        let mut mine = BTreeMap::new();
        count_idents(
            item.to_token_stream(),
            &BTreeSet::from([name.clone()]),
            &mut mine,
        );
        *counts.entry(name).or_default() += mine.values().sum::<usize>();
    }
}

fn remove_types(items: &mut Vec<Item>, names: &BTreeSet<String>) {
    items.retain(|item| owner(item).map_or(true, |name| !names.contains(&name)));
    for item in items {
        if let Item::Mod(module) = item {
            if let Some((_, inner)) = &mut module.content {
                remove_types(inner, names);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(source: &str) -> (bool, String) {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        let changed = unnamed_types(&mut file, &BTreeSet::from(["dep".to_string()]));
        (changed, prettyplease::unparse(&file))
    }

    #[test]
    fn a_type_named_only_by_its_own_impls_goes_with_them() {
        let (changed, out) = pruned(
            r#"
            fn main() { let _ = dep::Used::new(); }
            mod dep {
                pub struct Used;
                impl Used { pub fn new() -> Used { Used } }
                pub struct Dynamic<I> { val: u32, i: std::marker::PhantomData<I> }
                impl<I: Id> Dynamic<I> { fn raw(val: u32) -> Self { Dynamic { val, i: std::marker::PhantomData } } }
                impl<I: Id> std::ops::Add for Dynamic<I> { type Output = Dynamic<I>; fn add(self, r: Self) -> Self { Dynamic::raw(self.val + r.val) } }
                impl<I: Id> std::ops::Add<Dynamic<I>> for &'_ Dynamic<I> { type Output = Dynamic<I>; fn add(self, r: Dynamic<I>) -> Dynamic<I> { r } }
                struct _Edge { to: usize }
                pub trait Id {}
                mod flow { struct _Edge<T> { cap: T } }
            }
            "#,
        );
        assert!(changed);
        assert!(!out.contains("Dynamic") && !out.contains("_Edge"), "{out}");
        assert!(
            out.contains("pub struct Used;") && out.contains("impl Used"),
            "{out}"
        );
        // Traits are never taken: their methods can be called without naming them.
        assert!(out.contains("pub trait Id"), "{out}");
    }

    #[test]
    fn any_other_occurrence_of_the_name_keeps_the_type() {
        let cases = [
            // A type alias names it.
            "mod dep { pub struct D; impl D {} pub type Alias = D; }",
            // An impl for a wrapper of it.
            "mod dep { pub struct D; impl Tr for Vec<D> {} }",
            // A macro body names it.
            "mod dep { pub struct D; macro_rules! m { () => { D } } }",
            // Another item of the same name elsewhere.
            "mod dep { pub struct D; } mod user { pub fn D() {} }",
            // An impl through a path: which `D` it is cannot be told by its name.
            "mod dep { pub struct D; impl Tr for other::D {} }",
        ];
        for case in cases {
            let (changed, out) = pruned(case);
            assert!(!changed, "removed from: {out}");
        }
        // The user's own types are never taken.
        let (changed, _) = pruned("mod user { pub struct D; impl D {} }");
        assert!(!changed);
    }
}
