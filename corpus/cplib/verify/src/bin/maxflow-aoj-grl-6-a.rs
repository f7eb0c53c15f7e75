// AOJ GRL_6_A: maximum flow from 0 to V - 1.
use fastio::input;
use maxflow::MaxFlow;

fn main() {
    input! { v: usize, e: usize, edges: [(usize, usize, u64); e] }
    let mut mf = MaxFlow::new(v);
    for (a, b, c) in edges {
        mf.add_edge(a, b, c);
    }
    println!("{}", mf.flow(0, v - 1));
}
