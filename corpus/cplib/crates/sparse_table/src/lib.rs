//! Sparse table for idempotent monoids (min, max, gcd...): O(1) range queries on a static array.

use algebra::Monoid;

pub struct SparseTable<M: Monoid> {
    table: Vec<Vec<M::S>>,
}

impl<M: Monoid> SparseTable<M> {
    /// The operation must be idempotent (`op(x, x) == x`).
    pub fn new(a: &[M::S]) -> Self {
        let mut table = vec![a.to_vec()];
        let mut k = 1;
        while 2 * k <= a.len() {
            let prev = table.last().unwrap();
            let next = (0..prev.len() - k)
                .map(|i| M::binary_operation(&prev[i], &prev[i + k]))
                .collect();
            table.push(next);
            k *= 2;
        }
        SparseTable { table }
    }

    /// Product over `[l, r)`.
    pub fn query(&self, l: usize, r: usize) -> M::S {
        if l >= r {
            return M::identity();
        }
        let k = (usize::BITS - 1 - (r - l).leading_zeros()) as usize;
        M::binary_operation(&self.table[k][l], &self.table[k][r - (1 << k)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use algebra::{Max, Min};

    #[test]
    fn min_max() {
        let a = [4, 2, 7, 1, 9, 3];
        let st = SparseTable::<Min<u32>>::new(&a);
        assert_eq!(st.query(0, 3), 2);
        assert_eq!(st.query(2, 6), 1);
        assert_eq!(st.query(4, 5), 9);
        let mx = SparseTable::<Max<u32>>::new(&a);
        assert_eq!(mx.query(0, 6), 9);
        assert_eq!(mx.query(3, 3), 0);
    }
}
