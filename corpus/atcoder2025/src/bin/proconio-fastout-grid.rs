// 2D prefix sums over a '#'/'.' grid answering rectangle queries; #[fastout] buffers the
// many println! calls.
use proconio::marker::{Bytes, Chars, Usize1};
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! {
        h: usize, w: usize,
        grid: [Chars; h],
        name: Bytes,
        q: usize,
        rects: [(Usize1, Usize1, usize, usize); q],
    }
    let mut acc = vec![vec![0u32; w + 1]; h + 1];
    for i in 0..h {
        for j in 0..w {
            acc[i + 1][j + 1] = acc[i][j + 1] + acc[i + 1][j] - acc[i][j] + (grid[i][j] == '#') as u32;
        }
    }
    println!("grid {} ({} bytes in name)", String::from_utf8_lossy(&name), name.len());
    for (a, b, c, d) in rects {
        // rows a..c, columns b..d (1-based inclusive in the input)
        let cnt = acc[c][d] + acc[a][b] - acc[a][d] - acc[c][b];
        println!("{}", cnt);
    }
    let rows: Vec<usize> = (0..h).map(|i| grid[i].iter().filter(|&&c| c == '#').count()).collect();
    for (i, r) in rows.iter().enumerate() {
        println!("row {}: {}", i + 1, "*".repeat(*r));
    }
}
