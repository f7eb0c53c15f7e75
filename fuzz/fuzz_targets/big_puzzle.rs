#![no_main]

// The binary's own file, so the fuzzed `solve` is exactly the one that is bundled.
#[allow(dead_code)]
#[path = "../../solver/problems/big_puzzle/src/main.rs"]
mod problem;

libfuzzer_sys::fuzz_target!(|data: &[u8]| judgepack_fuzz::check(data, problem::solve));
