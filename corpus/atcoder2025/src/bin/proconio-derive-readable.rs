// Bellman-Ford with negative cycle detection; edges are read straight into a struct with
// #[derive_readable].
use proconio::marker::Usize1;
use proconio::{derive_readable, fastout, input};

#[derive_readable]
#[derive(Debug, Clone, Copy)]
struct Edge {
    from: Usize1,
    to: Usize1,
    cost: i64,
}

#[derive_readable]
#[derive(Debug)]
struct Header {
    n: usize,
    m: usize,
    start: Usize1,
}

const INF: i64 = i64::MAX / 4;

#[fastout]
fn main() {
    input! { hd: Header }
    input! { edges: [Edge; hd.m] }
    let mut dist = vec![INF; hd.n];
    dist[hd.start] = 0;
    for _ in 0..hd.n - 1 {
        for e in &edges {
            if dist[e.from] != INF && dist[e.from] + e.cost < dist[e.to] {
                dist[e.to] = dist[e.from] + e.cost;
            }
        }
    }
    // vertices whose distance can still decrease are affected by a negative cycle
    let mut neg = vec![false; hd.n];
    for _ in 0..hd.n {
        for e in &edges {
            if dist[e.from] != INF && (dist[e.from] + e.cost < dist[e.to] || neg[e.from]) {
                dist[e.to] = dist[e.to].min(dist[e.from] + e.cost);
                neg[e.to] = true;
            }
        }
    }
    for v in 0..hd.n {
        if neg[v] {
            println!("-inf");
        } else if dist[v] == INF {
            println!("inf");
        } else {
            println!("{}", dist[v]);
        }
    }
}
