// Tokenizes stdin with proc-macro2 and reports token statistics.
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::BTreeMap;
use std::io::Read;

#[derive(Default)]
struct Stats {
    idents: BTreeMap<String, usize>,
    literals: usize,
    puncts: usize,
    groups: BTreeMap<&'static str, usize>,
    max_depth: usize,
}

fn walk(ts: TokenStream, depth: usize, st: &mut Stats) {
    st.max_depth = st.max_depth.max(depth);
    for tt in ts {
        match tt {
            TokenTree::Ident(i) => *st.idents.entry(i.to_string()).or_default() += 1,
            TokenTree::Literal(_) => st.literals += 1,
            TokenTree::Punct(_) => st.puncts += 1,
            TokenTree::Group(g) => {
                let kind = match g.delimiter() {
                    Delimiter::Parenthesis => "()",
                    Delimiter::Brace => "{}",
                    Delimiter::Bracket => "[]",
                    Delimiter::None => "none",
                };
                *st.groups.entry(kind).or_default() += 1;
                walk(g.stream(), depth + 1, st);
            }
        }
    }
}

fn main() {
    let mut src = String::new();
    std::io::stdin().read_to_string(&mut src).unwrap();
    let ts: TokenStream = match src.parse() {
        Ok(ts) => ts,
        Err(e) => {
            println!("lex error: {}", e);
            return;
        }
    };
    let mut st = Stats::default();
    walk(ts, 0, &mut st);
    println!("literals {}", st.literals);
    println!("puncts {}", st.puncts);
    println!("max depth {}", st.max_depth);
    for (k, v) in &st.groups {
        println!("group {} {}", k, v);
    }
    let mut top: Vec<(&String, &usize)> = st.idents.iter().collect();
    top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (name, n) in top.iter().take(5) {
        println!("ident {} {}", name, n);
    }
}
