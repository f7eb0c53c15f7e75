//! Whitespace-separated stdin reading: `Scanner` and a proconio-like `input!`.

use std::cell::RefCell;
use std::io::{self, Read};
use std::str::FromStr;

pub struct Scanner {
    buf: Vec<u8>,
    pos: usize,
}

impl Scanner {
    pub fn new<R: Read>(mut r: R) -> Self {
        let mut buf = Vec::new();
        r.read_to_end(&mut buf).expect("read failed");
        Scanner { buf, pos: 0 }
    }

    pub fn stdin() -> Self {
        Self::new(io::stdin().lock())
    }

    pub fn token(&mut self) -> &[u8] {
        while self.pos < self.buf.len() && self.buf[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.buf.len() && !self.buf[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        &self.buf[start..self.pos]
    }

    pub fn read<T: FromStr>(&mut self) -> T {
        let t = self.token();
        match std::str::from_utf8(t).ok().and_then(|s| s.parse().ok()) {
            Some(v) => v,
            None => panic!("cannot parse {:?}", String::from_utf8_lossy(t)),
        }
    }

    pub fn vec<T: FromStr>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| self.read()).collect()
    }

    pub fn bytes(&mut self) -> Vec<u8> {
        self.token().to_vec()
    }
}

/// A type the `input!` macro can read.
pub trait Readable {
    type Output;
    fn read(sc: &mut Scanner) -> Self::Output;
}

macro_rules! readable_by_parse {
    ($($t:ty)*) => {$(
        impl Readable for $t {
            type Output = $t;
            fn read(sc: &mut Scanner) -> $t {
                sc.read()
            }
        }
    )*};
}
readable_by_parse!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f64 char String);

/// A 1-based index read as 0-based.
pub enum Usize1 {}
impl Readable for Usize1 {
    type Output = usize;
    fn read(sc: &mut Scanner) -> usize {
        sc.read::<usize>() - 1
    }
}

/// A word as bytes.
pub enum Bytes {}
impl Readable for Bytes {
    type Output = Vec<u8>;
    fn read(sc: &mut Scanner) -> Vec<u8> {
        sc.bytes()
    }
}

/// A word as chars.
pub enum Chars {}
impl Readable for Chars {
    type Output = Vec<char>;
    fn read(sc: &mut Scanner) -> Vec<char> {
        sc.read::<String>().chars().collect()
    }
}

thread_local! {
    static STDIN: RefCell<Option<Scanner>> = const { RefCell::new(None) };
}

#[doc(hidden)]
pub fn __read<T: Readable>() -> T::Output {
    STDIN.with(|cell| {
        let mut sc = cell.borrow_mut();
        T::read(sc.get_or_insert_with(Scanner::stdin))
    })
}

#[macro_export]
macro_rules! read_value {
    ([$t:tt; $n:expr]) => {
        (0..$n).map(|_| $crate::read_value!($t)).collect::<Vec<_>>()
    };
    (($($t:tt),* $(,)?)) => {
        ($($crate::read_value!($t)),*)
    };
    ($t:ty) => {
        $crate::__read::<$t>()
    };
}

/// `input! { n: usize, mut a: [i64; n], s: Bytes, e: [(Usize1, Usize1); n - 1] }`
#[macro_export]
macro_rules! input {
    ($(,)?) => {};
    (mut $name:ident : $t:tt $(, $($rest:tt)*)?) => {
        let mut $name = $crate::read_value!($t);
        $crate::input!($($($rest)*)?);
    };
    ($name:ident : $t:tt $(, $($rest:tt)*)?) => {
        let $name = $crate::read_value!($t);
        $crate::input!($($($rest)*)?);
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scanner_reads_tokens() {
        let mut sc = Scanner::new(&b"3\n1 -2 3\nabc"[..]);
        let n: usize = sc.read();
        assert_eq!(sc.vec::<i64>(n), vec![1, -2, 3]);
        assert_eq!(sc.bytes(), b"abc".to_vec());
        assert_eq!(sc.token(), b"");
    }

    #[test]
    fn readable_markers() {
        let mut sc = Scanner::new(&b"5 xy"[..]);
        assert_eq!(Usize1::read(&mut sc), 4);
        assert_eq!(Chars::read(&mut sc), vec!['x', 'y']);
    }
}
