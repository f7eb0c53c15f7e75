//! Topological sort (Kahn), smallest available vertex first.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// `None` if the graph has a cycle.
pub fn toposort(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    let mut indeg = vec![0usize; n];
    for &(a, b) in edges {
        adj[a].push(b);
        indeg[b] += 1;
    }
    let mut heap: BinaryHeap<Reverse<usize>> = (0..n).filter(|&v| indeg[v] == 0).map(Reverse).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse(v)) = heap.pop() {
        order.push(v);
        for &u in &adj[v] {
            indeg[u] -= 1;
            if indeg[u] == 0 {
                heap.push(Reverse(u));
            }
        }
    }
    if order.len() == n {
        Some(order)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::toposort;

    #[test]
    fn dag_and_cycle() {
        assert_eq!(toposort(4, &[(2, 0), (0, 1), (3, 1)]), Some(vec![2, 0, 3, 1]));
        assert_eq!(toposort(2, &[(0, 1), (1, 0)]), None);
    }
}
