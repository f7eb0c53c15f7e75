//! The sum, after looking at the first two values for nothing: RE when n is 1.
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
    let larger = values[0].max(values[1]);
    assert!(larger >= 0);
    println!("{}", values.iter().sum::<i64>());
}
