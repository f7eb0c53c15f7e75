//! Longest increasing subsequence in O(n log n).

/// Length of the longest strictly increasing subsequence.
pub fn lis<T: Ord + Clone>(a: &[T]) -> usize {
    let mut tails: Vec<T> = Vec::new();
    for x in a {
        match tails.binary_search(x) {
            Ok(_) => {}
            Err(i) if i == tails.len() => tails.push(x.clone()),
            Err(i) => tails[i] = x.clone(),
        }
    }
    tails.len()
}

/// Indices of one longest strictly increasing subsequence.
pub fn lis_indices<T: Ord>(a: &[T]) -> Vec<usize> {
    let mut tails: Vec<usize> = Vec::new();
    let mut prev = vec![usize::MAX; a.len()];
    for i in 0..a.len() {
        let pos = tails.partition_point(|&j| a[j] < a[i]);
        if pos > 0 {
            prev[i] = tails[pos - 1];
        }
        if pos == tails.len() {
            tails.push(i);
        } else {
            tails[pos] = i;
        }
    }
    let mut res = Vec::new();
    let mut cur = tails.last().copied().unwrap_or(usize::MAX);
    while cur != usize::MAX {
        res.push(cur);
        cur = prev[cur];
    }
    res.reverse();
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths() {
        assert_eq!(lis(&[5, 1, 3, 2, 4]), 3);
        assert_eq!(lis(&[1, 1, 1]), 1);
        assert_eq!(lis_indices(&[5, 1, 3, 2, 4]), vec![1, 3, 4]);
    }
}
