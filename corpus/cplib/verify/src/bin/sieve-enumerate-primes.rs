// https://judge.yosupo.jp/problem/enumerate_primes
use fastio::input;
use prelude::*;
use sieve::Sieve;

fn main() {
    input! { n: usize, a: usize, b: usize }
    let sieve = Sieve::new(n);
    let primes: Vec<usize> = sieve.primes().collect();
    let picked: Vec<usize> = primes.iter().skip(b).step_by(a).copied().collect();
    println!("{} {}", primes.len(), picked.len());
    println!("{}", picked.iter().join(" "));
}
