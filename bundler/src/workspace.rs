//! The cargo workspace as judgepack sees it, in cargo's own vocabulary: packages, their bin
//! and lib targets, the dependencies cargo resolved (path, registry and git alike) and the
//! features it enabled, plus judgepack's settings from `[workspace.metadata.judgepack]`.
//!
//! Everything comes from one `cargo metadata --offline` (so loading never touches the network:
//! registry crates are read from the sources cargo already downloaded); when cargo has not
//! downloaded them yet, [`Workspace::load_or_fetch`] runs `cargo fetch` first. A bin target is what
//! gets bundled; [`Workspace::select`] picks bins the way cargo's `--bin` / `-p` do. This
//! module does not decide what may be bundled (that is [`crate::bundle`]); it only records what
//! cargo says.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use cargo_metadata::{DependencyKind, MetadataCommand, PackageId, TargetKind};

use crate::error::Error;

/// A cargo workspace: its root, its bin targets, every package its members reach, and
/// judgepack's workspace settings.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The workspace root directory (absolute).
    pub root: PathBuf,
    /// Every bin target of every workspace member, sorted by (bin name, package name).
    pub bins: Vec<Bin>,
    /// `[workspace.metadata.judgepack]`.
    pub config: Config,
    /// Every package cargo resolved, keyed by package id.
    packages: BTreeMap<PackageId, Package>,
}

/// One bin target of a workspace member: what judgepack bundles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bin {
    /// The bin target's name, e.g. `uva197` or `abc400-a`.
    pub name: String,
    /// The name of the package that has it.
    pub package: String,
    /// The package's `Cargo.toml` (absolute).
    pub manifest_path: PathBuf,
    /// The bin's root source file (`src/main.rs`, `src/bin/a.rs`, ...; absolute).
    pub src_path: PathBuf,
    /// The judge from `[package.metadata.judgepack] judge`, if the package names one.
    pub judge: Option<String>,
    /// The package's id (for the dependency graph).
    pub(crate) package_id: PackageId,
}

/// `[workspace.metadata.judgepack]`: settings that hold for the whole workspace.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    /// `judge = "..."`: the judge of every bin whose package names none.
    pub judge: Option<String>,
    /// `out-dir = "..."`: where `bundle --all` writes (relative to the root), default
    /// `submissions`.
    pub out_dir: Option<PathBuf>,
    /// `[workspace.metadata.judgepack.judges.NAME]`: the user's own judge profiles.
    pub judges: Vec<CustomJudge>,
}

/// A judge profile the user defined in `[workspace.metadata.judgepack.judges.NAME]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomJudge {
    /// The table's name.
    pub name: String,
    /// `rustc-args = [...]`: the judge's rustc arguments before the source file.
    pub rustc_args: Vec<String>,
    /// `edition = "..."` (default: taken from `--edition` in `rustc-args`, else 2021).
    pub edition: String,
    /// `size-limit = N` in bytes (default 64 KiB).
    pub size_limit: usize,
}

/// What judgepack knows of one package.
#[derive(Debug, Clone)]
pub(crate) struct Package {
    /// The package name as in `Cargo.toml` (may contain `-`).
    pub name: String,
    /// Its version.
    pub version: String,
    /// The package's `Cargo.toml` (absolute).
    pub manifest_path: PathBuf,
    /// The library target, if any.
    pub lib: Option<LibTarget>,
    /// Whether the package has a build script.
    pub has_build_script: bool,
    /// Its normal dependencies as cargo resolved them (optional ones only when enabled).
    pub deps: Vec<Dep>,
    /// The features cargo enabled for it.
    pub features: BTreeSet<String>,
    /// Its edition (`2015`, `2018`, `2021`, `2024`).
    pub edition: String,
    /// Whether it comes from a registry or git (third-party code nobody here edits) rather
    /// than a path in this workspace.
    pub third_party: bool,
    /// `license` (an SPDX expression), if given.
    pub license: Option<String>,
    /// `license-file`, if given (absolute).
    pub license_file: Option<PathBuf>,
    /// Its normal dependencies as the manifest declares them (for a scratch package that
    /// depends on the same crates: how a judge that provides crates builds a submission).
    pub declared: Vec<DeclaredDep>,
}

