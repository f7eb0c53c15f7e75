use ac_library::{convolution, convolution_i64, Mod998244353, ModInt998244353 as Mint, Modulus};
use proconio::input;
use static_assertions::{assert_impl_all, const_assert, const_assert_eq};

const MOD: u32 = 998_244_353;
const_assert_eq!(MOD, <Mod998244353 as Modulus>::VALUE);
const_assert!(MOD < 1 << 30);
assert_impl_all!(Mint: Copy, Default, std::fmt::Display);

// Product of two polynomials mod 998244353, the exact product with convolution_i64,
// and C(n, k) via factorials computed with ModInt.
fn main() {
    input! {
        n: usize,
        m: usize,
        a: [u32; n],
        b: [u32; m],
    }
    let fa: Vec<Mint> = a.iter().map(|&x| Mint::new(x)).collect();
    let fb: Vec<Mint> = b.iter().map(|&x| Mint::from(x)).collect();
    let c = convolution(&fa, &fb);
    let line: Vec<String> = c.iter().map(|x| x.to_string()).collect();
    println!("{}", line.join(" "));

    let ia: Vec<i64> = a.iter().map(|&x| x as i64).collect();
    let ib: Vec<i64> = b.iter().map(|&x| -(x as i64)).collect();
    let exact = convolution_i64(&ia, &ib);
    println!("{}", exact.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));

    let total = n + m;
    let mut fact = vec![Mint::new(1); total + 1];
    for i in 1..=total {
        fact[i] = fact[i - 1] * Mint::new(i);
    }
    let binom = fact[total] / (fact[n] * fact[m]);
    println!("{} {}", binom, Mint::new(2).pow(total as u64).inv());
}
