// https://judge.yosupo.jp/problem/zalgorithm
use fastio::{input, Bytes};
use prelude::*;
use z_algorithm::z_algorithm;

fn main() {
    input! { s: Bytes }
    let z = z_algorithm(&s);
    println!("{}", z.iter().join(" "));
}
