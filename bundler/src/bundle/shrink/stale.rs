//! Imports a removal left naming nothing or named by nothing, found by reading the draft, so
//! that the next rustc check does not stop at "unresolved import" (E0432) or report the
//! import unused, a round of its own each time. Dead-code removal runs both in the round that
//! removed the name or its last mention.
//!
//! - **Stale** ([`remove_stale_imports`]): a module-level `use` whose path leads through the
//!   draft's own modules to a name its target module no longer defines nor imports, or
//!   through a module that went.
//! - **Unused** ([`remove_unused_imports`]): a private `use` that nothing in its module (and
//!   the modules inside it, which see it) uses, by what the imported name is: an item used
//!   only by name (the draft's, or `std`'s by the toolchain's documentation, [`std_items`])
//!   when no identifier spells it; a trait when neither it nor any of its methods and
//!   constants is spelled and no macro the draft does not define is called there; a module
//!   when no path segment follows its name (`fn fmt` is no use of `fmt`); anything, in a module where no
//!   method call, type-relative path or macro that may write one stands. A `macro_rules!`
//!   body spells what it spells where the macro is called.
//!
//! Exact only where the path is plain: it follows `crate`, `self`, `super`, the draft's own
//! inline modules, the imports of them (typenum's `pub use crate::r#gen::consts; pub use
//! consts::*;`), their glob imports of one another (private items only for a module inside
//! the globbed one, as rustc does) and of an enum (its variants); it gives up (keeps the leaf)
//! at anything else: an extern crate, a glob of anything else or an item-position macro call
//! (either may supply the name), a name any `macro_rules!` defines. Imports of what is
//! neither the draft's nor `std`'s by a path rustdoc documents are left to rustc's
//! `unused_imports`.
//!
//! [`std_items`]: crate::bundle::shrink::std_items

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenTree;
use syn::visit::{self, Visit};
use syn::{Item, UseTree, Visibility};

use crate::bundle::shrink::idents::{each_path_prefix, each_token, Walked};
use crate::bundle::shrink::std_items::{std_item, StdItem};

