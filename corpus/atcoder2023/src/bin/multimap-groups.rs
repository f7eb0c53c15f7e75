use multimap::MultiMap;
use proconio::input;

// Students with their club names; answers "which students are in club X" queries
// and lists the club with the most members, with a MultiMap from club to students.
fn main() {
    input! {
        n: usize,
        members: [(String, String); n],
        q: usize,
        queries: [String; q],
    }
    let mut clubs: MultiMap<String, String> = MultiMap::new();
    for (student, club) in &members {
        clubs.insert(club.clone(), student.clone());
    }
    for club in &queries {
        match clubs.get_vec(club) {
            Some(v) => println!("{}: {} ({})", club, v.join(","), v.len()),
            None => println!("{}: none", club),
        }
    }
    let mut sizes: Vec<(usize, &String)> = clubs.iter_all().map(|(k, v)| (v.len(), k)).collect();
    sizes.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    println!("{} {}", sizes[0].1, sizes[0].0);
    println!("{} {}", clubs.len(), clubs.is_vec(sizes[0].1));
    println!("{:?}", clubs.get(sizes[0].1));
    let by_initial: MultiMap<char, &str> = members
        .iter()
        .map(|(s, _)| (s.chars().next().unwrap(), s.as_str()))
        .collect();
    let mut keys: Vec<_> = by_initial.keys().collect();
    keys.sort();
    for k in keys {
        let mut v = by_initial.get_vec(k).unwrap().clone();
        v.sort();
        v.dedup();
        println!("{} {}", k, v.join(" "));
    }
    clubs.retain(|_, s| s.starts_with(|ch: char| "aeiou".contains(ch)));
    let mut left: Vec<_> = clubs.flat_iter().map(|(c, s)| format!("{}/{}", c, s)).collect();
    left.sort();
    println!("{}", left.join(" "));
}
