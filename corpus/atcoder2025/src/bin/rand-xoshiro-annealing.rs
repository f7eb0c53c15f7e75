// Heuristic-contest style: a short TSP tour by simulated annealing with 2-opt moves.
// Seeded xoshiro256++ and a fixed number of iterations, so the answer is reproducible.
use proconio::input;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn dist(p: (i64, i64), q: (i64, i64)) -> i64 {
    (p.0 - q.0).abs() + (p.1 - q.1).abs()
}

fn main() {
    input! { n: usize, iters: usize, pts: [(i64, i64); n] }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(20251018);
    let mut tour: Vec<usize> = (0..n).collect();
    let len = |t: &[usize]| (0..n).map(|i| dist(pts[t[i]], pts[t[(i + 1) % n]])).sum::<i64>();
    let mut cur = len(&tour);
    let first = cur;
    let mut best = (cur, tour.clone());
    let (t0, t1) = (200.0f64, 1.0f64);
    for it in 0..iters {
        let temp = t0 * (t1 / t0).powf(it as f64 / iters as f64);
        let i = rng.random_range(1..n - 1);
        let j = rng.random_range(i + 1..n);
        let (a, b) = (tour[i - 1], tour[i]);
        let (c, d) = (tour[j], tour[(j + 1) % n]);
        let delta = dist(pts[a], pts[c]) + dist(pts[b], pts[d]) - dist(pts[a], pts[b]) - dist(pts[c], pts[d]);
        if delta <= 0 || rng.random::<f64>() < (-(delta as f64) / temp).exp() {
            tour[i..=j].reverse();
            cur += delta;
            if cur < best.0 {
                best = (cur, tour.clone());
            }
        }
    }
    assert_eq!(best.0, len(&best.1));
    println!("initial {first}");
    println!("best {}", best.0);
    println!("{}", best.1.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" "));
}
