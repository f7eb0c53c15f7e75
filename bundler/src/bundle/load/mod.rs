//! Stage 1 of the bundle flow, load: the crates cargo resolved ([`graph`]), each parsed and
//! stripped ([`strip`], [`builtin`], [`build_script`]), the ones the judge provides set aside
//! ([`provided`]), what the bin reaches kept ([`reach`]), assembled into one draft.
//!
//! For every crate: parse the crate root, strip tests and docs, expand
//! the table macros, follow `mod x;` to its file ([`files`], as rustc finds it), rewrite
//! paths, and assemble one syn tree in which each library is `mod <crate> { ... }`.

pub(crate) mod build_script;
pub(crate) mod builtin;
mod files;
pub(crate) mod graph;
pub(crate) mod provided;
pub(crate) mod reach;
pub(crate) mod strip;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use syn::{Item, ItemMod, UseTree};

use super::Options;
use crate::bundle::expand::proc_macro::ProcMacros;
use crate::bundle::expand::Expander;
use crate::bundle::load::reach::Reach;
use crate::bundle::rewrite::{exported_macros, rewrite_file, Names};
use crate::error::Error;
use crate::workspace::{Bin, Workspace};
use build_script::BuildOutput;
use files::{file_modules, fill, LoadedFile};
use graph::Crate;

/// The assembled draft and where each of its modules came from.
#[derive(Debug)]
pub(crate) struct Assembled {
    /// The whole program: the binary's items, then `mod <crate>` per library.
    pub file: syn::File,
    /// Module path in the bundle (e.g. `["puzzle", "region"]`, `[]` for the root) -> source file
    /// (relative to the workspace root).
    pub origins: BTreeMap<Vec<String>, PathBuf>,
    /// The crates in the bundle, libraries in print order, the bin last.
    pub crates: Vec<Crate>,
    /// Why each crate left out was (see [`assemble`]), naming the chain of crates that
    /// reached it and the macro call loading could not follow: what an error says when the
    /// draft then does not compile.
    pub left_out: Vec<String>,
}

/// Loads the bin's crate and, transitively, every library crate whose name the loaded code
/// mentions, and assembles the draft.
///
/// A third-party crate that a file cannot carry (its own `macro_rules!` write `mod x;`
/// declarations in a call loading cannot expand, as serde_core's `crate_root!`, which also defines a
/// macro) is left out, and the load starts over without it: what only unreachable items
/// needed goes with them (smallvec's `impl Serialize`); code that does need it fails to
/// compile and says so.
pub(crate) fn assemble(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    expander: Expander,
) -> Result<Assembled, Error> {
    let mut left_out: BTreeSet<cargo_metadata::PackageId> = BTreeSet::new();
    let mut reasons = Vec::new();
    loop {
        match assemble_without(ws, bin, options, expander, &left_out)? {
            Ok(mut assembled) => {
                assembled.left_out = reasons;
                return Ok(assembled);
            }
            Err((package, reason)) => {
                if !left_out.insert(package) {
                    return Err(Error::new("a crate left out came back").help("report it"));
                }
                reasons.push(reason);
            }
        }
    }
}

