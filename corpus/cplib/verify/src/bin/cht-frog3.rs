// AtCoder EDPC Z "Frog 3": dp[i] = min over j < i of dp[j] + (h_i - h_j)^2 + C.
use cht::ConvexHullTrick;
use fastio::input;

fn main() {
    input! { n: usize, c: i64, h: [i64; n] }
    let mut cht = ConvexHullTrick::new();
    let mut dp = vec![0i64; n];
    cht.add_line(-2 * h[0], h[0] * h[0]);
    for i in 1..n {
        dp[i] = cht.query(h[i]) + h[i] * h[i] + c;
        cht.add_line(-2 * h[i], dp[i] + h[i] * h[i]);
    }
    println!("{}", dp[n - 1]);
}
