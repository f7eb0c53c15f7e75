// Implements a xorshift generator on rand_core's traits and uses it for a random walk.
use rand_core::utils::{fill_bytes_via_next_word, next_u64_via_u32};
use rand_core::{Infallible, Rng, SeedableRng, TryRng};
use std::io::Read;

struct XorShift32(u32);

impl TryRng for XorShift32 {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        Ok(x)
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        next_u64_via_u32(self)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        fill_bytes_via_next_word(dst, || self.try_next_u32())
    }
}

impl SeedableRng for XorShift32 {
    type Seed = [u8; 4];
    fn from_seed(seed: [u8; 4]) -> Self {
        let s = u32::from_le_bytes(seed);
        XorShift32(if s == 0 { 0x9e37_79b9 } else { s })
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|x| x.parse::<u64>().unwrap());
    let seed = it.next().unwrap();
    let steps = it.next().unwrap();
    let mut rng = XorShift32::seed_from_u64(seed);
    let (mut x, mut y) = (0i64, 0i64);
    let mut max_dist = 0;
    for _ in 0..steps {
        match rng.next_u32() % 4 {
            0 => x += 1,
            1 => x -= 1,
            2 => y += 1,
            _ => y -= 1,
        }
        max_dist = max_dist.max(x.abs() + y.abs());
    }
    println!("end ({}, {}) max manhattan {}", x, y, max_dist);
    let mut buf = [0u8; 6];
    rng.fill_bytes(&mut buf);
    println!("bytes {:?}", buf);
    println!("u64 {}", rng.next_u64());
}
