// Tree degrees and leaf paths with SmallVec adjacency lists that rarely spill to the heap.
use smallvec::{smallvec, SmallVec};
use std::io::Read;

type Adj = SmallVec<[usize; 4]>;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|x| x.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut adj: Vec<Adj> = vec![SmallVec::new(); n];
    for _ in 0..n - 1 {
        let (a, b) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        adj[a].push(b);
        adj[b].push(a);
    }
    let spilled = adj.iter().filter(|v| v.spilled()).count();
    println!("nodes {} spilled {}", n, spilled);
    // iterative DFS from node 0, recording the depth of every node
    let mut depth = vec![usize::MAX; n];
    let mut stack: SmallVec<[usize; 16]> = smallvec![0];
    depth[0] = 0;
    while let Some(u) = stack.pop() {
        for &v in &adj[u] {
            if depth[v] == usize::MAX {
                depth[v] = depth[u] + 1;
                stack.push(v);
            }
        }
    }
    let mut leaves: SmallVec<[usize; 8]> = (0..n).filter(|&i| i != 0 && adj[i].len() == 1).collect();
    leaves.sort_by_key(|&l| (std::cmp::Reverse(depth[l]), l));
    leaves.truncate(3);
    for l in &leaves {
        println!("deep leaf {} depth {}", l + 1, depth[*l]);
    }
    let mut degs: Adj = adj.iter().map(|a| a.len()).collect();
    degs.sort_unstable();
    degs.dedup();
    println!("distinct degrees {:?} inline={}", degs.as_slice(), !degs.spilled());
}
