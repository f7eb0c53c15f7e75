//! Removals rustc's dead-code lint does not ask for but that are exact by reading the draft,
//! run by dead-code removal when rustc has nothing more to say (third-party crates only).
//!
//! A struct, enum or union of a third-party crate whose name occurs nowhere but in its own
//! definition and in impls for it (`impl T`, `impl Trait for T`, `impl Trait for &T`) can
//! never be named, built or reached, so it goes with those impls; so does a group of such
//! types that name only each other (fields, associated types, impls of one another). rustc keeps such a type when
//! a live trait has an impl for it (ac-library-rs's `DynamicModInt<I>`, whose operator impls
//! use each other), or when its name starts with `_` (`struct _Edge` in `maxflow`). The count
//! is over every identifier of the draft, macro bodies included, so a name that appears
//! anywhere else (a `use`, a type alias, a macro, an item of the same name that is not a
//! third-party type) keeps the type.
//!
//! A library crate whose module nothing outside it names (no path through it, no `use` of it,
//! no call of a macro it defines) goes whole, whatever the judge's limit: rustc keeps its
//! trait impls alive, and so everything they use, long after the program's last `use` of it
//! went (a template's unused `use im_rc::HashSet;` leaves 600 KB of im-rc, sized-chunks and
//! typenum that no code can reach). The crates only it named go after it.
//!
//! A `thread_local!` of a third-party crate whose statics nothing else names goes too: rustc
//! never calls such a static unused (the macro's expansion is its own), yet calls dead what
//! only its initializer builds (rand's `THREAD_RNG_KEY` and `ChaCha12Core` when the program
//! never calls `rand::rng()`), so removing that would break the draft.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenTree;
use syn::Item;

use crate::bundle::shrink::idents::{each_ident, Walked};

/// Removes the library modules (`libraries`, top-level) that nothing outside them names
/// (module docs), in turn until none is left; returns whether any went.
pub(crate) fn unnamed_crates(file: &mut syn::File, libraries: &BTreeSet<String>) -> bool {
    let mut any = false;
    loop {
        let idents: Vec<BTreeMap<String, usize>> = file.items.iter().map(ident_counts).collect();
        let mut total: BTreeMap<&str, usize> = BTreeMap::new();
        for counts in &idents {
            for (name, count) in counts {
                *total.entry(name).or_default() += count;
            }
        }
        let unnamed: Vec<usize> = file
            .items
            .iter()
            .enumerate()
            .filter(|(at, item)| {
                let Item::Mod(module) = item else {
                    return false;
                };
                let name = module.ident.to_string();
                if !libraries.contains(&name) || module.content.is_none() {
                    return false;
                }
                let own = &idents[*at];
                let outside = |ident: &str| {
                    total.get(ident).copied().unwrap_or(0) > own.get(ident).copied().unwrap_or(0)
                };
                !outside(&name)
                    && !macro_names(item)
                        .iter()
                        .any(|macro_name| outside(macro_name))
            })
            .map(|(at, _)| at)
            .collect();
        if unnamed.is_empty() {
            return any;
        }
        any = true;
        for at in unnamed.into_iter().rev() {
            file.items.remove(at);
        }
    }
}

/// How often each identifier occurs in `item`, macro bodies included.
fn ident_counts(item: &Item) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    each_ident(item, &mut |ident, _| {
        *counts.entry(ident.to_string()).or_default() += 1;
    });
    counts
}

/// The names of the `macro_rules!` defined anywhere in `item`: a call of one names its
/// crate although no path does.
fn macro_names(item: &Item) -> Vec<String> {
    struct Macros(Vec<String>);
    impl<'ast> syn::visit::Visit<'ast> for Macros {
        fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
            if let Some(name) = &node.ident {
                self.0.push(name.to_string());
            }
        }
    }
    let mut macros = Macros(Vec::new());
    syn::visit::Visit::visit_item(&mut macros, item);
    macros.0
}

