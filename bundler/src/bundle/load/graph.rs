//! Step 1 of the flow: the crates of a bundle, as cargo resolved them.
//!
//! A bin target's crate may use its own package's library and every normal dependency cargo
//! resolved for the package (path, registry or git alike; optional ones only when a feature
//! enabled them). Which of them the bundle needs is decided while loading ([`crate::bundle::load`]):
//! a dependency is inlined only when the code of a crate already in the bundle names it, so a
//! package that declares a whole judge crate set and uses one crate pays for that one crate.
//! This module knows each crate's facts (module name, cfg context, licence) and the order the
//! libraries are printed in; it does not read source files.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use cargo_metadata::PackageId;

use crate::bundle::load::builtin::cargo_env;
use crate::bundle::load::strip::{target_cfgs, Cfg};
use crate::error::Error;
use crate::workspace::{Bin, Package, Workspace};

use crate::bundle::expand::TABLES;

/// One crate of the bundle: a library to inline, or the bin itself.
#[derive(Debug, Clone)]
pub(crate) struct Crate {
    /// The package (for messages, the header and licences).
    pub package: PackageId,
    /// The package name.
    pub package_name: String,
    /// The module name in the bundle (the lib target name, made unique); empty for the bin.
    pub module: String,
    /// The crate root file (absolute).
    pub root_file: PathBuf,
    /// Extern names this crate uses for inlined crates, mapped to their module names (filled
    /// while loading, with the dependencies its code names).
    pub externs: BTreeMap<String, String>,
    /// Whether this crate depends on the `tables` proc macro (under the name `tables`).
    pub uses_tables: bool,
    /// Registry or git code: its warnings are silenced, its licence goes into the header.
    pub third_party: bool,
    /// What `#[cfg]` sees in this crate.
    pub cfg: Cfg,
    /// Extern names of the proc-macro crates this crate names, with their lib names: never
    /// inlined (their calls are expanded), so `use` and `extern crate` of them go.
    pub proc_macro_externs: BTreeMap<String, String>,
    /// What `env!` sees: the variables cargo sets for the crate, and its build script's.
    pub env: BTreeMap<String, String>,
    /// `name@version`, for cargo's `-p` when its build script must run.
    pub spec: Option<String>,
    /// Written for edition 2015 (its `extern crate` names stay at the root; the files rustc
    /// migrated still end their `r#try!` calls: [`crate::bundle::rewrite::edition`]).
    pub edition_2015: bool,
    /// The crate's edition (`2015` .. `2024`).
    pub edition: String,
}

/// What the judge's build sets for every crate of the file: `debug_assertions` as its flags
/// say, and its `--cfg` values (`atcoder`, `ONLINE_JUDGE`). The judge compiles the whole file
/// with them (AtCoder's rustflags reach every crate cargo builds, too), so `#[cfg(atcoder)]`
/// is decided as the judge decides it in any crate, the user's debug code
/// (`#[cfg(not(atcoder))]`) first of all.
#[derive(Debug, Clone, Copy)]
pub(crate) struct JudgeCfg<'a> {
    pub debug_assertions: bool,
    /// `name` or `name="value"`, as `--cfg` takes them.
    pub cfgs: &'a [String],
}

impl JudgeCfg<'_> {
    /// The cfg context of a crate of `package`.
    fn context(&self, package: &Package) -> Cfg {
        Cfg::new(target_cfgs(), &package.features, self.debug_assertions).with_build_cfgs(self.cfgs)
    }
}

/// A dependency the crate may name: its extern name and package.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    pub extern_name: String,
    pub package: PackageId,
}

/// The crate of `bin` and the dependencies its code may name (its package's library first).
pub(crate) fn bin_crate(
    ws: &Workspace,
    bin: &Bin,
    judge: &JudgeCfg<'_>,
) -> Result<(Crate, Vec<Candidate>), Error> {
    let package = ws.package(&bin.package_id).ok_or_else(|| {
        Error::new(format!(
            "package `{}` is not among the packages cargo metadata listed",
            bin.package
        ))
        .help("run `cargo metadata` to see what cargo makes of the workspace")
    })?;
    let mut candidates = Vec::new();
    if let Some(lib) = package.lib.as_ref().filter(|lib| !lib.proc_macro) {
        candidates.push(Candidate {
            extern_name: lib.name.clone(),
            package: bin.package_id.clone(),
        });
    }
    candidates.extend(dependencies(package));
    let krate = Crate {
        package: bin.package_id.clone(),
        package_name: package.name.clone(),
        module: String::new(),
        root_file: bin.src_path.clone(),
        externs: BTreeMap::new(),
        uses_tables: uses_tables(ws, package),
        third_party: package.third_party,
        cfg: judge.context(package),
        proc_macro_externs: BTreeMap::new(),
        env: package_env(package, &bin.name.replace('-', "_")),
        spec: build_spec(package),
        edition_2015: package.edition == "2015",
        edition: package.edition.clone(),
    };
    Ok((krate, candidates))
}

