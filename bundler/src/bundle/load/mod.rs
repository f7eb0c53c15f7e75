//! Stage 1 of the bundle flow, load: the crates cargo resolved ([`graph`]), each parsed and
//! stripped ([`strip`], [`builtin`], [`build_script`]), the ones the judge provides set aside
//! ([`provided`]), what the bin reaches kept ([`crate::bundle::reach`]), assembled into one
//! draft.
//!
//! For every crate: parse the crate root, strip tests and docs, expand
//! the table macros, follow `mod x;` to its file, rewrite paths, and assemble one syn tree in
//! which each library is `mod <crate> { ... }`.
//!
//! Module files are found as rustc finds them: `mod x;` in a "mod-rs" file (`lib.rs`,
//! `main.rs`, `mod.rs`, or a file reached through `#[path]`) looks in the file's directory, in
//! any other file `a.rs` in `a/`; inline `mod y { mod x; }` adds `y/`; the file is `x.rs` or
//! `x/mod.rs` (both is an error, as in rustc). `#[path = "..."]` with a string literal is
//! followed (relative to the file's directory, or inside inline modules to the directory the
//! inline modules stand for); any other form is an error. A `mod x;` that a crate's own
//! `macro_rules!` writes (libc's `prelude!()`, safe_arch's `submodule!(pub m128_)`) is found
//! the same way from the module the call stands in: such calls are expanded while the files
//! are followed, in source order with the macros in textual scope ([`Loader::follow`]).

pub(crate) mod build_script;
pub(crate) mod builtin;
pub(crate) mod graph;
pub(crate) mod provided;
pub(crate) mod strip;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use syn::visit_mut::VisitMut;
use syn::{Attribute, Item, ItemMod, Meta, UseTree};

use super::Options;
use crate::bundle::expand::proc_macro::{CrateScope, ProcMacros};
use crate::bundle::expand::{expand_file, Expander};
use crate::bundle::load::builtin::expand_builtins;
use crate::bundle::load::strip::{
    clean_attrs, expand_cfg_if, inner_attribute_policy, Cfg, DropDocs, InnerAttr, Strip,
};
use crate::bundle::mbe::{self, MacroRules, Scope};
use crate::bundle::reach::Reach;
use crate::bundle::rewrite::edition::{fix_2015, parse_2015, parse_2018, trait_names};
use crate::bundle::rewrite::{exported_macros, rewrite_file, Names};
use crate::error::Error;
use crate::workspace::{Bin, Workspace};
use build_script::BuildOutput;
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

