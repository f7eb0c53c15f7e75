// "Did you mean ...?" suggestions with strsim string-similarity metrics.
use std::io::Read;
use strsim::{damerau_levenshtein, jaro_winkler, levenshtein, normalized_levenshtein, osa_distance};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (dict, queries) = input.split_once("\n\n").unwrap();
    let words: Vec<&str> = dict.split_whitespace().collect();
    for q in queries.split_whitespace() {
        if words.contains(&q) {
            println!("{}: ok", q);
            continue;
        }
        let mut scored: Vec<(usize, f64, &str)> = words
            .iter()
            .map(|w| (damerau_levenshtein(q, w), jaro_winkler(q, w), *w))
            .filter(|&(d, jw, _)| d <= 2 || jw > 0.85)
            .collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.partial_cmp(&a.1).unwrap()).then(a.2.cmp(b.2)));
        match scored.first() {
            Some(&(d, jw, w)) => println!(
                "{}: did you mean {}? (dl={} lev={} osa={} jw={:.3} norm={:.3})",
                q, w, d, levenshtein(q, w), osa_distance(q, w), jw, normalized_levenshtein(q, w)
            ),
            None => println!("{}: no suggestion", q),
        }
    }
    println!("hamming {:?}", strsim::hamming("karolin", "kathrin"));
    println!("hamming {:?}", strsim::hamming("abc", "ab").is_err());
    println!("sorensen_dice {:.4}", strsim::sorensen_dice("night", "nacht"));
}
