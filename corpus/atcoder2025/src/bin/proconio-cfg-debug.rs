// Binary search on the answer: split A into at most K contiguous parts minimising the largest
// part sum. debug! prints to stderr locally and compiles to nothing on AtCoder (--cfg atcoder).
use easy_ext::ext;
use proconio::input;

#[cfg(not(atcoder))]
macro_rules! debug {
    ($($x:expr),* $(,)?) => {
        eprintln!(concat!($(stringify!($x), " = {:?}; "),*), $(&$x),*)
    };
}
#[cfg(atcoder)]
macro_rules! debug {
    ($($x:expr),* $(,)?) => {};
}

#[ext(ChMinMax)]
impl<T: PartialOrd> T {
    fn chmin(&mut self, v: T) -> bool {
        if v < *self { *self = v; true } else { false }
    }
}

fn parts_needed(a: &[u64], cap: u64) -> Option<usize> {
    let mut parts = 1;
    let mut cur = 0;
    for &x in a {
        if x > cap {
            return None;
        }
        if cur + x > cap {
            parts += 1;
            cur = 0;
        }
        cur += x;
    }
    Some(parts)
}

fn main() {
    input! { n: usize, k: usize, a: [u64; n] }
    debug!(n, k, a);
    let (mut ng, mut ok) = (0u64, a.iter().sum::<u64>());
    while ok - ng > 1 {
        let mid = (ok + ng) / 2;
        let need = parts_needed(&a, mid);
        debug!(ng, ok, mid, need);
        if need.is_some_and(|p| p <= k) { ok = mid } else { ng = mid }
    }
    println!("{ok}");
    let mut best_single = u64::MAX;
    for &x in &a {
        best_single.chmin(x);
    }
    debug!(best_single);
    println!("smallest element {best_single}");
}
