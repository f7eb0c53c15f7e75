use ac_library::SccGraph;
use proconio::input;

// Strongly connected components in topological order, then the condensation's size
// and how many vertices lie on some cycle.
fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [(usize, usize); m],
    }
    let mut g = SccGraph::new(n);
    for &(a, b) in &edges {
        g.add_edge(a, b);
    }
    let comps = g.scc();
    println!("{}", comps.len());
    let mut id = vec![0; n];
    for (i, c) in comps.iter().enumerate() {
        let mut c = c.clone();
        c.sort();
        for &v in &c {
            id[v] = i;
        }
        println!("{} {}", c.len(), c.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" "));
    }
    let self_loop: Vec<bool> = (0..n).map(|v| edges.contains(&(v, v))).collect();
    let on_cycle = (0..n)
        .filter(|&v| comps[id[v]].len() > 1 || self_loop[v])
        .count();
    let mut dag_edges: Vec<(usize, usize)> = edges
        .iter()
        .filter(|&&(a, b)| id[a] != id[b])
        .map(|&(a, b)| (id[a], id[b]))
        .collect();
    dag_edges.sort();
    dag_edges.dedup();
    println!("{} {}", on_cycle, dag_edges.len());
}
