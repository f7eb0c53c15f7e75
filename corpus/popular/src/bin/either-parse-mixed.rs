// Splits mixed tokens into numbers and words with Either, using its combinators.
use either::{Either, Left, Right};
use std::io::Read;

fn classify(tok: &str) -> Either<i64, String> {
    match tok.parse::<i64>() {
        Ok(n) => Left(n),
        Err(_) => Right(tok.to_lowercase()),
    }
}

fn evens_or_chars(e: &Either<i64, String>) -> Either<std::ops::Range<i64>, std::str::Chars<'_>> {
    e.as_ref().map_either(|n| 0..(*n).clamp(0, 5), |s| s.chars())
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let items: Vec<Either<i64, String>> = input.split_whitespace().map(classify).collect();
    let nums: Vec<i64> = items.iter().filter_map(|e| e.clone().left()).collect();
    let words: Vec<String> = items.iter().filter_map(|e| e.clone().right()).collect();
    println!("numbers {:?}", nums);
    println!("words {:?}", words);
    let lens: Vec<usize> = items.iter().map(|e| e.as_ref().either(|n| n.to_string().len(), |s| s.len())).collect();
    println!("display lengths {:?}", lens);
    let flipped: Vec<String> = items
        .iter()
        .map(|e| match e.clone().flip() {
            Left(s) => format!("w:{}", s),
            Right(n) => format!("n:{}", n),
        })
        .collect();
    println!("{}", flipped.join(" "));
    // Either<A, B> is itself an iterator when both sides are
    for e in items.iter().take(4) {
        let parts: Vec<String> = evens_or_chars(e).map_either(|r| r.map(|x| x.to_string()), |c| c.map(String::from)).into_iter().collect();
        println!("expand {:?}", parts);
    }
    let total: i64 = items.iter().filter_map(|e| e.as_ref().left().copied()).sum();
    let longest = items.iter().filter_map(|e| e.as_ref().right()).max_by_key(|s| s.len());
    println!("sum {} longest {:?}", total, longest);
}
