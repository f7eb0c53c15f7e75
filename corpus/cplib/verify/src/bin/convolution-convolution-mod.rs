// https://judge.yosupo.jp/problem/convolution_mod
use convolution::convolution;
use fastio::input;
use modint::ModInt998244353 as Mint;
use prelude::*;

fn main() {
    input! {
        n: usize,
        m: usize,
        a: [u32; n],
        b: [u32; m],
    }
    let a: Vec<Mint> = a.into_iter().map(Mint::from).collect();
    let b: Vec<Mint> = b.into_iter().map(Mint::from).collect();
    let c = convolution(&a, &b);
    println!("{}", c.iter().join(" "));
}
