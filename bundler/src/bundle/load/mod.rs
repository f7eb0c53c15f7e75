//! Stage 1 of the bundle flow, load: the crates cargo resolved ([`graph`]), each parsed and
//! stripped ([`strip`], [`builtin`], [`build_script`]), the ones the judge provides set aside
//! ([`provided`]), what the bin reaches kept ([`crate::bundle::reach`]), assembled into one draft.
//!
//! For every crate: parse the crate root, strip tests and docs, expand
//! the table macros, follow `mod x;` to its file ([`files`], as rustc finds it), rewrite
//! paths, and assemble one syn tree in which each library is `mod <crate> { ... }`
//! ([`mod@assemble`]). This file holds the loop that decides which crates are loaded and in
//! what order ([`assemble_without`]'s steps).

mod assemble;
pub(crate) mod build_script;
pub(crate) mod builtin;
mod files;
pub(crate) mod graph;
pub(crate) mod migrate_crate;
pub(crate) mod provided;
pub(crate) mod strip;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::bundle::expand::proc_macro::ProcMacros;
use crate::bundle::expand::Expander;
use crate::bundle::options::Options;
use crate::bundle::reach::Reach;
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
    /// Why each crate left out was (see [`assemble()`]), naming the chain of crates that
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
            Err(LeftOut { package, why }) => {
                if !left_out.insert(package) {
                    return Err(Error::new("a crate left out came back").help("report it"));
                }
                reasons.push(why);
            }
        }
    }
}

/// A crate a file cannot carry, found while loading: [`assemble()`] starts over without it.
struct LeftOut {
    package: cargo_metadata::PackageId,
    /// What [`Assembled::left_out`] says about it.
    why: String,
}

/// [`assemble()`] leaving out the packages `left_out`; `Ok(Err(_))` when a crate turned out to
/// be one a file cannot carry.
fn assemble_without(
    ws: &Workspace,
    bin: &Bin,
    options: &Options,
    expander: Expander,
    left_out: &BTreeSet<cargo_metadata::PackageId>,
) -> Result<Result<Assembled, LeftOut>, Error> {
    // Load all files of all crates first: the rewrite needs every crate's exported macros.
    let mut loading = Loading::start(ws, bin, options, expander, left_out)?;
    while let Some(at) = loading.next_crate() {
        loading.run_build_script(at)?;
        loading.migrate_by_rustc(at)?;
        let loaded = loading.load_files(at)?;
        if let Some(cannot_carry) = loading.cannot_carry(at, &loaded) {
            return Ok(Err(cannot_carry));
        }
        loading.add_files(at, loaded.files);
        loading.take_named_dependencies(at)?;
    }
    Ok(Ok(assemble::join(loading.finish())))
}

/// What loading has found so far: the crates taken, each one's files once loaded, and the
/// dependencies not (yet) taken. The crates are loaded in the order they are taken, the bin
/// first; the steps of [`assemble_without`] are its methods.
struct Loading<'a> {
    ws: &'a Workspace,
    bin: &'a Bin,
    options: &'a Options,
    expander: Expander,
    judge_cfg: graph::JudgeCfg<'a>,
    /// The packages left out (see [`assemble()`]): never taken.
    left_out: &'a BTreeSet<cargo_metadata::PackageId>,
    /// The crates taken, the bin first.
    crates: Vec<Crate>,
    /// Per crate, the dependencies it may name that are not taken yet.
    candidates: Vec<Vec<graph::Candidate>>,
    /// Per crate, the crates it uses (indices into `crates`).
    edges: Vec<Vec<usize>>,
    /// Per crate, the crate whose code took it (`None` for the bin): for [`Loading::chain`].
    parents: Vec<Option<usize>>,
    /// Per package taken, its index in `crates`.
    index_of: BTreeMap<cargo_metadata::PackageId, usize>,
    /// The files of the crates loaded so far: the first `files.len()` of `crates`.
    files: Vec<Vec<LoadedFile>>,
    /// Module names a library may not take: std's, and every name the binary defines or
    /// imports at its root (`use z_algorithm::z_algorithm;` beside crate `z_algorithm`). Such
    /// a crate becomes `mod z_algorithm_2`, and every path to it is rewritten to that name.
    modules: BTreeSet<String>,
    /// Third-party proc macros, expanded as each file is loaded.
    proc_macros: ProcMacros,
    /// The outputs of the build scripts run so far, by package.
    build_outputs: BTreeMap<cargo_metadata::PackageId, BuildOutput>,
    /// Per crate, its files as rustc migrated them to a later edition (an older crate's).
    migrated: Vec<Option<migrate_crate::Migrated>>,
    /// Which items of the loaded crates are reachable, and which dependencies they name.
    reach: Reach,
}

