// Dijkstra on points in the plane where moving costs Euclidean distance and some pairs are
// connected; OrderedFloat makes f64 usable in BinaryHeap, NotNan in a sorted Vec.
use ordered_float::{NotNan, OrderedFloat};
use proconio::input;
use proconio::marker::Usize1;
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

fn main() {
    input! { n: usize, m: usize, pts: [(f64, f64); n], edges: [(Usize1, Usize1); m] }
    let mut g = vec![vec![]; n];
    for &(a, b) in &edges {
        let d = ((pts[a].0 - pts[b].0).powi(2) + (pts[a].1 - pts[b].1).powi(2)).sqrt();
        g[a].push((b, d));
        g[b].push((a, d));
    }
    let mut dist = vec![f64::INFINITY; n];
    let mut pq = BinaryHeap::new();
    dist[0] = 0.0;
    pq.push(Reverse((OrderedFloat(0.0), 0)));
    while let Some(Reverse((OrderedFloat(d), v))) = pq.pop() {
        if d > dist[v] {
            continue;
        }
        for &(u, w) in &g[v] {
            if d + w < dist[u] {
                dist[u] = d + w;
                pq.push(Reverse((OrderedFloat(d + w), u)));
            }
        }
    }
    for d in &dist {
        if d.is_finite() { println!("{:.6}", d) } else { println!("-1") }
    }
    // points sorted by polar angle around the origin
    let mut by_angle: Vec<(NotNan<f64>, usize)> = pts.iter().enumerate().map(|(i, p)| (NotNan::new(p.1.atan2(p.0)).unwrap(), i)).collect();
    by_angle.sort();
    println!("{}", by_angle.iter().map(|&(_, i)| (i + 1).to_string()).collect::<Vec<_>>().join(" "));
    let distinct: BTreeSet<OrderedFloat<f64>> = dist.iter().filter(|d| d.is_finite()).map(|&d| OrderedFloat((d * 1e6).round() / 1e6)).collect();
    println!("{} distinct distances, max {:.3}", distinct.len(), distinct.last().map_or(0.0, |d| d.0));
}
