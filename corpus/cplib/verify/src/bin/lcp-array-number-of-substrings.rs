// https://judge.yosupo.jp/problem/number_of_substrings
use fastio::*;
use lcp_array::{lcp_array, suffix_array};

fn main() {
    input! { s: Bytes }
    let n = s.len() as u64;
    let sa = suffix_array(&s);
    let lcp = lcp_array(&s, &sa);
    let shared: u64 = lcp.iter().map(|&x| x as u64).sum();
    println!("{}", n * (n + 1) / 2 - shared);
}