impl<'a> Loading<'a> {
    /// Loading with only the bin's crate taken.
    fn start(
        ws: &'a Workspace,
        bin: &'a Bin,
        options: &'a Options,
        expander: Expander,
        left_out: &'a BTreeSet<cargo_metadata::PackageId>,
    ) -> Result<Self, Error> {
        let judge_cfg = graph::JudgeCfg {
            debug_assertions: options.debug_assertions,
            cfgs: &options.cfgs,
        };
        let (bin_crate, bin_candidates) = graph::bin_crate(ws, bin, &judge_cfg)?;
        Ok(Loading {
            ws,
            bin,
            options,
            expander,
            judge_cfg,
            left_out,
            crates: vec![bin_crate],
            candidates: vec![bin_candidates],
            edges: vec![Vec::new()],
            parents: vec![None],
            index_of: BTreeMap::new(),
            files: Vec::new(),
            modules: STD_NAMES.iter().map(|name| name.to_string()).collect(),
            proc_macros: ProcMacros::new(ws, bin, &options.provided),
            build_outputs: BTreeMap::new(),
            migrated: Vec::new(),
            reach: Reach::default(),
        })
    }

    /// The first crate taken whose files are not loaded yet.
    fn next_crate(&self) -> Option<usize> {
        (self.files.len() < self.crates.len()).then_some(self.files.len())
    }

    /// Runs the build script of the crate `at`, if it has one (`cargo check` runs those of
    /// the crates it builds along, which are kept for them): the `cfg`s and variables it sets
    /// join the crate's cfg context and `env!`. A crate whose script links a native library
    /// cannot be carried by a source file: an error.
    fn run_build_script(&mut self, at: usize) -> Result<(), Error> {
        let Some(spec) = self.crates[at].spec.clone() else {
            return Ok(());
        };
        if !self.build_outputs.contains_key(&self.crates[at].package) {
            crate::bundle::notes::progress(&format!(
                "running the build script of {spec} (cargo check)"
            ));
            self.build_outputs
                .extend(build_script::run(&self.ws.root.join("Cargo.toml"), &spec)?);
        }
        let output = self
            .build_outputs
            .get(&self.crates[at].package)
            .cloned()
            .unwrap_or_default();
        if let Some(lib) = output.linked_libs.first() {
            return Err(Error::new(format!(
                "`{}` links the native library `{lib}` (its build script says so), which a \
                 single source file cannot carry; reached through {}",
                self.crates[at].package_name,
                self.chain(at)
            ))
            .help("use a judge that provides this crate (--judge), or drop the dependency"));
        }
        let krate = &mut self.crates[at];
        krate.cfg = std::mem::take(&mut krate.cfg).with_build_cfgs(&output.cfgs);
        krate.env.extend(output.env);
        Ok(())
    }

    /// The extern names of the dependencies the crate `at` may name.
    fn extern_names(&self, at: usize) -> BTreeSet<String> {
        self.candidates[at]
            .iter()
            .map(|candidate| candidate.extern_name.clone())
            .collect()
    }

    /// Loads the files of the crate `at` ([`files::load_crate`]), the proc macros of the
    /// dependencies it may name in its scope.
    fn load_files(&mut self, at: usize) -> Result<files::CrateFiles, Error> {
        let krate = &self.crates[at];
        let third_party = self
            .ws
            .package(&krate.package)
            .filter(|package| package.third_party)
            .map(|package| format!("{}@{}", package.name, package.version));
        let macro_scope = self.proc_macros.crate_scope(
            self.candidates[at]
                .iter()
                .map(|candidate| (candidate.extern_name.as_str(), &candidate.package)),
            third_party,
        );
        files::load_crate(
            self.ws,
            self.expander,
            krate,
            &mut self.proc_macros,
            macro_scope,
            self.migrated.get(at).and_then(Option::as_ref),
        )
    }

    /// Migrates the crate `at`, when it is written for an edition older than the one the
    /// bundle is read as (2021, or the judge's when older), with rustc's edition lints
    /// ([`migrate_crate`]); its files are then read as migrated, in that edition. When rustc
    /// cannot, nothing else can read the crate as rustc does: an error, before anything parses
    /// it, saying whose failure it is.
    fn migrate_by_rustc(&mut self, at: usize) -> Result<(), Error> {
        self.migrated.resize(at + 1, None);
        let target = self.options.edition.as_str().min("2021");
        let krate = &self.crates[at];
        if krate.edition.as_str() >= target {
            return Ok(());
        }
        let Some(package) = self.ws.package(&krate.package) else {
            return Ok(());
        };
        let crate_name = match (at, &package.lib) {
            (0, _) => self.bin.name.replace('-', "_"),
            (_, Some(lib)) => lib.name.replace('-', "_"),
            (_, None) => return Ok(()),
        };
        let manifest_dir = package.manifest_path.parent().unwrap_or(&self.ws.root);
        let older = migrate_crate::OlderCrate {
            manifest_dir,
            crate_name,
            label: format!("{} {}", package.name, package.version),
            spec: format!("{}@{}", package.name, package.version),
            features: &package.features,
            edition: &krate.edition,
        };
        let build = migrate_crate::BinBuild {
            workspace_manifest: &self.ws.root.join("Cargo.toml"),
            package: &self.bin.package,
            bin: &self.bin.name,
        };
        let migrated = migrate_crate::migrated(&older, &build, target)
            .map_err(|why| self.not_migrated(at, &older, target, why))?;
        self.crates[at].edition = migrated.edition.clone();
        self.migrated[at] = Some(migrated);
        Ok(())
    }

