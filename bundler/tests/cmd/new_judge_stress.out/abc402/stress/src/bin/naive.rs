use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let mut tokens = input.split_ascii_whitespace();
    let mut next = || tokens.next().unwrap_or_default();
    let n: i64 = next().parse().unwrap_or(0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{n}").expect("stdout is writable");
}
