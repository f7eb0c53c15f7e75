//! `SegTree<M>`: a fixed-size array over a monoid `M` with point updates and range folds, the
//! bottom-up (non-recursive) tree.

/// An associative operation with an identity.
pub trait Monoid {
    /// The values.
    type S: Clone;
    /// The identity.
    fn identity() -> Self::S;
    /// `a` then `b` (not necessarily commutative).
    fn op(a: &Self::S, b: &Self::S) -> Self::S;
}

/// Point update, range fold.
pub struct SegTree<M: Monoid> {
    n: usize,
    size: usize,
    data: Vec<M::S>,
}

impl<M: Monoid> SegTree<M> {
    /// `n` identities.
    pub fn new(n: usize) -> SegTree<M> {
        let size = n.next_power_of_two();
        SegTree {
            n,
            size,
            data: vec![M::identity(); 2 * size],
        }
    }

    /// The positions, `0..n`. The iterator does not borrow the tree, so the tree can be
    /// filled while iterating: `for i in seg.indices() { seg.set(i, x) }`.
    pub fn indices(&self) -> impl Iterator<Item = usize> {
        0..self.n
    }

    /// Position `p` becomes `x`.
    pub fn set(&mut self, p: usize, x: M::S) {
        assert!(p < self.n, "position {} out of 0..{}", p, self.n);
        let mut k = p + self.size;
        self.data[k] = x;
        while k > 1 {
            k >>= 1;
            self.data[k] = M::op(&self.data[2 * k], &self.data[2 * k + 1]);
        }
    }

    /// The value at position `p`.
    pub fn get(&self, p: usize) -> M::S {
        self.data[p + self.size].clone()
    }

    /// The fold of positions `l..r`, left to right.
    pub fn prod(&self, l: usize, r: usize) -> M::S {
        assert!(l <= r && r <= self.n, "range {}..{} out of 0..{}", l, r, self.n);
        let (mut left, mut right) = (M::identity(), M::identity());
        let (mut l, mut r) = (l + self.size, r + self.size);
        while l < r {
            if l & 1 == 1 {
                left = M::op(&left, &self.data[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                right = M::op(&self.data[r], &right);
            }
            l >>= 1;
            r >>= 1;
        }
        M::op(&left, &right)
    }

    /// The fold of every position.
    pub fn all_prod(&self) -> M::S {
        self.data[1].clone()
    }
}
