// Closures that return closures, composition, and FnMut state.
use std::io::Read;

fn compose<A, B, C>(f: impl Fn(A) -> B, g: impl Fn(B) -> C) -> impl Fn(A) -> C {
    move |x| g(f(x))
}

fn curry(f: fn(i64, i64) -> i64) -> impl Fn(i64) -> Box<dyn Fn(i64) -> i64> {
    move |a| Box::new(move |b| f(a, b))
}

fn counter(start: i64) -> impl FnMut() -> i64 {
    let mut next = start;
    move || {
        next += 1;
        next - 1
    }
}

fn memo_fib() -> impl FnMut(usize) -> u64 {
    let mut cache = vec![0u64, 1];
    move |n| {
        while cache.len() <= n {
            let k = cache.len();
            cache.push(cache[k - 1].wrapping_add(cache[k - 2]));
        }
        cache[n]
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let xs: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let adder = |a: i64| move |b: i64| a + b;
    let add3 = adder(3);
    let times_then_add = compose(|x: i64| x * 2, add3);
    let pow = curry(|a, b| a.pow(b as u32));
    let square_of = |x: i64| pow(x)(2);
    let mut ids = counter(100);
    let mut fib = memo_fib();
    for &x in &xs {
        println!("id {} x {} -> {} {} fib {}", ids(), x, times_then_add(x), square_of(x), fib(x.unsigned_abs() as usize % 90));
    }
    let pipeline: Vec<Box<dyn Fn(i64) -> i64>> = vec![Box::new(adder(1)), Box::new(|x| x * x), Box::new(adder(-5))];
    let total: i64 = xs.iter().map(|&x| pipeline.iter().fold(x, |acc, f| f(acc))).sum();
    println!("pipeline total {}", total);
}
