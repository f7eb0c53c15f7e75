// AOJ DPL_1_B: 0-1 knapsack, items "value weight".
use fastio::input;
use knapsack::knapsack;

fn main() {
    input! { n: usize, w: usize, items: [(u64, usize); n] }
    println!("{}", knapsack(&items, w));
}
