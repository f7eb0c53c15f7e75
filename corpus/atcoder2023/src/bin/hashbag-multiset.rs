use hashbag::HashBag;
use proconio::input;

// A multiset of words: add and remove copies, count occurrences, and report the
// number of distinct words and the total; sorted output only.
fn main() {
    input! {
        q: usize,
    }
    let mut bag: HashBag<String> = HashBag::new();
    for _ in 0..q {
        input! { op: char, w: String }
        match op {
            '+' => {
                let before = bag.insert(w.clone());
                println!("{} had {}", w, before);
            }
            '-' => {
                let before = bag.remove(&w);
                println!("{} removed from {}", w, before);
            }
            '*' => {
                input! { k: usize }
                bag.insert_many(w.clone(), k);
                println!("{} now {}", w, bag.contains(&w));
            }
            _ => println!("{} {}", w, bag.contains(&w)),
        }
    }
    println!("{} {}", bag.len(), bag.set_len());
    let mut counts: Vec<(&String, usize)> = bag.set_iter().collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    for (w, c) in counts.iter().take(3) {
        println!("{} {}", w, c);
    }
    let other: HashBag<String> = ["apple", "kiwi", "kiwi", "fig"].iter().map(|s| s.to_string()).collect();
    let mut common: Vec<(&String, usize)> = bag.set_iter().filter(|(w, _)| other.contains(*w) > 0).collect();
    common.sort();
    println!("{:?}", common);
    bag.retain(|_, c| c / 2);
    println!("{}", bag.len());
}
