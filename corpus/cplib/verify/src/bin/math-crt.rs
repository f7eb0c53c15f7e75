// N congruences "r m": the least x >= 0 with x = r (mod m) for all, and the lcm; or -1.
use fastio::input;
use math::crt;

fn main() {
    input! { n: usize, cs: [(i64, i64); n] }
    let (r, m): (Vec<i64>, Vec<i64>) = cs.into_iter().unzip();
    match crt(&r, &m) {
        Some((x, l)) => println!("{} {}", x, l),
        None => println!("-1"),
    }
}
