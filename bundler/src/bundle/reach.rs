//! Which dependencies the program can reach, decided by name before they are loaded; and,
//! once all are, which library items of the draft nothing reachable names ([`prune_draft`]).
//!
//! A crate names a dependency in items the program never uses (rand_core's `OsRng` and
//! `SeedableRng::from_entropy` name getrandom, which names libc): loading it would parse, and
//! maybe fail on, code no bundle keeps. So a dependency is loaded only when a *reachable* item of
//! a loaded crate names it, and reachability is a conservative over-approximation by name:
//! every item of the binary is reachable, and an item of a library is when its name is
//! mentioned by a reachable item of any crate (names, not paths: two items of one name are both
//! reachable). A dependency is named only where a path can start (`num` of `num::Zero`, not of
//! `std::num::ParseIntError`). Dead-code removal later removes what is not really used; this pass only has to
//! never miss what is.
//!
//! The rules (each a [`Cond`] of a [`Unit`]):
//! - a named item (fn, type, trait, const, static, `macro_rules!`, foreign item) when its name is;
//! - a trait's method, const or type when its own name is (not the trait's: `use itertools::*`
//!   brings a trait into scope that `.join(..)` then uses unspelled);
//! - an inherent impl when its type's name is, each of its items when its name is too;
//! - a trait impl when its type is (a type no loaded crate defines, as `u32`, counts), and
//!   every crate named
//!   in its header's types is ([`Cond::Extern`]: `impl From<getrandom::Error> for Error` is
//!   used only by code holding a `getrandom::Error`, which names getrandom), as is the crate its
//!   trait or type is imported from (`use serde::Serialize; impl Serialize for Map`); its items
//!   with it;
//! - `extern crate x;` when `x` is named (with `#[macro_use]`, always);
//! - a `use` when one of its names is, when it is a glob or `as _`, or, if private, when anything
//!   else in its module is (a trait imported for its methods is never named again), except a
//!   `use` of a dependency's names that only impls waiting for that dependency name;
//! - a glob `use` inside a module (num's `pub mod complex { pub use num_complex::*; }`) when
//!   the module's name is: only paths through the module reach what it imports;
//! - anything else (item-position macro calls, `impl` of what is not a path,
//!   `#[no_mangle]`/`#[global_allocator]` items) always.

use std::collections::{BTreeMap, BTreeSet};

use syn::{ImplItem, Item, TraitItem, UseTree};

/// One condition of a [`Unit`].
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cond {
    /// The name is reachable.
    Named(String),
    /// The name is reachable, or no loaded crate defines a type of that name.
    Local(String),
    /// A dependency's extern name: reachable, or that dependency is already loaded.
    Extern(String),
    /// A `use`: one of its names is reachable, or its module (`.1`) has a reachable item.
    Use(Vec<String>, usize),
}

/// A piece of a crate and the names it mentions once reachable.
#[derive(Debug, Clone)]
struct Unit {
    conds: Vec<Cond>,
    /// The module it stands in (an index into its crate's modules).
    module: usize,
    /// Whether it counts for [`Cond::Use`] (everything but `use` items).
    is_code: bool,
    names: BTreeSet<String>,
    /// The names it mentions that may name a crate ([`path_roots`]).
    roots: BTreeSet<String>,
    /// The name it defines, if any.
    defines: Option<String>,
    /// The names it cannot stand without: an impl's type and trait, a `use`'s names.
    refers: Vec<String>,
    /// For a trait's header and items: the index of the header's unit.
    trait_head: Option<usize>,
}

/// One crate's units and which of them are reachable.
#[derive(Debug, Default)]
struct CrateUnits {
    units: Vec<Unit>,
    reached: Vec<bool>,
    /// Modules with a reachable item other than a `use`.
    live_modules: BTreeSet<usize>,
    /// Names its reachable units mention where a crate can be named ([`path_roots`]): the
    /// dependencies it needs are among them.
    roots: BTreeSet<String>,
}

/// Reachability over every crate loaded so far.
#[derive(Debug, Default)]
pub(crate) struct Reach {
    crates: Vec<CrateUnits>,
    /// Every name a reachable unit mentions.
    reachable: BTreeSet<String>,
    /// Types and traits the loaded crates define.
    defined: BTreeSet<String>,
    /// Whether the units are for removing what is unreached ([`prune_draft`]).
    whole: bool,
}

