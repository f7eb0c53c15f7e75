//! Elementary number theory: gcd, extended gcd, modular inverse, CRT.

pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

pub fn lcm(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        0
    } else {
        a / gcd(a, b) * b
    }
}

/// Returns `(g, x, y)` with `a x + b y = g = gcd(a, b)`.
pub fn extgcd(a: i64, b: i64) -> (i64, i64, i64) {
    if b == 0 {
        if a < 0 {
            (-a, -1, 0)
        } else {
            (a, 1, 0)
        }
    } else {
        let (g, x, y) = extgcd(b, a % b);
        (g, y, x - (a / b) * y)
    }
}

/// Inverse of `a` modulo `m`, if `gcd(a, m) == 1`.
pub fn inv_mod(a: i64, m: i64) -> Option<i64> {
    let (g, x, _) = extgcd(a.rem_euclid(m), m);
    if g == 1 {
        Some(x.rem_euclid(m))
    } else {
        None
    }
}

pub fn pow_mod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    b %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = (r as u128 * b as u128 % m as u128) as u64;
        }
        b = (b as u128 * b as u128 % m as u128) as u64;
        e >>= 1;
    }
    r
}

/// Solves `x = r[i] (mod m[i])` for all `i`: `Some((x, lcm))` with `0 <= x < lcm`.
pub fn crt(r: &[i64], m: &[i64]) -> Option<(i64, i64)> {
    assert_eq!(r.len(), m.len());
    let (mut r0, mut m0): (i128, i128) = (0, 1);
    for (&ri, &mi) in r.iter().zip(m) {
        let (ri, mi) = ((ri as i128).rem_euclid(mi as i128), mi as i128);
        let (g, p, _) = extgcd(m0 as i64, mi as i64);
        let g = g as i128;
        if (ri - r0) % g != 0 {
            return None;
        }
        let step = mi / g;
        let t = ((ri - r0) / g % step * p as i128).rem_euclid(step);
        r0 += m0 * t;
        m0 *= step;
        r0 = r0.rem_euclid(m0);
    }
    Some((r0 as i64, m0 as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basics() {
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(lcm(4, 6), 12);
        let (g, x, y) = extgcd(4, 12);
        assert_eq!((g, 4 * x + 12 * y), (4, 4));
        assert_eq!(inv_mod(3, 7), Some(5));
        assert_eq!(inv_mod(2, 4), None);
        assert_eq!(pow_mod(2, 10, 1000), 24);
        assert_eq!(crt(&[2, 3, 2], &[3, 5, 7]), Some((23, 105)));
        assert_eq!(crt(&[1, 2], &[4, 6]), None);
    }
}
