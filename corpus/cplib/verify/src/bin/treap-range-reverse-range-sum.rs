// https://judge.yosupo.jp/problem/range_reverse_range_sum
use fastio::input;
use prelude::*;
use treap::ImplicitTreap;

fn main() {
    input! { n: usize, q: usize, a: [i64; n] }
    let mut treap = ImplicitTreap::new(&a);
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, l: usize, r: usize }
        if t == 0 {
            treap.reverse(l, r);
        } else {
            writeln!(out, "{}", treap.sum(l, r)).unwrap();
        }
    }
}
