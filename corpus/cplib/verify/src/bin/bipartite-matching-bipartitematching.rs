// https://judge.yosupo.jp/problem/bipartitematching
use bipartite_matching::BipartiteMatching;
use fastio::input;
use prelude::*;

fn main() {
    input! { l: usize, r: usize, m: usize, edges: [(usize, usize); m] }
    let mut bm = BipartiteMatching::new(l, r);
    for (a, b) in edges {
        bm.add_edge(a, b);
    }
    let matching = bm.max_matching();
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", matching.len()).unwrap();
    for (a, b) in matching {
        writeln!(out, "{} {}", a, b).unwrap();
    }
}