/// The library crate of package `id`, as module `module`, and the dependencies it may name.
pub(crate) fn lib_crate(
    ws: &Workspace,
    id: &PackageId,
    module: String,
    judge: &JudgeCfg<'_>,
) -> Option<(Crate, Vec<Candidate>)> {
    let package = ws.package(id)?;
    let lib = package.lib.as_ref()?;
    let krate = Crate {
        package: id.clone(),
        package_name: package.name.clone(),
        module,
        root_file: lib.src_path.clone(),
        externs: BTreeMap::new(),
        uses_tables: uses_tables(ws, package),
        third_party: package.third_party,
        cfg: judge.context(package).dropping_allows(package.third_party),
        proc_macro_externs: BTreeMap::new(),
        env: package_env(package, &lib.name),
        spec: build_spec(package),
        edition_2015: package.edition == "2015",
        edition: package.edition.clone(),
    };
    Some((krate, dependencies(package)))
}

/// The variables cargo sets when it compiles a crate of `package`.
fn package_env(package: &Package, crate_name: &str) -> BTreeMap<String, String> {
    let dir = package
        .manifest_path
        .parent()
        .map_or_else(PathBuf::new, |dir| dir.to_path_buf());
    cargo_env(&package.name, &package.version, crate_name, &dir)
}

/// `name@version` of a package with a build script.
fn build_spec(package: &Package) -> Option<String> {
    package
        .has_build_script
        .then(|| format!("{}@{}", package.name, package.version))
}

fn dependencies(package: &Package) -> Vec<Candidate> {
    package
        .deps
        .iter()
        .map(|dep| Candidate {
            extern_name: dep.extern_name.clone(),
            package: dep.package.clone(),
        })
        .collect()
}

fn uses_tables(ws: &Workspace, package: &Package) -> bool {
    package.deps.iter().any(|dep| {
        dep.extern_name == TABLES
            && ws
                .package(&dep.package)
                .is_some_and(|p| p.name == TABLES && p.lib.as_ref().is_some_and(|l| l.proc_macro))
    })
}

/// Whether a dependency the code names is not inlined: `Some(Ok)` for a proc-macro crate
/// (its calls are expanded instead), `Some(Err)` when it cannot be used at all.
pub(crate) fn refusal(
    ws: &Workspace,
    user: &Crate,
    candidate: &Candidate,
) -> Option<Result<(), Error>> {
    let package = ws.package(&candidate.package)?;
    let user_manifest = ws
        .package(&user.package)
        .map(|p| ws.relative(&p.manifest_path).to_path_buf())
        .unwrap_or_default();
    let Some(lib) = &package.lib else {
        return Some(Err(Error::new(format!(
            "dependency `{}` has no library target",
            package.name
        ))
        .at(&user_manifest, None)
        .help("only library crates can be inlined")));
    };
    if lib.proc_macro {
        // Its calls are expanded where they stand (`tables` in-process, the others through
        // the proc-macro server); the crate itself never enters the file.
        return Some(Ok(()));
    }
    None
}

/// A module name for lib `name` not in `taken` (two versions of one crate get `name_2`).
pub(crate) fn unique_module(name: &str, taken: &BTreeSet<String>) -> String {
    if !taken.contains(name) {
        return name.to_string();
    }
    (2..)
        .map(|n| format!("{name}_{n}"))
        .find(|candidate| !taken.contains(candidate))
        .expect("some suffix is free")
}

/// The libraries in print order: dependencies before dependents, siblings by package name
/// (deterministic), from a depth-first walk of `edges` (crate index -> used crate indices)
/// starting at crate 0, the bin; the bin itself last.
pub(crate) fn print_order(crates: &[Crate], edges: &[Vec<usize>]) -> Vec<usize> {
    fn visit(
        at: usize,
        crates: &[Crate],
        edges: &[Vec<usize>],
        seen: &mut BTreeSet<usize>,
        order: &mut Vec<usize>,
    ) {
        let mut children = edges[at].clone();
        children.sort_by(|&a, &b| crates[a].package_name.cmp(&crates[b].package_name));
        children.dedup();
        for child in children {
            if seen.insert(child) {
                visit(child, crates, edges, seen, order);
                order.push(child);
            }
        }
    }
    let mut order = Vec::new();
    let mut seen = BTreeSet::from([0]);
    visit(0, crates, edges, &mut seen, &mut order);
    order.push(0);
    order
}
