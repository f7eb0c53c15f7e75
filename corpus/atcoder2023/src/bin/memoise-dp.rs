use memoise::{memoise, memoise_map};
use proconio::input;

// Memoised recursion: lattice paths with obstacles-free DP, partitions of n into parts <= k,
// and Collatz lengths in a BTreeMap-backed memo.
#[memoise(n <= 200, k <= 200)]
fn partitions(n: usize, k: usize) -> u64 {
    if n == 0 {
        return 1;
    }
    if k == 0 {
        return 0;
    }
    let mut r = partitions(n, k - 1);
    if n >= k {
        r += partitions(n - k, k);
    }
    r % 1_000_000_007
}

#[memoise(i <= 60, j <= 60)]
fn paths(i: usize, j: usize) -> u64 {
    if i == 0 || j == 0 {
        return 1;
    }
    paths(i - 1, j) + paths(i, j - 1)
}

#[memoise_map(n)]
fn collatz(n: u64) -> u32 {
    if n == 1 {
        0
    } else if n % 2 == 0 {
        1 + collatz(n / 2)
    } else {
        1 + collatz(3 * n + 1)
    }
}

fn main() {
    input! {
        q: usize,
        queries: [(usize, usize); q],
        limit: u64,
    }
    for &(n, k) in &queries {
        println!("{} {}", partitions(n, k.min(n)), paths(n.min(30), k.min(30)));
    }
    let best = (1..=limit).max_by_key(|&x| (collatz(x), std::cmp::Reverse(x))).unwrap();
    println!("{} {}", best, collatz(best));
    partitions_reset();
    println!("{}", partitions(100, 100));
}
