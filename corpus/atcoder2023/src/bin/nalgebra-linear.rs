use nalgebra::{DMatrix, DVector, Matrix2, Matrix3, Vector3};
use proconio::input;

// Solves a linear system with LU, computes a determinant and inverse, the n-th
// Fibonacci number by matrix power, and a cross product / rotation in 3D.
fn main() {
    input! {
        n: usize,
        a: [[f64; n]; n],
        b: [f64; n],
        k: u32,
        p: (f64, f64, f64),
        q: (f64, f64, f64),
    }
    let m = DMatrix::from_fn(n, n, |i, j| a[i][j]);
    let rhs = DVector::from_vec(b);
    match m.clone().lu().solve(&rhs) {
        Some(x) => println!("{}", x.iter().map(|v| format!("{:.4}", v + 0.0)).collect::<Vec<_>>().join(" ")),
        None => println!("singular"),
    }
    println!("{:.4}", m.determinant() + 0.0);
    if let Some(inv) = m.clone().try_inverse() {
        let id = &m * &inv;
        println!("{:.4} {:.4}", inv[(0, 0)] + 0.0, id.trace());
    }
    println!("{}", m.transpose().row(0).iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" "));

    let fib = Matrix2::new(1u64, 1, 1, 0);
    let mut r: Matrix2<u64> = Matrix2::identity();
    for _ in 0..k {
        r *= fib;
    }
    println!("{}", r[(0, 1)]);

    let u = Vector3::new(p.0, p.1, p.2);
    let v = Vector3::new(q.0, q.1, q.2);
    let c = u.cross(&v);
    println!("{:.4} {:.4} {:.4} {:.4}", c.x, c.y, c.z, u.dot(&v));
    let rot = Matrix3::new(0.0, -1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0);
    let w = rot * u;
    println!("{:.4} {:.4} {:.4} {:.4}", w.x + 0.0, w.y, w.z, w.norm());
}
