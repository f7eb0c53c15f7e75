// Tokenizes arithmetic-ish source lines with regex alternation, find_iter and RegexSet.
use regex::{Regex, RegexSet};
use std::io::BufRead;

fn main() {
    let token = Regex::new(r"(?x)
        (?P<num>\d+(?:\.\d+)?)
      | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
      | (?P<op>==|!=|<=|>=|[-+*/=<>()])
      | (?P<ws>\s+)
      | (?P<err>.)").unwrap();
    let kinds = ["num", "ident", "op", "ws", "err"];
    let set = RegexSet::new([r"\bif\b", r"\d", r"[<>]=?", r"^\s*#"]).unwrap();
    let labels = ["keyword-if", "has-digit", "comparison", "comment"];
    let split_re = Regex::new(r"\s*[;,]\s*").unwrap();
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let matched: Vec<&str> = set.matches(&line).into_iter().map(|i| labels[i]).collect();
        println!("line {:?} tags {:?}", line, matched);
        if matched.contains(&"comment") {
            continue;
        }
        for stmt in split_re.split(&line).filter(|s| !s.is_empty()) {
            let mut toks = Vec::new();
            for caps in token.captures_iter(stmt) {
                let kind = kinds.iter().find(|k| caps.name(k).is_some()).unwrap();
                if *kind == "ws" {
                    continue;
                }
                let m = caps.get(0).unwrap();
                toks.push(format!("{}:{}@{}", kind, m.as_str(), m.start()));
            }
            println!("  {}", toks.join(" "));
        }
    }
}
