//! judgepack on outside workspaces shaped like a competitive programmer's own (issue #9, "How to
//! prove it"): no judgepack metadata, crates.io libraries, every bin layout cargo knows.
//!
//! - `tests/fixtures/registry`: one contest package, a bin per task under `src/bin/`, using
//!   ac-library-rs (lib `ac_library`), proconio's `input!` (no derive feature) and EbTech's
//!   contest-algorithms, all from crates.io (its own `Cargo.lock`);
//! - `tests/fixtures/layouts`: a `cargo new` package using its own library, `src/bin/a.rs`,
//!   `src/bin/b/main.rs`, `[[bin]] path = "tools/c.rs"`, a renamed lib target (`[lib] name`),
//!   a renamed dependency, `#[macro_use] extern crate x as _;` and `pub use base::*;`;
//! - `tests/fixtures/derives`: one bin source in two packages, one of which also declares
//!   derive crates it never names (derive_more without its `debug` feature, strum), plus bins
//!   that do name them (by import, by path, by glob). rustc resolves `#[derive(Debug)]` by the
//!   scope at the item, so a derive crate in the manifest changes nothing where it is not named.
//!
//! For every bin of both workspaces, both printings of its bundle are compiled alone with
//! `rustc --edition 2021 -O` (zero diagnostics) and run on each `cases/<bin>/NAME.in`; stdout
//! must equal `NAME.out`. The expected outputs were produced by the cargo-built binary (the
//! oracle); `cargo_build_is_the_oracle` (ignored: it builds the fixtures with cargo) checks
//! them again and, with `JUDGEPACK_REGENERATE=1`, rewrites them:
//!
//! ```sh
//! cargo test -p judgepack --test it registry:: -- --ignored            # verify the .out files
//! JUDGEPACK_REGENERATE=1 cargo test -p judgepack --test it registry:: -- --ignored   # rewrite them
//! ```
//!
//! Bins the bundler cannot handle yet are listed in [`KNOWN_FAILING`] with the reason: the test
//! passes when exactly those fail, and fails loudly when one of them starts to work (remove it
//! from the list) or when any other breaks. Sizes go to stderr (`-- --nocapture` shows them).

use crate::support;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use judgepack::profile::{Judge, JudgeSource, Profile};
use judgepack::run::{compile_with_cargo, pin_mismatches, CargoJudge};
use judgepack::submission::{bundle_submission, Request};
use judgepack::workspace::Workspace;

/// `(workspace, bin, why)`: bins whose bundle is known not to work yet, with the cause (the
/// construct, its file and line in the crate as cargo downloaded it).
const KNOWN_FAILING: &[(&str, &str, &str)] = &[];

/// The fixture workspaces, by directory name under `tests/fixtures`.
const WORKSPACES: &[&str] = &["registry", "layouts", "derives"];

fn fixture_dir(workspace: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(workspace)
}

fn manifest(workspace: &str) -> PathBuf {
    fixture_dir(workspace).join("Cargo.toml")
}

/// `cargo fetch --locked` once per workspace, so that `Workspace::load` (which runs
/// `cargo metadata --offline`) finds the registry crates on a fresh machine.
fn fetched(workspace: &str) {
    static FETCHED: OnceLock<()> = OnceLock::new();
    FETCHED.get_or_init(|| {
        WORKSPACES
            .iter()
            .for_each(|ws| support::fetch(&manifest(ws)))
    });
    assert!(WORKSPACES.contains(&workspace));
}

fn load(workspace: &str) -> Workspace {
    fetched(workspace);
    Workspace::load_or_fetch(Some(&manifest(workspace)))
        .unwrap_or_else(|e| panic!("fixture {workspace} loads: {e}"))
}

/// A scratch directory under the cargo target dir, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("registry")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Every case of `bin`: `cases/<bin>/NAME.in` and `NAME.out`.
fn cases(workspace: &str, bin: &str) -> Vec<support::Case> {
    support::cases_in(&fixture_dir(workspace).join("cases").join(bin))
}

/// Bundles, compiles and runs `bin`; its sizes, or the first thing that went wrong.
fn check(ws: &Workspace, workspace: &str, bin_name: &str) -> Result<support::Sizes, String> {
    let dir = scratch(&format!("{workspace}-{bin_name}"));
    let label = format!("{workspace}/{bin_name}");
    support::bundle_and_verify(ws, bin_name, &cases(workspace, bin_name), &dir, &label)
}

