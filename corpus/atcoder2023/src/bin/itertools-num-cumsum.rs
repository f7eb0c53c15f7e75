use itertools_num::{linspace, ItertoolsNum};
use proconio::input;

// Prefix sums with cumsum(): count subarrays with sum divisible by k, answer range sums,
// and sample a function on evenly spaced points with linspace().
fn main() {
    input! {
        n: usize,
        k: i64,
        a: [i64; n],
        q: usize,
        ranges: [(usize, usize); q],
        m: usize,
        lo: f64,
        hi: f64,
    }
    let prefix: Vec<i64> = std::iter::once(0).chain(a.iter().cloned().cumsum()).collect();
    let mut cnt = std::collections::HashMap::new();
    let mut divisible = 0u64;
    for &p in &prefix {
        let r = p.rem_euclid(k);
        let e = cnt.entry(r).or_insert(0u64);
        divisible += *e;
        *e += 1;
    }
    println!("{}", divisible);
    for (l, r) in ranges {
        println!("{}", prefix[r] - prefix[l - 1]);
    }
    let running_max: Vec<f64> = a.iter().map(|&x| x as f64 / 2.0).cumsum().collect();
    println!("{:?}", running_max);
    let samples: Vec<String> = linspace::<f64>(lo, hi, m)
        .map(|x| format!("{:.4}", x * x - 2.0 * x))
        .collect();
    println!("{}", samples.join(" "));
    let area: f64 = linspace(lo, hi, m).map(|x: f64| x * x).sum::<f64>() * (hi - lo) / (m as f64);
    println!("{:.6}", area);
}
