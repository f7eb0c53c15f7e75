//! Lowest common ancestor by binary lifting (doubling).

pub struct Lca {
    depth: Vec<usize>,
    up: Vec<Vec<usize>>,
}

impl Lca {
    /// `adj`: undirected tree as adjacency lists.
    pub fn new(adj: &[Vec<usize>], root: usize) -> Self {
        let n = adj.len();
        let log = (usize::BITS - n.max(1).leading_zeros()) as usize;
        let mut parent = vec![root; n];
        let mut depth = vec![0; n];
        let mut visited = vec![false; n];
        let mut stack = vec![root];
        visited[root] = true;
        while let Some(v) = stack.pop() {
            for &u in &adj[v] {
                if !visited[u] {
                    visited[u] = true;
                    parent[u] = v;
                    depth[u] = depth[v] + 1;
                    stack.push(u);
                }
            }
        }
        Self::from_parents_depths(parent, depth, log)
    }

    /// From a parent array where `parent[v] < v` for every `v > 0` (root 0).
    pub fn from_parents(parents: &[usize]) -> Self {
        let n = parents.len() + 1;
        let mut parent = vec![0; n];
        let mut depth = vec![0; n];
        for (i, &p) in parents.iter().enumerate() {
            parent[i + 1] = p;
            depth[i + 1] = depth[p] + 1;
        }
        let log = (usize::BITS - n.leading_zeros()) as usize;
        Self::from_parents_depths(parent, depth, log)
    }

    fn from_parents_depths(parent: Vec<usize>, depth: Vec<usize>, log: usize) -> Self {
        let mut up = vec![parent];
        for k in 1..log.max(1) {
            let prev = &up[k - 1];
            let next = prev.iter().map(|&p| prev[p]).collect();
            up.push(next);
        }
        Lca { depth, up }
    }

    pub fn lca(&self, mut a: usize, mut b: usize) -> usize {
        if self.depth[a] < self.depth[b] {
            std::mem::swap(&mut a, &mut b);
        }
        let diff = self.depth[a] - self.depth[b];
        for (k, row) in self.up.iter().enumerate() {
            if diff >> k & 1 == 1 {
                a = row[a];
            }
        }
        if a == b {
            return a;
        }
        for row in self.up.iter().rev() {
            if row[a] != row[b] {
                a = row[a];
                b = row[b];
            }
        }
        self.up[0][a]
    }

    pub fn dist(&self, a: usize, b: usize) -> usize {
        self.depth[a] + self.depth[b] - 2 * self.depth[self.lca(a, b)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree() {
        let lca = Lca::from_parents(&[0, 0, 2, 2]);
        assert_eq!(lca.lca(1, 3), 0);
        assert_eq!(lca.lca(3, 4), 2);
        assert_eq!(lca.dist(1, 4), 3);
        let adj = vec![vec![1], vec![0, 2], vec![1]];
        assert_eq!(Lca::new(&adj, 2).lca(0, 1), 1);
    }
}
