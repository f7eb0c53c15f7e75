use ac_library::FenwickTree;
use proconio::input;

// Inversion number of a permutation, then point-add / range-sum queries on another array.
fn main() {
    input! {
        n: usize,
        p: [usize; n],
        q: usize,
    }
    let mut bit = FenwickTree::new(n + 1, 0i64);
    let mut inversions = 0i64;
    for (i, &x) in p.iter().enumerate() {
        inversions += i as i64 - bit.accum(x + 1);
        bit.add(x, 1);
    }
    println!("{}", inversions);

    let mut sums = FenwickTree::new(n, 0i64);
    for (i, &x) in p.iter().enumerate() {
        sums.add(i, x as i64);
    }
    for _ in 0..q {
        input! { t: u8, a: usize, b: i64 }
        if t == 0 {
            sums.add(a, b);
        } else {
            println!("{}", sums.sum(a..b as usize));
        }
    }
}
