//! `Workspace::load`, the bin targets and cargo-style selection on the judgepack workspace
//! itself.

use std::path::Path;

use judgepack::workspace::{Selection, Workspace};

fn main_workspace() -> Workspace {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    Workspace::load(Some(&manifest)).expect("the judgepack workspace loads")
}

#[test]
fn lists_every_bin_target_with_its_judge() {
    let ws = main_workspace();
    let names: Vec<&str> = ws.bins.iter().map(|b| b.name.as_str()).collect();
    for expected in [
        "uva197",
        "uva810",
        "calendar",
        "big_puzzle",
        "topcoder_soma",
        "judgepack",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    let uva197 = ws.bin("uva197").expect("uva197 is a bin");
    assert_eq!(uva197.judge.as_deref(), Some("uva"));
    assert!(uva197
        .src_path
        .ends_with("solver/problems/uva197/src/main.rs"));
}

#[test]
fn the_default_selection_leaves_tools_without_cases_or_judge_alone() {
    let ws = main_workspace();
    let selected = ws
        .select(&Selection::default(), &|_| false)
        .expect("selects");
    let names: Vec<&str> = selected.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "big_puzzle",
            "calendar",
            "topcoder_soma",
            "uva197",
            "uva810"
        ]
    );
}

#[test]
fn unknown_bin_lists_the_known_ones() {
    let ws = main_workspace();
    let error = ws.bin("uva999").expect_err("no such bin").to_string();
    assert!(error.contains("no bin target named `uva999`"), "{error}");
    assert!(error.contains("help: bins: "), "{error}");
    assert!(error.contains("uva197"), "{error}");
}

#[test]
fn a_package_without_bins_says_so() {
    let ws = main_workspace();
    let error = ws
        .select(
            &Selection {
                package: Some("puzzle".to_string()),
                ..Selection::default()
            },
            &|_| false,
        )
        .expect_err("a library")
        .to_string();
    assert!(
        error.contains("package `puzzle` has no bin target"),
        "{error}"
    );
}
