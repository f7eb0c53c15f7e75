use proconio::derive_readable;
use proconio::input;
use proconio::marker::Usize1;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

#[derive_readable]
#[derive(Debug, Clone, Copy)]
struct Edge {
    from: Usize1,
    to: Usize1,
    cost: u64,
}

#[derive_readable]
#[derive(Debug)]
struct Query(Usize1, Usize1);

// Shortest paths on an undirected graph whose edges and queries are read as structs.
fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [Edge; m],
        q: usize,
        queries: [Query; q],
    }
    let mut adj = vec![vec![]; n];
    for e in &edges {
        adj[e.from].push((e.to, e.cost));
        adj[e.to].push((e.from, e.cost));
    }
    for Query(s, t) in queries {
        let mut dist = vec![u64::MAX; n];
        let mut heap = BinaryHeap::new();
        dist[s] = 0;
        heap.push(Reverse((0, s)));
        while let Some(Reverse((d, v))) = heap.pop() {
            if d > dist[v] {
                continue;
            }
            for &(u, c) in &adj[v] {
                if d + c < dist[u] {
                    dist[u] = d + c;
                    heap.push(Reverse((d + c, u)));
                }
            }
        }
        if dist[t] == u64::MAX {
            println!("-1");
        } else {
            println!("{}", dist[t]);
        }
    }
}
