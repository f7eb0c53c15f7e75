// Character classes from the 2015 crate's `...` range patterns.
use std::collections::BTreeMap;
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for c in s.chars().filter(|c| !c.is_whitespace()) {
        *counts.entry(legacy::char_class(c)).or_default() += 1;
    }
    for (class, n) in &counts {
        println!("{} {}", class, n);
    }
    let area: f64 = s
        .lines()
        .filter_map(|l| legacy::parse_shape(l).ok())
        .map(|shape| shape.area())
        .sum();
    println!("area {:.2}", area);
}
