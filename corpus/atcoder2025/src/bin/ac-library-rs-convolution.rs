// Polynomial product modulo 998244353 and, with convolution_i64, how many ways each total
// can be made by choosing one card from each of two decks.
use ac_library::{convolution, convolution_i64, ModInt998244353 as Mint};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, m: usize, a: [u32; n], b: [u32; m], k: usize, x: [usize; k], y: [usize; k] }
    let fa: Vec<Mint> = a.iter().map(|&v| Mint::new(v)).collect();
    let fb: Vec<Mint> = b.iter().map(|&v| Mint::new(v)).collect();
    let c = convolution(&fa, &fb);
    println!("{}", c.iter().map(|v| v.val().to_string()).collect::<Vec<_>>().join(" "));

    let size = x.iter().chain(&y).max().copied().unwrap_or(0) + 1;
    let mut cx = vec![0i64; size];
    let mut cy = vec![0i64; size];
    for &v in &x {
        cx[v] += 1;
    }
    for &v in &y {
        cy[v] += 1;
    }
    let ways = convolution_i64(&cx, &cy);
    let (best, cnt) = ways.iter().enumerate().max_by_key(|&(s, &w)| (w, std::cmp::Reverse(s))).unwrap();
    println!("most common total {} ({} ways)", best, cnt);
}
