// This bin's crate name is `lib_a`, like the library and its module `lib_a`.
use lib_a::lib_a;

fn main() {
    let mut s = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).unwrap();
    let xs: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", lib_a(&xs));
    let halves: Vec<String> = xs.iter().map(|&x| lib_a::halve(x).to_string()).collect();
    println!("{}", halves.join(" "));
    println!("{}", lib_a::double(xs.len() as i64));
}
