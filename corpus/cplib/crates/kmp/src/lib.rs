//! Knuth-Morris-Pratt string search.

/// `pi[i]`: length of the longest proper border of `s[..=i]`.
pub fn prefix_function<T: Eq>(s: &[T]) -> Vec<usize> {
    let mut pi = vec![0; s.len()];
    for i in 1..s.len() {
        let mut k = pi[i - 1];
        while k > 0 && s[i] != s[k] {
            k = pi[k - 1];
        }
        if s[i] == s[k] {
            k += 1;
        }
        pi[i] = k;
    }
    pi
}

/// Start positions of every occurrence of `pattern` in `text`.
pub fn kmp<T: Eq>(pattern: &[T], text: &[T]) -> Vec<usize> {
    if pattern.is_empty() {
        return (0..=text.len()).collect();
    }
    let pi = prefix_function(pattern);
    let mut res = Vec::new();
    let mut k = 0;
    for (i, c) in text.iter().enumerate() {
        while k > 0 && *c != pattern[k] {
            k = pi[k - 1];
        }
        if *c == pattern[k] {
            k += 1;
        }
        if k == pattern.len() {
            res.push(i + 1 - k);
            k = pi[k - 1];
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search() {
        assert_eq!(prefix_function(b"aabaaab"), vec![0, 1, 0, 1, 2, 2, 3]);
        assert_eq!(kmp(b"aa", b"aaaba"), vec![0, 1]);
        assert_eq!(kmp(b"xyz", b"aaaba"), Vec::<usize>::new());
    }
}
