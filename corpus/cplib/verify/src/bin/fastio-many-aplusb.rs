// https://judge.yosupo.jp/problem/many_aplusb
use fastio::Scanner;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut sc = Scanner::stdin();
    let t: usize = sc.read();
    let out = stdout();
    let mut out = BufWriter::new(out.lock());
    for _ in 0..t {
        let a: u64 = sc.read();
        let b: u64 = sc.read();
        writeln!(out, "{}", a + b).unwrap();
    }
    out.flush().unwrap();
}
