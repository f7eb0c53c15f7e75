// Strongly connected components, condensation DAG and its topological order;
// counts the vertices reachable from each component (N small).
use petgraph::algo::{condensation, kosaraju_scc, toposort};
use petgraph::graph::DiGraph;
use petgraph::visit::Dfs;
use proconio::input;

fn main() {
    input! { n: usize, m: usize, edges: [(u32, u32); m] }
    let mut g = DiGraph::<u32, ()>::with_capacity(n, m);
    for i in 1..=n as u32 {
        g.add_node(i);
    }
    g.extend_with_edges(edges.iter().map(|&(a, b)| (a - 1, b - 1)));
    let sccs = kosaraju_scc(&g);
    println!("{} components", sccs.len());
    let dag = condensation(g.clone(), true);
    let order = toposort(&dag, None).expect("condensation is acyclic");
    for c in &order {
        let mut members = dag[*c].clone();
        members.sort_unstable();
        // vertices reachable from this component (including itself)
        let mut dfs = Dfs::new(&dag, *c);
        let mut reach = 0;
        while let Some(x) = dfs.next(&dag) {
            reach += dag[x].len();
        }
        println!("{:?} reaches {}", members, reach);
    }
}
