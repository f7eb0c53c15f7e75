//! Two-dimensional Fenwick tree: point add, rectangle sum.

use std::convert::TryFrom;

pub struct FenwickTree2D {
    h: usize,
    w: usize,
    data: Vec<Vec<i64>>,
}

impl FenwickTree2D {
    pub fn new(h: usize, w: usize) -> FenwickTree2D {
        FenwickTree2D { h: h, w: w, data: vec![vec![0; w + 1]; h + 1] }
    }

    pub fn add(&mut self, y: usize, x: usize, v: i64) {
        let mut i = y + 1;
        while i <= self.h {
            let mut j = x + 1;
            while j <= self.w {
                self.data[i][j] += v;
                j += j & j.wrapping_neg();
            }
            i += i & i.wrapping_neg();
        }
    }

    /// Sum over `[0, y) x [0, x)`.
    pub fn prefix(&self, y: usize, x: usize) -> i64 {
        let mut s = 0;
        let mut i = y;
        while i > 0 {
            let mut j = x;
            while j > 0 {
                s += self.data[i][j];
                j -= j & j.wrapping_neg();
            }
            i -= i & i.wrapping_neg();
        }
        s
    }

    /// Sum over `[y1, y2) x [x1, x2)`.
    pub fn sum(&self, y1: usize, x1: usize, y2: usize, x2: usize) -> i64 {
        self.prefix(y2, x2) - self.prefix(y1, x2) - self.prefix(y2, x1) + self.prefix(y1, x1)
    }

    /// Same as `add` with signed coordinates (as read from input).
    pub fn add_at(&mut self, y: i64, x: i64, v: i64) {
        let y = usize::try_from(y).expect("negative row");
        let x = usize::try_from(x).expect("negative column");
        self.add(y, x, v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangle() {
        let mut ft = FenwickTree2D::new(3, 4);
        ft.add(0, 0, 1);
        ft.add(2, 3, 5);
        ft.add_at(1, 2, 2);
        assert_eq!(ft.sum(0, 0, 3, 4), 8);
        assert_eq!(ft.sum(1, 1, 3, 4), 7);
        assert_eq!(ft.sum(0, 0, 1, 1), 1);
    }
}
