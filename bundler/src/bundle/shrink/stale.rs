//! Imports a removal left naming nothing, found by reading the draft: a module-level `use`
//! whose path leads through the draft's own modules to a name its target module no longer
//! defines nor imports. Dead-code removal runs it in the round that removed the name, so the
//! next rustc check does not stop at "unresolved import" (E0432), a round of its own each time.
//!
//! Exact only where the path is plain: it follows `crate`, `self`, `super`, the draft's own
//! inline modules and their glob imports of one another, and gives up (keeps the leaf) at
//! anything else: an extern crate, an enum, a module reached through an import, a glob of
//! anything but a draft module or an item-position macro call (either may supply the name), a
//! name any `macro_rules!` defines. Not here: imports that are merely unused (rustc's
//! `unused_imports` names those).

use std::collections::BTreeSet;

use syn::{Item, UseTree};

/// Removes the stale `use` leaves of `file` (module docs), until none is left, since a removed
/// `pub use` may leave another import stale; returns whether any went. `edition` decides what
/// a path's first segment is relative to (the crate root in 2015, the module after).
pub(crate) fn remove_stale_imports(file: &mut syn::File, edition: &str) -> bool {
    let macros = macro_names(&file.items);
    let mut removed_any = false;
    loop {
        let stale = {
            let finder = Finder {
                root: &file.items,
                macros: &macros,
                from_root: edition == "2015",
            };
            let mut stale = Vec::new();
            finder.scan(&file.items, &mut Vec::new(), &mut stale);
            stale
        };
        if stale.is_empty() {
            return removed_any;
        }
        removed_any = true;
        remove_leaves(&mut file.items, &mut Vec::new(), &stale);
    }
}

/// A stale leaf: the module its `use` stands in, and the leaf's place in the tree (the
/// segments before it and its imported name).
type Leaf = (Vec<String>, Vec<String>, String);

struct Finder<'a> {
    root: &'a [Item],
    macros: &'a BTreeSet<String>,
    from_root: bool,
}

impl Finder<'_> {
    fn scan(&self, items: &[Item], module: &mut Vec<String>, stale: &mut Vec<Leaf>) {
        for item in items {
            match item {
                Item::Use(item_use) if item_use.leading_colon.is_none() => {
                    self.scan_tree(&item_use.tree, module, &mut Vec::new(), stale);
                }
                Item::Mod(inner) => {
                    if let Some((_, inner_items)) = &inner.content {
                        module.push(inner.ident.to_string());
                        self.scan(inner_items, module, stale);
                        module.pop();
                    }
                }
                _ => {}
            }
        }
    }

    fn scan_tree(
        &self,
        tree: &UseTree,
        module: &[String],
        prefix: &mut Vec<String>,
        stale: &mut Vec<Leaf>,
    ) {
        let name = match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.scan_tree(&path.tree, module, prefix, stale);
                prefix.pop();
                return;
            }
            UseTree::Group(group) => {
                for inner in &group.items {
                    self.scan_tree(inner, module, prefix, stale);
                }
                return;
            }
            UseTree::Glob(_) => return,
            UseTree::Name(name) => name.ident.to_string(),
            UseTree::Rename(rename) => rename.ident.to_string(),
        };
        // `use a::b::{self}` imports `b` from `a`.
        let (path, imported) = if name == "self" {
            match prefix.split_last() {
                Some((last, rest)) => (rest.to_vec(), last.clone()),
                None => return,
            }
        } else {
            (prefix.clone(), name)
        };
        if self.macros.contains(&imported) {
            return;
        }
        let Some(target) = self.resolve(module, &path) else {
            return;
        };
        if !self.may_supply(&target, &imported, &mut BTreeSet::new()) {
            stale.push((module.to_vec(), prefix.clone(), tree_name(tree)));
        }
    }

    /// The module `path` names from `module`, if it leads through the draft's own modules
    /// only.
    fn resolve(&self, module: &[String], path: &[String]) -> Option<Vec<String>> {
        let (first, rest) = path.split_first()?;
        let mut target: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "self" => module.to_vec(),
            "super" => module.split_last()?.1.to_vec(),
            _ if self.from_root => vec![first.clone()],
            _ => {
                let mut here = module.to_vec();
                here.push(first.clone());
                here
            }
        };
        if !matches!(first.as_str(), "crate" | "self" | "super") {
            // The first segment must be a module of the draft (not an extern crate).
            module_items(self.root, &target)?;
        }
        for segment in rest {
            if segment == "super" {
                target.pop()?;
            } else if segment == "self" {
                return None;
            } else {
                target.push(segment.clone());
                module_items(self.root, &target)?;
            }
        }
        Some(target)
    }
}