/// Every bin of `workspace`: the known failures fail, everything else passes.
fn every_bin(workspace: &str) {
    let ws = load(workspace);
    let names: Vec<String> = ws.bins.iter().map(|bin| bin.name.clone()).collect();
    for (ws_name, bin, _) in KNOWN_FAILING {
        assert!(
            *ws_name != workspace || names.iter().any(|name| name == bin),
            "KNOWN_FAILING names {ws_name}/{bin}, which is not a bin of the fixture"
        );
    }
    let mut results = BTreeMap::new();
    for name in &names {
        results.insert(name.clone(), check(&ws, workspace, name));
    }
    let outcomes: Vec<_> = results
        .iter()
        .map(|(name, result)| {
            let known = KNOWN_FAILING
                .iter()
                .find(|(ws_name, bin, _)| *ws_name == workspace && bin == name)
                .map(|(_, _, why)| *why);
            (format!("{workspace}/{name}"), result, known)
        })
        .collect();
    support::judge(&outcomes);
}

#[test]
fn every_registry_bin_bundles_compiles_alone_and_prints_what_cargo_prints() {
    every_bin("registry");
}

#[test]
fn every_layout_bin_bundles_compiles_alone_and_prints_what_cargo_prints() {
    every_bin("layouts");
}

#[test]
fn every_derive_bin_bundles_compiles_alone_and_prints_what_cargo_prints() {
    every_bin("derives");
}