/// Removes the stale `use` leaves of `file` (module docs), until none is left, since a removed
/// `pub use` may leave another import stale; returns whether any went. `edition` decides what
/// a path's first segment is relative to (the crate root in 2015, the module after).
/// `existed`: modules the draft had before a removal; a path relative to the scope whose
/// first segment was one of them names nothing (no extern crate the draft may be given
/// stands in: the module's name shadowed it).
pub(crate) fn remove_stale_imports(
    file: &mut syn::File,
    edition: &str,
    existed: &BTreeSet<Vec<String>>,
) -> bool {
    let macros = macro_names(&file.items);
    let mut removed_any = false;
    loop {
        let stale = {
            let finder = Finder {
                root: &file.items,
                macros: &macros,
                from_root: edition == "2015",
                existed,
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

/// Removes the private `use` leaves of `file` that nothing in their module uses any more (the
/// module docs' rules), until none is left (one may have been used only by another); returns
/// whether any went. Never a name supplied by a glob or one a `macro_rules!` defines.
/// "Spells" is by identifier: anywhere in the module's other items and its inner modules, in
/// the paths of its imports, in the body of a `macro_rules!` called there, or in a format
/// string (`"{N}"` may capture a constant).
pub(crate) fn remove_unused_imports(file: &mut syn::File, edition: &str) -> bool {
    let macros = macro_names(&file.items);
    let no_modules_gone = BTreeSet::new();
    // What the modules call and may look up depends on their items but imports: the same
    // while imports go.
    let looked = Finder {
        root: &file.items,
        macros: &macros,
        from_root: edition == "2015",
        existed: &no_modules_gone,
    }
    .lookups(&file.items);
    let mut removed_any = false;
    loop {
        let unused = {
            let finder = Finder {
                root: &file.items,
                macros: &macros,
                from_root: edition == "2015",
                existed: &no_modules_gone,
            };
            let mut candidates = Vec::new();
            finder.private_plain_imports(&file.items, &mut Vec::new(), &looked, &mut candidates);
            if candidates.is_empty() {
                return removed_any;
            }
            let names: BTreeSet<String> = candidates
                .iter()
                .flat_map(|c| std::iter::once(&c.imported).chain(&c.items))
                .cloned()
                .collect();
            let bodies = macro_bodies(&file.items);
            let mut in_macros: BTreeMap<Vec<String>, (BTreeMap<String, usize>, bool)> =
                BTreeMap::new();
            let mut mentions: BTreeMap<Vec<String>, BTreeMap<String, usize>> = BTreeMap::new();
            let mut prefixes: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
            let mut unused = Vec::new();
            for candidate in candidates {
                let module = &candidate.leaf.0;
                if candidate.as_module {
                    let prefixes = prefixes.entry(module.clone()).or_insert_with(|| {
                        let mut found = BTreeSet::new();
                        let items = module_items(&file.items, module).unwrap_or_default();
                        for item in items {
                            each_path_prefix(item, &mut |ident| {
                                found.insert(ident.to_string());
                            });
                        }
                        finder.use_path_mentions(items, module, &mut found);
                        found
                    });
                    if !prefixes.contains(&candidate.imported) {
                        unused.push(candidate.leaf);
                    }
                    continue;
                }
                let (in_macros, opaque) = in_macros.entry(module.clone()).or_insert_with(|| {
                    let mut counts = BTreeMap::new();
                    let invoked = looked.invoked.get(module).cloned().unwrap_or_default();
                    let (expanded, opaque) = expanded_bodies(&invoked, &bodies);
                    for body in expanded {
                        count_mentions(body, &names, &mut counts);
                    }
                    (counts, opaque)
                });
                let mut spellings = std::iter::once(&candidate.imported).chain(&candidate.items);
                if spellings.any(|name| in_macros.contains_key(name))
                    || (*opaque && !candidate.items.is_empty())
                {
                    continue;
                }
                let in_module = mentions.entry(candidate.leaf.0.clone()).or_insert_with(|| {
                    let mut counts = BTreeMap::new();
                    if let Some(items) = module_items(&file.items, &candidate.leaf.0) {
                        count_in_module(items, &names, &mut counts);
                    }
                    counts
                });
                let mut spellings = std::iter::once(&candidate.imported).chain(&candidate.items);
                if !spellings.any(|name| in_module.contains_key(name)) {
                    unused.push(candidate.leaf);
                }
            }
            unused
        };
        if unused.is_empty() {
            return removed_any;
        }
        removed_any = true;
        remove_leaves(&mut file.items, &mut Vec::new(), &unused);
    }
}

/// A private import [`remove_unused_imports`] may remove: its leaf (whose first part is its
/// module), the name it imports, and, for a trait, the names of its items (a method call or
/// a type-relative path that spells one may use it unnamed).
struct Candidate {
    leaf: Leaf,
    imported: String,
    items: Vec<String>,
    /// A module: used only where a path segment follows it ([`each_path_prefix`]), not
    /// wherever its name is spelled (`fmt` of `fn fmt`).
    as_module: bool,
}

impl Finder<'_> {
    fn private_plain_imports(
        &self,
        items: &[Item],
        module: &mut Vec<String>,
        looked: &Looked,
        out: &mut Vec<Candidate>,
    ) {
        each_use(items, module, &mut |item_use, module| {
            if item_use.leading_colon.is_none() && matches!(item_use.vis, Visibility::Inherited) {
                let module_is = Lookups {
                    closed: looked.closed.contains(module),
                    opaque: looked.opaque.contains(module),
                    calls_macros: looked.invoked.contains_key(module),
                };
                self.plain_leaves(&item_use.tree, module, &mut Vec::new(), module_is, out);
            }
        });
    }

    /// The leaves of `tree` that go when nothing names them: those of an item (the draft's
    /// or `std`'s) that cannot be used unnamed, or of a trait when nothing spells its items
    /// either, unless a macro the draft does not define is called in the module (`module_is`
    /// opaque); or any leaf at all in a closed module ([`Finder::lookups`]).
    fn plain_leaves(
        &self,
        tree: &UseTree,
        module: &[String],
        prefix: &mut Vec<String>,
        module_is: Lookups,
        out: &mut Vec<Candidate>,
    ) {
        let (path, imported) = match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.plain_leaves(&path.tree, module, prefix, module_is, out);
                prefix.pop();
                return;
            }
            UseTree::Group(group) => {
                for inner in &group.items {
                    self.plain_leaves(inner, module, prefix, module_is, out);
                }
                return;
            }
            UseTree::Glob(_) => return,
            UseTree::Name(leaf) if leaf.ident == "self" => match prefix.split_last() {
                Some((last, rest)) => ((rest.to_vec(), last.clone()), last.clone()),
                None => return,
            },
            UseTree::Name(leaf) => (
                (prefix.clone(), leaf.ident.to_string()),
                leaf.ident.to_string(),
            ),
            UseTree::Rename(rename) => (
                (prefix.clone(), rename.ident.to_string()),
                rename.rename.to_string(),
            ),
        };
        let ((path, name), imported) = (path, imported);
        if imported == "_" || self.macros.contains(&name) || self.macros.contains(&imported) {
            return;
        }
        let mut visited = BTreeSet::new();
        let kind = match self.resolve(module, &path, &mut visited) {
            Resolved::Module(target) => self.kind(&target, &name, &mut visited),
            Resolved::Enum(_) => Kind::Named,
            Resolved::Gone | Resolved::Unknown => {
                let mut full = path.clone();
                full.push(name.clone());
                of_std(&full)
            }
        };
        let (items, as_module) = match kind {
            // A macro of the draft called here may glue a path to a name it is given.
            Kind::Module if !module_is.opaque && !module_is.calls_macros => (Vec::new(), true),
            _ if module_is.closed => (Vec::new(), false),
            Kind::Named | Kind::Module => (Vec::new(), false),
            Kind::Trait(items) if !module_is.opaque => (items, false),
            Kind::Trait(_) | Kind::Unknown => return,
        };
        out.push(Candidate {
            leaf: (module.to_vec(), prefix.clone(), tree_name(tree)),
            imported,
            items,
            as_module,
        });
    }

    /// What `name` in the module at `target` is, defined there or imported there: an item
    /// used only by its name, a trait (with its items' names), or not known (a trait alias,
    /// a name a macro call or verbatim syntax there may define, an import of what is not the
    /// draft's nor `std`'s).
    fn kind(&self, target: &[String], name: &str, visited: &mut Visited) -> Kind {
        let Some(items) = module_items(self.root, target) else {
            return Kind::Unknown;
        };
        let (mut defined, mut module) = (false, false);
        for item in items {
            match item {
                Item::Mod(inner) if inner.ident == name => module = true,
                Item::Trait(trait_) if trait_.ident == name => {
                    let names = trait_.items.iter().filter_map(|item| match item {
                        syn::TraitItem::Fn(item) => Some(item.sig.ident.to_string()),
                        syn::TraitItem::Const(item) => Some(item.ident.to_string()),
                        // `T::Output` goes through `T`'s bounds, `Type::Output` is ambiguous
                        // (E0223): neither looks in scope.
                        _ => None,
                    });
                    return Kind::Trait(names.collect());
                }
                Item::TraitAlias(alias) if alias.ident == name => return Kind::Unknown,
                Item::Macro(call) if call.ident.is_none() => return Kind::Unknown,
                Item::Verbatim(_) => return Kind::Unknown,
                item => defined |= item_ident(item).is_some_and(|(ident, _)| ident == name),
            }
        }
        if defined {
            return Kind::Named;
        }
        if module {
            // libm's `mod sqrt;` and `pub use self::sqrt::sqrt;`: the name is a function too,
            // as it may be through a glob.
            let also_imported = items.iter().any(|item| match item {
                Item::Use(item_use) => {
                    has_glob(&item_use.tree)
                        || import_path(&item_use.tree, &mut Vec::new(), name).is_some()
                }
                _ => false,
            });
            return if also_imported {
                Kind::Named
            } else {
                Kind::Module
            };
        }
        if !visited.insert((target.to_vec(), format!("plain {name}"))) {
            return Kind::Unknown;
        }
        let Some(path) = items.iter().find_map(|item| match item {
            Item::Use(item_use) if item_use.leading_colon.is_none() => {
                import_path(&item_use.tree, &mut Vec::new(), name)
            }
            _ => None,
        }) else {
            return self.kind_through_globs(target, items, name, visited);
        };
        let Some((last, parent)) = path.split_last() else {
            return Kind::Unknown;
        };
        match self.resolve(target, parent, visited) {
            Resolved::Module(from) => self.kind(&from, last, visited),
            Resolved::Enum(_) => Kind::Named,
            Resolved::Gone | Resolved::Unknown => of_std(&path),
        }
    }

    /// Adds to `found` the names the `use` paths of `items` (the module at `target` and the
    /// modules inside it) take from `target`'s own names: every first segment, and every
    /// segment whose path so far leads to `target` (`crate::num_integer::traits::Zero` for
    /// num-integer's `use crate::num_traits as traits;`), not `core::ptr::NonNull`'s `ptr`.
    fn use_path_mentions(&self, items: &[Item], target: &[String], found: &mut BTreeSet<String>) {
        fn walk(
            finder: &Finder<'_>,
            tree: &UseTree,
            module: &[String],
            target: &[String],
            prefix: &mut Vec<String>,
            found: &mut BTreeSet<String>,
        ) {
            match tree {
                UseTree::Path(path) => {
                    let segment = path.ident.to_string();
                    let through_target = prefix.is_empty()
                        || finder.resolve(module, prefix, &mut BTreeSet::new())
                            == Resolved::Module(target.to_vec());
                    if through_target {
                        found.insert(segment.clone());
                    }
                    prefix.push(segment);
                    walk(finder, &path.tree, module, target, prefix, found);
                    prefix.pop();
                }
                UseTree::Group(group) => {
                    for inner in &group.items {
                        walk(finder, inner, module, target, prefix, found);
                    }
                }
                _ => {}
            }
        }
        each_use(items, &mut target.to_vec(), &mut |item_use, module| {
            if item_use.leading_colon.is_none() {
                walk(self, &item_use.tree, module, target, &mut Vec::new(), found);
            }
        });
    }

    /// [`Finder::kind`] of `name` in the module at `target` (whose `items` neither define nor
    /// import it by name), by its glob imports of the draft's modules and enums (typenum's
    /// `pub use crate::typenum::type_operators::*;`): what the first that has it says.
    fn kind_through_globs(
        &self,
        target: &[String],
        items: &[Item],
        name: &str,
        visited: &mut Visited,
    ) -> Kind {
        let mut globs = Vec::new();
        for item in items {
            if let Item::Use(item_use) = item {
                if item_use.leading_colon.is_none() {
                    glob_paths(&item_use.tree, &mut Vec::new(), &mut globs);
                }
            }
        }
        for glob in globs {
            match self.resolve(target, &glob, visited) {
                Resolved::Module(from) => match self.kind(&from, name, visited) {
                    Kind::Unknown => {}
                    known => return known,
                },
                Resolved::Enum(variants) if variants.iter().any(|v| v == name) => {
                    return Kind::Named
                }
                _ => {}
            }
        }
        Kind::Unknown
    }

    /// The modules (paths from the crate root) where nothing can use an import unnamed: no
    /// method call, no path that may be relative to a type (`Vec::from_iter`, `<T>::f`,
    /// `Self::f`), and no macro call but `std`'s that write neither, in the module and the
    /// modules inside it (which see its private imports). A trait in scope is what the other
    /// ways of using a name unnamed need, and they are all method or associated-item lookups:
    /// operators, `?`, `for` and derived impls go through absolute paths. So there, an import
    /// whose name nothing mentions is unused, be it `std`'s trait or not.
    fn lookups(&self, items: &[Item]) -> Looked {
        let mut looked = Looked::default();
        self.look(items, &mut Vec::new(), &mut looked);
        looked
    }

    /// Adds the closed modules at and inside `module` to `closed`, and those where a macro
    /// the draft does not define is called (whose expansion may spell anything) to `opaque`;
    /// returns what `module` is.
    fn look(
        &self,
        items: &[Item],
        module: &mut Vec<String>,
        looked: &mut Looked,
    ) -> (Lookups, BTreeSet<String>) {
        let mut lookup = Lookup {
            finder: self,
            module,
            found: false,
            opaque: false,
            invoked: BTreeSet::new(),
        };
        for item in items {
            if !matches!(item, Item::Mod(_)) {
                lookup.visit_item(item);
            }
        }
        let mut here = Lookups {
            closed: !lookup.found,
            opaque: lookup.opaque,
            calls_macros: false,
        };
        let mut invoked = lookup.invoked;
        for item in items {
            if let Item::Mod(inner) = item {
                if let Some((_, inner_items)) = &inner.content {
                    module.push(inner.ident.to_string());
                    let (inside, invoked_inside) = self.look(inner_items, module, looked);
                    module.pop();
                    here.closed &= inside.closed;
                    here.opaque |= inside.opaque;
                    invoked.extend(invoked_inside);
                }
            }
        }
        if here.closed {
            looked.closed.insert(module.clone());
        }
        if here.opaque {
            looked.opaque.insert(module.clone());
        }
        here.calls_macros = !invoked.is_empty();
        if here.calls_macros {
            looked.invoked.insert(module.clone(), invoked.clone());
        }
        (here, invoked)
    }

    /// Whether a value path's segments before its last name modules only: `std`'s (lower
    /// case, as `std` names none of its types), or the draft's.
    fn through_modules(&self, module: &[String], path: &syn::Path) -> bool {
        let segments: Vec<&syn::PathSegment> = path.segments.iter().collect();
        let Some((_, prefix)) = segments.split_last() else {
            return true;
        };
        if prefix.is_empty() {
            return true;
        }
        if prefix
            .iter()
            .any(|segment| !matches!(segment.arguments, syn::PathArguments::None))
        {
            return false;
        }
        let names: Vec<String> = prefix.iter().map(|s| s.ident.to_string()).collect();
        if matches!(names[0].as_str(), "std" | "core" | "alloc") {
            return names[1..].iter().all(|name| {
                name.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            });
        }
        path.leading_colon.is_none()
            && matches!(
                self.resolve(module, &names, &mut BTreeSet::new()),
                Resolved::Module(_)
            )
    }
}

/// `std`'s macros whose expansion calls no method and names no type-relative path (their
/// input is read separately): a closed module may call them ([`Finder::lookups`]).
/// Not `write!`, which calls `write_fmt` on its first argument.
const CLOSED_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "column",
    "compile_error",
    "concat",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "line",
    "matches",
    "module_path",
    "panic",
    "print",
    "println",
    "stringify",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
];

