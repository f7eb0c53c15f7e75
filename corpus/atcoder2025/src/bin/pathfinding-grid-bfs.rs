// Maze: shortest path from S to G (bfs) and the fewest walls to break when breaking costs 1
// and walking costs 0 (dijkstra), on a Matrix of chars from pathfinding 4.
use pathfinding::prelude::{bfs, dijkstra, Matrix};
use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! { h: usize, _w: usize, rows: [Chars; h] }
    let grid = Matrix::from_rows(rows).expect("rectangular grid");
    let find = |c: char| grid.keys().find(|&p| grid[p] == c).unwrap();
    let (s, g) = (find('S'), find('G'));
    let walk = |&p: &(usize, usize)| grid.neighbours(p, false).filter(|&q| grid[q] != '#').collect::<Vec<_>>();
    match bfs(&s, walk, |&p| p == g) {
        Some(path) => {
            println!("{}", path.len() - 1);
            let mut shown = grid.clone();
            for &p in &path[1..path.len() - 1] {
                shown[p] = '*';
            }
            for row in shown.iter() {
                println!("{}", row.iter().collect::<String>());
            }
        }
        None => println!("-1"),
    }
    let (_, walls) = dijkstra(
        &s,
        |&p| grid.neighbours(p, false).map(|q| (q, (grid[q] == '#') as u32)).collect::<Vec<_>>(),
        |&p| p == g,
    )
    .unwrap();
    println!("walls to break: {walls}");
}
