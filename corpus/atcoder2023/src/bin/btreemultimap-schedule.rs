use btreemultimap::BTreeMultiMap;
use proconio::input;

// Events keyed by time; several events can share a time. Answers
// "what happens between t1 and t2" with range(), and prints the busiest time.
fn main() {
    input! {
        n: usize,
        events: [(u32, String); n],
        q: usize,
        ranges: [(u32, u32); q],
    }
    let mut at: BTreeMultiMap<u32, String> = BTreeMultiMap::new();
    for (t, name) in events {
        at.insert(t, name);
    }
    for (l, r) in ranges {
        let hits: Vec<String> = at.range(l..=r).map(|(t, e)| format!("{}@{}", e, t)).collect();
        if hits.is_empty() {
            println!("-");
        } else {
            println!("{}", hits.join(" "));
        }
    }
    let busiest = *at
        .keys()
        .max_by_key(|&t| (at.get_vec(t).map_or(0, |v| v.len()), std::cmp::Reverse(*t)))
        .unwrap();
    println!("{} {:?}", busiest, at.get_vec(&busiest).unwrap());
    println!("{:?} {}", at.get(&busiest), at.len());
    let first = *at.keys().next().unwrap();
    let removed = at.remove(&first).unwrap();
    println!("{} {:?} {}", first, removed, at.contains_key(&first));
    at.insert_many(100, vec!["close".to_string(), "lock".to_string()]);
    let tail: Vec<_> = at.iter().rev().take(3).collect();
    println!("{:?}", tail);
}
