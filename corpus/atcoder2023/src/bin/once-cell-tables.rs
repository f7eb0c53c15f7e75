use lazy_static::lazy_static;
use once_cell::sync::{Lazy, OnceCell};
use once_cell::unsync;
use proconio::input;

const MOD: u64 = 1_000_000_007;
const MAX: usize = 200_000;

// Precomputed tables initialised on first use: factorials with once_cell's Lazy,
// the smallest prime factor table with lazy_static!, and a OnceCell for a config value.
static FACT: Lazy<(Vec<u64>, Vec<u64>)> = Lazy::new(|| {
    let mut f = vec![1u64; MAX + 1];
    for i in 1..=MAX {
        f[i] = f[i - 1] * i as u64 % MOD;
    }
    let mut inv = vec![1u64; MAX + 1];
    inv[MAX] = pow(f[MAX], MOD - 2);
    for i in (1..=MAX).rev() {
        inv[i - 1] = inv[i] * i as u64 % MOD;
    }
    (f, inv)
});

lazy_static! {
    static ref SPF: Vec<u32> = {
        let mut s: Vec<u32> = (0..=100_000u32).collect();
        let mut i = 2;
        while i * i <= 100_000 {
            if s[i] == i as u32 {
                for j in (i * i..=100_000).step_by(i) {
                    if s[j] == j as u32 {
                        s[j] = i as u32;
                    }
                }
            }
            i += 1;
        }
        s
    };
}

static LIMIT: OnceCell<usize> = OnceCell::new();

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 { r = r * b % MOD; }
        b = b * b % MOD;
        e >>= 1;
    }
    r
}

fn comb(n: usize, k: usize) -> u64 {
    if k > n { return 0; }
    FACT.0[n] * FACT.1[k] % MOD * FACT.1[n - k] % MOD
}

fn main() {
    input! { q: usize, queries: [(usize, usize); q], m: usize, xs: [usize; m] }
    LIMIT.set(q).unwrap();
    for &(n, k) in &queries {
        println!("{}", comb(n, k));
    }
    for &x in &xs {
        let mut v = x;
        let mut f = Vec::new();
        while v > 1 {
            f.push(SPF[v]);
            v /= SPF[v] as usize;
        }
        println!("{}: {:?}", x, f);
    }
    let cell: unsync::OnceCell<String> = unsync::OnceCell::new();
    let s = cell.get_or_init(|| format!("{} queries", LIMIT.get().unwrap()));
    println!("{} {}", s, cell.get().is_some());
}