/// Whether `std`'s macro `name` writes nothing a caller's import could supply but what its
/// input spells (`write!`'s `write_fmt` is counted as spelled where it is called).
fn spells_what_it_is_given(name: &str) -> bool {
    CLOSED_MACROS.contains(&name) || matches!(name, "write" | "writeln")
}

/// Finds, in one module's items (not its inner modules), a way to use a name unnamed
/// ([`Finder::lookups`]).
struct Lookup<'a, 'f> {
    finder: &'a Finder<'f>,
    module: &'a [String],
    found: bool,
    opaque: bool,
    /// The draft's macros called here.
    invoked: BTreeSet<String>,
}

/// What [`Finder::lookups`] found of every module (with the modules inside it): which are
/// closed, which opaque, and which of the draft's macros each calls.
#[derive(Default)]
struct Looked {
    closed: BTreeSet<Vec<String>>,
    opaque: BTreeSet<Vec<String>>,
    invoked: BTreeMap<Vec<String>, BTreeSet<String>>,
}

/// What a module and the modules inside it are, for the imports it may drop
/// ([`Finder::lookups`]): closed (nothing there can use a name unnamed), opaque (a macro the
/// draft does not define is called there).
#[derive(Clone, Copy)]
struct Lookups {
    closed: bool,
    opaque: bool,
    /// A macro of the draft is called there.
    calls_macros: bool,
}

