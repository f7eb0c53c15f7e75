//! Macros reached through `use`: `mreexp::alias!` and `mreexp::util::max_of!`.

/// Sum of the arguments.
#[macro_export]
macro_rules! mymacro {
    ($($x:expr),* $(,)?) => {
        0 $(+ $x)*
    };
}

pub use mymacro as alias;

#[doc(hidden)]
#[macro_export]
macro_rules! __max_of {
    ($x:expr $(,)?) => {
        $x
    };
    ($x:expr, $($rest:expr),+ $(,)?) => {{
        let a = $x;
        let b = $crate::__max_of!($($rest),+);
        if a > b {
            a
        } else {
            b
        }
    }};
}

pub mod util {
    pub use crate::__max_of as max_of;

    /// Uses the macro by its re-exported path inside the crate too.
    pub fn max3(a: i64, b: i64, c: i64) -> i64 {
        max_of!(a, b, c)
    }
}
