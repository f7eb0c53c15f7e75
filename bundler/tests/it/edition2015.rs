//! Edition 2015 crates inlined into an edition 2021 bundle keep their meaning (issue #15, item
//! 2, "every edition").
//!
//! `tests/fixtures/edition2015` is its own workspace with its own `Cargo.lock`: a 2021 package
//! whose bins use either 1.5.3 (the version AtCoder's 2020 set pinned: `#[macro_use] extern
//! crate`, `try_left!`, `as_ref`), lazy_static 1.4.0 (`extern crate std;` in a submodule named
//! through `self::std`), and the path crate `old`, edition 2015, written to use each construct
//! later editions read differently: bare trait objects of a trait defined in another file
//! (`Box<Shape>`, `&Shape`, `Box<Shape + Sync>` inside `lazy_static!`), anonymous trait-method
//! parameters, `try!`, `async` / `await` / `dyn` / `try` as identifiers, `use` paths relative
//! to the crate root and root `use {..}` groups, `::x` crate-root paths (also inside
//! `format!`), and `extern crate` in a submodule; and the path crate `older`, edition 2015 too,
//! which only rustc's own edition migration reads right (`bundle::load::migrate_crate`): bare
//! trait objects of `old`'s trait, and `[a, b].into_iter()` yielding references.
//!
//! For every bin, both printings of its bundle are compiled alone with `rustc --edition 2021
//! -O` (zero diagnostics) and run on each `cases/<bin>/NAME.in`; stdout must equal `NAME.out`,
//! which the cargo-built binary printed. `cargo_build_is_the_oracle` (ignored: it builds the
//! fixture with cargo) checks them again and, with `JUDGEPACK_REGENERATE=1`, rewrites them:
//!
//! ```sh
//! cargo test -p judgepack --test it edition2015:: -- --ignored
//! JUDGEPACK_REGENERATE=1 cargo test -p judgepack --test it edition2015:: -- --ignored
//! ```

use crate::support;
use std::path::{Path, PathBuf};

use judgepack::workspace::Workspace;

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/edition2015")
}

fn manifest() -> PathBuf {
    fixture_dir().join("Cargo.toml")
}

fn load() -> Workspace {
    support::fetch(&manifest());
    Workspace::load_or_fetch(Some(&manifest())).unwrap_or_else(|e| panic!("fixture loads: {e}"))
}

fn cases(bin: &str) -> Vec<support::Case> {
    support::cases_in(&fixture_dir().join("cases").join(bin))
}

/// A scratch directory under the cargo target dir, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("edition2015")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

#[test]
fn every_edition_2015_bin_bundles_compiles_alone_and_prints_what_cargo_prints() {
    let ws = load();
    let names: Vec<String> = ws.bins.iter().map(|bin| bin.name.clone()).collect();
    assert_eq!(names.len(), 3, "the fixture's bins: {names:?}");
    let results: Vec<(String, Result<support::Sizes, String>)> = names
        .iter()
        .map(|name| {
            let result = support::bundle_and_verify(&ws, name, &cases(name), &scratch(name), name);
            (name.clone(), result)
        })
        .collect();
    let outcomes: Vec<_> = results
        .iter()
        .map(|(name, result)| (name.clone(), result, None))
        .collect();
    support::judge(&outcomes);
}

#[test]
#[ignore = "builds the fixture workspace with cargo; run with --ignored"]
fn cargo_build_is_the_oracle() {
    let regenerate = std::env::var_os("JUDGEPACK_REGENERATE").is_some_and(|v| v == "1");
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("edition2015-cargo-target");
    let ws = load();
    let mismatches = support::cargo_oracle(&manifest(), &ws, &target_dir, &cases, regenerate);
    assert!(
        mismatches.is_empty(),
        "the cargo build prints something else than the committed .out for: {}",
        mismatches.join(", ")
    );
}