/// What an import names, for [`remove_unused_imports`].
enum Kind {
    Named,
    /// A module, and nothing else of its name.
    Module,
    Trait(Vec<String>),
    Unknown,
}

/// [`Kind`] of a path of `std`, `core` or `alloc` ([`std_item`]).
fn of_std(path: &[String]) -> Kind {
    match std_item(path) {
        StdItem::Named => Kind::Named,
        StdItem::Module => Kind::Module,
        StdItem::Trait(items) => Kind::Trait(items.into_iter().collect()),
        StdItem::Unknown => Kind::Unknown,
    }
}

impl<'ast> Visit<'ast> for Lookup<'_, '_> {
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
        // A `macro_rules!` definition: its body is read where it is called.
        if node.ident.is_none() {
            self.visit_macro(&node.mac);
        }
    }

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        let std_macro = node.path.segments.last().is_some_and(|last| {
            CLOSED_MACROS.contains(&last.ident.to_string().as_str())
                && (node.path.segments.len() == 1
                    || matches!(
                        node.path.segments[0].ident.to_string().as_str(),
                        "std" | "core" | "alloc"
                    ))
        });
        self.found |= !std_macro || tokens_may_look_up(node.tokens.clone());
        let name = node.path.segments.last().map(|last| last.ident.to_string());
        match name {
            Some(name) if self.finder.macros.contains(&name) => {
                self.invoked.insert(name);
            }
            Some(name) if spells_what_it_is_given(&name) => {}
            _ => self.opaque = true,
        }
    }

    fn visit_expr_method_call(&mut self, _: &'ast syn::ExprMethodCall) {
        self.found = true;
    }

    fn visit_expr_path(&mut self, node: &'ast syn::ExprPath) {
        self.found |= node.qself.is_some() || !self.finder.through_modules(self.module, &node.path);
    }

    fn visit_expr_struct(&mut self, node: &'ast syn::ExprStruct) {
        self.found |= node.qself.is_some() || !self.finder.through_modules(self.module, &node.path);
        visit::visit_expr_struct(self, node);
    }

    fn visit_pat_struct(&mut self, node: &'ast syn::PatStruct) {
        self.found |= node.qself.is_some() || !self.finder.through_modules(self.module, &node.path);
        visit::visit_pat_struct(self, node);
    }

    fn visit_pat_tuple_struct(&mut self, node: &'ast syn::PatTupleStruct) {
        self.found |= node.qself.is_some() || !self.finder.through_modules(self.module, &node.path);
        visit::visit_pat_tuple_struct(self, node);
    }
}

