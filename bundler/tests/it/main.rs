//! judgepack's integration tests, one test binary: each module was its own file under
//! `bundler/tests/` and its own binary before.
//!
//! One binary because `cargo test` runs test binaries one after another: a binary whose one or
//! two tests run on one core left the other idle (`cli`, `help_examples`, `real_problems`),
//! while here libtest runs every module's tests on all cores at once. It is also linked once
//! instead of eleven times after a change to the library. Run one module with
//! `cargo test -p judgepack --test it atcoder::`.
//!
//! Tests of different modules run at the same time in this process: each module keeps its
//! scratch directories under its own names in `CARGO_TARGET_TMPDIR`, and fixture workspaces
//! two modules build (cargo's own lock serializes their builds) stay shared.

mod atcoder;
mod bundle;
mod cli;
mod edition2015;
mod help_examples;
mod interrupt;
mod real_problems;
mod registry;
mod replay;
mod stress;
mod support;
mod workspace;
