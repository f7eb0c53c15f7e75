// Checks whether each token is a valid Rust identifier using unicode-ident's XID tables.
use std::io::Read;
use unicode_ident::{is_xid_continue, is_xid_start};

const KEYWORDS: &[&str] = &["fn", "let", "mut", "struct", "enum", "impl", "match", "self", "type", "loop"];

fn classify(s: &str) -> Result<(), String> {
    let mut chars = s.chars();
    let first = chars.next().ok_or("empty")?;
    if !(is_xid_start(first) || first == '_') {
        return Err(format!("bad start {:?} (U+{:04X})", first, first as u32));
    }
    if s == "_" {
        return Err("lone underscore".into());
    }
    for (i, c) in s.char_indices().skip(1) {
        if !is_xid_continue(c) {
            return Err(format!("bad char {:?} (U+{:04X}) at byte {}", c, c as u32, i));
        }
    }
    if KEYWORDS.contains(&s) {
        return Err("keyword".into());
    }
    Ok(())
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (mut ok, mut bad) = (0, 0);
    for tok in input.split_whitespace() {
        match classify(tok) {
            Ok(()) => {
                ok += 1;
                println!("{} ok ({} chars)", tok, tok.chars().count());
            }
            Err(why) => {
                bad += 1;
                println!("{} invalid: {}", tok, why);
            }
        }
    }
    println!("{} valid, {} invalid", ok, bad);
}
