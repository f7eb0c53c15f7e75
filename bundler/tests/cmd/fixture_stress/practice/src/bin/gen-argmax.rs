//! An `argmax` input: 1 to SIZE values from 0 to SIZE, so that ties are common.
/// SplitMix64: the seed is mixed, so seeds 1, 2, 3 give unrelated inputs.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// SEED and SIZE from the command line.
fn seed_and_size() -> (u64, u64) {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("SEED and SIZE are integers"))
        .collect();
    (args[0], args[1].max(1))
}

fn main() {
    let (mut state, size) = seed_and_size();
    let n = 1 + splitmix(&mut state) % size;
    let values: Vec<String> = (0..n)
        .map(|_| (splitmix(&mut state) % (size + 1)).to_string())
        .collect();
    println!("{n}\n{}", values.join(" "));
}
