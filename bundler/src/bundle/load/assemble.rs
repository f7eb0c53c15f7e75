//! Stage 1's last step: the loaded crates joined into one draft. Each crate's exported macros
//! get names unique in the bundle, every crate's paths are rewritten for the one file (`rewrite`,
//! with the name tables built here), its files nested into one module tree, the libraries
//! wrapped as `mod <crate> { .. }` after the bin's items, and the sysroot crates a library
//! declares with `extern crate` declared at the bundle root. Not which crates are loaded (the
//! parent module, [`crate::bundle::reach`]) nor how a crate's files are found and read
//! ([`super::files`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use syn::{Attribute, Item, ItemMod, UseTree};

use super::files::{file_modules, fill, LoadedFile};
use super::graph::{self, Crate};
use super::Assembled;
use crate::bundle::expand::proc_macro::ProcMacros;
use crate::bundle::rewrite::{exported_macros, rewrite_file, Names};

/// Every crate loading took, with its files: what [`join`] makes one draft of.
pub(super) struct LoadedCrates {
    /// The bin first, then the libraries in the order they were loaded.
    pub crates: Vec<Crate>,
    /// Per crate, the crates it uses (indices into `crates`).
    pub edges: Vec<Vec<usize>>,
    /// Per crate, its files (the root first), without the unreachable items that named a crate
    /// not loaded.
    pub files: Vec<Vec<LoadedFile>>,
    /// The proc macros loading expanded: which names each proc-macro crate defines.
    pub proc_macros: ProcMacros,
}

/// Joins the loaded crates into the draft: the bin's items, then `mod <crate>` per library in
/// print order ([`graph::print_order`]).
pub(super) fn join(loaded: LoadedCrates) -> Assembled {
    let LoadedCrates {
        crates,
        edges,
        mut files,
        proc_macros,
    } = loaded;
    let order = graph::print_order(&crates, &edges);
    let proc_macro_reexports = proc_macro_reexports(&crates, &files, &proc_macros);
    rename_clashing_macros(&order, &crates, &mut files);
    let tables = NameTables::new(&order, &crates, &files, proc_macro_reexports);
    let mut parts = DraftParts::rewrite_and_nest(&order, &crates, files, &tables);
    let printed: Vec<Crate> = order.iter().map(|&index| crates[index].clone()).collect();
    parts.declare_sysroot_crates_at_root();
    parts.declare_renamed_sysroot_crates_at_root();
    parts.narrow_library_reexports(&printed);
    let DraftParts {
        bin_attrs,
        mut bin_items,
        library_mods,
        origins,
    } = parts;
    bin_items.extend(library_mods);
    Assembled {
        file: syn::File {
            shebang: None,
            attrs: bin_attrs,
            items: bin_items,
        },
        origins,
        crates: printed,
        left_out: Vec::new(),
    }
}

/// Every `#[macro_export]` macro lands at the bundle root: one a later crate exports under
/// a name an earlier crate took (serde's and serde_core's `__require_serde_not_serde_core`)
/// gets a name of its own, and so do that crate's own calls of it.
fn rename_clashing_macros(order: &[usize], crates: &[Crate], files: &mut [Vec<LoadedFile>]) {
    let mut exported_by: BTreeMap<String, usize> = BTreeMap::new();
    for &index in order {
        let names: BTreeSet<String> = files[index]
            .iter()
            .flat_map(|file| exported_macros(&file.file))
            .map(|(name, _)| name)
            .collect();
        for name in names {
            if exported_by.get(&name).is_some_and(|&other| other != index) {
                let fresh = format!("{name}__{}", crates[index].module);
                crate::bundle::notes::debug_note(&format!(
                    "macro `{name}` of `{}` becomes `{fresh}`: another crate exports that name",
                    crates[index].package_name
                ));
                for file in &mut files[index] {
                    let tokens =
                        rename_macro(quote::ToTokens::to_token_stream(&file.file), &name, &fresh);
                    if let Ok(renamed) = syn::parse2(tokens) {
                        file.file = renamed;
                    }
                }
            } else {
                exported_by.insert(name, index);
            }
        }
    }
}

