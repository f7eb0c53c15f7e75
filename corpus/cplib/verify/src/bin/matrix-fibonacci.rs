// Q queries "n": the n-th Fibonacci number mod 1,000,000,007 by matrix power.
use algebra::{One, Zero};
use fastio::input;
use matrix::Matrix;
use modint::ModInt1000000007 as Mint;

fn fib(n: u64) -> Mint {
    let step = Matrix::from_rows(vec![vec![Mint::one(), Mint::one()], vec![Mint::one(), Mint::zero()]]);
    step.pow(n)[(0, 1)]
}

fn main() {
    input! { q: usize, ns: [u64; q] }
    for n in ns {
        println!("{}", fib(n));
    }
}
