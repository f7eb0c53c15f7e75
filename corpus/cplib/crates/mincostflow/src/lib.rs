//! Minimum cost flow by successive shortest paths with potentials (Dijkstra).

use prelude::*;

#[derive(Clone, Copy)]
struct Edge {
    to: usize,
    rev: usize,
    cap: i64,
    cost: i64,
}

pub struct MinCostFlow {
    g: Vec<Vec<Edge>>,
}

impl MinCostFlow {
    pub fn new(n: usize) -> Self {
        MinCostFlow { g: vec![Vec::new(); n] }
    }

    /// Costs must be non-negative.
    pub fn add_edge(&mut self, from: usize, to: usize, cap: i64, cost: i64) {
        let (rf, rt) = (self.g[to].len() + usize::from(from == to), self.g[from].len());
        self.g[from].push(Edge { to, rev: rf, cap, cost });
        self.g[to].push(Edge { to: from, rev: rt, cap: 0, cost: -cost });
    }

    /// Minimum cost of sending exactly `f` units, `None` if impossible.
    pub fn flow(&mut self, s: usize, t: usize, mut f: i64) -> Option<i64> {
        let n = self.g.len();
        let mut h = vec![0i64; n];
        let mut total = 0;
        while f > 0 {
            let mut dist = vec![INF; n];
            let mut prev = vec![(usize::MAX, usize::MAX); n];
            let mut heap = BinaryHeap::new();
            dist[s] = 0;
            heap.push(Reverse((0, s)));
            while let Some(Reverse((d, v))) = heap.pop() {
                if d > dist[v] {
                    continue;
                }
                for (i, e) in self.g[v].iter().enumerate() {
                    let nd = d + e.cost + h[v] - h[e.to];
                    if e.cap > 0 && chmin!(dist[e.to], nd) {
                        prev[e.to] = (v, i);
                        heap.push(Reverse((nd, e.to)));
                    }
                }
            }
            if dist[t] == INF {
                return None;
            }
            for v in 0..n {
                if dist[v] < INF {
                    h[v] += dist[v];
                }
            }
            let mut d = f;
            let mut v = t;
            while v != s {
                let (p, i) = prev[v];
                d = min(d, self.g[p][i].cap);
                v = p;
            }
            f -= d;
            total += d * h[t];
            let mut v = t;
            while v != s {
                let (p, i) = prev[v];
                self.g[p][i].cap -= d;
                let rev = self.g[p][i].rev;
                self.g[v][rev].cap += d;
                v = p;
            }
        }
        Some(total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grl_6_b_sample() {
        let mut mcf = MinCostFlow::new(4);
        for &(u, v, c, d) in &[(0, 1, 2, 1), (0, 2, 1, 2), (1, 2, 1, 1), (1, 3, 1, 3), (2, 3, 2, 1)] {
            mcf.add_edge(u, v, c, d);
        }
        assert_eq!(mcf.flow(0, 3, 2), Some(6));
    }
}
