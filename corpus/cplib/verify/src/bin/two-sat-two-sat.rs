// https://judge.yosupo.jp/problem/two_sat (DIMACS-like input)
use fastio::Scanner;
use two_sat::TwoSat;

fn main() {
    let mut sc = Scanner::stdin();
    let _p: String = sc.read();
    let _cnf: String = sc.read();
    let n: usize = sc.read();
    let m: usize = sc.read();
    let mut ts = TwoSat::new(n);
    for _ in 0..m {
        let a: i64 = sc.read();
        let b: i64 = sc.read();
        let _zero: i64 = sc.read();
        ts.add_clause(a.unsigned_abs() as usize - 1, a > 0, b.unsigned_abs() as usize - 1, b > 0);
    }
    if ts.satisfiable() {
        println!("s SATISFIABLE");
        let lits: Vec<String> = ts
            .answer()
            .iter()
            .enumerate()
            .map(|(i, &v)| if v { (i as i64 + 1).to_string() } else { (-(i as i64) - 1).to_string() })
            .collect();
        println!("v {} 0", lits.join(" "));
    } else {
        println!("s UNSATISFIABLE");
    }
}
