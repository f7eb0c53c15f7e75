fn main() { println!("{}", splay::total(&[1, 2, 3])); }
