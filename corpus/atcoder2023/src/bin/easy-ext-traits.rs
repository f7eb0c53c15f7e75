use easy_ext::ext;
use proconio::input;

// Extension methods the way contest templates add them: chmin/chmax on any Ord,
// prefix sums and lower_bound on slices, and digit helpers on u64.
#[ext(ChMinMax)]
impl<T: PartialOrd> T {
    fn chmin(&mut self, v: T) -> bool {
        if v < *self {
            *self = v;
            true
        } else {
            false
        }
    }
    fn chmax(&mut self, v: T) -> bool {
        if v > *self {
            *self = v;
            true
        } else {
            false
        }
    }
}

#[ext(SliceExt)]
pub impl [i64] {
    fn prefix_sums(&self) -> Vec<i64> {
        let mut v = vec![0; self.len() + 1];
        for (i, x) in self.iter().enumerate() {
            v[i + 1] = v[i] + x;
        }
        v
    }
    fn lower_bound(&self, x: i64) -> usize {
        self.partition_point(|&y| y < x)
    }
}

#[ext]
impl u64 {
    fn digit_sum(self) -> u64 {
        self.to_string().bytes().map(|b| (b - b'0') as u64).sum()
    }
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        x: i64,
        m: u64,
    }
    let mut lo = i64::MAX;
    let mut hi = i64::MIN;
    let mut updates = 0;
    for &v in &a {
        if lo.chmin(v) { updates += 1; }
        if hi.chmax(v) { updates += 1; }
    }
    println!("{} {} {}", lo, hi, updates);
    let ps = a.prefix_sums();
    println!("{:?}", ps);
    let mut sorted = a.clone();
    sorted.sort();
    println!("{}", sorted.lower_bound(x));
    println!("{} {}", m.digit_sum(), (1..=m).filter(|v| v.digit_sum() % 7 == 0).count());
}
