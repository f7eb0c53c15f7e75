//! Dense matrices over any semiring given by `algebra::{Zero, One}` and `+`, `*`.

use algebra::{One, Zero};
use std::ops::{Add, Index, IndexMut, Mul};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix<T> {
    rows: usize,
    cols: usize,
    data: Vec<T>,
}

impl<T> Matrix<T>
where
    T: Copy + Zero + One + Add<Output = T> + Mul<Output = T>,
{
    pub fn zeros(rows: usize, cols: usize) -> Self {
        Matrix { rows, cols, data: vec![T::zero(); rows * cols] }
    }

    pub fn identity(n: usize) -> Self {
        let mut m = Self::zeros(n, n);
        for i in 0..n {
            m[(i, i)] = T::one();
        }
        m
    }

    pub fn from_rows(rows: Vec<Vec<T>>) -> Self {
        let r = rows.len();
        let c = rows.first().map_or(0, |x| x.len());
        Matrix { rows: r, cols: c, data: rows.into_iter().flatten().collect() }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn row(&self, i: usize) -> &[T] {
        &self.data[i * self.cols..(i + 1) * self.cols]
    }

    pub fn pow(&self, mut e: u64) -> Self {
        assert_eq!(self.rows, self.cols);
        let mut base = self.clone();
        let mut r = Self::identity(self.rows);
        while e > 0 {
            if e & 1 == 1 {
                r = &r * &base;
            }
            base = &base * &base;
            e >>= 1;
        }
        r
    }
}

impl<T> Index<(usize, usize)> for Matrix<T> {
    type Output = T;
    fn index(&self, (i, j): (usize, usize)) -> &T {
        &self.data[i * self.cols + j]
    }
}

impl<T> IndexMut<(usize, usize)> for Matrix<T> {
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut T {
        &mut self.data[i * self.cols + j]
    }
}

impl<'a, T> Mul for &'a Matrix<T>
where
    T: Copy + Zero + One + Add<Output = T> + Mul<Output = T>,
{
    type Output = Matrix<T>;
    fn mul(self, rhs: Self) -> Matrix<T> {
        assert_eq!(self.cols, rhs.rows);
        let mut c = Matrix::zeros(self.rows, rhs.cols);
        for i in 0..self.rows {
            for k in 0..self.cols {
                let a = self[(i, k)];
                if a.is_zero() {
                    continue;
                }
                for j in 0..rhs.cols {
                    c[(i, j)] = c[(i, j)] + a * rhs[(k, j)];
                }
            }
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fibonacci() {
        let m = Matrix::from_rows(vec![vec![1u64, 1], vec![1, 0]]);
        assert_eq!(m.pow(10)[(0, 1)], 55);
        assert_eq!(&m * &Matrix::identity(2), m);
    }
}
