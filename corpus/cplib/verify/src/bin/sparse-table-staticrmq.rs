// https://judge.yosupo.jp/problem/staticrmq
use algebra::Min;
use fastio::input;
use sparse_table::SparseTable;
use std::fmt::Write;

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [u32; n],
    }
    let table: SparseTable<Min<u32>> = SparseTable::new(&a);
    let mut out = String::new();
    for _ in 0..q {
        input! { l: usize, r: usize }
        writeln!(out, "{}", table.query(l, r)).unwrap();
    }
    print!("{}", out);
}
