use regex::Regex;
use std::io::{self, BufRead};

// Validates and parses whole input lines with regular expressions: dates, key=value
// pairs, and numbers inside free text; also masks e-mail addresses.
fn main() {
    let stdin = io::stdin();
    let lines: Vec<String> = stdin.lock().lines().map(|l| l.unwrap()).collect();
    let date = Regex::new(r"^(\d{4})-(\d{2})-(\d{2})$").unwrap();
    let kv = Regex::new(r"(?P<key>[a-z]+)=(?P<val>-?\d+)").unwrap();
    let num = Regex::new(r"-?\d+").unwrap();
    let mail = Regex::new(r"[\w.]+@([\w]+\.)+[a-z]{2,}").unwrap();
    for line in &lines {
        if let Some(c) = date.captures(line) {
            let y: u32 = c[1].parse().unwrap();
            let m: u32 = c[2].parse().unwrap();
            let d: u32 = c[3].parse().unwrap();
            let valid = (1..=12).contains(&m) && (1..=31).contains(&d);
            println!("date {} {} {} {}", y, m, d, valid);
            continue;
        }
        let pairs: Vec<String> = kv
            .captures_iter(line)
            .map(|c| format!("{}:{}", &c["key"], &c["val"]))
            .collect();
        if !pairs.is_empty() {
            println!("kv {}", pairs.join(","));
            continue;
        }
        let masked = mail.replace_all(line, "<mail>");
        let sum: i64 = num.find_iter(&masked).map(|m| m.as_str().parse::<i64>().unwrap()).sum();
        println!("text {} {}", sum, masked);
    }
    let words = Regex::new(r"\s+").unwrap();
    let all = lines.join(" ");
    println!("{}", words.split(all.trim()).count());
    let ident = Regex::new(r"^[a-z]+$").unwrap();
    println!("{}", lines.iter().filter(|l| ident.is_match(l)).count());
}
