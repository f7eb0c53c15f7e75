// A generic Monoid trait with several impls and a segment tree over any of them.
use std::io::Read;

trait Monoid {
    type T: Clone;
    fn id() -> Self::T;
    fn op(a: &Self::T, b: &Self::T) -> Self::T;
}

struct Sum;
struct Min;
struct Gcd;
struct Concat;
struct Pair<A, B>(std::marker::PhantomData<(A, B)>);

impl Monoid for Sum {
    type T = i64;
    fn id() -> i64 {
        0
    }
    fn op(a: &i64, b: &i64) -> i64 {
        a + b
    }
}

impl Monoid for Min {
    type T = i64;
    fn id() -> i64 {
        i64::MAX
    }
    fn op(a: &i64, b: &i64) -> i64 {
        *a.min(b)
    }
}

impl Monoid for Gcd {
    type T = i64;
    fn id() -> i64 {
        0
    }
    fn op(a: &i64, b: &i64) -> i64 {
        let (mut x, mut y) = (a.abs(), b.abs());
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    }
}

impl Monoid for Concat {
    type T = String;
    fn id() -> String {
        String::new()
    }
    fn op(a: &String, b: &String) -> String {
        format!("{}{}", a, b)
    }
}

impl<A: Monoid, B: Monoid> Monoid for Pair<A, B> {
    type T = (A::T, B::T);
    fn id() -> Self::T {
        (A::id(), B::id())
    }
    fn op(a: &Self::T, b: &Self::T) -> Self::T {
        (A::op(&a.0, &b.0), B::op(&a.1, &b.1))
    }
}

struct SegTree<M: Monoid> {
    n: usize,
    d: Vec<M::T>,
}

impl<M: Monoid> SegTree<M> {
    fn new(xs: &[M::T]) -> Self {
        let n = xs.len();
        let mut d = vec![M::id(); 2 * n];
        d[n..].clone_from_slice(xs);
        for i in (1..n).rev() {
            d[i] = M::op(&d[2 * i], &d[2 * i + 1]);
        }
        SegTree { n, d }
    }

    fn query(&self, l: usize, r: usize) -> M::T {
        let (mut l, mut r) = (l + self.n, r + self.n);
        let (mut left, mut right) = (M::id(), M::id());
        while l < r {
            if l & 1 == 1 {
                left = M::op(&left, &self.d[l]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                right = M::op(&self.d[r], &right);
            }
            l /= 2;
            r /= 2;
        }
        M::op(&left, &right)
    }
}

fn fold<M: Monoid>(xs: &[M::T]) -> M::T {
    xs.iter().fold(M::id(), |acc, x| M::op(&acc, x))
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<i64>().unwrap());
    let (n, q) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let xs: Vec<i64> = it.by_ref().take(n).collect();
    let words: Vec<String> = xs.iter().map(|x| format!("<{}>", x)).collect();
    let sum_min = SegTree::<Pair<Sum, Min>>::new(&xs.iter().map(|&x| (x, x)).collect::<Vec<_>>());
    let gcd = SegTree::<Gcd>::new(&xs);
    let text = SegTree::<Concat>::new(&words);
    for _ in 0..q {
        let (l, r) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
        let (sum, min) = sum_min.query(l, r);
        println!("[{}, {}) sum {} min {} gcd {} {}", l, r, sum, min, gcd.query(l, r), text.query(l, r));
    }
    println!("all: {} {}", fold::<Sum>(&xs), fold::<Gcd>(&xs));
}
