// https://judge.yosupo.jp/problem/point_add_range_sum
use fenwick_tree::FenwickTree;
use fastio::Scanner;
use std::io::{self, Write};

fn main() {
    let mut sc = Scanner::stdin();
    let n: usize = sc.read();
    let q: usize = sc.read();
    let a: Vec<i64> = sc.vec(n);
    let mut ft = FenwickTree::from_slice(&a);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for _ in 0..q {
        let t: u8 = sc.read();
        if t == 0 {
            let p: usize = sc.read();
            let x: i64 = sc.read();
            ft.add(p, x);
        } else {
            let l: usize = sc.read();
            let r: usize = sc.read();
            writeln!(out, "{}", ft.sum(l..r)).unwrap();
        }
    }
}
