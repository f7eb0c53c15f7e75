use proconio::input;
use recur_fn::{recur_fn, DynRecurFn, RecurFn};
use std::cell::RefCell;

// Recursive closures capturing the input: subtree sizes and depths of a rooted tree,
// a gcd written with the recur_fn! macro, and a body extended with call logging.
fn main() {
    input! {
        n: usize,
        parents: [usize; n - 1],
        a: u64,
        b: u64,
    }
    let mut children = vec![vec![]; n];
    for (i, &p) in parents.iter().enumerate() {
        children[p - 1].push(i + 1);
    }
    let size = recur_fn(|size, v: usize| -> usize { 1 + children[v].iter().map(|&c| size(c)).sum::<usize>() });
    let sizes: Vec<String> = (0..n).map(|v| size.call(v).to_string()).collect();
    println!("{}", sizes.join(" "));

    let depths = RefCell::new(vec![0usize; n]);
    let dfs = recur_fn(|dfs, (v, d): (usize, usize)| {
        depths.borrow_mut()[v] = d;
        for &c in &children[v] {
            dfs((c, d + 1));
        }
    });
    dfs.call((0, 0));
    let height = depths.borrow().iter().copied().max().unwrap();
    println!("{}", height);

    let gcd = recur_fn!(gcd(p: (u64, u64)) -> u64 {
        if p.1 == 0 { p.0 } else { gcd((p.1, p.0 % p.1)) }
    });
    println!("{}", gcd.call((a, b)));

    let log = RefCell::new(Vec::new());
    let logged = recur_fn(|recur, p: (u64, u64)| {
        log.borrow_mut().push(p.1);
        gcd.body(recur, p)
    });
    let dynamic: &dyn DynRecurFn<(u64, u64), u64> = &logged;
    println!("{} {:?}", dynamic.call((a, b)), log.borrow());
}
