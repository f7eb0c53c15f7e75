// https://judge.yosupo.jp/problem/set_xor_min
use binary_trie::BinaryTrie;
use fastio::input;
use prelude::*;

fn main() {
    input! { q: usize, queries: [(u8, u64); q] }
    let mut trie = BinaryTrie::<30>::new();
    let mut out = BufWriter::new(io::stdout().lock());
    for (t, x) in queries {
        match t {
            0 => {
                if trie.count(x) == 0 {
                    trie.insert(x);
                }
            }
            1 => {
                trie.erase(x);
            }
            _ => writeln!(out, "{}", trie.xor_min(x).unwrap()).unwrap(),
        }
    }
}
