use ascii::{AsAsciiStr, AsciiChar, AsciiStr, AsciiString, ToAsciiChar};
use proconio::input;

// Caesar cipher and case tricks on AsciiString; rejects non-ASCII lines.
fn shift(ch: AsciiChar, k: u8) -> AsciiChar {
    if ch.is_ascii_lowercase() {
        ((ch.as_byte() - b'a' + k) % 26 + b'a').to_ascii_char().unwrap()
    } else if ch.is_ascii_uppercase() {
        ((ch.as_byte() - b'A' + k) % 26 + b'A').to_ascii_char().unwrap()
    } else {
        ch
    }
}

fn main() {
    input! {
        k: u8,
        n: usize,
        lines: [String; n],
    }
    for line in &lines {
        match line.as_ascii_str() {
            Ok(s) => {
                let enc: AsciiString = s.chars().map(|ch| shift(ch, k)).collect();
                let digits = s.chars().filter(|ch| ch.is_ascii_digit()).count();
                println!("{} {} {}", enc, digits, enc.to_ascii_uppercase());
            }
            Err(e) => println!("not ascii at {}", e.valid_up_to()),
        }
    }
    let mut banner = AsciiString::new();
    for w in lines.iter().filter_map(|l| AsciiStr::from_ascii(l.as_bytes()).ok()) {
        if let Some(ch) = w.first() {
            banner.push(ch);
        }
    }
    banner.push(AsciiChar::Exclamation);
    println!("{} {}", banner, banner.len());
    let trimmed = AsciiStr::from_ascii(b"  padded  ").unwrap().trim();
    println!("[{}] {}", trimmed, AsciiChar::from_ascii(b'z').unwrap().as_char());
}
