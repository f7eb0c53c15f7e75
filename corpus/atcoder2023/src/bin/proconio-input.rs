use proconio::input;
use proconio::marker::{Bytes, Chars, Isize1, Usize1};

// Reads one of everything proconio knows: scalars, strings as String / Chars / Bytes,
// 1-based indices, tuples, nested and length-prefixed vectors, and a grid.
fn main() {
    input! {
        n: usize,
        name: String,
        word: Chars,
        raw: Bytes,
        k: Usize1,
        shift: Isize1,
        x: f64,
        flag: char,
        pairs: [(i64, Usize1); n],
        ragged: [[u32]; 2],
        h: usize,
        w: usize,
        grid: [Chars; h],
        mut total: i64,
    }
    let upper: String = name.to_uppercase();
    let reversed: String = word.iter().rev().collect();
    let byte_sum: u32 = raw.iter().map(|&b| b as u32).sum();
    println!("{} {} {}", upper, reversed, byte_sum);
    println!("{} {} {:.3} {}", k, shift, x * 2.0, flag.is_ascii_uppercase());
    for (v, i) in &pairs {
        total += v * (*i as i64);
    }
    println!("{}", total);
    for row in &ragged {
        println!("{} {}", row.len(), row.iter().sum::<u32>());
    }
    let walls = grid.iter().flatten().filter(|&&c| c == '#').count();
    println!("{} {}", walls, h * w - walls);
}
