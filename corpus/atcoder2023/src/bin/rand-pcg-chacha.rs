use proconio::input;
use rand::Rng;
use rand_chacha::{ChaCha20Rng, ChaCha8Rng};
use rand_core::{RngCore, SeedableRng};
use rand_hc::Hc128Rng;
use rand_pcg::{Pcg32, Pcg64, Pcg64Mcg};

// Monte Carlo estimate of pi and a random-restart hill climbing on a small knapsack,
// with several seeded generators, each printed so its stream is visible.
fn estimate_pi<R: Rng>(rng: &mut R, samples: u32) -> f64 {
    let inside = (0..samples)
        .filter(|_| {
            let x: f64 = rng.gen();
            let y: f64 = rng.gen();
            x * x + y * y <= 1.0
        })
        .count();
    4.0 * inside as f64 / samples as f64
}

fn knapsack<R: RngCore>(rng: &mut R, w: &[u64], v: &[u64], cap: u64) -> u64 {
    let n = w.len();
    let mut best = 0;
    for _ in 0..200 {
        let mut take = vec![false; n];
        let (mut tw, mut tv) = (0, 0);
        for _ in 0..4 * n {
            let i = (rng.next_u32() as usize) % n;
            if !take[i] && tw + w[i] <= cap {
                take[i] = true;
                tw += w[i];
                tv += v[i];
            }
        }
        best = best.max(tv);
    }
    best
}

fn main() {
    input! { seed: u64, samples: u32, n: usize, cap: u64, items: [(u64, u64); n] }
    let (w, v): (Vec<u64>, Vec<u64>) = items.into_iter().unzip();
    let mut pcg = Pcg64::seed_from_u64(seed);
    let mut pcg32 = Pcg32::new(seed, 0xa02bdbf7bb3c0a7);
    let mut mcg = Pcg64Mcg::seed_from_u64(seed);
    let mut c8 = ChaCha8Rng::seed_from_u64(seed);
    let mut c20 = ChaCha20Rng::from_seed([seed as u8; 32]);
    let mut hc = Hc128Rng::seed_from_u64(seed);
    println!("{:.4} {:.4}", estimate_pi(&mut pcg, samples), estimate_pi(&mut c8, samples));
    println!("{:.4}", estimate_pi(&mut hc, samples));
    println!("{} {}", pcg32.next_u32(), mcg.next_u64());
    println!("{} {}", knapsack(&mut c20, &w, &v, cap), knapsack(&mut pcg32, &w, &v, cap));
    let mut buf = [0u8; 8];
    c20.fill_bytes(&mut buf);
    println!("{:?} {}", buf, c20.get_word_pos());
    println!("{}", c8.gen_range(0..1_000_000));
}
