use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: u64 = s.trim().parse().unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(n);
    let mut v: Vec<u64> = (0..n).collect();
    v.shuffle(&mut rng);
    let r: u32 = rng.gen_range(0, 1000);
    println!("{:?} {}", v, r);
}
