// Module imports: `self` with a rename, a nested path and a renamed module.
use mylib::{self as lib, io::Scanner, math as m};

fn main() {
    let mut sc = Scanner::new();
    let n: usize = sc.next();
    let xs: Vec<u64> = sc.next_vec(n);
    let mut uf = lib::ds::UnionFind::new(n);
    for i in 0..n {
        for j in i + 1..n {
            if m::gcd(xs[i], xs[j]) > 1 {
                uf.union(i, j);
            }
        }
    }
    let mut roots: Vec<usize> = (0..n).map(|i| uf.find(i)).collect();
    roots.sort_unstable();
    roots.dedup();
    println!("{} groups", roots.len());
    let primes = xs.iter().filter(|&&x| lib::math::is_prime(x)).count();
    println!("{} primes, mod {}", primes, m::MOD);
}
