// Count monotone paths in a grid with obstacles (mod 998244353) using an Array2 DP, plus
// maximum-sum square subgrid via ndarray slicing.
use ndarray::{s, Array2, Axis};
use proconio::input;
use proconio::marker::Chars;

const MOD: u64 = 998244353;

fn main() {
    input! { h: usize, w: usize, rows: [Chars; h], k: usize, val: [[i64; w]; h] }
    let mut dp = Array2::<u64>::zeros((h, w));
    dp[[0, 0]] = 1;
    for i in 0..h {
        for j in 0..w {
            if rows[i][j] == '#' {
                dp[[i, j]] = 0;
                continue;
            }
            if i > 0 {
                dp[[i, j]] = (dp[[i, j]] + dp[[i - 1, j]]) % MOD;
            }
            if j > 0 {
                dp[[i, j]] = (dp[[i, j]] + dp[[i, j - 1]]) % MOD;
            }
        }
    }
    println!("{}", dp[[h - 1, w - 1]]);
    let a = Array2::from_shape_vec((h, w), val.into_iter().flatten().collect()).unwrap();
    println!("column sums {:?}", a.sum_axis(Axis(0)).to_vec());
    println!("row max {:?}", a.map_axis(Axis(1), |r| *r.iter().max().unwrap()).to_vec());
    let mut best = (i64::MIN, 0, 0);
    for i in 0..=h.saturating_sub(k) {
        for j in 0..=w.saturating_sub(k) {
            if i + k <= h && j + k <= w {
                let sum = a.slice(s![i..i + k, j..j + k]).sum();
                if sum > best.0 {
                    best = (sum, i + 1, j + 1);
                }
            }
        }
    }
    println!("best {k}x{k}: {} at ({}, {})", best.0, best.1, best.2);
    println!("transpose first row {:?}", a.t().row(0).to_vec());
}
