//! Z-algorithm: `z[i]` is the length of the longest common prefix of `s` and `s[i..]`.

pub fn z_algorithm<T: Eq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    if n == 0 {
        return Vec::new();
    }
    let mut z = vec![0; n];
    z[0] = n;
    let (mut l, mut r) = (0, 0);
    for i in 1..n {
        if i < r {
            z[i] = z[i - l].min(r - i);
        }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] {
            z[i] += 1;
        }
        if i + z[i] > r {
            l = i;
            r = i + z[i];
        }
    }
    z
}

#[cfg(test)]
mod tests {
    use super::z_algorithm;

    #[test]
    fn abacaba() {
        assert_eq!(z_algorithm(b"abacaba"), vec![7, 0, 1, 0, 3, 0, 1]);
        assert_eq!(z_algorithm(&[1, 1, 1]), vec![3, 2, 1]);
        assert!(z_algorithm::<u8>(&[]).is_empty());
    }
}
