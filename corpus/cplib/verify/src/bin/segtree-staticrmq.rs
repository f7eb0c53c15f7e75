// https://judge.yosupo.jp/problem/staticrmq (with a segment tree)
use algebra::*;
use fastio::input;
use prelude::*;
use segtree::Segtree;

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [u32; n],
        queries: [(usize, usize); q],
    }
    let st = Segtree::<Min<u32>>::from(a);
    let answers = queries.iter().map(|&(l, r)| st.prod(l..r));
    println!("{}", answers.join("\n"));
}
