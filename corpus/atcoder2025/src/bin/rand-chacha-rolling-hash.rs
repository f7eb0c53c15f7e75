// Rolling hash modulo 2^61-1 with a random base (anti-hack), answering substring equality
// queries and counting distinct substrings of length K.
use proconio::marker::{Bytes, Usize1};
use proconio::{fastout, input};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MOD: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    let t = a as u128 * b as u128;
    let v = ((t >> 61) + (t & MOD as u128)) as u64;
    if v >= MOD { v - MOD } else { v }
}

struct RollingHash { h: Vec<u64>, pw: Vec<u64> }

impl RollingHash {
    fn new(s: &[u8], base: u64) -> Self {
        let mut h = vec![0; s.len() + 1];
        let mut pw = vec![1; s.len() + 1];
        for (i, &c) in s.iter().enumerate() {
            h[i + 1] = (mul(h[i], base) + c as u64) % MOD;
            pw[i + 1] = mul(pw[i], base);
        }
        RollingHash { h, pw }
    }
    fn get(&self, l: usize, r: usize) -> u64 {
        (self.h[r] + MOD - mul(self.h[l], self.pw[r - l])) % MOD
    }
}

#[fastout]
fn main() {
    input! { s: Bytes, k: usize, q: usize, qs: [(Usize1, usize, Usize1, usize); q] }
    let mut rng = ChaCha8Rng::seed_from_u64(998244353);
    let base = rng.random_range(1 << 40..MOD - 1);
    let rh = RollingHash::new(&s, base);
    for (l1, r1, l2, r2) in qs {
        let same = r1 - l1 == r2 - l2 && rh.get(l1, r1) == rh.get(l2, r2);
        println!("{}", if same { "Yes" } else { "No" });
    }
    let mut hs: Vec<u64> = (0..=s.len().saturating_sub(k)).filter(|&i| i + k <= s.len()).map(|i| rh.get(i, i + k)).collect();
    hs.sort_unstable();
    hs.dedup();
    println!("{}", hs.len());
}
