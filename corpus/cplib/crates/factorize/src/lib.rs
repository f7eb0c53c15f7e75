//! Integer factorization by Pollard's rho (Brent), with Miller-Rabin for primes.

use math::gcd;
use miller_rabin::{is_prime, mul_mod};

fn find_factor(n: u64) -> u64 {
    if n % 2 == 0 {
        return 2;
    }
    let mut c = 1u64;
    loop {
        let f = |x: u64| (mul_mod(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
        c += 1;
    }
}

/// Prime factors of `n` in ascending order, with multiplicity.
pub fn factorize(n: u64) -> Vec<u64> {
    let mut res = Vec::new();
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m <= 1 {
            continue;
        }
        if is_prime(m) {
            res.push(m);
            continue;
        }
        let d = find_factor(m);
        stack.push(d);
        stack.push(m / d);
    }
    res.sort_unstable();
    res
}

/// `(prime, exponent)` pairs.
pub fn factorize_grouped(n: u64) -> Vec<(u64, u32)> {
    let mut res: Vec<(u64, u32)> = Vec::new();
    for p in factorize(n) {
        match res.last_mut() {
            Some((q, e)) if *q == p => *e += 1,
            _ => res.push((p, 1)),
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors() {
        assert_eq!(factorize(1), Vec::<u64>::new());
        assert_eq!(factorize(360), vec![2, 2, 2, 3, 3, 5]);
        assert_eq!(factorize(998_244_353 * 1_000_000_007), vec![998_244_353, 1_000_000_007]);
        assert_eq!(factorize_grouped(72), vec![(2, 3), (3, 2)]);
    }
}
