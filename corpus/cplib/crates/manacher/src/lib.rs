//! Manacher: radius of the longest odd palindrome centred at each position.

/// `r[i]`: the largest `k` such that `s[i - k + 1..i + k]` is a palindrome.
pub fn manacher<T: Eq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut r = vec![0; n];
    let (mut i, mut j) = (0, 0);
    while i < n {
        while i >= j && i + j < n && s[i - j] == s[i + j] {
            j += 1;
        }
        r[i] = j;
        let mut k = 1;
        while i >= k && k + r[i - k] < j {
            r[i + k] = r[i - k];
            k += 1;
        }
        i += k;
        j -= k;
    }
    r
}

/// Lengths of the longest palindromes centred at each of the `2n - 1` centres
/// (characters and gaps between them), as Library Checker's enumerate_palindromes asks.
pub fn palindrome_lengths(s: &[u8]) -> Vec<usize> {
    let mut t = Vec::with_capacity(2 * s.len());
    for &c in s {
        t.push(Some(c));
        t.push(None);
    }
    t.pop();
    manacher(&t)
        .into_iter()
        .enumerate()
        .map(|(i, r)| if i % 2 == 0 { 2 * ((r + 1) / 2) - 1 } else { 2 * (r / 2) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn radii() {
        assert_eq!(manacher(b"abaaababa"), vec![1, 2, 1, 4, 1, 2, 3, 2, 1]);
        assert_eq!(palindrome_lengths(b"abba"), vec![1, 0, 1, 4, 1, 0, 1]);
    }
}