/// A normal dependency as a manifest declares it, workspace inheritance already resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclaredDep {
    /// The package name.
    pub package: String,
    /// The name the code uses, when renamed.
    pub rename: Option<String>,
    /// The version requirement (`*` for a path dependency without one).
    pub req: String,
    /// Features asked for.
    pub features: Vec<String>,
    /// Whether default features are on.
    pub default_features: bool,
    /// Whether it is optional.
    pub optional: bool,
    /// The directory of a path dependency (absolute).
    pub path: Option<PathBuf>,
    /// The registry or git source, when not crates.io or a path.
    pub source: Option<String>,
    /// The name code uses for it (after `rename` and the `[lib] name`) when cargo resolved it
    /// for this platform and these features; `None` for an optional dependency no feature
    /// enabled, or one of another platform.
    pub extern_name: Option<String>,
}

/// The library target of a package.
#[derive(Debug, Clone)]
pub(crate) struct LibTarget {
    /// The crate name (underscores), e.g. `judge_io` or `ac_library`.
    pub name: String,
    /// The crate root, usually `src/lib.rs` (absolute).
    pub src_path: PathBuf,
    /// Whether it is a `proc-macro` crate.
    pub proc_macro: bool,
}

/// A resolved dependency edge.
#[derive(Debug, Clone)]
pub(crate) struct Dep {
    /// The name the depending crate uses in code (after `rename` and `[lib] name`).
    pub extern_name: String,
    /// The depended-on package.
    pub package: PackageId,
}

/// Which bins a command works on, as cargo's target selection flags say it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// A positional name: a bin, or a package with exactly one bin.
    pub name: Option<String>,
    /// `--bin NAME`.
    pub bin: Option<String>,
    /// `-p/--package NAME`.
    pub package: Option<String>,
    /// `--all`: every bin that has cases or a judge configured.
    pub all: bool,
}

impl Workspace {
    /// Runs `cargo metadata --offline` for `manifest_path` (or the current directory) and
    /// records the workspace's bins, the packages they can reach and the settings.
    ///
    /// # Errors
    ///
    /// When cargo fails (no manifest, malformed manifest, dependencies not downloaded yet) or
    /// `[workspace.metadata.judgepack]` is malformed.
    pub fn load(manifest_path: Option<&Path>) -> Result<Workspace, Error> {
        let metadata = run_metadata(manifest_path).map_err(|(error, _)| error)?;
        Workspace::from_metadata(metadata)
    }

    /// [`Workspace::load`], but when cargo has not downloaded every dependency yet (a fresh
    /// clone), runs `cargo fetch` first, as `cargo build` would, saying so on stderr.
    ///
    /// # Errors
    ///
    /// As [`Workspace::load`], and when `cargo fetch` fails (no network, unknown crate).
    pub fn load_or_fetch(manifest_path: Option<&Path>) -> Result<Workspace, Error> {
        let metadata = match run_metadata(manifest_path) {
            Ok(metadata) => metadata,
            Err((_, true)) => {
                eprintln!(
                    "judgepack: cargo has not downloaded every dependency yet; running `cargo fetch`"
                );
                let mut fetch = std::process::Command::new("cargo");
                fetch.arg("fetch");
                if let Some(manifest_path) = manifest_path {
                    fetch.arg("--manifest-path").arg(manifest_path);
                }
                let status = fetch.status().map_err(|error| {
                    Error::new(format!("cannot run `cargo fetch`: {error}"))
                        .help("check that cargo is on PATH")
                })?;
                if !status.success() {
                    return Err(Error::new("`cargo fetch` failed (its messages are above)")
                        .help("fix what cargo reports, or run judgepack where the network reaches crates.io"));
                }
                run_metadata(manifest_path).map_err(|(error, _)| error)?
            }
            Err((error, false)) => return Err(error),
        };
        Workspace::from_metadata(metadata)
    }

