// Interns city names with IndexSet, builds a graph on the indices and runs BFS.
use indexmap::IndexSet;
use std::collections::VecDeque;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let m: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut names: IndexSet<String> = IndexSet::new();
    let mut edges = Vec::new();
    for line in lines.by_ref().take(m) {
        let mut it = line.split_whitespace();
        let (a, _) = names.insert_full(it.next().unwrap().to_string());
        let (b, _) = names.insert_full(it.next().unwrap().to_string());
        edges.push((a, b));
    }
    let mut adj = vec![Vec::new(); names.len()];
    for &(a, b) in &edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    println!("{} cities", names.len());
    for line in lines {
        let mut it = line.split_whitespace();
        let (Some(from), Some(to)) = (it.next(), it.next()) else { continue };
        let (Some(s), Some(t)) = (names.get_index_of(from), names.get_index_of(to)) else {
            println!("{} -> {}: unknown city", from, to);
            continue;
        };
        let mut prev = vec![usize::MAX; names.len()];
        prev[s] = s;
        let mut q = VecDeque::from([s]);
        while let Some(u) = q.pop_front() {
            for &v in &adj[u] {
                if prev[v] == usize::MAX {
                    prev[v] = u;
                    q.push_back(v);
                }
            }
        }
        if prev[t] == usize::MAX {
            println!("{} -> {}: unreachable", from, to);
            continue;
        }
        let mut path = vec![t];
        while *path.last().unwrap() != s {
            path.push(prev[*path.last().unwrap()]);
        }
        let named: Vec<&str> = path.iter().rev().map(|&i| names[i].as_str()).collect();
        println!("{} -> {}: {} hops: {}", from, to, path.len() - 1, named.join(" > "));
    }
}
