//! Longest common prefix array (Kasai) for a suffix array.

pub use suffix_array::suffix_array;

/// `lcp[i]` = LCP of suffixes `sa[i]` and `sa[i + 1]` (length `n - 1`).
pub fn lcp_array<T: Eq>(s: &[T], sa: &[usize]) -> Vec<usize> {
    let n = s.len();
    if n == 0 {
        return Vec::new();
    }
    let mut rank = vec![0; n];
    for (i, &p) in sa.iter().enumerate() {
        rank[p] = i;
    }
    let mut lcp = vec![0; n - 1];
    let mut h: usize = 0;
    for i in 0..n {
        h = h.saturating_sub(1);
        if rank[i] == 0 {
            continue;
        }
        let j = sa[rank[i] - 1];
        while i + h < n && j + h < n && s[i + h] == s[j + h] {
            h += 1;
        }
        lcp[rank[i] - 1] = h;
    }
    lcp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn banana() {
        let s = b"banana";
        let sa = suffix_array(s);
        assert_eq!(lcp_array(s, &sa), vec![1, 3, 0, 0, 2]);
    }
}
