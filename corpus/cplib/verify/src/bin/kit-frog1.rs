// AtCoder EDPC A "Frog 1": minimum total |h_i - h_j| jumping 1 or 2 stones.
fn main() {
    kit::input! {
        n: usize,
        h: [i64; n],
    }
    let mut dp = vec![i64::MAX; n];
    dp[0] = 0;
    for i in 1..n {
        kit::chmin!(dp[i], dp[i - 1] + (h[i] - h[i - 1]).abs());
        if i >= 2 {
            kit::chmin!(dp[i], dp[i - 2] + (h[i] - h[i - 2]).abs());
        }
    }
    println!("{}", dp[n - 1]);
}
