// https://judge.yosupo.jp/problem/suffixarray
use fastio::Scanner;
use suffix_array::suffix_array;

fn main() {
    let mut sc = Scanner::stdin();
    let s = sc.bytes();
    let sa = suffix_array(&s);
    let line: Vec<String> = sa.iter().map(ToString::to_string).collect();
    println!("{}", line.join(" "));
}
