// Shortest round-trip float formatting with ryu for statistics over the input.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let xs: Vec<f64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut buf = ryu::Buffer::new();
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    let min = xs.iter().cloned().fold(f64::INFINITY, f64::min);
    let max = xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    println!("mean {}", buf.format(mean));
    println!("var {}", buf.format(var));
    println!("min {}", buf.format(min));
    println!("max {}", buf.format(max));
    println!("sqrt(var) {}", buf.format_finite(var.sqrt()));
    let f32s: Vec<String> = xs.iter().map(|&x| buf.format(x as f32).to_string()).collect();
    println!("as f32: {}", f32s.join(" "));
    for special in [f64::NAN, f64::INFINITY, -0.0, 1e300 * 10.0, 5e-324] {
        println!("{}", buf.format(special));
    }
}
