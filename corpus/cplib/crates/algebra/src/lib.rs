//! Algebraic traits shared by the data-structure crates (segment trees, sparse table, matrix).

use std::ops::{Add, BitXor, Mul};

/// A monoid: an associative operation with an identity element.
pub trait Monoid {
    type S: Clone;
    fn identity() -> Self::S;
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S;
}

/// A monoid of maps acting on another monoid (for lazy segment trees).
pub trait MapMonoid {
    type M: Monoid;
    type F: Clone;
    fn identity_map() -> Self::F;
    fn mapping(f: &Self::F, x: &<Self::M as Monoid>::S) -> <Self::M as Monoid>::S;
    /// `f` after `g`.
    fn composition(f: &Self::F, g: &Self::F) -> Self::F;
}

pub trait Zero: Sized {
    fn zero() -> Self;
    fn is_zero(&self) -> bool;
}

pub trait One: Sized {
    fn one() -> Self;
}

pub trait Bounded: Sized {
    fn min_value() -> Self;
    fn max_value() -> Self;
}

macro_rules! impl_integer {
    ($($t:ty)*) => {$(
        impl Zero for $t {
            fn zero() -> Self { 0 }
            fn is_zero(&self) -> bool { *self == 0 }
        }
        impl One for $t {
            fn one() -> Self { 1 }
        }
        impl Bounded for $t {
            fn min_value() -> Self { <$t>::MIN }
            fn max_value() -> Self { <$t>::MAX }
        }
    )*};
}
impl_integer!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

/// Writes a macro `$name!` that declares monoids over a type parameter `T`.
macro_rules! monoid_maker {
    ($d:tt $name:ident) => {
        macro_rules! $name {
            ($d($d(#[$d m:meta])* $d mon:ident [$d($d bd:tt)*] = $d e:expr, |$d a:ident, $d b:ident| $d body:expr;)*) => {$d(
                $d(#[$d m])*
                pub struct $d mon<T>(std::marker::PhantomData<T>);
                impl<T: $d($d bd)*> Monoid for $d mon<T> {
                    type S = T;
                    fn identity() -> T {
                        $d e
                    }
                    fn binary_operation(x: &T, y: &T) -> T {
                        let ($d a, $d b) = (*x, *y);
                        $d body
                    }
                }
            )*};
        }
        pub(crate) use $name;
    };
}

monoid_maker!($ define_monoid);

crate::define_monoid! {
    /// Minimum, identity `T::max_value()`.
    Min [Copy + Ord + Bounded] = T::max_value(), |a, b| if a <= b { a } else { b };
    /// Maximum, identity `T::min_value()`.
    Max [Copy + Ord + Bounded] = T::min_value(), |a, b| if a >= b { a } else { b };
    /// Sum.
    Additive [Copy + Zero + Add<Output = T>] = T::zero(), |a, b| a + b;
    /// Product.
    Multiplicative [Copy + One + Mul<Output = T>] = T::one(), |a, b| a * b;
    /// Bitwise xor.
    BitwiseXor [Copy + Zero + BitXor<Output = T>] = T::zero(), |a, b| a ^ b;
}

/// Folds a slice with a monoid.
pub fn fold<M: Monoid>(xs: &[M::S]) -> M::S {
    xs.iter().fold(M::identity(), |acc, x| M::binary_operation(&acc, x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn monoids() {
        assert_eq!(fold::<Min<i32>>(&[3, 1, 2]), 1);
        assert_eq!(fold::<Max<u64>>(&[]), 0);
        assert_eq!(fold::<Additive<i64>>(&[1, 2, 3]), 6);
        assert_eq!(fold::<Multiplicative<u32>>(&[2, 3, 4]), 24);
        assert_eq!(fold::<BitwiseXor<u8>>(&[5, 3]), 6);
    }
}
