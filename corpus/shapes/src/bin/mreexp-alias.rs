// Macros imported by `use`: one re-exported under another name, one from a module.
use mreexp::alias;
use mreexp::util::{max3, max_of};
use std::io::BufRead;

fn main() {
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let nums: Vec<i64> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();
        if nums.len() < 3 {
            continue;
        }
        let (a, b, c) = (nums[0], nums[1], nums[2]);
        let total = alias!(a, b, c);
        let biggest = max_of!(a, b, c);
        assert_eq!(biggest, max3(a, b, c));
        println!("sum {} max {} all {}", total, biggest, nums.iter().sum::<i64>());
    }
    println!("{}", mreexp::mymacro!(1, 2, 3));
}
