//! Bundles every problem of the judgepack workspace itself: each must compile alone with
//! `rustc -O` without a single diagnostic. Prints each file's size and bundling time (not
//! asserted: speed is measured, never tested).

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use judgepack::bundle::bundle_forms;
use judgepack::workspace::Workspace;

#[test]
fn every_problem_bundles_and_compiles_alone_without_warnings() {
    // JUDGEPACK_PROBE_MANIFEST points the check at another checkout (e.g. a branch not yet
    // merged), to find constructs the bundler does not support before they land.
    let manifest = std::env::var_os("JUDGEPACK_PROBE_MANIFEST").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml"),
        std::path::PathBuf::from,
    );
    let ws = Workspace::load(Some(&manifest)).expect("the judgepack workspace loads");
    assert!(!ws.problems.is_empty());
    for problem in &ws.problems {
        let edition = if problem.judge == "atcoder" {
            "2024"
        } else {
            "2021"
        };
        let start = Instant::now();
        let forms = bundle_forms(&ws, problem, edition)
            .unwrap_or_else(|error| panic!("{} does not bundle:\n{error}", problem.name));
        let elapsed = start.elapsed();
        let (source, compact) = (forms.readable, forms.compact);
        eprintln!(
            "{}: {} bytes readable, {} compact, bundled in {:.2?}",
            problem.name,
            source.len(),
            compact.len(),
            elapsed
        );
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("real-{}", problem.name));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        std::fs::write(dir.join("compact.rs"), &compact).expect("write the compact bundle");
        let file = dir.join(format!("{}.rs", problem.name));
        std::fs::write(&file, &source).expect("write the bundle");
        let output = Command::new("rustc")
            .args(["--edition", edition, "-O", "--crate-type", "bin", "-o"])
            .arg(dir.join(&problem.name))
            .arg(&file)
            .output()
            .expect("rustc runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success(),
            "{} does not compile:\n{stderr}",
            problem.name
        );
        assert!(
            stderr.trim().is_empty(),
            "{}: rustc printed:\n{stderr}",
            problem.name
        );
    }
}
