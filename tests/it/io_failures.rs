//! What a submission does when its output streams fail, on the submission compiled alone as
//! the judge builds it: the status is 1 with a message when stdout cannot take the answers,
//! and still 1 (not a panic's 101) when stderr cannot take the message either.
#![cfg(unix)]

use std::path::PathBuf;
use std::process::{Command, Output};
use tests::{compile_submission, workspace_root};

fn uva810() -> PathBuf {
    // Its own directory: `cases` compiles the same submission into target/judge-bins/uva810.
    let dir = workspace_root()
        .join("target")
        .join("judge-bins")
        .join("io-failures");
    compile_submission("uva810", "uva", &dir)
}

/// Runs `binary` under `sh` with `redirections` (e.g. `2>/dev/full`) and `stdin` as input.
fn run(binary: &PathBuf, redirections: &str, stdin: &str) -> Output {
    let script = format!("printf '%s' \"$1\" | \"$0\" {redirections}");
    Command::new("sh")
        .args(["-c", &script])
        .arg(binary)
        .arg(stdin)
        .output()
        .expect("run sh")
}

const VALID: &str = "M\n1 2 1 1 2 3\n-1 -1\nEND\n";
const BAD: &str = "M\n1 2 1 1 2 3\n-1 \x07\n";

#[test]
fn output_failures_exit_1() {
    let binary = uva810();
    let ok = run(&binary, "", VALID);
    assert_eq!(ok.status.code(), Some(0), "{ok:?}");
    assert_eq!(
        String::from_utf8_lossy(&ok.stdout),
        "M\n  (1,1),(1,2),(1,1)\n"
    );

    let closed = run(&binary, ">&-", VALID);
    assert_eq!(closed.status.code(), Some(1), "{closed:?}");
    let message = String::from_utf8_lossy(&closed.stderr);
    assert!(
        message.starts_with("error: uva810: cannot write output: "),
        "{message}"
    );

    let full = run(&binary, ">/dev/full", VALID);
    assert_eq!(full.status.code(), Some(1), "{full:?}");

    let no_stderr = run(&binary, "2>/dev/full", BAD);
    assert_eq!(no_stderr.status.code(), Some(1), "{no_stderr:?}");

    let neither = run(&binary, ">&- 2>/dev/full", VALID);
    assert_eq!(neither.status.code(), Some(1), "{neither:?}");
}