impl Reach {
    /// Adds a loaded crate (in load order: the binary first, whose every item is reachable).
    /// `files` are its parsed files, `externs` its dependencies' extern names.
    pub(crate) fn add_crate<'a>(
        &mut self,
        files: impl IntoIterator<Item = &'a syn::File>,
        externs: &BTreeSet<String>,
        everything: bool,
    ) {
        let mut collect = Collect {
            externs,
            imports: BTreeMap::new(),
            units: Vec::new(),
            modules: 0,
            module_names: BTreeMap::new(),
            defined: &mut self.defined,
            whole: self.whole,
        };
        for file in files {
            let module = collect.new_module();
            collect.items(&file.items, module);
        }
        let mut units = collect.units;
        if everything {
            for unit in &mut units {
                unit.conds.clear();
            }
        }
        let reached = vec![false; units.len()];
        self.crates.push(CrateUnits {
            units,
            reached,
            ..CrateUnits::default()
        });
    }

    /// Marks every unit reachable that now is, until nothing changes. `loaded_externs(c)`:
    /// the extern names of crate `c` whose crates are loaded.
    pub(crate) fn settle(&mut self, loaded_externs: &dyn Fn(usize) -> BTreeSet<String>) {
        let loaded: Vec<BTreeSet<String>> = (0..self.crates.len()).map(loaded_externs).collect();
        loop {
            let mut changed = false;
            for (index, krate) in self.crates.iter_mut().enumerate() {
                for (at, unit) in krate.units.iter().enumerate() {
                    if krate.reached[at] {
                        continue;
                    }
                    let holds = unit.conds.iter().all(|cond| match cond {
                        Cond::Named(name) => self.reachable.contains(name),
                        Cond::Local(name) => {
                            self.reachable.contains(name) || !self.defined.contains(name)
                        }
                        Cond::Extern(name) => {
                            self.reachable.contains(name) || loaded[index].contains(name)
                        }
                        Cond::Use(names, module) => {
                            krate.live_modules.contains(module)
                                || names.iter().any(|name| self.reachable.contains(name))
                        }
                    });
                    if !holds {
                        continue;
                    }
                    krate.reached[at] = true;
                    if unit.is_code {
                        krate.live_modules.insert(unit.module);
                    }
                    krate.roots.extend(unit.roots.iter().cloned());
                    self.reachable.extend(unit.names.iter().cloned());
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// Removes from crate `index`'s files (as given to [`Reach::add_crate`]) the unreachable
    /// items that name a dependency that was not loaded (`unloaded`), which the draft could not
    /// compile, and the unreachable impls and `use`s of what they define. Returns how many
    /// went.
    pub(crate) fn prune<'a>(
        &self,
        index: usize,
        files: impl IntoIterator<Item = &'a mut syn::File>,
        unloaded: &BTreeSet<String>,
        left_out: &BTreeSet<String>,
    ) -> usize {
        let Some(krate) = self.crates.get(index) else {
            return 0;
        };
        let mut dropped: Vec<bool> = krate
            .units
            .iter()
            .zip(&krate.reached)
            .map(|(unit, reached)| {
                // A crate left out (it cannot be carried): whatever names it goes, reached or
                // not; the draft then says whether the program needed it.
                unit.roots.iter().any(|n| left_out.contains(n))
                    || (!reached && unit.roots.iter().any(|n| unloaded.contains(n)))
            })
            .collect();
        loop {
            // What each unit defines, and what its `use`s import (`Serialize` of a dropped
            // `use serde::Serialize`: the unreachable `impl Serialize for Map` goes with it).
            // A name a dropped unit defines is gone unless a *reached* unit defines it too:
            // an unreached unit naming it may mean the dropped one (lock_api's inherent
            // `MutexGuard::bump` calls the trait method `RawMutexFair::bump`, which went with
            // the `defer!` it calls), and being unreached it may go.
            let defined = |dropped_now: bool| -> BTreeSet<&String> {
                krate
                    .units
                    .iter()
                    .zip(&dropped)
                    .zip(&krate.reached)
                    .filter(|((_, dropped), reached)| {
                        **dropped == dropped_now && (dropped_now || **reached)
                    })
                    .map(|((unit, _), _)| unit)
                    .flat_map(|unit| {
                        let imported = unit.conds.iter();
                        let imported = imported.flat_map(|cond| match cond {
                            Cond::Use(names, _) => names.iter().collect::<Vec<_>>(),
                            _ => Vec::new(),
                        });
                        unit.defines.iter().chain(imported)
                    })
                    .collect()
            };
            let kept = defined(false);
            let gone: BTreeSet<&String> = defined(true).difference(&kept).copied().collect();
            // Modules that lost a `use` of a crate that is not there: it may have imported a
            // trait whose methods their code calls unspelled (primal-check's `use
            // num_integer::Integer;` for `step.lcm(..)` in `as_perfect_power`), which no name
            // tells; their unreachable code goes too. (A trait of the crate that went takes
            // the callers of its methods by name, above. The imports of what went are then
            // stale: dead-code removal's first step.)
            let lost_use: BTreeSet<usize> = krate
                .units
                .iter()
                .zip(&dropped)
                .filter(|(unit, dropped)| {
                    **dropped
                        && !unit.is_code
                        && unit
                            .roots
                            .iter()
                            .any(|root| unloaded.contains(root) || left_out.contains(root))
                })
                .map(|(unit, _)| unit.module)
                .collect();
            let mut changed = false;
            for (at, unit) in krate.units.iter().enumerate() {
                if !dropped[at]
                    && !krate.reached[at]
                    && unit.is_code
                    && lost_use.contains(&unit.module)
                {
                    dropped[at] = true;
                    changed = true;
                    continue;
                }
                let refers = unit.refers.iter().chain(&unit.names);
                // What a left-out crate's imports brought (`Serialize` for `impl Serialize for
                // SmallVec`) goes with them, reached or not.
                if !dropped[at]
                    && (!krate.reached[at] || !left_out.is_empty())
                    && refers.into_iter().any(|r| gone.contains(r))
                {
                    dropped[at] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let mut walk = Prune {
            dropped: &dropped,
            at: 0,
            removed: 0,
            for_draft: false,
        };
        for file in files {
            walk.items(&mut file.items);
        }
        walk.removed
    }

    /// Makes every unit of a trait reachable once one is (the trait then stays whole, and
    /// what its other items name must stay with it); returns whether any unit became so.
    fn reach_whole_traits(&mut self) -> bool {
        let mut changed = false;
        for krate in &mut self.crates {
            let live_heads: BTreeSet<usize> = krate
                .units
                .iter()
                .zip(&krate.reached)
                .filter(|(_, reached)| **reached)
                .filter_map(|(unit, _)| unit.trait_head)
                .collect();
            for (at, unit) in krate.units.iter().enumerate() {
                if !krate.reached[at] && unit.trait_head.is_some_and(|h| live_heads.contains(&h)) {
                    krate.reached[at] = true;
                    krate.live_modules.insert(unit.module);
                    self.reachable.extend(unit.names.iter().cloned());
                    changed = true;
                }
            }
        }
        changed
    }

    /// Removes from crate `index`'s files every unit that is not reachable: a trait stays
    /// whole while any of its units is reachable (its impls name its items). Returns how many
    /// went.
    pub(crate) fn prune_unreached<'a>(
        &self,
        index: usize,
        files: impl IntoIterator<Item = &'a mut syn::File>,
    ) -> usize {
        let Some(krate) = self.crates.get(index) else {
            return 0;
        };
        let dropped: Vec<bool> = krate.reached.iter().map(|reached| !reached).collect();
        let mut walk = Prune {
            dropped: &dropped,
            at: 0,
            removed: 0,
            for_draft: true,
        };
        for file in files {
            walk.items(&mut file.items);
        }
        walk.removed
    }

    /// For whoever debugs: the beginning of a reachable unit of crate `index` that names
    /// `name`, and what made it reachable.
    pub(crate) fn why(&self, index: usize, name: &str) -> String {
        let Some(krate) = self.crates.get(index) else {
            return String::new();
        };
        krate
            .units
            .iter()
            .zip(&krate.reached)
            .find(|(unit, reached)| **reached && unit.roots.contains(name))
            .map(|(unit, _)| {
                format!(
                    "named by a unit under {:?} naming {:?}",
                    unit.conds,
                    unit.names.iter().take(12).collect::<Vec<_>>()
                )
            })
            .unwrap_or_default()
    }

    /// Whether a reachable unit of crate `index` (in [`Reach::add_crate`] order) mentions
    /// `name` where a crate can be named.
    pub(crate) fn names(&self, index: usize, name: &str) -> bool {
        self.crates
            .get(index)
            .is_some_and(|krate| krate.roots.contains(name))
    }
}

/// Removes from `file`, an assembled draft (the binary's items, then each library in the
/// top-level module `libraries` names), the library items that no reachable item names, by
/// the rules above with every crate loaded; returns how many went.
///
/// Dead-code removal runs it on its first draft, before rustc is asked: a third of a megabyte
/// draft is often named by nothing (libc's constants, typenum's impls), and each rustc check
/// of it costs seconds. Two rules are stricter than for loading: a trait stays whole while
/// any of its items is reachable (its impls name every item), and a glob `use` in a module
/// stays while the module's own code does (`mod x86_arch { use super::*; impl Bitmap<U128>
/// .. }`), not only when a path names the module.
pub(crate) fn prune_draft(file: &mut syn::File, libraries: &BTreeSet<String>) -> usize {
    let is_library = |item: &Item| {
        matches!(item, Item::Mod(module) if module.content.is_some()
            && libraries.contains(&module.ident.to_string()))
    };
    let as_file = |items: Vec<Item>| syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    };
    let own = as_file(
        file.items
            .iter()
            .filter(|item| !is_library(item))
            .cloned()
            .collect(),
    );
    let mut library_files: Vec<syn::File> = Vec::new();
    for item in &mut file.items {
        if let (true, Item::Mod(module)) = (is_library(item), &mut *item) {
            if let Some((_, items)) = module.content.as_mut() {
                library_files.push(as_file(std::mem::take(items)));
            }
        }
    }
    let none = BTreeSet::new();
    let mut reach = Reach {
        whole: true,
        ..Reach::default()
    };
    reach.add_crate([&own], &none, true);
    for library in &library_files {
        reach.add_crate([library], &none, false);
    }
    loop {
        reach.settle(&|_| BTreeSet::new());
        if !reach.reach_whole_traits() {
            break;
        }
    }
    let mut removed = 0;
    for (at, library) in library_files.iter_mut().enumerate() {
        removed += reach.prune_unreached(at + 1, [&mut *library]);
    }
    // Back in the modules they came from, in the same order.
    let mut library_files = library_files.into_iter();
    for item in &mut file.items {
        if !is_library(item) {
            continue;
        }
        if let (Item::Mod(module), Some(library)) = (item, library_files.next()) {
            if let Some((_, items)) = module.content.as_mut() {
                *items = library.items;
            }
        }
    }
    removed
}

/// Splits one crate's items into units.
struct Collect<'a> {
    externs: &'a BTreeSet<String>,
    /// Per module: each name its `use`s import from a dependency -> that dependency's
    /// extern name.
    imports: BTreeMap<usize, BTreeMap<String, String>>,
    units: Vec<Unit>,
    modules: usize,
    /// The names of inline modules (`mod m { .. }`) by index.
    module_names: BTreeMap<usize, String>,
    defined: &'a mut BTreeSet<String>,
    /// Whether the units are for removing what is unreached ([`prune_draft`]).
    whole: bool,
}

impl Collect<'_> {
    fn new_module(&mut self) -> usize {
        self.modules += 1;
        self.modules - 1
    }

    fn push(&mut self, conds: Vec<Cond>, module: usize, tokens: proc_macro2::TokenStream) {
        let defines = conds.iter().find_map(|cond| match cond {
            Cond::Named(name) => Some(name.clone()),
            _ => None,
        });
        self.units.push(Unit {
            conds,
            module,
            is_code: true,
            names: idents(tokens.clone()),
            roots: path_roots(tokens),
            defines,
            refers: Vec::new(),
            trait_head: None,
        });
    }

    fn items(&mut self, items: &[Item], module: usize) {
        let imports = self.imports_from_dependencies(items);
        self.imports.insert(module, imports.clone());
        let first = self.units.len();
        for item in items {
            self.item(item, module);
        }
        // A private `use` of a dependency's names that only the module's impls of them name
        // (`use serde::{Serialize, SerializeSeq}; impl Serialize for SmallVec ..`, its
        // `SerializeSeq` imported for methods) is there for those impls: it is needed when
        // one of its names is, not whenever its module is. (Not seen: the same `use` also
        // bringing a trait the module's other code calls unspelled; that crate then has to be
        // needed by a name of its own.)
        let code = self.units[first..]
            .iter()
            .filter(|unit| unit.module == module && unit.is_code);
        let (gated, ungated): (Vec<&Unit>, Vec<&Unit>) =
            code.partition(|unit| unit.conds.iter().any(|c| matches!(c, Cond::Extern(_))));
        let gated_names: BTreeSet<&String> = gated.iter().flat_map(|unit| &unit.names).collect();
        let ungated_names: BTreeSet<&String> =
            ungated.iter().flat_map(|unit| &unit.names).collect();
        let mut for_impls = Vec::new();
        for (at, unit) in self.units.iter().enumerate().skip(first) {
            let [Cond::Use(names, used_in)] = unit.conds.as_slice() else {
                continue;
            };
            let only_for_impls = *used_in == module
                && names.iter().any(|name| gated_names.contains(name))
                && names
                    .iter()
                    .all(|name| imports.contains_key(name) && !ungated_names.contains(name));
            if only_for_impls {
                for_impls.push(at);
            }
        }
        for at in for_impls {
            if let Some(Cond::Use(_, used_in)) = self.units[at].conds.first_mut() {
                *used_in = usize::MAX;
            }
        }
    }

    /// The names the `use`s among `items` import from a dependency (`Serialize` of `use
    /// serde::{Serialize, de}`, of `use self::serde::Serialize` after `extern crate serde;`,
    /// of `use s::Serialize` after `extern crate serde as s;`) -> its extern name.
    fn imports_from_dependencies(&self, items: &[Item]) -> BTreeMap<String, String> {
        let mut aliases: BTreeMap<String, String> = BTreeMap::new();
        for item in items {
            if let Item::ExternCrate(extern_crate) = item {
                let name = extern_crate.ident.to_string();
                if self.externs.contains(&name) {
                    aliases.insert(extern_alias(extern_crate).to_string(), name);
                }
            }
        }
        let mut out = BTreeMap::new();
        for item in items {
            let Item::Use(item_use) = item else { continue };
            let mut tree = &item_use.tree;
            // `self::serde` names this module's `extern crate serde`.
            let mut through_self = false;
            while let UseTree::Path(path) = tree {
                if path.ident != "self" || through_self {
                    break;
                }
                through_self = true;
                tree = &path.tree;
            }
            let UseTree::Path(path) = tree else { continue };
            let first = path.ident.to_string();
            let dependency = aliases.get(&first).cloned().or_else(|| {
                (!through_self && self.externs.contains(&first)).then(|| first.clone())
            });
            if let Some(dependency) = dependency {
                for name in names_of(&path.tree) {
                    if name != "_" {
                        out.insert(name, dependency.clone());
                    }
                }
            }
        }
        out
    }

    /// The dependency a path's first segment is imported from in `module`, or is.
    fn dependency_of(&self, module: usize, first: &str) -> Option<String> {
        self.imports
            .get(&module)
            .and_then(|imports| imports.get(first).cloned())
    }

    fn item(&mut self, item: &Item, module: usize) {
        use quote::ToTokens;
        let always = attrs_of(item).iter().any(|attr| {
            ["no_mangle", "export_name", "global_allocator", "used"]
                .iter()
                .any(|name| attr.path().is_ident(name))
        });
        let named = |ident: &syn::Ident| {
            if always || ident == "_" {
                Vec::new()
            } else {
                vec![Cond::Named(plain(ident))]
            }
        };
        match item {
            Item::Mod(item_mod) => {
                if let Some((_, items)) = &item_mod.content {
                    let inner = self.new_module();
                    self.module_names.insert(inner, plain(&item_mod.ident));
                    self.items(items, inner);
                }
            }
            Item::Use(item_use) => {
                let mut names = Vec::new();
                let open = use_names(&item_use.tree, &mut names);
                // A `pub use` re-exports: whoever uses it names it. Only a private one may be
                // there for the methods of a trait its module calls.
                let private = matches!(item_use.vis, syn::Visibility::Inherited);
                // A glob in a module other than the root (num's `pub mod complex { pub use
                // num_complex::*; }`) imports only for paths through the module, which name it.
                let glob_in = self
                    .module_names
                    .get(&module)
                    .filter(|_| is_glob(&item_use.tree));
                let conds = if let Some(module_name) = glob_in {
                    // Its module's own code may use what it brings, too: that counts once
                    // unreached code goes, not for which crates load.
                    if self.whole {
                        vec![Cond::Use(vec![module_name.clone()], module)]
                    } else {
                        vec![Cond::Named(module_name.clone())]
                    }
                } else if open {
                    Vec::new()
                } else {
                    vec![Cond::Use(names, if private { module } else { usize::MAX })]
                };
                self.units.push(Unit {
                    conds,
                    module,
                    is_code: false,
                    names: idents(item.to_token_stream()),
                    roots: path_roots(item.to_token_stream()),
                    defines: None,
                    refers: names_of(&item_use.tree),
                    trait_head: None,
                });
            }
            Item::Struct(item) => {
                self.defined.insert(plain(&item.ident));
                self.push(named(&item.ident), module, item.to_token_stream());
            }
            Item::Enum(item) => {
                self.defined.insert(plain(&item.ident));
                self.push(named(&item.ident), module, item.to_token_stream());
            }
            Item::Union(item) => {
                self.defined.insert(plain(&item.ident));
                self.push(named(&item.ident), module, item.to_token_stream());
            }
            Item::Type(item) => {
                self.defined.insert(plain(&item.ident));
                self.push(named(&item.ident), module, item.to_token_stream());
            }
            Item::TraitAlias(item) => {
                self.defined.insert(plain(&item.ident));
                self.push(named(&item.ident), module, item.to_token_stream());
            }
            Item::Fn(item) => self.push(named(&item.sig.ident), module, item.to_token_stream()),
            Item::Const(item) => self.push(named(&item.ident), module, item.to_token_stream()),
            Item::Static(item) => self.push(named(&item.ident), module, item.to_token_stream()),
            Item::Macro(item) => {
                let conds = item.ident.as_ref().map(named).unwrap_or_default();
                self.push(conds, module, item.to_token_stream());
            }
            Item::ForeignMod(foreign) => {
                for foreign_item in &foreign.items {
                    let conds = match foreign_item {
                        syn::ForeignItem::Fn(item) => named(&item.sig.ident),
                        syn::ForeignItem::Static(item) => named(&item.ident),
                        syn::ForeignItem::Type(item) => named(&item.ident),
                        _ => Vec::new(),
                    };
                    self.push(conds, module, foreign_item.to_token_stream());
                }
            }
            Item::Trait(item_trait) => {
                let name = plain(&item_trait.ident);
                self.defined.insert(name.clone());
                let header = named(&item_trait.ident);
                let mut head = item_trait.clone();
                head.items.clear();
                let head_at = self.units.len();
                self.push(header.clone(), module, head.to_token_stream());
                // Not the trait's name: a glob import brings a trait into scope unspelled
                // (`use itertools::*` then `.join(..)`).
                for trait_item in &item_trait.items {
                    let mut conds = Vec::new();
                    let own = match trait_item {
                        TraitItem::Fn(item) => Some(&item.sig.ident),
                        TraitItem::Const(item) => Some(&item.ident),
                        TraitItem::Type(item) => Some(&item.ident),
                        _ => None,
                    };
                    if let Some(own) = own {
                        conds.push(Cond::Named(plain(own)));
                    }
                    self.push(conds, module, trait_item.to_token_stream());
                }
                for unit in &mut self.units[head_at..] {
                    unit.trait_head = Some(head_at);
                }
            }
            Item::Impl(item_impl) => self.item_impl(item_impl, module, always),
            // `extern crate serde;` (crates with serde support behind a feature) is needed
            // once its name is used; with `#[macro_use]` its macros are used unspelled.
            Item::ExternCrate(extern_crate)
                if self.externs.contains(&extern_crate.ident.to_string())
                    && !extern_crate
                        .attrs
                        .iter()
                        .any(|attr| attr.path().is_ident("macro_use")) =>
            {
                let alias = extern_alias(extern_crate);
                self.push(
                    vec![Cond::Named(alias.to_string())],
                    module,
                    item.to_token_stream(),
                );
                if let Some(unit) = self.units.last_mut() {
                    // Not code: a module is not live by its `extern crate` alone. It defines
                    // its alias: left out, what names it (`use self::serde::..`) goes too.
                    unit.is_code = false;
                }
            }
            _ => self.push(Vec::new(), module, item.to_token_stream()),
        }
    }

    fn item_impl(&mut self, item_impl: &syn::ItemImpl, module: usize, always: bool) {
        use quote::ToTokens;
        let generics: BTreeSet<String> = item_impl
            .generics
            .type_params()
            .map(|param| plain(&param.ident))
            .collect();
        let mut conds = Vec::new();
        if let Some(self_name) = type_name(&item_impl.self_ty) {
            if !generics.contains(&self_name) {
                conds.push(Cond::Local(self_name));
            }
        }
        let trait_name = item_impl
            .trait_
            .as_ref()
            .and_then(|(_, path, _)| path.segments.last())
            .map(|segment| plain(&segment.ident));
        // Crates the header's types name: the self type, the trait's generic arguments.
        let mut header = item_impl.self_ty.to_token_stream();
        if let Some((_, path, _)) = &item_impl.trait_ {
            header.extend(path.to_token_stream());
        }
        for name in crate_roots(header) {
            if self.externs.contains(&name) {
                conds.push(Cond::Extern(name));
            }
        }
        // The trait or type imported from a dependency (`use serde::Serialize; impl
        // Serialize for Map`): used only by code that has that dependency.
        let trait_first = item_impl
            .trait_
            .as_ref()
            .and_then(|(_, path, _)| path.segments.first())
            .map(|segment| plain(&segment.ident));
        for first in trait_first.into_iter().chain(type_name(&item_impl.self_ty)) {
            if let Some(dependency) = self.dependency_of(module, &first) {
                if !conds.contains(&Cond::Extern(dependency.clone())) {
                    conds.push(Cond::Extern(dependency));
                }
            }
        }
        if always {
            conds.clear();
        }
        let mut head = item_impl.clone();
        head.items.clear();
        self.push(conds.clone(), module, head.to_token_stream());
        if let Some(unit) = self.units.last_mut() {
            unit.defines = None;
            unit.refers = type_name(&item_impl.self_ty)
                .into_iter()
                .chain(trait_name.clone())
                .collect();
        }
        for impl_item in &item_impl.items {
            let mut item_conds = conds.clone();
            let own = match impl_item {
                ImplItem::Fn(item) => Some(&item.sig.ident),
                ImplItem::Const(item) => Some(&item.ident),
                ImplItem::Type(item) => Some(&item.ident),
                _ => None,
            };
            // A trait impl's items stand or fall with it: one could be removed below only if
            // the impl could do without it.
            if let (Some(own), false, None) = (own, always, &trait_name) {
                item_conds.push(Cond::Named(plain(own)));
            }
            self.push(item_conds, module, impl_item.to_token_stream());
            if let (Some(unit), Some(_)) = (self.units.last_mut(), &trait_name) {
                unit.defines = None;
            }
        }
    }
}

/// Walks the items in [`Collect`]'s order, removing the dropped units.
struct Prune<'a> {
    dropped: &'a [bool],
    at: usize,
    removed: usize,
    /// Whether a trait goes only whole, when none of its units is kept, and an `extern` block
    /// emptied goes ([`prune_draft`]).
    for_draft: bool,
}

