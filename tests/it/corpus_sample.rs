//! A sample of the corpus (`corpus/SAMPLE`: workspaces with path crates only, so CI builds
//! no registry crate for it) through the `corpus` runner: every sampled bin bundles, compiles
//! alone without a warning and prints what cargo's build prints. The whole corpus is the
//! runner's own command (README, "Corpus").

use std::process::Command;

#[test]
fn every_sampled_corpus_bin_matches_cargos_build() {
    let runner = env!("CARGO_BIN_EXE_corpus");
    // `cargo test --workspace` builds every bin of the workspace into the same directory.
    let judgepack = std::path::Path::new(runner).with_file_name("judgepack");
    assert!(
        judgepack.is_file(),
        "no judgepack beside {runner}: run the workspace's tests (`cargo test --workspace`)"
    );
    let output = Command::new(runner)
        .arg("--sample")
        .arg("--judgepack")
        .arg(&judgepack)
        .output()
        .expect("the corpus runner runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "corpus sample failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
