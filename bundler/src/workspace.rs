//! The cargo workspace as judgepack sees it: which packages are judge problems, and for every
//! package its library target and its dependencies.
//!
//! A problem is a workspace package with `[package.metadata.judgepack] judge = "..."` and a bin
//! target. Everything comes from `cargo metadata --no-deps --offline`, so loading never touches
//! the network or resolves registry crates; path dependencies outside the workspace are loaded
//! from their own manifests. This module does not decide what may be bundled (that is
//! [`crate::bundle`]); it only records what cargo says.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cargo_metadata::{DependencyKind, MetadataCommand, TargetKind};

use crate::error::Error;

/// A cargo workspace: its root, its problems, and what judgepack needs to know about every
/// package reachable through path dependencies.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The workspace root directory (absolute).
    pub root: PathBuf,
    /// The judge problems, sorted by name.
    pub problems: Vec<Problem>,
    /// Every known package, keyed by its manifest path (canonical when possible).
    packages: BTreeMap<PathBuf, Package>,
    /// Packages that declare a judge but have no bin target (for a clear error).
    judged_without_bin: Vec<String>,
}

/// One judge problem: a workspace package with a judge and a bin target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The package name, e.g. `uva197`.
    pub name: String,
    /// The judge from `[package.metadata.judgepack] judge`, e.g. `uva`.
    pub judge: String,
    /// The package's `Cargo.toml` (absolute).
    pub manifest_path: PathBuf,
    /// The bin target's root source file, usually `src/main.rs` (absolute).
    pub main_src: PathBuf,
}

/// What judgepack knows of one package.
#[derive(Debug, Clone)]
pub(crate) struct Package {
    /// The package name as in `Cargo.toml` (may contain `-`).
    pub name: String,
    /// The package's `Cargo.toml` (absolute).
    pub manifest_path: PathBuf,
    /// The library target, if any.
    pub lib: Option<LibTarget>,
    /// Whether the package has a build script (not supported in a bundle).
    pub has_build_script: bool,
    /// Normal (not dev, not build), non-optional dependencies, in manifest order.
    pub deps: Vec<Dep>,
}

/// The library target of a package.
#[derive(Debug, Clone)]
pub(crate) struct LibTarget {
    /// The crate name (underscores), e.g. `judge_io`.
    pub name: String,
    /// The crate root, usually `src/lib.rs` (absolute).
    pub src_path: PathBuf,
    /// Whether it is a `proc-macro` crate.
    pub proc_macro: bool,
}

/// A dependency edge.
#[derive(Debug, Clone)]
pub(crate) struct Dep {
    /// The depended-on package's name.
    pub package: String,
    /// The name the depending crate uses in code (`rename` or the package name, with `_`).
    pub extern_name: String,
    /// The directory of a path dependency; `None` for registry and git dependencies.
    pub path: Option<PathBuf>,
}

impl Workspace {
    /// Runs `cargo metadata --no-deps --offline` for `manifest_path` (or the current directory)
    /// and collects the problems and the packages they can reach through path dependencies.
    ///
    /// # Errors
    ///
    /// When cargo fails (no manifest, malformed manifest) or a path dependency's manifest
    /// cannot be read.
    pub fn load(manifest_path: Option<&Path>) -> Result<Workspace, Error> {
        let metadata = run_metadata(manifest_path)?;
        let root = metadata.workspace_root.clone().into_std_path_buf();
        let mut workspace = Workspace {
            root,
            problems: Vec::new(),
            packages: BTreeMap::new(),
            judged_without_bin: Vec::new(),
        };
        for package in metadata.workspace_packages() {
            let judge = package
                .metadata
                .get("judgepack")
                .and_then(|judgepack| judgepack.get("judge"))
                .and_then(|judge| judge.as_str());
            if let Some(judge) = judge {
                let bin = package
                    .targets
                    .iter()
                    .filter(|target| target.kind.contains(&TargetKind::Bin))
                    .min_by_key(|target| {
                        (target.name != package.name.as_str(), target.name.clone())
                    });
                match bin {
                    Some(bin) => workspace.problems.push(Problem {
                        name: package.name.to_string(),
                        judge: judge.to_string(),
                        manifest_path: package.manifest_path.clone().into_std_path_buf(),
                        main_src: bin.src_path.clone().into_std_path_buf(),
                    }),
                    None => workspace.judged_without_bin.push(package.name.to_string()),
                }
            }
        }
        for package in &metadata.packages {
            let package = convert(package);
            workspace
                .packages
                .insert(key(&package.manifest_path), package);
        }
        workspace.load_outside_path_deps()?;
        workspace.problems.sort_by(|a, b| a.name.cmp(&b.name));
        workspace.judged_without_bin.sort();
        Ok(workspace)
    }

