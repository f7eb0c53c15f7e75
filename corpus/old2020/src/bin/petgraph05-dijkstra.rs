use petgraph::algo::dijkstra;
use petgraph::graph::{Graph, NodeIndex};
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let mut g: Graph<(), u64> = Graph::new();
    let nodes: Vec<NodeIndex> = (0..n).map(|_| g.add_node(())).collect();
    for _ in 0..m {
        let (a, b, w) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        g.add_edge(nodes[a], nodes[b], w as u64);
    }
    let d = dijkstra(&g, nodes[0], None, |e| *e.weight());
    let out: Vec<String> = nodes.iter().map(|v| d.get(v).map_or("-".to_string(), |x| x.to_string())).collect();
    println!("{}", out.join(" "));
}
