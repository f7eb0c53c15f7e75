// Answers prime queries from tables built once in lazy_static! statics.
use lazy_static::lazy_static;
use std::collections::HashMap;
use std::io::Read;

const LIMIT: usize = 100_000;

lazy_static! {
    static ref IS_PRIME: Vec<bool> = {
        let mut s = vec![true; LIMIT + 1];
        s[0] = false;
        s[1] = false;
        let mut i = 2;
        while i * i <= LIMIT {
            if s[i] {
                let mut j = i * i;
                while j <= LIMIT {
                    s[j] = false;
                    j += i;
                }
            }
            i += 1;
        }
        s
    };
    static ref PRIMES: Vec<usize> = (0..=LIMIT).filter(|&i| IS_PRIME[i]).collect();
    static ref NAMED: HashMap<&'static str, usize> = {
        let mut m = HashMap::new();
        m.insert("mersenne", 8191);
        m.insert("fermat", 65537);
        m
    };
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for tok in input.split_whitespace() {
        let n = match tok.parse::<usize>() {
            Ok(n) => n,
            Err(_) => match NAMED.get(tok) {
                Some(&n) => n,
                None => {
                    println!("{}: unknown", tok);
                    continue;
                }
            },
        };
        if n > LIMIT {
            println!("{}: out of range", n);
            continue;
        }
        let count = PRIMES.partition_point(|&p| p <= n);
        let next = PRIMES.get(count).copied();
        println!("{}: prime={} pi={} next={:?}", n, IS_PRIME[n], count, next);
    }
    println!("largest {}", PRIMES.last().unwrap());
}
