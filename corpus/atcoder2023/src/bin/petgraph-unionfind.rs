use petgraph::algo::{connected_components, min_spanning_tree};
use petgraph::data::FromElements;
use petgraph::graph::UnGraph;
use petgraph::unionfind::UnionFind;
use proconio::{input, marker::Usize1};

// Kruskal's minimum spanning forest by hand with petgraph's UnionFind, compared with
// petgraph's own min_spanning_tree; then the component count of the original graph.
fn main() {
    input! {
        n: usize,
        m: usize,
        mut edges: [(Usize1, Usize1, u64); m],
    }
    edges.sort_by_key(|&(a, b, w)| (w, a, b));
    let mut uf = UnionFind::<usize>::new(n);
    let mut total = 0;
    let mut used = Vec::new();
    for &(a, b, w) in &edges {
        if uf.union(a, b) {
            total += w;
            used.push((a + 1, b + 1));
        }
    }
    println!("{} {}", total, used.len());
    for (a, b) in &used {
        println!("{} {}", a, b);
    }
    let labels = uf.into_labeling();
    let mut roots = labels.clone();
    roots.sort();
    roots.dedup();
    println!("{}", roots.len());

    let g = UnGraph::<(), u64, usize>::from_edges(edges.iter().map(|&(a, b, w)| (a, b, w)));
    let mst: UnGraph<(), u64, usize> = UnGraph::from_elements(min_spanning_tree(&g));
    let lib_total: u64 = mst.edge_weights().sum();
    println!("{} {}", lib_total, connected_components(&g));
}
