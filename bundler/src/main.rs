//! judgepack (placeholder).

fn main() {}
