// Counts votes in first-appearance order with IndexMap, then ranks them stably.
use indexmap::IndexMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut votes: IndexMap<&str, u32> = IndexMap::new();
    for name in input.split_whitespace() {
        if let Some(rest) = name.strip_prefix('-') {
            // retraction: remove the candidate but keep the order of the others
            if votes.shift_remove(rest).is_some() {
                println!("removed {}", rest);
            }
            continue;
        }
        *votes.entry(name).or_insert(0) += 1;
    }
    println!("in order of first vote:");
    for (i, (name, n)) in votes.iter().enumerate() {
        println!("  {} {} {}", i, name, n);
    }
    if let Some((idx, name, n)) = votes.get_full("bob") {
        println!("bob is #{} with {} ({})", idx, n, name);
    }
    votes.sort_by(|_, a, _, b| b.cmp(a));
    println!("ranking:");
    for (name, n) in &votes {
        println!("  {} {}", name, n);
    }
    let first = votes.first().map(|(k, v)| format!("{}={}", k, v));
    let last = votes.last().map(|(k, v)| format!("{}={}", k, v));
    println!("first {:?} last {:?}", first, last);
    println!("index 1: {:?}", votes.get_index(1));
}
