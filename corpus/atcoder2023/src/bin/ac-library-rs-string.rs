use ac_library::{lcp_array, suffix_array, z_algorithm};
use proconio::input;

// Number of distinct substrings (suffix array + LCP), the suffix array itself,
// and the occurrences of a pattern found with the Z algorithm.
fn main() {
    input! {
        s: String,
        pattern: String,
    }
    let sa = suffix_array(&s);
    let lcp = lcp_array(&s, &sa);
    let n = s.len() as u64;
    let distinct = n * (n + 1) / 2 - lcp.iter().map(|&x| x as u64).sum::<u64>();
    println!("{}", distinct);
    println!("{}", sa.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    let longest_repeat = lcp.iter().copied().max().unwrap_or(0);
    println!("{}", longest_repeat);

    let joined = format!("{}${}", pattern, s);
    let z = z_algorithm(&joined);
    let m = pattern.len();
    let hits: Vec<usize> = (0..s.len())
        .filter(|&i| z[m + 1 + i] >= m)
        .collect();
    println!("{}", hits.len());
    if !hits.is_empty() {
        println!("{}", hits.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    }
}
