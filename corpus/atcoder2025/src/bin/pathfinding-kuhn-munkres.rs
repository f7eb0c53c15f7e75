// Assignment problem: N workers, N jobs, minimise total cost (Hungarian algorithm from
// pathfinding), then the maximum-profit variant on the same matrix.
use pathfinding::prelude::{kuhn_munkres, kuhn_munkres_min, Matrix};
use proconio::input;

fn main() {
    input! { n: usize, cost: [[i64; n]; n] }
    let weights = Matrix::from_rows(cost.clone()).unwrap();
    let (total, assign) = kuhn_munkres_min(&weights);
    println!("{total}");
    for (worker, &job) in assign.iter().enumerate() {
        println!("worker {} -> job {} ({})", worker + 1, job + 1, cost[worker][job]);
    }
    let (profit, best) = kuhn_munkres(&weights);
    println!("max {} via {:?}", profit, best.iter().map(|j| j + 1).collect::<Vec<_>>());
    // sanity check against the brute force for small n
    if n <= 8 {
        let mut perm: Vec<usize> = (0..n).collect();
        let mut brute = i64::MAX;
        loop {
            brute = brute.min((0..n).map(|i| cost[i][perm[i]]).sum());
            if !permutohedron::LexicalPermutation::next_permutation(&mut perm[..]) {
                break;
            }
        }
        println!("brute force agrees: {}", brute == total);
    }
}
