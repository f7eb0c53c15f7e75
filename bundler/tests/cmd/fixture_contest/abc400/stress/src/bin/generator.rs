//! Prints one input of abc400-a (A + B) for `judgepack stress`, run as `generator SEED SIZE`:
//! two numbers below 10^min(SIZE, 9).
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
    let bound = 10u64.pow(size.clamp(1, 9) as u32);
    let (a, b) = (random(&mut state) % bound, random(&mut state) % bound);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{a} {b}").expect("stdout is writable");
}
