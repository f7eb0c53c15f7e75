use multiversion::multiversion;
use proconio::input;

// Hot loops compiled for several SIMD levels and dispatched at run time:
// dot products of integer vectors, a population count over a mask array,
// and a sliding-window sum.
#[multiversion(targets("x86_64+avx2", "x86_64+sse4.2"))]
fn dot(a: &[i64], b: &[i64]) -> i64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[multiversion(targets = "simd")]
fn popcount(v: &[u64]) -> u32 {
    v.iter().map(|x| x.count_ones()).sum()
}

#[multiversion(targets = "simd")]
fn window_max(a: &[i64], k: usize) -> i64 {
    let mut s: i64 = a[..k].iter().sum();
    let mut best = s;
    for i in k..a.len() {
        s += a[i] - a[i - k];
        best = best.max(s);
    }
    best
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        b: [i64; n],
        k: usize,
    }
    println!("{}", dot(&a, &b));
    let masks: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| (x as u64) ^ (y as u64).rotate_left(17)).collect();
    println!("{}", popcount(&masks));
    println!("{}", window_max(&a, k));
    let squares: Vec<i64> = a.iter().map(|x| x * x).collect();
    println!("{}", dot(&squares, &a));
}