    fn from_metadata(metadata: cargo_metadata::Metadata) -> Result<Workspace, Error> {
        let root = metadata.workspace_root.clone().into_std_path_buf();
        let config = Config::parse(&metadata.workspace_metadata, &root)?;
        let resolve_nodes: BTreeMap<&PackageId, &cargo_metadata::Node> = metadata
            .resolve
            .iter()
            .flat_map(|resolve| resolve.nodes.iter())
            .map(|node| (&node.id, node))
            .collect();
        let mut packages = BTreeMap::new();
        for package in &metadata.packages {
            let node = resolve_nodes.get(&package.id).copied();
            packages.insert(package.id.clone(), convert(package, node));
        }
        name_declared_deps(&mut packages);
        let mut bins = Vec::new();
        for package in metadata.workspace_packages() {
            let judge = package
                .metadata
                .get("judgepack")
                .and_then(|judgepack| judgepack.get("judge"))
                .and_then(|judge| judge.as_str());
            for target in &package.targets {
                if target.kind.contains(&TargetKind::Bin) {
                    bins.push(Bin {
                        name: target.name.clone(),
                        package: package.name.to_string(),
                        manifest_path: package.manifest_path.clone().into_std_path_buf(),
                        src_path: target.src_path.clone().into_std_path_buf(),
                        judge: judge.map(str::to_string),
                        package_id: package.id.clone(),
                    });
                }
            }
        }
        bins.sort_by(|a, b| (&a.name, &a.package).cmp(&(&b.name, &b.package)));
        Ok(Workspace {
            root,
            bins,
            config,
            packages,
        })
    }

    /// The bins `selection` names.
    ///
    /// - `--bin NAME` (with `-p` when two packages have a bin of that name);
    /// - a positional NAME: a bin of that name, else the one bin of package NAME;
    /// - `-p NAME` alone: every bin of that package;
    /// - `--all`, or nothing: every bin that `has_cases` or whose package or workspace names a
    ///   judge (so tools living in the workspace are left alone).
    ///
    /// # Errors
    ///
    /// Names what is unknown or ambiguous and lists what there is.
    pub fn select(
        &self,
        selection: &Selection,
        has_cases: &dyn Fn(&Bin) -> bool,
    ) -> Result<Vec<&Bin>, Error> {
        let in_package = |bin: &&Bin| {
            selection
                .package
                .as_ref()
                .map_or(true, |package| &bin.package == package)
        };
        if let Some(package) = &selection.package {
            if !self.bins.iter().any(|bin| &bin.package == package) {
                let what = if self.packages.values().any(|p| &p.name == package) {
                    format!("package `{package}` has no bin target")
                } else {
                    format!("no package `{package}` in this workspace")
                };
                return Err(Error::new(what).help(self.known_bins()));
            }
        }
        let wanted = selection.bin.as_ref().or(selection.name.as_ref());
        let Some(wanted) = wanted else {
            if selection.package.is_some() {
                return Ok(self.bins.iter().filter(in_package).collect());
            }
            let configured = self.config.judge.is_some();
            return Ok(self
                .bins
                .iter()
                .filter(|bin| bin.judge.is_some() || configured || has_cases(bin))
                .collect());
        };
        let named: Vec<&Bin> = self
            .bins
            .iter()
            .filter(in_package)
            .filter(|bin| &bin.name == wanted)
            .collect();
        let found = if named.is_empty() && selection.bin.is_none() {
            // `judgepack bundle contest` for a package with one bin, as `cargo run -p`.
            let of_package: Vec<&Bin> = self
                .bins
                .iter()
                .filter(|bin| &bin.package == wanted)
                .collect();
            if of_package.len() > 1 {
                let names: Vec<&str> = of_package.iter().map(|bin| bin.name.as_str()).collect();
                return Err(Error::new(format!(
                    "package `{wanted}` has {} bins: {}",
                    names.len(),
                    names.join(", ")
                ))
                .help(format!("name one: --bin {} -p {wanted}", names[0])));
            }
            of_package
        } else {
            named
        };
        match found.as_slice() {
            [] => {
                Err(Error::new(format!("no bin target named `{wanted}`")).help(self.known_bins()))
            }
            [one] => Ok(vec![*one]),
            several => {
                let packages: Vec<&str> = several.iter().map(|bin| bin.package.as_str()).collect();
                Err(Error::new(format!(
                    "`{wanted}` is a bin of several packages: {}",
                    packages.join(", ")
                ))
                .help(format!(
                    "pick one with -p, e.g. --bin {wanted} -p {}",
                    packages[0]
                )))
            }
        }
    }

