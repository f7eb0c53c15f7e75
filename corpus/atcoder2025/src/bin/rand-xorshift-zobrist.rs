// ABC250 E style: is set(A[..x]) == set(B[..y])? Zobrist hashing: every value gets a random
// 64-bit code and a prefix set is the XOR of the codes of its distinct values.
use proconio::{fastout, input};
use rand::{Rng, SeedableRng};
use rand_xorshift::XorShiftRng;
use rustc_hash::{FxHashMap, FxHashSet};

fn prefix_hashes(a: &[u64], code: &FxHashMap<u64, u64>) -> Vec<u64> {
    let mut seen = FxHashSet::default();
    let mut h = vec![0u64; a.len() + 1];
    for (i, x) in a.iter().enumerate() {
        h[i + 1] = h[i];
        if seen.insert(*x) {
            h[i + 1] ^= code[x];
        }
    }
    h
}

#[fastout]
fn main() {
    input! {
        n: usize,
        a: [u64; n],
        b: [u64; n],
        q: usize,
        queries: [(usize, usize); q],
    }
    let mut rng = XorShiftRng::seed_from_u64(0x5eed_2025);
    let mut code = FxHashMap::default();
    for &x in a.iter().chain(&b) {
        code.entry(x).or_insert_with(|| rng.random::<u64>());
    }
    let ha = prefix_hashes(&a, &code);
    let hb = prefix_hashes(&b, &code);
    for (x, y) in queries {
        println!("{}", if ha[x] == hb[y] { "Yes" } else { "No" });
    }
}
