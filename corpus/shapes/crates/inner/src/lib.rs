//! A small utility crate that `outer` re-exports whole.

pub fn f() -> &'static str {
    "inner::f"
}

pub fn greeting(name: &str) -> String {
    format!("hello, {}", name)
}

pub mod deep {
    /// Number of times `n` can be halved before reaching 0.
    pub fn depth(mut n: u64) -> u32 {
        let mut d = 0;
        while n > 0 {
            n /= 2;
            d += 1;
        }
        d
    }
}

#[derive(Debug, Default)]
pub struct Counter {
    count: usize,
}

impl Counter {
    pub fn tick(&mut self) -> usize {
        self.count += 1;
        self.count
    }
}
