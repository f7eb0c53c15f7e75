use proconio::input;
use varisat::{ExtendFormula, Lit, Solver};

// N-queens as SAT: counts all solutions by adding a blocking clause after each model,
// and checks whether some given pre-placed queens can be completed.
fn encode(solver: &mut Solver, n: usize) -> Vec<Vec<Lit>> {
    let x: Vec<Vec<Lit>> = (0..n).map(|_| (0..n).map(|_| solver.new_lit()).collect()).collect();
    for i in 0..n {
        solver.add_clause(&x[i]);
    }
    let cells: Vec<(usize, usize)> = (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).collect();
    for (a, &(i1, j1)) in cells.iter().enumerate() {
        for &(i2, j2) in &cells[a + 1..] {
            let attack = i1 == i2 || j1 == j2 || i1 + j2 == i2 + j1 || i1 + j1 == i2 + j2;
            if attack {
                solver.add_clause(&[!x[i1][j1], !x[i2][j2]]);
            }
        }
    }
    x
}

fn main() {
    input! {
        n: usize,
        k: usize,
        fixed: [(usize, usize); k],
    }
    let mut solver = Solver::new();
    let x = encode(&mut solver, n);
    let mut count = 0;
    while solver.solve().unwrap() {
        count += 1;
        let model = solver.model().unwrap();
        let queens = x.iter().flatten().filter(|l| model.contains(l)).count();
        assert_eq!(queens, n);
        let block: Vec<Lit> = model.iter().filter(|l| l.is_positive()).map(|&l| !l).collect();
        solver.add_clause(&block);
    }
    println!("{}", count);

    let mut solver = Solver::new();
    let x = encode(&mut solver, n);
    let assumptions: Vec<Lit> = fixed.iter().map(|&(i, j)| x[i][j]).collect();
    solver.assume(&assumptions);
    if solver.solve().unwrap() {
        let model = solver.model().unwrap();
        let ok = (0..n).all(|i| (0..n).filter(|&j| model.contains(&x[i][j])).count() == 1);
        println!("SAT {}", ok);
    } else {
        let mut core: Vec<usize> = solver.failed_core().unwrap().iter().map(|l| l.var().index()).collect();
        core.sort();
        println!("UNSAT {}", core.len());
    }
}