impl Prune<'_> {
    fn next(&mut self) -> bool {
        let dropped = self.dropped.get(self.at).copied().unwrap_or(false);
        self.at += 1;
        if dropped {
            self.removed += 1;
        }
        dropped
    }

    fn items(&mut self, items: &mut Vec<Item>) {
        items.retain_mut(|item| match item {
            Item::Mod(item_mod) => {
                if let Some((_, items)) = &mut item_mod.content {
                    self.items(items);
                }
                true
            }
            Item::ForeignMod(foreign) => {
                let before = foreign.items.len();
                foreign.items.retain(|_| !self.next());
                // Emptied, and no `#[link]` saying what to link: it says nothing more.
                !(self.for_draft
                    && before > 0
                    && foreign.items.is_empty()
                    && foreign.attrs.is_empty())
            }
            Item::Trait(item_trait) if self.for_draft => {
                let head = self.next();
                let items: Vec<bool> = item_trait.items.iter().map(|_| self.next()).collect();
                !(head && items.iter().all(|dropped| *dropped))
            }
            Item::Trait(item_trait) => {
                let head = self.next();
                item_trait.items.retain(|_| !self.next());
                !head
            }
            Item::Impl(item_impl) => {
                // A trait impl without one of its items would not compile: it goes whole.
                let head = self.next();
                let items: Vec<bool> = item_impl.items.iter().map(|_| self.next()).collect();
                let whole = head || (item_impl.trait_.is_some() && items.contains(&true));
                let mut at = 0;
                item_impl.items.retain(|_| {
                    at += 1;
                    !items[at - 1]
                });
                !whole
            }
            _ => !self.next(),
        });
    }
}

