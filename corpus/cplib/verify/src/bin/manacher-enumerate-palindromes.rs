// https://judge.yosupo.jp/problem/enumerate_palindromes
use fastio::{input, Bytes};
use manacher::palindrome_lengths;
use prelude::JoinExt;

fn main() {
    input! { s: Bytes }
    println!("{}", palindrome_lengths(&s).into_iter().join(" "));
}
