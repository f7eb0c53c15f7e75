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
