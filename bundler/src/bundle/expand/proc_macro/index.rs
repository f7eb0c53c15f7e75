//! Which proc macros a bundle may meet, and expanding them on demand.
//!
//! The index is read from source: every proc-macro crate cargo resolved for the bin's package
//! (directly or through a library, e.g. proconio's `proconio-derive`), except `tables`, has its
//! `#[proc_macro]`, `#[proc_macro_attribute]` and `#[proc_macro_derive(Name, attributes(..))]`
//! functions at its crate root (also those its own `macro_rules!` calls write there). So the
//! names, kinds and derive helpers are known without building anything, and a file that names
//! none of them costs nothing. The first file that does triggers `cargo build -p <that
//! proc-macro crate>` (its dylib) and starts the toolchain's server, once per bundle.
//!
//! A macro path is resolved by the scope at the call ([`scope`](super::scope)): the calling
//! crate's own dependencies, the file's imports, the prelude's built-ins. Once a crate's dylib
//! is built, its macros are the ones the server lists (a `#[cfg(feature = ..)]` derive the
//! build left out is not one), and the kind must match the call's.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use cargo_metadata::PackageId;
use syn::{Item, Meta};

use super::scope::{is_builtin, CrateScope, FileImports, Resolution};
use super::{build_dylibs, expand_file, Context, MacroKind, Resolved, Server};
use crate::bundle::expand::TABLES;
use crate::error::Error;
use crate::workspace::{Bin, Workspace};

/// One proc macro a crate exports.
#[derive(Debug, Clone)]
struct Entry {
    /// The macro's name (for a derive, the derive's name).
    name: String,
    kind: MacroKind,
    /// The proc-macro package (`name@version`, for `cargo build -p`).
    spec: String,
    /// Its lib crate name (the key of the built dylib).
    lib: String,
}

impl Entry {
    /// Whether the written path `resolution` names this macro.
    fn answers(&self, resolution: &Resolution, visible: &BTreeSet<&str>) -> bool {
        match resolution {
            Resolution::In { libs, name } => *name == self.name && libs.contains(&self.lib),
            Resolution::AnyVisible(name) => {
                *name == self.name && visible.contains(self.lib.as_str())
            }
            Resolution::NotProcMacro => false,
        }
    }
}

/// The proc macros reachable from one bin, and the server once one is needed.
#[derive(Debug)]
pub(crate) struct ProcMacros {
    manifest: PathBuf,
    root: PathBuf,
    entries: Vec<Entry>,
    /// The lib name of each proc-macro package in the index.
    libs: BTreeMap<PackageId, String>,
    /// The lib names of the proc-macro crates written for edition 2015.
    libs_2015: BTreeSet<String>,
    /// What each package depends on, for the proc-macro crates a path through it reaches.
    deps: BTreeMap<PackageId, Vec<PackageId>>,
    helpers: BTreeSet<String>,
    dylibs: BTreeMap<String, PathBuf>,
    server: Option<Server>,
}

impl ProcMacros {
    /// The index of every proc-macro crate reachable from `bin`'s package, read from source;
    /// crates the judge `provided` (and what only they reach) are left out: their macros stay
    /// as written.
    pub(crate) fn new(ws: &Workspace, bin: &Bin, provided: &BTreeSet<String>) -> ProcMacros {
        let mut index = ProcMacros {
            manifest: ws.root.join("Cargo.toml"),
            root: ws.root.clone(),
            entries: Vec::new(),
            libs: BTreeMap::new(),
            libs_2015: BTreeSet::new(),
            deps: BTreeMap::new(),
            helpers: BTreeSet::new(),
            dylibs: BTreeMap::new(),
            server: None,
        };
        let mut seen: BTreeSet<PackageId> = BTreeSet::new();
        let mut stack = vec![bin.package_id.clone()];
        while let Some(id) = stack.pop() {
            if !seen.insert(id.clone()) {
                continue;
            }
            let Some(package) = ws.package(&id) else {
                continue;
            };
            if provided.contains(&package.name) {
                continue;
            }
            stack.extend(package.deps.iter().map(|dep| dep.package.clone()));
            index.deps.insert(
                id.clone(),
                package.deps.iter().map(|dep| dep.package.clone()).collect(),
            );
            let Some(lib) = package.lib.as_ref().filter(|lib| lib.proc_macro) else {
                continue;
            };
            if package.name == TABLES {
                continue;
            }
            index.libs.insert(id.clone(), lib.name.clone());
            if package.edition == "2015" {
                index.libs_2015.insert(lib.name.clone());
            }
            let spec = format!("{}@{}", package.name, package.version);
            for (name, kind, helpers) in exported(&lib.src_path) {
                index.helpers.extend(helpers);
                index.entries.push(Entry {
                    name,
                    kind,
                    spec: spec.clone(),
                    lib: lib.name.clone(),
                });
            }
        }
        index
    }

