// Multi-pattern search and replacement with aho-corasick (leftmost-longest, case-insensitive).
use aho_corasick::{AhoCorasick, MatchKind};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (head, text) = input.split_once("\n\n").expect("blank line after patterns");
    let patterns: Vec<&str> = head.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let ac = AhoCorasick::builder()
        .match_kind(MatchKind::LeftmostLongest)
        .ascii_case_insensitive(true)
        .build(&patterns)
        .unwrap();
    let mut counts = vec![0usize; patterns.len()];
    for m in ac.find_iter(text) {
        counts[m.pattern().as_usize()] += 1;
        println!("{}..{} {:?} -> {}", m.start(), m.end(), &text[m.start()..m.end()], patterns[m.pattern()]);
    }
    for (p, c) in patterns.iter().zip(&counts) {
        println!("{}: {}", p, c);
    }
    let masks: Vec<String> = patterns.iter().map(|p| "*".repeat(p.len())).collect();
    print!("{}", ac.replace_all(text, &masks));
    let overlapping = AhoCorasick::new(&patterns).unwrap();
    let n = overlapping.find_overlapping_iter(text).count();
    println!("overlapping matches (case-sensitive): {}", n);
}
