// Minimum spanning forest (Kruskal) with petgraph's min_spanning_tree, plus a UnionFind pass
// answering "are u and v connected using only edges of weight <= w?" offline.
use petgraph::algo::min_spanning_tree;
use petgraph::data::FromElements;
use petgraph::graph::UnGraph;
use petgraph::unionfind::UnionFind;
use proconio::input;
use proconio::marker::Usize1;

fn main() {
    input! {
        n: usize, m: usize,
        edges: [(Usize1, Usize1, i64); m],
        q: usize,
        queries: [(Usize1, Usize1, i64); q],
    }
    let mut g = UnGraph::<(), i64>::default();
    for _ in 0..n {
        g.add_node(());
    }
    for &(u, v, w) in &edges {
        g.add_edge((u as u32).into(), (v as u32).into(), w);
    }
    let forest = UnGraph::<(), i64>::from_elements(min_spanning_tree(&g));
    let total: i64 = forest.edge_weights().sum();
    println!("forest: {} edges, total {}", forest.edge_count(), total);

    let mut es = edges.clone();
    es.sort_by_key(|e| e.2);
    let mut qs: Vec<(usize, (usize, usize, i64))> = queries.into_iter().enumerate().collect();
    qs.sort_by_key(|(_, q)| q.2);
    let mut uf = UnionFind::<usize>::new(n);
    let mut ans = vec![false; q];
    let mut k = 0;
    for (i, (u, v, w)) in qs {
        while k < es.len() && es[k].2 <= w {
            uf.union(es[k].0, es[k].1);
            k += 1;
        }
        ans[i] = uf.equiv(u, v);
    }
    for a in ans {
        println!("{}", if a { "Yes" } else { "No" });
    }
}
