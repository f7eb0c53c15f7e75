//! `Workspace::load` and `Workspace::problem` on the judgepack workspace itself.

use std::path::Path;

use judgepack::workspace::Workspace;

fn main_workspace() -> Workspace {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    Workspace::load(Some(&manifest)).expect("the judgepack workspace loads")
}

#[test]
fn lists_the_problems_of_the_workspace() {
    let ws = main_workspace();
    let names: Vec<&str> = ws.problems.iter().map(|p| p.name.as_str()).collect();
    for expected in [
        "uva197",
        "uva810",
        "calendar",
        "big_puzzle",
        "topcoder_soma",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    let uva197 = ws.problem("uva197").expect("uva197 is a problem");
    assert_eq!(uva197.judge, "uva");
    assert!(uva197
        .main_src
        .ends_with("solver/problems/uva197/src/main.rs"));
}

#[test]
fn unknown_problem_lists_the_known_ones() {
    let ws = main_workspace();
    let error = ws
        .problem("uva999")
        .expect_err("no such problem")
        .to_string();
    assert!(error.contains("unknown problem `uva999`"), "{error}");
    assert!(error.contains("help: known problems: "), "{error}");
    assert!(error.contains("uva197"), "{error}");
}

#[test]
fn library_package_is_not_a_problem() {
    let ws = main_workspace();
    let error = ws.problem("puzzle").expect_err("a library").to_string();
    assert!(error.contains("`puzzle` is not a problem"), "{error}");
}
