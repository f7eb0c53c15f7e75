use num::complex::Complex;
use proconio::input;

type C = Complex<f64>;

// Rotates points of a polygon around a center with complex multiplication, and
// computes the polygon's area and perimeter; integer Gaussian arithmetic as well.
fn main() {
    input! {
        n: usize,
        pts: [(f64, f64); n],
        cx: f64,
        cy: f64,
        deg: f64,
        g1: (i64, i64),
        g2: (i64, i64),
    }
    let center = C::new(cx, cy);
    let rot = C::from_polar(1.0, deg.to_radians());
    for &(x, y) in &pts {
        let p = (C::new(x, y) - center) * rot + center;
        println!("{:.6} {:.6}", p.re + 0.0, p.im + 0.0);
    }
    let zs: Vec<C> = pts.iter().map(|&(x, y)| C::new(x, y)).collect();
    let mut area2 = 0.0;
    let mut perim = 0.0;
    for i in 0..n {
        let a = zs[i];
        let b = zs[(i + 1) % n];
        area2 += (a.conj() * b).im;
        perim += (b - a).norm();
    }
    println!("{:.6} {:.6}", area2.abs() / 2.0, perim);
    let far = zs.iter().map(|z| (z - center).norm_sqr()).fold(0.0, f64::max);
    println!("{:.6} {:.6}", far.sqrt(), zs[0].arg().to_degrees());

    let a = Complex::new(g1.0, g1.1);
    let b = Complex::new(g2.0, g2.1);
    println!("{} {} {}", a * b, a + b, (a * a.conj()).re);
    println!("{}", a.powu(3));
}
