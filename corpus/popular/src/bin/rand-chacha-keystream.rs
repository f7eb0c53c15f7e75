// Generates reproducible ChaCha keystreams and XORs them with input lines.
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::{ChaCha20Rng, ChaCha8Rng};
use std::io::BufRead;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{:02x}", b)).collect()
}

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let seed: u64 = lines.next().unwrap().unwrap().trim().parse().unwrap();

    let mut key = [0u8; 32];
    for (i, b) in key.iter_mut().enumerate() {
        *b = (seed.wrapping_mul(31).wrapping_add(i as u64) & 0xff) as u8;
    }
    let mut rng = ChaCha20Rng::from_seed(key);
    rng.set_stream(7);
    for line in lines {
        let line = line.unwrap();
        let mut pad = vec![0u8; line.len()];
        rng.fill_bytes(&mut pad);
        let cipher: Vec<u8> = line.bytes().zip(&pad).map(|(a, b)| a ^ b).collect();
        println!("{} -> {}", line, hex(&cipher));
    }
    println!("word pos {}", rng.get_word_pos());

    let mut small = ChaCha8Rng::seed_from_u64(seed);
    let words: Vec<String> = (0..4).map(|_| format!("{:08x}", small.next_u32())).collect();
    println!("chacha8 {}", words.join(" "));
    println!("chacha8 u64 {}", small.next_u64());
}
