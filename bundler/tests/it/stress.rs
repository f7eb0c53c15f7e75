//! `judgepack stress` on the fixture workspace `bundler/tests/cmd/fixture_stress` (planted
//! bugs, references, generators, a validator): the snapshots in `bundler/tests/cmd/stress/`,
//! one per outcome, then those in `stress/then/`, which run `judgepack test` on the cases the
//! first ones kept and a stress of the fresh bundle (sandboxed: it writes into the default
//! cases folder). Apart from that sandbox, the snapshots share one cargo target directory, so
//! the fixture's bins build once, and they keep their cases under the fixture's `target/found/`,
//! emptied first. The programs run with a temporary folder of their own, which must be empty
//! at the end.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_judgepack");

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cmd/fixture_stress")
}

/// Where cargo builds the fixture's bins, shared by every run of these tests.
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("stress-target")
}

/// An empty folder of `name` under the test's scratch folder.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    drop(std::fs::remove_dir_all(&dir));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// The snapshots matching `glob`, run with the shared target directory and `tmp` as the
/// temporary folder; a panic's message does not depend on the environment's backtrace
/// setting.
fn snapshots(glob: &str, tmp: &Path) {
    trycmd::TestCases::new()
        .register_bin("judgepack", Path::new(BIN))
        .env("CARGO_TARGET_DIR", target_dir().display().to_string())
        .env("TMPDIR", tmp.display().to_string())
        .env("RUST_BACKTRACE", "0")
        .env("NO_COLOR", "1")
        .case(glob)
        .run();
}

#[test]
fn stress_snapshots() {
    drop(std::fs::remove_dir_all(fixture().join("target/found")));
    let tmp = fresh_dir("stress-tmp");
    snapshots("tests/cmd/stress/*.toml", &tmp);
    snapshots("tests/cmd/stress/then/*.toml", &tmp);
    let left: Vec<PathBuf> = std::fs::read_dir(&tmp)
        .expect("the temporary folder")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    assert!(left.is_empty(), "left in the temporary folder: {left:?}");
}

/// The stress output of `argmax` on `jobs` threads, its cases kept under the fixture's
/// `target/<cases>` (emptied first; not under `target/found/`, which the snapshots empty).
fn tie_break(jobs: &str, cases: &str) -> String {
    drop(std::fs::remove_dir_all(
        fixture().join("target").join(cases),
    ));
    let output = Command::new(BIN)
        .args(["stress", "argmax", "--reference", "argmax-naive"])
        .args(["--generator", "gen-argmax", "--cargo", "--count", "60"])
        .args(["-j", jobs, "--cases", &format!("target/{cases}")])
        .current_dir(fixture())
        .env("CARGO_TARGET_DIR", target_dir())
        .env("NO_COLOR", "1")
        .output()
        .expect("judgepack runs");
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    String::from_utf8(output.stdout)
        .expect("UTF-8 output")
        .replace(cases, "CASES")
}

#[test]
fn the_same_seed_finds_the_same_case_on_any_number_of_threads() {
    let one = tie_break("1", "jobs-1");
    let four = tie_break("4", "jobs-4");
    assert!(one.contains("WA on input "), "{one}");
    assert_eq!(one, four);
}
