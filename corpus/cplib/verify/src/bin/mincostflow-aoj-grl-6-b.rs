// AOJ GRL_6_B: minimum cost to send F units from 0 to V - 1, or -1.
use fastio::input;
use mincostflow::MinCostFlow;

fn main() {
    input! {
        v: usize,
        e: usize,
        f: i64,
        edges: [(usize, usize, i64, i64); e],
    }
    let mut mcf = MinCostFlow::new(v);
    for (a, b, cap, cost) in edges {
        mcf.add_edge(a, b, cap, cost);
    }
    println!("{}", mcf.flow(0, v - 1, f).unwrap_or(-1));
}
