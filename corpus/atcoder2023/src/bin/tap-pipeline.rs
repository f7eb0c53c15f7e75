use proconio::input;
use tap::prelude::*;

// Method-chaining helpers: tap_mut to sort in a pipeline, pipe to feed a value into a
// function, tap_dbg-free checks through tap, conv for conversions, and TapOptional.
fn median(v: &[i64]) -> i64 {
    v[v.len() / 2]
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        key: i64,
    }
    let sorted = a.clone().tap_mut(|v| v.sort_unstable());
    let med = sorted.as_slice().pipe(median);
    println!("{} {:?}", med, sorted);
    let total = a
        .iter()
        .map(|&x| x * 2)
        .collect::<Vec<_>>()
        .tap(|v| println!("doubled {}", v.len()))
        .iter()
        .sum::<i64>()
        .pipe(|s| s - key);
    println!("{}", total);
    let as_wide = (n as u32).conv::<u64>() * 3;
    println!("{}", as_wide);
    let found = sorted
        .binary_search(&key)
        .ok()
        .tap_some(|i| println!("found at {}", i))
        .tap_none(|| println!("missing"));
    println!("{:?}", found.map(|i| i + 1));
    let parsed: Result<i32, _> = "12x".parse::<i32>().tap_err(|e| println!("error: {}", e));
    println!("{}", parsed.is_err());
    let mut counts = vec![0usize; 3].tap_mut(|c| {
        for x in &a {
            c[x.rem_euclid(3) as usize] += 1;
        }
    });
    counts.reverse();
    println!("{:?}", counts.pipe_ref(|c| c.iter().max().copied()));
}
