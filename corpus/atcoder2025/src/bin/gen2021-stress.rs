// Stress test: compare a brute force with the O(N) solution on generated cases.
use gen2021::Lcg;
use proconio::input;

// Maximum subarray sum, Kadane.
fn fast(a: &[i64]) -> i64 {
    let mut best = a[0];
    let mut cur = 0i64;
    for &x in a {
        cur = (cur + x).max(x);
        best = best.max(cur);
    }
    best
}

fn naive(a: &[i64]) -> i64 {
    let mut best = i64::MIN;
    for l in 0..a.len() {
        let mut s = 0;
        for r in l..a.len() {
            s += a[r];
            best = best.max(s);
        }
    }
    best
}

fn main() {
    input! { seed: u64, t: usize, n: usize }
    let mut rng = Lcg::new(seed);
    let mut mismatches = 0;
    for case in 0..t {
        let len = 1 + (rng.r#gen() % n as u64) as usize;
        let a = gen2021::r#gen(seed + case as u64, len, -20, 20);
        let (x, y) = (fast(&a), naive(&a));
        if x != y {
            mismatches += 1;
            println!("case {case}: {a:?} fast={x} naive={y}");
        }
        if case < 3 {
            println!("case {case}: len={len} answer={x}");
        }
    }
    let tree = gen2021::gen_tree(seed, 6);
    println!("tree: {}", tree.iter().map(|(p, v)| format!("{p}-{v}")).collect::<Vec<_>>().join(" "));
    println!("{} cases, {} mismatches", t, mismatches);
}
