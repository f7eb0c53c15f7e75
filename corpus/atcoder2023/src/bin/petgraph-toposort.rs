use petgraph::algo::{is_cyclic_directed, kosaraju_scc, toposort};
use petgraph::graphmap::DiGraphMap;
use petgraph::visit::Dfs;
use proconio::input;

// Task ordering: tasks are named, "a b" means a must be done before b.
// Prints a topological order (or the cycle's SCCs) and what depends on the first task.
fn main() {
    input! {
        n: usize,
        names: [String; n],
        m: usize,
        deps: [(usize, usize); m],
    }
    let mut g: DiGraphMap<usize, ()> = DiGraphMap::new();
    for i in 0..n {
        g.add_node(i);
    }
    for &(a, b) in &deps {
        g.add_edge(a, b, ());
    }
    println!("cyclic: {}", is_cyclic_directed(&g));
    match toposort(&g, None) {
        Ok(order) => {
            let named: Vec<&str> = order.iter().map(|&i| names[i].as_str()).collect();
            println!("{}", named.join(" -> "));
        }
        Err(cycle) => {
            println!("cycle at {}", names[cycle.node_id()]);
            let mut comps: Vec<Vec<usize>> = kosaraju_scc(&g)
                .into_iter()
                .filter(|c| c.len() > 1)
                .map(|mut c| {
                    c.sort();
                    c
                })
                .collect();
            comps.sort();
            for c in comps {
                println!("{:?}", c.iter().map(|&i| &names[i]).collect::<Vec<_>>());
            }
        }
    }
    let mut dfs = Dfs::new(&g, 0);
    let mut reach = Vec::new();
    while let Some(v) = dfs.next(&g) {
        reach.push(v);
    }
    reach.sort();
    println!("{} reaches {}", names[0], reach.len() - 1);
}
