// Sorted array queries: how many values in [l, r], how many equal x, and the smallest value
// >= x, via superslice's lower_bound / upper_bound / equal_range; prefix sums via itertools-num.
use itertools_num::ItertoolsNum;
use proconio::{fastout, input};
use superslice::Ext;

#[fastout]
fn main() {
    input! { n: usize, mut a: [i64; n], q: usize, qs: [(u8, i64, i64); q] }
    a.sort_unstable();
    let pre: Vec<i64> = std::iter::once(0).chain(a.iter().cumsum()).collect();
    for (t, x, y) in qs {
        match t {
            1 => {
                let (lo, hi) = (a.lower_bound(&x), a.upper_bound(&y));
                let cnt = hi.saturating_sub(lo);
                let sum = if hi > lo { pre[hi] - pre[lo] } else { 0 };
                println!("{cnt} {sum}");
            }
            2 => println!("{}", a.equal_range(&x).len()),
            3 => match a.get(a.lower_bound(&x)) {
                Some(v) => println!("{v}"),
                None => println!("none"),
            },
            _ => unreachable!(),
        }
    }
    let mut p = vec![1, 2, 3];
    let mut perms = vec![];
    loop {
        perms.push(p.iter().map(|d| d.to_string()).collect::<String>());
        if !p.next_permutation() {
            break;
        }
    }
    println!("{}", perms.join(" "));
}
