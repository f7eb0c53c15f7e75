use bitset_fixed::BitSet;
use proconio::input;

// Subset-sum reachability with a fixed-size bitset: dp |= dp << a for each item.
// Then splits the items into two groups with the smallest possible difference.
fn main() {
    input! {
        n: usize,
        a: [usize; n],
        q: usize,
        targets: [usize; q],
    }
    let total: usize = a.iter().sum();
    let mut dp = BitSet::new(total + 1);
    dp.set(0, true);
    for &x in &a {
        dp.shl_or(x);
    }
    for &t in &targets {
        println!("{}", if t <= total && dp[t] { "Yes" } else { "No" });
    }
    println!("{}", dp.count_ones());
    let best = (0..=total / 2).rev().find(|&s| dp[s]).unwrap();
    println!("{}", total - 2 * best);

    let mut odd = BitSet::new(total + 1);
    for i in (1..=total).step_by(2) {
        odd.set(i, true);
    }
    let reach_odd = dp.clone() & &odd;
    let shifted = dp.clone() << 1;
    let either = (dp.clone() ^ &shifted).count_ones();
    println!("{} {} {}", reach_odd.count_ones(), either, (!dp).count_ones());
}
