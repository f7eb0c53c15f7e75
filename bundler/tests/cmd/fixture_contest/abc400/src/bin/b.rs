//! A / B, printed with 10 decimals.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let numbers: Vec<f64> = input.split_whitespace().filter_map(|t| t.parse().ok()).collect();
    if let [a, b] = numbers[..] {
        println!("{:.10}", a / b);
    }
}