/// The names every crate's rewrite looks up in the other crates, built once all are loaded
/// and their macros have names unique in the bundle ([`rename_clashing_macros`]).
struct NameTables {
    /// Macro table: the module name (`""` for the binary) -> the macros that crate exports.
    /// Names are unique across crates ([`rename_clashing_macros`]).
    macros: BTreeMap<String, BTreeSet<String>>,
    /// Module name -> the names of its crate root's other public items (`recur_fn` the
    /// function beside `recur_fn!`): an import of such a name brings both.
    root_items: BTreeMap<String, BTreeSet<String>>,
    /// What the bundle root holds besides the macros: the binary's own root names (imports
    /// included) and each library's module.
    bundle_root: BTreeSet<String>,
    /// Module name -> the proc macros it re-exports (see [`proc_macro_reexports`]).
    proc_macro_reexports: BTreeMap<String, BTreeSet<String>>,
}

impl NameTables {
    /// The tables of the crates `order` lists (indices into `crates` and `files`).
    fn new(
        order: &[usize],
        crates: &[Crate],
        files: &[Vec<LoadedFile>],
        proc_macro_reexports: BTreeMap<String, BTreeSet<String>>,
    ) -> Self {
        let mut macros: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut root_items: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for &index in order {
            let macro_key = crates[index].module.clone();
            for file in &files[index] {
                for (name, _) in exported_macros(&file.file) {
                    macros.entry(macro_key.clone()).or_default().insert(name);
                }
            }
            if let Some(root) = files[index].first() {
                root_items.insert(
                    macro_key,
                    root_public_names(&crates[index], &root.file.items),
                );
            }
        }
        let bundle_root: BTreeSet<String> = order
            .iter()
            .filter(|&&index| crates[index].module.is_empty())
            .filter_map(|&index| files[index].first())
            .flat_map(|root| {
                root.file
                    .items
                    .iter()
                    .flat_map(crate::bundle::rewrite::root_names)
            })
            .chain(order.iter().map(|&index| crates[index].module.clone()))
            .collect();
        NameTables {
            macros,
            root_items,
            bundle_root,
            proc_macro_reexports,
        }
    }

    /// Rewrites the paths of `krate`'s `files` for the bundle ([`rewrite_file`]).
    fn rewrite(&self, krate: &Crate, files: &mut [LoadedFile]) {
        let module = (!krate.module.is_empty()).then_some(krate.module.as_str());
        let macro_use = macro_use_imports(files, &krate.externs, &self.macros);
        let externs = with_root_aliases(&krate.externs, files, krate.edition_2015);
        let names = Names {
            module,
            externs: &externs,
            macros: &self.macros,
            root_items: &self.root_items,
            bundle_root: &self.bundle_root,
            macro_use: &macro_use,
            proc_macro_externs: &krate.proc_macro_externs,
            proc_macro_reexports: &self.proc_macro_reexports,
        };
        for (file_index, file) in files.iter_mut().enumerate() {
            let is_root_file = module.is_none() && file_index == 0;
            rewrite_file(&mut file.file, &names, is_root_file, file.depth);
        }
    }
}

/// The names of the public items of a crate root's `items` (for [`NameTables::root_items`]).
fn root_public_names(krate: &Crate, items: &[Item]) -> BTreeSet<String> {
    // With the public items of the modules the root re-exports whole (amplify's `pub
    // use traits::*;`).
    let globbed: BTreeSet<String> = items
        .iter()
        .filter(|item| is_public(item))
        .filter_map(glob_reexported_module)
        .collect();
    let globbed_items = items.iter().filter_map(|item| match item {
        Item::Mod(m) if globbed.contains(&m.ident.to_string()) => {
            m.content.as_ref().map(|(_, inner)| inner)
        }
        _ => None,
    });
    // Not the proc macros it re-exports (`pub use amplify_derive::{Display, ..}`).
    let proc_macro_externs = &krate.proc_macro_externs;
    let from_proc_macro_crate = |item: &&Item| match item {
        Item::Use(item_use) => match &item_use.tree {
            UseTree::Path(path) => proc_macro_externs.contains_key(&path.ident.to_string()),
            _ => false,
        },
        _ => false,
    };
    items
        .iter()
        .chain(globbed_items.flatten())
        .filter(|item| is_public(item) && !from_proc_macro_crate(item))
        .flat_map(crate::bundle::rewrite::root_names)
        .collect()
}

