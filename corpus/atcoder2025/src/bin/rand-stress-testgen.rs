// Random test generator + checker (the usual "stress" workflow), rand 0.9 API:
// seeded StdRng, random_range, random_bool, shuffle and choose.
use proconio::input;
use rand::prelude::*;
use rand::rngs::StdRng;

// LIS length by patience sorting.
fn lis_fast(a: &[i32]) -> usize {
    let mut tails: Vec<i32> = Vec::new();
    for &x in a {
        let i = tails.partition_point(|&t| t < x);
        if i == tails.len() { tails.push(x) } else { tails[i] = x }
    }
    tails.len()
}

fn lis_naive(a: &[i32]) -> usize {
    let mut dp = vec![1usize; a.len()];
    for i in 0..a.len() {
        for j in 0..i {
            if a[j] < a[i] { dp[i] = dp[i].max(dp[j] + 1); }
        }
    }
    dp.into_iter().max().unwrap_or(0)
}

fn main() {
    input! { seed: u64, t: usize, maxn: usize }
    let mut rng = StdRng::seed_from_u64(seed);
    let mut bad = 0;
    for case in 0..t {
        let n = rng.random_range(1..=maxn);
        let mut a: Vec<i32> = if rng.random_bool(0.5) {
            (0..n).map(|_| rng.random_range(-5..=5)).collect()
        } else {
            (1..=n as i32).collect()
        };
        a.shuffle(&mut rng);
        let (x, y) = (lis_fast(&a), lis_naive(&a));
        if case < 4 {
            println!("case {case}: n={n} a={a:?} lis={x}");
        }
        if x != y {
            bad += 1;
            println!("MISMATCH {a:?}: fast {x} naive {y}");
        }
    }
    let names = ["alice", "bob", "carol", "dave"];
    let pick = names.choose(&mut rng).unwrap();
    let coin: f64 = rng.random();
    println!("{t} cases, {bad} mismatches, winner {pick}, coin {:.6}", coin);
}
