//! Bundles every problem of the judgepack workspace itself: each form must compile alone with
//! `rustc -O` without a single diagnostic and pass the problem's cases in `tests/cmd/<problem>`
//! (the compact form has short private names, so this checks renaming on real code). Prints
//! each file's size and bundling time (not asserted: speed is measured, never tested).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use judgepack::bundle::{bundle_forms, Options};
use judgepack::workspace::Workspace;

#[test]
fn every_problem_bundles_compiles_alone_without_warnings_and_passes_its_cases() {
    // JUDGEPACK_PROBE_MANIFEST points the check at another checkout (e.g. a branch not yet
    // merged), to find constructs the bundler does not support before they land.
    let manifest = std::env::var_os("JUDGEPACK_PROBE_MANIFEST").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml"),
        PathBuf::from,
    );
    let ws = Workspace::load(Some(&manifest)).expect("the judgepack workspace loads");
    let problems: Vec<_> = ws.bins.iter().filter(|bin| bin.judge.is_some()).collect();
    assert!(!problems.is_empty());
    for problem in problems {
        let edition = if problem.judge.as_deref() == Some("atcoder") {
            "2024"
        } else {
            "2021"
        };
        let start = Instant::now();
        let options = Options {
            edition: edition.to_string(),
            ..Options::default()
        };
        let forms = bundle_forms(&ws, problem, &options)
            .unwrap_or_else(|error| panic!("{} does not bundle:\n{error}", problem.name));
        let elapsed = start.elapsed();
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("real-{}", problem.name));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        let cases = ws.root.join("tests/cmd").join(&problem.name);
        let mut passed = 0;
        for (form, source) in [("readable", &forms.readable), ("compact", &forms.compact)] {
            let binary = compile(&dir, form, source, edition, &problem.name);
            passed = run_cases(&binary, &cases, &format!("{} ({form})", problem.name));
        }
        eprintln!(
            "{}: {} bytes readable, {} compact, bundled in {:.2?}, {passed} cases pass in both",
            problem.name,
            forms.readable.len(),
            forms.compact.len(),
            elapsed
        );
    }
}

/// Compiles `source` as the judge does and demands zero diagnostics; returns the binary.
fn compile(dir: &Path, form: &str, source: &str, edition: &str, name: &str) -> PathBuf {
    let file = dir.join(format!("{form}.rs"));
    std::fs::write(&file, source).expect("write the bundle");
    let binary = dir.join(form);
    let output = Command::new("rustc")
        .args(["--edition", edition, "-O", "--crate-type", "bin", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .expect("rustc runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{name} ({form}) does not compile:\n{stderr}"
    );
    assert!(
        stderr.trim().is_empty(),
        "{name} ({form}): rustc printed:\n{stderr}"
    );
    binary
}

/// Runs every case of `cases` (judgepack's reader: trycmd's format, a missing `.stdout` is an
/// error naming the file) and fails with a readable diff per failing case, all of them at
/// once; returns the count.
fn run_cases(binary: &Path, cases: &Path, label: &str) -> usize {
    if !cases.is_dir() {
        return 0;
    }
    let cases =
        judgepack::cases::load_dir(cases).unwrap_or_else(|error| panic!("{label}: {error}"));
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            let run = judgepack::run::run_case(binary, case, judgepack::run::DEFAULT_TIME_LIMIT);
            run.verdict.detail().map(|detail| {
                format!(
                    "{} {}:\n  {}",
                    run.verdict.code(),
                    case.path.display(),
                    detail.replace('\n', "\n  ")
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{label}: {} of {} cases fail\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    cases.len()
}