    /// The one bin `selection` names (for commands that make one file).
    ///
    /// # Errors
    ///
    /// As [`Workspace::select`], and when it names several bins.
    pub fn select_one(&self, selection: &Selection) -> Result<&Bin, Error> {
        let bins = self.select(selection, &|_| false)?;
        match bins.as_slice() {
            [one] => Ok(one),
            [] => Err(Error::new("no bin target selected").help(self.known_bins())),
            several => {
                let names: Vec<&str> = several.iter().map(|bin| bin.name.as_str()).collect();
                Err(Error::new(format!(
                    "{} bins are selected: {}",
                    names.len(),
                    names.join(", ")
                ))
                .help("name one with --bin NAME"))
            }
        }
    }

    /// The bin called `name` (or the one bin of package `name`), as a positional argument
    /// names it.
    ///
    /// # Errors
    ///
    /// As [`Workspace::select_one`].
    pub fn bin(&self, name: &str) -> Result<&Bin, Error> {
        self.select_one(&Selection {
            name: Some(name.to_string()),
            ..Selection::default()
        })
    }

    /// "bins: a (pkg), b (pkg)" for error advice.
    fn known_bins(&self) -> String {
        if self.bins.is_empty() {
            return "this workspace has no bin targets".to_string();
        }
        let list: Vec<String> = self
            .bins
            .iter()
            .map(|bin| {
                if bin.name == bin.package {
                    bin.name.clone()
                } else {
                    format!("{} (package {})", bin.name, bin.package)
                }
            })
            .collect();
        format!("bins: {}", list.join(", "))
    }

    /// Whether another package of the workspace has a bin called like `bin`.
    pub fn bin_name_is_shared(&self, bin: &Bin) -> bool {
        self.bins
            .iter()
            .any(|other| other.name == bin.name && other.package != bin.package)
    }

    /// The directory `bundle --all` writes to.
    pub fn out_dir(&self) -> PathBuf {
        self.root.join(
            self.config
                .out_dir
                .clone()
                .unwrap_or_else(|| PathBuf::from("submissions")),
        )
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
            bins: Vec::new(),
            config: Config::default(),
            packages: BTreeMap::new(),
        }
    }

    /// The package with id `id`.
    pub(crate) fn package(&self, id: &PackageId) -> Option<&Package> {
        self.packages.get(id)
    }

    /// The dependencies `bin`'s package declares, and the package's features that are on.
    pub fn declared_deps(&self, bin: &Bin) -> (Vec<DeclaredDep>, Vec<String>) {
        self.packages.get(&bin.package_id).map_or_else(
            || (Vec::new(), Vec::new()),
            |package| {
                (
                    package.declared.clone(),
                    package.features.iter().cloned().collect(),
                )
            },
        )
    }
}

impl Config {
    /// Reads `[workspace.metadata.judgepack]` from cargo's `workspace_metadata`.
    fn parse(metadata: &serde_json::Value, root: &Path) -> Result<Config, Error> {
        let Some(table) = metadata.get("judgepack") else {
            return Ok(Config::default());
        };
        let manifest = root.join("Cargo.toml");
        let bad = |key: &str, wanted: &str| {
            Error::new(format!(
                "[workspace.metadata.judgepack] {key} must be {wanted}"
            ))
            .at(manifest.clone(), None)
            .help("see README.md, \"Use it on your own workspace\"")
        };
        let Some(table) = table.as_object() else {
            return Err(bad("", "a table"));
        };
        let mut config = Config::default();
        for (key, value) in table {
            match key.as_str() {
                "judge" => {
                    config.judge = Some(value.as_str().ok_or_else(|| bad(key, "a string"))?.into());
                }
                "out-dir" => {
                    config.out_dir =
                        Some(value.as_str().ok_or_else(|| bad(key, "a string"))?.into());
                }
                // Read by the commands (cases directory, `new`'s template).
                "cases" | "template" => {}
                "judges" => {
                    let judges = value.as_object().ok_or_else(|| bad(key, "a table"))?;
                    for (name, judge) in judges {
                        config
                            .judges
                            .push(CustomJudge::parse(name, judge, &manifest)?);
                    }
                }
                _ => {
                    return Err(Error::new(format!(
                        "unknown key `{key}` in [workspace.metadata.judgepack]"
                    ))
                    .at(manifest, None)
                    .help("known keys: judge, out-dir, cases, template, judges"))
                }
            }
        }
        Ok(config)
    }
}

