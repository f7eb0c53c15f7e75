// A key-value registry processed line by line that must report keys in insertion order
// (IndexMap), plus the first occurrence order of words (IndexSet).
use indexmap::{IndexMap, IndexSet};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { q: usize }
    let mut reg: IndexMap<String, i64> = IndexMap::new();
    let mut seen: IndexSet<String> = IndexSet::new();
    for _ in 0..q {
        input! { op: String, key: String }
        seen.insert(key.clone());
        match op.as_str() {
            "add" => {
                input! { v: i64 }
                *reg.entry(key).or_insert(0) += v;
            }
            "del" => {
                if reg.shift_remove(&key).is_none() {
                    println!("{key}: missing");
                }
            }
            "get" => match reg.get_full(&key) {
                Some((i, _, v)) => println!("{key} = {v} (slot {i})"),
                None => println!("{key}: missing"),
            },
            "pop" => {
                // swap_remove is O(1) but moves the last key into this slot
                if let Some(v) = reg.swap_remove(&key) {
                    println!("{key} popped {v}");
                }
            }
            _ => unreachable!(),
        }
    }
    for (i, (k, v)) in reg.iter().enumerate() {
        println!("{i}: {k} {v}");
    }
    reg.sort_by(|k1, v1, k2, v2| v2.cmp(v1).then(k1.cmp(k2)));
    println!("by value: {}", reg.keys().cloned().collect::<Vec<_>>().join(" "));
    println!("first seen: {}", seen.iter().cloned().collect::<Vec<_>>().join(" "));
    println!("index of {}: {:?}", "bob", seen.get_index_of("bob"));
}
