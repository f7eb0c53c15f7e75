//! Mo's algorithm for offline range queries.

/// The window a `Mo` run moves over the array.
pub trait MoState {
    type Answer;
    fn add(&mut self, i: usize);
    fn remove(&mut self, i: usize);
    fn answer(&self) -> Self::Answer;
}

pub struct Mo {
    n: usize,
    queries: Vec<(usize, usize)>,
}

impl Mo {
    pub fn new(n: usize) -> Self {
        Mo { n, queries: Vec::new() }
    }

    /// Query over `[l, r)`.
    pub fn add_query(&mut self, l: usize, r: usize) {
        self.queries.push((l, r));
    }

    pub fn run<S: MoState>(&self, state: &mut S) -> Vec<S::Answer> {
        let q = self.queries.len();
        let block = ((self.n as f64) / (q.max(1) as f64).sqrt()).ceil().max(1.0) as usize;
        let mut order: Vec<usize> = (0..q).collect();
        order.sort_by_key(|&i| {
            let (l, r) = self.queries[i];
            let b = l / block;
            (b, if b % 2 == 0 { r } else { usize::MAX - r })
        });
        let mut answers: Vec<Option<S::Answer>> = (0..q).map(|_| None).collect();
        let (mut cl, mut cr) = (0, 0);
        for i in order {
            let (l, r) = self.queries[i];
            while cl > l {
                cl -= 1;
                state.add(cl);
            }
            while cr < r {
                state.add(cr);
                cr += 1;
            }
            while cl < l {
                state.remove(cl);
                cl += 1;
            }
            while cr > r {
                cr -= 1;
                state.remove(cr);
            }
            answers[i] = Some(state.answer());
        }
        answers.into_iter().map(Option::unwrap).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Sum<'a> {
        a: &'a [i64],
        s: i64,
    }

    impl MoState for Sum<'_> {
        type Answer = i64;
        fn add(&mut self, i: usize) {
            self.s += self.a[i];
        }
        fn remove(&mut self, i: usize) {
            self.s -= self.a[i];
        }
        fn answer(&self) -> i64 {
            self.s
        }
    }

    #[test]
    fn range_sums() {
        let a = [1, 2, 3, 4, 5];
        let mut mo = Mo::new(5);
        mo.add_query(0, 5);
        mo.add_query(1, 3);
        mo.add_query(4, 5);
        assert_eq!(mo.run(&mut Sum { a: &a, s: 0 }), vec![15, 5, 5]);
    }
}
