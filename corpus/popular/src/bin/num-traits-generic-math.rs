// Generic numeric helpers over num-traits bounds, used with several integer and float types.
use num_traits::{CheckedAdd, CheckedMul, Float, FromPrimitive, Num, One, PrimInt, Signed, ToPrimitive, Zero};
use std::io::Read;

fn checked_factorial<T: CheckedMul + FromPrimitive + One>(n: u32) -> Option<T> {
    (1..=n).try_fold(T::one(), |acc, i| acc.checked_mul(&T::from_u32(i)?))
}

fn checked_sum<T: CheckedAdd + Zero + Copy>(xs: &[T]) -> Option<T> {
    xs.iter().try_fold(T::zero(), |acc, x| acc.checked_add(x))
}

fn gcd<T: PrimInt>(a: T, b: T) -> T {
    if b.is_zero() { a } else { gcd(b, a % b) }
}

fn mean_abs<T: Signed + ToPrimitive + Copy>(xs: &[T]) -> f64 {
    xs.iter().map(|x| x.abs().to_f64().unwrap()).sum::<f64>() / xs.len() as f64
}

fn newton_sqrt<F: Float>(x: F) -> F {
    let mut g = x / (F::one() + F::one());
    for _ in 0..30 {
        g = (g + x / g) / (F::one() + F::one());
    }
    g
}

fn parse_radix<T: Num>(s: &str, radix: u32) -> Option<T> {
    T::from_str_radix(s, radix).ok()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let xs: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let small: Vec<i8> = xs.iter().filter_map(|&x| i8::try_from(x).ok()).collect();
    println!("sum i64 {:?} sum i8 {:?}", checked_sum(&xs), checked_sum(&small));
    println!("mean |x| {:.3}", mean_abs(&xs));
    println!("gcd {}", xs.iter().fold(0i64, |g, &x| gcd(g, x.abs())));
    for &x in xs.iter().filter(|&&x| x >= 0).take(3) {
        let n = x as u32;
        println!("{}! u32={:?} u64={:?} u128={:?}", n, checked_factorial::<u32>(n), checked_factorial::<u64>(n), checked_factorial::<u128>(n));
        println!("sqrt {} f32={:.4} f64={:.10}", x, newton_sqrt(x as f32), newton_sqrt(x as f64));
    }
    println!("ff (hex) as u8 {:?}, 777 (oct) as i16 {:?}, 1e as u8 {:?}", parse_radix::<u8>("ff", 16), parse_radix::<i16>("777", 8), parse_radix::<u8>("1e", 10));
    println!("bits: leading zeros of 1u16 {}, popcount of max i32 {}", 1u16.leading_zeros(), PrimInt::count_ones(i32::MAX));
}
