use text_io::read;

fn main() {
    let n: usize = read!();
    let mut total: i64 = 0;
    for _ in 0..n {
        let x: i64 = read!();
        total += x;
    }
    println!("{}", total);
}
