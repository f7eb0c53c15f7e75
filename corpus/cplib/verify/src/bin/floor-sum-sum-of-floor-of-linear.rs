// https://judge.yosupo.jp/problem/sum_of_floor_of_linear
use fastio::input;
use floor_sum::floor_sum;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize }
    let mut out = BufWriter::new(std::io::stdout());
    for _ in 0..t {
        input! { n: u64, m: u64, a: u64, b: u64 }
        writeln!(out, "{}", floor_sum(n, m, a, b)).unwrap();
    }
}
