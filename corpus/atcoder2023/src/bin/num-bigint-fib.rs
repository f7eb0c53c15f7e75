use num::bigint::{BigInt, BigUint};
use num::traits::{One, Pow, Zero};
use proconio::input;

// Big Fibonacci numbers by fast doubling, a^b exactly, big division with remainder,
// and signed arithmetic on huge numbers given as decimal strings.
fn fib(n: u64) -> (BigUint, BigUint) {
    if n == 0 {
        return (BigUint::zero(), BigUint::one());
    }
    let (a, b) = fib(n / 2);
    let c = &a * (&b * 2u32 - &a);
    let d = &a * &a + &b * &b;
    if n % 2 == 0 {
        (c, d)
    } else {
        let e = &c + &d;
        (d, e)
    }
}

fn main() {
    input! {
        n: u64,
        a: u32,
        b: u32,
        x: String,
        y: String,
    }
    let (f, _) = fib(n);
    println!("{}", f);
    println!("{} {}", f.to_string().len(), f.bits());
    let p: BigUint = BigUint::from(a).pow(b);
    println!("{}", p);
    let digit_sum: u32 = p.to_str_radix(10).bytes().map(|c| (c - b'0') as u32).sum();
    println!("{}", digit_sum);
    let bx: BigInt = x.parse().unwrap();
    let by: BigInt = y.parse().unwrap();
    println!("{}", &bx + &by);
    println!("{}", &bx * &by);
    if !by.is_zero() {
        println!("{} {}", &bx / &by, &bx % &by);
    }
    println!("{}", p.sqrt());
    println!("{:x}", BigUint::from_bytes_be(&[1, 2, 3, 4, 5, 6, 7, 8, 9]) << 3);
}
