//! What the fixture-workspace modules (`registry`, `edition2015`, `atcoder`, `replay`) share:
//! fetching a fixture's crates, its `cases/<bin>/NAME.in` / `NAME.out` pairs, compiling a bundle
//! alone as a judge does and running it on them, the cargo-built oracle, and judging a run of
//! bins against the list of known failures.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use judgepack::bundle::{bundle_forms, Options};
use judgepack::workspace::Workspace;

/// `(name, input file, expected output file)`.
pub type Case = (String, PathBuf, PathBuf);

/// Sizes of a bin that passed: readable and compact bytes.
pub type Sizes = (usize, usize);

/// `cargo fetch --locked`, so that `Workspace::load` (which runs `cargo metadata --offline`)
/// finds the registry crates on a fresh machine.
pub fn fetch(manifest: &Path) {
    let status = Command::new(env!("CARGO"))
        .args(["fetch", "--locked", "--manifest-path"])
        .arg(manifest)
        .stdout(Stdio::null())
        .status()
        .expect("cargo runs");
    assert!(
        status.success(),
        "cargo fetch failed for {}",
        manifest.display()
    );
}

/// Every `NAME.in` of `dir` with its `NAME.out`, sorted by name; at least two.
pub fn cases_in(dir: &Path) -> Vec<Case> {
    let mut cases: Vec<Case> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("dir entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .map(|input| {
            let name = input
                .file_stem()
                .expect("stem")
                .to_string_lossy()
                .into_owned();
            (name, input.clone(), input.with_extension("out"))
        })
        .collect();
    cases.sort();
    assert!(
        cases.len() >= 2,
        "{} needs at least two cases",
        dir.display()
    );
    cases
}

/// Runs `binary` with the file `input` as stdin and returns its stdout, or why it failed.
pub fn run(binary: &Path, input: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(input).map_err(|e| format!("{}: {e}", input.display()))?;
    run_text(binary, &text)
}

/// Runs `binary` with `input` as stdin and returns its stdout, or why it failed.
pub fn run_text(binary: &Path, input: &str) -> Result<String, String> {
    use std::io::Write as _;
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .map_err(|e| format!("stdin: {e}"))?;
    let output = child
        .wait_with_output()
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    if !output.status.success() {
        return Err(format!(
            "exit {:?}: {}",
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("non-utf-8 output: {e}"))
}

/// Compiles `source` alone as a judge does and runs it on every case: stdout must equal the
/// case's `.out` byte for byte.
pub fn verify(source: &str, dir: &Path, form: &str, cases: &[Case]) -> Result<(), String> {
    let binary = compile_alone(source, dir, form)?;
    for (name, input, expected) in cases {
        let expected = std::fs::read_to_string(expected).expect("expected output");
        let actual = run(&binary, input).map_err(|e| format!("{form} case {name}: {e}"))?;
        if actual != expected {
            return Err(format!(
                "{form} case {name}: output differs from cargo's\n--- expected\n{expected}--- got\n{actual}"
            ));
        }
    }
    Ok(())
}

/// Bundles `bin_name` of `ws` (both printings), compiles each alone in `dir` and runs it on
/// `cases`; its sizes (also printed to stderr under `label`), or the first thing that went
/// wrong.
pub fn bundle_and_verify(
    ws: &Workspace,
    bin_name: &str,
    cases: &[Case],
    dir: &Path,
    label: &str,
) -> Result<Sizes, String> {
    let bin = ws.bin(bin_name).map_err(|e| e.to_string())?;
    let options = Options {
        command: format!("judgepack bundle --bin {bin_name}"),
        deny_warnings: false,
        ..Options::default()
    };
    let start = Instant::now();
    let forms = bundle_forms(ws, bin, &options).map_err(|e| format!("bundle: {e}"))?;
    let took = start.elapsed();
    verify(&forms.readable, dir, "readable", cases)?;
    verify(&forms.compact, dir, "compact", cases)?;
    eprintln!(
        "{label}: readable {} bytes, compact {} bytes, bundled in {:.2} s, {} cases AC",
        forms.readable.len(),
        forms.compact.len(),
        took.as_secs_f64(),
        cases.len()
    );
    Ok((forms.readable.len(), forms.compact.len()))
}

/// The oracle: the bins of `ws` built by cargo (`--release`, into `target_dir`) print each
/// case's `.out` (`cases_of(bin)`). With `regenerate` it writes them instead (review the
/// diff). Returns the cases that differ.
pub fn cargo_oracle(
    manifest: &Path,
    ws: &Workspace,
    target_dir: &Path,
    cases_of: &dyn Fn(&str) -> Vec<Case>,
    regenerate: bool,
) -> Vec<String> {
    let status = Command::new(env!("CARGO"))
        .args([
            "build",
            "--release",
            "--locked",
            "--bins",
            "--manifest-path",
        ])
        .arg(manifest)
        .arg("--target-dir")
        .arg(target_dir)
        .status()
        .expect("cargo runs");
    assert!(
        status.success(),
        "cargo build of {} failed",
        manifest.display()
    );
    let mut mismatches = Vec::new();
    for bin in &ws.bins {
        let binary = target_dir.join("release").join(&bin.name);
        for (name, input, expected) in cases_of(&bin.name) {
            let actual =
                run(&binary, &input).unwrap_or_else(|e| panic!("{} {name}: {e}", bin.name));
            if regenerate {
                std::fs::write(&expected, &actual).expect("write the expected output");
            } else if std::fs::read_to_string(&expected).ok().as_deref() != Some(&actual) {
                mismatches.push(format!("{} {name}", bin.name));
            }
        }
    }
    mismatches
}

/// Writes `source` to `dir/<form>.rs` and compiles it alone with `rustc --edition 2021 -O`,
/// demanding zero diagnostics; returns the binary.
pub fn compile_alone(source: &str, dir: &Path, form: &str) -> Result<PathBuf, String> {
    let file = dir.join(format!("{form}.rs"));
    std::fs::write(&file, source).expect("write the bundle");
    let binary = dir.join(form);
    let compile = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .expect("rustc runs");
    let stderr = String::from_utf8_lossy(&compile.stderr);
    if !compile.status.success() || !stderr.trim().is_empty() {
        return Err(format!(
            "the {form} bundle ({}) does not compile cleanly alone:\n{stderr}",
            file.display()
        ));
    }
    Ok(binary)
}

/// Checks each `(label, result, known failure cause)`: a known failure must fail (its error
/// goes to stderr), everything else must pass. Panics listing every surprise.
pub fn judge<T>(outcomes: &[(String, &Result<T, String>, Option<&str>)]) {
    let mut problems = Vec::new();
    for (label, result, known) in outcomes {
        match (result, known) {
            (Ok(_), None) => {}
            (Ok(_), Some(_)) => {
                problems.push(format!("{label} works now: remove it from KNOWN_FAILING"))
            }
            (Err(e), Some(why)) => eprintln!("{label}: known failure ({why}):\n  {e}"),
            (Err(e), None) => problems.push(format!("{label} fails:\n{e}")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}
