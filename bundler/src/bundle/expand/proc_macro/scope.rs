//! Which proc macro a macro path names, resolved by the scope at the call as rustc resolves
//! it: a crate sees only its own dependencies; a one-segment name is a proc macro only when a
//! `use` (a name, a rename or a glob) or a `#[macro_use] extern crate` brings it in, and
//! otherwise the standard prelude's built-in derive, attribute or macro of that name
//! (`Debug`, `test`, `println`) wins, which never reaches a proc-macro server.
//!
//! What it is not: a full name resolver. `use` items are read per file (inline modules and
//! blocks included), not per module; a path through the crate's own modules (`crate::x::M`,
//! `use super::*` of a re-export) falls back to the macro's name among the crate's own
//! proc-macro dependencies, except for the built-in names, which need a path through a
//! dependency to mean anything else.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::Visit;
use syn::{Item, UseTree};

/// Derives, attributes and macros that rustc provides without any import: the standard
/// prelude's derives, the built-in attributes, and std's exported macros. A proc macro of the
/// same name (derive_more's `Debug`, `Display` is not one) is meant only where a path or an
/// import says so.
const BUILTIN: &[&str] = &[
    // Derives of the prelude.
    "Clone",
    "Copy",
    "Debug",
    "Default",
    "Eq",
    "Hash",
    "Ord",
    "PartialEq",
    "PartialOrd",
    // Built-in attributes.
    "allow",
    "automatically_derived",
    "bench",
    "cfg",
    "cfg_attr",
    "cold",
    "deny",
    "deprecated",
    "derive",
    "doc",
    "expect",
    "export_name",
    "forbid",
    "global_allocator",
    "ignore",
    "inline",
    "link",
    "link_name",
    "link_section",
    "macro_export",
    "macro_use",
    "must_use",
    "no_mangle",
    "non_exhaustive",
    "path",
    "repr",
    "should_panic",
    "target_feature",
    "test",
    "test_case",
    "track_caller",
    "used",
    "warn",
    // std's macros.
    "assert",
    "assert_eq",
    "assert_ne",
    "column",
    "compile_error",
    "concat",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "env",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "include",
    "include_bytes",
    "include_str",
    "line",
    "matches",
    "module_path",
    "option_env",
    "panic",
    "print",
    "println",
    "stringify",
    "thread_local",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// The crates whose names mean the standard library in a path.
const STD_CRATES: [&str; 3] = ["std", "core", "alloc"];

/// Whether `name` means something rustc provides when nothing imports another one.
pub(crate) fn is_builtin(name: &str) -> bool {
    BUILTIN.contains(&name)
}

/// What one crate's code can name as a proc macro, and whose code it is.
#[derive(Debug, Clone, Default)]
pub(crate) struct CrateScope {
    /// Each dependency by the name the crate's code uses for it, with the proc-macro crates
    /// (by lib name) whose macros a path through it reaches: itself when it is one, and the
    /// proc-macro crates it depends on directly (serde's `serde_derive`, proconio's
    /// `proconio-derive`, whose macros it re-exports).
    pub(crate) externs: BTreeMap<String, BTreeSet<String>>,
    /// Proc-macro crates whose every macro `#[macro_use] extern crate` brings into the whole
    /// crate, by lib name.
    pub(crate) macro_use: BTreeSet<String>,
    /// `name@version` of a registry or git crate, whose source the user cannot edit; `None`
    /// for the workspace's own packages.
    pub(crate) third_party: Option<String>,
}

impl CrateScope {
    /// Every proc-macro crate this crate can reach.
    pub(crate) fn visible(&self) -> BTreeSet<&str> {
        self.externs
            .values()
            .flatten()
            .chain(&self.macro_use)
            .map(String::as_str)
            .collect()
    }

    /// Reads the crate root's `extern crate` items: `#[macro_use]` ones bring their macros
    /// into the whole crate, `extern crate a as b;` names `a` as `b` everywhere.
    pub(crate) fn read_crate_root(&mut self, items: &[Item]) {
        for item in items {
            let Item::ExternCrate(extern_crate) = item else {
                continue;
            };
            let name = extern_crate.ident.to_string();
            let Some(libs) = self.externs.get(&name).cloned() else {
                continue;
            };
            if extern_crate
                .attrs
                .iter()
                .any(|attr| attr.path().is_ident("macro_use"))
            {
                self.macro_use.extend(libs.iter().cloned());
            }
            if let Some((_, rename)) = &extern_crate.rename {
                self.externs.insert(rename.to_string(), libs);
            }
        }
    }
}

/// How a written macro path resolves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Resolution {
    /// A macro of one of these proc-macro crates (by lib name), by its name there.
    In {
        libs: BTreeSet<String>,
        name: String,
    },
    /// Any of the crate's own proc-macro dependencies' macros of this name: the path goes
    /// through the crate's own modules, which this resolver does not follow.
    AnyVisible(String),
    /// Not a proc macro: a built-in, std's, or nothing a dependency provides.
    NotProcMacro,
}

