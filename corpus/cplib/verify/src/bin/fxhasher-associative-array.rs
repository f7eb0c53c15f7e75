// https://judge.yosupo.jp/problem/associative_array
use fastio::*;
use fxhasher::HashMap;
use prelude::*;

fn main() {
    input! { q: usize }
    let mut map: HashMap<u64, u64> = HashMap::default();
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        input! { t: u8, k: u64 }
        if t == 0 {
            input! { v: u64 }
            map.insert(k, v);
        } else {
            writeln!(out, "{}", map.get(&k).copied().unwrap_or(0)).unwrap();
        }
    }
}
