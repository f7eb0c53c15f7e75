//! Maximum bipartite matching (Hopcroft-Karp).

use std::collections::VecDeque;

pub struct BipartiteMatching {
    adj: Vec<Vec<usize>>,
    right: usize,
}

impl BipartiteMatching {
    pub fn new(left: usize, right: usize) -> Self {
        BipartiteMatching { adj: vec![Vec::new(); left], right }
    }

    pub fn add_edge(&mut self, l: usize, r: usize) {
        self.adj[l].push(r);
    }

    fn bfs(&self, match_l: &[Option<usize>], match_r: &[Option<usize>], dist: &mut [u32]) -> bool {
        let mut q = VecDeque::new();
        for (l, m) in match_l.iter().enumerate() {
            dist[l] = if m.is_none() { q.push_back(l); 0 } else { u32::MAX };
        }
        let mut found = false;
        while let Some(l) = q.pop_front() {
            for &r in &self.adj[l] {
                match match_r[r] {
                    None => found = true,
                    Some(l2) if dist[l2] == u32::MAX => {
                        dist[l2] = dist[l] + 1;
                        q.push_back(l2);
                    }
                    _ => {}
                }
            }
        }
        found
    }

    fn dfs(&self, l: usize, match_l: &mut [Option<usize>], match_r: &mut [Option<usize>], dist: &mut [u32]) -> bool {
        for &r in &self.adj[l] {
            let ok = match match_r[r] {
                None => true,
                Some(l2) => dist[l2] == dist[l] + 1 && self.dfs(l2, match_l, match_r, dist),
            };
            if ok {
                match_l[l] = Some(r);
                match_r[r] = Some(l);
                return true;
            }
        }
        dist[l] = u32::MAX;
        false
    }

    /// Matched pairs `(l, r)`, sorted by `l`.
    pub fn max_matching(&self) -> Vec<(usize, usize)> {
        let n = self.adj.len();
        let mut match_l = vec![None; n];
        let mut match_r = vec![None; self.right];
        let mut dist = vec![0; n];
        while self.bfs(&match_l, &match_r, &mut dist) {
            for l in 0..n {
                if match_l[l].is_none() {
                    self.dfs(l, &mut match_l, &mut match_r, &mut dist);
                }
            }
        }
        match_l.iter().enumerate().filter_map(|(l, r)| r.map(|r| (l, r))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect() {
        let mut bm = BipartiteMatching::new(3, 3);
        for &(l, r) in &[(0, 0), (0, 1), (1, 0), (2, 1), (2, 2)] {
            bm.add_edge(l, r);
        }
        assert_eq!(bm.max_matching().len(), 3);
    }
}
