// `impl Trait` in argument and return position.
use std::fmt::Display;
use std::io::Read;

fn primes() -> impl Iterator<Item = u64> {
    (2u64..).filter(|&n| (2..).take_while(|d| d * d <= n).all(|d| n % d != 0))
}

fn evens<'a>(xs: &'a [i64]) -> impl Iterator<Item = &'a i64> + 'a {
    xs.iter().filter(|x| *x % 2 == 0)
}

fn scaler(k: i64) -> impl Fn(i64) -> i64 {
    move |x| x * k
}

fn joined(items: impl IntoIterator<Item = impl Display>) -> String {
    items.into_iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

fn running_sum(xs: &[i64]) -> impl Iterator<Item = i64> + '_ {
    xs.iter().scan(0, |acc, &x| {
        *acc += x;
        Some(*acc)
    })
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let k = it.next().unwrap();
    let xs: Vec<i64> = it.take(n).collect();
    println!("primes {}", joined(primes().take(n)));
    println!("evens {}", joined(evens(&xs)));
    let f = scaler(k);
    println!("scaled {}", joined(xs.iter().map(|&x| f(x))));
    println!("prefix {}", joined(running_sum(&xs)));
}
