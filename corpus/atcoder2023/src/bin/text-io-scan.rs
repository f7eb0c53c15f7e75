use text_io::{read, scan, try_read};

// Reads a header line with scan! patterns, then n records read token by token with read!,
// then trailing optional numbers with try_read!.
fn main() {
    let (h, m): (u32, u32);
    scan!("{}:{}\n", h, m);
    let n: usize = read!();
    let mut items = Vec::new();
    for _ in 0..n {
        let name: String = read!();
        let price: u64 = read!();
        let qty: u32 = read!();
        items.push((name, price, qty));
    }
    let total: u64 = items.iter().map(|(_, p, q)| p * *q as u64).sum();
    let minutes = h * 60 + m + n as u32 * 3;
    println!("total {} ready at {:02}:{:02}", total, minutes / 60 % 24, minutes % 60);
    items.sort_by(|a, b| (b.1 * b.2 as u64).cmp(&(a.1 * a.2 as u64)).then(a.0.cmp(&b.0)));
    for (name, p, q) in &items {
        println!("{} {}", name, p * *q as u64);
    }
    let date: String = read!("{}\n");
    let (y, mo, d): (i32, u32, u32);
    scan!(date.bytes() => "{}-{}-{}", y, mo, d);
    println!("{} {} {}", y, mo, d);
    let mut extra = Vec::new();
    loop {
        let x: Result<i64, _> = try_read!();
        match x {
            Ok(v) => extra.push(v),
            Err(_) => break,
        }
    }
    println!("{} {}", extra.len(), extra.iter().sum::<i64>());
}
