use counter::Counter;
use proconio::input;

// Letter and word frequencies with Counter: most common letters, whether one word's
// letters can be built from another's (subset), and combining counters.
fn main() {
    input! {
        n: usize,
        words: [String; n],
        a: String,
        b: String,
    }
    let letters: Counter<char> = words.iter().flat_map(|w| w.chars()).collect();
    let top: Vec<String> = letters
        .k_most_common_ordered(3)
        .into_iter()
        .map(|(c, k)| format!("{}{}", c, k))
        .collect();
    println!("{}", top.join(" "));
    let word_count = words.iter().cloned().collect::<Counter<_>>();
    let mut by_count = word_count.most_common_ordered();
    by_count.truncate(2);
    println!("{:?}", by_count);

    let ca = a.chars().collect::<Counter<_>>();
    let cb = b.chars().collect::<Counter<_>>();
    println!("{}", ca.is_subset(&cb));
    let union = ca.clone() | cb.clone();
    let inter = ca.clone() & cb.clone();
    let sum = ca.clone() + cb.clone();
    let diff = cb - ca;
    println!("{} {} {} {}", union.total::<usize>(), inter.total::<usize>(), sum.total::<usize>(), diff.total::<usize>());
    let mut d: Vec<(char, usize)> = diff.into_map().into_iter().collect();
    d.sort();
    println!("{:?}", d);
    let mut c = Counter::<char>::new();
    c.update("mississippi".chars());
    c.subtract("sip".chars());
    println!("{:?}", c.most_common_ordered());
}