/// The name a leaf is matched by when it is removed: its ident (`self`, a name, or the name a
/// rename imports).
fn tree_name(tree: &UseTree) -> String {
    match tree {
        UseTree::Name(name) => name.ident.to_string(),
        UseTree::Rename(rename) => format!("{} as {}", rename.ident, rename.rename),
        _ => String::new(),
    }
}

/// The items of the inline module at `path` from the crate root.
fn module_items<'a>(root: &'a [Item], path: &[String]) -> Option<&'a [Item]> {
    let mut items = root;
    for segment in path {
        items = items.iter().find_map(|item| match item {
            Item::Mod(module) if module.ident == segment => {
                module.content.as_ref().map(|(_, inner)| inner.as_slice())
            }
            _ => None,
        })?;
    }
    Some(items)
}

impl Finder<'_> {
    /// Whether the module at `target` may have `name`: it defines or imports it, or it has an
    /// item-position macro call or a glob import that may (a glob of one of the draft's
    /// modules is followed; `visited` ends a cycle of globs).
    fn may_supply(
        &self,
        target: &[String],
        name: &str,
        visited: &mut BTreeSet<Vec<String>>,
    ) -> bool {
        let Some(items) = module_items(self.root, target) else {
            return true;
        };
        if !visited.insert(target.to_vec()) {
            return false;
        }
        if defines(items, name) {
            return true;
        }
        let mut globs = Vec::new();
        for item in items {
            if let Item::Use(item_use) = item {
                if item_use.leading_colon.is_some() && has_glob(&item_use.tree) {
                    return true;
                }
                glob_paths(&item_use.tree, &mut Vec::new(), &mut globs);
            }
        }
        globs.iter().any(|glob| match self.resolve(target, glob) {
            Some(from) => self.may_supply(&from, name, visited),
            None => true,
        })
    }
}

fn has_glob(tree: &UseTree) -> bool {
    let mut globs = Vec::new();
    glob_paths(tree, &mut Vec::new(), &mut globs);
    !globs.is_empty()
}

/// The paths of the glob imports in `tree` (`a::b` for `use a::b::*`).
fn glob_paths(tree: &UseTree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            glob_paths(&path.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Group(group) => {
            for inner in &group.items {
                glob_paths(inner, prefix, out);
            }
        }
        UseTree::Glob(_) => out.push(prefix.clone()),
        UseTree::Name(_) | UseTree::Rename(_) => {}
    }
}

/// Whether `items` define or import `name` other than by a glob, or have an item-position
/// macro call that may.
fn defines(items: &[Item], name: &str) -> bool {
    items.iter().any(|item| match item {
        Item::Use(item_use) => tree_may_supply(&item_use.tree, None, name),
        Item::Macro(item_macro) => item_macro.ident.as_ref().map_or(true, |i| i == name),
        Item::ExternCrate(extern_crate) => {
            extern_crate
                .rename
                .as_ref()
                .map_or(&extern_crate.ident, |(_, alias)| alias)
                == name
        }
        Item::ForeignMod(block) => block.items.iter().any(|foreign| match foreign {
            syn::ForeignItem::Fn(f) => f.sig.ident == name,
            syn::ForeignItem::Static(s) => s.ident == name,
            syn::ForeignItem::Type(t) => t.ident == name,
            _ => true,
        }),
        Item::Verbatim(_) => true,
        item => item_ident(item).is_some_and(|ident| ident == name),
    })
}

/// Whether `tree` imports `name` other than by a glob; `parent` is the segment before it
/// (what a `self` leaf imports: `use std::vec::{self, Vec}` imports `vec`).
fn tree_may_supply(tree: &UseTree, parent: Option<&syn::Ident>, name: &str) -> bool {
    match tree {
        UseTree::Path(path) => tree_may_supply(&path.tree, Some(&path.ident), name),
        UseTree::Group(group) => group
            .items
            .iter()
            .any(|inner| tree_may_supply(inner, parent, name)),
        UseTree::Glob(_) => false,
        UseTree::Name(leaf) if leaf.ident == "self" => parent.is_some_and(|p| p == name),
        UseTree::Name(leaf) => leaf.ident == name,
        UseTree::Rename(rename) => rename.rename == name,
    }
}

fn item_ident(item: &Item) -> Option<&syn::Ident> {
    match item {
        Item::Const(item) => Some(&item.ident),
        Item::Enum(item) => Some(&item.ident),
        Item::Fn(item) => Some(&item.sig.ident),
        Item::Mod(item) => Some(&item.ident),
        Item::Static(item) => Some(&item.ident),
        Item::Struct(item) => Some(&item.ident),
        Item::Trait(item) => Some(&item.ident),
        Item::TraitAlias(item) => Some(&item.ident),
        Item::Type(item) => Some(&item.ident),
        Item::Union(item) => Some(&item.ident),
        _ => None,
    }
}

