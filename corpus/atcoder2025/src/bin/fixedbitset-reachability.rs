// Transitive closure of a directed graph (N <= 2000) with one FixedBitSet per vertex and
// Floyd-Warshall style row unions; counts reachable pairs.
use fixedbitset::FixedBitSet;
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! { n: usize, m: usize, edges: [(Usize1, Usize1); m], q: usize, qs: [(Usize1, Usize1); q] }
    let mut reach = vec![FixedBitSet::with_capacity(n); n];
    for v in 0..n {
        reach[v].insert(v);
    }
    for &(a, b) in &edges {
        reach[a].insert(b);
    }
    for k in 0..n {
        let row_k = reach[k].clone();
        for i in 0..n {
            if i != k && reach[i].contains(k) {
                reach[i].union_with(&row_k);
            }
        }
    }
    let pairs: usize = reach.iter().map(|r| r.count_ones(..) - 1).sum();
    println!("{pairs}");
    for (a, b) in qs {
        println!("{}", if reach[a].contains(b) { "Yes" } else { "No" });
    }
    let sources: Vec<usize> = (0..n).filter(|&v| reach[v].count_ones(..) == n).map(|v| v + 1).collect();
    println!("reach all: {:?}", sources);
    println!("from 1: {:?}", reach[0].ones().map(|v| v + 1).collect::<Vec<_>>());
}