/// The attributes of an item, for the kinds that may carry linkage attributes.
fn attrs_of(item: &Item) -> &[syn::Attribute] {
    match item {
        Item::Fn(item) => &item.attrs,
        Item::Static(item) => &item.attrs,
        Item::ForeignMod(item) => &item.attrs,
        Item::Impl(item) => &item.attrs,
        _ => &[],
    }
}

/// The names a `use` tree brings in; true when it is open (a glob or `as _`: it may bring in
/// names no one spells).
fn use_names(tree: &UseTree, out: &mut Vec<String>) -> bool {
    match tree {
        UseTree::Path(path) => use_names(&path.tree, out),
        UseTree::Name(name) => {
            out.push(plain(&name.ident));
            false
        }
        UseTree::Rename(rename) => {
            out.push(plain(&rename.rename));
            rename.rename == "_"
        }
        UseTree::Glob(_) => true,
        UseTree::Group(group) => {
            // Every item, for its names, not only up to the first open one.
            let mut open = false;
            for item in &group.items {
                open |= use_names(item, out);
            }
            open
        }
    }
}

/// An identifier as [`idents`] names it: `gen` for `r#gen` (older crates' `gen`, raw in a
/// 2024 draft), so that a definition and a mention agree.
fn plain(ident: &syn::Ident) -> String {
    let name = ident.to_string();
    match name.strip_prefix("r#") {
        Some(bare) => bare.to_string(),
        None => name,
    }
}