/// Every name a `macro_rules!` anywhere in the draft defines (`#[macro_export]` puts one at
/// the crate root, wherever it stands).
fn macro_names(items: &[Item]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for item in items {
        match item {
            Item::Macro(item_macro) => names.extend(item_macro.ident.iter().map(|i| i.to_string())),
            Item::Mod(module) => {
                if let Some((_, inner)) = &module.content {
                    names.extend(macro_names(inner));
                }
            }
            _ => {}
        }
    }
    names
}

/// Removes the `stale` leaves, and the `use` items and groups left empty.
fn remove_leaves(items: &mut Vec<Item>, module: &mut Vec<String>, stale: &[Leaf]) {
    items.retain_mut(|item| match item {
        Item::Use(item_use) => {
            let here: Vec<&Leaf> = stale.iter().filter(|(m, _, _)| m == module).collect();
            here.is_empty() || !prune_tree(&mut item_use.tree, &mut Vec::new(), &here)
        }
        Item::Mod(inner) => {
            if let Some((_, inner_items)) = &mut inner.content {
                module.push(inner.ident.to_string());
                remove_leaves(inner_items, module, stale);
                module.pop();
            }
            true
        }
        _ => true,
    });
}

/// Removes the matching leaves of `tree`; true when nothing is left of it.
fn prune_tree(tree: &mut UseTree, prefix: &mut Vec<String>, stale: &[&Leaf]) -> bool {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            let empty = prune_tree(&mut path.tree, prefix, stale);
            prefix.pop();
            empty
        }
        UseTree::Group(group) => {
            let items: Vec<UseTree> = std::mem::take(&mut group.items).into_iter().collect();
            let kept: Vec<UseTree> = items
                .into_iter()
                .filter_map(|mut inner| (!prune_tree(&mut inner, prefix, stale)).then_some(inner))
                .collect();
            let empty = kept.is_empty();
            group.items = kept.into_iter().collect();
            empty
        }
        UseTree::Glob(_) => false,
        leaf => {
            let name = tree_name(leaf);
            stale.iter().any(|(_, p, n)| p == prefix && *n == name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn stale_removed(source: &str, edition: &str) -> String {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        remove_stale_imports(&mut file, edition);
        file.to_token_stream().to_string()
    }

    #[test]
    fn an_import_of_a_removed_item_goes_and_so_does_a_reexport_chain() {
        let out = stale_removed(
            "mod a { pub mod iter { pub struct Kept; } pub use self::iter::{Gone, Kept}; } \
             mod b { pub use crate::a::Gone as G; use super::a::Kept; } \
             mod c { use crate::b::G; use std::fmt; }",
            "2021",
        );
        assert_eq!(
            out,
            "mod a { pub mod iter { pub struct Kept ; } pub use self :: iter :: { Kept } ; } \
             mod b { use super :: a :: Kept ; } mod c { use std :: fmt ; }"
        );
    }

    #[test]
    fn a_module_imported_with_self_in_a_group_is_supplied() {
        let source = "mod m { pub use std::vec::{self, Vec}; pub use std::fmt::{self}; } \
                      mod n { use crate::m::vec; use crate::m::fmt; use crate::m::Vec; }";
        let out = stale_removed(source, "2021");
        let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
        assert_eq!(out, unchanged.to_token_stream().to_string());
    }

    #[test]
    fn a_glob_of_a_draft_module_is_followed() {
        let out = stale_removed(
            "mod raw { mod inner { pub struct Kept; } pub use self::inner::*; } \
             use raw::{Gone, Kept};",
            "2021",
        );
        assert_eq!(
            out,
            "mod raw { mod inner { pub struct Kept ; } pub use self :: inner :: * ; } \
             use raw :: { Kept } ;"
        );
    }

    #[test]
    fn a_name_a_glob_macro_or_extern_crate_may_supply_stays() {
        let source =
            "mod a { pub use std::collections::*; } mod e { m!(); } macro_rules! mac { () => {} } \
                      use a::Any; use e::Made; use crate::mac; use self::std::x; \
                      mod f { pub enum E { V } } use f::E::V; use ::a::Abs;";
        let out = stale_removed(source, "2021");
        let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
        assert_eq!(out, unchanged.to_token_stream().to_string());
    }

    #[test]
    fn a_2015_path_starts_at_the_crate_root() {
        let out = stale_removed(
            "mod a { pub fn f() {} } mod b { use a::f; use a::g; }",
            "2015",
        );
        assert_eq!(out, "mod a { pub fn f () { } } mod b { use a :: f ; }");
        let out = stale_removed("mod a { pub fn f() {} } mod b { use a::g; }", "2021");
        assert_eq!(out, "mod a { pub fn f () { } } mod b { use a :: g ; }");
    }
}
