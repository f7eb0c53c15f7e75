// Subset-sum style queries with itertools combinations, permutations, powerset and products.
use itertools::{iproduct, Itertools};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a = it.by_ref().take(n).collect_vec();
    let target = it.next().unwrap();

    let triples = a
        .iter()
        .combinations(3)
        .filter(|c| c.iter().copied().sum::<i64>() == target)
        .map(|c| format!("({})", c.iter().join(",")))
        .collect_vec();
    println!("triples summing to {}: {}", target, triples.len());
    for t in triples.iter().take(5) {
        println!("  {}", t);
    }
    let subsets = a.iter().powerset().filter(|s| s.iter().copied().sum::<i64>() == target).count();
    println!("subsets summing to {}: {}", target, subsets);

    let best = a
        .iter()
        .permutations(a.len().min(4))
        .map(|p| p.iter().enumerate().map(|(i, &&x)| (i as i64 + 1) * x).sum::<i64>())
        .max();
    println!("best weighted arrangement {:?}", best);

    let pairs = iproduct!(0..n, 0..n).filter(|&(i, j)| i < j && (a[i] + a[j]) % 2 == 0).count();
    println!("even pairs {}", pairs);
    let with_rep = a.iter().unique().combinations_with_replacement(2).count();
    println!("multisets of size 2 over distinct values: {}", with_rep);
    let [lo, hi] = a.iter().array_combinations::<2>().map(|[x, y]| (x - y).abs()).minmax().into_option().map_or([0, 0], |(l, h)| [l, h]);
    println!("pair distance min {} max {}", lo, hi);
}
