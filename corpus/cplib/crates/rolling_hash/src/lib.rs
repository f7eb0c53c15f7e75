//! Rolling hash modulo the Mersenne prime 2^61 - 1.

const MOD: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    let t = a as u128 * b as u128;
    let v = (t >> 61) as u64 + (t as u64 & MOD);
    if v >= MOD {
        v - MOD
    } else {
        v
    }
}

pub struct RollingHash {
    hash: Vec<u64>,
    power: Vec<u64>,
}

impl RollingHash {
    /// A fixed base keeps runs reproducible.
    pub const DEFAULT_BASE: u64 = 1_000_000_000_000_000_003 % MOD;

    pub fn new(s: &[u8]) -> Self {
        Self::with_base(s, Self::DEFAULT_BASE)
    }

    pub fn with_base(s: &[u8], base: u64) -> Self {
        let mut hash = vec![0; s.len() + 1];
        let mut power = vec![1; s.len() + 1];
        for (i, &c) in s.iter().enumerate() {
            hash[i + 1] = (mul(hash[i], base) + c as u64 + 1) % MOD;
            power[i + 1] = mul(power[i], base);
        }
        RollingHash { hash, power }
    }

    /// Hash of `s[l..r]`.
    pub fn get(&self, l: usize, r: usize) -> u64 {
        (self.hash[r] + MOD - mul(self.hash[l], self.power[r - l])) % MOD
    }

    pub fn len(&self) -> usize {
        self.hash.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_substrings() {
        let rh = RollingHash::new(b"abcabcx");
        assert_eq!(rh.get(0, 3), rh.get(3, 6));
        assert_ne!(rh.get(0, 3), rh.get(1, 4));
        assert_eq!(rh.len(), 7);
    }
}
