use either::Either;
use itertools::Itertools;
use proconio::input;

// Run-length encoding, sliding windows, grouping, sorted/deduped views, and splitting
// tokens into numbers and words with partition_map (Either).
fn main() {
    input! {
        s: String,
        n: usize,
        a: [i64; n],
        m: usize,
        tokens: [String; m],
    }
    let rle = s
        .chars()
        .dedup_with_count()
        .map(|(c, ch)| format!("{}{}", ch, c))
        .join("");
    println!("{}", rle);

    let increasing = a.iter().tuple_windows().filter(|(x, y)| x < y).count();
    let best3 = a.iter().tuple_windows::<(_, _, _)>().map(|(x, y, z)| x + y + z).max();
    println!("{} {:?}", increasing, best3);

    for (parity, group) in &a.iter().group_by(|&&x| x.rem_euclid(2)) {
        let g: Vec<_> = group.collect();
        print!("[{}:{}]", parity, g.iter().join(","));
    }
    println!();

    println!("{}", a.iter().sorted().dedup().join(" "));
    println!("{}", a.iter().sorted_by_key(|&&x| (x.abs(), x)).rev().take(3).join(" "));
    match a.iter().minmax() {
        itertools::MinMaxResult::MinMax(lo, hi) => println!("{} {}", lo, hi),
        itertools::MinMaxResult::OneElement(x) => println!("{} {}", x, x),
        itertools::MinMaxResult::NoElements => println!("empty"),
    }
    println!("{:?}", a.iter().positions(|&x| x < 0).collect_vec());

    let (nums, words): (Vec<i64>, Vec<&str>) = tokens.iter().partition_map(|t| match t.parse::<i64>() {
        Ok(v) => Either::Left(v),
        Err(_) => Either::Right(t.as_str()),
    });
    let first: Either<i64, &str> = nums.first().copied().map_or(Either::Right("none"), Either::Left);
    println!("{} | {} | {}", nums.iter().sum::<i64>(), words.iter().join("-"), first.either(|v| v.to_string(), |w| w.to_uppercase()));
    let flipped = first.flip().map_right(|v| v * 10);
    println!("{} {}", flipped.is_left(), flipped.right().unwrap_or(-1));
    let counts = words.iter().counts();
    println!("{}", counts.iter().sorted().map(|(w, c)| format!("{}={}", w, c)).join(" "));
}