impl CustomJudge {
    fn parse(name: &str, value: &serde_json::Value, manifest: &Path) -> Result<CustomJudge, Error> {
        let place = format!("[workspace.metadata.judgepack.judges.{name}]");
        let bad = |what: &str| {
            Error::new(format!("{place}: {what}"))
                .at(manifest.to_path_buf(), None)
                .help(
                    "a judge is `rustc-args = [\"--edition\", \"2021\", \"-O\"]`, optionally \
                     `edition = \"2021\"` and `size-limit = 65536`",
                )
        };
        let table = value.as_object().ok_or_else(|| bad("not a table"))?;
        let mut rustc_args = None;
        let mut edition = None;
        let mut size_limit = 64 * 1024;
        for (key, value) in table {
            match key.as_str() {
                "rustc-args" => {
                    let args = value
                        .as_array()
                        .and_then(|args| {
                            args.iter()
                                .map(|arg| arg.as_str().map(str::to_string))
                                .collect::<Option<Vec<String>>>()
                        })
                        .ok_or_else(|| bad("rustc-args must be an array of strings"))?;
                    rustc_args = Some(args);
                }
                "edition" => {
                    edition = Some(
                        value
                            .as_str()
                            .ok_or_else(|| bad("edition must be a string"))?
                            .to_string(),
                    );
                }
                "size-limit" => {
                    size_limit = value
                        .as_u64()
                        .and_then(|n| usize::try_from(n).ok())
                        .filter(|&n| n > 0)
                        .ok_or_else(|| bad("size-limit must be a positive number of bytes"))?;
                }
                other => return Err(bad(&format!("unknown key `{other}`"))),
            }
        }
        let mut rustc_args = rustc_args.ok_or_else(|| bad("rustc-args is missing"))?;
        let from_args = rustc_args
            .iter()
            .position(|arg| arg == "--edition")
            .and_then(|at| rustc_args.get(at + 1).cloned())
            .or_else(|| {
                rustc_args
                    .iter()
                    .find_map(|arg| arg.strip_prefix("--edition=").map(str::to_string))
            });
        let edition = match (edition, from_args) {
            (Some(given), Some(args)) if given != args => {
                return Err(bad(&format!(
                    "edition = \"{given}\" but rustc-args say --edition {args}"
                )))
            }
            (Some(edition), _) | (None, Some(edition)) => edition,
            (None, None) => {
                rustc_args.splice(0..0, ["--edition".to_string(), "2021".to_string()]);
                "2021".to_string()
            }
        };
        Ok(CustomJudge {
            name: name.to_string(),
            rustc_args,
            edition,
            size_limit,
        })
    }
}

/// Runs `cargo metadata --offline` (dependencies resolved, nothing downloaded). The error says
/// whether what failed is only that cargo has not downloaded everything yet.
fn run_metadata(manifest_path: Option<&Path>) -> Result<cargo_metadata::Metadata, (Error, bool)> {
    let mut command = MetadataCommand::new();
    let mut options = vec!["--offline".to_string()];
    // Only the host's dependencies: a Windows-only crate never reaches a judge's Linux build
    // and need not be downloaded.
    if let Some(host) = host_triple() {
        options.extend(["--filter-platform".to_string(), host]);
    }
    command.other_options(options);
    if let Some(manifest_path) = manifest_path {
        command.manifest_path(manifest_path);
    }
    command.exec().map_err(|error| {
        let place = manifest_path.map_or_else(
            || "the current directory".to_string(),
            |path| path.display().to_string(),
        );
        let not_downloaded = error.to_string().contains("offline");
        let advice = if not_downloaded {
            "judgepack reads dependencies cargo already downloaded: run `cargo fetch` (or \
             `cargo build`) once, then again, or leave out --offline"
        } else {
            "run judgepack inside a Cargo workspace or pass --manifest-path <Cargo.toml>"
        };
        let error = Error::new(format!(
            "cargo metadata failed for {place}: {}",
            error.to_string().trim_end()
        ))
        .help(advice);
        (error, not_downloaded)
    })
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Option<String> {
    let output = std::process::Command::new("rustc")
        .arg("-vV")
        .output()
        .ok()?;
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("host: ").map(str::to_string))
}

