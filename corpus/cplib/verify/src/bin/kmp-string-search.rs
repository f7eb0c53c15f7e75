// AOJ ALDS1_14_B: every index where P occurs in T, one per line.
use fastio::Scanner;
use kmp::kmp;
use std::io::{BufWriter, Write};

fn main() {
    let mut sc = Scanner::stdin();
    let text = sc.bytes();
    let pattern = sc.bytes();
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    for i in kmp(&pattern, &text) {
        writeln!(out, "{}", i).unwrap();
    }
}
