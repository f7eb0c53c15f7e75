//! One import for a contest: `use kit::*;` (or `kit::chmin!`, `kit::input!`).

pub use fastio::*;
pub use prelude::*;

/// Prints a slice separated by spaces.
pub fn print_vec<T: std::fmt::Display>(out: &mut impl std::io::Write, xs: &[T]) {
    let line: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}

#[cfg(test)]
mod tests {
    #[test]
    fn reexported_macros() {
        let mut best = 10;
        crate::chmin!(best, 4);
        crate::chmax!(best, 6);
        assert_eq!(best, 6);
        let mut out = Vec::new();
        super::print_vec(&mut out, &[1, 2]);
        assert_eq!(out, b"1 2\n");
    }
}
