// Exact fractions with Ratio, lattice rotations with Complex<i64>, an enum decoded with
// num-derive, and integer roots.
use num::complex::Complex;
use num::integer::Roots;
use num::rational::Ratio;
use num::{FromPrimitive, Signed, ToPrimitive, Zero};
use num_derive::FromPrimitive;
use proconio::input;

#[derive(Debug, FromPrimitive)]
enum Turn {
    None = 0,
    Left = 1,
    Back = 2,
    Right = 3,
}

fn main() {
    input! { n: usize, fr: [(i64, i64); n], p: (i64, i64), turns: [u8; 4], big: u64 }
    // sum of fractions, reduced
    let sum = fr.iter().fold(Ratio::zero(), |acc, &(a, b)| acc + Ratio::new(a, b));
    println!("sum = {} ({:.6})", sum, sum.to_f64().unwrap());
    println!("floor {} ceil {} abs {}", sum.floor(), sum.ceil(), sum.abs());
    // rotate point p by each turn (multiplying by i^k)
    let mut z = Complex::new(p.0, p.1);
    for t in turns {
        let turn = Turn::from_u8(t).unwrap_or(Turn::None);
        let rot = match turn {
            Turn::None => Complex::new(1, 0),
            Turn::Left => Complex::new(0, 1),
            Turn::Back => Complex::new(-1, 0),
            Turn::Right => Complex::new(0, -1),
        };
        z = z * rot;
        println!("{:?} -> ({}, {}) |z|^2 = {}", turn, z.re, z.im, z.norm_sqr());
    }
    println!("isqrt {} icbrt {}", big.sqrt(), big.cbrt());
}