/// The name `extern crate x [as y];` gives the crate: `y`, else `x`.
fn extern_alias(extern_crate: &syn::ItemExternCrate) -> &syn::Ident {
    extern_crate
        .rename
        .as_ref()
        .map_or(&extern_crate.ident, |(_, alias)| alias)
}

/// Whether a `use` tree is one glob (`num_complex::*`), no other leaf beside it.
fn is_glob(tree: &UseTree) -> bool {
    match tree {
        UseTree::Path(path) => is_glob(&path.tree),
        UseTree::Glob(_) => true,
        _ => false,
    }
}

/// The names a `use` tree brings in.
fn names_of(tree: &UseTree) -> Vec<String> {
    let mut names = Vec::new();
    use_names(tree, &mut names);
    names
}

/// The last identifier of a type that is a path (`Foo` of `&'a crate::x::Foo<T>`).
fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| plain(&s.ident)),
        syn::Type::Reference(reference) => type_name(&reference.elem),
        syn::Type::Paren(paren) => type_name(&paren.elem),
        syn::Type::Group(group) => type_name(&group.elem),
        _ => None,
    }
}

/// The identifiers of `tokens` that may name a crate: all but those a path continues with
/// (`num` of `std::num::ParseIntError` or of `use std::{num::ParseIntError}`, `new` of
/// `Vec::<u8>::new`), which a crate's name can never be. A leading `::` (`::num::Zero`, `->
/// ::num::Zero`) starts a path.
fn path_roots(tokens: proc_macro2::TokenStream) -> BTreeSet<String> {
    path_starts(tokens, false)
}

