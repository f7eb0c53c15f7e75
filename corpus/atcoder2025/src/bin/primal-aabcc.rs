// ABC300 D style: count primes a < b < c with a*a*b*c*c <= N, then factor N with the same sieve.
use proconio::input;

fn main() {
    input! { n: u64 }
    // N <= 10^12, so c <= sqrt(N / 12) < 10^6 and the sieve also factors N
    let sieve = primal::Sieve::new(1_000_000);
    let ps: Vec<u64> = sieve.primes_from(0).map(|p| p as u64).collect();
    let mut count = 0u64;
    for (i, &a) in ps.iter().enumerate() {
        if a * a * a * a * a > n {
            break;
        }
        for (j, &b) in ps.iter().enumerate().skip(i + 1) {
            if a * a * b * b * b > n {
                break;
            }
            // c ranges over primes after b with c*c <= n / (a*a*b)
            let rest = n / (a * a * b);
            let cmax = (rest as f64).sqrt() as u64;
            let cmax = (cmax.saturating_sub(2)..=cmax + 2).filter(|c| c * c <= rest).max().unwrap_or(0);
            let upto = sieve.prime_pi(cmax.min(sieve.upper_bound() as u64) as usize);
            if upto > j + 1 {
                count += (upto - j - 1) as u64;
            }
        }
    }
    println!("{count}");
    let bound = sieve.upper_bound() as u64;
    if n >= 2 && n <= bound * bound {
        match sieve.factor(n as usize) {
            Ok(fs) => {
                let s: Vec<String> = fs.iter().map(|&(p, e)| if e == 1 { p.to_string() } else { format!("{p}^{e}") }).collect();
                println!("{n} = {}", s.join(" * "));
            }
            Err(_) => println!("{n}: cannot factor"),
        }
    }
    println!("{} is {}", n + 1, if primal::is_prime(n + 1) { "prime" } else { "composite" });
}
