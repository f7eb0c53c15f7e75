// AtCoder ABC007 C: fewest steps through a maze ('#' walls), 1-based start and goal.
use fastio::{input, Bytes, Usize1};
use grid_bfs::grid_bfs;

fn main() {
    input! {
        r: usize,
        _c: usize,
        sy: Usize1,
        sx: Usize1,
        gy: Usize1,
        gx: Usize1,
        maze: [Bytes; r],
    }
    let dist = grid_bfs(&maze, (sy, sx), b'#');
    match dist[gy][gx] {
        Some(d) => println!("{}", d),
        None => println!("-1"),
    }
}
