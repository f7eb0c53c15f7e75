// https://judge.yosupo.jp/problem/range_affine_range_sum
use algebra::*;
use fastio::input;
use lazy_segtree::LazySegtree;
use modint::ModInt998244353 as Mint;
use prelude::*;

/// (sum, length)
struct SumLen;
impl Monoid for SumLen {
    type S = (Mint, Mint);
    fn identity() -> (Mint, Mint) {
        (Mint::zero(), Mint::zero())
    }
    fn binary_operation(a: &(Mint, Mint), b: &(Mint, Mint)) -> (Mint, Mint) {
        (a.0 + b.0, a.1 + b.1)
    }
}

/// x -> b x + c on every element.
struct AffineSum;
impl MapMonoid for AffineSum {
    type M = SumLen;
    type F = (Mint, Mint);
    fn identity_map() -> Self::F {
        (Mint::one(), Mint::zero())
    }
    fn mapping(&(b, c): &Self::F, &(s, len): &(Mint, Mint)) -> (Mint, Mint) {
        (b * s + c * len, len)
    }
    fn composition(&(b1, c1): &Self::F, &(b2, c2): &Self::F) -> Self::F {
        (b1 * b2, b1 * c2 + c1)
    }
}

fn main() {
    input! { n: usize, q: usize, a: [u32; n] }
    let init: Vec<(Mint, Mint)> = a.into_iter().map(|x| (Mint::from(x), Mint::one())).collect();
    let mut st = LazySegtree::<AffineSum>::from(init);
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, l: usize, r: usize }
        if t == 0 {
            input! { b: u32, c: u32 }
            st.apply_range(l, r, (Mint::from(b), Mint::from(c)));
        } else {
            writeln!(out, "{}", st.prod(l, r).0).unwrap();
        }
    }
}
