// Groups sales records by region, merges sorted streams and windows over the data with itertools.
use itertools::{Itertools, MinMaxResult};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let records = input
        .lines()
        .filter_map(|l| l.split_whitespace().collect_tuple::<(&str, &str, &str)>())
        .map(|(region, day, amount)| (region, day.parse::<u32>().unwrap(), amount.parse::<i64>().unwrap()))
        .sorted_by_key(|&(r, d, _)| (r, d))
        .collect_vec();

    for (region, group) in &records.iter().chunk_by(|r| r.0) {
        let amounts = group.map(|r| r.2).collect_vec();
        let trend = amounts
            .iter()
            .array_windows::<2>()
            .map(|[a, b]| match b.cmp(a) {
                std::cmp::Ordering::Greater => '+',
                std::cmp::Ordering::Less => '-',
                std::cmp::Ordering::Equal => '=',
            })
            .collect::<String>();
        let range = match amounts.iter().minmax() {
            MinMaxResult::NoElements => "none".to_string(),
            MinMaxResult::OneElement(x) => format!("{}", x),
            MinMaxResult::MinMax(a, b) => format!("{}..{}", a, b),
        };
        println!("{}: n={} sum={} range={} trend={}", region, amounts.len(), amounts.iter().sum::<i64>(), range, trend);
    }
    let per_region = records.iter().map(|r| (r.0, r.2)).into_group_map();
    let streams = per_region.values().map(|v| v.iter().copied().sorted()).collect_vec();
    let merged = streams.into_iter().kmerge().dedup_with_count().map(|(c, x)| if c > 1 { format!("{}x{}", x, c) } else { x.to_string() });
    println!("all amounts: {}", merged.format(" "));
    let counts = records.iter().map(|r| r.1).counts();
    let busiest = counts.iter().max_set_by_key(|(_, &c)| c).into_iter().map(|(d, _)| *d).sorted().collect_vec();
    println!("busiest days {:?}", busiest);
    let top = records.iter().map(|r| r.2).k_largest(3).collect_vec();
    println!("top3 {:?}", top);
    println!("{}", records.iter().map(|r| r.0).unique().interleave(["*", "*"]).join(""));
}
