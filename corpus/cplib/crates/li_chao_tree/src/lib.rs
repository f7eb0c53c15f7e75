//! Li Chao tree over a fixed set of query coordinates: add line, minimum at a point.

#[derive(Clone, Copy, Debug)]
struct Line {
    a: i64,
    b: i64,
}

impl Line {
    fn eval(&self, x: i64) -> i64 {
        self.a * x + self.b
    }
}

pub struct LiChaoTree {
    xs: Vec<i64>,
    size: usize,
    lines: Vec<Option<Line>>,
}

impl LiChaoTree {
    /// `xs`: every coordinate a query may ask about.
    pub fn new(mut xs: Vec<i64>) -> Self {
        xs.sort_unstable();
        xs.dedup();
        let size = xs.len().next_power_of_two().max(1);
        let last = *xs.last().unwrap_or(&0);
        xs.resize(size, last);
        LiChaoTree { xs, size, lines: vec![None; 2 * size] }
    }

    /// Adds `y = a x + b`.
    pub fn add_line(&mut self, a: i64, b: i64) {
        let mut line = Line { a, b };
        let (mut k, mut l, mut r) = (1, 0, self.size);
        loop {
            let cur = match self.lines[k] {
                None => {
                    self.lines[k] = Some(line);
                    return;
                }
                Some(c) => c,
            };
            let m = (l + r) / 2;
            let (xl, xm, xr) = (self.xs[l], self.xs[m], self.xs[r - 1]);
            let left_better = line.eval(xl) < cur.eval(xl);
            let mid_better = line.eval(xm) < cur.eval(xm);
            let right_better = line.eval(xr) < cur.eval(xr);
            if left_better && right_better {
                self.lines[k] = Some(line);
                return;
            }
            if !left_better && !right_better {
                return;
            }
            if mid_better {
                self.lines[k] = Some(line);
                line = cur;
            }
            if r - l == 1 {
                return;
            }
            if left_better != mid_better {
                k *= 2;
                r = m;
            } else {
                k = 2 * k + 1;
                l = m;
            }
        }
    }

    /// Minimum over the added lines at `x` (`x` must be one of the coordinates), `None` if empty.
    pub fn get_min(&self, x: i64) -> Option<i64> {
        let i = self.xs.binary_search(&x).expect("unknown coordinate");
        let mut k = i + self.size;
        let mut best: Option<i64> = None;
        while k > 0 {
            if let Some(line) = self.lines[k] {
                let v = line.eval(x);
                best = Some(best.map_or(v, |b| b.min(v)));
            }
            k >>= 1;
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_envelope() {
        let mut t = LiChaoTree::new(vec![-3, 0, 1, 5, 8]);
        assert_eq!(t.get_min(0), None);
        t.add_line(1, 0);
        t.add_line(-1, 4);
        t.add_line(0, 3);
        assert_eq!(t.get_min(-3), Some(-3));
        assert_eq!(t.get_min(1), Some(1));
        assert_eq!(t.get_min(5), Some(-1));
        assert_eq!(t.get_min(8), Some(-4));
    }
}
