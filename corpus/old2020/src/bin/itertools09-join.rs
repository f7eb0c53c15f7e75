use itertools::Itertools;
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let sorted = v.iter().sorted().dedup().join(" ");
    let pairs = v.iter().tuple_windows().map(|(a, b)| b - a).join(",");
    println!("{}\n{}", sorted, pairs);
}
