// https://judge.yosupo.jp/problem/unionfind
use fastio::input;
use std::io::{stdout, BufWriter, Write};
use unionfind::UnionFind;

fn main() {
    input! {
        n: usize,
        q: usize,
        queries: [(u8, usize, usize); q],
    }
    let mut uf = UnionFind::new(n);
    let out = stdout();
    let mut out = BufWriter::new(out.lock());
    for (t, u, v) in queries {
        if t == 0 {
            uf.unite(u, v);
        } else {
            writeln!(out, "{}", uf.same(u, v) as u8).unwrap();
        }
    }
}
