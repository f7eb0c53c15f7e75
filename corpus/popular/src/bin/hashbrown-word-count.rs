// Counts words with hashbrown::HashMap and prints the k most frequent.
use hashbrown::HashMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let k: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut counts: HashMap<String, usize> = HashMap::new();
    let mut first_seen: HashMap<String, usize> = HashMap::with_capacity(64);
    let mut pos = 0;
    for line in lines {
        for w in line.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
            let w = w.to_lowercase();
            *counts.entry_ref(w.as_str()).or_insert(0) += 1;
            first_seen.entry(w).or_insert(pos);
            pos += 1;
        }
    }
    let mut v: Vec<(&String, &usize)> = counts.iter().collect();
    v.sort_unstable_by(|a, b| b.1.cmp(a.1).then_with(|| first_seen[a.0].cmp(&first_seen[b.0])));
    println!("distinct {}", counts.len());
    for (w, c) in v.into_iter().take(k) {
        println!("{} {}", w, c);
    }
    counts.retain(|_, c| *c > 1);
    let mut repeated: Vec<_> = counts.keys().cloned().collect();
    repeated.sort();
    println!("repeated: {}", repeated.join(" "));
}
