use num::rational::{BigRational, Ratio, Rational64};
use num::{BigInt, One, Signed, Zero};
use proconio::input;

// Exact fractions: sum of a list of fractions, the harmonic number H_n as a big rational,
// and the slope of every segment, sorted exactly.
fn main() {
    input! {
        n: usize,
        fracs: [(i64, i64); n],
        h: u32,
        m: usize,
        segs: [(i64, i64, i64, i64); m],
    }
    let sum: Rational64 = fracs.iter().map(|&(p, q)| Rational64::new(p, q)).sum();
    println!("{} {} {}", sum, sum.numer(), sum.denom());
    println!("{} {} {}", sum.floor(), sum.ceil(), sum.round());
    println!("{}", sum.abs().recip());

    let mut harmonic = BigRational::zero();
    for i in 1..=h {
        harmonic += BigRational::new(BigInt::one(), BigInt::from(i));
    }
    println!("{}", harmonic);
    println!("{}", harmonic.to_integer());

    let mut slopes: Vec<(Ratio<i64>, usize)> = Vec::new();
    let mut vertical = 0;
    for (i, &(x1, y1, x2, y2)) in segs.iter().enumerate() {
        if x1 == x2 {
            vertical += 1;
        } else {
            slopes.push((Ratio::new(y2 - y1, x2 - x1), i));
        }
    }
    slopes.sort();
    for (s, i) in &slopes {
        print!("{}:{} ", i, s);
    }
    println!();
    let positive = slopes.iter().filter(|(s, _)| s.is_positive()).count();
    println!("{} {}", vertical, positive);
}
