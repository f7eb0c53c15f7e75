// Encodes or decodes each line with base64 engines: "enc TEXT", "url TEXT", "dec B64".
use base64::prelude::*;
use std::io::BufRead;

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let (cmd, arg) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        match cmd {
            "enc" => println!("{}", BASE64_STANDARD.encode(arg)),
            "url" => println!("{}", BASE64_URL_SAFE_NO_PAD.encode(arg.as_bytes())),
            "dec" => match BASE64_STANDARD.decode(arg) {
                Ok(bytes) => match String::from_utf8(bytes) {
                    Ok(s) => println!("{}", s),
                    Err(e) => println!("binary: {:?}", e.into_bytes()),
                },
                Err(e) => println!("error: {}", e),
            },
            "decurl" => match BASE64_URL_SAFE_NO_PAD.decode(arg) {
                Ok(bytes) => println!("{}", String::from_utf8_lossy(&bytes)),
                Err(e) => println!("error: {}", e),
            },
            "len" => {
                let n: usize = arg.trim().parse().unwrap();
                println!("encoded len {}", base64::encoded_len(n, true).unwrap());
            }
            _ => println!("unknown command {}", cmd),
        }
    }
}
