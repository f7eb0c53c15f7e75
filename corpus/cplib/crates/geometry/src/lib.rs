//! Integer 2D geometry: points, cross products, convex hull (Andrew's monotone chain).

use std::ops::{Add, Sub};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point {
    pub x: i64,
    pub y: i64,
}

impl Point {
    pub fn new(x: i64, y: i64) -> Point {
        Point { x: x, y: y }
    }

    pub fn cross(self, other: Point) -> i64 {
        self.x * other.y - self.y * other.x
    }

    pub fn dot(self, other: Point) -> i64 {
        self.x * other.x + self.y * other.y
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, o: Point) -> Point {
        Point::new(self.x - o.x, self.y - o.y)
    }
}

/// Twice the signed area of triangle `a b c` (positive if counter-clockwise).
pub fn ccw(a: Point, b: Point, c: Point) -> i64 {
    (b - a).cross(c - a)
}

/// Convex hull counter-clockwise from the lowest-leftmost point, without collinear points.
pub fn convex_hull(points: &[Point]) -> Vec<Point> {
    let mut ps = points.to_vec();
    ps.sort_by(|a, b| (a.y, a.x).cmp(&(b.y, b.x)));
    ps.dedup();
    if ps.len() <= 2 {
        return ps;
    }
    let mut hull: Vec<Point> = Vec::with_capacity(2 * ps.len());
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &Point>> =
            if pass == 0 { Box::new(ps.iter()) } else { Box::new(ps.iter().rev()) };
        for &p in iter {
            while hull.len() >= start + 2 && ccw(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0 {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// Twice the area of a simple polygon.
pub fn area2(poly: &[Point]) -> i64 {
    let n = poly.len();
    (0..n).map(|i| poly[i].cross(poly[(i + 1) % n])).sum::<i64>().abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_with_inner_points() {
        let pts: Vec<Point> = [(0, 0), (2, 0), (1, 1), (2, 2), (0, 2), (1, 0)]
            .iter()
            .map(|&(x, y)| Point::new(x, y))
            .collect();
        let hull = convex_hull(&pts);
        assert_eq!(hull, vec![Point::new(0, 0), Point::new(2, 0), Point::new(2, 2), Point::new(0, 2)]);
        assert_eq!(area2(&hull), 8);
    }
}
