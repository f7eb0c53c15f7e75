// https://judge.yosupo.jp/problem/point_set_range_composite
use algebra::*;
use fastio::*;
use modint::ModInt998244353 as Mint;
use prelude::*;
use segtree::Segtree;

/// `x -> a x + b`, composed left to right.
struct Affine;

impl Monoid for Affine {
    type S = (Mint, Mint);
    fn identity() -> Self::S {
        (Mint::one(), Mint::zero())
    }
    fn binary_operation(f: &Self::S, g: &Self::S) -> Self::S {
        (f.0 * g.0, f.1 * g.0 + g.1)
    }
}

fn main() {
    input! {
        n: usize,
        q: usize,
        fs: [(u32, u32); n],
    }
    let mut st: Segtree<Affine> = fs.into_iter().map(|(a, b)| (Mint::from(a), Mint::from(b))).collect::<Vec<_>>().into();
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, x: usize, y: usize, z: u32 }
        if t == 0 {
            st.set(x, (Mint::from(y), Mint::from(z)));
        } else {
            let (a, b) = st.prod(x..y);
            writeln!(out, "{}", a * Mint::from(z) + b).unwrap();
        }
    }
}
