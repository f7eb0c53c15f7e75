// Set algebra on two integer lists using hashbrown::HashSet.
use hashbrown::HashSet;
use std::io::Read;

fn sorted(set: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut v: Vec<i64> = set.collect();
    v.sort();
    v
}

fn show(name: &str, v: &[i64]) {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    println!("{} ({}): {}", name, v.len(), s.join(" "));
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: HashSet<i64> = (&mut it).take(n).collect();
    let m = it.next().unwrap() as usize;
    let b: HashSet<i64> = (&mut it).take(m).collect();
    show("union", &sorted(a.union(&b).copied()));
    show("intersection", &sorted(a.intersection(&b).copied()));
    show("a-b", &sorted(a.difference(&b).copied()));
    show("sym", &sorted(a.symmetric_difference(&b).copied()));
    println!("a subset of b: {}", a.is_subset(&b));
    println!("disjoint: {}", a.is_disjoint(&b));
    // pairs summing to target using a set lookup
    let target = it.next().unwrap_or(0);
    let mut pairs: Vec<(i64, i64)> = a
        .iter()
        .filter(|&&x| b.contains(&(target - x)))
        .map(|&x| (x, target - x))
        .collect();
    pairs.sort();
    for (x, y) in pairs {
        println!("{} + {} = {}", x, y, target);
    }
}
