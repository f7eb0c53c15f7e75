// Sudoku through a SAT solver: variable (r, c, d) means "cell (r, c) holds digit d".
use proconio::input;
use proconio::marker::Chars;
use varisat::{ExtendFormula, Lit, Solver};

fn var(r: usize, c: usize, d: usize) -> Lit {
    Lit::from_index(r * 81 + c * 9 + d, true)
}

fn main() {
    input! { grid: [Chars; 9] }
    let mut solver = Solver::new();
    let mut exactly_one = |cells: &[Lit]| {
        solver.add_clause(cells);
        for i in 0..cells.len() {
            for j in i + 1..cells.len() {
                solver.add_clause(&[!cells[i], !cells[j]]);
            }
        }
    };
    for a in 0..9 {
        for b in 0..9 {
            exactly_one(&(0..9).map(|d| var(a, b, d)).collect::<Vec<_>>()); // cell
            exactly_one(&(0..9).map(|c| var(a, c, b)).collect::<Vec<_>>()); // row a, digit b
            exactly_one(&(0..9).map(|r| var(r, a, b)).collect::<Vec<_>>()); // column a, digit b
            let (br, bc) = (a / 3 * 3, a % 3 * 3);
            exactly_one(&(0..9).map(|k| var(br + k / 3, bc + k % 3, b)).collect::<Vec<_>>()); // box
        }
    }
    for (r, row) in grid.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if let Some(d) = ch.to_digit(10) {
                solver.add_clause(&[var(r, c, d as usize - 1)]);
            }
        }
    }
    if !solver.solve().unwrap() {
        println!("no solution");
        return;
    }
    let model = solver.model().unwrap();
    let mut ans = vec![vec!['.'; 9]; 9];
    for lit in model.into_iter().filter(|l| l.is_positive()) {
        let i = lit.index();
        ans[i / 81][i / 9 % 9] = char::from_digit((i % 9 + 1) as u32, 10).unwrap();
    }
    for row in ans {
        println!("{}", row.into_iter().collect::<String>());
    }
}