/// The first segments of multi-segment paths in `tokens` (`getrandom` of
/// `getrandom::Error`), at any depth: the [`path_roots`] a `::` follows.
fn crate_roots(tokens: proc_macro2::TokenStream) -> BTreeSet<String> {
    path_starts(tokens, true)
}

/// [`path_roots`], or with `with_tail` only those a `::` follows.
fn path_starts(tokens: proc_macro2::TokenStream, with_tail: bool) -> BTreeSet<String> {
    use proc_macro2::{Delimiter, TokenTree};
    /// Keywords after which `::` starts a path rather than continuing one.
    const STARTS: [&str; 22] = [
        "as", "box", "break", "const", "dyn", "else", "for", "if", "impl", "in", "let", "match",
        "move", "mut", "pub", "ref", "return", "static", "type", "use", "where", "while",
    ];
    fn is_colon(tree: Option<&TokenTree>) -> bool {
        matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ':')
    }
    fn walk(tokens: proc_macro2::TokenStream, with_tail: bool, out: &mut BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        // Whether the `::` ending just before `at` continues a path.
        let continues = |at: usize| -> bool {
            let colons = at >= 2 && is_colon(trees.get(at - 1)) && is_colon(trees.get(at - 2));
            if !colons || at < 3 {
                return false;
            }
            match &trees[at - 3] {
                TokenTree::Ident(ident) => !STARTS.contains(&ident.to_string().as_str()),
                // `Vec::<u8>::new`, not `-> ::num::Zero` nor `=> ::num::zero()`.
                TokenTree::Punct(punct) if punct.as_char() == '>' => {
                    !(at >= 4
                        && matches!(&trees[at - 4], TokenTree::Punct(p)
                        if matches!(p.as_char(), '-' | '=') && p.spacing() == proc_macro2::Spacing::Joint))
                }
                _ => false,
            }
        };
        for (at, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident)
                    if !continues(at) && (!with_tail || is_colon(trees.get(at + 1))) =>
                {
                    let name = ident.to_string();
                    out.insert(name.strip_prefix("r#").unwrap_or(&name).to_string());
                }
                // The rest of a `use` tree: `std::{num::ParseIntError, io}`.
                TokenTree::Group(group)
                    if group.delimiter() == Delimiter::Brace && continues(at) => {}
                TokenTree::Group(group) => walk(group.stream(), with_tail, out),
                _ => {}
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(tokens, with_tail, &mut out);
    out
}

