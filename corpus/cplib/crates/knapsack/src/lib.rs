//! 0-1 knapsack and unbounded knapsack by weight DP.

use prelude::*;

/// Maximum value with total weight at most `capacity`; items `(value, weight)` used at most once.
pub fn knapsack(items: &[(u64, usize)], capacity: usize) -> u64 {
    let mut dp = vec![0u64; capacity + 1];
    for &(v, w) in items {
        for c in (w..=capacity).rev() {
            chmax!(dp[c], dp[c - w] + v);
        }
    }
    dp[capacity]
}

/// Same with every item usable any number of times.
pub fn knapsack_unbounded(items: &[(u64, usize)], capacity: usize) -> u64 {
    let mut dp = vec![0u64; capacity + 1];
    for c in 0..=capacity {
        for &(v, w) in items {
            if w <= c {
                chmax!(dp[c], dp[c - w] + v);
            }
        }
    }
    dp[capacity]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dpl_samples() {
        let items = [(4, 2), (5, 2), (2, 1), (8, 3)];
        assert_eq!(knapsack(&items, 5), 13);
        assert_eq!(knapsack_unbounded(&[(4, 2), (5, 2), (2, 1), (8, 3)], 8), 21);
    }
}