    /// The error for the crate `at` (`older`) that rustc could not migrate to `target`: a
    /// crate that does not compile is the user's to fix, at its file and line; a failed
    /// migration of a registry crate is judgepack's.
    fn not_migrated(
        &self,
        at: usize,
        older: &migrate_crate::OlderCrate<'_>,
        target: &str,
        why: migrate_crate::NotMigrated,
    ) -> Error {
        let krate = &self.crates[at];
        let reached = self.chain(at);
        match why {
            migrate_crate::NotMigrated::DoesNotCompile(error) => {
                let at = error.at.map(|(file, line)| {
                    (
                        self.ws
                            .relative(&older.manifest_dir.join(file))
                            .to_path_buf(),
                        line,
                    )
                });
                let mut failure = Error::new(format!(
                    "`{}` does not compile: {}; reached through {reached}",
                    older.label, error.message
                ));
                if let Some((file, line)) = at {
                    failure = failure.at(&file, Some(line));
                }
                failure.help(format!(
                    "`cargo check -p {} --bin {}` reports it too; judgepack migrates the \
                     crate from edition {} with rustc, which must compile it first",
                    self.bin.package, self.bin.name, krate.edition
                ))
            }
            migrate_crate::NotMigrated::Failed(why) if krate.third_party => Error::new(format!(
                "`{}` (edition {}) cannot be carried into edition {target}: rustc's \
                     edition migration of it failed: {why}; reached through {reached} \
                     (cargo builds this crate: a judgepack bug)",
                older.label, krate.edition
            ))
            .help(
                "please report it with the command you ran; meanwhile try a judge \
                     that provides the crate (--judge atcoder)",
            ),
            migrate_crate::NotMigrated::Failed(why) => Error::new(format!(
                "`{}` (edition {}) cannot be carried into edition {target}: rustc's edition \
                 migration of it failed: {why}; reached through {reached}",
                older.label, krate.edition
            ))
            .help(format!(
                "migrate the crate yourself: `cargo fix --edition -p {}`, then set its \
                 edition in its Cargo.toml",
                krate.package_name
            )),
        }
    }

    /// The crate `at` when it is third-party code whose own macro writes `mod x;` declarations
    /// loading could not follow: a file cannot carry it (see [`assemble()`]).
    fn cannot_carry(&self, at: usize, files: &files::CrateFiles) -> Option<LeftOut> {
        let krate = &self.crates[at];
        let call = files.unfollowed.as_ref().filter(|_| krate.third_party)?;
        let why = format!(
            "`{}` was left out (reached through {}): its macro `{}!` ({}:{}) writes `mod x;` \
             declarations in a call judgepack cannot expand",
            krate.package_name,
            self.chain(at),
            call.name,
            call.file.display(),
            call.line
        );
        crate::bundle::notes::debug_note(&why);
        Some(LeftOut {
            package: krate.package.clone(),
            why,
        })
    }

    /// Keeps the loaded `files` of the crate `at` and adds its items to [`Reach`]; the bin's
    /// root names become names no library module may take.
    fn add_files(&mut self, at: usize, files: Vec<LoadedFile>) {
        let extern_names = self.extern_names(at);
        self.reach
            .add_crate(files.iter().map(|f| &f.file), &extern_names, at == 0);
        if at == 0 {
            if let Some(root) = files.first() {
                self.modules.extend(
                    root.file
                        .items
                        .iter()
                        .flat_map(crate::bundle::rewrite::root_names),
                );
            }
        }
        self.files.push(files);
    }

