//! Binomial coefficients modulo a prime with precomputed factorials.

use modint::ModInt;

pub struct Combination<const M: u32> {
    fact: Vec<ModInt<M>>,
    inv_fact: Vec<ModInt<M>>,
}

impl<const M: u32> Combination<M> {
    /// Tables for arguments up to `n` (`n < M`).
    pub fn new(n: usize) -> Self {
        let mut fact = vec![ModInt::raw(1); n + 1];
        for i in 1..=n {
            fact[i] = fact[i - 1] * ModInt::from(i);
        }
        let mut inv_fact = vec![ModInt::raw(1); n + 1];
        inv_fact[n] = fact[n].inv();
        for i in (1..=n).rev() {
            inv_fact[i - 1] = inv_fact[i] * ModInt::from(i);
        }
        Combination { fact, inv_fact }
    }

    pub fn fact(&self, n: usize) -> ModInt<M> {
        self.fact[n]
    }

    pub fn binom(&self, n: usize, k: usize) -> ModInt<M> {
        if k > n {
            return ModInt::raw(0);
        }
        self.fact[n] * self.inv_fact[k] * self.inv_fact[n - k]
    }

    pub fn perm(&self, n: usize, k: usize) -> ModInt<M> {
        if k > n {
            return ModInt::raw(0);
        }
        self.fact[n] * self.inv_fact[n - k]
    }

    /// Multisets of size `k` from `n` kinds.
    pub fn homo(&self, n: usize, k: usize) -> ModInt<M> {
        if n == 0 {
            return if k == 0 { ModInt::raw(1) } else { ModInt::raw(0) };
        }
        self.binom(n + k - 1, k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values() {
        let c = Combination::<998_244_353>::new(10);
        assert_eq!(c.binom(5, 2).val(), 10);
        assert_eq!(c.binom(2, 5).val(), 0);
        assert_eq!(c.perm(5, 2).val(), 20);
        assert_eq!(c.homo(3, 2).val(), 6);
        assert_eq!(c.fact(10).val(), 3_628_800);
    }
}
