//! The divisors of N, one per line, largest first (the judge accepts any order).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let n: u64 = input.trim().parse().unwrap_or(0);
    for d in (1..=n).rev().filter(|d| n % d == 0) {
        println!("{d}");
    }
}
