// https://judge.yosupo.jp/problem/scc
use fastio::input;
use prelude::*;
use scc::SccGraph;

fn main() {
    input! { n: usize, m: usize, edges: [(usize, usize); m] }
    let mut g = SccGraph::new(n);
    for (a, b) in edges {
        g.add_edge(a, b);
    }
    let groups = g.scc();
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", groups.len()).unwrap();
    for group in groups {
        writeln!(out, "{} {}", group.len(), group.iter().join(" ")).unwrap();
    }
}
