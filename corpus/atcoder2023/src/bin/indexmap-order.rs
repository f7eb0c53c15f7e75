use indexmap::{IndexMap, IndexSet};
use proconio::input;

// Keeps first-appearance order: tallies votes per candidate in the order candidates were
// first named, looks up positions, removes a candidate, and sorts by votes at the end.
fn main() {
    input! {
        n: usize,
        votes: [String; n],
        drop: String,
    }
    let mut tally: IndexMap<String, usize> = IndexMap::new();
    for v in &votes {
        *tally.entry(v.clone()).or_insert(0) += 1;
    }
    for (name, c) in &tally {
        println!("{} {}", name, c);
    }
    println!("{:?}", tally.get_index_of(&drop));
    if let Some((i, k, v)) = tally.get_full(&drop) {
        println!("{} {} {}", i, k, v);
    }
    let removed = tally.shift_remove(&drop);
    println!("{:?} {:?}", removed, tally.keys().collect::<Vec<_>>());
    tally.sort_by(|k1, v1, k2, v2| v2.cmp(v1).then(k1.cmp(k2)));
    println!("{:?}", tally.first());
    println!("{:?}", tally.get_index(tally.len() - 1));

    let letters: IndexSet<char> = votes.iter().flat_map(|v| v.chars()).collect();
    println!("{}", letters.iter().collect::<String>());
    let (idx, inserted) = letters.clone().insert_full('z');
    println!("{} {}", idx, inserted);
}
