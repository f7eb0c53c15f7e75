//! Heavy-light decomposition: paths and subtrees as ranges of positions.

use std::ops::Range;

pub struct Hld {
    parent: Vec<usize>,
    head: Vec<usize>,
    pos: Vec<usize>,
    size: Vec<usize>,
    depth: Vec<usize>,
}

impl Hld {
    pub fn new(adj: &[Vec<usize>], root: usize) -> Self {
        let n = adj.len();
        let mut parent = vec![usize::MAX; n];
        let mut depth = vec![0; n];
        let mut order = Vec::with_capacity(n);
        let mut stack = vec![root];
        parent[root] = root;
        while let Some(v) = stack.pop() {
            order.push(v);
            for &u in &adj[v] {
                if parent[u] == usize::MAX {
                    parent[u] = v;
                    depth[u] = depth[v] + 1;
                    stack.push(u);
                }
            }
        }
        let mut size = vec![1; n];
        let mut heavy = vec![usize::MAX; n];
        for &v in order.iter().rev() {
            if v != root {
                size[parent[v]] += size[v];
            }
        }
        for &v in &order {
            let mut best = 0;
            for &u in &adj[v] {
                if u != parent[v] && size[u] > best {
                    best = size[u];
                    heavy[v] = u;
                }
            }
        }
        let mut head = vec![root; n];
        let mut pos = vec![0; n];
        let mut next = 0;
        let mut stack = vec![root];
        while let Some(h) = stack.pop() {
            let mut v = h;
            loop {
                head[v] = h;
                pos[v] = next;
                next += 1;
                for &u in &adj[v] {
                    if u != parent[v] && u != heavy[v] {
                        stack.push(u);
                    }
                }
                if heavy[v] == usize::MAX {
                    break;
                }
                v = heavy[v];
            }
        }
        Hld { parent, head, pos, size, depth }
    }

    pub fn pos(&self, v: usize) -> usize {
        self.pos[v]
    }

    pub fn lca(&self, mut a: usize, mut b: usize) -> usize {
        while self.head[a] != self.head[b] {
            if self.depth[self.head[a]] < self.depth[self.head[b]] {
                std::mem::swap(&mut a, &mut b);
            }
            a = self.parent[self.head[a]];
        }
        if self.depth[a] < self.depth[b] {
            a
        } else {
            b
        }
    }

    /// Position ranges covering the vertices of the path `a - b`.
    pub fn path(&self, mut a: usize, mut b: usize) -> Vec<Range<usize>> {
        let mut res = Vec::new();
        while self.head[a] != self.head[b] {
            if self.depth[self.head[a]] < self.depth[self.head[b]] {
                std::mem::swap(&mut a, &mut b);
            }
            res.push(self.pos[self.head[a]]..self.pos[a] + 1);
            a = self.parent[self.head[a]];
        }
        let (l, r) = if self.pos[a] < self.pos[b] { (a, b) } else { (b, a) };
        res.push(self.pos[l]..self.pos[r] + 1);
        res
    }

    pub fn subtree(&self, v: usize) -> Range<usize> {
        self.pos[v]..self.pos[v] + self.size[v]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        let adj = vec![vec![1, 2], vec![0, 3, 4], vec![0], vec![1], vec![1]];
        let hld = Hld::new(&adj, 0);
        assert_eq!(hld.lca(3, 4), 1);
        assert_eq!(hld.lca(2, 4), 0);
        let covered: usize = hld.path(3, 2).iter().map(|r| r.len()).sum();
        assert_eq!(covered, 4);
        assert_eq!(hld.subtree(1).len(), 3);
    }
}
