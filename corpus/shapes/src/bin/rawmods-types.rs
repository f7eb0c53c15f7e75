// Modules named `r#ref` and `r#type` in a library crate.
use rawmods::r#ref::RefTable;
use rawmods::r#type::Type;
use std::io::BufRead;

fn main() {
    let mut table = RefTable::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let mut toks = line.split_whitespace();
        match Type::parse(&mut toks) {
            Some(t) => {
                let name = t.to_string();
                let n = table.r#ref(&name);
                println!("{} depth {} refs {}", name, t.depth(), n);
            }
            None => println!("bad type: {}", line.trim()),
        }
    }
    table.unref("int");
    for (name, n) in table.live() {
        println!("live {} {}", name, n);
    }
    let same: rawmods::Type = rawmods::r#type::Type::Int;
    println!("{:?}", same);
    println!("ids {} {}", rawmods::next_id(), rawmods::next_id());
}
