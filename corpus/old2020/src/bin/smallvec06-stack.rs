use smallvec::SmallVec;
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut stack: SmallVec<[i64; 8]> = SmallVec::new();
    for tok in s.split_whitespace() {
        match tok {
            "+" => { let b = stack.pop().unwrap(); let a = stack.pop().unwrap(); stack.push(a + b); }
            "*" => { let b = stack.pop().unwrap(); let a = stack.pop().unwrap(); stack.push(a * b); }
            x => stack.push(x.parse().unwrap()),
        }
    }
    println!("{:?} {}", stack.as_slice(), stack.spilled());
}