/// The imports of one file that may bring a proc macro into scope.
#[derive(Debug, Clone, Default)]
pub(crate) struct FileImports {
    /// A name the file imports from a path of two or more segments: the local name, with the
    /// path's first segment and the name imported (`use derive_more::Debug as D;` gives `D`
    /// → (`derive_more`, `Debug`)). One name may come from several paths, one a macro and
    /// one a trait (`use num_derive::FromPrimitive; use num_traits::FromPrimitive;`): rustc
    /// keeps each in its namespace.
    named: BTreeMap<String, Vec<(String, String)>>,
    /// The first segments of glob imports (`use derive_more::*`, `use serde::prelude::*`).
    globs: BTreeSet<String>,
    /// A crate imported under another name (`use serde as s;`): `s` → `serde`.
    aliases: BTreeMap<String, String>,
}

impl FileImports {
    /// The `use` items anywhere in `file`.
    pub(crate) fn of(file: &syn::File) -> FileImports {
        struct Uses(FileImports);
        impl<'ast> Visit<'ast> for Uses {
            fn visit_item_use(&mut self, node: &'ast syn::ItemUse) {
                self.0.add(&node.tree, None);
            }
        }
        let mut uses = Uses(FileImports::default());
        uses.visit_file(file);
        uses.0
    }

    /// Adds the leaves of `tree`; `first` is the first segment of the path above it.
    fn add(&mut self, tree: &UseTree, first: Option<&str>) {
        match tree {
            UseTree::Path(path) => {
                let segment = path.ident.to_string();
                self.add(&path.tree, Some(first.unwrap_or(&segment)));
            }
            UseTree::Name(name) => {
                let ident = name.ident.to_string();
                if let Some(first) = first {
                    self.named
                        .entry(ident.clone())
                        .or_default()
                        .push((first.to_string(), ident));
                }
            }
            UseTree::Rename(rename) => {
                let (from, to) = (rename.ident.to_string(), rename.rename.to_string());
                match first {
                    Some(first) => {
                        self.named
                            .entry(to)
                            .or_default()
                            .push((first.to_string(), from));
                    }
                    None => {
                        self.aliases.insert(to, from);
                    }
                }
            }
            UseTree::Glob(_) => {
                if let Some(first) = first {
                    self.globs.insert(first.to_string());
                }
            }
            UseTree::Group(group) => {
                for item in &group.items {
                    self.add(item, first);
                }
            }
        }
    }

    /// The crate a path's first segment names, through the file's aliases.
    fn crate_of<'a>(&'a self, first: &'a str) -> &'a str {
        self.aliases.get(first).map_or(first, String::as_str)
    }

    /// Whether the file may name a macro of the proc-macro crate `lib` through a path or an
    /// import: it imports from a dependency that reaches `lib`, or `mentioned` (the
    /// identifiers of its macro paths) holds such a dependency's name.
    pub(crate) fn mentions(
        &self,
        scope: &CrateScope,
        lib: &str,
        mentioned: &BTreeSet<String>,
    ) -> bool {
        let reaches = |first: &str| {
            scope
                .externs
                .get(self.crate_of(first))
                .is_some_and(|libs| libs.contains(lib))
        };
        scope.macro_use.contains(lib)
            || self
                .named
                .values()
                .flatten()
                .any(|(first, _)| reaches(first))
            || self.globs.iter().any(|first| reaches(first))
            || mentioned.iter().any(|name| reaches(name))
    }

    /// Resolves `written` (`Debug`, `derive_more::Debug`, `::serde::Serialize`) in a file of
    /// a crate with `scope`.
    pub(crate) fn resolve(&self, scope: &CrateScope, written: &str) -> Resolution {
        let segments: Vec<&str> = written.trim_start_matches("::").split("::").collect();
        let last = segments.last().copied().unwrap_or_default();
        let through = |first: &str, name: &str| -> Option<Resolution> {
            let first = self.crate_of(first);
            if STD_CRATES.contains(&first) {
                return Some(Resolution::NotProcMacro);
            }
            scope.externs.get(first).map(|libs| Resolution::In {
                libs: libs.clone(),
                name: name.to_string(),
            })
        };
        if segments.len() > 1 {
            return through(segments[0], last).unwrap_or_else(|| self.fallback(last));
        }
        if let Some(origins) = self.named.get(last) {
            // The macro namespace's import: one through a dependency that has proc macros.
            let mut resolved: Vec<Resolution> = origins
                .iter()
                .filter_map(|(first, name)| through(first, name))
                .collect();
            resolved.sort_by_key(|resolution| match resolution {
                Resolution::In { libs, .. } => usize::from(libs.is_empty()),
                _ => 2,
            });
            let name = origins.first().map_or(last, |(_, name)| name.as_str());
            return resolved
                .into_iter()
                .next()
                .unwrap_or_else(|| self.fallback(name));
        }
        let mut libs: BTreeSet<String> = scope.macro_use.clone();
        for first in &self.globs {
            if let Some(reached) = scope.externs.get(self.crate_of(first)) {
                libs.extend(reached.iter().cloned());
            }
        }
        if !libs.is_empty() {
            // A glob or `#[macro_use]` brings a macro of this name only if the crate has one;
            // when none has, the prelude's stands (the caller checks the crates' macros).
            return Resolution::In {
                libs,
                name: last.to_string(),
            };
        }
        self.fallback(last)
    }

