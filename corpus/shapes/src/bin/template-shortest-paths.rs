// ABC211 D "Number of Shortest paths": count shortest paths 1 -> N modulo 1e9+7.
#![allow(unused_imports)]
use std::cmp::{max, min, Ordering, Reverse};
use std::collections::{BTreeMap, BinaryHeap, HashMap, VecDeque};
use std::io::{stdin, stdout, BufRead, BufWriter, Read, Write};

macro_rules! input {
    ($($r:tt)*) => {
        let mut s = String::new();
        stdin().read_to_string(&mut s).unwrap();
        let mut it = s.split_ascii_whitespace();
        input_rec!(it, $($r)*);
    };
}

macro_rules! input_rec {
    ($it:ident $(,)?) => {};
    ($it:ident, $v:ident : $t:tt $($r:tt)*) => {
        let $v = read!($it, $t);
        input_rec!($it $($r)*);
    };
}

macro_rules! read {
    ($it:ident, [$t:tt; $n:expr]) => { (0..$n).map(|_| read!($it, $t)).collect::<Vec<_>>() };
    ($it:ident, ($($t:tt),*)) => { ($(read!($it, $t)),*) };
    ($it:ident, usize1) => { read!($it, usize) - 1 };
    ($it:ident, $t:ty) => { $it.next().unwrap().parse::<$t>().unwrap() };
}

#[allow(unused_macros)]
macro_rules! chmin {
    ($a:expr, $b:expr) => {{
        let b = $b;
        if b < $a {
            $a = b;
            true
        } else {
            false
        }
    }};
}

#[allow(unused_macros)]
macro_rules! debug {
    ($($e:expr),*) => {
        #[cfg(debug_assertions)]
        eprintln!(concat!($(stringify!($e), " = {:?}, "),*), $($e),*);
    };
}

const MOD: u64 = 1_000_000_007;

#[allow(unused)]
fn yes_no(b: bool) -> &'static str {
    if b { "Yes" } else { "No" }
}

fn main() {
    input! {
        n: usize,
        m: usize,
        edges: [(usize1, usize1); m],
    }
    let mut g = vec![vec![]; n];
    for &(a, b) in &edges {
        g[a].push(b);
        g[b].push(a);
    }
    let mut dist = vec![usize::MAX; n];
    let mut ways = vec![0u64; n];
    dist[0] = 0;
    ways[0] = 1;
    let mut q = VecDeque::new();
    q.push_back(0);
    while let Some(v) = q.pop_front() {
        for &u in &g[v] {
            if chmin!(dist[u], dist[v] + 1) {
                q.push_back(u);
            }
            if dist[u] == dist[v] + 1 {
                ways[u] = (ways[u] + ways[v]) % MOD;
            }
        }
    }
    debug!(dist, ways);
    println!("{}", ways[n - 1]);
}
