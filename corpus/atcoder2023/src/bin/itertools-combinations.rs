use itertools::{iproduct, Itertools};
use proconio::input;

// Brute force over subsets and orders: best k-subset sum not exceeding a limit,
// shortest route through all cities (permutations), grid pairs (iproduct!),
// and every 0/1 string of length n with no two adjacent 1s (multi_cartesian_product).
fn main() {
    input! {
        n: usize,
        k: usize,
        limit: i64,
        a: [i64; n],
        c: usize,
        pos: [(i64, i64); c],
    }
    let best = a
        .iter()
        .combinations(k)
        .map(|v| v.into_iter().sum::<i64>())
        .filter(|&s| s <= limit)
        .max();
    println!("{}", best.map_or("-1".to_string(), |v| v.to_string()));

    let dist = |p: (i64, i64), q: (i64, i64)| (p.0 - q.0).abs() + (p.1 - q.1).abs();
    let route = (1..c)
        .permutations(c - 1)
        .map(|order| {
            let mut path = vec![0];
            path.extend(order);
            let len: i64 = path.iter().tuple_windows().map(|(&x, &y)| dist(pos[x], pos[y])).sum();
            (len, path)
        })
        .min()
        .unwrap();
    println!("{} {}", route.0, route.1.iter().join(" "));

    let close = iproduct!(0..c, 0..c)
        .filter(|&(i, j)| i < j && dist(pos[i], pos[j]) <= 3)
        .count();
    println!("{}", close);

    let strings: Vec<String> = (0..n)
        .map(|_| ['0', '1'].iter())
        .multi_cartesian_product()
        .filter(|v| v.iter().tuple_windows().all(|(a, b)| !(**a == '1' && **b == '1')))
        .map(|v| v.into_iter().collect())
        .collect();
    println!("{}", strings.len());
    println!("{}", strings.iter().take(5).join(","));
    let pairs_sum: i64 = a.iter().tuple_combinations().map(|(x, y)| x * y).sum();
    println!("{}", pairs_sum);
    let pset = (0..n.min(4)).powerset().filter(|s| s.len() % 2 == 0).count();
    println!("{}", pset);
}
