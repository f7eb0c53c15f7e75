// Counting pairs i < j with a_i + a_j == K and distinct values per window, with the fast
// Fx hasher from rustc-hash 2.
use proconio::input;
use rustc_hash::{FxBuildHasher, FxHashMap, FxHashSet};
use std::collections::HashMap;

fn main() {
    input! { n: usize, k: i64, w: usize, a: [i64; n] }
    let mut cnt: FxHashMap<i64, u64> = FxHashMap::default();
    let mut pairs = 0u64;
    for &x in &a {
        pairs += cnt.get(&(k - x)).copied().unwrap_or(0);
        *cnt.entry(x).or_default() += 1;
    }
    println!("{pairs}");
    // distinct count in each window of length w
    let mut win: HashMap<i64, usize, FxBuildHasher> = HashMap::with_capacity_and_hasher(w, FxBuildHasher);
    let mut res = Vec::new();
    for i in 0..n {
        *win.entry(a[i]).or_insert(0) += 1;
        if i >= w {
            let old = a[i - w];
            let e = win.get_mut(&old).unwrap();
            *e -= 1;
            if *e == 0 {
                win.remove(&old);
            }
        }
        if i + 1 >= w {
            res.push(win.len().to_string());
        }
    }
    println!("{}", res.join(" "));
    let set: FxHashSet<i64> = a.iter().copied().collect();
    let mut most: Vec<(i64, u64)> = cnt.into_iter().collect();
    most.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
    println!("{} distinct; top {:?}", set.len(), &most[..most.len().min(3)]);
}