    /// A name this resolver cannot follow to a dependency.
    fn fallback(&self, name: &str) -> Resolution {
        if is_builtin(name) {
            Resolution::NotProcMacro
        } else {
            Resolution::AnyVisible(name.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope() -> CrateScope {
        let mut scope = CrateScope::default();
        scope.externs.insert(
            "derive_more".into(),
            BTreeSet::from(["derive_more_impl".into()]),
        );
        scope
            .externs
            .insert("serde".into(), BTreeSet::from(["serde_derive".into()]));
        scope.externs.insert("itertools".into(), BTreeSet::new());
        scope
    }

    fn imports(source: &str) -> FileImports {
        FileImports::of(&syn::parse_file(source).expect("parses"))
    }

    fn in_crate(lib: &str, name: &str) -> Resolution {
        Resolution::In {
            libs: BTreeSet::from([lib.to_string()]),
            name: name.to_string(),
        }
    }

    #[test]
    fn a_builtin_name_is_the_prelude_s_unless_an_import_or_path_says_otherwise() {
        let scope = scope();
        let plain = imports("struct S;");
        assert_eq!(plain.resolve(&scope, "Debug"), Resolution::NotProcMacro);
        assert_eq!(plain.resolve(&scope, "PartialEq"), Resolution::NotProcMacro);
        assert_eq!(
            plain.resolve(&scope, "derive_more::Debug"),
            in_crate("derive_more_impl", "Debug")
        );
        assert_eq!(
            imports("use derive_more::Debug;").resolve(&scope, "Debug"),
            in_crate("derive_more_impl", "Debug")
        );
        assert_eq!(
            imports("use derive_more::{Display, Debug as Dbg};").resolve(&scope, "Dbg"),
            in_crate("derive_more_impl", "Debug")
        );
        assert_eq!(
            imports("use std::fmt::Debug;").resolve(&scope, "Debug"),
            Resolution::NotProcMacro
        );
        assert_eq!(
            plain.resolve(&scope, "std::fmt::Debug"),
            Resolution::NotProcMacro
        );
    }

    #[test]
    fn a_derive_and_a_trait_imported_under_one_name_each_keep_their_namespace() {
        let mut scope = scope();
        scope
            .externs
            .insert("num_derive".into(), BTreeSet::from(["num_derive".into()]));
        scope.externs.insert("num_traits".into(), BTreeSet::new());
        for source in [
            "use num_derive::FromPrimitive; use num_traits::FromPrimitive;",
            "use num_traits::FromPrimitive; use num_derive::FromPrimitive;",
        ] {
            assert_eq!(
                imports(source).resolve(&scope, "FromPrimitive"),
                in_crate("num_derive", "FromPrimitive"),
                "{source}"
            );
        }
    }

    #[test]
    fn a_glob_or_macro_use_offers_the_crate_s_macro_of_that_name() {
        let mut scope = scope();
        assert_eq!(
            imports("use derive_more::*;").resolve(&scope, "Debug"),
            in_crate("derive_more_impl", "Debug")
        );
        assert_eq!(
            imports("use itertools::*;").resolve(&scope, "Debug"),
            Resolution::NotProcMacro
        );
        scope.read_crate_root(
            &syn::parse_file("#[macro_use] extern crate serde; extern crate derive_more as dm;")
                .expect("parses")
                .items,
        );
        assert_eq!(
            imports("").resolve(&scope, "Serialize"),
            in_crate("serde_derive", "Serialize")
        );
        assert_eq!(
            imports("").resolve(&scope, "dm::From"),
            in_crate("derive_more_impl", "From")
        );
    }

    #[test]
    fn a_path_the_resolver_cannot_follow_falls_back_to_the_name_unless_builtin() {
        let scope = scope();
        let reexport = imports("use crate::prelude::Readable; use super::*;");
        assert_eq!(
            reexport.resolve(&scope, "Readable"),
            Resolution::AnyVisible("Readable".into())
        );
        assert_eq!(reexport.resolve(&scope, "Clone"), Resolution::NotProcMacro);
        assert_eq!(
            imports("use serde as s;").resolve(&scope, "s::Serialize"),
            in_crate("serde_derive", "Serialize")
        );
    }

    #[test]
    fn a_file_mentions_a_crate_it_imports_from_or_names_in_a_macro_path() {
        let scope = scope();
        let none = BTreeSet::new();
        assert!(!imports("use serde::Serialize;").mentions(&scope, "derive_more_impl", &none));
        assert!(imports("use derive_more::*;").mentions(&scope, "derive_more_impl", &none));
        assert!(imports("").mentions(
            &scope,
            "derive_more_impl",
            &BTreeSet::from(["derive_more".to_string()])
        ));
    }
}
