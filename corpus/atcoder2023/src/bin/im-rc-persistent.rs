use im_rc::{ordmap, OrdMap, OrdSet, Vector};
use proconio::input;

// Persistent (versioned) array: each query creates version i+1 from an older version by a
// point update, sharing structure; then queries read old versions. Plus OrdMap/OrdSet snapshots.
fn main() {
    input! {
        n: usize,
        a: [i64; n],
        q: usize,
        updates: [(usize, usize, i64); q],
        m: usize,
        reads: [(usize, usize); m],
    }
    let mut versions: Vec<Vector<i64>> = vec![a.iter().copied().collect()];
    for &(from, idx, val) in &updates {
        let next = versions[from].update(idx, val);
        versions.push(next);
    }
    for &(ver, idx) in &reads {
        println!("{}", versions[ver][idx]);
    }
    let sums: Vec<i64> = versions.iter().map(|v| v.iter().sum()).collect();
    println!("{:?}", sums);
    let mut last = versions.last().unwrap().clone();
    last.push_back(100);
    last.push_front(-100);
    let (left, right) = last.clone().split_at(last.len() / 2);
    println!("{} {} {}", last.len(), left.len(), right.len());

    let mut scores: OrdMap<String, i64> = ordmap! {"alice".to_string() => 10, "bob".to_string() => 7};
    let snapshot = scores.clone();
    scores.insert("carol".to_string(), 12);
    scores = scores.update_with("bob".to_string(), 5, |a, b| a + b);
    println!("{:?}", snapshot);
    println!("{:?}", scores);
    let seen: OrdSet<i64> = a.iter().copied().collect();
    let more = seen.update(0).update(1000);
    println!("{:?} {:?} {}", seen.get_min(), more.get_max(), more.len() - seen.len());
}