/// One parsed source file of a crate.
#[derive(Debug)]
struct LoadedFile {
    /// Path for messages (relative to the workspace root).
    display: PathBuf,
    /// The parsed, stripped, expanded file; `mod x;` declarations not yet filled.
    file: syn::File,
    /// The files of its `mod x;` declarations, in traversal order (see [`for_each_mod_decl`]).
    children: Vec<usize>,
    /// How deep its module stands in its crate: 0 for the crate root, 1 for `mod a;` there.
    depth: usize,
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
                crate::bundle::notes::progress(&format!(
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
        let package_dir = ws
            .package(&krate.package)
            .and_then(|package| package.manifest_path.parent().map(Path::to_path_buf))
            .unwrap_or_default();
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
        let mut loader = Loader {
            ws,
            expander,
            edition_2015: krate.edition_2015,
            uses_tables: krate.uses_tables,
            cfg: &krate.cfg,
            env: &krate.env,
            proc_macros: &mut proc_macros,
            macro_scope,
            package_dir,
            files: Vec::new(),
            expansions: 0,
            unfollowed: None,
        };
        let is_library = !krate.module.is_empty();
        loader.load(
            &krate.root_file,
            crate_dir(&krate.root_file),
            is_library,
            0,
            &mut Scope::new(),
        )?;
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
            crate::bundle::notes::debug_note(&why);
            return Ok(Err((krate.package.clone(), why)));
        }
        if krate.edition_2015 {
            // After every file: a bare trait object may name a trait of another file.
            let traits: BTreeSet<String> = loader
                .files
                .iter()
                .flat_map(|file| trait_names(&file.file))
                .collect();
            for file in &mut loader.files {
                fix_2015(&mut file.file, &extern_names, &traits);
            }
        }
        if krate.edition == "2015" || krate.edition == "2018" {
            // `$p:pat` meant what 2021 calls `pat_param` (cargo fix --edition's rewrite).
            for file in &mut loader.files {
                crate::bundle::rewrite::migrate::pat_params(&mut file.file);
            }
        }
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
                            crate::bundle::notes::debug_note(&format!(
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
                crate::bundle::notes::debug_note(&format!(
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

/// The module path of each of a crate's `files` (the root's is empty), as [`fill`] nests them.
fn file_modules(files: &[LoadedFile]) -> Vec<Vec<String>> {
    fn decls(items: &[Item], inline: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        for item in items {
            if let Item::Mod(item_mod) = item {
                inline.push(item_mod.ident.to_string());
                match &item_mod.content {
                    None => out.push(inline.clone()),
                    Some((_, inner)) => decls(inner, inline, out),
                }
                inline.pop();
            }
        }
    }
    let mut modules = vec![Vec::new(); files.len()];
    let mut stack = vec![0];
    while let Some(index) = stack.pop() {
        let Some(file) = files.get(index) else {
            continue;
        };
        let mut found = Vec::new();
        decls(&file.file.items, &mut Vec::new(), &mut found);
        for (child, path) in file.children.iter().zip(found) {
            let mut module = modules[index].clone();
            module.extend(path);
            if let Some(slot) = modules.get_mut(*child) {
                *slot = module;
            }
            stack.push(*child);
        }
    }
    modules
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

/// The directory a crate root's `mod x;` declarations look in.
fn crate_dir(root_file: &Path) -> PathBuf {
    root_file
        .parent()
        .map_or_else(PathBuf::new, Path::to_path_buf)
}

/// Replaces the `mod x;` declarations of `files[index]` by their (recursively filled) files;
/// returns the file's inner attributes and items.
fn fill(
    files: &mut [LoadedFile],
    index: usize,
    module_path: &[String],
    origins: &mut BTreeMap<Vec<String>, PathBuf>,
) -> (Vec<Attribute>, Vec<Item>) {
    origins.insert(module_path.to_vec(), files[index].display.clone());
    let mut file = std::mem::replace(
        &mut files[index].file,
        syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: Vec::new(),
        },
    );
    let children = files[index].children.clone();
    let mut next = children.into_iter();
    let mut items = std::mem::take(&mut file.items);
    // The callback never fails, so neither does the walk.
    let _ = for_each_mod_decl(&mut items, &mut Vec::new(), &mut |decl, inline| {
        let child = next
            .next()
            .expect("fill visits the mod declarations in the order load recorded them");
        let mut path = module_path.to_vec();
        path.extend(inline.iter().cloned());
        path.push(decl.ident.to_string());
        let (attrs, child_items) = fill(files, child, &path, origins);
        decl.attrs.retain(|attr| !attr.path().is_ident("path"));
        decl.attrs.extend(attrs);
        decl.content = Some((Default::default(), child_items));
        decl.semi = None;
        Ok(())
    });
    (file.attrs, items)
}

/// A callback on a `mod x;` declaration and the names of its enclosing inline modules.
type ModDeclFn<'f> = dyn FnMut(&mut ItemMod, &[String]) -> Result<(), Error> + 'f;

/// Calls `f` on every `mod x;` declaration (without body) in `items`, descending into inline
/// modules and into the bodies of functions and methods (their own statements), in source
/// order; `inline` holds the names of the enclosing inline modules. Stops at the first error.
///
/// A declaration in a function body (getrandom 0.4: `#[path = "../utils/lazy_ptr.rs"] mod
/// lazy;` in `fill_inner`) must have a `#[path]`, which is relative to the directory of the
/// file, as for a declaration outside inline modules: it is given no enclosing inline module.
fn for_each_mod_decl(
    items: &mut [Item],
    inline: &mut Vec<String>,
    f: &mut ModDeclFn<'_>,
) -> Result<(), Error> {
    for item in items {
        match item {
            Item::Mod(item_mod) => match &mut item_mod.content {
                None => f(item_mod, inline)?,
                Some((_, inner)) => {
                    // A raw identifier (`mod r#ref`) names the directory `ref`.
                    inline.push(syn::ext::IdentExt::unraw(&item_mod.ident).to_string());
                    let result = for_each_mod_decl(inner, inline, f);
                    inline.pop();
                    result?;
                }
            },
            Item::Fn(item_fn) => for_each_body_mod_decl(&mut item_fn.block, f)?,
            Item::Impl(item_impl) => {
                for impl_item in &mut item_impl.items {
                    if let syn::ImplItem::Fn(method) = impl_item {
                        for_each_body_mod_decl(&mut method.block, f)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// [`for_each_mod_decl`] on the `mod x;` declarations among a body's statements.
fn for_each_body_mod_decl(block: &mut syn::Block, f: &mut ModDeclFn<'_>) -> Result<(), Error> {
    for stmt in &mut block.stmts {
        if let syn::Stmt::Item(Item::Mod(item_mod)) = stmt {
            if item_mod.content.is_none() {
                f(item_mod, &[])?;
            }
        }
    }
    Ok(())
}

struct Loader<'w, 'p> {
    ws: &'w Workspace,
    expander: Expander,
    /// Edition 2015 code: lexed as [`parse_2015`] does (the rest of the edition pass runs
    /// once the whole crate is loaded).
    edition_2015: bool,
    uses_tables: bool,
    cfg: &'w Cfg,
    /// What `env!` sees in this crate.
    env: &'w BTreeMap<String, String>,
    /// Third-party proc macros, expanded as each file is loaded.
    proc_macros: &'p mut ProcMacros,
    /// What the crate's code can name as a proc macro (its root's `#[macro_use] extern
    /// crate`s are read once the root is loaded).
    macro_scope: CrateScope,
    /// The crate's package directory (`CARGO_MANIFEST_DIR` for proc macros).
    package_dir: PathBuf,
    files: Vec<LoadedFile>,
    /// Calls of macros that write `mod x;` declarations expanded so far.
    expansions: usize,
    /// The first such call that could not be expanded.
    unfollowed: Option<Unfollowed>,
}

/// Calls of `mod`-writing macros one crate may expand while it is loaded: a bound on a
/// macro that keeps writing calls of itself.
const MAX_LOAD_EXPANSIONS: usize = 10_000;

/// A call of a macro that writes `mod x;` declarations which loading could not expand, so
/// the modules it declares cannot be found.
#[derive(Debug, Clone)]
struct Unfollowed {
    name: String,
    file: PathBuf,
    line: usize,
}

/// Where a file's `mod x;` declarations look for their files (see [`resolve`]).
struct Place<'a> {
    own_dir: &'a Path,
    children_dir: &'a Path,
    display: &'a Path,
    is_library: bool,
    /// The file's depth in its crate (see [`LoadedFile::depth`]).
    depth: usize,
}

impl Loader<'_, '_> {
    /// Loads `path` and, recursively, its module files; returns its index in `self.files`, or
    /// `None` when the file is compiled out by its own `#![cfg]`.
    /// `children_dir` is where its `mod x;` declarations look; `is_library` selects the inner
    /// attribute policy; `depth` is how deep its module stands in the crate (0 for the crate
    /// root, 1 for a module the root declares); `scope` holds
    /// the `macro_rules!` in textual scope where the file's module is declared, and gets the
    /// file's own definitions.
    fn load(
        &mut self,
        path: &Path,
        children_dir: PathBuf,
        is_library: bool,
        depth: usize,
        scope: &mut Scope,
    ) -> Result<Option<usize>, Error> {
        let is_crate_root = depth == 0;
        let display = self.ws.relative(path).to_path_buf();
        let source = std::fs::read_to_string(path).map_err(|error| {
            Error::new(format!("cannot read {}: {error}", display.display())).at(&display, None)
        })?;
        let parsed = if self.edition_2015 {
            parse_2015(&source)
        } else {
            // An older crate's idiom syn reads only as a later edition writes it.
            syn::parse_file(&source).or_else(|error| parse_2018(&source).map_err(|_| error))
        };
        let mut file = parsed.map_err(|error| {
            Error::new(format!("cannot parse: {error}"))
                .at(&display, Some(error.span().start().line))
                .help("the crate must build with cargo first")
        })?;
        // Doc comments stay until the proc macros have run: some read them.
        let strip = |file: &mut syn::File| {
            Strip {
                cfg: self.cfg,
                keep_docs: true,
            }
            .visit_file_mut(file)
        };
        strip(&mut file);
        expand_cfg_if(&mut file.items, self.cfg);
        let dir = path.parent().unwrap_or(Path::new("."));
        expand_builtins(&mut file, self.env, dir, &display)?;
        // What `include!` brought in is stripped like the rest.
        strip(&mut file);
        // Inner attributes: decidable `cfg_attr` resolved, docs and strict lint levels gone.
        clean_attrs(&mut file.attrs, self.cfg);
        // A module file whose `#![cfg(...)]` is false is compiled out.
        let compiled_out = !is_crate_root
            && file
                .attrs
                .iter()
                .any(|attr| inner_attribute_policy(attr, self.cfg) == InnerAttr::DropModule);
        if compiled_out {
            return Ok(None);
        }
        if is_library || !is_crate_root {
            let mut kept = Vec::new();
            for attr in std::mem::take(&mut file.attrs) {
                match inner_attribute_policy(&attr, self.cfg) {
                    InnerAttr::Keep => kept.push(attr),
                    InnerAttr::Drop | InnerAttr::DropModule => {}
                    // A module file's `#![macro_use]` (nalgebra's `op_macros.rs`) is an inline
                    // module's as well: its macros stay visible after it.
                    InnerAttr::Unsupported(name) if name == "macro_use" && !is_crate_root => {
                        kept.push(attr);
                    }
                    InnerAttr::Unsupported(name) => {
                        return Err(Error::new(format!(
                            "crate-level attribute `#![{name}]` cannot be carried into a module \
                             of the bundle"
                        ))
                        .at(&display, Some(attr.pound_token.span.start().line))
                        .help(
                            "remove it; bundled crates are plain std code (see \
                             docs/ARCHITECTURE.md)",
                        ));
                    }
                }
            }
            file.attrs = kept;
        }
        // A `macro_rules!` that calls a proc macro: its calls are expanded first, for the proc
        // macro to run on what they write.
        let proc_macro_names = self.proc_macros.names();
        if !proc_macro_names.is_empty() {
            let calls_proc_macro = |rules: &MacroRules| {
                rules
                    .calls()
                    .iter()
                    .any(|name| proc_macro_names.contains(name.as_str()))
            };
            mbe::expand_calls_of(&mut file.items, scope, &calls_proc_macro);
        }
        if is_crate_root {
            self.macro_scope.read_crate_root(&file.items);
        }
        let named_in =
            |file: &syn::File| mbe::macro_names_in(quote::ToTokens::to_token_stream(file));
        self.proc_macros.expand(
            &mut file,
            &named_in,
            &display,
            &self.package_dir,
            &self.macro_scope,
        )?;
        DropDocs.visit_file_mut(&mut file);
        if self.uses_tables {
            expand_file(&mut file, display.clone(), self.expander)?;
        }
        let index = self.files.len();
        self.files.push(LoadedFile {
            display: display.clone(),
            file: syn::File {
                shebang: None,
                attrs: Vec::new(),
                items: Vec::new(),
            },
            children: Vec::new(),
            depth,
        });

        // Follow the declarations in source order (a macro defined in one module file may write
        // the next declaration), then drop those of files that turned out to be compiled out.
        let own_dir = path.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        let place = Place {
            own_dir: &own_dir,
            children_dir: &children_dir,
            display: &display,
            is_library,
            depth,
        };
        let loaded = self.follow(&mut file.items, &mut Vec::new(), scope, &place)?;
        if loaded.iter().any(Option::is_none) {
            let mut flags = loaded.iter().map(Option::is_some);
            remove_mod_decls(&mut file.items, &mut || flags.next().unwrap_or(true));
        }
        self.files[index].file = file;
        self.files[index].children = loaded.into_iter().flatten().collect();
        Ok(Some(index))
    }

    /// Loads the files of the `mod x;` declarations among `items`, in source order and in the
    /// traversal order of [`for_each_mod_decl`] (inline modules too, `inline` naming the ones
    /// around `items`); returns each one's index, `None` for a file compiled out.
    ///
    /// On the way, `scope` follows the `macro_rules!` definitions as rustc's textual scope
    /// does (a `#[macro_use]` module's stay visible after it), and a call of a macro that
    /// writes `mod x;` declarations ([`MacroRules::writes_mod_decl`]: libc's `prelude!`,
    /// safe_arch's `submodule!`) is expanded in place, its output stripped with the crate's
    /// cfg context and followed like the rest: rustc looks for such a module's file from
    /// the module the call stands in, as for one written there. A call that cannot be
    /// expanded exactly is left and recorded in `self.unfollowed`.
    fn follow(
        &mut self,
        items: &mut Vec<Item>,
        inline: &mut Vec<String>,
        scope: &mut Scope,
        place: &Place<'_>,
    ) -> Result<Vec<Option<usize>>, Error> {
        let mut children = Vec::new();
        let mut index = 0;
        while index < items.len() {
            match &mut items[index] {
                Item::Macro(mac) if mac.mac.path.is_ident("macro_rules") => {
                    if let Some(name) = &mac.ident {
                        let rules = MacroRules::parse(mac.mac.tokens.clone()).map(Rc::new);
                        scope.push((name.to_string(), rules));
                    }
                }
                Item::Macro(mac)
                    if mac.ident.is_none()
                        && mbe::in_scope(&mac.mac, scope)
                            .is_some_and(MacroRules::writes_mod_decl) =>
                {
                    let expansion = (mac.attrs.is_empty() && self.expansions < MAX_LOAD_EXPANSIONS)
                        .then(|| mbe::expand_item_call(&mac.mac, scope))
                        .flatten();
                    match expansion {
                        Some(written) => {
                            self.expansions += 1;
                            let mut written = syn::File {
                                shebang: None,
                                attrs: Vec::new(),
                                items: written,
                            };
                            Strip {
                                cfg: self.cfg,
                                keep_docs: false,
                            }
                            .visit_file_mut(&mut written);
                            expand_cfg_if(&mut written.items, self.cfg);
                            // The written items are followed next, in their place.
                            items.splice(index..=index, written.items);
                            continue;
                        }
                        None => {
                            if self.unfollowed.is_none() {
                                let name = mac.mac.path.get_ident().map(ToString::to_string);
                                self.unfollowed = Some(Unfollowed {
                                    name: name.unwrap_or_default(),
                                    file: place.display.to_path_buf(),
                                    line: mac.mac.bang_token.span.start().line,
                                });
                            }
                        }
                    }
                }
                Item::Mod(item_mod) => {
                    let macro_use = item_mod
                        .attrs
                        .iter()
                        .any(|attr| attr.path().is_ident("macro_use"));
                    let mut inner_scope = scope.clone();
                    match &mut item_mod.content {
                        None => {
                            let child =
                                self.load_decl(item_mod, inline, &mut inner_scope, place)?;
                            // A module file's `#![macro_use]` says the same as the attribute
                            // on its declaration.
                            let inner_macro_use = child.is_some_and(|child| {
                                self.files[child]
                                    .file
                                    .attrs
                                    .iter()
                                    .any(|attr| attr.path().is_ident("macro_use"))
                            });
                            if (macro_use || inner_macro_use) && child.is_some() {
                                scope.extend(inner_scope.into_iter().skip(scope.len()));
                            }
                            children.push(child);
                        }
                        Some((_, inner)) => {
                            // A raw identifier (`mod r#ref`) names the directory `ref`.
                            inline.push(syn::ext::IdentExt::unraw(&item_mod.ident).to_string());
                            let result = self.follow(inner, inline, &mut inner_scope, place);
                            inline.pop();
                            children.extend(result?);
                            if macro_use {
                                scope.extend(inner_scope.into_iter().skip(scope.len()));
                            }
                        }
                    }
                }
                Item::Fn(item_fn) => {
                    children.extend(self.follow_body(&mut item_fn.block, scope, place)?);
                }
                Item::Impl(item_impl) => {
                    for impl_item in &mut item_impl.items {
                        if let syn::ImplItem::Fn(method) = impl_item {
                            children.extend(self.follow_body(&mut method.block, scope, place)?);
                        }
                    }
                }
                _ => {}
            }
            index += 1;
        }
        Ok(children)
    }

    /// [`Loader::follow`] on the `mod x;` declarations among a body's statements (see
    /// [`for_each_mod_decl`]: outside any inline module, their macros scoped to the body).
    fn follow_body(
        &mut self,
        block: &mut syn::Block,
        scope: &Scope,
        place: &Place<'_>,
    ) -> Result<Vec<Option<usize>>, Error> {
        let mut children = Vec::new();
        for stmt in &mut block.stmts {
            let syn::Stmt::Item(Item::Mod(item_mod)) = stmt else {
                continue;
            };
            if item_mod.content.is_some() {
                continue;
            }
            children.push(self.load_decl(item_mod, &[], &mut scope.clone(), place)?);
        }
        Ok(children)
    }

    /// Loads the file of the `mod x;` declaration `decl` (see [`resolve`]), inside the inline
    /// modules `inline` of the file at `place`, with `scope` as its macros' textual scope.
    fn load_decl(
        &mut self,
        decl: &ItemMod,
        inline: &[String],
        scope: &mut Scope,
        place: &Place<'_>,
    ) -> Result<Option<usize>, Error> {
        let (child_path, child_dir) = resolve(
            self.ws,
            decl,
            inline,
            place.own_dir,
            place.children_dir,
            place.display,
        )?;
        self.load(
            &child_path,
            child_dir,
            place.is_library,
            place.depth + inline.len() + 1,
            scope,
        )
    }
}

/// Removes the `mod x;` declarations for which `keep` (called in traversal order, that of
/// [`for_each_mod_decl`]) is false.
fn remove_mod_decls(items: &mut Vec<Item>, keep: &mut dyn FnMut() -> bool) {
    fn in_body(block: &mut syn::Block, keep: &mut dyn FnMut() -> bool) {
        block.stmts.retain(|stmt| match stmt {
            syn::Stmt::Item(Item::Mod(item_mod)) if item_mod.content.is_none() => keep(),
            _ => true,
        });
    }
    items.retain_mut(|item| match item {
        Item::Mod(item_mod) => match &mut item_mod.content {
            None => keep(),
            Some((_, inner)) => {
                remove_mod_decls(inner, keep);
                true
            }
        },
        Item::Fn(item_fn) => {
            in_body(&mut item_fn.block, keep);
            true
        }
        Item::Impl(item_impl) => {
            for impl_item in &mut item_impl.items {
                if let syn::ImplItem::Fn(method) = impl_item {
                    in_body(&mut method.block, keep);
                }
            }
            true
        }
        _ => true,
    });
}

/// The file of `mod x;` and the directory its own declarations look in.
fn resolve(
    ws: &Workspace,
    decl: &ItemMod,
    inline: &[String],
    own_dir: &Path,
    children_dir: &Path,
    display: &Path,
) -> Result<(PathBuf, PathBuf), Error> {
    let line = decl.ident.span().start().line;
    // A raw identifier (`mod r#ref;`) names the file `ref.rs`.
    let name = syn::ext::IdentExt::unraw(&decl.ident).to_string();
    let inline_dir = inline
        .iter()
        .fold(children_dir.to_path_buf(), |dir, m| dir.join(m));
    if let Some(attr) = decl.attrs.iter().find(|attr| attr.path().is_ident("path")) {
        let literal = match &attr.meta {
            Meta::NameValue(name_value) => match &name_value.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(literal),
                    ..
                }) => Some(literal.value()),
                _ => None,
            },
            _ => None,
        };
        let Some(literal) = literal else {
            return Err(Error::new(format!(
                "`#[path]` on `mod {name}` is not a plain string literal"
            ))
            .at(display, Some(line))
            .help("write `#[path = \"file.rs\"]` or use the default file layout"));
        };
        let base = if inline.is_empty() {
            own_dir.to_path_buf()
        } else {
            inline_dir
        };
        let file = base.join(&literal);
        if !file.is_file() {
            return Err(Error::new(format!(
                "`#[path = \"{literal}\"]` of `mod {name}` names a missing file"
            ))
            .at(display, Some(line))
            .help("fix the path (relative to the directory of this file)"));
        }
        let dir = file.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        return Ok((file, dir));
    }
    let flat = inline_dir.join(format!("{name}.rs"));
    let nested = inline_dir.join(&name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok((flat, inline_dir.join(&name))),
        (false, true) => Ok((nested, inline_dir.join(&name))),
        (true, true) => Err(Error::new(format!(
            "both {} and {} exist for `mod {name}`",
            ws.relative(&flat).display(),
            ws.relative(&nested).display()
        ))
        .at(display, Some(line))
        .help("delete one of them")),
        (false, false) => Err(Error::new(format!("file not found for `mod {name};`"))
            .at(display, Some(line))
            .help(format!(
                "create {name}.rs or {name}/mod.rs in {}, or remove the declaration",
                ws.relative(&inline_dir).display()
            ))),
    }
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
    fn each_file_has_the_module_path_fill_gives_it() {
        let file = |source: &str, children: Vec<usize>| LoadedFile {
            display: PathBuf::new(),
            file: syn::parse_str(source).expect("parses"),
            children,
            depth: 0,
        };
        // lib.rs: `mod a; mod inline { mod b; }`; a.rs: `mod c;`.
        let files = [
            file("mod a; mod inline { mod b; }", vec![1, 2]),
            file("mod c;", vec![3]),
            file("", vec![]),
            file("", vec![]),
        ];
        assert_eq!(
            file_modules(&files),
            [vec![], vec!["a"], vec!["inline", "b"], vec!["a", "c"]]
        );
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

    /// A scratch tree with the given files (contents irrelevant to `resolve`).
    fn tree(name: &str, files: &[&str]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("judgepack-load-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for file in files {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().expect("has a parent")).expect("mkdir");
            std::fs::write(&path, "").expect("write");
        }
        root
    }

    fn decl(source: &str) -> ItemMod {
        syn::parse_str(source).expect("a mod declaration")
    }

    fn resolve_in(
        root: &Path,
        source: &str,
        inline: &[&str],
        children_dir: &str,
    ) -> Result<(PathBuf, PathBuf), Error> {
        let ws = Workspace::empty(root.to_path_buf());
        let inline: Vec<String> = inline.iter().map(ToString::to_string).collect();
        let found = resolve(
            &ws,
            &decl(source),
            &inline,
            &root.join("src"),
            &root.join(children_dir),
            Path::new("src/lib.rs"),
        )?;
        Ok((
            found.0.strip_prefix(root).expect("inside").to_path_buf(),
            found.1.strip_prefix(root).expect("inside").to_path_buf(),
        ))
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

    #[test]
    fn finds_flat_and_directory_module_files() {
        let root = tree("flat", &["src/a.rs", "src/b/mod.rs"]);
        assert_eq!(
            resolve_in(&root, "mod a;", &[], "src").expect("a.rs"),
            (PathBuf::from("src/a.rs"), PathBuf::from("src/a"))
        );
        assert_eq!(
            resolve_in(&root, "mod b;", &[], "src").expect("b/mod.rs"),
            (PathBuf::from("src/b/mod.rs"), PathBuf::from("src/b"))
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn children_of_non_mod_rs_files_and_inline_modules_live_in_subdirectories() {
        let root = tree("nested", &["src/a/c.rs", "src/x/y/z.rs"]);
        // `mod c;` inside `src/a.rs`: its children directory is `src/a`.
        assert_eq!(
            resolve_in(&root, "mod c;", &[], "src/a").expect("a/c.rs").0,
            PathBuf::from("src/a/c.rs")
        );
        // `mod x { mod y { mod z; } }` in `src/lib.rs`.
        assert_eq!(
            resolve_in(&root, "mod z;", &["x", "y"], "src")
                .expect("x/y/z.rs")
                .0,
            PathBuf::from("src/x/y/z.rs")
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn path_attributes_are_followed_when_they_are_string_literals() {
        let root = tree("path", &["src/other/name.rs", "src/x/inl.rs"]);
        assert_eq!(
            resolve_in(&root, "#[path = \"other/name.rs\"] mod a;", &[], "src").expect("path"),
            (
                PathBuf::from("src/other/name.rs"),
                PathBuf::from("src/other")
            )
        );
        assert_eq!(
            resolve_in(&root, "#[path = \"inl.rs\"] mod a;", &["x"], "src")
                .expect("inline path")
                .0,
            PathBuf::from("src/x/inl.rs")
        );
        let error = resolve_in(
            &root,
            "#[path = concat!(\"a\", \".rs\")] mod a;",
            &[],
            "src",
        )
        .expect_err("not a literal");
        assert!(
            error.what().contains("not a plain string literal"),
            "{error}"
        );
        assert_eq!(error.line(), Some(1));
        let error =
            resolve_in(&root, "#[path = \"gone.rs\"] mod a;", &[], "src").expect_err("missing");
        assert!(error.what().contains("names a missing file"), "{error}");
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn both_layouts_or_none_is_an_error() {
        let root = tree("both", &["src/a.rs", "src/a/mod.rs"]);
        let error = resolve_in(&root, "mod a;", &[], "src").expect_err("ambiguous");
        assert!(error.what().contains("both"), "{error}");
        let error = resolve_in(&root, "\n\nmod gone;", &[], "src").expect_err("missing");
        assert_eq!(error.line(), Some(3));
        assert_eq!(error.file(), Some(Path::new("src/lib.rs")));
        assert!(
            error
                .advice()
                .is_some_and(|h| h.contains("gone.rs or gone/mod.rs in src")),
            "{error}"
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn only_macro_positions_can_name_a_proc_macro() {
        let file: syn::File = syn::parse_str(
            "#![doc = \"x\"] #[derive(Debug, Readable)] struct S; \
             impl Display for S {} \
             #[proconio::fastout] fn main() { input!(n: usize); if a != b {} }",
        )
        .expect("parses");
        let names = mbe::macro_names_in(quote::ToTokens::to_token_stream(&file));
        for name in [
            "derive", "Debug", "Readable", "proconio", "fastout", "input", "doc",
        ] {
            assert!(names.contains(name), "{name} in {names:?}");
        }
        for name in ["Display", "S", "main", "a", "b", "n"] {
            assert!(!names.contains(name), "{name} in {names:?}");
        }
    }
}
