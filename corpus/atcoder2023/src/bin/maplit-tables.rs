use maplit::{btreemap, btreeset, convert_args, hashmap, hashset};
use proconio::input;
use std::collections::{BTreeMap, HashMap};

// Lookup tables written as literals: roman numerals, keypad letters, vowel set,
// and a mapping of opcodes; converts each input word with them.
fn main() {
    input! {
        n: usize,
        words: [String; n],
        romans: [String; 2],
    }
    let roman: HashMap<char, i32> = hashmap! {
        'I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100, 'D' => 500, 'M' => 1000,
    };
    let keypad: BTreeMap<u8, &str> = btreemap! {
        2 => "abc", 3 => "def", 4 => "ghi", 5 => "jkl",
        6 => "mno", 7 => "pqrs", 8 => "tuv", 9 => "wxyz",
    };
    let vowels = hashset! {'a', 'e', 'i', 'o', 'u'};
    let lengths: BTreeMap<String, usize> = convert_args!(keys = String::from, btreemap!("short" => 4, "long" => 8));
    for w in &words {
        let digits: String = w
            .chars()
            .map(|c| {
                keypad
                    .iter()
                    .find(|(_, letters)| letters.contains(c))
                    .map_or('?', |(k, _)| (b'0' + k) as char)
            })
            .collect();
        let v = w.chars().filter(|c| vowels.contains(c)).count();
        let class = if w.len() <= lengths["short"] { "short" } else if w.len() >= lengths["long"] { "long" } else { "mid" };
        println!("{} {} {} {}", w, digits, v, class);
    }
    for r in &romans {
        let vals: Vec<i32> = r.chars().map(|c| roman[&c]).collect();
        let mut total = 0;
        for i in 0..vals.len() {
            if i + 1 < vals.len() && vals[i] < vals[i + 1] {
                total -= vals[i];
            } else {
                total += vals[i];
            }
        }
        println!("{} {}", r, total);
    }
    let primes = btreeset! {2, 3, 5, 7, 11, 13};
    println!("{:?}", primes.range(4..12).collect::<Vec<_>>());
}
