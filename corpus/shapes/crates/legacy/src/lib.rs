//! Shapes parsed from text, written in 2015-edition style.

extern crate inner;

use std::error::Error;
use std::fmt;

pub trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> String;
    fn scale(&mut self, f64);
}

pub struct Circle {
    pub r: f64,
}

pub struct Rect {
    pub w: f64,
    pub h: f64,
}

impl Shape for Circle {
    fn area(&self) -> f64 {
        ::std::f64::consts::PI * self.r * self.r
    }
    fn name(&self) -> String {
        "circle".to_string()
    }
    fn scale(&mut self, k: f64) {
        self.r *= k;
    }
}

impl Shape for Rect {
    fn area(&self) -> f64 {
        self.w * self.h
    }
    fn name(&self) -> String {
        if self.w == self.h { "square".to_string() } else { "rect".to_string() }
    }
    fn scale(&mut self, k: f64) {
        self.w *= k;
        self.h *= k;
    }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}({:.2})", self.name(), self.area())
    }
}

#[derive(Debug)]
pub struct ParseError(String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "parse error: {}", self.0)
    }
}

impl Error for ParseError {
    fn description(&self) -> &str {
        &self.0
    }
}

fn number(tok: Option<&str>) -> Result<f64, Box<Error>> {
    let tok = try!(tok.ok_or_else(|| ParseError("missing number".to_string())));
    let v: f64 = try!(tok.parse());
    Ok(v)
}

/// `circle R` or `rect W H`.
pub fn parse_shape(line: &str) -> Result<Box<Shape>, Box<Error>> {
    let mut it = line.split_whitespace();
    match it.next() {
        Some("circle") => Ok(Box::new(Circle { r: try!(number(it.next())) })),
        Some("rect") => {
            let w = try!(number(it.next()));
            let h = try!(number(it.next()));
            Ok(Box::new(Rect { w: w, h: h }))
        }
        Some(other) => Err(Box::new(ParseError(format!("unknown shape {}", other)))),
        None => Err(Box::new(ParseError("empty line".to_string()))),
    }
}

pub fn total_area(shapes: &[Box<Shape>]) -> f64 {
    shapes.iter().map(|s| s.area()).sum()
}

pub fn largest(shapes: &[Box<Shape>]) -> Option<&Shape> {
    let mut best: Option<&Shape> = None;
    for s in shapes {
        best = match best {
            Some(b) if b.area() >= s.area() => Some(b),
            _ => Some(&**s),
        };
    }
    best
}

pub fn apply_all(shapes: &mut Vec<Box<Shape>>, f: &Fn(&mut Shape)) {
    for s in shapes.iter_mut() {
        f(&mut **s);
    }
}

/// Kind of a character, the way old code matched ranges.
pub fn char_class(c: char) -> &'static str {
    match c {
        '0'...'9' => "digit",
        'a'...'z' | 'A'...'Z' => "letter",
        _ => "other",
    }
}

pub mod util {
    pub fn describe(s: &::Shape) -> String {
        format!("{} {:.3}", s.name(), s.area())
    }

    pub fn banner(name: &str) -> String {
        ::inner::greeting(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_measure() {
        let shapes: Vec<Box<Shape>> = vec![parse_shape("rect 2 3").unwrap(), parse_shape("circle 1").unwrap()];
        assert_eq!(shapes[0].area(), 6.0);
        assert!(parse_shape("hexagon 1").is_err());
        assert_eq!(largest(&shapes).unwrap().name(), "rect");
        assert_eq!(char_class('7'), "digit");
    }
}
