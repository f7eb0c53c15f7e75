// Subset sum with a shifted-or bitset: which totals up to S can be made from the items?
use bitset_fixed::BitSet;
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, s: usize, a: [usize; n], q: usize, targets: [usize; q] }
    let mut dp = BitSet::new(s + 1);
    dp.set(0, true);
    for &x in &a {
        dp |= &(&dp << x);
    }
    for t in targets {
        println!("{}", if t <= s && dp[t] { "Yes" } else { "No" });
    }
    println!("{} reachable sums", dp.count_ones());
    // two disjoint halves: can the items be split evenly?
    let total: usize = a.iter().sum();
    let mut half = BitSet::new(total / 2 + 1);
    half.set(0, true);
    for &x in &a {
        half.shl_or(x);
    }
    println!("{}", if total % 2 == 0 && half[total / 2] { "even split" } else { "no even split" });
}
