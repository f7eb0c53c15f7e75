//! Strongly connected components (Tarjan, iterative), in topological order.

pub struct SccGraph {
    n: usize,
    edges: Vec<(usize, usize)>,
}

impl SccGraph {
    pub fn new(n: usize) -> Self {
        SccGraph { n, edges: Vec::new() }
    }

    pub fn add_edge(&mut self, from: usize, to: usize) {
        self.edges.push((from, to));
    }

    /// Component id of every vertex; ids are in topological order.
    pub fn scc_ids(&self) -> (usize, Vec<usize>) {
        let n = self.n;
        let mut start = vec![0; n + 1];
        for &(a, _) in &self.edges {
            start[a + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut adj = vec![0; self.edges.len()];
        let mut pos = start.clone();
        for &(a, b) in &self.edges {
            adj[pos[a]] = b;
            pos[a] += 1;
        }
        let mut ord = vec![usize::MAX; n];
        let mut low = vec![0; n];
        let mut ids = vec![usize::MAX; n];
        let mut stack = Vec::new();
        let mut counter = 0;
        let mut groups = 0;
        let mut it = start.clone();
        for root in 0..n {
            if ord[root] != usize::MAX {
                continue;
            }
            let mut call = vec![root];
            ord[root] = counter;
            low[root] = counter;
            counter += 1;
            stack.push(root);
            while let Some(&v) = call.last() {
                if it[v] < start[v + 1] {
                    let to = adj[it[v]];
                    it[v] += 1;
                    if ord[to] == usize::MAX {
                        ord[to] = counter;
                        low[to] = counter;
                        counter += 1;
                        stack.push(to);
                        call.push(to);
                    } else if ids[to] == usize::MAX {
                        low[v] = low[v].min(ord[to]);
                    }
                } else {
                    call.pop();
                    if let Some(&p) = call.last() {
                        low[p] = low[p].min(low[v]);
                    }
                    if low[v] == ord[v] {
                        loop {
                            let u = stack.pop().unwrap();
                            ids[u] = groups;
                            if u == v {
                                break;
                            }
                        }
                        groups += 1;
                    }
                }
            }
        }
        // Tarjan finds sinks first: reverse for topological order.
        for x in ids.iter_mut() {
            *x = groups - 1 - *x;
        }
        (groups, ids)
    }

    pub fn scc(&self) -> Vec<Vec<usize>> {
        let (k, ids) = self.scc_ids();
        let mut groups = vec![Vec::new(); k];
        for (v, &c) in ids.iter().enumerate() {
            groups[c].push(v);
        }
        groups
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components() {
        let mut g = SccGraph::new(6);
        for &(a, b) in &[(1, 4), (5, 2), (3, 0), (5, 5), (4, 1), (0, 3), (4, 2)] {
            g.add_edge(a, b);
        }
        assert_eq!(g.scc(), vec![vec![5], vec![1, 4], vec![2], vec![0, 3]]);
    }
}
