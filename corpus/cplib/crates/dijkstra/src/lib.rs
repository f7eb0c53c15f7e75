//! Dijkstra's shortest paths on a weighted adjacency list.

use prelude::*;

/// Distances from `s` (`None`: unreachable) and each vertex's predecessor on a shortest path.
pub fn dijkstra(g: &[Vec<(usize, u64)>], s: usize) -> (Vec<Option<u64>>, Vec<Option<usize>>) {
    let n = g.len();
    let mut dist = vec![u64::MAX; n];
    let mut prev = vec![None; n];
    let mut heap = BinaryHeap::new();
    dist[s] = 0;
    heap.push(Reverse((0, s)));
    while let Some(Reverse((d, v))) = heap.pop() {
        if d > dist[v] {
            continue;
        }
        for &(u, w) in &g[v] {
            if prelude::chmin!(dist[u], d + w) {
                prev[u] = Some(v);
                heap.push(Reverse((dist[u], u)));
            }
        }
    }
    let dist = dist.into_iter().map(|d| if d == u64::MAX { None } else { Some(d) }).collect();
    (dist, prev)
}

/// The vertices of the path `s -> t` recovered from `prev`.
pub fn restore_path(prev: &[Option<usize>], t: usize) -> Vec<usize> {
    let mut path = vec![t];
    let mut v = t;
    while let Some(p) = prev[v] {
        path.push(p);
        v = p;
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_graph() {
        let g = vec![vec![(1, 4), (2, 1)], vec![(3, 1)], vec![(1, 2), (3, 5)], vec![], vec![]];
        let (dist, prev) = dijkstra(&g, 0);
        assert_eq!(dist, vec![Some(0), Some(3), Some(1), Some(4), None]);
        assert_eq!(restore_path(&prev, 3), vec![0, 2, 1, 3]);
    }
}