    /// A dependency is loaded once a reachable item of a loaded crate names it; what a
    /// newly loaded crate makes reachable may make earlier crates' dependencies needed.
    /// Takes, to a fixpoint, every dependency a reachable item names, from the crate `at` just
    /// loaded first, then from the crates loaded before it.
    fn take_named_dependencies(&mut self, at: usize) -> Result<(), Error> {
        loop {
            let loaded_externs: Vec<BTreeSet<String>> = self
                .crates
                .iter()
                .map(|krate| krate.externs.keys().cloned().collect())
                .collect();
            self.reach
                .settle(&|index| loaded_externs.get(index).cloned().unwrap_or_default());
            let mut taken = 0;
            let from_order: Vec<usize> = std::iter::once(at).chain(0..at).collect();
            for from in from_order {
                let pending = std::mem::take(&mut self.candidates[from]);
                let (needed, waiting): (Vec<_>, Vec<_>) =
                    pending.into_iter().partition(|candidate| {
                        !self.left_out.contains(&candidate.package)
                            && self.reach.names(from, &candidate.extern_name)
                    });
                self.candidates[from] = waiting;
                taken += needed.len();
                for candidate in needed {
                    self.take_dependency(from, candidate)?;
                }
            }
            if taken == 0 {
                return Ok(());
            }
        }
    }

    /// The dependency `candidate` of the crate `from`, which a reachable item names: nothing
    /// when the judge provides it, a proc-macro crate noted as such (its calls are expanded),
    /// else its crate, taken unless it was already, becomes one `from` uses.
    fn take_dependency(&mut self, from: usize, candidate: graph::Candidate) -> Result<(), Error> {
        // The judge has it: `use` lines and calls stay as written.
        let provided = self
            .ws
            .package(&candidate.package)
            .is_some_and(|package| self.options.provided.contains(&package.name));
        if provided {
            return Ok(());
        }
        match graph::refusal(self.ws, &self.crates[from], &candidate) {
            Some(Ok(())) => {
                let lib = self.lib_name(&candidate);
                self.crates[from]
                    .proc_macro_externs
                    .insert(candidate.extern_name, lib);
                return Ok(());
            }
            Some(Err(error)) => return Err(error),
            None => {}
        }
        let Some(dep) = self.crate_of(from, &candidate) else {
            return Ok(());
        };
        if dep == 0 {
            return Ok(());
        }
        let module = self.crates[dep].module.clone();
        self.crates[from]
            .externs
            .insert(candidate.extern_name, module);
        self.edges[from].push(dep);
        Ok(())
    }

    /// The index of the crate of `candidate`, a dependency of the crate `from`, which is
    /// taken now (under a module name no other takes) unless it was already; `None` when its
    /// package has no library.
    fn crate_of(&mut self, from: usize, candidate: &graph::Candidate) -> Option<usize> {
        if let Some(&dep) = self.index_of.get(&candidate.package) {
            return Some(dep);
        }
        let module = graph::unique_module(&self.lib_name(candidate), &self.modules);
        let (dep_crate, dep_candidates) =
            graph::lib_crate(self.ws, &candidate.package, module.clone(), &self.judge_cfg)?;
        self.modules.insert(module);
        crate::bundle::notes::debug_note(&format!(
            "loads `{}`: {}",
            dep_crate.package_name,
            self.reach.why(from, &candidate.extern_name)
        ));
        self.crates.push(dep_crate);
        self.parents.push(Some(from));
        self.candidates.push(dep_candidates);
        self.edges.push(Vec::new());
        self.index_of
            .insert(candidate.package.clone(), self.crates.len() - 1);
        Some(self.crates.len() - 1)
    }

    /// The lib target name of `candidate`'s package (its extern name when cargo gives none).
    fn lib_name(&self, candidate: &graph::Candidate) -> String {
        self.ws
            .package(&candidate.package)
            .and_then(|package| package.lib.as_ref())
            .map_or_else(|| candidate.extern_name.clone(), |lib| lib.name.clone())
    }

    /// "bin `a` -> `x` -> `y`": how the crate at `index` was reached, for messages.
    fn chain(&self, index: usize) -> String {
        let mut names = Vec::new();
        let mut at = Some(index);
        while let Some(i) = at {
            names.push(format!("`{}`", self.crates[i].package_name));
            at = self.parents[i];
        }
        names.reverse();
        names.join(" -> ")
    }

    /// Every crate loaded, once no reachable item names a dependency not taken.
    ///
    /// What no reachable item needed was not loaded; the unreachable items that name it go,
    /// so that the draft compiles without it.
    fn finish(mut self) -> assemble::LoadedCrates {
        for (index, files) in self.files.iter_mut().enumerate() {
            let unloaded: BTreeSet<String> = self.candidates[index]
                .iter()
                .map(|candidate| candidate.extern_name.clone())
                .collect();
            let left_out_names: BTreeSet<String> = self.candidates[index]
                .iter()
                .filter(|candidate| self.left_out.contains(&candidate.package))
                .map(|candidate| candidate.extern_name.clone())
                .collect();
            if !unloaded.is_empty() {
                self.reach.prune(
                    index,
                    files.iter_mut().map(|f| &mut f.file),
                    &unloaded,
                    &left_out_names,
                );
            }
        }
        assemble::LoadedCrates {
            crates: self.crates,
            edges: self.edges,
            files: self.files,
            proc_macros: self.proc_macros,
        }
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