    /// The names of every proc macro in the index.
    pub(crate) fn names(&self) -> BTreeSet<&str> {
        self.entries
            .iter()
            .map(|entry| entry.name.as_str())
            .collect()
    }

    /// The names of the proc macros of the crate whose lib is named `lib`.
    pub(crate) fn names_of(&self, lib: &str) -> BTreeSet<String> {
        self.entries
            .iter()
            .filter(|entry| entry.lib == lib)
            .map(|entry| entry.name.clone())
            .collect()
    }

    /// The scope of a crate whose code names its dependencies as `externs` (extern name and
    /// package); `third_party` is `name@version` for a crate the user cannot edit.
    pub(crate) fn crate_scope<'a>(
        &self,
        externs: impl IntoIterator<Item = (&'a str, &'a PackageId)>,
        third_party: Option<String>,
    ) -> CrateScope {
        let mut scope = CrateScope {
            third_party,
            ..CrateScope::default()
        };
        for (name, package) in externs {
            let reached = std::iter::once(package)
                .chain(self.deps.get(package).into_iter().flatten())
                .filter_map(|id| self.libs.get(id).cloned())
                .collect();
            scope.externs.insert(name.to_string(), reached);
        }
        scope
    }

    /// Expands every proc macro `file` calls, resolved in `scope` (the calling crate's).
    /// `named_in(file)` gives the macro names a file contains (a file that names no proc
    /// macro its crate can reach is left alone, and nothing is built); `display` is its path
    /// for messages, `package_dir` the directory of its package.
    ///
    /// The output of a macro may call macros of a crate no source names (varisat's
    /// `ConfigUpdate` derive writes `#[derive(serde::Serialize)]`): the file is expanded again
    /// with those crates built, until it names none that is not.
    pub(crate) fn expand(
        &mut self,
        file: &mut syn::File,
        named_in: &dyn Fn(&syn::File) -> BTreeSet<String>,
        display: &Path,
        package_dir: &Path,
        scope: &CrateScope,
    ) -> Result<(), Error> {
        let mut expanded_with: BTreeSet<String> = BTreeSet::new();
        let visible = scope.visible();
        loop {
            let named = named_in(file);
            let imports = FileImports::of(file);
            // A built-in name (`Debug`) is a proc macro's only where the file names the crate.
            let wanted: Vec<Entry> = self
                .entries
                .iter()
                .filter(|entry| named.contains(&entry.name))
                .filter(|entry| visible.contains(entry.lib.as_str()))
                .filter(|entry| {
                    !is_builtin(&entry.name) || imports.mentions(scope, &entry.lib, &named)
                })
                .cloned()
                .collect();
            let new_crates = wanted
                .iter()
                .any(|entry| !expanded_with.contains(&entry.lib));
            if !new_crates {
                return Ok(());
            }
            expanded_with.extend(wanted.iter().map(|entry| entry.lib.clone()));
            self.expand_with(file, &wanted, display, package_dir, scope)?;
        }
    }

    /// One expansion of `file` with the crates of `wanted` built.
    fn expand_with(
        &mut self,
        file: &mut syn::File,
        wanted: &[Entry],
        display: &Path,
        package_dir: &Path,
        scope: &CrateScope,
    ) -> Result<(), Error> {
        let mut built_now = BTreeSet::new();
        for entry in wanted {
            if !self.dylibs.contains_key(&entry.lib) {
                self.build(entry)?;
                built_now.insert(entry.lib.clone());
            }
        }
        if self.server.is_none() {
            self.server = Some(crate::timings::time("proc-macro server start", || {
                Server::start(&self.root)
            })?);
        }
        let server = self.server.as_mut().expect("the server was started above");
        for lib in &built_now {
            let Some(dylib) = self.dylibs.get(lib) else {
                continue;
            };
            // The source lists every macro; the build has those its features enable.
            let listed = server.list_macros(dylib)?;
            self.entries.retain(|entry| {
                entry.lib != *lib || listed.contains(&(entry.name.clone(), entry.kind))
            });
        }
        let context = Context {
            display_path: display.to_path_buf(),
            env: vec![(
                "CARGO_MANIFEST_DIR".to_string(),
                package_dir.display().to_string(),
            )],
            current_dir: Some(package_dir.to_path_buf()),
            helpers: self.helpers.clone(),
            third_party: scope.third_party.clone(),
            dylibs_2015: self
                .libs_2015
                .iter()
                .filter_map(|lib| self.dylibs.get(lib).cloned())
                .collect(),
        };
        let (entries, dylibs) = (&self.entries, &self.dylibs);
        let imports = FileImports::of(file);
        let visible = scope.visible();
        let mut resolve = |written: &str| -> Option<Resolved> {
            let resolution = imports.resolve(scope, written);
            let entry = entries
                .iter()
                .find(|entry| entry.answers(&resolution, &visible))?;
            let dylib = dylibs.get(&entry.lib)?;
            Some((dylib.clone(), entry.name.clone(), entry.kind))
        };
        let macros: Vec<&str> = wanted.iter().map(|entry| entry.spec.as_str()).collect();
        crate::timings::time(
            format!(
                "proc-macro expansion: {} in {}",
                macros.join(", "),
                display.display()
            ),
            || expand_file(file, server, &context, &mut resolve),
        )?;
        Ok(())
    }

    /// Builds the dylib of `entry`'s crate.
    fn build(&mut self, entry: &Entry) -> Result<(), Error> {
        crate::bundle::notes::progress(&format!(
            "building the proc-macro crate {} (cargo build)",
            entry.spec
        ));
        let built = crate::timings::time(
            format!("proc-macro build: {} (cargo build)", entry.spec),
            || build_dylibs(&self.manifest, Some(&entry.spec), None),
        )?;
        self.dylibs.extend(built);
        if !self.dylibs.contains_key(&entry.lib) {
            return Err(Error::new(format!(
                "`cargo build -p {}` produced no proc-macro library `{}`",
                entry.spec, entry.lib
            ))
            .help("check that the crate builds: cargo build -p <crate>"));
        }
        Ok(())
    }
}