/// Whether a macro's raw input may call a method or name a path with two or more segments:
/// any `.` before a name, any `::`.
fn tokens_may_look_up(tokens: proc_macro2::TokenStream) -> bool {
    let mut after_dot = false;
    for token in tokens {
        match token {
            TokenTree::Group(group) => {
                if tokens_may_look_up(group.stream()) {
                    return true;
                }
                after_dot = false;
            }
            TokenTree::Ident(_) if after_dot => return true,
            TokenTree::Punct(punct) if punct.as_char() == ':' => return true,
            TokenTree::Punct(punct) => after_dot = punct.as_char() == '.',
            _ => after_dot = false,
        }
    }
    false
}

/// Counts the mentions of `names` in a module's `items`: every identifier of its items but
/// imports, and of its imports the path segments (what the leaves import is their module's).
fn count_in_module(items: &[Item], names: &BTreeSet<String>, counts: &mut BTreeMap<String, usize>) {
    for item in items {
        match item {
            Item::Use(item_use) => count_in_use_paths(&item_use.tree, names, counts),
            item => count_mentions(item, names, counts),
        }
    }
}

fn count_in_use_paths(
    tree: &UseTree,
    names: &BTreeSet<String>,
    counts: &mut BTreeMap<String, usize>,
) {
    match tree {
        UseTree::Path(path) => {
            let segment = path.ident.to_string();
            if names.contains(&segment) {
                *counts.entry(segment).or_default() += 1;
            }
            count_in_use_paths(&path.tree, names, counts);
        }
        UseTree::Group(group) => {
            for inner in &group.items {
                count_in_use_paths(inner, names, counts);
            }
        }
        UseTree::Glob(_) | UseTree::Name(_) | UseTree::Rename(_) => {}
    }
}

