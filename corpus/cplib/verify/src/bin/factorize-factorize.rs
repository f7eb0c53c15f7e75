// https://judge.yosupo.jp/problem/factorize
use factorize::factorize;
use fastio::input;
use prelude::*;

fn main() {
    input! { q: usize, a: [u64; q] }
    let mut out = BufWriter::new(io::stdout().lock());
    for x in a {
        let ps = factorize(x);
        if ps.is_empty() {
            writeln!(out, "0").unwrap();
        } else {
            writeln!(out, "{} {}", ps.len(), ps.iter().join(" ")).unwrap();
        }
    }
}