/// The proc macros a proc-macro crate's root exports: name, kind and derive helpers.
fn exported(lib_rs: &Path) -> Vec<(String, MacroKind, Vec<String>)> {
    let Ok(source) = std::fs::read_to_string(lib_rs) else {
        return Vec::new();
    };
    let Ok(file) = syn::parse_file(&source) else {
        return Vec::new();
    };
    // Functions a `macro_rules!` of the crate writes count too (time-macros'
    // `impl_macros![date datetime utc_datetime offset time];`): the root's calls are
    // expanded as a third-party module's are.
    let mut root: syn::File = syn::parse_quote!(
        mod root {}
    );
    if let Some(Item::Mod(module)) = root.items.first_mut() {
        module.content = Some((Default::default(), file.items));
    }
    crate::bundle::mbe::expand_crate_macros(&mut root, &BTreeSet::from(["root".into()]));
    let Some(Item::Mod(syn::ItemMod {
        content: Some((_, items)),
        ..
    })) = root.items.first()
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for item in items {
        if let Item::Macro(call) = item {
            out.extend(synstructure_declared(&call.mac));
        }
        let Item::Fn(function) = item else {
            continue;
        };
        for attr in &function.attrs {
            let path = attr.path();
            if path.is_ident("proc_macro") {
                out.push((
                    function.sig.ident.to_string(),
                    MacroKind::FuncLike,
                    Vec::new(),
                ));
            } else if path.is_ident("proc_macro_attribute") {
                out.push((function.sig.ident.to_string(), MacroKind::Attr, Vec::new()));
            } else if path.is_ident("proc_macro_derive") {
                if let Meta::List(list) = &attr.meta {
                    if let Some((name, helpers)) = derive_signature(list.tokens.clone()) {
                        out.push((name, MacroKind::Derive, helpers));
                    }
                }
            }
        }
    }
    out
}

