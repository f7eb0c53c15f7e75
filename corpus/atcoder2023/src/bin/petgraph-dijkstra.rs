use petgraph::algo::{bellman_ford, dijkstra};
use petgraph::graph::{DiGraph, NodeIndex};
use proconio::{input, marker::Usize1};

// Single-source shortest paths on a weighted directed graph with petgraph's dijkstra,
// checked against bellman_ford (which also gives predecessors for the path to n).
fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [(Usize1, Usize1, u32); m],
    }
    let mut g: DiGraph<usize, f64> = DiGraph::new();
    let nodes: Vec<NodeIndex> = (0..n).map(|i| g.add_node(i + 1)).collect();
    for &(a, b, w) in &edges {
        g.add_edge(nodes[a], nodes[b], w as f64);
    }
    let dist = dijkstra(&g, nodes[0], None, |e| *e.weight() as u64);
    let answer: Vec<String> = nodes
        .iter()
        .map(|v| dist.get(v).map_or("-1".to_string(), |d| d.to_string()))
        .collect();
    println!("{}", answer.join(" "));

    let only_target = dijkstra(&g, nodes[0], Some(nodes[n - 1]), |e| *e.weight() as u64);
    println!("{:?}", only_target.get(&nodes[n - 1]));

    let paths = bellman_ford(&g, nodes[0]).expect("no negative cycle");
    if paths.distances[n - 1].is_finite() {
        let mut path = vec![n];
        let mut cur = nodes[n - 1];
        while let Some(p) = paths.predecessors[cur.index()] {
            path.push(g[p]);
            cur = p;
        }
        path.reverse();
        println!("{} {:?}", paths.distances[n - 1], path);
    } else {
        println!("unreachable");
    }
    println!("{} {}", g.node_count(), g.edge_count());
}
