use ndarray::{s, Array1, Array2, Axis};
use proconio::input;

// A grid of numbers as an Array2: row and column sums, the best k x k square (2D prefix
// sums), a transpose, a matrix product, and slicing a sub-block.
fn main() {
    input! {
        h: usize,
        w: usize,
        cells: [i64; h * w],
        k: usize,
    }
    let g = Array2::from_shape_vec((h, w), cells).unwrap();
    let rows: Vec<String> = g.sum_axis(Axis(1)).iter().map(|x| x.to_string()).collect();
    let cols: Vec<String> = g.sum_axis(Axis(0)).iter().map(|x| x.to_string()).collect();
    println!("{}", rows.join(" "));
    println!("{}", cols.join(" "));

    let mut pre = Array2::<i64>::zeros((h + 1, w + 1));
    for i in 0..h {
        for j in 0..w {
            pre[[i + 1, j + 1]] = g[[i, j]] + pre[[i, j + 1]] + pre[[i + 1, j]] - pre[[i, j]];
        }
    }
    let mut best = (i64::MIN, 0, 0);
    for i in 0..=h - k {
        for j in 0..=w - k {
            let s = pre[[i + k, j + k]] - pre[[i, j + k]] - pre[[i + k, j]] + pre[[i, j]];
            if s > best.0 {
                best = (s, i, j);
            }
        }
    }
    println!("{} {} {}", best.0, best.1, best.2);
    let block = g.slice(s![best.1..best.1 + k, best.2..best.2 + k]);
    println!("{}", block.sum());

    let t = g.t().to_owned();
    let prod = g.dot(&t);
    println!("{:?} {}", prod.dim(), prod.diag().iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    let v = Array1::from_iter(0..w as i64);
    println!("{}", g.dot(&v).iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    let pos = g.mapv(|x| if x > 0 { 1 } else { 0 }).sum();
    let max_row = g.axis_iter(Axis(0)).map(|r| r.iter().copied().max().unwrap()).collect::<Vec<_>>();
    println!("{} {:?}", pos, max_row);
}
