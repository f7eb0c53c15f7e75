//! Everything a contest program usually imports, plus `chmin!` / `chmax!`.

pub use std::cmp::{max, min, Ordering, Reverse};
pub use std::collections::{BTreeMap, BTreeSet, BinaryHeap, HashMap, HashSet, VecDeque};
pub use std::io::{self, BufRead, BufWriter, Read, Write};
pub use std::mem::swap;

pub const INF: i64 = 1 << 60;

/// `chmin!(a, b)`: `a = min(a, b)`, returns whether `a` changed.
#[macro_export]
macro_rules! chmin {
    ($a:expr, $b:expr $(,)?) => {{
        let b = $b;
        if b < $a {
            $a = b;
            true
        } else {
            false
        }
    }};
}

/// `chmax!(a, b)`: `a = max(a, b)`, returns whether `a` changed.
#[macro_export]
macro_rules! chmax {
    ($a:expr, $b:expr $(,)?) => {{
        let b = $b;
        if b > $a {
            $a = b;
            true
        } else {
            false
        }
    }};
}

/// `xs.iter().join(" ")`.
pub trait JoinExt: Iterator {
    fn join(self, sep: &str) -> String;
}

impl<I> JoinExt for I
where
    I: Iterator,
    I::Item: std::fmt::Display,
{
    fn join(self, sep: &str) -> String {
        let mut s = String::new();
        for (i, x) in self.enumerate() {
            if i > 0 {
                s.push_str(sep);
            }
            s.push_str(&x.to_string());
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn macros_and_join() {
        let mut a = 5;
        assert!(chmin!(a, 3));
        assert!(!chmin!(a, 4));
        assert!(chmax!(a, 7));
        assert_eq!(a, 7);
        assert_eq!([1, 2, 3].iter().join(" "), "1 2 3");
    }
}
