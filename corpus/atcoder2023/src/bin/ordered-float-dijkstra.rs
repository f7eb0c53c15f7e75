use ordered_float::{NotNan, OrderedFloat};
use proconio::input;
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

// Shortest path on points in the plane where edges are Euclidean distances:
// float keys in a BinaryHeap through OrderedFloat, and a NotNan-sorted distance list.
fn main() {
    input! {
        n: usize,
        pts: [(f64, f64); n],
        r: f64,
    }
    let d = |i: usize, j: usize| ((pts[i].0 - pts[j].0).powi(2) + (pts[i].1 - pts[j].1).powi(2)).sqrt();
    let mut dist = vec![OrderedFloat(f64::INFINITY); n];
    let mut heap = BinaryHeap::new();
    dist[0] = OrderedFloat(0.0);
    heap.push(Reverse((OrderedFloat(0.0), 0usize)));
    while let Some(Reverse((du, u))) = heap.pop() {
        if du > dist[u] {
            continue;
        }
        for v in 0..n {
            let w = d(u, v);
            if v != u && w <= r && du + w < dist[v] {
                dist[v] = du + w;
                heap.push(Reverse((dist[v], v)));
            }
        }
    }
    for x in &dist {
        if x.is_infinite() {
            println!("-1");
        } else {
            println!("{:.6}", x.into_inner());
        }
    }
    let mut all: Vec<NotNan<f64>> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .map(|(i, j)| NotNan::new(d(i, j)).unwrap())
        .collect();
    all.sort();
    let median = all[all.len() / 2];
    println!("{:.6} {:.6}", all[0], median);
    let distinct: BTreeSet<OrderedFloat<f64>> = all.iter().map(|x| OrderedFloat((x.into_inner() * 1000.0).round())).collect();
    println!("{} {:?}", distinct.len(), NotNan::new(f64::NAN).is_err());
    println!("{:?}", dist.iter().max());
}
