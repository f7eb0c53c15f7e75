// https://judge.yosupo.jp/problem/static_range_count_distinct
use fastio::input;
use mo::{Mo, MoState};
use prelude::*;

struct Distinct {
    a: Vec<usize>,
    cnt: Vec<u32>,
    kinds: usize,
}

impl MoState for Distinct {
    type Answer = usize;
    fn add(&mut self, i: usize) {
        self.cnt[self.a[i]] += 1;
        if self.cnt[self.a[i]] == 1 {
            self.kinds += 1;
        }
    }
    fn remove(&mut self, i: usize) {
        self.cnt[self.a[i]] -= 1;
        if self.cnt[self.a[i]] == 0 {
            self.kinds -= 1;
        }
    }
    fn answer(&self) -> usize {
        self.kinds
    }
}

fn main() {
    input! { n: usize, q: usize, a: [u32; n], queries: [(usize, usize); q] }
    let mut vals = a.clone();
    vals.sort_unstable();
    vals.dedup();
    let a: Vec<usize> = a.iter().map(|x| vals.binary_search(x).unwrap()).collect();
    let mut mo = Mo::new(n);
    for &(l, r) in &queries {
        mo.add_query(l, r);
    }
    let mut state = Distinct { a, cnt: vec![0; vals.len()], kinds: 0 };
    println!("{}", mo.run(&mut state).iter().join("\n"));
}
