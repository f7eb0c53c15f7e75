//! Lazy segment tree: range apply / range product over an `algebra::MapMonoid`.

use algebra::{MapMonoid, Monoid};

type S<F> = <<F as MapMonoid>::M as Monoid>::S;

pub struct LazySegtree<F: MapMonoid> {
    n: usize,
    size: usize,
    log: u32,
    d: Vec<S<F>>,
    lz: Vec<F::F>,
}

impl<F: MapMonoid> LazySegtree<F> {
    pub fn new(n: usize) -> Self {
        Self::from(vec![F::M::identity(); n])
    }

    fn update(&mut self, k: usize) {
        self.d[k] = F::M::binary_operation(&self.d[2 * k], &self.d[2 * k + 1]);
    }

    fn all_apply(&mut self, k: usize, f: &F::F) {
        self.d[k] = F::mapping(f, &self.d[k]);
        if k < self.size {
            self.lz[k] = F::composition(f, &self.lz[k]);
        }
    }

    fn push(&mut self, k: usize) {
        let f = std::mem::replace(&mut self.lz[k], F::identity_map());
        self.all_apply(2 * k, &f);
        self.all_apply(2 * k + 1, &f);
    }

    fn push_range(&mut self, l: usize, r: usize) {
        for i in (1..=self.log).rev() {
            if ((l >> i) << i) != l {
                self.push(l >> i);
            }
            if ((r >> i) << i) != r {
                self.push((r - 1) >> i);
            }
        }
    }

    pub fn set(&mut self, p: usize, x: S<F>) {
        let p = p + self.size;
        for i in (1..=self.log).rev() {
            self.push(p >> i);
        }
        self.d[p] = x;
        for i in 1..=self.log {
            self.update(p >> i);
        }
    }

    pub fn prod(&mut self, l: usize, r: usize) -> S<F> {
        assert!(l <= r && r <= self.n);
        if l == r {
            return F::M::identity();
        }
        let (mut l, mut r) = (l + self.size, r + self.size);
        self.push_range(l, r);
        let mut sml = F::M::identity();
        let mut smr = F::M::identity();
        while l < r {
            if l & 1 == 1 {
                sml = F::M::binary_operation(&sml, &self.d[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                smr = F::M::binary_operation(&self.d[r], &smr);
            }
            l >>= 1;
            r >>= 1;
        }
        F::M::binary_operation(&sml, &smr)
    }

    pub fn apply_range(&mut self, l: usize, r: usize, f: F::F) {
        assert!(l <= r && r <= self.n);
        if l == r {
            return;
        }
        let (l, r) = (l + self.size, r + self.size);
        self.push_range(l, r);
        let (mut a, mut b) = (l, r);
        while a < b {
            if a & 1 == 1 {
                self.all_apply(a, &f);
                a += 1;
            }
            if b & 1 == 1 {
                b -= 1;
                self.all_apply(b, &f);
            }
            a >>= 1;
            b >>= 1;
        }
        for i in 1..=self.log {
            if ((l >> i) << i) != l {
                self.update(l >> i);
            }
            if ((r >> i) << i) != r {
                self.update((r - 1) >> i);
            }
        }
    }
}

impl<F: MapMonoid> From<Vec<S<F>>> for LazySegtree<F> {
    fn from(v: Vec<S<F>>) -> Self {
        let n = v.len();
        let size = n.next_power_of_two().max(1);
        let log = size.trailing_zeros();
        let mut d = vec![F::M::identity(); 2 * size];
        d[size..size + n].clone_from_slice(&v);
        let mut st = LazySegtree { n, size, log, d, lz: vec![F::identity_map(); size] };
        for k in (1..size).rev() {
            st.update(k);
        }
        st
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use algebra::Max;

    /// Range add, range max.
    struct AddMax;
    impl MapMonoid for AddMax {
        type M = Max<i64>;
        type F = i64;
        fn identity_map() -> i64 {
            0
        }
        fn mapping(f: &i64, x: &i64) -> i64 {
            if *x == i64::MIN {
                *x
            } else {
                x + f
            }
        }
        fn composition(f: &i64, g: &i64) -> i64 {
            f + g
        }
    }

    #[test]
    fn add_max() {
        let mut st: LazySegtree<AddMax> = vec![1, 5, 2, 0, 3].into();
        assert_eq!(st.prod(0, 5), 5);
        st.apply_range(2, 5, 10);
        assert_eq!(st.prod(0, 2), 5);
        assert_eq!(st.prod(2, 4), 12);
        st.set(1, 100);
        assert_eq!(st.prod(0, 5), 100);
    }
}