/// The bodies of the draft's `macro_rules!`, by name (two may share one), at any depth.
fn macro_bodies(items: &[Item]) -> BTreeMap<String, Vec<&proc_macro2::TokenStream>> {
    let mut bodies: BTreeMap<String, Vec<&proc_macro2::TokenStream>> = BTreeMap::new();
    for item in items {
        match item {
            Item::Macro(item_macro) => {
                if let Some(ident) = &item_macro.ident {
                    bodies
                        .entry(ident.to_string())
                        .or_default()
                        .push(&item_macro.mac.tokens);
                }
            }
            Item::Mod(module) => {
                if let Some((_, inner)) = &module.content {
                    for (name, more) in macro_bodies(inner) {
                        bodies.entry(name).or_default().extend(more);
                    }
                }
            }
            _ => {}
        }
    }
    bodies
}

/// The bodies of the macros `invoked` and of those their bodies call, in turn: what a
/// module's macro calls expand to, where each path resolves as if written in the module
/// (`macro_rules!` paths are not hygienic); and whether one of them calls a macro that is
/// neither the draft's nor a `std` one known to spell nothing.
fn expanded_bodies<'a>(
    invoked: &BTreeSet<String>,
    bodies: &BTreeMap<String, Vec<&'a proc_macro2::TokenStream>>,
) -> (Vec<&'a proc_macro2::TokenStream>, bool) {
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut queue: Vec<String> = invoked.iter().cloned().collect();
    let mut out = Vec::new();
    let mut opaque = false;
    while let Some(name) = queue.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        for &body in bodies.get(&name).into_iter().flatten() {
            out.push(body);
            crate::bundle::shrink::idents::each_ident(body, &mut |ident, bang| {
                if !bang {
                    return;
                }
                let called = ident.to_string();
                if bodies.contains_key(&called) {
                    queue.push(called);
                } else if !spells_what_it_is_given(&called) {
                    opaque = true;
                }
            });
        }
    }
    (out, opaque)
}

/// Counts the identifiers of `node` that are in `names`, and the names a string literal with
/// a `{` holds (an inline format argument).
fn count_mentions<'ast, N: Walked<'ast> + ?Sized>(
    node: &'ast N,
    names: &BTreeSet<String>,
    counts: &mut BTreeMap<String, usize>,
) {
    let mut formats = Vec::new();
    each_token(
        node,
        &mut |ident, bang| {
            let name = ident.to_string();
            // `write!(w, ..)` is `w.write_fmt(..)`: it spells the method `Write` has.
            if bang && (name == "write" || name == "writeln") && names.contains("write_fmt") {
                *counts.entry("write_fmt".to_string()).or_default() += 1;
            }
            if names.contains(&name) {
                *counts.entry(name).or_default() += 1;
            }
        },
        &mut |literal| {
            if literal.contains('{') {
                formats.push(literal.to_string());
            }
        },
    );
    for literal in formats {
        count_in_literal(&literal, names, counts);
    }
}

/// Counts the names a literal with a `{` holds (an inline format argument).
fn count_in_literal(text: &str, names: &BTreeSet<String>, counts: &mut BTreeMap<String, usize>) {
    if text.contains('{') {
        for name in names.iter().filter(|name| text.contains(name.as_str())) {
            *counts.entry(name.clone()).or_default() += 1;
        }
    }
}

/// A stale leaf: the module its `use` stands in, and the leaf's place in the tree (the
/// segments before it and its imported name).
type Leaf = (Vec<String>, Vec<String>, String);

struct Finder<'a> {
    root: &'a [Item],
    macros: &'a BTreeSet<String>,
    from_root: bool,
    existed: &'a BTreeSet<Vec<String>>,
}

