// T queries "n k": C(n, k) mod 998244353.
use combination::Combination;
use fastio::input;
use prelude::*;

fn main() {
    input! {
        t: usize,
        queries: [(usize, usize); t],
    }
    let max_n = queries.iter().map(|&(n, _)| n).max().unwrap_or(0);
    let comb = Combination::<998_244_353>::new(max_n);
    let mut out = BufWriter::new(io::stdout().lock());
    for (n, k) in queries {
        writeln!(out, "{}", comb.binom(n, k)).unwrap();
    }
}
