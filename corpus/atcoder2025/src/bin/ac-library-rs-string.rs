// Distinct substrings via suffix array + LCP, and the Z-array based count of positions where
// a pattern occurs.
use ac_library::{lcp_array, suffix_array, z_algorithm};
use proconio::input;

fn main() {
    input! { s: String, p: String }
    let n = s.len() as u64;
    let sa = suffix_array(&s);
    let lcp = lcp_array(&s, &sa);
    let distinct = n * (n + 1) / 2 - lcp.iter().map(|&x| x as u64).sum::<u64>();
    println!("{distinct}");
    println!("sa: {:?}", sa);
    let joined = format!("{}${}", p, s);
    let z = z_algorithm(&joined);
    let hits: Vec<usize> = (0..s.len()).filter(|&i| z[p.len() + 1 + i] >= p.len()).collect();
    println!("{} at {:?}", hits.len(), hits);
    // longest repeated substring
    if let Some((i, &l)) = lcp.iter().enumerate().max_by_key(|&(i, &l)| (l, std::cmp::Reverse(i)))
        && l > 0
    {
        println!("longest repeat: {}", &s[sa[i]..sa[i] + l]);
    } else {
        println!("no repeat");
    }
}
