//! Shared helpers of the snapshot suite: where the workspace is, and how to build every
//! committed submission the way its judge does (plain `rustc`, the judge profile's flags, no
//! cargo, no dependencies).
//!
//! Not for unit tests: those sit next to the code they test.

use std::path::{Path, PathBuf};

use judgepack::profile::Profile;
use judgepack::workspace::Workspace;

pub mod corpus_bins;

/// The workspace root (the directory holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits inside the workspace")
        .to_path_buf()
}

/// The workspace, as the bundler sees it.
pub fn workspace() -> Workspace {
    let manifest = workspace_root().join("Cargo.toml");
    Workspace::load_or_fetch(Some(&manifest))
        .unwrap_or_else(|e| panic!("cannot load the workspace: {e}"))
}

/// Compiles `submissions/<problem>.rs` alone with its judge's command into `out_dir` and returns
/// the binary. Panics (failing the test) when the file is missing, fails to compile, or compiles
/// with any warning: a judge would see the same.
pub fn compile_submission(problem: &str, judge: &str, out_dir: &Path) -> PathBuf {
    let source = workspace_root()
        .join("submissions")
        .join(format!("{problem}.rs"));
    assert!(
        source.is_file(),
        "{} is missing: run `cargo run --release -p judgepack -- bundle --all`",
        source.display()
    );
    let profile = Profile::by_name(judge).unwrap_or_else(|e| panic!("{problem}: {e}"));
    std::fs::create_dir_all(out_dir).expect("create the binary's directory");
    match judgepack::run::compile(&source, profile, out_dir) {
        Ok(compiled) => compiled.binary,
        Err(e) => panic!(
            "{} does not compile as {} would: {e}",
            source.display(),
            judge
        ),
    }
}
