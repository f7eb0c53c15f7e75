//! Fenwick tree (binary indexed tree) for prefix sums with point updates.

use std::ops::{AddAssign, Range, Sub};

#[derive(Clone, Debug)]
pub struct FenwickTree<T> {
    n: usize,
    data: Vec<T>,
}

impl<T: Copy + Default + AddAssign + Sub<Output = T>> FenwickTree<T> {
    pub fn new(n: usize) -> Self {
        FenwickTree { n, data: vec![T::default(); n] }
    }

    pub fn from_slice(a: &[T]) -> Self {
        let mut data = a.to_vec();
        for i in 0..a.len() {
            let j = i | (i + 1);
            if j < a.len() {
                let v = data[i];
                data[j] += v;
            }
        }
        FenwickTree { n: a.len(), data }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn add(&mut self, mut i: usize, x: T) {
        while i < self.n {
            self.data[i] += x;
            i |= i + 1;
        }
    }

    /// Sum of `[0, r)`.
    pub fn prefix_sum(&self, mut r: usize) -> T {
        let mut s = T::default();
        while r > 0 {
            s += self.data[r - 1];
            r &= r - 1;
        }
        s
    }

    pub fn sum(&self, range: Range<usize>) -> T {
        self.prefix_sum(range.end) - self.prefix_sum(range.start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums() {
        let mut ft = FenwickTree::from_slice(&[1i64, 2, 3, 4, 5]);
        assert_eq!(ft.sum(0..5), 15);
        ft.add(2, 10);
        assert_eq!(ft.sum(1..3), 15);
        assert_eq!(ft.prefix_sum(0), 0);
    }
}
