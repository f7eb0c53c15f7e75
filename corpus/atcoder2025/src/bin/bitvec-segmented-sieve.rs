// Primes in [L, R] with R up to 1e12 and R - L up to 1e6: a segmented sieve with bit-packed
// flags (BitVec), the small sieve too.
use bitvec::prelude::*;
use proconio::input;

fn main() {
    input! { l: u64, r: u64 }
    let root = (r as f64).sqrt() as usize + 1;
    let mut small = bitvec![1; root + 1];
    small.set(0, false);
    small.set(1, false);
    let mut i = 2;
    while i * i <= root {
        if small[i] {
            for j in (i * i..=root).step_by(i) {
                small.set(j, false);
            }
        }
        i += 1;
    }
    let len = (r - l + 1) as usize;
    let mut seg: BitVec<u64, Lsb0> = BitVec::repeat(true, len);
    for p in small.iter_ones() {
        let p = p as u64;
        let start = (l.div_ceil(p) * p).max(p * p);
        let mut m = start;
        while m <= r {
            seg.set((m - l) as usize, false);
            m += p;
        }
    }
    for x in l..l.max(2).min(r + 1) {
        seg.set((x - l) as usize, false);
    }
    println!("{}", seg.count_ones());
    let shown: Vec<String> = seg.iter_ones().take(10).map(|i| (l + i as u64).to_string()).collect();
    println!("{}", shown.join(" "));
    println!("small primes: {} (first prime in range {:?})", small.count_ones(), seg.first_one().map(|i| l + i as u64));
}
