//! A + B.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let sum: i64 = input.split_whitespace().filter_map(|t| t.parse::<i64>().ok()).sum();
    println!("{sum}");
}
