// Game theory with memoised recursion: each move removes 1, 3 or 4 stones from one pile
// (Grundy numbers), plus a memoised binomial coefficient.
use memoise::memoise;
use proconio::input;

#[memoise(n <= 1000)]
fn grundy(n: usize) -> usize {
    let mut seen = [false; 4];
    for take in [1, 3, 4] {
        if n >= take {
            seen[grundy(n - take)] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap()
}

#[memoise(n <= 60, k <= 60)]
fn binom(n: usize, k: usize) -> u64 {
    if k == 0 || k == n {
        return 1;
    }
    binom(n - 1, k - 1) + binom(n - 1, k)
}

fn main() {
    input! { m: usize, piles: [usize; m], n: usize, k: usize }
    let x = piles.iter().fold(0, |acc, &p| acc ^ grundy(p));
    println!("{}", if x != 0 { "First" } else { "Second" });
    let g: Vec<String> = (0..15).map(|i| grundy(i).to_string()).collect();
    println!("{}", g.join(""));
    println!("C({n},{k}) = {}", binom(n, k));
}
