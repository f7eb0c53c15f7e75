//! Edition 2018: `dyn`, `crate::` paths, raw identifiers for the new keywords.

use std::collections::BTreeMap;
use std::convert::TryFrom;
use std::fmt;

pub mod parse {
    /// `try` became a keyword in 2018, so the function needs a raw identifier.
    pub fn r#try(s: &str) -> Option<i64> {
        s.trim().parse().ok()
    }

    pub fn r#async(words: &[&str]) -> Vec<i64> {
        words.iter().filter_map(|w| r#try(w)).collect()
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Celsius(pub i64);

impl TryFrom<i64> for Celsius {
    type Error = String;
    fn try_from(v: i64) -> Result<Self, Self::Error> {
        if v < -273 {
            Err(format!("{} is below absolute zero", v))
        } else {
            Ok(Celsius(v))
        }
    }
}

impl fmt::Display for Celsius {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}C", self.0)
    }
}

pub trait Visitor {
    fn visit(&mut self, x: i64);
    fn result(&self) -> String;
}

pub fn walk(xs: &[i64], v: &mut dyn Visitor) -> String {
    for &x in xs {
        v.visit(x);
    }
    v.result()
}

pub fn word_counts(words: impl IntoIterator<Item = String>) -> Vec<(String, usize)> {
    let mut m = BTreeMap::new();
    for w in words {
        *m.entry(w).or_insert(0) += 1;
    }
    m.into_iter().collect()
}

pub fn mul(a: i64, b: i64) -> i64 {
    crate::checked::mul(a, b).unwrap_or(i64::max_value())
}

mod checked {
    pub(crate) fn mul(a: i64, b: i64) -> Option<i64> {
        a.checked_mul(b)
    }
}

#[macro_export]
macro_rules! square {
    ($x:expr) => {
        $crate::mul($x, $x)
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_and_tryfrom() {
        assert_eq!(parse::r#try(" 12 "), Some(12));
        assert_eq!(parse::r#async(&["1", "x", "3"]), vec![1, 3]);
        assert!(Celsius::try_from(-300).is_err());
        assert_eq!(square!(4), 16);
    }
}