/// The header names the bin; the code below it does not.
fn code_of(text: &str) -> String {
    text.lines()
        .skip_while(|line| line.starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A derive crate the program never names changes nothing: the same source bundles to the
/// same code with and without derive_more and strum in its package's dependencies.
#[test]
fn an_unused_derive_crate_in_the_manifest_changes_no_bundle() {
    let ws = load("derives");
    let options = judgepack::bundle::Options {
        command: "judgepack bundle".to_string(),
        ..judgepack::bundle::Options::default()
    };
    let bundle = |name: &str| {
        let bin = ws.bin(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        judgepack::bundle::bundle_forms(&ws, bin, &options)
            .unwrap_or_else(|e| panic!("{name} bundles: {e}"))
    };
    let without = bundle("plain");
    let with = bundle("plain-beside-derive-crates");
    assert_eq!(code_of(&with.readable), code_of(&without.readable));
    assert_eq!(code_of(&with.compact), code_of(&without.compact));
    assert!(
        without.readable.contains("#[derive(Debug"),
        "{}",
        without.readable
    );
}

/// The oracle: each fixture built by cargo (`--release`, into the test's scratch target dir)
/// prints the committed `.out` of every case. With `JUDGEPACK_REGENERATE=1` it writes them
/// instead (review the diff).
#[test]
#[ignore = "builds the fixture workspaces with cargo; run with --ignored"]
fn cargo_build_is_the_oracle() {
    let regenerate = std::env::var_os("JUDGEPACK_REGENERATE").is_some_and(|v| v == "1");
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-cargo-target");
    let mut mismatches = Vec::new();
    for workspace in WORKSPACES {
        let ws = load(workspace);
        let cases_of = |bin: &str| cases(workspace, bin);
        mismatches.extend(
            support::cargo_oracle(
                &manifest(workspace),
                &ws,
                &target_dir,
                &cases_of,
                regenerate,
            )
            .into_iter()
            .map(|case| format!("{workspace}/{case}")),
        );
    }
    assert!(
        mismatches.is_empty(),
        "the cargo build prints something else than the committed .out for: {}",
        mismatches.join(", ")
    );
}

/// A judge that provides crates (`--judge atcoder`): nothing of them is inlined, the `use`
/// lines stay, and the file, built as the bin of a cargo package with the same dependencies,
/// prints what cargo's own build prints.
#[test]
fn with_a_judge_that_provides_the_crates_they_stay_as_written() {
    let ws = load("registry");
    let bin = ws.bin("dsu_modint").expect("dsu_modint");
    let profile = Profile::by_name("atcoder-2023").expect("atcoder-2023 is a judge");
    let judge = Judge {
        profile,
        source: JudgeSource::Flag,
    };
    let request = Request {
        command: "judgepack bundle --bin dsu_modint --judge atcoder-2023".to_string(),
        deny_warnings: true,
        shrink: false,
    };
    let submission = bundle_submission(&ws, bin, &judge, &request).expect("bundles");
    let text = &submission.text;
    assert!(text.contains("use ac_library"), "{text}");
    assert!(text.contains("proconio"), "{text}");
    assert!(!text.contains("mod ac_library"), "{text}");
    assert!(text.len() < 2_000, "{} bytes:\n{text}", text.len());
    let dir = scratch("atcoder-dsu_modint");
    let source = dir.join("main.rs");
    std::fs::write(&source, text).expect("write the bundle");
    let (deps, _) = ws.declared_deps(bin);
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-judged");
    let cargo_judge = CargoJudge {
        deps: &deps,
        lock: &fixture_dir("registry").join("Cargo.lock"),
        target_dir: &target_dir,
        whole_set: false,
    };
    let package = dir.join("package");
    std::fs::create_dir_all(&package).expect("package dir");
    let compiled = compile_with_cargo(&source, profile, &cargo_judge, &package)
        .unwrap_or_else(|e| panic!("{e}"));
    for (name, input, expected) in cases("registry", "dsu_modint") {
        let expected = std::fs::read_to_string(&expected).expect("expected output");
        assert_eq!(
            support::run(&compiled.binary, &input).unwrap_or_else(|e| panic!("{name}: {e}")),
            expected,
            "case {name}"
        );
    }
}

/// AtCoder's 2025 judge builds its own versions, not the workspace's: the fixture declares
/// ac-library-rs 0.1 and proconio 0.4 (both named as mismatches), and the file is verified as
/// AtCoder builds it: ac-library-rs =0.2.0 and proconio =0.5.0 with its `derive` feature,
/// edition 2024, `lto = true`, `--cfg atcoder`; it prints what the cargo build prints.
#[test]
fn the_atcoder_judge_verifies_with_its_pinned_versions() {
    let ws = load("registry");
    let bin = ws.bin("dsu_modint").expect("dsu_modint");
    let profile = Profile::by_name("atcoder").expect("atcoder is a judge");
    let judge = Judge {
        profile,
        source: JudgeSource::Flag,
    };
    let request = Request {
        command: "judgepack bundle --bin dsu_modint --judge atcoder".to_string(),
        deny_warnings: true,
        shrink: false,
    };
    let submission = bundle_submission(&ws, bin, &judge, &request).expect("bundles");
    let (deps, _) = ws.declared_deps(bin);
    let mismatches: Vec<String> = pin_mismatches(profile, &deps, &submission.text)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        mismatches,
        [
            "declares ac-library-rs ^0.1, but atcoder builds ac-library-rs =0.2.0: the program \
             may not compile on the judge",
            "declares proconio ^0.4, but atcoder builds proconio =0.5.0: the program may not \
             compile on the judge",
        ]
    );
    let dir = scratch("atcoder-2025-dsu_modint");
    let source = dir.join("main.rs");
    std::fs::write(&source, &submission.text).expect("write the bundle");
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("registry-judged-2025");
    let cargo_judge = CargoJudge {
        deps: &deps,
        lock: &fixture_dir("registry").join("Cargo.lock"),
        target_dir: &target_dir,
        whole_set: false,
    };
    let package = dir.join("package");
    let compiled = compile_with_cargo(&source, profile, &cargo_judge, &package)
        .unwrap_or_else(|e| panic!("{e}"));
    let manifest = std::fs::read_to_string(package.join("Cargo.toml")).expect("the manifest");
    for line in [
        "edition = \"2024\"",
        "lto = true",
        "ac-library-rs = { version = \"=0.2.0\" }",
        "proconio = { version = \"=0.5.0\", features = [\"derive\"] }",
    ] {
        assert!(manifest.contains(line), "{line} is not in:\n{manifest}");
    }
    let config = std::fs::read_to_string(package.join(".cargo/config.toml")).expect("config");
    assert!(
        config.contains(r#"rustflags = ["--cfg", "atcoder"]"#),
        "{config}"
    );
    let lock = std::fs::read_to_string(package.join("Cargo.lock")).expect("the lock");
    assert!(
        lock.contains("name = \"ac-library-rs\"\nversion = \"0.2.0\""),
        "{lock}"
    );
    for (name, input, expected) in cases("registry", "dsu_modint") {
        let expected = std::fs::read_to_string(&expected).expect("expected output");
        assert_eq!(
            support::run(&compiled.binary, &input).unwrap_or_else(|e| panic!("{name}: {e}")),
            expected,
            "case {name}"
        );
    }
}
