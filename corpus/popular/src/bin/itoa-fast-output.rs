// Prefix sums printed through itoa::Buffer into one output buffer (fast contest output).
use std::io::{Read, Write};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap().parse().unwrap()).collect();

    let mut out = Vec::with_capacity(n * 8);
    let mut buf = itoa::Buffer::new();
    let mut sum: i64 = 0;
    for (i, &x) in a.iter().enumerate() {
        sum += x;
        out.extend_from_slice(buf.format(sum).as_bytes());
        out.push(if i + 1 == n { b'\n' } else { b' ' });
    }
    let extremes = [i64::MIN, i64::MAX, 0];
    for x in extremes {
        out.extend_from_slice(buf.format(x).as_bytes());
        out.push(b'\n');
    }
    let big: u128 = a.iter().map(|&x| x.unsigned_abs() as u128).product::<u128>();
    out.extend_from_slice(buf.format(big).as_bytes());
    out.push(b'\n');
    let small: u8 = (sum.rem_euclid(256)) as u8;
    out.extend_from_slice(buf.format(small).as_bytes());
    out.push(b'\n');
    std::io::stdout().write_all(&out).unwrap();
}
