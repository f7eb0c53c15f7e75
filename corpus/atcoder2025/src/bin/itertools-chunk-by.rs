// Run-length encoding, grouping and merging with itertools 0.14 (chunk_by, dedup_with_count,
// counts, kmerge, partition_map, circular_tuple_windows, izip!).
use itertools::{izip, Either, Itertools};
use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! { s: Chars, n: usize, a: [i64; n], b: [i64; n] }
    // RLE: "aaabcc" -> a3 b1 c2
    let rle = s.iter().chunk_by(|&&c| c).into_iter().map(|(c, g)| format!("{}{}", c, g.count())).join(" ");
    println!("{rle}");
    let longest = s.iter().dedup_with_count().max_by_key(|&(cnt, _)| cnt).unwrap();
    println!("longest run: {} x {}", longest.1, longest.0);
    // character frequencies, printed in sorted order
    let freq = s.iter().counts();
    println!("{}", freq.iter().sorted().map(|(c, k)| format!("{c}:{k}")).join(" "));
    // merge the two arrays after sorting each
    let merged = [a.iter().sorted().collect_vec(), b.iter().sorted().collect_vec()].into_iter().kmerge().join(" ");
    println!("{merged}");
    // split sums into evens and odds
    let (even, odd): (Vec<i64>, Vec<i64>) = izip!(&a, &b).map(|(x, y)| x + y).partition_map(|v| {
        if v % 2 == 0 { Either::Left(v) } else { Either::Right(v) }
    });
    println!("even {:?} odd {:?}", even, odd);
    // positions where the sequence goes up, and the circular max jump
    let ups = a.iter().tuple_windows().positions(|(x, y)| x < y).collect_vec();
    let jump = a.iter().circular_tuple_windows().map(|(x, y)| (x - y).abs()).max().unwrap_or(0);
    println!("ups at {:?}, max circular jump {}", ups, jump);
    println!("all equal: {}", a.iter().all_equal());
}
