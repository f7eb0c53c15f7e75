use ac_library::{Max, Monoid, Segtree};
use proconio::{input, marker::Usize1};

// Range gcd monoid defined by hand next to the library's Max.
struct Gcd;
impl Monoid for Gcd {
    type S = u64;
    fn identity() -> u64 {
        0
    }
    fn binary_operation(a: &u64, b: &u64) -> u64 {
        let (mut x, mut y) = (*a, *b);
        while y != 0 {
            let t = x % y;
            x = y;
            y = t;
        }
        x
    }
}

fn main() {
    input! {
        n: usize,
        q: usize,
        a: [u64; n],
    }
    let mut mx: Segtree<Max<u64>> = a.clone().into();
    let mut g: Segtree<Gcd> = a.into();
    for _ in 0..q {
        input! { t: u8 }
        match t {
            1 => {
                input! { i: Usize1, v: u64 }
                mx.set(i, v);
                g.set(i, v);
            }
            2 => {
                input! { l: Usize1, r: usize }
                println!("{} {}", mx.prod(l..r), g.prod(l..r));
            }
            _ => {
                // first index j >= l with a[j] >= v (1-based), or n+1
                input! { l: Usize1, v: u64 }
                let j = mx.max_right(l, |&m| m < v);
                println!("{}", j + 1);
            }
        }
    }
    println!("{} {}", mx.all_prod(), g.all_prod());
}
