use proconio::input;
use superslice::Ext;

// Records sorted with glidesort (stable, by key), then counting queries answered with
// superslice's lower_bound / upper_bound / equal_range, and next_permutation on a slice.
fn main() {
    input! {
        n: usize,
        mut people: [(String, u32); n],
        q: usize,
        queries: [(u32, u32); q],
        mut digits: [u8; 4],
    }
    glidesort::sort_by_key(&mut people, |p| p.1);
    let ages: Vec<u32> = people.iter().map(|p| p.1).collect();
    for (lo, hi) in queries {
        let l = ages.lower_bound(&lo);
        let r = ages.upper_bound(&hi);
        println!("{}", r.saturating_sub(l));
    }
    let r = ages.equal_range(&ages[n / 2]);
    let names: Vec<&str> = people[r.clone()].iter().map(|p| p.0.as_str()).collect();
    println!("{:?} {}", r, names.join(","));
    let adults = n - people.lower_bound_by_key(&20, |p| p.1);
    let over30 = n - people.upper_bound_by(|p| p.1.cmp(&30));
    println!("{} {}", adults, over30);

    let mut words: Vec<String> = people.iter().map(|p| p.0.clone()).collect();
    glidesort::sort(&mut words);
    glidesort::sort_by(&mut words, |a, b| b.len().cmp(&a.len()));
    println!("{}", words.join(" "));

    let mut perms = 1;
    digits.sort();
    while digits.next_permutation() {
        perms += 1;
    }
    println!("{} {:?}", perms, digits);
    digits.prev_permutation();
    println!("{:?}", digits);
}
