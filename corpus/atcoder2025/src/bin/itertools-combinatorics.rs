// Brute force over combinations / permutations / products, the usual small-N ABC B/C fare.
use itertools::{iproduct, Itertools};
use proconio::input;

fn main() {
    input! { n: usize, k: usize, m: u64, a: [u64; n], d: [[i64; 4]; 4] }
    // 1. number of K-subsets whose sum is a multiple of M, and the lexicographically first one
    let good = a.iter().combinations(k).filter(|c| c.iter().copied().sum::<u64>() % m == 0).collect_vec();
    println!("{} subsets", good.len());
    if let Some(first) = good.first() {
        println!("first: {}", first.iter().join(" "));
    }
    // 2. shortest route 0 -> (1, 2, 3 in some order) -> 0
    let (cost, route) = (1..4)
        .permutations(3)
        .map(|p| {
            let path = std::iter::once(0).chain(p.iter().copied()).chain(std::iter::once(0)).collect_vec();
            (path.iter().tuple_windows().map(|(&u, &v)| d[u][v]).sum::<i64>(), path)
        })
        .min()
        .unwrap();
    println!("route {} cost {}", route.iter().join("->"), cost);
    // 3. all 3-digit strings over {1,2,3} with digit sum 6
    let words = (0..3).map(|_| 1..=3).multi_cartesian_product().filter(|w| w.iter().sum::<i32>() == 6).map(|w| w.iter().join("")).collect_vec();
    println!("{}", words.join(","));
    // 4. pairs (i, j) with a_i + a_j == m via iproduct!
    let pairs = iproduct!(0..n, 0..n).filter(|&(i, j)| i < j && a[i] + a[j] == m).count();
    println!("{} pairs", pairs);
    // 5. powerset sizes reaching exactly m
    let best = a.iter().powerset().filter(|s| s.iter().copied().sum::<u64>() == m).map(|s| s.len()).minmax();
    println!("{:?}", best.into_option());
}
