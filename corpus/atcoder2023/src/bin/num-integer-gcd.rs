use num::integer::{binomial, Integer, Roots};
use num::iter::{range_step, range_step_inclusive};
use num::traits::{checked_pow, CheckedMul, PrimInt, Zero};
use proconio::input;

// gcd/lcm of a list, extended gcd (modular inverse), floor division of negatives,
// integer roots, binomials, and generic helpers over any primitive integer type.
fn count_digits<T: PrimInt>(mut x: T) -> u32 {
    let ten = T::from(10).unwrap();
    let mut d = 1;
    while x >= ten {
        x = x / ten;
        d += 1;
    }
    d
}

fn product_checked<T: CheckedMul + Copy + num::One>(v: &[T]) -> Option<T> {
    v.iter().try_fold(T::one(), |acc, x| acc.checked_mul(x))
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        p: i64,
        m: i64,
        x: u64,
    }
    let g = a.iter().fold(0i64, |acc, v| acc.gcd(v));
    let l = a.iter().fold(1i64, |acc, v| acc.lcm(v));
    println!("{} {}", g, l);
    let e = p.extended_gcd(&m);
    println!("{} {} {}", e.gcd, e.x, e.y);
    if e.gcd == 1 {
        println!("{}", e.x.mod_floor(&m));
    }
    for v in &a {
        let (q, r) = v.div_mod_floor(&3);
        print!("{}:{}:{} ", q, r, v.is_even());
    }
    println!();
    println!("{} {} {}", x.sqrt(), x.cbrt(), x.nth_root(5));
    println!("{}", binomial(30u64, 15));
    println!("{:?} {:?}", product_checked(&a), product_checked(&[1u8, 16, 16]));
    println!("{} {}", count_digits(x), count_digits(255u8));
    println!("{:?} {:?}", checked_pow(3u32, 20), checked_pow(3u32, 21));
    let evens: Vec<i64> = range_step(0, 20, 4).collect();
    let down: i64 = range_step_inclusive(10i64, -10, -5).sum();
    println!("{:?} {}", evens, down);
    println!("{}", a.iter().filter(|v| v.is_zero()).count());
}
