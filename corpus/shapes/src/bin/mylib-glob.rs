// Connected components and gcds with everything from `use mylib::*`.
use mylib::math::*;
use mylib::*;

fn main() {
    let mut sc = Scanner::new();
    let n: usize = sc.next();
    let m: usize = sc.next();
    let vals: Vec<u64> = sc.next_vec(n);
    let mut uf = UnionFind::new(n);
    for _ in 0..m {
        let a: usize = sc.next();
        let b: usize = sc.next();
        uf.union(a, b);
    }
    // gcd and lcm of each component's values.
    let mut g = vec![0u64; n];
    let mut l = vec![1u64; n];
    for v in 0..n {
        let r = uf.find(v);
        g[r] = gcd(g[r], vals[v]);
        l[r] = lcm(l[r], vals[v]) % MOD;
    }
    for v in 0..n {
        if uf.find(v) == v {
            let prime = if is_prime(g[v]) { " prime" } else { "" };
            println!("{}: gcd {} lcm {}{} pow {}", v, g[v], l[v], prime, modpow(2, g[v], MOD));
        }
    }
}
