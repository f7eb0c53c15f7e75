//! big_puzzle: placeholder until the problem crate lands.

fn main() {}
