//! A personal contest library meant for `use mylib::*;`.

pub mod math {
    pub const MOD: u64 = 998_244_353;

    pub fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    pub fn lcm(a: u64, b: u64) -> u64 {
        a / gcd(a, b) * b
    }

    pub fn modpow(mut b: u64, mut e: u64, m: u64) -> u64 {
        let mut r = 1 % m;
        b %= m;
        while e > 0 {
            if e & 1 == 1 {
                r = r * b % m;
            }
            b = b * b % m;
            e >>= 1;
        }
        r
    }

    pub fn is_prime(n: u64) -> bool {
        n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
    }
}

pub mod io {
    use std::io::Read;
    use std::str::{FromStr, SplitWhitespace};

    pub struct Scanner {
        tokens: SplitWhitespace<'static>,
    }

    impl Scanner {
        pub fn new() -> Self {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s).unwrap();
            Scanner { tokens: Box::leak(s.into_boxed_str()).split_whitespace() }
        }

        pub fn next<T: FromStr>(&mut self) -> T {
            self.tokens.next().expect("eof").parse().ok().expect("parse")
        }

        pub fn next_vec<T: FromStr>(&mut self, n: usize) -> Vec<T> {
            (0..n).map(|_| self.next()).collect()
        }
    }

    impl Default for Scanner {
        fn default() -> Self {
            Self::new()
        }
    }
}

pub mod ds {
    pub struct UnionFind {
        p: Vec<usize>,
    }

    impl UnionFind {
        pub fn new(n: usize) -> Self {
            UnionFind { p: (0..n).collect() }
        }

        pub fn find(&mut self, x: usize) -> usize {
            if self.p[x] != x {
                let r = self.find(self.p[x]);
                self.p[x] = r;
            }
            self.p[x]
        }

        pub fn union(&mut self, a: usize, b: usize) -> bool {
            let (a, b) = (self.find(a), self.find(b));
            self.p[a] = b;
            a != b
        }
    }
}

pub use ds::*;
pub use io::Scanner;
pub use math::*;
