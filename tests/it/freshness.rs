//! `submissions/` is generated, never edited: bundling the current sources must reproduce every
//! committed file byte for byte. When this fails, run
//! `cargo run --release -p judgepack -- bundle --all` and commit the result.

use judgepack::profile::Judge;
use judgepack::submission::{bundle_submission, Request};
use tests::{workspace, workspace_root};

#[test]
fn submissions_equal_a_fresh_bundle() {
    let ws = workspace();
    let mut stale = Vec::new();
    let request = Request {
        command: "judgepack bundle --all".to_string(),
        deny_warnings: true,
        shrink: false,
    };
    for problem in ws.bins.iter().filter(|bin| bin.judge.is_some()) {
        let judge =
            Judge::resolve(&ws, problem, None).unwrap_or_else(|e| panic!("{}: {e}", problem.name));
        let fresh = bundle_submission(&ws, problem, &judge, &request)
            .unwrap_or_else(|e| panic!("bundling {} failed: {e}", problem.name));
        let path = workspace_root()
            .join("submissions")
            .join(format!("{}.rs", problem.name));
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != fresh.text {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale submissions (regenerate with `cargo run --release -p judgepack -- bundle --all`): {}",
        stale.join(", ")
    );
}