/// The draft in parts, before they are joined: the bin's root and each library's module.
struct DraftParts {
    /// The bin's inner attributes: the draft's.
    bin_attrs: Vec<Attribute>,
    /// The bin's items, its module files filled in.
    bin_items: Vec<Item>,
    /// `mod <crate> { .. }` per library, in print order.
    library_mods: Vec<Item>,
    /// Module path in the bundle -> source file (see [`Assembled::origins`]).
    origins: BTreeMap<Vec<String>, PathBuf>,
}

/// A sysroot crate a library declares under another name: `extern crate alloc as
/// alloc_crate;` is `name` `alloc`, `alias` `alloc_crate`.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct SysrootAlias {
    name: String,
    alias: String,
}

impl DraftParts {
    /// Each crate of `order`, its paths rewritten ([`NameTables::rewrite`]) and its files
    /// nested into one module tree ([`fill`]): the bin's make the root, each library's its
    /// `mod <crate>`.
    fn rewrite_and_nest(
        order: &[usize],
        crates: &[Crate],
        files: Vec<Vec<LoadedFile>>,
        tables: &NameTables,
    ) -> Self {
        let mut parts = DraftParts {
            bin_attrs: Vec::new(),
            bin_items: Vec::new(),
            library_mods: Vec::new(),
            origins: BTreeMap::new(),
        };
        let mut slots: Vec<Option<Vec<LoadedFile>>> = files.into_iter().map(Some).collect();
        for &index in order {
            let krate = &crates[index];
            let mut files = slots[index].take().expect("each crate is printed once");
            tables.rewrite(krate, &mut files);
            let module = (!krate.module.is_empty()).then_some(krate.module.as_str());
            let prefix: Vec<String> = module.map(|m| vec![m.to_string()]).unwrap_or_default();
            let (attrs, items) = fill(&mut files, 0, &prefix, &mut parts.origins);
            match module {
                None => {
                    parts.bin_attrs = attrs;
                    parts.bin_items = items;
                }
                Some(module) => {
                    let library = library_module(krate, module, attrs, items);
                    parts.library_mods.push(library);
                }
            }
        }
        parts
    }

