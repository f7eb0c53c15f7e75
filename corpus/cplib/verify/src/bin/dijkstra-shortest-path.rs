// https://judge.yosupo.jp/problem/shortest_path
use dijkstra::{dijkstra, restore_path};
use fastio::input;
use prelude::*;

fn main() {
    input! {
        n: usize,
        m: usize,
        s: usize,
        t: usize,
        edges: [(usize, usize, u64); m],
    }
    let mut g = vec![Vec::new(); n];
    for &(a, b, c) in &edges {
        g[a].push((b, c));
    }
    let (dist, prev) = dijkstra(&g, s);
    let Some(d) = dist[t] else {
        println!("-1");
        return;
    };
    let path = restore_path(&prev, t);
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{} {}", d, path.len() - 1).unwrap();
    for w in path.windows(2) {
        writeln!(out, "{} {}", w[0], w[1]).unwrap();
    }
}
