// AOJ ALDS1_14_B with a rolling hash.
use fastio::{input, Bytes};
use prelude::*;
use rolling_hash::RollingHash;

fn main() {
    input! { t: Bytes, p: Bytes }
    if p.len() > t.len() {
        return;
    }
    let ht = RollingHash::new(&t);
    let hp = RollingHash::new(&p);
    let target = hp.get(0, p.len());
    let mut out = BufWriter::new(io::stdout().lock());
    for i in 0..=t.len() - p.len() {
        if ht.get(i, i + p.len()) == target {
            writeln!(out, "{}", i).unwrap();
        }
    }
}
