// Word frequencies of a text: the K most common words (ties broken alphabetically) ignoring
// stop words; Counter plus maplit and tap for small conveniences.
use counter::Counter;
use maplit::hashset;
use proconio::input;
use tap::Tap;

fn main() {
    input! { n: usize, k: usize, words: [String; n] }
    let stop = hashset! {"the", "a", "of", "and", "to"};
    let counts: Counter<String> = words.iter().filter(|w| !stop.contains(w.as_str())).cloned().collect();
    for (w, c) in counts.k_most_common_ordered(k) {
        println!("{w} {c}");
    }
    let total: usize = counts.total();
    println!("{} words kept, {} distinct", total, counts.len());
    let letters: Counter<char> = words.iter().flat_map(|w| w.chars()).collect();
    let top = letters.most_common_ordered().tap_mut(|v| v.truncate(3));
    println!("{:?}", top);
    let once = counts.iter().filter(|&(_, &c)| c == 1).map(|(w, _)| w.as_str()).collect::<Vec<_>>().tap_mut(|v| v.sort());
    println!("hapax: {}", once.join(" "));
}
