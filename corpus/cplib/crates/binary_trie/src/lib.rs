//! Binary trie over `B`-bit unsigned integers: multiset with xor-min queries.

pub struct BinaryTrie<const B: usize> {
    children: Vec<[usize; 2]>,
    count: Vec<usize>,
}

const NIL: usize = usize::MAX;

impl<const B: usize> Default for BinaryTrie<B> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const B: usize> BinaryTrie<B> {
    pub fn new() -> Self {
        BinaryTrie { children: vec![[NIL; 2]], count: vec![0] }
    }

    pub fn len(&self) -> usize {
        self.count[0]
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn count(&self, x: u64) -> usize {
        let mut v = 0;
        for i in (0..B).rev() {
            v = self.children[v][(x >> i & 1) as usize];
            if v == NIL {
                return 0;
            }
        }
        self.count[v]
    }

    pub fn insert(&mut self, x: u64) {
        let mut v = 0;
        self.count[0] += 1;
        for i in (0..B).rev() {
            let b = (x >> i & 1) as usize;
            if self.children[v][b] == NIL {
                self.children[v][b] = self.children.len();
                self.children.push([NIL; 2]);
                self.count.push(0);
            }
            v = self.children[v][b];
            self.count[v] += 1;
        }
    }

    /// Removes one copy of `x`; false if absent.
    pub fn erase(&mut self, x: u64) -> bool {
        if self.count(x) == 0 {
            return false;
        }
        let mut v = 0;
        self.count[0] -= 1;
        for i in (0..B).rev() {
            v = self.children[v][(x >> i & 1) as usize];
            self.count[v] -= 1;
        }
        true
    }

    /// `min(y ^ x)` over stored `y`; `None` if empty.
    pub fn xor_min(&self, x: u64) -> Option<u64> {
        if self.is_empty() {
            return None;
        }
        let mut v = 0;
        let mut res = 0;
        for i in (0..B).rev() {
            let b = (x >> i & 1) as usize;
            let same = self.children[v][b];
            if same != NIL && self.count[same] > 0 {
                v = same;
            } else {
                v = self.children[v][b ^ 1];
                res |= 1 << i;
            }
        }
        Some(res)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_min() {
        let mut t = BinaryTrie::<4>::new();
        t.insert(6);
        t.insert(7);
        t.insert(7);
        assert_eq!(t.xor_min(5), Some(2));
        assert!(t.erase(6));
        assert!(!t.erase(6));
        assert_eq!(t.count(7), 2);
        assert_eq!(t.xor_min(6), Some(1));
    }
}
