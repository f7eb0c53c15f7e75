use bstr::{BString, ByteSlice, ByteVec, B};
use std::io::Read;

// Parses a log from raw stdin bytes (possibly not UTF-8): counts lines per level,
// finds the longest message, and rewrites a token, all on byte strings.
fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    let mut errors = 0;
    let mut warns = 0;
    let mut longest: &[u8] = b"";
    for line in input.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with_str("ERROR") {
            errors += 1;
        } else if line.starts_with_str("WARN") {
            warns += 1;
        }
        if let Some(i) = line.find(": ") {
            let msg = &line[i + 2..];
            if msg.len() > longest.len() {
                longest = msg;
            }
        }
    }
    println!("{} {}", errors, warns);
    println!("{}", longest.to_str_lossy());
    let words = input.fields().count();
    let uwords: Vec<&str> = input.words().filter(|w| w.chars().all(|c| c.is_alphabetic())).take(4).collect();
    println!("{} {:?}", words, uwords);
    let mut fixed: BString = input.replace("timeout", "TIMEOUT").into();
    fixed.push_str("END");
    println!("{}", fixed.lines().last().unwrap().as_bstr());
    let colons = input.find_iter(B(":")).count();
    let parts: Vec<BString> = input.lines().next().unwrap_or(b"").split_str(" ").map(BString::from).collect();
    println!("{} {:?} {:?}", colons, parts, input.rfind_byte(b'\n'));
    println!("{}", input.to_str().is_ok());
}
