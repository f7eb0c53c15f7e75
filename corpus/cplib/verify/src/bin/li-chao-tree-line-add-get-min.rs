// https://judge.yosupo.jp/problem/line_add_get_min
use fastio::input;
use li_chao_tree::LiChaoTree;
use prelude::*;

enum Query {
    Add(i64, i64),
    Get(i64),
}

fn main() {
    input! { n: usize, q: usize, lines: [(i64, i64); n] }
    let mut queries = Vec::with_capacity(q);
    for _ in 0..q {
        input! { t: u8 }
        if t == 0 {
            input! { a: i64, b: i64 }
            queries.push(Query::Add(a, b));
        } else {
            input! { p: i64 }
            queries.push(Query::Get(p));
        }
    }
    let xs = queries.iter().filter_map(|q| if let Query::Get(p) = q { Some(*p) } else { None }).collect();
    let mut tree = LiChaoTree::new(xs);
    for (a, b) in lines {
        tree.add_line(a, b);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for query in queries {
        match query {
            Query::Add(a, b) => tree.add_line(a, b),
            Query::Get(p) => writeln!(out, "{}", tree.get_min(p).unwrap()).unwrap(),
        }
    }
}
