//! The previous run's answer, replayed after an edit (issue #24), never changes what the
//! program prints: on a copy of `tests/fixtures/registry`, `dsu_modint` is bundled with
//! `--shrink` (bodies the program never runs become stubs) without its last line, which
//! negates a `ModInt`; then with that line back, which runs `Neg::neg`, a body the first run
//! stubbed. The answer still compiles without a warning, so only the check that the program
//! runs no function the previous one did not keeps the stub out. Then an edit that runs
//! nothing new, which the answer serves. Every file is compiled alone and run on the bin's
//! cases.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/registry")
}

/// Copies the fixture's manifest, lock file and sources to `to` (not its `target/`).
fn copy_fixture(to: &Path) {
    fn copy_dir(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).expect("creates the copy's directory");
        for entry in std::fs::read_dir(from).expect("reads the fixture") {
            let entry = entry.expect("reads a fixture entry");
            let target = to.join(entry.file_name());
            if entry.path().is_dir() {
                copy_dir(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), &target).expect("copies a fixture file");
            }
        }
    }
    for name in ["Cargo.toml", "Cargo.lock"] {
        std::fs::copy(fixture().join(name), to.join(name)).expect("copies the manifest");
    }
    copy_dir(&fixture().join("src"), &to.join("src"));
}

/// Bundles `dsu_modint` in `ws` with `--shrink`; returns the file and judgepack's stderr.
fn bundle(ws: &Path, out: &Path) -> (String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_judgepack"))
        .args(["bundle", "--bin", "dsu_modint", "--shrink", "-o"])
        .arg(out)
        .current_dir(ws)
        .env("JUDGEPACK_DEBUG", "1")
        .output()
        .expect("runs judgepack");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "bundle failed:\n{stderr}");
    let text = std::fs::read_to_string(out).expect("reads the bundle");
    (text, stderr)
}

#[test]
fn an_edit_that_runs_a_stubbed_function_is_not_served_the_previous_answer() {
    support::fetch(&fixture().join("Cargo.toml"));
    let ws = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("replay-registry");
    let _ = std::fs::remove_dir_all(&ws);
    std::fs::create_dir_all(&ws).expect("creates the workspace copy");
    copy_fixture(&ws);
    let source_path = ws.join("src/bin/dsu_modint.rs");
    let source = std::fs::read_to_string(&source_path).expect("reads the bin");
    let negation = "    println!(\"-1 = {}\", -Mint::new(1));\n";
    assert!(source.contains(negation), "the bin negates a ModInt");
    let cases = support::cases_in(&fixture().join("cases/dsu_modint"));
    let out = ws.join("bundle.rs");

    // The negation is gone from the source and its expected outputs alike.
    std::fs::write(&source_path, source.replace(negation, "")).expect("writes the bin");
    let (first, _) = bundle(&ws, &out);
    assert!(
        first.contains("unreachable!()"),
        "--shrink stubs bodies that never run"
    );
    let first_cases = ws.join("cases-first");
    std::fs::create_dir_all(&first_cases).expect("creates the first cases' directory");
    let without_negation: Vec<support::Case> = cases
        .iter()
        .map(|(name, input, expected)| {
            let lines: String = std::fs::read_to_string(expected)
                .expect("reads a case's output")
                .lines()
                .filter(|line| !line.starts_with("-1 = "))
                .map(|line| format!("{line}\n"))
                .collect();
            let filtered = first_cases.join(format!("{name}.out"));
            std::fs::write(&filtered, lines).expect("writes the case's output");
            (name.clone(), input.clone(), filtered)
        })
        .collect();
    support::verify(&first, &ws, "first", &without_negation).expect("the first bundle runs");

    std::fs::write(&source_path, &source).expect("writes the bin");
    let (second, stderr) = bundle(&ws, &out);
    assert!(
        !stderr.contains("the previous run's answer holds"),
        "the answer stubs `neg`, which this program runs:\n{stderr}"
    );
    support::verify(&second, &ws, "second", &cases).expect("the negation prints");

    let edited = source.replacen("fn main() {", "fn main() { let _edit: u64 = 1;", 1);
    std::fs::write(&source_path, edited).expect("writes the bin");
    let (third, stderr) = bundle(&ws, &out);
    assert!(
        stderr.contains("the previous run's answer holds"),
        "an edit that runs nothing new is served the answer:\n{stderr}"
    );
    support::verify(&third, &ws, "third", &cases).expect("the edited bin prints the same");

    std::fs::remove_dir_all(&ws).expect("removes the workspace copy");
}
