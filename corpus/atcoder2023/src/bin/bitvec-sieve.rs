use bitvec::prelude::*;
use proconio::input;

// Sieve of Eratosthenes in a BitVec (one bit per number), prime counting queries,
// and bit tricks on a bit-array view of an integer mask.
fn main() {
    input! {
        n: usize,
        q: usize,
        queries: [(usize, usize); q],
        mask: u32,
    }
    let mut is_prime = bitvec![1; n + 1];
    is_prime.set(0, false);
    if n >= 1 {
        is_prime.set(1, false);
    }
    let mut i = 2;
    while i * i <= n {
        if is_prime[i] {
            for j in (i * i..=n).step_by(i) {
                is_prime.set(j, false);
            }
        }
        i += 1;
    }
    println!("{}", is_prime.count_ones());
    for (l, r) in queries {
        println!("{}", is_prime[l..=r].count_ones());
    }
    let last: Vec<usize> = is_prime.iter_ones().rev().take(5).collect();
    println!("{:?}", last);
    println!("{:?}", is_prime.first_one());

    let bits = mask.view_bits::<Lsb0>();
    let ones: Vec<usize> = bits.iter_ones().collect();
    println!("{:?} {:?}", ones, bits.last_one());
    let mut bv: BitVec<u8, Msb0> = BitVec::new();
    for c in [true, false, true, true, false, false, true, false, true] {
        bv.push(c);
    }
    bv.rotate_left(3);
    println!("{} {} {:?}", bv, bv.len(), bv.as_raw_slice());
    let arr = bitarr![u16, Lsb0; 1, 0, 1, 1];
    println!("{} {}", arr.count_ones(), arr.load::<u16>());
}
