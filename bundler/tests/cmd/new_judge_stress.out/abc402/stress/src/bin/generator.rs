//! Prints one input for `judgepack stress`, run as `generator SEED SIZE`: SIZE grows from 1,
//! so keep the input small while SIZE is, and within the problem's limits when it is large.
use std::io::{self, Write};

/// SplitMix64: it mixes the seed, so seeds 1, 2, 3 give unrelated inputs.
fn random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|arg| arg.parse().ok()).collect();
    let [seed, size] = args[..] else {
        eprintln!("usage: generator SEED SIZE (two whole numbers)");
        std::process::exit(2);
    };
    let mut state = seed;
    let n = 1 + random(&mut state) % size.max(1);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{n}").expect("stdout is writable");
}
