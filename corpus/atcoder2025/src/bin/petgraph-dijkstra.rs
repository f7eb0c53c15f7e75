// Single-source shortest paths on an undirected weighted graph (ABC-style D), petgraph 0.8.
use petgraph::algo::dijkstra;
use petgraph::graph::{NodeIndex, UnGraph};
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! { n: usize, m: usize, edges: [(Usize1, Usize1, u64); m] }
    let mut g = UnGraph::<usize, u64>::with_capacity(n, m);
    let nodes: Vec<NodeIndex> = (0..n).map(|i| g.add_node(i)).collect();
    for &(u, v, w) in &edges {
        g.add_edge(nodes[u], nodes[v], w);
    }
    let dist = dijkstra(&g, nodes[0], None, |e| *e.weight());
    let out: Vec<String> = nodes
        .iter()
        .map(|v| dist.get(v).map_or("-1".to_string(), |d| d.to_string()))
        .collect();
    println!("{}", out.join(" "));
    let to_last = dijkstra(&g, nodes[0], Some(nodes[n - 1]), |e| *e.weight());
    match to_last.get(&nodes[n - 1]) {
        Some(d) => println!("to {}: {}", g[nodes[n - 1]] + 1, d),
        None => println!("to {}: unreachable", n),
    }
}
