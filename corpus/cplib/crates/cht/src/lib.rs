//! Convex hull trick for minimum: lines added with non-increasing slopes, any query order.

use std::collections::VecDeque;

pub struct ConvexHullTrick {
    lines: VecDeque<(i64, i64)>,
}

fn useless(l1: (i64, i64), l2: (i64, i64), l3: (i64, i64)) -> bool {
    // l2 never attains the minimum between l1 and l3 (slopes a1 >= a2 >= a3).
    (l2.1 - l1.1) as i128 * (l2.0 - l3.0) as i128 >= (l3.1 - l2.1) as i128 * (l1.0 - l2.0) as i128
}

impl Default for ConvexHullTrick {
    fn default() -> Self {
        Self::new()
    }
}

impl ConvexHullTrick {
    pub fn new() -> Self {
        ConvexHullTrick { lines: VecDeque::new() }
    }

    /// Adds `y = a x + b`; `a` must not exceed the previous slope.
    pub fn add_line(&mut self, a: i64, b: i64) {
        if let Some(&(la, lb)) = self.lines.back() {
            assert!(a <= la, "slopes must be non-increasing");
            if la == a {
                if lb <= b {
                    return;
                }
                self.lines.pop_back();
            }
        }
        while self.lines.len() >= 2 {
            let n = self.lines.len();
            if useless(self.lines[n - 2], self.lines[n - 1], (a, b)) {
                self.lines.pop_back();
            } else {
                break;
            }
        }
        self.lines.push_back((a, b));
    }

    pub fn query(&self, x: i64) -> i64 {
        let f = |i: usize| self.lines[i].0 * x + self.lines[i].1;
        let (mut lo, mut hi) = (0, self.lines.len() - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if f(mid) >= f(mid + 1) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        f(lo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimum() {
        let mut cht = ConvexHullTrick::new();
        cht.add_line(2, 0);
        cht.add_line(0, 3);
        cht.add_line(-1, 10);
        assert_eq!(cht.query(0), 0);
        assert_eq!(cht.query(2), 3);
        assert_eq!(cht.query(10), 0);
    }
}
