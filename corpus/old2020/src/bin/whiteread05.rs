use whiteread::parse_line;

fn main() {
    let n: usize = parse_line().unwrap();
    let v: Vec<i64> = parse_line().unwrap();
    assert_eq!(v.len(), n);
    println!("{}", v.iter().max().unwrap());
}
