//! Segment tree over any `algebra::Monoid`.

use algebra::Monoid;
use std::ops::{Bound, RangeBounds};

pub struct Segtree<M: Monoid> {
    n: usize,
    size: usize,
    d: Vec<M::S>,
}

impl<M: Monoid> Segtree<M> {
    pub fn new(n: usize) -> Self {
        vec![M::identity(); n].into()
    }

    fn update(&mut self, k: usize) {
        self.d[k] = M::binary_operation(&self.d[2 * k], &self.d[2 * k + 1]);
    }

    pub fn set(&mut self, p: usize, x: M::S) {
        assert!(p < self.n);
        let mut k = p + self.size;
        self.d[k] = x;
        while k > 1 {
            k >>= 1;
            self.update(k);
        }
    }

    pub fn get(&self, p: usize) -> M::S {
        self.d[p + self.size].clone()
    }

    pub fn prod<R: RangeBounds<usize>>(&self, range: R) -> M::S {
        let mut l = match range.start_bound() {
            Bound::Included(&l) => l,
            Bound::Excluded(&l) => l + 1,
            Bound::Unbounded => 0,
        };
        let mut r = match range.end_bound() {
            Bound::Included(&r) => r + 1,
            Bound::Excluded(&r) => r,
            Bound::Unbounded => self.n,
        };
        assert!(l <= r && r <= self.n);
        let mut left = M::identity();
        let mut right = M::identity();
        l += self.size;
        r += self.size;
        while l < r {
            if l & 1 == 1 {
                left = M::binary_operation(&left, &self.d[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                right = M::binary_operation(&self.d[r], &right);
            }
            l >>= 1;
            r >>= 1;
        }
        M::binary_operation(&left, &right)
    }

    pub fn all_prod(&self) -> M::S {
        self.d[1].clone()
    }

    /// Largest `r` with `f(prod(l..r))`; `f(identity)` must hold.
    pub fn max_right<F: Fn(&M::S) -> bool>(&self, l: usize, f: F) -> usize {
        let mut r = l;
        let mut acc = M::identity();
        while r < self.n {
            let next = M::binary_operation(&acc, &self.d[r + self.size]);
            if !f(&next) {
                break;
            }
            acc = next;
            r += 1;
        }
        r
    }
}

impl<M: Monoid> From<Vec<M::S>> for Segtree<M> {
    fn from(v: Vec<M::S>) -> Self {
        let n = v.len();
        let size = n.next_power_of_two().max(1);
        let mut d = vec![M::identity(); 2 * size];
        d[size..size + n].clone_from_slice(&v);
        let mut st = Segtree { n, size, d };
        for k in (1..size).rev() {
            st.update(k);
        }
        st
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use algebra::{Additive, Min};

    #[test]
    fn min_and_sum() {
        let mut st: Segtree<Min<i32>> = vec![5, 3, 8, 1, 9].into();
        assert_eq!(st.prod(0..3), 3);
        assert_eq!(st.prod(..), 1);
        st.set(3, 10);
        assert_eq!(st.prod(2..=4), 8);
        let sum: Segtree<Additive<i64>> = vec![1, 2, 3, 4].into();
        assert_eq!(sum.prod(1..), 9);
        assert_eq!(sum.max_right(0, |&s| s <= 6), 3);
    }
}
