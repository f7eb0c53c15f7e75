// Chooses implementations at compile time with cfg_if! and computes popcount sums.
use std::io::Read;

cfg_if::cfg_if! {
    if #[cfg(target_pointer_width = "64")] {
        type Word = u64;
        const WORD_BITS: u32 = 64;
    } else if #[cfg(target_pointer_width = "32")] {
        type Word = u32;
        const WORD_BITS: u32 = 32;
    } else {
        type Word = u16;
        const WORD_BITS: u32 = 16;
    }
}

cfg_if::cfg_if! {
    if #[cfg(debug_assertions)] {
        fn mode() -> &'static str { "checked" }
    } else {
        fn mode() -> &'static str { "fast" }
    }
}

cfg_if::cfg_if! {
    if #[cfg(all(target_arch = "x86_64", target_feature = "popcnt"))] {
        fn popcount(x: Word) -> u32 { x.count_ones() }
    } else {
        fn popcount(x: Word) -> u32 {
            let mut c = 0;
            let mut y = x;
            while y != 0 {
                y &= y - 1;
                c += 1;
            }
            c
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    println!("mode {}", mode());
    let mut total: u64 = 0;
    for tok in input.split_whitespace() {
        let v: u64 = tok.parse().unwrap();
        let chunks = (64 / WORD_BITS) as usize;
        let mut c = 0;
        for i in 0..chunks {
            c += popcount((v >> (i as u32 * WORD_BITS)) as Word);
        }
        println!("{} -> {} ones", v, c);
        total += c as u64;
    }
    println!("total {}", total);
}
