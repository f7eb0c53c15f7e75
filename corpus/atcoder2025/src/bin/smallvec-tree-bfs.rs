// Tree given as N-1 edges: BFS depths and parents. Most vertices have few neighbours, so
// adjacency lists are SmallVec with inline storage; output goes through a SmallVec<[u8; _]>.
use proconio::input;
use proconio::marker::Usize1;
use smallvec::{smallvec, SmallVec};
use std::collections::VecDeque;
use std::io::Write;

struct Tree {
    adj: Vec<SmallVec<[usize; 4]>>,
}

impl Tree {
    // edition 2024: the returned iterator captures `&self` without `+ '_`
    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> {
        self.adj[v].iter().copied()
    }
}

const EMPTY: SmallVec<[usize; 4]> = SmallVec::new_const();

fn main() {
    input! { n: usize, edges: [(Usize1, Usize1); n - 1] }
    let mut tree = Tree { adj: vec![EMPTY; n] };
    for &(a, b) in &edges {
        tree.adj[a].push(b);
        tree.adj[b].push(a);
    }
    let mut depth = vec![usize::MAX; n];
    let mut parent: SmallVec<[usize; 16]> = smallvec![usize::MAX; n];
    let mut q = VecDeque::from([0]);
    depth[0] = 0;
    while let Some(v) = q.pop_front() {
        for u in tree.neighbours(v) {
            if depth[u] == usize::MAX {
                depth[u] = depth[v] + 1;
                parent[u] = v;
                q.push_back(u);
            }
        }
    }
    let mut out: SmallVec<[u8; 64]> = SmallVec::new();
    for v in 0..n {
        writeln!(out, "{} {}", depth[v], if v == 0 { 0 } else { parent[v] + 1 }).unwrap();
    }
    std::io::stdout().write_all(&out).unwrap();
    let spilled = tree.adj.iter().filter(|a| a.spilled()).count();
    println!("max degree {}, spilled lists {}, output spilled {}", tree.adj.iter().map(|a| a.len()).max().unwrap_or(0), spilled, out.spilled());
}
