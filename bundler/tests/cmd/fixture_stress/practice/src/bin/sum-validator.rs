//! Exits 0 when stdin is a `sum` input: `n` (1 to 100) on the first line, then exactly `n`
//! values from 0 to 10^12 on the second.
use std::io::Read;

fn valid(input: &str) -> bool {
    let lines: Vec<&str> = input.lines().collect();
    let [first, second] = lines.as_slice() else {
        return false;
    };
    let Ok(n) = first.trim().parse::<usize>() else {
        return false;
    };
    let values: Vec<&str> = second.split_whitespace().collect();
    (1..=100).contains(&n)
        && values.len() == n
        && values
            .iter()
            .all(|v| v.parse::<u64>().is_ok_and(|v| v <= 1_000_000_000_000))
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    std::process::exit(if valid(&input) { 0 } else { 1 });
}
