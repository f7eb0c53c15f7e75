//! `ModInt`: arithmetic modulo a number chosen at run time, kept in a `static mut` that is
//! only ever read by value, set once by [`set_modulus`] before any value exists.

use std::convert::TryFrom;
use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

static mut MODULUS: u32 = 998_244_353;

/// Sets the modulus of every [`ModInt`] (at least 1).
///
/// # Safety
///
/// Call it before any `ModInt` is made and while no other thread uses one: values made under
/// another modulus would be meaningless.
pub unsafe fn set_modulus(m: u32) {
    assert!(m >= 1, "the modulus must be at least 1");
    MODULUS = m;
}

/// The current modulus.
pub fn modulus() -> u32 {
    unsafe { MODULUS }
}

/// A residue modulo [`modulus`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ModInt(u32);

impl ModInt {
    /// `x` reduced modulo the modulus (negative values too).
    pub fn new(x: i64) -> ModInt {
        let m = i64::from(modulus());
        ModInt(u32::try_from(x.rem_euclid(m)).expect("a residue fits in u32"))
    }

    /// The residue itself, in `0..modulus()`.
    pub fn val(self) -> u32 {
        self.0
    }

    /// `self` to the power `e`.
    pub fn pow(self, mut e: u64) -> ModInt {
        let mut base = self;
        let mut acc = ModInt::new(1);
        while e > 0 {
            if e & 1 == 1 {
                acc *= base;
            }
            base *= base;
            e >>= 1;
        }
        acc
    }

    /// The inverse, by the extended Euclidean algorithm (the modulus need not be prime);
    /// `None` when `self` shares a factor with the modulus.
    pub fn checked_inv(self) -> Option<ModInt> {
        let (mut a, mut b) = (i64::from(self.0), i64::from(modulus()));
        let (mut x, mut y) = (1i64, 0i64);
        while b != 0 {
            let q = a / b;
            a -= q * b;
            std::mem::swap(&mut a, &mut b);
            x -= q * y;
            std::mem::swap(&mut x, &mut y);
        }
        if a == 1 {
            Some(ModInt::new(x))
        } else {
            None
        }
    }

    /// The inverse; panics when there is none.
    pub fn inv(self) -> ModInt {
        match self.checked_inv() {
            Some(inv) => inv,
            None => panic!("{} has no inverse modulo {}", self.0, modulus()),
        }
    }
}

impl From<u32> for ModInt {
    fn from(x: u32) -> ModInt {
        ModInt(x % modulus())
    }
}

impl From<usize> for ModInt {
    fn from(x: usize) -> ModInt {
        let m = u64::from(modulus());
        ModInt(u32::try_from(u64::try_from(x).expect("usize fits in u64") % m).unwrap())
    }
}

impl FromStr for ModInt {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<ModInt, Self::Err> {
        s.parse::<i64>().map(ModInt::new)
    }
}

impl fmt::Display for ModInt {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for ModInt {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} (mod {})", self.0, modulus())
    }
}

impl Add for ModInt {
    type Output = ModInt;
    fn add(self, rhs: ModInt) -> ModInt {
        let s = u64::from(self.0) + u64::from(rhs.0);
        ModInt((s % u64::from(modulus())) as u32)
    }
}

impl Sub for ModInt {
    type Output = ModInt;
    fn sub(self, rhs: ModInt) -> ModInt {
        let m = u64::from(modulus());
        ModInt(((u64::from(self.0) + m - u64::from(rhs.0)) % m) as u32)
    }
}

impl Mul for ModInt {
    type Output = ModInt;
    fn mul(self, rhs: ModInt) -> ModInt {
        let p = u64::from(self.0) * u64::from(rhs.0);
        ModInt((p % u64::from(modulus())) as u32)
    }
}

impl Div for ModInt {
    type Output = ModInt;
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn div(self, rhs: ModInt) -> ModInt {
        self * rhs.inv()
    }
}

impl Neg for ModInt {
    type Output = ModInt;
    fn neg(self) -> ModInt {
        ModInt::new(0) - self
    }
}

impl AddAssign for ModInt {
    fn add_assign(&mut self, rhs: ModInt) {
        *self = *self + rhs;
    }
}

impl SubAssign for ModInt {
    fn sub_assign(&mut self, rhs: ModInt) {
        *self = *self - rhs;
    }
}

impl MulAssign for ModInt {
    fn mul_assign(&mut self, rhs: ModInt) {
        *self = *self * rhs;
    }
}

impl Sum for ModInt {
    fn sum<I: Iterator<Item = ModInt>>(iter: I) -> ModInt {
        iter.fold(ModInt::new(0), Add::add)
    }
}

impl<'a> Product<&'a ModInt> for ModInt {
    fn product<I: Iterator<Item = &'a ModInt>>(iter: I) -> ModInt {
        iter.fold(ModInt::new(1), |acc, &x| acc * x)
    }
}

/// Factorials and their inverses up to `n`, for binomials modulo a prime greater than `n`.
pub struct Factorials {
    fact: Vec<ModInt>,
    inv_fact: Vec<ModInt>,
}

impl Factorials {
    /// The tables for `0..=n`.
    pub fn new(n: usize) -> Factorials {
        let mut fact = vec![ModInt::new(1); n + 1];
        for i in 1..=n {
            fact[i] = fact[i - 1] * ModInt::from(i);
        }
        let mut inv_fact = vec![ModInt::new(1); n + 1];
        inv_fact[n] = fact[n].inv();
        for i in (1..=n).rev() {
            inv_fact[i - 1] = inv_fact[i] * ModInt::from(i);
        }
        Factorials { fact, inv_fact }
    }

    /// `n!`.
    pub fn fact(&self, n: usize) -> ModInt {
        self.fact[n]
    }

    /// `n choose k` (zero when `k > n`).
    pub fn binom(&self, n: usize, k: usize) -> ModInt {
        if k > n {
            return ModInt::new(0);
        }
        self.fact[n] * self.inv_fact[k] * self.inv_fact[n - k]
    }
}
