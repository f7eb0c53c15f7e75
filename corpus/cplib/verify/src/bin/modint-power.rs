// AOJ NTL_1_B: m^n mod 1,000,000,007.
use fastio::input;
use modint::ModInt1000000007 as Mint;

fn main() {
    input! { m: u64, n: u64 }
    let ans = Mint::from(m).pow(n);
    println!("{}", ans);
}
