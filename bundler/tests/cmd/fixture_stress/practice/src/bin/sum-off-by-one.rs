//! The sum of the values but the last: an off-by-one any size-1 input shows.
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
    let mut sum = 0;
    for i in 0..values.len() - 1 {
        sum += values[i];
    }
    println!("{sum}");
}
