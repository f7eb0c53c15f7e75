use ac_library::{LazySegtree, MapMonoid, ModInt998244353 as Mint, Monoid};
use proconio::input;

// Range affine (x -> b*x + c) and range sum, mod 998244353.
struct Sum;
impl Monoid for Sum {
    type S = (Mint, usize);
    fn identity() -> Self::S {
        (Mint::new(0), 0)
    }
    fn binary_operation(a: &Self::S, b: &Self::S) -> Self::S {
        (a.0 + b.0, a.1 + b.1)
    }
}

struct Affine;
impl MapMonoid for Affine {
    type M = Sum;
    type F = (Mint, Mint);
    fn identity_map() -> Self::F {
        (Mint::new(1), Mint::new(0))
    }
    fn mapping(f: &Self::F, x: &(Mint, usize)) -> (Mint, usize) {
        (f.0 * x.0 + f.1 * Mint::new(x.1), x.1)
    }
    fn composition(f: &Self::F, g: &Self::F) -> Self::F {
        (f.0 * g.0, f.0 * g.1 + f.1)
    }
}

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [u32; n],
    }
    let init: Vec<(Mint, usize)> = a.iter().map(|&x| (Mint::new(x), 1)).collect();
    let mut seg = LazySegtree::<Affine>::from(init);
    for _ in 0..q {
        input! { t: u8, l: usize, r: usize }
        if t == 0 {
            input! { b: u32, c: u32 }
            seg.apply_range(l..r, (Mint::new(b), Mint::new(c)));
        } else {
            println!("{}", seg.prod(l..r).0);
        }
    }
}
