//! topcoder_soma: placeholder until the problem crate lands.

fn main() {}
