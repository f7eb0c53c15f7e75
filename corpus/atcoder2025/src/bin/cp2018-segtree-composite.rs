// Point Set Range Composite with the modulus read at run time, on cp2018 (an edition 2018 path
// library): its SegTree over affine maps x -> a*x + b, filled by `for i in seg.indices() {
// seg.set(i, ..) }` (the 2018 `impl Iterator` borrows nothing), its ModInt and macros.
use cp2018::modint::{self, ModInt};
use cp2018::segtree::{Monoid, SegTree};
use cp2018::{chmax, mint};
use proconio::{fastout, input};

struct Affine;

impl Monoid for Affine {
    type S = (ModInt, ModInt);
    fn identity() -> Self::S {
        (mint!(1), mint!(0))
    }
    // f then g: x -> g.0 * (f.0 * x + f.1) + g.1
    fn op(f: &Self::S, g: &Self::S) -> Self::S {
        (g.0 * f.0, g.0 * f.1 + g.1)
    }
}

#[fastout]
fn main() {
    input! { m: u32, n: usize, q: usize }
    // SAFETY: no ModInt exists yet.
    unsafe { modint::set_modulus(m) };
    let mut seg = SegTree::<Affine>::new(n);
    for i in seg.indices() {
        input! { a: i64, b: i64 }
        seg.set(i, (mint!(a), mint!(b)));
    }
    let mut best = 0u32;
    let mut answers = 0usize;
    for _ in 0..q {
        input! { kind: u8 }
        if kind == 0 {
            input! { p: usize, c: i64, d: i64 }
            seg.set(p, (mint!(c), mint!(d)));
        } else {
            input! { l: usize, r: usize, x: ModInt }
            let (a, b) = seg.prod(l, r);
            let y = a * x + b;
            if chmax!(best, y.val()) {
                answers += 1;
            }
            println!("{}", y);
        }
    }
    let (a, b) = seg.all_prod();
    println!("all: {}x + {}", a, b);
    println!("best: {} (raised {} times)", best, answers);
    let first = seg.get(0);
    println!("first: {:?} {:?}", first.0, -first.1);
}
