use proconio::{fastout, input};

// Prefix sums answering many range-sum queries; #[fastout] buffers every println!.
#[fastout]
fn main() {
    input! {
        n: usize,
        q: usize,
        a: [i64; n],
        queries: [(usize, usize); q],
    }
    let mut prefix = vec![0i64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + a[i];
    }
    for (l, r) in queries {
        let s = prefix[r] - prefix[l - 1];
        if s % 2 == 0 {
            println!("{} even", s);
        } else {
            println!("{} odd", s);
        }
    }
    let best = (1..=n)
        .flat_map(|l| (l..=n).map(move |r| (l, r)))
        .max_by_key(|&(l, r)| (prefix[r] - prefix[l - 1], std::cmp::Reverse((l, r))))
        .unwrap();
    print!("{} {}", best.0, best.1);
    println!();
    eprintln!("done");
}
