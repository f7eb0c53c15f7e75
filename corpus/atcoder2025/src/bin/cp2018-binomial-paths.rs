// Lattice paths around blocked cells (inclusion-exclusion over the sorted cells, as ABC
// problems ask) and binomial queries, modulo a prime read at run time, on cp2018 (an edition
// 2018 path library): its Factorials over its ModInt, chmin! and mint!.
use cp2018::modint::{self, Factorials, ModInt};
use cp2018::{chmin, mint};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! {
        p: u32,
        h: usize,
        w: usize,
        k: usize,
        blocked: [(usize, usize); k],
        q: usize,
        queries: [(usize, usize); q],
    }
    // SAFETY: no ModInt exists yet.
    unsafe { modint::set_modulus(p) };
    let f = Factorials::new(h + w);
    let mut cells = blocked;
    cells.sort_unstable();
    cells.push((h - 1, w - 1));
    // dp[i]: paths from the corner to cells[i] that meet no earlier blocked cell
    let mut dp: Vec<ModInt> = Vec::with_capacity(cells.len());
    for (i, &(r, c)) in cells.iter().enumerate() {
        let mut ways = f.binom(r + c, r);
        for (j, &(r2, c2)) in cells[..i].iter().enumerate() {
            if r2 <= r && c2 <= c {
                ways -= dp[j] * f.binom(r - r2 + c - c2, r - r2);
            }
        }
        dp.push(ways);
    }
    println!("paths: {}", dp[cells.len() - 1]);
    println!("unblocked: {}", f.binom(h + w - 2, h - 1));
    let mut smallest = u32::MAX;
    let mut at = (0, 0);
    for &(n, r) in &queries {
        let c = f.binom(n, r);
        if chmin!(smallest, c.val()) {
            at = (n, r);
        }
        println!("C({}, {}) = {}", n, r, c);
    }
    println!("smallest: C({}, {}) = {}", at.0, at.1, smallest);
    let catalan: Vec<ModInt> = (0..8)
        .map(|n| f.binom(2 * n, n) / ModInt::from(n + 1))
        .collect();
    let shown: Vec<String> = catalan.iter().map(|c| c.to_string()).collect();
    println!("catalan: {}", shown.join(" "));
    let sum: ModInt = catalan.iter().copied().sum();
    let product: ModInt = catalan.iter().product();
    println!("sum {} product {} minus one {:?}", sum, product, mint!(-1));
    println!("{}! = {}", h + w, f.fact(h + w));
}
