//! Runs every case under `tests/cmd/<problem>/` against `submissions/<problem>.rs`, compiled
//! alone with plain `rustc` and its judge's flags, exactly as the judge would build it.
//!
//! Regenerate expected outputs after an intended change with
//! `TRYCMD=overwrite cargo test -p tests --test it cases::`, then review the diff. trycmd passes a
//! case that has no `.stdout` file (and overwrite mode does not create one), so every case is
//! first read by judgepack's own reader, which fails naming the file; an error case must also
//! give its `.stderr`.

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
        assert_complete(&dir);
        cases
            .register_bin(problem.name.clone(), binary)
            .case(dir.join("*.toml"));
    }
}

/// Every case in `dir` gives its expected stdout, and an error case its expected stderr.
fn assert_complete(dir: &std::path::Path) {
    let cases = judgepack::cases::load_dir(dir).unwrap_or_else(|error| panic!("{error}"));
    for case in cases {
        assert!(
            case.status.expects_success() || case.stderr.is_some(),
            "{}: an error case must give its expected stderr: add `{}.stderr`",
            case.path.display(),
            case.name
        );
    }
}

#[test]
fn a_case_without_expected_stdout_fails_naming_the_file() {
    let dir = std::env::temp_dir().join(format!("judgepack-cases-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    std::fs::write(dir.join("lonely.toml"), "bin.name = \"p\"\n").expect("write a case");
    let result = std::panic::catch_unwind(|| assert_complete(&dir));
    drop(std::fs::remove_dir_all(&dir));
    let message = result.expect_err("a case without .stdout must fail");
    let message = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(
        message.contains("lonely.toml") && message.contains("lonely.stdout"),
        "{message}"
    );
}
