// AOJ GRL_1_A: single source shortest paths, "INF" where unreachable.
use dijkstra::dijkstra;
use fastio::input;

fn main() {
    input! { v: usize, e: usize, r: usize, edges: [(usize, usize, u64); e] }
    let mut g: Vec<Vec<(usize, u64)>> = vec![vec![]; v];
    for (s, t, d) in edges {
        g[s].push((t, d));
    }
    let (dist, _) = dijkstra(&g, r);
    for d in dist {
        match d {
            Some(d) => println!("{}", d),
            None => println!("INF"),
        }
    }
}
