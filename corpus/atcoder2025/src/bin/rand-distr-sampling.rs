// Generates a skewed random input the way a heuristic contest's local tester does:
// normal, Poisson and weighted choices from rand_distr with a seeded PCG.
use proconio::input;
use rand::distr::weighted::WeightedIndex;
use rand::prelude::*;
use rand_distr::{Normal, Poisson};
use rand_pcg::Pcg64Mcg;

fn main() {
    input! { seed: u64, n: usize, mu: f64, sigma: f64, lambda: f64, w: [u32; 4] }
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let normal = Normal::new(mu, sigma).expect("sigma must be finite");
    let poisson = Poisson::new(lambda).expect("lambda must be positive");
    let pick = WeightedIndex::new(&w).expect("weights");

    let xs: Vec<f64> = (0..n).map(|_| normal.sample(&mut rng)).collect();
    let mean = xs.iter().sum::<f64>() / n as f64;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n as f64;
    println!("normal: mean {:.3} var {:.3}", mean, var);

    let ks: Vec<u64> = (0..n).map(|_| poisson.sample(&mut rng) as u64).collect();
    let mut hist = vec![0usize; 10];
    for &k in &ks {
        hist[(k as usize).min(9)] += 1;
    }
    println!("poisson: {:?}", hist);

    let mut cnt = [0usize; 4];
    for _ in 0..n {
        cnt[pick.sample(&mut rng)] += 1;
    }
    println!("weighted: {:?}", cnt);
    let grid: Vec<String> = (0..3)
        .map(|_| (0..8).map(|_| if rng.random_ratio(1, 3) { '#' } else { '.' }).collect())
        .collect();
    println!("{}", grid.join("\n"));
}
