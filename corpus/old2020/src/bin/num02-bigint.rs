use num::bigint::BigUint;
use num::{One, Zero};
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: u32 = s.trim().parse().unwrap();
    let mut f = BigUint::one();
    for i in 1..=n {
        f *= BigUint::from(i);
    }
    let digits: u32 = f.to_str_radix(10).bytes().map(|b| u32::from(b - b'0')).sum();
    println!("{} {} {}", f, digits, f.is_zero());
}
