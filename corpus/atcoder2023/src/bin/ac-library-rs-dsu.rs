use ac_library::Dsu;
use proconio::input;

// Union-find queries: "0 u v" merges, "1 u v" asks whether u and v are connected.
// Finally prints the number of components and the largest component's size and members.
fn main() {
    input! {
        n: usize,
        q: usize,
        queries: [(u8, usize, usize); q],
    }
    let mut dsu = Dsu::new(n);
    let mut answers = Vec::new();
    for &(t, u, v) in &queries {
        if t == 0 {
            dsu.merge(u, v);
        } else {
            answers.push(if dsu.same(u, v) { "Yes" } else { "No" });
        }
    }
    for a in &answers {
        println!("{}", a);
    }
    let groups = dsu.groups();
    let biggest = groups
        .iter()
        .max_by_key(|g| (g.len(), std::cmp::Reverse(g[0])))
        .unwrap();
    println!("{} {}", groups.len(), dsu.size(biggest[0]));
    let leader = dsu.leader(biggest[0]);
    let members: Vec<String> = biggest.iter().map(|x| x.to_string()).collect();
    println!("{} {}", leader == dsu.leader(*biggest.last().unwrap()), members.join(" "));
}
