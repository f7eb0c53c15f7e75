//! Number-theoretic transform and convolution over `ModInt<M>` for NTT-friendly primes.

use modint::ModInt;

/// Smallest primitive root of the prime `m`.
pub fn primitive_root(m: u32) -> u32 {
    let mut factors = Vec::new();
    let mut x = m - 1;
    let mut p = 2;
    while p * p <= x {
        if x % p == 0 {
            factors.push(p);
            while x % p == 0 {
                x /= p;
            }
        }
        p += 1;
    }
    if x > 1 {
        factors.push(x);
    }
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        b %= m as u64;
        while e > 0 {
            if e & 1 == 1 {
                r = r * b % m as u64;
            }
            b = b * b % m as u64;
            e >>= 1;
        }
        r
    };
    (2..).find(|&g| factors.iter().all(|&q| pow(g as u64, ((m - 1) / q) as u64) != 1)).unwrap()
}

/// In-place NTT; `a.len()` must be a power of two dividing `M - 1`.
pub fn ntt<const M: u32>(a: &mut [ModInt<M>], invert: bool) {
    let n = a.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            a.swap(i, j);
        }
    }
    let g = ModInt::<M>::from(primitive_root(M));
    let mut len = 2;
    while len <= n {
        let mut w = g.pow(((M - 1) as usize / len) as u64);
        if invert {
            w = w.inv();
        }
        for start in (0..n).step_by(len) {
            let mut wk = ModInt::raw(1);
            for k in 0..len / 2 {
                let u = a[start + k];
                let v = a[start + k + len / 2] * wk;
                a[start + k] = u + v;
                a[start + k + len / 2] = u - v;
                wk *= w;
            }
        }
        len <<= 1;
    }
    if invert {
        let inv_n = ModInt::<M>::from(n).inv();
        for x in a.iter_mut() {
            *x *= inv_n;
        }
    }
}

pub fn convolution<const M: u32>(a: &[ModInt<M>], b: &[ModInt<M>]) -> Vec<ModInt<M>> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let need = a.len() + b.len() - 1;
    if a.len().min(b.len()) <= 32 {
        let mut c = vec![ModInt::raw(0); need];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i + j] += x * y;
            }
        }
        return c;
    }
    let n = need.next_power_of_two();
    let mut fa = a.to_vec();
    fa.resize(n, ModInt::raw(0));
    let mut fb = b.to_vec();
    fb.resize(n, ModInt::raw(0));
    ntt(&mut fa, false);
    ntt(&mut fb, false);
    for (x, y) in fa.iter_mut().zip(&fb) {
        *x *= *y;
    }
    ntt(&mut fa, true);
    fa.truncate(need);
    fa
}

#[cfg(test)]
mod tests {
    use super::*;
    use modint::ModInt998244353 as Mint;

    #[test]
    fn matches_naive() {
        assert_eq!(primitive_root(998_244_353), 3);
        let a: Vec<Mint> = (0..50).map(|i| Mint::from(i * 7 + 1)).collect();
        let b: Vec<Mint> = (0..40).map(|i| Mint::from(i * i + 3)).collect();
        let mut naive = vec![Mint::from(0); 89];
        for i in 0..50 {
            for j in 0..40 {
                naive[i + j] += a[i] * b[j];
            }
        }
        assert_eq!(convolution(&a, &b), naive);
    }
}
