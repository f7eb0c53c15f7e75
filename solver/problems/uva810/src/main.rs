//! uva810: placeholder until the problem crate lands.

fn main() {}
