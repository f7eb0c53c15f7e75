// Global lazily-built tables with once_cell::sync::Lazy and a per-run OnceCell config.
use once_cell::sync::{Lazy, OnceCell};
use once_cell::unsync::OnceCell as LocalCell;
use std::collections::BTreeMap;
use std::io::Read;

static FACT_MOD: Lazy<Vec<u64>> = Lazy::new(|| {
    let mut f = vec![1u64; 1001];
    for i in 1..=1000 {
        f[i] = f[i - 1] * i as u64 % 1_000_000_007;
    }
    f
});

static ROMAN: Lazy<BTreeMap<u32, &'static str>> = Lazy::new(|| {
    [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
     (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        .into_iter()
        .collect()
});

static MODULUS: OnceCell<u64> = OnceCell::new();

fn roman(mut n: u32) -> String {
    let mut s = String::new();
    for (&v, &sym) in ROMAN.iter().rev() {
        while n >= v {
            s.push_str(sym);
            n -= v;
        }
    }
    s
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let m: u64 = it.next().unwrap().parse().unwrap();
    MODULUS.set(m).unwrap();
    println!("second set rejected: {}", MODULUS.set(1).is_err());
    let first: LocalCell<String> = LocalCell::new();
    for tok in it {
        let n: usize = tok.parse().unwrap();
        let f = FACT_MOD[n.min(1000)] % MODULUS.get().unwrap();
        first.get_or_init(|| roman(n as u32));
        println!("{} ({}): {}! mod p mod m = {}", n, roman(n as u32), n, f);
    }
    println!("first query in roman: {:?}", first.get());
    println!("factorial table initialized: {}", Lazy::get(&FACT_MOD).is_some());
}
