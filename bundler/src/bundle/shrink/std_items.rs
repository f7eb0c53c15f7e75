//! What `std`, `core` or `alloc` defines at a path, read from the toolchain's own
//! documentation (`$(rustc --print sysroot)/share/doc/rust/html`, rustup's `rust-docs`
//! component, in its default profile): a trait, with the names of its items, or an item that
//! is used only by its name (a type, a module, a function, a constant, a macro). [`stale`]
//! asks it of the draft's imports of `std`: an import of a trait is used unnamed only where
//! a method call or a type-relative path spells one of the trait's items, so when nothing in
//! its module spells the trait or any of them, the import is unused, as rustc would say a
//! round later.
//!
//! Not a resolver: a path is looked up as written (`std::ops::BitAnd` is
//! `std/ops/trait.BitAnd.html`). A re-export rustdoc does not document at that path, a
//! toolchain without its documentation, or a page that cannot be read is [`StdItem::Unknown`],
//! and the import is left to rustc. The documentation is of the toolchain that checks the
//! drafts; an older judge's `std` has a subset of its traits' items, so what is unused here
//! is unused there.
//!
//! [`stale`]: crate::bundle::shrink::stale

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// What a path of `std`, `core` or `alloc` names ([`std_item`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum StdItem {
    /// A trait, with the names of its methods and associated constants (not its types: a
    /// type-relative path to one never looks in scope, E0223).
    Trait(BTreeSet<String>),
    /// An item that can only be used by naming it.
    Named,
    /// A module, and nothing else of its name: used only as a path's first segment.
    Module,
    /// Not known here.
    Unknown,
}

/// What `path` (`["std", "ops", "BitAnd"]`) names, by the toolchain's documentation.
pub(crate) fn std_item(path: &[String]) -> StdItem {
    let Some(first) = path.first() else {
        return StdItem::Unknown;
    };
    if !matches!(first.as_str(), "std" | "core" | "alloc") {
        return StdItem::Unknown;
    }
    let Some(docs) = docs_dir() else {
        return StdItem::Unknown;
    };
    static SEEN: OnceLock<Mutex<HashMap<Vec<String>, StdItem>>> = OnceLock::new();
    let seen = SEEN.get_or_init(Mutex::default);
    if let Some(known) = seen.lock().ok().and_then(|seen| seen.get(path).cloned()) {
        return known;
    }
    let item = read_item(docs, path);
    if let Ok(mut seen) = seen.lock() {
        seen.insert(path.to_vec(), item.clone());
    }
    item
}

/// Asks rustc where the documentation is on another thread, so that the first [`std_item`]
/// does not wait for it (a `rustc --print sysroot` through rustup's proxy takes about 20 ms,
/// a tenth of a small bin's bundle).
pub(crate) fn find_docs_ahead() {
    std::thread::spawn(|| {
        docs_dir();
    });
}

/// The toolchain's HTML documentation, when it is installed.
fn docs_dir() -> Option<&'static Path> {
    static DOCS: OnceLock<Option<PathBuf>> = OnceLock::new();
    DOCS.get_or_init(|| {
        let output = std::process::Command::new("rustc")
            .args(["--print", "sysroot"])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let sysroot = String::from_utf8(output.stdout).ok()?;
        let docs = Path::new(sysroot.trim()).join("share/doc/rust/html");
        docs.join("std/index.html").is_file().then_some(docs)
    })
    .as_deref()
}

/// The kinds of page rustdoc writes for an item used only by name.
const NAMED_PAGES: &[&str] = &[
    "struct",
    "enum",
    "union",
    "type",
    "fn",
    "constant",
    "static",
    "macro",
    "derive",
    "attr",
    "primitive",
];

fn read_item(docs: &Path, path: &[String]) -> StdItem {
    let Some((name, modules)) = path.split_last() else {
        return StdItem::Unknown;
    };
    if modules.is_empty() {
        // `use std;`: the crate itself.
        return StdItem::Named;
    }
    let dir = modules
        .iter()
        .fold(docs.to_path_buf(), |dir, m| dir.join(m));
    if let Ok(page) = std::fs::read_to_string(dir.join(format!("trait.{name}.html"))) {
        return StdItem::Trait(trait_items(&page));
    }
    let named = NAMED_PAGES
        .iter()
        .any(|kind| dir.join(format!("{kind}.{name}.html")).is_file());
    if named {
        StdItem::Named
    } else if dir.join(name).join("index.html").is_file() {
        StdItem::Module
    } else {
        StdItem::Unknown
    }
}

/// The names of a trait's methods and constants on its page: every anchor rustdoc gives a
/// required or provided method or an associated constant (`id="method.map"`,
/// `id="tymethod.next"`; an implementor's copy of one has a `-N` suffix).
fn trait_items(page: &str) -> BTreeSet<String> {
    let mut items = BTreeSet::new();
    for kind in ["id=\"tymethod.", "id=\"method.", "id=\"associatedconstant."] {
        for (at, _) in page.match_indices(kind) {
            let rest = &page[at + kind.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                items.insert(name);
            }
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(text: &str) -> Vec<String> {
        text.split("::").map(str::to_string).collect()
    }

    #[test]
    fn the_documentation_says_what_a_std_path_is() {
        if docs_dir().is_none() {
            eprintln!("no rust-docs in this toolchain: every path is unknown");
            assert_eq!(std_item(&path("std::ops::BitAnd")), StdItem::Unknown);
            return;
        }
        let StdItem::Trait(items) = std_item(&path("std::hash::Hasher")) else {
            panic!("Hasher is a trait");
        };
        // Required, provided.
        assert!(
            items.contains("finish") && items.contains("write_u8"),
            "{items:?}"
        );
        assert!(!items.contains("Hasher"), "{items:?}");
        let StdItem::Trait(items) = std_item(&path("core::ops::Add")) else {
            panic!("Add is a trait");
        };
        assert!(
            items.contains("add") && !items.contains("Output"),
            "{items:?}"
        );
        assert_eq!(std_item(&path("std::collections::HashMap")), StdItem::Named);
        assert_eq!(std_item(&path("core::ptr::NonNull")), StdItem::Named);
        assert_eq!(std_item(&path("std::fmt")), StdItem::Module);
        // The module `vec` and the macro `vec!`.
        assert_eq!(std_item(&path("std::vec")), StdItem::Named);
        assert_eq!(std_item(&path("core::mem::swap")), StdItem::Named);
        assert_eq!(std_item(&path("std::f64::consts::PI")), StdItem::Named);
        assert_eq!(std_item(&path("std::no_such::Thing")), StdItem::Unknown);
        assert_eq!(std_item(&path("hashbrown::HashMap")), StdItem::Unknown);
    }
}
