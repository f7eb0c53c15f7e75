//! `floor_sum(n, m, a, b)` = sum of floor((a i + b) / m) for i in 0..n.

pub fn floor_sum(n: u64, m: u64, a: u64, b: u64) -> u64 {
    let (mut n, mut m, mut a, mut b) = (n as u128, m as u128, a as u128, b as u128);
    let mut ans: u128 = 0;
    loop {
        if a >= m {
            ans += n * (n.saturating_sub(1)) / 2 * (a / m);
            a %= m;
        }
        if b >= m {
            ans += n * (b / m);
            b %= m;
        }
        let y_max = a * n + b;
        if y_max < m {
            break;
        }
        n = y_max / m;
        b = y_max % m;
        std::mem::swap(&mut m, &mut a);
    }
    ans as u64
}

#[cfg(test)]
mod tests {
    use super::floor_sum;

    #[test]
    fn against_naive() {
        for n in 0..8u64 {
            for m in 1..6 {
                for a in 0..7 {
                    for b in 0..7 {
                        let naive: u64 = (0..n).map(|i| (a * i + b) / m).sum();
                        assert_eq!(floor_sum(n, m, a, b), naive, "{} {} {} {}", n, m, a, b);
                    }
                }
            }
        }
    }
}
