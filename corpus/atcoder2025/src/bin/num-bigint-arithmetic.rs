// Arbitrary precision: product, quotient, remainder, gcd/lcm and powers of two huge decimal
// inputs, plus the digit sum of 100!.
use num::bigint::BigUint;
use num::integer::Integer;
use num::traits::{One, Pow, Zero};
use proconio::input;

fn main() {
    input! { a: String, b: String, e: u32 }
    let x: BigUint = a.parse().unwrap();
    let y: BigUint = b.parse().unwrap();
    println!("{}", &x * &y);
    if y.is_zero() {
        println!("division by zero");
    } else {
        let (q, r) = x.div_rem(&y);
        println!("{q} {r}");
    }
    println!("gcd {}", x.gcd(&y));
    println!("lcm {}", x.lcm(&y));
    let p = Pow::pow(&x, e);
    println!("x^{e} has {} digits, {} bits", p.to_string().len(), p.bits());
    let fact = (1..=100u32).fold(BigUint::one(), |acc, k| acc * k);
    let digit_sum: u32 = fact.to_string().bytes().map(|c| (c - b'0') as u32).sum();
    println!("digit sum of 100! = {digit_sum}");
    println!("sqrt(x) = {}", x.sqrt());
    println!("x mod 998244353 = {}", x.modpow(&BigUint::one(), &BigUint::from(998244353u32)));
}