/// Removes the third-party types nothing names (module docs); returns whether any went.
pub(crate) fn unnamed_types(file: &mut syn::File, third_party: &BTreeSet<String>) -> bool {
    let thread_locals = unnamed_thread_locals(file, third_party);
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
        return thread_locals;
    }
    let mut total = BTreeMap::new();
    count_idents(file, &candidates, &mut total);
    // Types that only name each other (itertools' `GroupBy`, `Groups`, `Group` and
    // `GroupInner`, whose impls and fields name one another) go together: the largest set
    // whose every occurrence is inside the definitions and impls of its own members.
    let mut own = BTreeMap::new();
    count_own(&file.items, &candidates, &mut own);
    let mut unnamed = candidates;
    loop {
        let named_outside: Vec<String> = unnamed
            .iter()
            .filter(|name| {
                let inside: usize = unnamed
                    .iter()
                    .filter_map(|owner| own.get(&(owner.clone(), (*name).clone())))
                    .sum();
                total.get(*name).copied().unwrap_or(0) != inside
            })
            .cloned()
            .collect();
        if named_outside.is_empty() {
            break;
        }
        for name in named_outside {
            unnamed.remove(&name);
        }
    }
    if unnamed.is_empty() {
        return thread_locals;
    }
    remove_types(&mut file.items, &unnamed);
    true
}

/// Removes the module-level `thread_local!` calls of third-party modules whose statics occur
/// nowhere else in the draft (module docs); returns whether any went.
fn unnamed_thread_locals(file: &mut syn::File, third_party: &BTreeSet<String>) -> bool {
    /// The statics a `thread_local!` call declares, if `item` is one.
    fn statics(item: &Item) -> Option<BTreeSet<String>> {
        let Item::Macro(item_macro) = item else {
            return None;
        };
        let last = item_macro.mac.path.segments.last()?;
        if last.ident != "thread_local" {
            return None;
        }
        let trees: Vec<TokenTree> = item_macro.mac.tokens.clone().into_iter().collect();
        let names: BTreeSet<String> = trees
            .windows(2)
            .filter_map(|pair| match pair {
                [TokenTree::Ident(keyword), TokenTree::Ident(name)] if keyword == "static" => {
                    Some(name.to_string())
                }
                _ => None,
            })
            .collect();
        (!names.is_empty()).then_some(names)
    }
    fn collect(items: &[Item], out: &mut BTreeSet<String>) {
        for item in items {
            match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        collect(inner, out);
                    }
                }
                item => out.extend(statics(item).into_iter().flatten()),
            }
        }
    }
    fn remove(items: &mut Vec<Item>, unnamed: &BTreeSet<String>) -> bool {
        let before = items.len();
        items.retain(|item| statics(item).map_or(true, |names| !names.is_subset(unnamed)));
        let mut removed = items.len() < before;
        for item in items {
            if let Item::Mod(module) = item {
                if let Some((_, inner)) = &mut module.content {
                    removed |= remove(inner, unnamed);
                }
            }
        }
        removed
    }
    let mut names = BTreeSet::new();
    for item in &file.items {
        if let Item::Mod(module) = item {
            if let (true, Some((_, items))) = (
                third_party.contains(&module.ident.to_string()),
                &module.content,
            ) {
                collect(items, &mut names);
            }
        }
    }
    if names.is_empty() {
        return false;
    }
    let mut total = BTreeMap::new();
    count_idents(file, &names, &mut total);
    // Each name once: its own declaration (a name two calls declare is named by the other).
    let unnamed: BTreeSet<String> = names
        .into_iter()
        .filter(|name| total.get(name) == Some(&1))
        .collect();
    if unnamed.is_empty() {
        return false;
    }
    let mut removed = false;
    for item in &mut file.items {
        if let Item::Mod(module) = item {
            if let (true, Some((_, items))) = (
                third_party.contains(&module.ident.to_string()),
                &mut module.content,
            ) {
                removed |= remove(items, &unnamed);
            }
        }
    }
    removed
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
            // rustc's lint skips a function whose name starts with `_` (either's
            // `_unsized_ref_propagation`, a compile-time check naming `Either`).
            Item::Fn(item) if is_plain_underscore_fn(item) => &item.sig.ident,
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

/// Counts the identifiers of `node` (macro bodies included) that are in `names`.
fn count_idents<'ast, N: Walked<'ast> + ?Sized>(
    node: &'ast N,
    names: &BTreeSet<String>,
    counts: &mut BTreeMap<String, usize>,
) {
    each_ident(node, &mut |ident, _| {
        let name = ident.to_string();
        if names.contains(&name) {
            *counts.entry(name).or_default() += 1;
        }
    });
}

/// A function named `_x` that nothing outside the program can call either: no attributes
/// (`#[no_mangle]`, `#[export_name]`, `#[used]`, ...).
fn is_plain_underscore_fn(item: &syn::ItemFn) -> bool {
    item.sig.ident.to_string().starts_with('_') && item.attrs.is_empty()
}

