// AOJ DPL_1_D: length of the longest increasing subsequence.
use fastio::input;
use lis::lis;

fn main() {
    input! { n: usize, a: [i64; n] }
    println!("{}", lis(&a));
}
