//! A 2015 library with a type error.

pub fn double(x: u32) -> u32 {
    x * "2"
}
