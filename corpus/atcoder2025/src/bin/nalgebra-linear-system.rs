// Solve A x = b with LU (DMatrix, nalgebra 0.34), and the N-th Fibonacci number mod 1e9+7
// by 2x2 matrix exponentiation with a fixed-size Matrix2.
use nalgebra::{DMatrix, DVector, Matrix2};
use proconio::input;

const MOD: u64 = 1_000_000_007;

fn mat_pow(mut a: Matrix2<u64>, mut e: u64) -> Matrix2<u64> {
    let mut r: Matrix2<u64> = Matrix2::identity();
    while e > 0 {
        if e & 1 == 1 {
            r = (r * a).map(|x: u64| x % MOD);
        }
        a = (a * a).map(|x: u64| x % MOD);
        e >>= 1;
    }
    r
}

fn main() {
    input! { n: usize, a: [f64; n * n], b: [f64; n], k: u64 }
    let m = DMatrix::from_row_slice(n, n, &a);
    let rhs = DVector::from_vec(b);
    match m.clone().lu().solve(&rhs) {
        Some(x) => {
            println!("{}", x.iter().map(|v| format!("{:.6}", v + 0.0)).collect::<Vec<_>>().join(" "));
            let residual = (&m * &x - &rhs).norm();
            println!("residual small: {}", residual < 1e-9);
        }
        None => println!("singular"),
    }
    println!("det {:.3}", m.determinant());
    println!("trace {:.3}", m.trace());
    let f = mat_pow(Matrix2::new(1, 1, 1, 0), k);
    println!("fib({k}) mod 1e9+7 = {}", f[(0, 1)]);
}
