//! Should print every line of stdin in upper case, but loses every third line.

use std::io::BufRead;

fn main() {
    let lines = std::io::stdin().lock().lines().map_while(Result::ok);
    for (index, line) in lines.enumerate() {
        if index % 3 != 2 {
            println!("{}", line.to_uppercase());
        }
    }
}
