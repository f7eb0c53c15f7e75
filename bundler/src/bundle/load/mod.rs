//! Stage 1 of the bundle flow, load: the crates cargo resolved ([`graph`]), each parsed and
//! stripped ([`strip`], [`builtin`], [`build_script`]), the ones the judge provides set aside
//! ([`provided`]), what the bin reaches kept ([`reach`]), assembled into one draft.
//!
//! For every crate: parse the crate root, strip tests and docs, expand
//! the table macros, follow `mod x;` to its file ([`files`], as rustc finds it), rewrite
//! paths, and assemble one syn tree in which each library is `mod <crate> { ... }`.

mod assemble;
pub(crate) mod build_script;
pub(crate) mod builtin;
mod files;
pub(crate) mod graph;
pub(crate) mod provided;
pub(crate) mod reach;
pub(crate) mod strip;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use super::Options;
use crate::bundle::expand::proc_macro::ProcMacros;
use crate::bundle::expand::Expander;
use crate::bundle::load::reach::Reach;
use crate::error::Error;
use crate::workspace::{Bin, Workspace};
use build_script::BuildOutput;
use files::LoadedFile;
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
    Ok(Ok(assemble::join(assemble::LoadedCrates {
        crates,
        edges,
        files: loaded,
        proc_macros,
    })))
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
