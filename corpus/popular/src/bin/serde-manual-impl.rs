// Hand-written Serialize / Deserialize impls (a Point encoded as "x,y"), driven by serde_json.
use serde::de::{self, Deserializer, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::io::Read;

#[derive(Debug, Clone, Copy)]
struct Point {
    x: i32,
    y: i32,
}

impl Serialize for Point {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{},{}", self.x, self.y))
    }
}

struct PointVisitor;

impl<'de> Visitor<'de> for PointVisitor {
    type Value = Point;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string \"x,y\"")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Point, E> {
        let (a, b) = v.split_once(',').ok_or_else(|| E::custom("missing comma"))?;
        let x = a.trim().parse().map_err(E::custom)?;
        let y = b.trim().parse().map_err(E::custom)?;
        Ok(Point { x, y })
    }
}

impl<'de> Deserialize<'de> for Point {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Point, D::Error> {
        d.deserialize_str(PointVisitor)
    }
}

struct Polygon<'a>(&'a [Point]);

impl Serialize for Polygon<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let twice_area: i64 = (0..self.0.len())
            .map(|i| {
                let (p, q) = (self.0[i], self.0[(i + 1) % self.0.len()]);
                p.x as i64 * q.y as i64 - q.x as i64 * p.y as i64
            })
            .sum();
        let mut st = s.serialize_struct("Polygon", 3)?;
        st.serialize_field("vertices", self.0)?;
        st.serialize_field("n", &self.0.len())?;
        st.serialize_field("area", &(twice_area.abs() as f64 / 2.0))?;
        st.end()
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for line in input.lines().filter(|l| !l.trim().is_empty()) {
        match serde_json::from_str::<Vec<Point>>(line) {
            Ok(points) => println!("{}", serde_json::to_string(&Polygon(&points)).unwrap()),
            Err(e) => println!("error: {}", e),
        }
    }
}
