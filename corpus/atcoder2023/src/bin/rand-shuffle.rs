use proconio::input;
use rand::distributions::{Uniform, WeightedIndex};
use rand::prelude::*;
use rand::rngs::SmallRng;

// Random testing helper as contestants write it: a seeded generator makes test arrays,
// a brute force and a fast solution (max subarray sum) are compared on each.
fn brute(a: &[i64]) -> i64 {
    let mut best = i64::MIN;
    for l in 0..a.len() {
        for r in l + 1..=a.len() {
            best = best.max(a[l..r].iter().sum());
        }
    }
    best
}

fn kadane(a: &[i64]) -> i64 {
    let (mut cur, mut best) = (0i64, i64::MIN);
    for &x in a {
        cur = (cur + x).max(x);
        best = best.max(cur);
    }
    best
}

fn main() {
    input! { seed: u64, tests: usize, n: usize }
    let mut rng = StdRng::seed_from_u64(seed);
    let dist = Uniform::new_inclusive(-10i64, 10);
    let mut mismatches = 0;
    for t in 0..tests {
        let len = rng.gen_range(1..=n);
        let a: Vec<i64> = (0..len).map(|_| rng.sample(dist)).collect();
        if brute(&a) != kadane(&a) {
            mismatches += 1;
        }
        if t < 3 {
            println!("{:?} -> {}", a, kadane(&a));
        }
    }
    println!("mismatches: {}", mismatches);

    let mut perm: Vec<usize> = (1..=n).collect();
    perm.shuffle(&mut rng);
    println!("{:?}", perm);
    println!("{:?} {}", perm.choose(&mut rng), rng.gen_bool(0.5));
    let weights = [1, 5, 2, 8];
    let wi = WeightedIndex::new(&weights).unwrap();
    let mut hist = [0; 4];
    for _ in 0..1000 {
        hist[wi.sample(&mut rng)] += 1;
    }
    println!("{:?}", hist);
    let mut small = SmallRng::seed_from_u64(seed ^ 0xdead_beef);
    let f: f64 = small.gen();
    let picked: Vec<u32> = (0..20).choose_multiple(&mut small, 4);
    println!("{:.6} {:?} {}", f, picked, small.gen::<u32>());
}
