//! A + B, the simplest way: the reference of abc400-a for `judgepack stress`.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let mut sum: i128 = 0;
    for token in input.split_whitespace() {
        sum += token.parse::<i128>().expect("a number");
    }
    println!("{sum}");
}