/// What judgepack keeps of a cargo package and its resolve node.
fn convert(package: &cargo_metadata::Package, node: Option<&cargo_metadata::Node>) -> Package {
    let lib = package
        .targets
        .iter()
        .find(|target| {
            target.kind.iter().any(|kind| {
                matches!(
                    kind,
                    TargetKind::Lib
                        | TargetKind::RLib
                        | TargetKind::ProcMacro
                        | TargetKind::DyLib
                        | TargetKind::CDyLib
                        | TargetKind::StaticLib
                )
            })
        })
        .map(|target| LibTarget {
            name: target.name.replace('-', "_"),
            src_path: target.src_path.clone().into_std_path_buf(),
            proc_macro: target.kind.contains(&TargetKind::ProcMacro),
        });
    let deps = node
        .map(|node| {
            node.deps
                .iter()
                .filter(|dep| {
                    dep.dep_kinds
                        .iter()
                        .any(|kind| kind.kind == DependencyKind::Normal)
                })
                .map(|dep| Dep {
                    extern_name: dep.name.clone(),
                    package: dep.pkg.clone(),
                })
                .collect()
        })
        .unwrap_or_default();
    let features = node
        .map(|node| node.features.iter().map(|f| f.to_string()).collect())
        .unwrap_or_default();
    let dir = package
        .manifest_path
        .parent()
        .map(|dir| dir.as_std_path().to_path_buf())
        .unwrap_or_default();
    Package {
        name: package.name.to_string(),
        version: package.version.to_string(),
        manifest_path: package.manifest_path.clone().into_std_path_buf(),
        lib,
        has_build_script: package
            .targets
            .iter()
            .any(|target| target.kind.contains(&TargetKind::CustomBuild)),
        deps,
        features,
        edition: package.edition.as_str().to_string(),
        third_party: package.source.is_some(),
        license: package.license.clone(),
        license_file: package
            .license_file
            .as_ref()
            .map(|file| dir.join(file.as_std_path())),
        declared: package
            .dependencies
            .iter()
            .filter(|dep| dep.kind == DependencyKind::Normal)
            .map(|dep| DeclaredDep {
                package: dep.name.clone(),
                rename: dep.rename.clone(),
                req: dep.req.to_string(),
                features: dep.features.clone(),
                default_features: dep.uses_default_features,
                optional: dep.optional,
                path: dep.path.clone().map(|path| path.into_std_path_buf()),
                source: dep.source.as_ref().map(|source| source.to_string()),
                extern_name: None,
            })
            .collect(),
    }
}

/// Fills each declared dependency's `extern_name` from cargo's resolve: the resolved edge to
/// a package of that name (and, when renamed, with that name).
fn name_declared_deps(packages: &mut BTreeMap<PackageId, Package>) {
    let names: BTreeMap<PackageId, String> = packages
        .iter()
        .map(|(id, package)| (id.clone(), package.name.clone()))
        .collect();
    for package in packages.values_mut() {
        for declared in &mut package.declared {
            declared.extern_name = package
                .deps
                .iter()
                .find(|dep| {
                    names.get(&dep.package) == Some(&declared.package)
                        && declared
                            .rename
                            .as_ref()
                            .map_or(true, |rename| rename.replace('-', "_") == dep.extern_name)
                })
                .map(|dep| dep.extern_name.clone());
        }
    }
}
