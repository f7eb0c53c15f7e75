// Inversion number after each cyclic shift (Fenwick tree) and the number of arrangements
// with a given number of fixed patterns using ModInt1000000007 factorials.
use ac_library::{FenwickTree, ModInt1000000007 as Mint};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, p: [usize; n], k: usize }
    // p is a permutation of 0..n
    let mut bit = FenwickTree::new(n, 0i64);
    let mut inv = 0i64;
    for &x in p.iter().rev() {
        inv += bit.sum(0..x);
        bit.add(x, 1);
    }
    let mut all = vec![inv];
    // moving the first element x to the back: loses x inversions, gains n-1-x
    for &x in &p[..n - 1] {
        inv += (n - 1 - x) as i64 - x as i64;
        all.push(inv);
    }
    println!("{}", all.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" "));

    let mut fact = vec![Mint::new(1); n + k + 1];
    for i in 1..fact.len() {
        fact[i] = fact[i - 1] * Mint::new(i);
    }
    let comb = |a: usize, b: usize| if b > a { Mint::new(0) } else { fact[a] / (fact[b] * fact[a - b]) };
    // number of ways to put k identical balls into n boxes, and 2^n - 1
    println!("{}", comb(n + k - 1, k));
    println!("{}", Mint::new(2).pow(n as u64) - 1);
    println!("{}", Mint::new(n).inv());
}
