// A crate reached only through another crate's `pub use inner;`.
use outer::inner::{self, Counter};

fn main() {
    let mut s = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();
    let names: Vec<&str> = s.split_whitespace().collect();
    println!("{}", outer::inner::f());
    let mut counter = Counter::default();
    for line in outer::greet_all(&names) {
        println!("{} #{}", line, counter.tick());
    }
    for name in &names {
        println!("{} depth {}", name, inner::deep::depth(name.len() as u64));
    }
    println!("{:?}", counter);
}
