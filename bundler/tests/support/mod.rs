//! What the fixture-workspace tests (`registry.rs`, `atcoder.rs`) share: compiling a bundle
//! alone as a judge does, and judging a run of bins against the list of known failures.

use std::path::{Path, PathBuf};
use std::process::Command;

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
