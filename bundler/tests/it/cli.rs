//! The CLI snapshots in bundler/tests/cmd/, run against this package's `judgepack` binary.
//!
//! Most cases run in `bundler/tests/cmd/fixture`, a tiny workspace with two problems and
//! committed submissions, with `--no-time` so the output is stable.

#[test]
fn cli_snapshots() {
    trycmd::TestCases::new()
        .register_bin(
            "judgepack",
            std::path::Path::new(env!("CARGO_BIN_EXE_judgepack")),
        )
        .register_bin(
            "cargo-judgepack",
            std::path::Path::new(env!("CARGO_BIN_EXE_cargo-judgepack")),
        )
        .case("tests/cmd/*.toml");
}

/// `judgepack check --all | head -1`: when stdout closes, judgepack stops with exit status 1,
/// prints nothing more, and leaves no temporary directory behind.
#[test]
fn a_closed_stdout_ends_the_command_and_its_temporary_directories() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cmd/fixture");
    let tmp = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("closed-stdout");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("a temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_judgepack"))
        .args(["check", "--all", "--no-time"])
        .current_dir(&manifest)
        .env("TMPDIR", &tmp)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("judgepack runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("a first line");
    assert!(first.starts_with("bin"), "{first}");
    let output = child.wait_with_output().expect("judgepack ends");
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let left: Vec<_> = std::fs::read_dir(&tmp)
        .expect("the temp dir")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