/// The type an item belongs to: a type's own definition, or an impl for it (or for a
/// reference to it); an underscore function is its own.
fn owner(item: &Item) -> Option<String> {
    match item {
        Item::Fn(item) if is_plain_underscore_fn(item) => Some(item.sig.ident.to_string()),
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

/// Occurrences of each of `names` (`.1`) inside the definition and impls of each of them (`.0`).
fn count_own(
    items: &[Item],
    names: &BTreeSet<String>,
    counts: &mut BTreeMap<(String, String), usize>,
) {
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
        count_idents(item, names, &mut mine);
        for (named, count) in mine {
            *counts.entry((name.clone(), named)).or_default() += count;
        }
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
    fn a_crate_nothing_outside_names_goes_whole_and_so_do_those_only_it_named() {
        let mut file: syn::File = syn::parse_str(
            r#"
            fn main() { let v = vecs::make(); m!(v); }
            mod vecs { pub fn make() -> Vec<u8> { Vec::new() } }
            mod macros { macro_rules! m { ($v:expr) => { drop($v) }; } pub(crate) use m; }
            mod im { pub struct Set; impl std::fmt::Debug for Set {
                fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { typenum::U1::show(f) } } }
            mod typenum { pub struct U1; impl U1 { pub fn show(f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } } }
            mod user_mod { pub fn unused() {} }
            "#,
        )
        .expect("test source parses");
        let libraries: BTreeSet<String> = ["vecs", "macros", "im", "typenum"]
            .into_iter()
            .map(String::from)
            .collect();
        assert!(unnamed_crates(&mut file, &libraries));
        let out = prettyplease::unparse(&file);
        assert!(
            out.contains("mod vecs") && out.contains("mod macros"),
            "{out}"
        );
        assert!(
            !out.contains("mod im") && !out.contains("mod typenum"),
            "{out}"
        );
        assert!(out.contains("mod user_mod"), "not a library: {out}");
        assert!(!unnamed_crates(&mut file, &libraries));
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
    fn types_that_only_name_each_other_go_together() {
        let (changed, out) = pruned(
            r#"
            fn main() { let _ = dep::Used; }
            mod dep {
                pub struct Used;
                pub struct GroupBy<I> { inner: Inner<I> }
                struct Inner<I> { it: I }
                pub struct Groups<'a, I> { parent: &'a GroupBy<I> }
                impl<'a, I> IntoIterator for &'a GroupBy<I> { type Item = u8; type IntoIter = Groups<'a, I>; fn into_iter(self) -> Groups<'a, I> { Groups { parent: self } } }
                impl<'a, I> Iterator for Groups<'a, I> { type Item = u8; fn next(&mut self) -> Option<u8> { None } }
                pub struct Kept { by: Named }
                pub struct Named;
                pub fn make() -> Kept { Kept { by: Named } }
            }
            "#,
        );
        assert!(changed);
        assert!(
            !out.contains("GroupBy") && !out.contains("Groups") && !out.contains("Inner"),
            "{out}"
        );
        // `Named` is named only by `Kept`, but `Kept` is named by `make`: both stay.
        assert!(
            out.contains("pub struct Named") && out.contains("pub struct Kept"),
            "{out}"
        );
    }

    #[test]
    fn an_underscore_function_nothing_calls_goes() {
        let (changed, out) = pruned(
            r#"
            fn main() { dep::_called(); }
            mod dep {
                pub enum Either<L, R> { Left(L), Right(R) }
                fn _unsized_ref_propagation() { fn check<T>() {} check::<Either<u8, u8>>() }
                pub fn _called() {}
                #[no_mangle] fn _exported() {}
            }
            "#,
        );
        assert!(changed);
        assert!(
            !out.contains("_unsized_ref_propagation") && !out.contains("Either"),
            "{out}"
        );
        assert!(
            out.contains("fn _called") && out.contains("fn _exported"),
            "{out}"
        );
    }

    #[test]
    fn a_thread_local_nothing_names_goes() {
        let (changed, out) = pruned(
            r#"
            fn main() { dep::used(); }
            mod dep {
                thread_local!(static UNUSED: std::cell::Cell<u8> = std::cell::Cell::new(0));
                std::thread_local! { static USED: std::cell::Cell<u8> = std::cell::Cell::new(1); }
                pub fn used() -> u8 { USED.with(|c| c.get()) }
            }
            mod user { thread_local!(static MINE: u8 = 2); }
            "#,
        );
        assert!(changed);
        assert!(!out.contains("UNUSED"), "{out}");
        assert!(out.contains("static USED") && out.contains("MINE"), "{out}");
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
