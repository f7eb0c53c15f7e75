// Local items named like the glob-imported ones from mylib win over the glob.
use mylib::math::modpow;
use mylib::*;

const MOD: u64 = 1_000_000_007;

/// Signed gcd, unlike mylib's u64 one.
fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

mod math {
    pub fn lcm(a: i64, b: i64) -> i64 {
        (a / super::gcd(a, b) * b).abs()
    }
}

struct Scanner {
    words: Vec<String>,
}

impl Scanner {
    fn new() -> Self {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();
        Scanner { words: s.split_whitespace().rev().map(String::from).collect() }
    }
    fn next(&mut self) -> i64 {
        self.words.pop().unwrap().parse().unwrap()
    }
}

fn main() {
    let mut sc = Scanner::new();
    let q = sc.next();
    let mut uf = UnionFind::new(q as usize + 1);
    for i in 0..q {
        let (a, b) = (sc.next(), sc.next());
        let g = gcd(a, b);
        uf.union(i as usize, (g.unsigned_abs() % (q as u64 + 1)) as usize);
        println!("gcd({}, {}) = {}, lcm = {}, 2^|a| mod p = {}", a, b, g, math::lcm(a, b), modpow(2, a.unsigned_abs(), MOD));
    }
    println!("root of 0: {}", uf.find(0));
}
