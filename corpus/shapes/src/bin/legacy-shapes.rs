// Shapes from a 2015-edition crate (bare trait objects, try!, ::paths).
use legacy::{apply_all, largest, parse_shape, total_area, util, Shape};
use std::io::BufRead;

fn main() {
    let stdin = std::io::stdin();
    let mut shapes: Vec<Box<dyn Shape>> = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        match parse_shape(&line) {
            Ok(s) => shapes.push(s),
            Err(e) => println!("skip: {}", e),
        }
    }
    for s in &shapes {
        println!("{}", util::describe(s.as_ref()));
    }
    println!("total {:.3}", total_area(&shapes));
    apply_all(&mut shapes, &|s: &mut dyn Shape| s.scale(2.0));
    println!("doubled {:.3}", total_area(&shapes));
    if let Some(big) = largest(&shapes) {
        println!("largest {}", util::describe(big));
    }
    println!("{}", util::banner("legacy"));
}
