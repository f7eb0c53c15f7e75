// Byte-level scanning with memchr: line count, field separators and substring search.
use memchr::memmem;
use std::io::Read;

fn main() {
    let mut data = Vec::new();
    std::io::stdin().read_to_end(&mut data).unwrap();
    let (needle, hay) = match memchr::memchr(b'\n', &data) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (&data[..], &[][..]),
    };
    let lines = memchr::memchr_iter(b'\n', hay).count();
    println!("lines {}", lines);
    let seps = memchr::memchr2_iter(b',', b';', hay).count();
    println!("separators {}", seps);
    let last_space = memchr::memrchr(b' ', hay);
    println!("last space at {:?}", last_space);
    let finder = memmem::Finder::new(needle);
    let positions: Vec<usize> = finder.find_iter(hay).collect();
    println!(
        "needle {:?} found {} times at {:?}",
        String::from_utf8_lossy(needle),
        positions.len(),
        positions
    );
    println!("last occurrence {:?}", memmem::rfind(hay, needle));
    // per-line first vowel using memchr3
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', hay) {
        let line = &hay[start..end];
        let v = memchr::memchr3(b'a', b'e', b'o', line);
        println!("{:>3}: first a/e/o at {:?}", start, v);
        start = end + 1;
    }
}
