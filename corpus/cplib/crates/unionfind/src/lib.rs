//! Disjoint set union with union by size and path compression.

#[derive(Clone, Debug)]
pub struct UnionFind {
    parent: Vec<usize>,
    size: Vec<usize>,
    count: usize,
}

impl UnionFind {
    pub fn new(n: usize) -> UnionFind {
        UnionFind { parent: (0..n).collect(), size: vec![1; n], count: n }
    }

    pub fn find(&mut self, x: usize) -> usize {
        let mut root = x;
        while self.parent[root] != root {
            root = self.parent[root];
        }
        let mut x = x;
        while self.parent[x] != root {
            let next = self.parent[x];
            self.parent[x] = root;
            x = next;
        }
        root
    }

    /// Merges the sets of `a` and `b`; false if they were already one.
    pub fn unite(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a;
        self.size[a] += self.size[b];
        self.count -= 1;
        true
    }

    pub fn same(&mut self, a: usize, b: usize) -> bool {
        self.find(a) == self.find(b)
    }

    pub fn size(&mut self, x: usize) -> usize {
        let r = self.find(x);
        self.size[r]
    }

    pub fn count(&self) -> usize {
        self.count
    }

    pub fn groups(&mut self) -> Vec<Vec<usize>> {
        let n = self.parent.len();
        let mut idx = vec![usize::max_value(); n];
        let mut res: Vec<Vec<usize>> = Vec::new();
        for v in 0..n {
            let r = self.find(v);
            if idx[r] == usize::max_value() {
                idx[r] = res.len();
                res.push(Vec::new());
            }
            res[idx[r]].push(v);
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::UnionFind;

    #[test]
    fn unite_and_groups() {
        let mut uf = UnionFind::new(5);
        assert!(uf.unite(0, 1));
        assert!(uf.unite(3, 4));
        assert!(!uf.unite(1, 0));
        assert!(uf.same(0, 1));
        assert!(!uf.same(1, 2));
        assert_eq!(uf.size(4), 2);
        assert_eq!(uf.count(), 3);
        assert_eq!(uf.groups(), vec![vec![0, 1], vec![2], vec![3, 4]]);
    }
}
