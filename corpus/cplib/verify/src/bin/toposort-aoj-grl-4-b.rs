// AOJ GRL_4_B: a topological order of a DAG, one vertex per line.
use fastio::input;
use toposort::toposort;

fn main() {
    input! { v: usize, e: usize, edges: [(usize, usize); e] }
    let order = toposort(v, &edges).expect("the input is a DAG");
    for x in order {
        println!("{}", x);
    }
}
