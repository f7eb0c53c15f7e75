//! `ModInt<M>`: integers modulo a constant `M` (a prime below 2^31 for `inv`).

use algebra::{One, Zero};
use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ModInt<const M: u32> {
    val: u32,
}

pub type ModInt998244353 = ModInt<998_244_353>;
pub type ModInt1000000007 = ModInt<1_000_000_007>;

impl<const M: u32> ModInt<M> {
    pub const MOD: u32 = M;

    pub fn new<T: Into<i128>>(x: T) -> Self {
        let m = M as i128;
        Self { val: (x.into() % m + m) as u32 % M }
    }

    pub const fn raw(val: u32) -> Self {
        Self { val }
    }

    pub fn val(self) -> u32 {
        self.val
    }

    pub fn pow(self, mut e: u64) -> Self {
        let mut base = self;
        let mut r = Self::raw(1);
        while e > 0 {
            if e & 1 == 1 {
                r *= base;
            }
            base *= base;
            e >>= 1;
        }
        r
    }

    /// Inverse by Fermat's little theorem; `M` must be prime.
    pub fn inv(self) -> Self {
        assert!(self.val != 0, "inverse of zero");
        self.pow(M as u64 - 2)
    }
}

macro_rules! impl_from {
    ($($t:ty)*) => {$(
        impl<const M: u32> From<$t> for ModInt<M> {
            fn from(x: $t) -> Self {
                Self::new(x as i128)
            }
        }
    )*};
}
impl_from!(i8 i16 i32 i64 isize u8 u16 u32 u64 usize);

impl<const M: u32> Add for ModInt<M> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        let mut v = self.val + rhs.val;
        if v >= M {
            v -= M;
        }
        Self::raw(v)
    }
}

impl<const M: u32> Sub for ModInt<M> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        if self.val >= rhs.val {
            Self::raw(self.val - rhs.val)
        } else {
            Self::raw(self.val + M - rhs.val)
        }
    }
}

impl<const M: u32> Mul for ModInt<M> {
    type Output = Self;
    fn mul(self, rhs: Self) -> Self {
        Self::raw((self.val as u64 * rhs.val as u64 % M as u64) as u32)
    }
}

impl<const M: u32> Div for ModInt<M> {
    type Output = Self;
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn div(self, rhs: Self) -> Self {
        self * rhs.inv()
    }
}

impl<const M: u32> Neg for ModInt<M> {
    type Output = Self;
    fn neg(self) -> Self {
        Self::raw(0) - self
    }
}

macro_rules! impl_assign {
    ($($tr:ident $f:ident $op:tt),*) => {$(
        impl<const M: u32> $tr for ModInt<M> {
            fn $f(&mut self, rhs: Self) {
                *self = *self $op rhs;
            }
        }
    )*};
}
impl_assign!(AddAssign add_assign +, SubAssign sub_assign -, MulAssign mul_assign *, DivAssign div_assign /);

impl<const M: u32> Sum for ModInt<M> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::raw(0), |a, b| a + b)
    }
}

impl<const M: u32> Product for ModInt<M> {
    fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::raw(1), |a, b| a * b)
    }
}

impl<const M: u32> fmt::Display for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.val)
    }
}

impl<const M: u32> fmt::Debug for ModInt<M> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} (mod {})", self.val, M)
    }
}

impl<const M: u32> FromStr for ModInt<M> {
    type Err = std::num::ParseIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<i128>().map(Self::new)
    }
}

impl<const M: u32> Zero for ModInt<M> {
    fn zero() -> Self {
        Self::raw(0)
    }
    fn is_zero(&self) -> bool {
        self.val == 0
    }
}

impl<const M: u32> One for ModInt<M> {
    fn one() -> Self {
        Self::raw(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    type Mint = ModInt998244353;

    #[test]
    fn arithmetic() {
        let a = Mint::new(-1);
        assert_eq!(a.val(), 998_244_352);
        assert_eq!((a + Mint::from(2u32)).val(), 1);
        assert_eq!((Mint::from(3) * Mint::from(3).inv()).val(), 1);
        assert_eq!(Mint::from(2).pow(10).val(), 1024);
        assert_eq!("10".parse::<Mint>().unwrap() / Mint::from(5), Mint::from(2));
        let s: Mint = (1..=4).map(Mint::from).sum();
        assert_eq!(s.to_string(), "10");
    }
}
