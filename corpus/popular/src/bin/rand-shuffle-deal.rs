// Deals card hands from a deck shuffled by a seeded StdRng.
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{RngExt, SeedableRng};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|x| x.parse::<u64>().unwrap());
    let seed = it.next().unwrap();
    let players = it.next().unwrap() as usize;
    let hand = it.next().unwrap() as usize;
    let mut rng = StdRng::seed_from_u64(seed);

    let suits = ['S', 'H', 'D', 'C'];
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    let mut deck: Vec<String> = suits
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| format!("{}{}", r, s)))
        .collect();
    deck.shuffle(&mut rng);
    for p in 0..players {
        let cards = &deck[p * hand..(p + 1) * hand];
        println!("player {}: {}", p + 1, cards.join(" "));
    }
    let rest = &deck[players * hand..];
    println!("remaining {}", rest.len());
    if let Some(c) = rest.choose(&mut rng) {
        println!("trump {}", c);
    }
    let dice: Vec<u32> = (0..5).map(|_| rng.random_range(1..=6)).collect();
    println!("dice {:?}", dice);
    let coin = if rng.random_bool(0.5) { "heads" } else { "tails" };
    println!("coin {}", coin);
}
