//! A crate whose module and main function are both called `lib_a`.

pub mod lib_a {
    pub fn double(x: i64) -> i64 {
        2 * x
    }

    pub fn halve(x: i64) -> i64 {
        x.div_euclid(2)
    }
}

/// Sum of the doubled values.
pub fn lib_a(xs: &[i64]) -> i64 {
    xs.iter().map(|&x| lib_a::double(x)).sum()
}
