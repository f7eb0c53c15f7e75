use proconio::input;
use rand::SeedableRng;
use rand_distr::{Binomial, Distribution, Exp, Geometric, Normal, Poisson, Uniform, UnitCircle};
use rand_pcg::Pcg64Mcg;

// Simulates a queue: arrivals per minute are Poisson, service times exponential,
// customer heights normal; prints summary statistics from a seeded generator.
fn main() {
    input! {
        seed: u64,
        minutes: usize,
        lambda: f64,
        mu: f64,
    }
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let arrivals = Poisson::new(lambda).unwrap();
    let service = Exp::new(mu).unwrap();
    let height = Normal::new(170.0, 8.0).unwrap();
    let mut queue = 0.0f64;
    let mut total_arrivals = 0u64;
    let mut max_queue = 0.0f64;
    for _ in 0..minutes {
        let k: f64 = arrivals.sample(&mut rng);
        total_arrivals += k as u64;
        for _ in 0..k as u64 {
            queue += service.sample(&mut rng);
        }
        queue = (queue - 1.0).max(0.0);
        max_queue = max_queue.max(queue);
    }
    println!("{} {:.3} {:.3}", total_arrivals, queue, max_queue);
    let hs: Vec<f64> = height.sample_iter(&mut rng).take(100).collect();
    let mean = hs.iter().sum::<f64>() / hs.len() as f64;
    println!("{:.3}", mean);
    let coins = Binomial::new(minutes as u64, 0.3).unwrap();
    let geo = Geometric::new(0.25).unwrap();
    println!("{} {}", coins.sample(&mut rng), geo.sample(&mut rng));
    let dice = Uniform::new_inclusive(1u32, 6);
    let rolls: Vec<u32> = (0..10).map(|_| dice.sample(&mut rng)).collect();
    println!("{:?}", rolls);
    let [x, y]: [f64; 2] = UnitCircle.sample(&mut rng);
    println!("{:.6}", x * x + y * y);
}
