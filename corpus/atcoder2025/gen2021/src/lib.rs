//! Small test-case generator helpers, written for edition 2021 (where `gen` is a plain identifier).

/// Linear congruential generator (Knuth's MMIX constants).
#[derive(Clone, Debug)]
pub struct Lcg {
    state: u64,
}

impl Lcg {
    pub fn new(seed: u64) -> Self {
        Lcg { state: seed ^ 0x9E37_79B9_7F4A_7C15 }
    }

    /// Next raw 64-bit value.
    pub fn gen(&mut self) -> u64 {
        self.state = self
            .state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.state >> 11
    }

    /// Uniform value in `lo..=hi`.
    pub fn gen_range(&mut self, lo: i64, hi: i64) -> i64 {
        let width = (hi - lo + 1) as u64;
        lo + (self.gen() % width) as i64
    }
}

/// `n` values in `lo..=hi`, deterministic for a given seed.
pub fn gen(seed: u64, n: usize, lo: i64, hi: i64) -> Vec<i64> {
    let mut gen = Lcg::new(seed);
    (0..n).map(|_| gen.gen_range(lo, hi)).collect()
}

/// A random tree on `n` vertices given as parent links (1-based, `p[i] < i + 2`).
pub fn gen_tree(seed: u64, n: usize) -> Vec<(usize, usize)> {
    let mut gen = Lcg::new(seed);
    (2..=n)
        .map(|v| {
            let p = 1 + (gen.gen() % (v as u64 - 1)) as usize;
            (p, v)
        })
        .collect()
}
