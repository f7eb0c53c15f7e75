use pathfinding::prelude::{astar, bfs, bfs_reach, count_paths, dijkstra};
use proconio::{input, marker::Chars};

// Maze on a grid: 'S' start, 'G' goal, '#' wall, digits cost that much to enter ('.' costs 1).
// Prints the bfs step count and path, the dijkstra/astar weighted cost, the reachable cell
// count, and the number of monotone (right/down) paths from the top-left corner.
fn main() {
    input! {
        h: usize,
        w: usize,
        grid: [Chars; h],
    }
    let find = |ch: char| {
        (0..h)
            .flat_map(|i| (0..w).map(move |j| (i, j)))
            .find(|&(i, j)| grid[i][j] == ch)
            .unwrap()
    };
    let start = find('S');
    let goal = find('G');
    let neighbours = |&(i, j): &(usize, usize)| {
        let mut v = Vec::new();
        if i > 0 { v.push((i - 1, j)); }
        if j > 0 { v.push((i, j - 1)); }
        if i + 1 < h { v.push((i + 1, j)); }
        if j + 1 < w { v.push((i, j + 1)); }
        v.into_iter().filter(|&(a, b)| grid[a][b] != '#').collect::<Vec<_>>()
    };
    let cost = |(i, j): (usize, usize)| grid[i][j].to_digit(10).unwrap_or(1) as u32;

    match bfs(&start, |p| neighbours(p), |&p| p == goal) {
        Some(path) => {
            println!("{}", path.len() - 1);
            println!("{:?}", path);
        }
        None => println!("-1"),
    }
    let weighted = |p: &(usize, usize)| neighbours(p).into_iter().map(|q| (q, cost(q))).collect::<Vec<_>>();
    let d = dijkstra(&start, weighted, |&p| p == goal).map(|(_, c)| c);
    let manhattan = |&(i, j): &(usize, usize)| (i.abs_diff(goal.0) + j.abs_diff(goal.1)) as u32;
    let a = astar(&start, weighted, manhattan, |&p| p == goal).map(|(_, c)| c);
    println!("{:?} {:?}", d, a);
    println!("{}", bfs_reach(start, |p| neighbours(p)).count());
    let monotone = count_paths(
        (0usize, 0usize),
        |&(i, j)| {
            [(i + 1, j), (i, j + 1)]
                .into_iter()
                .filter(|&(a, b)| a < h && b < w && grid[a][b] != '#')
        },
        |&(i, j)| i == h - 1 && j == w - 1,
    );
    println!("{}", monotone);
}
