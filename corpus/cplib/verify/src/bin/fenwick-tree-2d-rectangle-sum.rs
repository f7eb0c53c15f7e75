// H x W grid of zeros; "0 y x v": add v at (y, x); "1 y1 x1 y2 x2": sum over [y1, y2) x [x1, x2).
use fastio::input;
use fenwick_tree_2d::FenwickTree2D;
use std::io::{BufWriter, Write};

fn main() {
    input! { h: usize, w: usize, q: usize }
    let mut ft = FenwickTree2D::new(h, w);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        input! { t: u8 }
        match t {
            0 => {
                input! { y: i64, x: i64, v: i64 }
                ft.add_at(y, x, v);
            }
            _ => {
                input! { y1: usize, x1: usize, y2: usize, x2: usize }
                writeln!(out, "{}", ft.sum(y1, x1, y2, x2)).unwrap();
            }
        }
    }
}
