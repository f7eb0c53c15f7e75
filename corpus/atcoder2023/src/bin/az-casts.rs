use az::{Az, CheckedAs, OverflowingAs, Round, SaturatingAs, WrappingAs};
use proconio::input;

// Numeric conversions spelled with az: checked for "does it fit", saturating for clamping
// scores into u8, wrapping for hash mixing, and rounding floats into integers.
fn main() {
    input! {
        n: usize,
        a: [i64; n],
        f: [f64; 3],
    }
    for &x in &a {
        let c: Option<i32> = x.checked_as::<i32>();
        let s: u8 = x.saturating_as::<u8>();
        let w: u16 = x.wrapping_as::<u16>();
        let (o, overflowed) = x.overflowing_as::<i8>();
        println!("{:?} {} {} {} {}", c, s, w, o, overflowed);
    }
    let mut h: u32 = 0;
    for &x in &a {
        h = h.wrapping_mul(31).wrapping_add(x.wrapping_as::<u32>());
    }
    println!("{}", h);
    for &x in &f {
        let r: i32 = Round(x).az::<i32>();
        let t: i32 = x.az::<i32>();
        let sat: u8 = x.saturating_as::<u8>();
        println!("{} {} {} {:?}", r, t, sat, x.checked_as::<u16>());
    }
    let total: usize = a.iter().map(|&x| x.saturating_as::<usize>()).sum();
    let avg = total.az::<f64>() / n.az::<f64>();
    println!("{} {:.3}", total, avg);
    println!("{}", az::cast::<u8, i64>(200) + az::saturating_cast::<i64, i8>(-1000) as i64);
}
