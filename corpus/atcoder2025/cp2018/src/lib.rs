//! A small contest library as people wrote them in 2019-2020, edition 2018: a modint whose
//! modulus is set at run time ([`modint`]), a segment tree over any monoid ([`segtree`]), and
//! the `chmin!` / `chmax!` / `mint!` macros every template had.
//!
//! What edition 2024 reads differently here: `set_modulus` is an `unsafe fn` whose body writes
//! a `static mut` without an `unsafe` block (`unsafe_op_in_unsafe_fn`), the macros take
//! `$x:expr` fragments (`expr` also matches `const { .. }` and `_` in 2024), and
//! `SegTree::indices` returns an `impl Iterator` that does not borrow the tree (2024 would
//! capture `&self`, and `for i in seg.indices() { seg.set(i, ..) }` would stop compiling).

/// `chmin!(a, b, ..)`: `a` becomes the smallest of them; whether it changed.
#[macro_export]
macro_rules! chmin {
    ($a:expr, $($b:expr),+ $(,)?) => {{
        let mut changed = false;
        $(
            let b = $b;
            if b < $a {
                $a = b;
                changed = true;
            }
        )+
        changed
    }};
}

/// `chmax!(a, b, ..)`: `a` becomes the largest of them; whether it changed.
#[macro_export]
macro_rules! chmax {
    ($a:expr, $($b:expr),+ $(,)?) => {{
        let mut changed = false;
        $(
            let b = $b;
            if b > $a {
                $a = b;
                changed = true;
            }
        )+
        changed
    }};
}

/// `mint!(x)`: `x` as a [`modint::ModInt`].
#[macro_export]
macro_rules! mint {
    ($x:expr) => {
        $crate::modint::ModInt::new($x)
    };
}

pub mod modint;
pub mod segtree;
