//! A fast non-cryptographic hasher (the multiply-rotate "Fx" scheme) and map/set aliases.

mod hash {
    use std::hash::{BuildHasherDefault, Hasher};

    const K: u64 = 0x517c_c1b7_2722_0a95;

    #[derive(Default, Clone, Copy)]
    pub struct FxHasher {
        hash: u64,
    }

    impl FxHasher {
        #[inline]
        fn mix(&mut self, word: u64) {
            self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(K);
        }
    }

    impl Hasher for FxHasher {
        fn write(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(8) {
                let mut w = [0u8; 8];
                w[..chunk.len()].copy_from_slice(chunk);
                self.mix(u64::from_le_bytes(w));
            }
        }
        fn write_u8(&mut self, i: u8) {
            self.mix(i as u64);
        }
        fn write_u32(&mut self, i: u32) {
            self.mix(i as u64);
        }
        fn write_u64(&mut self, i: u64) {
            self.mix(i);
        }
        fn write_usize(&mut self, i: usize) {
            self.mix(i as u64);
        }
        fn finish(&self) -> u64 {
            self.hash
        }
    }

    pub type FxBuildHasher = BuildHasherDefault<FxHasher>;
    pub type HashMap<K, V> = std::collections::HashMap<K, V, FxBuildHasher>;
    pub type HashSet<T> = std::collections::HashSet<T, FxBuildHasher>;
}

pub use hash::{FxBuildHasher, FxHasher, HashMap, HashSet};

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hasher};

    #[test]
    fn map_and_hasher() {
        let mut m: HashMap<u64, u64> = HashMap::default();
        *m.entry(3).or_default() += 2;
        assert_eq!(m[&3], 2);
        let mut s: HashSet<&str> = HashSet::default();
        assert!(s.insert("a"));
        let mut h = FxBuildHasher::default().build_hasher();
        h.write_u64(1);
        assert_ne!(h.finish(), 0);
    }
}
