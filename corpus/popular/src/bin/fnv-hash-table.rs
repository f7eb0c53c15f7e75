// Deterministic FNV-1a hashing: bucket assignment and duplicate detection with FnvHashMap/Set.
use fnv::{FnvHashMap, FnvHashSet, FnvHasher};
use std::hash::{Hash, Hasher};
use std::io::Read;

fn fnv(s: &str) -> u64 {
    let mut h = FnvHasher::default();
    s.hash(&mut h);
    h.finish()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let buckets: u64 = it.next().unwrap().parse().unwrap();
    let mut table: FnvHashMap<u64, Vec<&str>> = FnvHashMap::default();
    let mut seen = FnvHashSet::with_capacity_and_hasher(16, Default::default());
    let mut dups = Vec::new();
    for w in it {
        if !seen.insert(w) {
            dups.push(w);
            continue;
        }
        let h = fnv(w);
        println!("{:<10} {:016x} bucket {}", w, h, h % buckets);
        table.entry(h % buckets).or_default().push(w);
    }
    let mut keys: Vec<_> = table.keys().copied().collect();
    keys.sort_unstable();
    for k in keys {
        println!("bucket {}: {}", k, table[&k].join(","));
    }
    println!("duplicates: {:?}", dups);
    let mut raw = FnvHasher::with_key(0);
    raw.write(b"abc");
    println!("raw fnv of abc with key 0: {:x}", raw.finish());
}
