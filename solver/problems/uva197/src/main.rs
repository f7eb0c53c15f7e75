//! uva197: placeholder until the problem crate lands.

fn main() {}
