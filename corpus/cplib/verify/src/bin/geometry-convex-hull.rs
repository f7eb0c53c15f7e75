// https://judge.yosupo.jp/problem/static_convex_hull
use fastio::input;
use geometry::{convex_hull, Point};
use std::fmt::Write;

fn main() {
    input! { t: usize }
    let mut out = String::new();
    for _ in 0..t {
        input! { n: usize, ps: [(i64, i64); n] }
        let pts: Vec<Point> = ps.into_iter().map(|(x, y)| Point::new(x, y)).collect();
        let hull = convex_hull(&pts);
        writeln!(out, "{}", hull.len()).unwrap();
        for p in hull {
            writeln!(out, "{} {}", p.x, p.y).unwrap();
        }
    }
    print!("{}", out);
}
