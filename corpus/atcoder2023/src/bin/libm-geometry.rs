use proconio::input;

// Geometry with libm's free functions: polar angles (atan2), sorting points by angle,
// distances (hypot), and a triangle's angles from the law of cosines (acos).
fn main() {
    input! {
        n: usize,
        pts: [(f64, f64); n],
    }
    let mut by_angle: Vec<(f64, usize)> = pts
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| {
            let a = libm::atan2(y, x);
            (if a < 0.0 { a + 2.0 * core::f64::consts::PI } else { a }, i)
        })
        .collect();
    by_angle.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{}", by_angle.iter().map(|&(_, i)| i.to_string()).collect::<Vec<_>>().join(" "));
    for w in pts.windows(3).take(3) {
        let (a, b, c) = (w[0], w[1], w[2]);
        let ab = libm::hypot(a.0 - b.0, a.1 - b.1);
        let bc = libm::hypot(b.0 - c.0, b.1 - c.1);
        let ca = libm::hypot(c.0 - a.0, c.1 - a.1);
        let cos_b = (ab * ab + bc * bc - ca * ca) / (2.0 * ab * bc);
        let angle = libm::acos(cos_b.clamp(-1.0, 1.0)) * 180.0 / core::f64::consts::PI;
        println!("{:.4} {:.4} {:.4} {:.4}", ab, bc, ca, angle);
    }
    let far = pts.iter().map(|&(x, y)| libm::sqrt(x * x + y * y)).fold(0.0, libm::fmax);
    println!("{:.6} {:.6}", far, libm::cbrt(far));
    println!("{} {} {}", libm::floor(-2.5), libm::ceil(-2.5), libm::round(2.5));
    println!("{:.6} {:.6} {:.6}", libm::exp(1.0), libm::log10(far + 1.0), libm::pow(2.0, 0.5));
    println!("{:.6} {:.6}", libm::sinf(0.5), libm::cos(1.0));
}
