// Display impls: fractions, a padded table, and the alternate flag.
use std::fmt;
use std::io::Read;

#[derive(Clone, Copy)]
struct Frac {
    num: i64,
    den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Frac {
    fn new(num: i64, den: i64) -> Frac {
        let g = gcd(num, den).max(1) * den.signum();
        Frac { num: num / g, den: den / g }
    }
}

impl std::ops::Add for Frac {
    type Output = Frac;
    fn add(self, o: Frac) -> Frac {
        Frac::new(self.num * o.den + o.num * self.den, self.den * o.den)
    }
}

impl fmt::Display for Frac {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else if f.alternate() {
            write!(f, "{:.4}", self.num as f64 / self.den as f64)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

struct Table(Vec<Vec<Frac>>);

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let width = f.width().unwrap_or(6);
        for row in &self.0 {
            let cells: Vec<String> = row.iter().map(|x| format!("{:>w$}", x.to_string(), w = width)).collect();
            writeln!(f, "|{}|", cells.join("|"))?;
        }
        Ok(())
    }
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let fracs: Vec<Frac> = v.chunks(2).filter(|c| c.len() == 2 && c[1] != 0).map(|c| Frac::new(c[0], c[1])).collect();
    let total = fracs.iter().fold(Frac::new(0, 1), |a, &b| a + b);
    println!("sum = {} ~ {:#}", total, total);
    let table = Table(fracs.chunks(3).map(|c| c.to_vec()).collect());
    print!("{:8}", table);
    print!("{}", table);
}
