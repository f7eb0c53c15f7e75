// Monte Carlo estimates with a seeded StdRng and rand distributions.
use rand::distr::{Distribution, Uniform};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let seed: u64 = it.next().unwrap().parse().unwrap();
    let samples: usize = it.next().unwrap().parse().unwrap();
    let mut rng = StdRng::seed_from_u64(seed);

    let unit = Uniform::new(-1.0f64, 1.0).unwrap();
    let inside = (0..samples)
        .filter(|_| {
            let x = unit.sample(&mut rng);
            let y = unit.sample(&mut rng);
            x * x + y * y <= 1.0
        })
        .count();
    println!("pi ~ {:.4}", 4.0 * inside as f64 / samples as f64);

    // birthday paradox: probability of a shared birthday among 23 people
    let days = Uniform::new(0u32, 365).unwrap();
    let mut hits = 0;
    for _ in 0..samples / 10 {
        let mut seen = [false; 365];
        let mut dup = false;
        for d in days.sample_iter(&mut rng).take(23) {
            if seen[d as usize] {
                dup = true;
                break;
            }
            seen[d as usize] = true;
        }
        hits += dup as usize;
    }
    println!("birthday ~ {:.3}", hits as f64 / (samples / 10) as f64);

    let items: Vec<(&str, u32)> = it
        .collect::<Vec<_>>()
        .chunks(2)
        .map(|c| (c[0], c[1].parse().unwrap()))
        .collect();
    let mut tally = vec![0usize; items.len()];
    for _ in 0..1000 {
        let pick = items.choose_weighted(&mut rng, |x| x.1).unwrap();
        let idx = items.iter().position(|x| x.0 == pick.0).unwrap();
        tally[idx] += 1;
    }
    for (item, n) in items.iter().zip(&tally) {
        println!("{} weight {} picked {}", item.0, item.1, n);
    }
    let f: f64 = rng.random();
    println!("last {:.6}", f);
}