    /// `extern crate alloc;` in a library (no_std-capable crates), or `extern crate
    /// proc_macro;` (proc-macro2), made that sysroot crate a path of its whole crate; in the
    /// bundle it must stand at the root to do that for the module.
    fn declare_sysroot_crates_at_root(&mut self) {
        for name in OUTSIDE_EXTERN_PRELUDE {
            let bin_has_it = self
                .bin_items
                .iter()
                .any(|item| is_extern_sysroot(item, name));
            if !bin_has_it
                && self
                    .library_mods
                    .iter()
                    .any(|item| mentions_extern(item, name))
            {
                let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
                self.bin_items
                    .insert(0, syn::parse_quote!(extern crate #ident;));
            }
        }
    }

    /// The same for a sysroot crate under another name (allocator-api2's `extern crate alloc
    /// as alloc_crate;`): at the root it puts that name in the extern prelude of every module.
    fn declare_renamed_sysroot_crates_at_root(&mut self) {
        let renamed_sysroot = renamed_sysroot_crates(&self.library_mods);
        let needs_alloc = renamed_sysroot
            .iter()
            .any(|renamed| renamed.name == "alloc");
        if needs_alloc
            && !self
                .bin_items
                .iter()
                .any(|item| is_extern_sysroot(item, "alloc"))
        {
            self.bin_items.insert(
                0,
                syn::parse_quote!(
                    extern crate alloc;
                ),
            );
        }
        for SysrootAlias { name, alias } in renamed_sysroot {
            let (name, rename) = (
                syn::Ident::new(&name, proc_macro2::Span::call_site()),
                syn::Ident::new(&alias, proc_macro2::Span::call_site()),
            );
            self.bin_items
                .insert(0, syn::parse_quote!(extern crate #name as #rename;));
        }
    }

    /// [`narrow_crate_reexports`] in every library module, `printed` the crates of the draft.
    fn narrow_library_reexports(&mut self, printed: &[Crate]) {
        let crate_modules: BTreeSet<String> = printed
            .iter()
            .filter(|krate| !krate.module.is_empty())
            .map(|krate| krate.module.clone())
            .collect();
        for item in &mut self.library_mods {
            narrow_crate_reexports(item, &crate_modules);
        }
    }
}

/// `mod <module> { .. }` of the library `krate`: its root's inner attributes and its items.
fn library_module(
    krate: &Crate,
    module: &str,
    mut attrs: Vec<Attribute>,
    items: Vec<Item>,
) -> Item {
    if krate.third_party {
        // Nobody here edits registry code: its style lints are not ours to fix.
        attrs.push(syn::parse_quote!(#![allow(clippy::all)]));
    }
    let ident = syn::Ident::new(module, proc_macro2::Span::call_site());
    Item::Mod(ItemMod {
        attrs,
        vis: syn::Visibility::Inherited,
        unsafety: None,
        mod_token: Default::default(),
        ident,
        content: Some((Default::default(), items)),
        semi: None,
    })
}

/// The sysroot crates the library modules `library_mods` declare under another name.
fn renamed_sysroot_crates(library_mods: &[Item]) -> BTreeSet<SysrootAlias> {
    let mut renamed_sysroot = BTreeSet::new();
    for item in library_mods {
        if let Item::Mod(ItemMod {
            content: Some((_, items)),
            ..
        }) = item
        {
            // The rewrite made `extern crate alloc as alloc_crate;` in a module
            // `use ::alloc as alloc_crate;`.
            for item in items {
                if let Item::Use(syn::ItemUse {
                    leading_colon: Some(_),
                    tree: syn::UseTree::Rename(rename),
                    ..
                }) = item
                {
                    let name = rename.ident.to_string();
                    let sysroot = |name: &str| matches!(name, "alloc" | "core" | "std");
                    // `extern crate core as std;` (log) only renames for the crate itself: at
                    // the root it would hide std from every other crate.
                    if sysroot(&name) && !sysroot(&rename.rename.to_string()) {
                        renamed_sysroot.insert(SysrootAlias {
                            name,
                            alias: rename.rename.to_string(),
                        });
                    }
                }
            }
        }
    }
    renamed_sysroot
}

/// `pub use dep;` (rand_xoshiro re-exports rand_core) became `pub use crate::dep;`, a public
/// re-export of a module private to the bundle's root, which rustc refuses (E0365): in a single
/// binary crate `pub(crate)` means the same and is accepted.
fn narrow_crate_reexports(item: &mut Item, crate_modules: &BTreeSet<String>) {
    match item {
        Item::Mod(item_mod) => {
            if let Some((_, items)) = &mut item_mod.content {
                for item in items {
                    narrow_crate_reexports(item, crate_modules);
                }
            }
        }
        Item::Use(item_use) if matches!(item_use.vis, syn::Visibility::Public(_)) => {
            let syn::UseTree::Path(root) = &item_use.tree else {
                return;
            };
            let module = match &*root.tree {
                syn::UseTree::Name(name) => &name.ident,
                syn::UseTree::Rename(rename) => &rename.ident,
                _ => return,
            };
            if root.ident == "crate" && crate_modules.contains(&module.to_string()) {
                item_use.vis = syn::parse_quote!(pub(crate));
            }
        }
        _ => {}
    }
}

/// The sysroot crates that a crate names only after `extern crate name;` (std and core are
/// in every crate's extern prelude).
const OUTSIDE_EXTERN_PRELUDE: [&str; 2] = ["alloc", "proc_macro"];

/// Whether `item` is `extern crate name;` (not renamed).
fn is_extern_sysroot(item: &Item, name: &str) -> bool {
    matches!(item, Item::ExternCrate(extern_crate) if extern_crate.ident == name && extern_crate.rename.is_none())
}

/// `tokens` with the macro `name` renamed `fresh`: its `macro_rules! name` definition and each
/// call (`name!`, `$crate::name!`), in macro bodies too.
fn rename_macro(
    tokens: proc_macro2::TokenStream,
    name: &str,
    fresh: &str,
) -> proc_macro2::TokenStream {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let is_bang =
        |tree: Option<&TokenTree>| matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == '!');
    let mut out = Vec::with_capacity(trees.len());
    for (at, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) if ident == name => {
                let defined = at >= 2
                    && is_bang(trees.get(at - 1))
                    && matches!(&trees[at - 2], TokenTree::Ident(i) if i == "macro_rules");
                if defined || is_bang(trees.get(at + 1)) {
                    out.push(TokenTree::Ident(proc_macro2::Ident::new(
                        fresh,
                        ident.span(),
                    )));
                } else {
                    out.push(tree.clone());
                }
            }
            TokenTree::Group(group) => {
                let mut copy = proc_macro2::Group::new(
                    group.delimiter(),
                    rename_macro(group.stream(), name, fresh),
                );
                copy.set_span(group.span());
                out.push(TokenTree::Group(copy));
            }
            _ => out.push(tree.clone()),
        }
    }
    out.into_iter().collect()
}

/// Whether `item` is `pub` (another crate can import it).
fn is_public(item: &Item) -> bool {
    let vis = match item {
        Item::Const(item) => &item.vis,
        Item::Enum(item) => &item.vis,
        Item::ExternCrate(item) => &item.vis,
        Item::Fn(item) => &item.vis,
        Item::Mod(item) => &item.vis,
        Item::Static(item) => &item.vis,
        Item::Struct(item) => &item.vis,
        Item::Trait(item) => &item.vis,
        Item::TraitAlias(item) => &item.vis,
        Item::Type(item) => &item.vis,
        Item::Union(item) => &item.vis,
        Item::Use(item) => &item.vis,
        _ => return false,
    };
    matches!(vis, syn::Visibility::Public(_))
}

/// Whether `item` holds an `extern crate name;` anywhere.
fn mentions_extern(item: &Item, name: &str) -> bool {
    match item {
        Item::Mod(item_mod) => item_mod
            .content
            .as_ref()
            .is_some_and(|(_, items)| items.iter().any(|item| mentions_extern(item, name))),
        item => is_extern_sysroot(item, name),
    }
}

/// Module name -> the proc macros that crate's `use`s import from a proc-macro crate
/// (`pub use proconio_derive::*`) or from another crate that re-exports them, to a fixpoint.
fn proc_macro_reexports(
    crates: &[Crate],
    loaded: &[Vec<LoadedFile>],
    proc_macros: &ProcMacros,
) -> BTreeMap<String, BTreeSet<String>> {
    /// The `use` trees of a file, each with the path of the module it stands in.
    struct Uses<'a> {
        module: Vec<String>,
        found: Vec<(Vec<String>, &'a syn::UseTree)>,
    }
    impl<'ast> syn::visit::Visit<'ast> for Uses<'ast> {
        fn visit_item_use(&mut self, node: &'ast syn::ItemUse) {
            self.found.push((self.module.clone(), &node.tree));
        }
        fn visit_item_mod(&mut self, node: &'ast ItemMod) {
            self.module.push(node.ident.to_string());
            syn::visit::visit_item_mod(self, node);
            self.module.pop();
        }
    }
    /// The leaves of `tree` (below the crate name) that import one of `source`.
    fn leaves(tree: &UseTree, source: &BTreeSet<String>, out: &mut BTreeSet<String>) {
        match tree {
            UseTree::Name(name) if source.contains(&name.ident.to_string()) => {
                out.insert(name.ident.to_string());
            }
            UseTree::Rename(rename) if source.contains(&rename.ident.to_string()) => {
                out.insert(rename.rename.to_string());
            }
            UseTree::Glob(_) => out.extend(source.iter().cloned()),
            UseTree::Group(group) => group
                .items
                .iter()
                .for_each(|item| leaves(item, source, out)),
            _ => {}
        }
    }
    let mut uses: Vec<Vec<(Vec<String>, &UseTree)>> = Vec::new();
    for files in loaded {
        let modules = file_modules(files);
        let mut found = Uses {
            module: Vec::new(),
            found: Vec::new(),
        };
        for (file, module) in files.iter().zip(modules) {
            found.module = module;
            syn::visit::Visit::visit_file(&mut found, &file.file);
        }
        uses.push(found.found);
    }
    let from_proc_macro_crates: Vec<BTreeMap<&str, BTreeSet<String>>> = crates
        .iter()
        .map(|krate| {
            krate
                .proc_macro_externs
                .iter()
                .map(|(name, lib)| (name.as_str(), proc_macros.names_of(lib)))
                .collect()
        })
        .collect();
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    loop {
        let mut changed = false;
        for (index, krate) in crates.iter().enumerate() {
            let mut found = BTreeSet::new();
            // A module's own re-exports straight from a proc-macro crate (time's `pub use
            // time_macros::datetime;` in `time::macros`), under `module::path`: a `use` of
            // them through that module goes too.
            for (module, tree) in &uses[index] {
                let UseTree::Path(path) = tree else { continue };
                let Some(names) =
                    from_proc_macro_crates[index].get(path.ident.to_string().as_str())
                else {
                    continue;
                };
                if !module.is_empty() {
                    let mut in_module = BTreeSet::new();
                    leaves(&path.tree, names, &mut in_module);
                    let key = format!("{}::{}", krate.module, module.join("::"));
                    let entry = out.entry(key).or_default();
                    let before = entry.len();
                    entry.extend(in_module);
                    changed |= entry.len() > before;
                }
            }
            let mut stack: Vec<&UseTree> = uses[index].iter().map(|(_, tree)| *tree).collect();
            while let Some(tree) = stack.pop() {
                match tree {
                    UseTree::Group(group) => stack.extend(group.items.iter()),
                    UseTree::Path(path) => {
                        let first = path.ident.to_string();
                        let source = if first == "crate" {
                            out.get(&krate.module)
                        } else if let Some(names) =
                            from_proc_macro_crates[index].get(first.as_str())
                        {
                            Some(names)
                        } else {
                            krate.externs.get(&first).and_then(|module| out.get(module))
                        };
                        if let Some(source) = source {
                            leaves(&path.tree, source, &mut found);
                        }
                    }
                    _ => {}
                }
            }
            let entry = out.entry(krate.module.clone()).or_default();
            let before = entry.len();
            entry.extend(found);
            changed |= entry.len() > before;
        }
        if !changed {
            return out;
        }
    }
}

/// `externs` and the names `extern crate y as z;` at the crate root gives a dependency `y`:
/// since edition 2018 `z` joins the extern prelude, so every module of the crate names `y` as
/// `z` (simba's and alga's `extern crate num_traits as num;`, then `use num::Signed;` in a
/// module file). Not when the root defines or imports a `z` of its own, nor in edition 2015,
/// where `z` is an item of the root that paths reach as such.
fn with_root_aliases(
    externs: &BTreeMap<String, String>,
    files: &[LoadedFile],
    edition_2015: bool,
) -> BTreeMap<String, String> {
    let mut out = externs.clone();
    let Some(root) = files.first().filter(|_| !edition_2015) else {
        return out;
    };
    let defined: BTreeSet<String> = root
        .file
        .items
        .iter()
        .flat_map(crate::bundle::rewrite::root_names)
        .collect();
    for item in &root.file.items {
        let Item::ExternCrate(extern_crate) = item else {
            continue;
        };
        let Some((_, alias)) = &extern_crate.rename else {
            continue;
        };
        let alias = alias.to_string();
        let module = externs.get(&extern_crate.ident.to_string());
        if let (Some(module), false) = (module, alias == "_" || defined.contains(&alias)) {
            out.entry(alias).or_insert_with(|| module.clone());
        }
    }
    out
}

/// The exported macros that `#[macro_use] extern crate y;` brings into scope anywhere in a
/// crate, less the crate's own `macro_rules!` names (which shadow them).
fn macro_use_imports(
    files: &[LoadedFile],
    externs: &BTreeMap<String, String>,
    macros: &BTreeMap<String, BTreeSet<String>>,
) -> BTreeSet<String> {
    let mut imported = BTreeSet::new();
    let mut own = BTreeSet::new();
    for file in files {
        for item in &file.file.items {
            if let Item::ExternCrate(extern_crate) = item {
                let macro_use = extern_crate
                    .attrs
                    .iter()
                    .any(|attr| attr.path().is_ident("macro_use"));
                let module = externs.get(&extern_crate.ident.to_string());
                if let (true, Some(module)) = (macro_use, module) {
                    imported.extend(macros.get(module).into_iter().flatten().cloned());
                }
            }
        }
        struct Own<'a>(&'a mut BTreeSet<String>);
        impl<'ast> syn::visit::Visit<'ast> for Own<'_> {
            fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
                if let Some(ident) = &node.ident {
                    self.0.insert(ident.to_string());
                }
            }
        }
        syn::visit::Visit::visit_file(&mut Own(&mut own), &file.file);
    }
    imported.retain(|name| !own.contains(name));
    imported
}

