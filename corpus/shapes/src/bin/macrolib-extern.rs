// Old-style macro import: `#[macro_use] extern crate`.
#[macro_use]
extern crate macrolib;

use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let (h, w) = (it.next().unwrap() as usize, it.next().unwrap() as usize);
    let mut grid = vec2d![0i64; h, w];
    for row in grid.iter_mut() {
        for x in row.iter_mut() {
            *x = it.next().unwrap();
        }
    }
    // Maximum path sum moving right or down.
    let mut dp = vec2d![i64::MIN; h, w];
    dp[0][0] = grid[0][0];
    for i in 0..h {
        for j in 0..w {
            if i > 0 {
                chmax!(dp[i][j], dp[i - 1][j] + grid[i][j]);
            }
            if j > 0 {
                chmax!(dp[i][j], dp[i][j - 1] + grid[i][j]);
            }
        }
    }
    let mut smallest = i64::MAX;
    for row in &grid {
        for &x in row {
            chmin!(smallest, x);
        }
    }
    let summary = btreemap! { "best" => dp[h - 1][w - 1], "smallest" => smallest };
    show!(summary, h * w);
}
