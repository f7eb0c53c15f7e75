//! Breadth-first search on a character grid (4-neighbourhood).

use std::collections::VecDeque;

pub const DIRS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Steps from `start` to every cell, walls being `wall`; `None` where unreachable.
pub fn grid_bfs(grid: &[Vec<u8>], start: (usize, usize), wall: u8) -> Vec<Vec<Option<usize>>> {
    let h = grid.len();
    let w = if h == 0 { 0 } else { grid[0].len() };
    let mut dist = vec![vec![None; w]; h];
    let mut queue = VecDeque::new();
    dist[start.0][start.1] = Some(0);
    queue.push_back(start);
    while let Some((y, x)) = queue.pop_front() {
        let d = dist[y][x].unwrap();
        for &(dy, dx) in &DIRS {
            let (ny, nx) = (y.wrapping_add_signed(dy), x.wrapping_add_signed(dx));
            if ny < h && nx < w && grid[ny][nx] != wall && dist[ny][nx].is_none() {
                dist[ny][nx] = Some(d + 1);
                queue.push_back((ny, nx));
            }
        }
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maze() {
        let g: Vec<Vec<u8>> = ["..#", ".##", "..."].iter().map(|r| r.bytes().collect()).collect();
        let d = grid_bfs(&g, (0, 0), b'#');
        assert_eq!(d[2][2], Some(4));
        assert_eq!(d[0][2], None);
    }
}