    /// The problem called `name`.
    ///
    /// # Errors
    ///
    /// Names the unknown problem and lists the known ones; a package that declares a judge but
    /// has no bin target says so.
    pub fn problem(&self, name: &str) -> Result<&Problem, Error> {
        if let Some(problem) = self.problems.iter().find(|problem| problem.name == name) {
            return Ok(problem);
        }
        if self
            .judged_without_bin
            .iter()
            .any(|package| package == name)
        {
            return Err(Error::new(format!(
                "package `{name}` declares a judge but has no bin target"
            ))
            .help("a problem is a binary crate: add `src/main.rs` with `fn main`"));
        }
        let known: Vec<&str> = self.problems.iter().map(|p| p.name.as_str()).collect();
        let known = if known.is_empty() {
            "none".to_string()
        } else {
            known.join(", ")
        };
        let what = if self.packages.values().any(|package| package.name == name) {
            format!("package `{name}` is not a problem (no `[package.metadata.judgepack] judge`)")
        } else {
            format!("unknown problem `{name}`")
        };
        Err(Error::new(what).help(format!("known problems: {known}")))
    }

    /// `path` relative to the workspace root when it lies inside it, for messages and headers
    /// (no absolute paths in output).
    pub fn relative<'a>(&self, path: &'a Path) -> &'a Path {
        path.strip_prefix(&self.root).unwrap_or(path)
    }

    /// An empty workspace rooted at `root` (for unit tests of path handling).
    #[cfg(test)]
    pub(crate) fn empty(root: PathBuf) -> Workspace {
        Workspace {
            root,
            problems: Vec::new(),
            packages: BTreeMap::new(),
            judged_without_bin: Vec::new(),
        }
    }

    /// The package whose manifest is `manifest_path`.
    pub(crate) fn package(&self, manifest_path: &Path) -> Option<&Package> {
        self.packages.get(&key(manifest_path))
    }

    /// The package a path dependency points at.
    pub(crate) fn dep_package(&self, dep_dir: &Path) -> Option<&Package> {
        self.package(&dep_dir.join("Cargo.toml"))
    }

    /// Loads path dependencies that are not workspace members, transitively.
    fn load_outside_path_deps(&mut self) -> Result<(), Error> {
        loop {
            let missing: Vec<PathBuf> = self
                .packages
                .values()
                .flat_map(|package| package.deps.iter())
                .filter_map(|dep| dep.path.clone())
                .filter(|dir| self.dep_package(dir).is_none())
                .collect();
            let Some(dir) = missing.into_iter().next() else {
                return Ok(());
            };
            let manifest = dir.join("Cargo.toml");
            let metadata = run_metadata(Some(&manifest))?;
            let wanted = key(&manifest);
            let mut found = false;
            for package in &metadata.packages {
                let package = convert(package);
                let package_key = key(&package.manifest_path);
                found |= package_key == wanted;
                self.packages.entry(package_key).or_insert(package);
            }
            if !found {
                return Err(Error::new(format!(
                    "cargo metadata for the path dependency {} does not list its package",
                    manifest.display()
                ))
                .help("check the dependency's `path` in the manifest that names it"));
            }
        }
    }
}

/// Runs `cargo metadata --no-deps --offline`.
fn run_metadata(manifest_path: Option<&Path>) -> Result<cargo_metadata::Metadata, Error> {
    let mut command = MetadataCommand::new();
    command
        .no_deps()
        .other_options(vec!["--offline".to_string()]);
    if let Some(manifest_path) = manifest_path {
        command.manifest_path(manifest_path);
    }
    command.exec().map_err(|error| {
        let place = manifest_path.map_or_else(
            || "the current directory".to_string(),
            |path| path.display().to_string(),
        );
        Error::new(format!("cargo metadata failed for {place}: {error}"))
            .help("run judgepack inside the workspace or pass --manifest-path <Cargo.toml>")
    })
}

/// What judgepack keeps of a cargo package.
fn convert(package: &cargo_metadata::Package) -> Package {
    let lib = package
        .targets
        .iter()
        .find(|target| {
            target.kind.iter().any(|kind| {
                matches!(
                    kind,
                    TargetKind::Lib | TargetKind::RLib | TargetKind::ProcMacro
                )
            })
        })
        .map(|target| LibTarget {
            name: target.name.replace('-', "_"),
            src_path: target.src_path.clone().into_std_path_buf(),
            proc_macro: target.kind.contains(&TargetKind::ProcMacro),
        });
    let deps = package
        .dependencies
        .iter()
        .filter(|dep| dep.kind == DependencyKind::Normal && !dep.optional)
        .map(|dep| Dep {
            package: dep.name.clone(),
            extern_name: dep.rename.as_deref().unwrap_or(&dep.name).replace('-', "_"),
            path: dep.path.clone().map(|path| path.into_std_path_buf()),
        })
        .collect();
    Package {
        name: package.name.to_string(),
        manifest_path: package.manifest_path.clone().into_std_path_buf(),
        lib,
        has_build_script: package
            .targets
            .iter()
            .any(|target| target.kind.contains(&TargetKind::CustomBuild)),
        deps,
    }
}

/// The map key of a manifest path: canonical when the file exists, so `a/../b` and `b` agree.
fn key(manifest_path: &Path) -> PathBuf {
    std::fs::canonicalize(manifest_path).unwrap_or_else(|_| manifest_path.to_path_buf())
}
