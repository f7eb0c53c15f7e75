//! Every `Examples:` line of every `--help` runs and exits 0, each in a fresh copy of the
//! contest fixture (`bundler/tests/cmd/fixture_contest`), so the examples a newcomer copies
//! work as printed. A `(...)` after two spaces is a comment, not part of the command.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_judgepack");

/// The example commands in `judgepack <command> --help` (`command` empty: the top level).
fn examples(command: &[&str]) -> Vec<String> {
    let output = Command::new(BIN)
        .args(command)
        .arg("--help")
        .output()
        .expect("judgepack runs");
    assert!(output.status.success(), "{command:?} --help fails");
    let help = String::from_utf8(output.stdout).expect("help is UTF-8");
    let section = help
        .split("Examples:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("`judgepack {} --help` has no examples", command.join(" ")));
    section
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(|line| {
            let line = line.trim();
            line.split_once("  (")
                .map_or(line, |(command, _)| command)
                .trim()
                .to_owned()
        })
        .collect()
}

/// Splits `line` into words as a shell does for plain words and '...' quoting.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut started) = (false, false);
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create the copy");
    for entry in std::fs::read_dir(from).expect("read the fixture") {
        let entry = entry.expect("fixture entry");
        let path = entry.path();
        if entry.file_name() == "target" {
            continue;
        }
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("copy a fixture file");
        }
    }
}

#[test]
fn every_help_example_runs() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cmd/fixture_contest");
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("help-examples");
    drop(std::fs::remove_dir_all(&scratch));
    let mut failures = Vec::new();
    let mut count = 0;
    for command in [
        &[][..],
        &["bundle"],
        &["check"],
        &["test"],
        &["stress"],
        &["stat"],
        &["new"],
        &["judges"],
    ] {
        for (index, example) in examples(command).into_iter().enumerate() {
            let words = words(&example);
            assert_eq!(
                words[0], "judgepack",
                "an example starts with judgepack: {example}"
            );
            let dir = scratch.join(format!("{}-{index}", command.join("-")));
            copy_dir(&fixture, &dir);
            let start = std::time::Instant::now();
            let output = Command::new(BIN)
                .args(&words[1..])
                .current_dir(&dir)
                .env("CARGO_TARGET_DIR", scratch.join("target"))
                .env("NO_COLOR", "1")
                .output()
                .expect("judgepack runs");
            count += 1;
            eprintln!("{example}: {:.1} s", start.elapsed().as_secs_f64());
            if !output.status.success() {
                failures.push(format!(
                    "`{example}` exits {:?}:\n{}{}",
                    output.status.code(),
                    String::from_utf8_lossy(&output.stdout),
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
        }
    }
    assert!(count >= 26, "only {count} examples found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
