use proconio::input;

// An ordered multiset as a treap whose priorities come from a xorshift generator seeded
// by getrandom (OS entropy, so an adversary cannot build a worst case). The tree shape
// depends on the seed, but every answer (k-th smallest, rank) does not.
struct Treap {
    key: Vec<i64>, pri: Vec<u64>, l: Vec<usize>, r: Vec<usize>, size: Vec<usize>, rng: u64,
}

impl Treap {
    fn new() -> Self {
        let mut seed = [0u8; 8];
        getrandom::getrandom(&mut seed).expect("entropy");
        let rng = u64::from_le_bytes(seed) | 1;
        Treap { key: vec![0], pri: vec![0], l: vec![0], r: vec![0], size: vec![0], rng }
    }
    fn next(&mut self) -> u64 {
        self.rng ^= self.rng << 13; self.rng ^= self.rng >> 7; self.rng ^= self.rng << 17; self.rng
    }
    fn upd(&mut self, t: usize) { self.size[t] = self.size[self.l[t]] + self.size[self.r[t]] + 1; }
    fn split(&mut self, t: usize, k: i64) -> (usize, usize) {
        if t == 0 { return (0, 0); }
        if self.key[t] < k {
            let (a, b) = self.split(self.r[t], k);
            self.r[t] = a; self.upd(t); (t, b)
        } else {
            let (a, b) = self.split(self.l[t], k);
            self.l[t] = b; self.upd(t); (a, t)
        }
    }
    fn merge(&mut self, a: usize, b: usize) -> usize {
        if a == 0 || b == 0 { return a + b; }
        if self.pri[a] > self.pri[b] {
            let m = self.merge(self.r[a], b); self.r[a] = m; self.upd(a); a
        } else {
            let m = self.merge(a, self.l[b]); self.l[b] = m; self.upd(b); b
        }
    }
    fn insert(&mut self, root: usize, k: i64) -> usize {
        let p = self.next();
        self.key.push(k); self.pri.push(p); self.l.push(0); self.r.push(0); self.size.push(1);
        let node = self.key.len() - 1;
        let (a, b) = self.split(root, k);
        let ab = self.merge(a, node);
        self.merge(ab, b)
    }
    fn kth(&self, mut t: usize, mut k: usize) -> i64 {
        loop {
            let ls = self.size[self.l[t]];
            if k < ls { t = self.l[t]; } else if k == ls { return self.key[t]; } else { k -= ls + 1; t = self.r[t]; }
        }
    }
}

fn main() {
    input! { q: usize }
    let mut tr = Treap::new();
    let mut root = 0;
    for _ in 0..q {
        input! { op: u8, x: i64 }
        if op == 1 {
            root = tr.insert(root, x);
        } else if op == 2 {
            let k = x as usize;
            if k >= 1 && k <= tr.size[root] { println!("{}", tr.kth(root, k - 1)); } else { println!("-1"); }
        } else {
            let (a, b) = tr.split(root, x);
            println!("{}", tr.size[a]);
            root = tr.merge(a, b);
        }
    }
}