impl Finder<'_> {
    fn scan(&self, items: &[Item], module: &mut Vec<String>, stale: &mut Vec<Leaf>) {
        each_use(items, module, &mut |item_use, module| {
            if item_use.leading_colon.is_none() {
                self.scan_tree(&item_use.tree, module, &mut Vec::new(), stale);
            }
        });
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
            // A glob of a module the draft no longer has imports nothing, and is an error.
            UseTree::Glob(_) => {
                if self.resolve(module, prefix, &mut BTreeSet::new()) == Resolved::Gone {
                    stale.push((module.to_vec(), prefix.clone(), tree_name(tree)));
                }
                return;
            }
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
        let mut visited = BTreeSet::new();
        let gone = match self.resolve(module, &path, &mut visited) {
            Resolved::Module(target) => !self.may_supply(&target, &imported, module, &mut visited),
            Resolved::Enum(variants) => !variants.contains(&imported),
            Resolved::Gone => true,
            Resolved::Unknown => false,
        };
        if gone {
            stale.push((module.to_vec(), prefix.clone(), tree_name(tree)));
        }
    }

    /// What `path` names from `module`: one of the draft's modules, when it leads through
    /// them and the imports of them only (typenum's `pub use crate::typenum::r#gen::consts;
    /// pub use consts::*;`); nothing, when a segment after the first is neither a module of
    /// the draft nor a name its module may have (a removal emptied the module, and it went).
    fn resolve(&self, module: &[String], path: &[String], visited: &mut Visited) -> Resolved {
        let Some((first, rest)) = path.split_first() else {
            return Resolved::Unknown;
        };
        let mut target: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "self" => module.to_vec(),
            "super" => match module.split_last() {
                Some((_, parent)) => parent.to_vec(),
                None => return Resolved::Unknown,
            },
            _ => {
                let base = if self.from_root { &[][..] } else { module };
                let mut here = base.to_vec();
                here.push(first.clone());
                if module_items(self.root, &here).is_some() {
                    here
                } else if self.existed.contains(&here) {
                    return Resolved::Gone;
                } else {
                    // Not a module of the draft: an import of one, or an extern crate.
                    match self.through_import(base, first, visited) {
                        Some(Resolved::Module(imported)) => imported,
                        _ => return Resolved::Unknown,
                    }
                }
            }
        };
        for (index, segment) in rest.iter().enumerate() {
            if segment == "super" {
                if target.pop().is_none() {
                    return Resolved::Unknown;
                }
            } else if segment == "self" {
                return Resolved::Unknown;
            } else {
                let parent = target.clone();
                target.push(segment.clone());
                if module_items(self.root, &target).is_some() {
                    continue;
                }
                // libm's `pub use self::copysignf::copysignf;` once `mod copysignf` went: the
                // function the import brings is no module to go through.
                if self.existed.contains(&target) {
                    return Resolved::Gone;
                }
                if let Some(imported) = self.through_import(&parent, segment, visited) {
                    match imported {
                        Resolved::Module(imported) => {
                            target = imported;
                            continue;
                        }
                        other => return other,
                    }
                }
                // The crate root has the `extern crate std` (or `core`) rustc injects.
                let injected = parent.is_empty() && matches!(segment.as_str(), "std" | "core");
                if let Some(variants) = enum_variants(self.root, &parent, segment) {
                    if index + 1 < rest.len() {
                        return Resolved::Unknown;
                    }
                    return Resolved::Enum(variants);
                }
                return if injected || self.may_supply(&parent, segment, module, visited) {
                    Resolved::Unknown
                } else {
                    Resolved::Gone
                };
            }
        }
        Resolved::Module(target)
    }

    /// What the import of `name` in the module at `module` leads to, when the module has one
    /// other than by a glob.
    fn through_import(
        &self,
        module: &[String],
        name: &str,
        visited: &mut Visited,
    ) -> Option<Resolved> {
        let items = module_items(self.root, module)?;
        let path = items.iter().find_map(|item| match item {
            Item::Use(item_use) if item_use.leading_colon.is_none() => {
                import_path(&item_use.tree, &mut Vec::new(), name)
            }
            _ => None,
        })?;
        // An import cycle leads nowhere rustc accepts either.
        if !visited.insert((module.to_vec(), format!("use {name}"))) {
            return Some(Resolved::Unknown);
        }
        Some(self.resolve(module, &path, visited))
    }
}

/// The path `tree` imports `name` from, with `name` (or the name it renames) last; `None`
/// when it does not import `name` other than by a glob.
fn import_path(tree: &UseTree, prefix: &mut Vec<String>, name: &str) -> Option<Vec<String>> {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            let found = import_path(&path.tree, prefix, name);
            prefix.pop();
            found
        }
        UseTree::Group(group) => group
            .items
            .iter()
            .find_map(|inner| import_path(inner, prefix, name)),
        UseTree::Glob(_) => None,
        UseTree::Name(leaf) if leaf.ident == "self" => {
            (prefix.last().is_some_and(|last| last == name)).then(|| prefix.clone())
        }
        UseTree::Name(leaf) => (leaf.ident == name).then(|| {
            let mut path = prefix.clone();
            path.push(name.to_string());
            path
        }),
        UseTree::Rename(rename) => (rename.rename == name).then(|| {
            let mut path = prefix.clone();
            path.push(rename.ident.to_string());
            path
        }),
    }
}

/// The modules already asked for a name, in one search.
type Visited = BTreeSet<(Vec<String>, String)>;

/// What a `use` path leads to ([`Finder::resolve`]).
#[derive(PartialEq)]
enum Resolved {
    Module(Vec<String>),
    /// An enum of the draft, with its variants.
    Enum(Vec<String>),
    Gone,
    Unknown,
}