/// [`assemble`] leaving out the packages `left_out`; `Ok(Err((package, why)))` when `package`
/// turned out to be one a file cannot carry.
fn assemble_without(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    expander: Expander,
    left_out: &BTreeSet<cargo_metadata::PackageId>,
) -> Result<Result<Assembled, (cargo_metadata::PackageId, String)>, Error> {
    let judge_cfg = graph::JudgeCfg {
        debug_assertions: options.debug_assertions,
        cfgs: &options.cfgs,
    };
    // Load all files of all crates first: the rewrite needs every crate's exported macros.
    let (bin_crate, bin_candidates) = graph::bin_crate(ws, bin, &judge_cfg)?;
    let mut crates = vec![bin_crate];
    let mut candidates = vec![bin_candidates];
    let mut edges: Vec<Vec<usize>> = vec![Vec::new()];
    let mut loaded: Vec<Vec<LoadedFile>> = Vec::new();
    let mut index_of: BTreeMap<cargo_metadata::PackageId, usize> = BTreeMap::new();
    // Module names a library may not take: std's, and every name the binary defines or imports
    // at its root (`use z_algorithm::z_algorithm;` beside crate `z_algorithm`). Such a crate
    // becomes `mod z_algorithm_2`, and every path to it is rewritten to that name.
    let mut modules: BTreeSet<String> = STD_NAMES.iter().map(|name| name.to_string()).collect();
    let mut proc_macros = ProcMacros::new(ws, bin, &options.provided);
    let mut build_outputs: BTreeMap<cargo_metadata::PackageId, BuildOutput> = BTreeMap::new();
    let mut parents: Vec<Option<usize>> = vec![None];
    let mut reach = Reach::default();
    let mut at = 0;
    while at < crates.len() {
        if let Some(spec) = crates[at].spec.clone() {
            if !build_outputs.contains_key(&crates[at].package) {
                crate::bundle::progress(&format!(
                    "running the build script of {spec} (cargo check)"
                ));
                build_outputs.extend(build_script::run(&ws.root.join("Cargo.toml"), &spec)?);
            }
            let output = build_outputs
                .get(&crates[at].package)
                .cloned()
                .unwrap_or_default();
            if let Some(lib) = output.linked_libs.first() {
                return Err(Error::new(format!(
                    "`{}` links the native library `{lib}` (its build script says so), which a \
                     single source file cannot carry; reached through {}",
                    crates[at].package_name,
                    chain(&crates, &parents, at)
                ))
                .help("use a judge that provides this crate (--judge), or drop the dependency"));
            }
            let krate = &mut crates[at];
            krate.cfg = std::mem::take(&mut krate.cfg).with_build_cfgs(&output.cfgs);
            krate.env.extend(output.env);
        }
        let krate = &crates[at];
        let extern_names: BTreeSet<String> = candidates[at]
            .iter()
            .map(|candidate| candidate.extern_name.clone())
            .collect();
        let third_party = ws
            .package(&krate.package)
            .filter(|package| package.third_party)
            .map(|package| format!("{}@{}", package.name, package.version));
        let macro_scope = proc_macros.crate_scope(
            candidates[at]
                .iter()
                .map(|candidate| (candidate.extern_name.as_str(), &candidate.package)),
            third_party,
        );
        let mut loader = files::load_crate(ws, expander, krate, &mut proc_macros, macro_scope)?;
        if let (true, Some(call)) = (krate.third_party, &loader.unfollowed) {
            let why = format!(
                "`{}` was left out (reached through {}): its macro `{}!` ({}:{}) writes `mod x;` \
                 declarations in a call judgepack cannot expand",
                krate.package_name,
                chain(&crates, &parents, at),
                call.name,
                call.file.display(),
                call.line
            );
            crate::bundle::debug_note(&why);
            return Ok(Err((krate.package.clone(), why)));
        }
        files::migrate_edition(krate, &extern_names, &mut loader.files);
        reach.add_crate(loader.files.iter().map(|f| &f.file), &extern_names, at == 0);
        if at == 0 {
            if let Some(root) = loader.files.first() {
                modules.extend(
                    root.file
                        .items
                        .iter()
                        .flat_map(crate::bundle::rewrite::root_names),
                );
            }
        }
        loaded.push(loader.files);
        // A dependency is loaded once a reachable item of a loaded crate names it; what a
        // newly loaded crate makes reachable may make earlier crates' dependencies needed.
        loop {
            let loaded_externs: Vec<BTreeSet<String>> = crates
                .iter()
                .map(|krate| krate.externs.keys().cloned().collect())
                .collect();
            reach.settle(&|index| loaded_externs.get(index).cloned().unwrap_or_default());
            let mut taken = 0;
            let from_order: Vec<usize> = std::iter::once(at).chain(0..at).collect();
            for from in from_order {
                let pending = std::mem::take(&mut candidates[from]);
                let (needed, waiting): (Vec<_>, Vec<_>) =
                    pending.into_iter().partition(|candidate| {
                        !left_out.contains(&candidate.package)
                            && reach.names(from, &candidate.extern_name)
                    });
                candidates[from] = waiting;
                taken += needed.len();
                for candidate in needed {
                    // The judge has it: `use` lines and calls stay as written.
                    let provided = ws
                        .package(&candidate.package)
                        .is_some_and(|package| options.provided.contains(&package.name));
                    if provided {
                        continue;
                    }
                    match graph::refusal(ws, &crates[from], &candidate) {
                        Some(Ok(())) => {
                            let lib = ws
                                .package(&candidate.package)
                                .and_then(|package| package.lib.as_ref())
                                .map_or_else(
                                    || candidate.extern_name.clone(),
                                    |lib| lib.name.clone(),
                                );
                            crates[from]
                                .proc_macro_externs
                                .insert(candidate.extern_name, lib);
                            continue;
                        }
                        Some(Err(error)) => return Err(error),
                        None => {}
                    }
                    let dep = match index_of.get(&candidate.package) {
                        Some(&dep) => dep,
                        None => {
                            let lib_name = ws
                                .package(&candidate.package)
                                .and_then(|package| package.lib.as_ref())
                                .map_or_else(
                                    || candidate.extern_name.clone(),
                                    |lib| lib.name.clone(),
                                );
                            let module = graph::unique_module(&lib_name, &modules);
                            let Some((dep_crate, dep_candidates)) = graph::lib_crate(
                                ws,
                                &candidate.package,
                                module.clone(),
                                &judge_cfg,
                            ) else {
                                continue;
                            };
                            modules.insert(module);
                            crate::bundle::debug_note(&format!(
                                "loads `{}`: {}",
                                dep_crate.package_name,
                                reach.why(from, &candidate.extern_name)
                            ));
                            crates.push(dep_crate);
                            parents.push(Some(from));
                            candidates.push(dep_candidates);
                            edges.push(Vec::new());
                            index_of.insert(candidate.package.clone(), crates.len() - 1);
                            crates.len() - 1
                        }
                    };
                    if dep == 0 {
                        continue;
                    }
                    let module = crates[dep].module.clone();
                    crates[from].externs.insert(candidate.extern_name, module);
                    edges[from].push(dep);
                }
            }
            if taken == 0 {
                break;
            }
        }
        at += 1;
    }
    // What no reachable item needed was not loaded; the unreachable items that name it go,
    // so that the draft compiles without it.
    for (index, files) in loaded.iter_mut().enumerate() {
        let unloaded: BTreeSet<String> = candidates[index]
            .iter()
            .map(|candidate| candidate.extern_name.clone())
            .collect();
        let left_out_names: BTreeSet<String> = candidates[index]
            .iter()
            .filter(|candidate| left_out.contains(&candidate.package))
            .map(|candidate| candidate.extern_name.clone())
            .collect();
        if !unloaded.is_empty() {
            reach.prune(
                index,
                files.iter_mut().map(|f| &mut f.file),
                &unloaded,
                &left_out_names,
            );
        }
    }
    let order = graph::print_order(&crates, &edges);
    let proc_macro_reexports = proc_macro_reexports(&crates, &loaded, &proc_macros);
    // Every `#[macro_export]` macro lands at the bundle root: one a later crate exports under
    // a name an earlier crate took (serde's and serde_core's `__require_serde_not_serde_core`)
    // gets a name of its own, and so do that crate's own calls of it.
    let mut exported_by: BTreeMap<String, usize> = BTreeMap::new();
    for &index in &order {
        let names: BTreeSet<String> = loaded[index]
            .iter()
            .flat_map(|file| exported_macros(&file.file))
            .map(|(name, _)| name)
            .collect();
        for name in names {
            if exported_by.get(&name).is_some_and(|&other| other != index) {
                let fresh = format!("{name}__{}", crates[index].module);
                crate::bundle::debug_note(&format!(
                    "macro `{name}` of `{}` becomes `{fresh}`: another crate exports that name",
                    crates[index].package_name
                ));
                for file in &mut loaded[index] {
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
    // Macro table key: the module name (`""` for the binary). Names are unique across
    // crates now (the renaming above).
    let mut macros: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    // Module name -> the names of its crate root's other public items (`recur_fn` the
    // function beside `recur_fn!`): an import of such a name brings both.
    let mut root_items: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for &index in &order {
        let macro_key = crates[index].module.clone();
        for file in &loaded[index] {
            for (name, _) in exported_macros(&file.file) {
                macros.entry(macro_key.clone()).or_default().insert(name);
            }
        }
        if let Some(root) = loaded[index].first() {
            let items = &root.file.items;
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
            let proc_macro_externs = &crates[index].proc_macro_externs;
            let from_proc_macro_crate = |item: &&Item| match item {
                Item::Use(item_use) => match &item_use.tree {
                    UseTree::Path(path) => proc_macro_externs.contains_key(&path.ident.to_string()),
                    _ => false,
                },
                _ => false,
            };
            root_items.insert(
                macro_key,
                items
                    .iter()
                    .chain(globbed_items.flatten())
                    .filter(|item| is_public(item) && !from_proc_macro_crate(item))
                    .flat_map(crate::bundle::rewrite::root_names)
                    .collect(),
            );
        }
    }

    // What the bundle root holds besides the macros: the binary's own root names (imports
    // included) and each library's module.
    let bundle_root: BTreeSet<String> = order
        .iter()
        .filter(|&&index| crates[index].module.is_empty())
        .filter_map(|&index| loaded[index].first())
        .flat_map(|root| {
            root.file
                .items
                .iter()
                .flat_map(crate::bundle::rewrite::root_names)
        })
        .chain(order.iter().map(|&index| crates[index].module.clone()))
        .collect();

    let mut origins = BTreeMap::new();
    let mut bin_items = Vec::new();
    let mut bin_attrs = Vec::new();
    let mut library_mods = Vec::new();
    let mut slots: Vec<Option<Vec<LoadedFile>>> = loaded.into_iter().map(Some).collect();
    for &index in &order {
        let krate = &crates[index];
        let mut files = slots[index].take().expect("each crate is printed once");
        let module = (!krate.module.is_empty()).then_some(krate.module.as_str());
        let macro_use = macro_use_imports(&files, &krate.externs, &macros);
        let externs = with_root_aliases(&krate.externs, &files, krate.edition_2015);
        let names = Names {
            module,
            externs: &externs,
            macros: &macros,
            root_items: &root_items,
            bundle_root: &bundle_root,
            macro_use: &macro_use,
            proc_macro_externs: &krate.proc_macro_externs,
            proc_macro_reexports: &proc_macro_reexports,
        };
        for (file_index, file) in files.iter_mut().enumerate() {
            let is_root_file = module.is_none() && file_index == 0;
            rewrite_file(&mut file.file, &names, is_root_file, file.depth);
        }
        let prefix: Vec<String> = module.map(|m| vec![m.to_string()]).unwrap_or_default();
        let (mut attrs, items) = fill(&mut files, 0, &prefix, &mut origins);
        match module {
            None => {
                bin_attrs = attrs;
                bin_items = items;
            }
            Some(module) => {
                if krate.third_party {
                    // Nobody here edits registry code: its style lints are not ours to fix.
                    attrs.push(syn::parse_quote!(#![allow(clippy::all)]));
                }
                let ident = syn::Ident::new(module, proc_macro2::Span::call_site());
                library_mods.push(Item::Mod(ItemMod {
                    attrs,
                    vis: syn::Visibility::Inherited,
                    unsafety: None,
                    mod_token: Default::default(),
                    ident,
                    content: Some((Default::default(), items)),
                    semi: None,
                }));
            }
        }
    }
    let printed: Vec<Crate> = order.iter().map(|&index| crates[index].clone()).collect();
    // `extern crate alloc;` in a library (no_std-capable crates), or `extern crate
    // proc_macro;` (proc-macro2), made that sysroot crate a path of its whole crate; in the
    // bundle it must stand at the root to do that for the module.
    for name in OUTSIDE_EXTERN_PRELUDE {
        let bin_has_it = bin_items.iter().any(|item| is_extern_sysroot(item, name));
        if !bin_has_it && library_mods.iter().any(|item| mentions_extern(item, name)) {
            let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
            bin_items.insert(0, syn::parse_quote!(extern crate #ident;));
        }
    }
    // The same for a sysroot crate under another name (allocator-api2's `extern crate alloc
    // as alloc_crate;`): at the root it puts that name in the extern prelude of every module.
    let mut renamed_sysroot: BTreeSet<(String, String)> = BTreeSet::new();
    for item in &library_mods {
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
                        renamed_sysroot.insert((name, rename.rename.to_string()));
                    }
                }
            }
        }
    }
    let needs_alloc = renamed_sysroot.iter().any(|(name, _)| name == "alloc");
    if needs_alloc
        && !bin_items
            .iter()
            .any(|item| is_extern_sysroot(item, "alloc"))
    {
        bin_items.insert(
            0,
            syn::parse_quote!(
                extern crate alloc;
            ),
        );
    }
    for (name, rename) in renamed_sysroot {
        let (name, rename) = (
            syn::Ident::new(&name, proc_macro2::Span::call_site()),
            syn::Ident::new(&rename, proc_macro2::Span::call_site()),
        );
        bin_items.insert(0, syn::parse_quote!(extern crate #name as #rename;));
    }
    let crate_modules: BTreeSet<String> = printed
        .iter()
        .filter(|krate| !krate.module.is_empty())
        .map(|krate| krate.module.clone())
        .collect();
    for item in &mut library_mods {
        narrow_crate_reexports(item, &crate_modules);
    }
    bin_items.extend(library_mods);
    Ok(Ok(Assembled {
        file: syn::File {
            shebang: None,
            attrs: bin_attrs,
            items: bin_items,
        },
        origins,
        crates: printed,
        left_out: Vec::new(),
    }))
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

/// "bin `a` -> `x` -> `y`": how the crate at `index` was reached, for messages.
fn chain(crates: &[Crate], parents: &[Option<usize>], index: usize) -> String {
    let mut names = Vec::new();
    let mut at = Some(index);
    while let Some(i) = at {
        names.push(format!("`{}`", crates[i].package_name));
        at = parents[i];
    }
    names.reverse();
    names.join(" -> ")
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

/// The sysroot crates and the primitive types: a library module with one of these names at the
/// bundle root would shadow them there (a module `u8` hides the type `u8`). Names of std's own
/// modules (`num`, `fmt`) are fine: they are only reached through `std::`.
const STD_NAMES: &[&str] = &[
    "std",
    "core",
    "alloc",
    "proc_macro",
    "test",
    "bool",
    "char",
    "str",
    "f32",
    "f64",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
];

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