/// Every identifier in `tokens`, raw ones without `r#`.
fn idents(tokens: proc_macro2::TokenStream) -> BTreeSet<String> {
    fn walk(tokens: proc_macro2::TokenStream, out: &mut BTreeSet<String>) {
        for tree in tokens {
            match tree {
                proc_macro2::TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    out.insert(name.strip_prefix("r#").unwrap_or(&name).to_string());
                }
                proc_macro2::TokenTree::Group(group) => walk(group.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(tokens, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether crate 1 (a library whose dependencies are `externs`) needs `name`, with the
    /// binary `bin` as crate 0.
    fn needs(bin: &str, lib: &str, externs: &[&str], name: &str) -> bool {
        let bin: syn::File = syn::parse_str(bin).expect("bin parses");
        let lib: syn::File = syn::parse_str(lib).expect("lib parses");
        let externs: BTreeSet<String> = externs.iter().map(|e| e.to_string()).collect();
        let mut reach = Reach::default();
        reach.add_crate([&bin], &BTreeSet::from(["lib".to_string()]), true);
        reach.add_crate([&lib], &externs, false);
        reach.settle(&|_| BTreeSet::new());
        reach.names(1, name)
    }

    /// Crate 1 (`lib`, whose dependencies are `externs`, none loaded) pruned for the binary
    /// `bin`: whether it names `probe` after settling, and its tokens after.
    fn pruned(bin: &str, lib: &str, externs: &[&str], probe: &str) -> (bool, String) {
        let bin: syn::File = syn::parse_str(bin).expect("bin parses");
        let mut lib: syn::File = syn::parse_str(lib).expect("lib parses");
        let externs: BTreeSet<String> = externs.iter().map(|e| e.to_string()).collect();
        let mut reach = Reach::default();
        reach.add_crate([&bin], &BTreeSet::from(["lib".to_string()]), true);
        reach.add_crate([&lib], &externs, false);
        reach.settle(&|_| BTreeSet::new());
        let names = reach.names(1, probe);
        reach.prune(1, [&mut lib], &externs, &BTreeSet::new());
        (names, quote::ToTokens::to_token_stream(&lib).to_string())
    }

    /// rand_core 0.6's shape: its getrandom paths are `OsRng`, a trait's default method and a
    /// `From` impl for its error type.
    const RAND_CORE: &str = "
        pub mod os { use getrandom::getrandom; pub struct OsRng;
            impl crate::RngCore for OsRng { fn next_u64(&mut self) -> u64 { getrandom(); 0 } } }
        pub use os::OsRng;
        pub trait RngCore { fn next_u64(&mut self) -> u64; }
        pub trait SeedableRng: Sized { fn seed_from_u64(state: u64) -> Self;
            fn from_entropy() -> Self { getrandom::getrandom(); Self::seed_from_u64(0) } }
        pub struct Error;
        impl From<getrandom::Error> for Error { fn from(_: getrandom::Error) -> Self { Error } }
        impl core::fmt::Display for Error {
            fn fmt(&self, f: &mut core::fmt::Formatter) -> core::fmt::Result { Ok(()) } }";

    #[test]
    fn a_dependency_only_unused_items_name_is_not_needed() {
        let bin = "use lib::{RngCore, SeedableRng, Error}; \
                   fn main() { let e: Error = todo!(); println!(\"{}\", e); }";
        assert!(!needs(bin, RAND_CORE, &["getrandom"], "getrandom"));
    }

    #[test]
    fn a_dependency_a_used_item_names_is_needed() {
        for bin in [
            "fn main() { let _ = lib::OsRng; }",
            "fn main() { let _: X = lib::SeedableRng::from_entropy(); }",
        ] {
            assert!(needs(bin, RAND_CORE, &["getrandom"], "getrandom"), "{bin}");
        }
    }

    #[test]
    fn a_trait_imported_for_its_methods_brings_its_crate() {
        // `dep::Ext` is never named again; `go` is reachable, so its module's `use` is.
        let lib = "mod m { use dep::Ext; pub fn go() { 1.ext(); } } pub use m::go; \
                   mod n { use other::Thing; pub fn unused() {} }";
        let bin = "fn main() { lib::go(); }";
        assert!(needs(bin, lib, &["dep", "other"], "dep"));
        assert!(!needs(bin, lib, &["dep", "other"], "other"));
        let anonymous = "use dep::Ext as _; pub fn go() {}";
        assert!(needs(bin, anonymous, &["dep"], "dep"));
    }

    #[test]
    fn std_trait_impls_and_macro_calls_count_without_being_named() {
        let lib = "pub struct S; impl Drop for S { fn drop(&mut self) { dep::f(); } } \
                   some_macro! { other::g(); }";
        let bin = "fn main() { let _ = lib::S; }";
        assert!(needs(bin, lib, &["dep", "other"], "dep"));
        assert!(needs(bin, lib, &["dep", "other"], "other"));
    }

    #[test]
    fn unreachable_code_of_a_module_that_lost_a_use_goes_with_it() {
        // primal-check: `step.lcm(&expn)` calls num-integer's `Integer` unspelled.
        let (names, out) = pruned(
            "fn main() { lib::is_prime(); }",
            "pub use perfect_power::as_perfect_power; pub use is_prime::is_prime; \
             mod perfect_power { use num_integer::Integer; \
                 pub fn as_perfect_power(step: u32) -> u32 { step.lcm(&2) } } \
             mod is_prime { pub fn is_prime() {} }",
            &["num_integer"],
            "num_integer",
        );
        assert!(!names);
        assert!(!out.contains("num_integer"), "{out}");
        assert!(!out.contains("fn as_perfect_power"), "{out}");
        assert!(out.contains("fn is_prime"), "{out}");
    }

    #[test]
    fn unreachable_items_naming_an_unloaded_crate_go_with_what_needs_them() {
        let bin: syn::File =
            syn::parse_str("use lib::{RngCore, Error}; fn main() {}").expect("parses");
        let mut lib: syn::File = syn::parse_str(RAND_CORE).expect("parses");
        let externs = BTreeSet::from(["getrandom".to_string()]);
        let mut reach = Reach::default();
        reach.add_crate([&bin], &BTreeSet::new(), true);
        reach.add_crate([&lib], &externs, false);
        reach.settle(&|_| BTreeSet::new());
        assert!(reach.prune(1, [&mut lib], &externs, &BTreeSet::new()) > 0);
        let out = quote::ToTokens::to_token_stream(&lib).to_string();
        assert!(!out.contains("getrandom"), "{out}");
        // `OsRng` names no getrandom, but its module lost `use getrandom..`: unreachable, it
        // goes too, and its `RngCore` impl whole (dead-code removal's first step then drops
        // the stale `pub use os::OsRng`).
        assert!(!out.contains("pub struct OsRng"), "{out}");
        assert!(!out.contains("for OsRng"), "{out}");
        assert!(out.contains("fn seed_from_u64"), "{out}");
        assert!(
            out.contains("impl core :: fmt :: Display for Error"),
            "{out}"
        );
    }

    #[test]
    fn an_unreachable_method_calling_a_dropped_trait_method_of_its_name_goes_too() {
        // lock_api 0.5: `defer!` names scopeguard, which the program does not reach; the
        // trait's default `bump` calls it, and the inherent `MutexGuard::bump` calls that.
        let (names, out) = pruned(
            "fn main() { let _ = lib::Guard::new(); }",
            "macro_rules! defer { ($($t:tt)*) => { let _g = scopeguard::guard((), |()| { $($t)* }); }; } \
             pub trait RawFair { fn unlock(&self); fn bump(&self) { defer!(self.unlock()); } } \
             pub struct Guard<R>(R); \
             impl<R> Guard<R> { pub fn new() -> Self { todo!() } } \
             impl<R: RawFair> Guard<R> { pub fn bump(&self) { self.0.bump() } }",
            &["scopeguard"],
            "scopeguard",
        );
        assert!(!names);
        assert!(!out.contains("scopeguard"), "{out}");
        assert!(!out.contains("fn bump"), "{out}");
        assert!(out.contains("fn unlock"), "{out}");
        assert!(out.contains("fn new"), "{out}");
    }

    #[test]
    fn a_path_continuing_with_a_crate_name_does_not_need_the_crate() {
        let lib = "pub fn f() {}";
        for bin in [
            "use std::num::ParseIntError; fn main() {}",
            "use std::{io, num::ParseIntError}; fn main() {}",
            "fn main() { let _ = std::num::NonZeroU8::new(1); }",
            "fn main() { let _ = Vec::<u8>::num(); }",
        ] {
            assert!(!needs(bin, lib, &["num"], "num"), "{bin}");
        }
        for bin in [
            "use num::Zero; fn main() {}",
            "fn main() -> ::num::Zero { todo!() }",
            "fn main() { let x = match 1 { _ => ::num::zero() }; }",
            "use ::num; fn main() {}",
            "extern crate num; fn main() {}",
            "fn main() { let _: Vec<num::BigInt> = vec![]; }",
        ] {
            let bin_needs = |name: &str| {
                let bin: syn::File = syn::parse_str(bin).expect("bin parses");
                let mut reach = Reach::default();
                reach.add_crate([&bin], &BTreeSet::from([name.to_string()]), true);
                reach.settle(&|_| BTreeSet::new());
                reach.names(0, name)
            };
            assert!(bin_needs("num"), "{bin}");
        }
    }

    #[test]
    fn an_impl_of_an_imported_trait_needs_the_trait_s_crate_to_be_needed_already() {
        // btreemultimap's `serde` feature, whose impls no CP program uses.
        let lib = "pub struct Map; pub mod serde { extern crate serde; \
                   use self::serde::{Serialize, de::Visitor}; use super::Map; \
                   impl Serialize for Map { fn f() {} } \
                   struct MapVisitor; impl Visitor for MapVisitor {} }";
        let bin = "fn main() { let _ = lib::Map; }";
        assert!(!needs(bin, lib, &["serde"], "serde"));
        let uses = "fn main() { let _ = lib::Map; let _ = serde::to_string(&lib::Map); }";
        let bin: syn::File = syn::parse_str(uses).expect("bin parses");
        let lib_file: syn::File = syn::parse_str(lib).expect("lib parses");
        let mut reach = Reach::default();
        reach.add_crate(
            [&bin],
            &BTreeSet::from(["lib".into(), "serde".into()]),
            true,
        );
        reach.add_crate([&lib_file], &BTreeSet::from(["serde".to_string()]), false);
        // Once the program loads serde, the impls are reachable, and so is lib's serde.
        reach.settle(&|index| {
            BTreeSet::from(["serde".to_string()])
                .into_iter()
                .filter(|_| index == 1)
                .collect()
        });
        assert!(reach.names(1, "serde"));
        for lib in [
            "use serde::Serialize; pub struct Map; impl Serialize for Map {}",
            "use serde::{Serialize, SerializeSeq}; pub struct Map; \
             impl Serialize for Map { fn f(s: S) { s.element() } }",
            "extern crate serde as s; pub struct Map; pub fn f() { s::g() }",
            "#[macro_use] extern crate serde; pub struct Map;",
        ] {
            let bin = "fn main() { let _ = lib::Map; lib::f(); }";
            let needed = needs(bin, lib, &["serde"], "serde");
            assert_eq!(needed, !lib.starts_with("use"), "{lib}");
            if lib.starts_with("use") {
                // The program names the impl's trait: the import, and its crate, are needed.
                let bin = "fn main() { let _ = lib::Map; let _: &dyn lib::Serialize; }";
                assert!(needs(bin, lib, &["serde"], "serde"), "{lib}");
            }
        }
        // Left unloaded, the impl of its trait goes with its import.
        let mut lib_file: syn::File = syn::parse_str(lib).expect("lib parses");
        let bin: syn::File = syn::parse_str("fn main() { let _ = lib::Map; }").expect("parses");
        let externs = BTreeSet::from(["serde".to_string()]);
        let mut reach = Reach::default();
        reach.add_crate([&bin], &BTreeSet::from(["lib".to_string()]), true);
        reach.add_crate([&lib_file], &externs, false);
        reach.settle(&|_| BTreeSet::new());
        reach.prune(1, [&mut lib_file], &externs, &BTreeSet::new());
        let out = quote::ToTokens::to_token_stream(&lib_file).to_string();
        assert!(
            !out.contains("serde ::") && !out.contains("Serialize"),
            "{out}"
        );
        assert!(out.contains("pub struct Map"), "{out}");
    }

    #[test]
    fn a_glob_in_a_module_needs_a_path_through_the_module() {
        // num's facade.
        let lib = "pub use num_bigint::BigUint; \
                   pub mod bigint { pub use num_bigint::*; } \
                   pub mod complex { pub use num_complex::*; }";
        let externs = ["num_bigint", "num_complex"];
        let bin = "use lib::bigint::BigInt; fn main() {}";
        assert!(needs(bin, lib, &externs, "num_bigint"));
        assert!(!needs(bin, lib, &externs, "num_complex"));
        let bin = "fn main() { let _ = lib::complex::Complex::new(1, 2); }";
        assert!(needs(bin, lib, &externs, "num_complex"));
        // At the root, a glob is always needed.
        assert!(needs(
            "fn main() {}",
            "pub use num_complex::*;",
            &externs,
            "num_complex"
        ));
    }

    #[test]
    fn a_trait_impl_needs_its_local_trait_and_type() {
        let lib = "pub trait T { fn t(&self); } pub struct S; pub struct U; \
                   impl T for S { fn t(&self) { dep::f(); } } \
                   impl T for U { fn t(&self) { other::f(); } }";
        let bin = "use lib::T; fn main() { lib::S.t(); }";
        assert!(needs(bin, lib, &["dep", "other"], "dep"));
        assert!(!needs(bin, lib, &["dep", "other"], "other"));
    }

    /// The draft `source` (libraries in the top-level modules `lib` and `other`) without what
    /// nothing reachable names, and how many units went.
    fn draft_pruned(source: &str) -> (String, usize) {
        let mut file: syn::File = syn::parse_str(source).expect("draft parses");
        let libraries = BTreeSet::from(["lib".to_string(), "other".to_string()]);
        let removed = prune_draft(&mut file, &libraries);
        (quote::ToTokens::to_token_stream(&file).to_string(), removed)
    }

    #[test]
    fn a_draft_loses_the_library_items_nothing_reachable_names() {
        let (out, removed) = draft_pruned(
            "fn main() { lib::used(); } \
             mod lib { pub fn used() { helper() } fn helper() {} pub fn unused() { lonely() } \
                 fn lonely() {} pub struct Unnamed; impl Unnamed { pub fn new() -> Self { Unnamed } } \
                 impl Clone for Unnamed { fn clone(&self) -> Self { Unnamed } } \
                 extern \"C\" { pub fn labs(x: i64) -> i64; } } \
             mod other { pub const C: u8 = 1; }",
        );
        assert_eq!(
            out,
            "fn main () { lib :: used () ; } \
             mod lib { pub fn used () { helper () } fn helper () { } } mod other { }"
        );
        assert_eq!(removed, 9);
    }

    #[test]
    fn a_trait_stays_whole_while_one_of_its_items_is_named() {
        // `use lib::*` brings `Ext` unspelled; its `unused` stays, and so does what that names.
        let (out, _) = draft_pruned(
            "use lib::*; fn main() { 1u8.ext(); } \
             mod lib { pub trait Ext { fn ext(&self) {} fn unused(&self) { needed() } } \
                 fn needed() {} fn not_needed() {} }",
        );
        assert_eq!(
            out,
            "use lib :: * ; fn main () { 1u8 . ext () ; } \
             mod lib { pub trait Ext { fn ext (& self) { } fn unused (& self) { needed () } } \
             fn needed () { } }"
        );
    }

    #[test]
    fn a_glob_import_stays_while_its_modules_code_does() {
        // bitmaps' `mod x86_arch { use super::*; impl Bitmap<U128> { .. } }`: no path names
        // `x86_arch`, but its impl needs what the glob brings.
        let (out, _) = draft_pruned(
            "fn main() { let _ = lib::Bitmap; } \
             mod lib { pub struct Bitmap; mod arch { use super::*; impl Bitmap { pub fn load() {} } } \
                 mod unused { use super::*; } }",
        );
        assert!(out.contains("mod arch { use super :: * ;"), "{out}");
        assert!(out.contains("mod unused { }"), "{out}");
    }

    #[test]
    fn a_raw_identifier_names_its_item() {
        // Older crates' `gen`, written `r#gen` in a 2024 draft.
        let (out, removed) = draft_pruned(
            "fn main() { lib::r#gen(); } mod lib { pub fn r#gen() {} pub fn r#unused() {} }",
        );
        assert_eq!(
            out,
            "fn main () { lib :: r#gen () ; } mod lib { pub fn r#gen () { } }"
        );
        assert_eq!(removed, 1);
    }

    #[test]
    fn a_draft_without_libraries_is_left_as_it_is() {
        let source = "fn main() { helper(); } fn helper() {} fn unused() {}";
        let (out, removed) = draft_pruned(source);
        assert_eq!(removed, 0);
        assert_eq!(
            out,
            quote::ToTokens::to_token_stream(&syn::parse_str::<syn::File>(source).expect("parses"))
                .to_string()
        );
    }
}