/// The name a leaf is matched by when it is removed: its ident (`self`, a name, or the name a
/// rename imports).
fn tree_name(tree: &UseTree) -> String {
    match tree {
        UseTree::Name(name) => name.ident.to_string(),
        UseTree::Rename(rename) => format!("{} as {}", rename.ident, rename.rename),
        UseTree::Glob(_) => "*".to_string(),
        _ => String::new(),
    }
}

/// Calls `visit` with every `use` of `items` and their inline modules, and the module it
/// stands in (`module` is where `items` stand).
fn each_use(
    items: &[Item],
    module: &mut Vec<String>,
    visit: &mut dyn FnMut(&syn::ItemUse, &[String]),
) {
    for item in items {
        match item {
            Item::Use(item_use) => visit(item_use, module),
            Item::Mod(inner) => {
                if let Some((_, inner_items)) = &inner.content {
                    module.push(inner.ident.to_string());
                    each_use(inner_items, module, visit);
                    module.pop();
                }
            }
            _ => {}
        }
    }
}

/// The path from the crate root of every inline module of `items`.
pub(crate) fn module_paths(items: &[Item]) -> BTreeSet<Vec<String>> {
    fn walk(items: &[Item], path: &mut Vec<String>, out: &mut BTreeSet<Vec<String>>) {
        for item in items {
            if let Item::Mod(module) = item {
                if let Some((_, inner)) = &module.content {
                    path.push(module.ident.to_string());
                    out.insert(path.clone());
                    walk(inner, path, out);
                    path.pop();
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(items, &mut Vec::new(), &mut out);
    out
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
    /// Whether the module at `target` may have `name` for the module at `asker`: it defines
    /// or imports it, or it has an item-position macro call or a glob import that may (a glob
    /// of one of the draft's modules is followed; `visited` ends a cycle of globs). Private
    /// items and imports count only for `target` itself and the modules inside it: a `pub use
    /// inner::*` does not import `inner`'s private `use`.
    fn may_supply(
        &self,
        target: &[String],
        name: &str,
        asker: &[String],
        visited: &mut Visited,
    ) -> bool {
        let Some(items) = module_items(self.root, target) else {
            return true;
        };
        let private_seen = asker.starts_with(target);
        if !visited.insert((target.to_vec(), format!("{name} {private_seen}"))) {
            return false;
        }
        if defines(items, name, private_seen) {
            return true;
        }
        let mut globs = Vec::new();
        for item in items {
            if let Item::Use(item_use) = item {
                if !private_seen && matches!(item_use.vis, Visibility::Inherited) {
                    continue;
                }
                if item_use.leading_colon.is_some() && has_glob(&item_use.tree) {
                    return true;
                }
                glob_paths(&item_use.tree, &mut Vec::new(), &mut globs);
            }
        }
        globs
            .iter()
            .any(|glob| match self.resolve(target, glob, visited) {
                Resolved::Module(from) => self.may_supply(&from, name, target, visited),
                Resolved::Enum(variants) => variants.iter().any(|variant| variant == name),
                Resolved::Gone => false,
                Resolved::Unknown => true,
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
/// macro call that may; their private items and imports only when `private_seen`.
fn defines(items: &[Item], name: &str, private_seen: bool) -> bool {
    let seen = |vis: &Visibility| private_seen || !matches!(vis, Visibility::Inherited);
    items.iter().any(|item| match item {
        Item::Use(item_use) => seen(&item_use.vis) && tree_may_supply(&item_use.tree, None, name),
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
        item => item_ident(item).is_some_and(|(ident, vis)| ident == name && seen(vis)),
    })
}

/// The variants of the enum `name` the module at `module` defines, if it does.
fn enum_variants(root: &[Item], module: &[String], name: &str) -> Option<Vec<String>> {
    module_items(root, module)?
        .iter()
        .find_map(|item| match item {
            Item::Enum(item) if item.ident == name => Some(
                item.variants
                    .iter()
                    .map(|variant| variant.ident.to_string())
                    .collect(),
            ),
            _ => None,
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

fn item_ident(item: &Item) -> Option<(&syn::Ident, &Visibility)> {
    match item {
        Item::Const(item) => Some((&item.ident, &item.vis)),
        Item::Enum(item) => Some((&item.ident, &item.vis)),
        Item::Fn(item) => Some((&item.sig.ident, &item.vis)),
        Item::Mod(item) => Some((&item.ident, &item.vis)),
        Item::Static(item) => Some((&item.ident, &item.vis)),
        Item::Struct(item) => Some((&item.ident, &item.vis)),
        Item::Trait(item) => Some((&item.ident, &item.vis)),
        Item::TraitAlias(item) => Some((&item.ident, &item.vis)),
        Item::Type(item) => Some((&item.ident, &item.vis)),
        Item::Union(item) => Some((&item.ident, &item.vis)),
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
        leaf => {
            let name = tree_name(leaf);
            stale.iter().any(|(_, p, n)| p == prefix && *n == name)
        }
    }
}

#[cfg(test)]
mod tests;
