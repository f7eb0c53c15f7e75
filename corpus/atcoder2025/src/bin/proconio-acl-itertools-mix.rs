// Typical ABC submission mixing the three most used crates: roads are added one by one
// (Dsu), after each addition print the number of connected pairs, then list the groups.
use ac_library::{Dsu, ModInt998244353 as Mint};
use itertools::Itertools;
use proconio::marker::Usize1;
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, m: usize, roads: [(Usize1, Usize1); m] }
    let mut dsu = Dsu::new(n);
    let mut pairs = 0u64;
    let mut after = Vec::with_capacity(m);
    for &(a, b) in &roads {
        if !dsu.same(a, b) {
            let (sa, sb) = (dsu.size(a) as u64, dsu.size(b) as u64);
            pairs += sa * sb;
            dsu.merge(a, b);
        }
        after.push(pairs);
    }
    println!("{}", after.iter().join(" "));
    let groups = dsu.groups().into_iter().map(|g| g.into_iter().sorted().collect_vec()).sorted().collect_vec();
    println!("{}", groups.len());
    for g in &groups {
        println!("{}", g.iter().map(|v| v + 1).join(" "));
    }
    // ways to pick one representative per group, mod 998244353
    let ways = groups.iter().map(|g| Mint::new(g.len())).fold(Mint::new(1), |acc, x| acc * x);
    println!("{}", ways);
    let sizes = groups.iter().map(|g| g.len()).counts();
    println!("{}", sizes.into_iter().sorted().map(|(s, c)| format!("{s}x{c}")).join(" "));
}
