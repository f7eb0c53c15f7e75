// https://judge.yosupo.jp/problem/vertex_add_path_sum
use fastio::input;
use fenwick_tree::FenwickTree;
use hld::Hld;
use prelude::*;

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [i64; n],
        edges: [(usize, usize); n - 1],
    }
    let mut adj = vec![vec![]; n];
    for &(u, v) in &edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let hld = Hld::new(&adj, 0);
    let mut ft = FenwickTree::new(n);
    for (v, &x) in a.iter().enumerate() {
        ft.add(hld.pos(v), x);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, x: usize, y: i64 }
        if t == 0 {
            ft.add(hld.pos(x), y);
        } else {
            let s: i64 = hld.path(x, y as usize).into_iter().map(|r| ft.sum(r)).sum();
            writeln!(out, "{}", s).unwrap();
        }
    }
}
