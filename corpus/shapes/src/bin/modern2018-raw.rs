// An edition 2018 crate: raw-identifier functions, TryFrom, `dyn` visitors, a `$crate` macro.
use modern2018::parse::{r#async, r#try};
use modern2018::{square, walk, word_counts, Celsius, Visitor};
use std::io::Read;

struct MinMax {
    lo: i64,
    hi: i64,
}

impl Visitor for MinMax {
    fn visit(&mut self, x: i64) {
        self.lo = self.lo.min(x);
        self.hi = self.hi.max(x);
    }
    fn result(&self) -> String {
        format!("min {} max {}", self.lo, self.hi)
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let words: Vec<&str> = s.split_whitespace().collect();
    let nums = r#async(&words);
    println!("numbers {:?}", nums);
    println!("{}", walk(&nums, &mut MinMax { lo: i64::MAX, hi: i64::MIN }));
    for &n in &nums {
        match Celsius::try_from(n) {
            Ok(c) => println!("{} squared {}", c, square!(c.0)),
            Err(e) => println!("error: {}", e),
        }
    }
    let others = words.iter().filter(|w| r#try(w).is_none()).map(|w| w.to_string());
    for (w, c) in word_counts(others) {
        println!("{} x{}", w, c);
    }
}
