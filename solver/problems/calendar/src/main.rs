//! calendar: placeholder until the problem crate lands.

fn main() {}
