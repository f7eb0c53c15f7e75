// https://judge.yosupo.jp/problem/matrix_product
use fastio::Scanner;
use matrix::Matrix;
use modint::ModInt998244353 as Mint;
use std::io::Write;

fn read_matrix(sc: &mut Scanner, rows: usize, cols: usize) -> Matrix<Mint> {
    Matrix::from_rows((0..rows).map(|_| (0..cols).map(|_| sc.read::<Mint>()).collect()).collect())
}

fn main() {
    let mut sc = Scanner::stdin();
    let (n, m, k): (usize, usize, usize) = (sc.read(), sc.read(), sc.read());
    let a = read_matrix(&mut sc, n, m);
    let b = read_matrix(&mut sc, m, k);
    let c = &a * &b;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for i in 0..c.rows() {
        let row: Vec<String> = c.row(i).iter().map(|x| x.to_string()).collect();
        writeln!(out, "{}", row.join(" ")).unwrap();
    }
}
