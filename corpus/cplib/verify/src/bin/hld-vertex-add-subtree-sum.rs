// https://judge.yosupo.jp/problem/vertex_add_subtree_sum
use algebra::Additive;
use fastio::input;
use hld::Hld;
use prelude::*;
use segtree::Segtree;

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [i64; n],
        parents: [usize; n - 1],
    }
    let mut adj = vec![vec![]; n];
    for (i, &p) in parents.iter().enumerate() {
        adj[p].push(i + 1);
        adj[i + 1].push(p);
    }
    let hld = Hld::new(&adj, 0);
    let mut init = vec![0; n];
    for v in 0..n {
        init[hld.pos(v)] = a[v];
    }
    let mut st: Segtree<Additive<i64>> = init.into();
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, u: usize }
        if t == 0 {
            input! { x: i64 }
            let p = hld.pos(u);
            st.set(p, st.get(p) + x);
        } else {
            writeln!(out, "{}", st.prod(hld.subtree(u))).unwrap();
        }
    }
}
