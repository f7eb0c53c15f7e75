// xxd-style hex dump of stdin, plus hex round trips with the hex crate.
use std::io::Read;

fn main() {
    let mut data = Vec::new();
    std::io::stdin().read_to_end(&mut data).unwrap();
    for (i, chunk) in data.chunks(16).enumerate() {
        let h = hex::encode(chunk);
        let grouped: Vec<&str> = (0..h.len()).step_by(4).map(|j| &h[j..(j + 4).min(h.len())]).collect();
        let ascii: String = chunk.iter().map(|&b| if b.is_ascii_graphic() || b == b' ' { b as char } else { '.' }).collect();
        println!("{:08x}: {:<39}  {}", i * 16, grouped.join(" "), ascii);
    }
    let upper = hex::encode_upper(&data[..data.len().min(8)]);
    println!("upper {}", upper);
    match hex::decode(&upper) {
        Ok(back) => println!("roundtrip ok: {}", back == data[..data.len().min(8)]),
        Err(e) => println!("decode error: {}", e),
    }
    let mut fixed = [0u8; 4];
    println!("decode_to_slice: {:?} {:?}", hex::decode_to_slice("c0ffee42", &mut fixed), fixed);
    println!("bad input: {:?}", hex::decode("abz").unwrap_err());
    println!("odd length: {}", hex::decode("abc").unwrap_err());
}
