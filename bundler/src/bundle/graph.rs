//! Step 1 of the flow: the library crates a problem needs, in dependency order.
//!
//! Only path dependencies are inlined. The proc-macro crate `tables` is not inlined: its calls
//! are expanded by [`super::expand`]. Registry and git dependencies, other proc macros and
//! build scripts are errors, because a judge compiles one file with std only.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::workspace::{Package, Problem, Workspace};

/// The name of the proc-macro crate whose calls the bundler expands.
pub(crate) const TABLES: &str = "tables";

/// One crate of the bundle: a library to inline, or the problem's binary.
#[derive(Debug, Clone)]
pub(crate) struct Crate {
    /// The package name (for messages and the header).
    pub package: String,
    /// The module name in the bundle (the lib target name); empty for the binary.
    pub module: String,
    /// The crate root file (absolute).
    pub root_file: PathBuf,
    /// Extern names this crate uses for inlined crates, mapped to their module names.
    pub externs: BTreeMap<String, String>,
    /// Whether this crate depends on the `tables` proc macro (under the name `tables`).
    pub uses_tables: bool,
}

/// The libraries to inline, dependencies before dependents (ties by name, so the order is
/// deterministic), followed by the binary crate itself.
pub(crate) fn crates(ws: &Workspace, problem: &Problem) -> Result<Vec<Crate>, Error> {
    let package = ws.package(&problem.manifest_path).ok_or_else(|| {
        Error::new(format!(
            "problem `{}` is not among the packages cargo metadata listed",
            problem.name
        ))
        .help("reload the workspace")
    })?;
    let mut order = Vec::new();
    let mut state = BTreeMap::new();
    let (externs, uses_tables) = visit_deps(ws, package, &mut order, &mut state)?;
    order.push(Crate {
        package: package.name.clone(),
        module: String::new(),
        root_file: problem.main_src.clone(),
        externs,
        uses_tables,
    });
    Ok(order)
}

/// Depth-first post-order over the dependencies of `package`; returns `package`'s extern map
/// and whether it uses `tables`.
fn visit_deps(
    ws: &Workspace,
    package: &Package,
    order: &mut Vec<Crate>,
    visited: &mut BTreeMap<PathBuf, String>,
) -> Result<(BTreeMap<String, String>, bool), Error> {
    let manifest = ws.relative(&package.manifest_path).to_path_buf();
    let mut externs = BTreeMap::new();
    let mut uses_tables = false;
    let mut deps: Vec<_> = package.deps.iter().collect();
    deps.sort_by(|a, b| a.package.cmp(&b.package));
    for dep in deps {
        let dep_line = declaration_line(&package.manifest_path, &dep.package, &dep.extern_name);
        let Some(dir) = &dep.path else {
            return Err(Error::new(format!(
                "`{}` depends on `{}`, which is not a path dependency (registry or git crate)",
                package.name, dep.package
            ))
            .at(&manifest, dep_line)
            .help(
                "a judge compiles one file with std only: remove the dependency, or write the \
                 code as a path crate in this workspace",
            ));
        };
        let dep_package = ws.dep_package(dir).ok_or_else(|| {
            Error::new(format!(
                "path dependency `{}` ({}) was not found by cargo metadata",
                dep.package,
                dir.display()
            ))
            .at(&manifest, None)
            .help("check the dependency's `path`")
        })?;
        let Some(lib) = &dep_package.lib else {
            return Err(Error::new(format!(
                "dependency `{}` has no library target",
                dep.package
            ))
            .at(&manifest, None)
            .help("only library crates can be inlined"));
        };
        if lib.proc_macro {
            if dep_package.name == TABLES && dep.extern_name == TABLES {
                uses_tables = true;
                continue;
            }
            return Err(Error::new(format!(
                "`{}` depends on the proc-macro crate `{}`; only `tables` macros can be expanded",
                package.name, dep.package
            ))
            .at(&manifest, dep_line)
            .help(
                "generate the code with tables-gen and call it as `tables::NAME!(...)`, or drop \
                 the dependency",
            ));
        }
        if dep_package.has_build_script {
            return Err(Error::new(format!(
                "`{}` has a build script, which a single-file bundle cannot run",
                dep.package
            ))
            .at(ws.relative(&dep_package.manifest_path), None)
            .help("remove build.rs; derive tables with `tables::NAME!(...)` instead"));
        }
        externs.insert(dep.extern_name.clone(), lib.name.clone());
        let key = dep_package.manifest_path.clone();
        match visited.get(&key) {
            Some(module) if module.is_empty() => {
                return Err(
                    Error::new(format!("dependency cycle through `{}`", dep.package))
                        .at(&manifest, None),
                );
            }
            Some(_) => {}
            None => {
                visited.insert(key.clone(), String::new());
                let (dep_externs, dep_tables) = visit_deps(ws, dep_package, order, visited)?;
                visited.insert(key, lib.name.clone());
                if let Some(other) = order.iter().find(|krate| krate.module == lib.name) {
                    return Err(Error::new(format!(
                        "two crates would both become `mod {}`: `{}` and `{}`",
                        lib.name, other.package, dep_package.name
                    ))
                    .at(ws.relative(&dep_package.manifest_path), None)
                    .help("rename one library crate"));
                }
                order.push(Crate {
                    package: dep_package.name.clone(),
                    module: lib.name.clone(),
                    root_file: lib.src_path.clone(),
                    externs: dep_externs,
                    uses_tables: dep_tables,
                });
            }
        }
    }
    Ok((externs, uses_tables))
}

/// The line of `Cargo.toml` that declares a dependency (`name = ...`, `name.path = ...` or
/// `[dependencies.name]`), for messages; `None` when it cannot be found.
fn declaration_line(manifest: &Path, package: &str, extern_name: &str) -> Option<usize> {
    let text = std::fs::read_to_string(manifest).ok()?;
    let names = [
        package.to_string(),
        extern_name.to_string(),
        extern_name.replace('_', "-"),
    ];
    let lines: Vec<&str> = text.lines().collect();
    let first = lines
        .iter()
        .position(|line| line.trim_start().starts_with('[') && line.contains("dependencies"))?;
    let found = lines[first..].iter().position(|line| {
        let line = line.trim_start();
        names.iter().any(|name| {
            let declares = line
                .strip_prefix(name.as_str())
                .map(str::trim_start)
                .is_some_and(|rest| rest.starts_with('=') || rest.starts_with('.'));
            let header = line
                .strip_prefix("[dependencies.")
                .and_then(|rest| rest.strip_prefix(name.as_str()))
                .is_some_and(|rest| rest.starts_with(']'));
            declares || header
        })
    })?;
    Some(first + found + 1)
}
