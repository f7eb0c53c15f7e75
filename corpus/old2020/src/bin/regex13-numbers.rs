use regex::Regex;
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let re = Regex::new(r"-?\d+").unwrap();
    let total: i64 = re.find_iter(&s).map(|m| m.as_str().parse::<i64>().unwrap()).sum();
    let words = Regex::new(r"[a-z]+").unwrap().find_iter(&s).count();
    println!("{} {}", total, words);
}
