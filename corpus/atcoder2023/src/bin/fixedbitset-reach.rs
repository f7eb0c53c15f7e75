use fixedbitset::FixedBitSet;
use proconio::{input, marker::Usize1};

// Transitive closure of a DAG with one FixedBitSet of reachable vertices per vertex
// (processed in reverse topological order), answering reachability queries.
fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [(Usize1, Usize1); m],
        q: usize,
        queries: [(Usize1, Usize1); q],
    }
    let mut adj = vec![vec![]; n];
    for &(a, b) in &edges {
        adj[a].push(b);
    }
    let mut reach: Vec<FixedBitSet> = (0..n).map(|_| FixedBitSet::with_capacity(n)).collect();
    // vertices are numbered so that every edge goes from smaller to larger
    for v in (0..n).rev() {
        let mut cur = FixedBitSet::with_capacity(n);
        cur.insert(v);
        for &u in &adj[v] {
            cur.union_with(&reach[u]);
        }
        reach[v] = cur;
    }
    for (a, b) in queries {
        println!("{}", if reach[a].contains(b) { "Yes" } else { "No" });
    }
    let counts: Vec<String> = reach.iter().map(|r| (r.count_ones(..) - 1).to_string()).collect();
    println!("{}", counts.join(" "));
    let common: Vec<usize> = reach[0].intersection(&reach[1.min(n - 1)]).collect();
    println!("{:?}", common);
    let mut isolated = FixedBitSet::with_capacity(n);
    isolated.insert_range(..);
    for &(a, b) in &edges {
        isolated.set(a, false);
        isolated.set(b, false);
    }
    println!("{:?} {}", isolated.ones().collect::<Vec<_>>(), reach[0].is_superset(&isolated));
}
