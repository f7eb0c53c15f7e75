use proconio::input;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::{smallvec, SmallVec};

// Vertices are arbitrary 64-bit ids: compress them with an FxHashMap, store adjacency
// in SmallVecs (most vertices have few edges), and count triangles.
fn main() {
    input! {
        m: usize,
        edges: [(u64, u64); m],
    }
    let mut id: FxHashMap<u64, usize> = FxHashMap::default();
    let mut names = Vec::new();
    let mut get = |x: u64, names: &mut Vec<u64>| {
        *id.entry(x).or_insert_with(|| {
            names.push(x);
            names.len() - 1
        })
    };
    let mut adj: Vec<SmallVec<[usize; 4]>> = Vec::new();
    let mut seen: FxHashSet<(usize, usize)> = FxHashSet::default();
    for &(a, b) in &edges {
        let (u, v) = (get(a, &mut names), get(b, &mut names));
        while adj.len() < names.len() {
            adj.push(smallvec![]);
        }
        if u != v && seen.insert((u.min(v), u.max(v))) {
            adj[u].push(v);
            adj[v].push(u);
        }
    }
    let n = names.len();
    let mut triangles = 0;
    for u in 0..n {
        let nb: FxHashSet<usize> = adj[u].iter().copied().collect();
        for &v in adj[u].iter().filter(|&&v| v > u) {
            triangles += adj[v].iter().filter(|&&w| w > v && nb.contains(&w)).count();
        }
    }
    println!("{} {} {}", n, seen.len(), triangles);
    let spilled = adj.iter().filter(|a| a.spilled()).count();
    let mut best: Vec<(usize, u64)> = (0..n).map(|u| (adj[u].len(), names[u])).collect();
    best.sort_by(|a, b| b.cmp(a));
    println!("{} {:?}", spilled, &best[..best.len().min(3)]);
    let mut hub: SmallVec<[u64; 8]> = adj[id[&best[0].1]].iter().map(|&v| names[v]).collect();
    hub.sort_unstable();
    hub.dedup();
    hub.insert(0, best[0].1);
    println!("{:?} {}", hub.as_slice(), hub.inline_size());
}
