//! A reference that fails from two values on.
use std::io::Read;

fn read() -> Vec<i64> {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let tokens: Vec<i64> = input
        .split_whitespace()
        .map(|token| token.parse().expect("every token is an integer"))
        .collect();
    let n = usize::try_from(tokens[0]).expect("n is not negative");
    assert!(tokens.len() > n, "fewer than n values");
    tokens[1..=n].to_vec()
}

fn main() {
    let values = read();
    assert!(values.len() < 2, "sum-naive-broken: only one value is supported");
    println!("{}", values[0]);
}