/// The module `m` of a root's `pub use m::*;` (or `self::m::*`, `crate::m::*`).
fn glob_reexported_module(item: &Item) -> Option<String> {
    let Item::Use(item_use) = item else {
        return None;
    };
    let mut tree = &item_use.tree;
    let mut module = None;
    loop {
        match tree {
            UseTree::Path(path)
                if module.is_none() && (path.ident == "self" || path.ident == "crate") =>
            {
                tree = &path.tree;
            }
            UseTree::Path(path) if module.is_none() => {
                module = Some(path.ident.to_string());
                tree = &path.tree;
            }
            UseTree::Glob(_) => return module,
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_root_extern_crate_alias_names_the_crate_in_every_module() {
        let root = LoadedFile {
            display: PathBuf::from("src/lib.rs"),
            file: syn::parse_quote! {
                extern crate num_traits as num;
                extern crate core as std;
                extern crate approx;
            },
            children: Vec::new(),
            depth: 0,
        };
        let externs: BTreeMap<String, String> = [
            ("num_traits".to_string(), "num_traits_2".to_string()),
            ("approx".to_string(), "approx".to_string()),
        ]
        .into();
        let with_aliases = with_root_aliases(&externs, &[root], false);
        assert_eq!(
            with_aliases.get("num").map(String::as_str),
            Some("num_traits_2")
        );
        // A sysroot crate is no extern of the bundle.
        assert_eq!(with_aliases.get("std"), None);
        assert_eq!(with_aliases.len(), 3);
    }

    #[test]
    fn sysroot_crates_outside_the_extern_prelude_are_found_in_library_modules() {
        // proc-macro2: `extern crate proc_macro;` at its root, `proc_macro::is_available()`
        // in its module `detection`.
        let library: Item = syn::parse_quote!(
            mod proc_macro2 {
                extern crate proc_macro;
                mod detection {}
            }
        );
        assert!(mentions_extern(&library, "proc_macro"));
        assert!(!mentions_extern(&library, "alloc"));
        let renamed: Item = syn::parse_quote!(
            extern crate alloc as alloc_crate;
        );
        assert!(!is_extern_sysroot(&renamed, "alloc"));
        assert!(OUTSIDE_EXTERN_PRELUDE.contains(&"proc_macro"));
    }

    #[test]
    fn public_reexports_of_a_crate_module_become_crate_visible() {
        let mut item: Item = syn::parse_quote!(
            mod rand_xoshiro {
                pub use crate::other;
                pub use crate::rand_core;
                pub use crate::rand_core::RngCore;
            }
        );
        narrow_crate_reexports(&mut item, &BTreeSet::from(["rand_core".to_string()]));
        assert_eq!(
            quote::ToTokens::to_token_stream(&item).to_string(),
            "mod rand_xoshiro { pub use crate :: other ; pub (crate) use crate :: rand_core ; \
             pub use crate :: rand_core :: RngCore ; }"
        );
    }
}
