// Bipartite matching of students to seminars with MfGraph, listing the chosen pairs and the
// min cut side of the source.
use ac_library::MfGraph;
use proconio::marker::Usize1;
use proconio::input;

fn main() {
    input! { n: usize, m: usize, k: usize, likes: [(Usize1, Usize1); k], cap: [u32; m] }
    let s = n + m;
    let t = s + 1;
    let mut g = MfGraph::<u32>::new(n + m + 2);
    for i in 0..n {
        g.add_edge(s, i, 1);
    }
    let ids: Vec<usize> = likes.iter().map(|&(a, b)| g.add_edge(a, n + b, 1)).collect();
    for (j, &c) in cap.iter().enumerate() {
        g.add_edge(n + j, t, c);
    }
    let flow = g.flow(s, t);
    println!("{flow}");
    for (&id, &(a, b)) in ids.iter().zip(&likes) {
        if g.get_edge(id).flow == 1 {
            println!("student {} -> seminar {}", a + 1, b + 1);
        }
    }
    let cut = g.min_cut(s);
    let left: Vec<String> = (0..n).filter(|&i| cut[i]).map(|i| (i + 1).to_string()).collect();
    println!("source side students: [{}]", left.join(", "));
}