/// A proc macro synstructure's `decl_derive!([Name, attributes(a, b)] => f);` or
/// `decl_attribute!([name] => f);` declares (varisat-internal-macros' `ConfigUpdate`): its
/// `#[proc_macro_derive]` function is written by a macro of another crate.
fn synstructure_declared(mac: &syn::Macro) -> Option<(String, MacroKind, Vec<String>)> {
    let last = mac.path.segments.last()?.ident.to_string();
    let Some(proc_macro2::TokenTree::Group(group)) = mac.tokens.clone().into_iter().next() else {
        return None;
    };
    if group.delimiter() != proc_macro2::Delimiter::Bracket {
        return None;
    }
    let (name, helpers) = derive_signature(group.stream())?;
    match last.as_str() {
        "decl_derive" => Some((name, MacroKind::Derive, helpers)),
        "decl_attribute" => Some((name, MacroKind::Attr, Vec::new())),
        _ => None,
    }
}

/// `Name, attributes(a, b)` of `#[proc_macro_derive(...)]`.
fn derive_signature(tokens: proc_macro2::TokenStream) -> Option<(String, Vec<String>)> {
    let mut trees = tokens.into_iter();
    let name = match trees.next()? {
        proc_macro2::TokenTree::Ident(ident) => ident.to_string(),
        _ => return None,
    };
    let mut helpers = Vec::new();
    let mut after_attributes = false;
    for tree in trees {
        match tree {
            proc_macro2::TokenTree::Ident(ident) if ident == "attributes" => {
                after_attributes = true;
            }
            proc_macro2::TokenTree::Group(group) if after_attributes => {
                helpers.extend(group.stream().into_iter().filter_map(|tree| match tree {
                    proc_macro2::TokenTree::Ident(ident) => Some(ident.to_string()),
                    _ => None,
                }));
                after_attributes = false;
            }
            _ => {}
        }
    }
    Some((name, helpers))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synstructure_declared_derives_and_attributes_are_exported() {
        let dir = std::env::temp_dir().join(format!("judgepack-index-syn-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let lib = dir.join("lib.rs");
        std::fs::write(
            &lib,
            "use synstructure::decl_derive;\n\
             decl_derive!([ConfigUpdate, attributes(skip)] => derive_config_update);\n\
             synstructure::decl_attribute!([traced] => traced);\n\
             other!([NotOne] => f);\n",
        )
        .expect("write");
        let found = exported(&lib);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(
            found,
            [
                (
                    "ConfigUpdate".to_string(),
                    MacroKind::Derive,
                    vec!["skip".to_string()]
                ),
                ("traced".to_string(), MacroKind::Attr, vec![]),
            ]
        );
    }

    #[test]
    fn functions_a_macro_rules_call_writes_are_exported_too() {
        let dir = std::env::temp_dir().join(format!("judgepack-index-mbe-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let lib = dir.join("lib.rs");
        std::fs::write(
            &lib,
            "use proc_macro::TokenStream;\n\
             macro_rules! impl_macros { ($($name:ident)*) => {$(\n\
                 #[proc_macro] pub fn $name(input: TokenStream) -> TokenStream { input }\n\
             )*}; }\n\
             impl_macros![date datetime];\n",
        )
        .expect("write");
        let found = exported(&lib);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(
            found,
            [
                ("date".to_string(), MacroKind::FuncLike, vec![]),
                ("datetime".to_string(), MacroKind::FuncLike, vec![]),
            ]
        );
    }

    #[test]
    fn reads_names_kinds_and_helpers_from_the_crate_root() {
        let dir = std::env::temp_dir().join(format!("judgepack-index-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let lib = dir.join("lib.rs");
        std::fs::write(
            &lib,
            "use proc_macro::TokenStream;\n\
             #[proc_macro] pub fn make(i: TokenStream) -> TokenStream { i }\n\
             #[proc_macro_attribute] pub fn fastout(a: TokenStream, i: TokenStream) -> TokenStream { i }\n\
             #[proc_macro_derive(Readable, attributes(readable, skip))]\n\
             pub fn derive(i: TokenStream) -> TokenStream { i }\n\
             fn helper() {}\n",
        )
        .expect("write");
        let found = exported(&lib);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(
            found,
            [
                ("make".to_string(), MacroKind::FuncLike, vec![]),
                ("fastout".to_string(), MacroKind::Attr, vec![]),
                (
                    "Readable".to_string(),
                    MacroKind::Derive,
                    vec!["readable".to_string(), "skip".to_string()]
                ),
            ]
        );
    }
}
