//! Re-exports `inner` as a whole: users write `outer::inner::f()`.

pub use inner;

/// Greets every name with `inner::greeting`.
pub fn greet_all(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| inner::greeting(n)).collect()
}
