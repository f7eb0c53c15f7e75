//! Suffix array by prefix doubling with radix-free sorting, O(n log^2 n).

pub fn suffix_array<T: Ord>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut sa: Vec<usize> = (0..n).collect();
    if n <= 1 {
        return sa;
    }
    sa.sort_by(|&a, &b| s[a].cmp(&s[b]));
    let mut rank = vec![0usize; n];
    for i in 1..n {
        rank[sa[i]] = rank[sa[i - 1]] + usize::from(s[sa[i - 1]] != s[sa[i]]);
    }
    let mut k = 1;
    let mut tmp = vec![0usize; n];
    while k < n {
        let key = |i: usize| (rank[i], if i + k < n { rank[i + k] + 1 } else { 0 });
        sa.sort_by_key(|&i| key(i));
        tmp[sa[0]] = 0;
        for i in 1..n {
            tmp[sa[i]] = tmp[sa[i - 1]] + usize::from(key(sa[i - 1]) != key(sa[i]));
        }
        std::mem::swap(&mut rank, &mut tmp);
        if rank[sa[n - 1]] == n - 1 {
            break;
        }
        k *= 2;
    }
    sa
}

#[cfg(test)]
mod tests {
    use super::suffix_array;

    #[test]
    fn banana() {
        assert_eq!(suffix_array(b"banana"), vec![5, 3, 1, 0, 4, 2]);
        assert_eq!(suffix_array(b"aaaa"), vec![3, 2, 1, 0]);
        assert_eq!(suffix_array(b"x"), vec![0]);
    }
}
