// https://judge.yosupo.jp/problem/lca
use fastio::input;
use lca::Lca;
use std::io::{BufWriter, Write};

fn main() {
    input! {
        n: usize,
        q: usize,
        parents: [usize; n - 1],
        queries: [(usize, usize); q],
    }
    let lca = Lca::from_parents(&parents);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (u, v) in queries {
        writeln!(out, "{}", lca.lca(u, v)).unwrap();
    }
}
