// AOJ NTL_1_E: integers x, y with a x + b y = gcd(a, b).
use fastio::input;
use math::extgcd;

fn main() {
    input! { a: i64, b: i64 }
    let (g, x, y) = extgcd(a, b);
    assert_eq!(a * x + b * y, g);
    println!("{} {}", x, y);
}
