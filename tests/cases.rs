//! Runs every case under `tests/cmd/<problem>/` against `submissions/<problem>.rs`, compiled
//! alone with plain `rustc` and its judge's flags, exactly as the judge would build it.
//!
//! Regenerate expected outputs after an intended change with
//! `TRYCMD=overwrite cargo test -p tests --test cases`, then review the diff.

use tests::{compile_submission, workspace, workspace_root};

#[test]
fn every_submission_passes_its_cases() {
    let ws = workspace();
    let problems: Vec<_> = ws.bins.iter().filter(|bin| bin.judge.is_some()).collect();
    assert!(!problems.is_empty(), "the workspace declares no problems");
    let bins = workspace_root().join("target").join("judge-bins");
    std::fs::create_dir_all(&bins).expect("create target/judge-bins");
    let cases = trycmd::TestCases::new();
    for problem in problems {
        // One directory each: the judge's command names every binary `main`.
        let binary = compile_submission(
            &problem.name,
            problem.judge.as_deref().unwrap_or("default"),
            &bins.join(&problem.name),
        );
        let dir = workspace_root()
            .join("tests")
            .join("cmd")
            .join(&problem.name);
        assert!(
            dir.is_dir(),
            "{} has no cases under {}",
            problem.name,
            dir.display()
        );
        cases
            .register_bin(problem.name.clone(), binary)
            .case(dir.join("*.toml"));
    }
}
