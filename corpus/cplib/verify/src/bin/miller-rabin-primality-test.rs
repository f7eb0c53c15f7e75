// https://judge.yosupo.jp/problem/primality_test
use fastio::input;
use miller_rabin::is_prime;

fn main() {
    input! { q: usize, ns: [u64; q] }
    let lines: Vec<&str> = ns.iter().map(|&n| if is_prime(n) { "Yes" } else { "No" }).collect();
    println!("{}", lines.join("\n"));
}
