//! 2-SAT through strongly connected components.

use scc::SccGraph;

pub struct TwoSat {
    n: usize,
    graph: SccGraph,
    answer: Vec<bool>,
}

impl TwoSat {
    pub fn new(n: usize) -> Self {
        TwoSat { n, graph: SccGraph::new(2 * n), answer: vec![false; n] }
    }

    /// Adds the clause `(x_i == f) || (x_j == g)`.
    pub fn add_clause(&mut self, i: usize, f: bool, j: usize, g: bool) {
        self.graph.add_edge(2 * i + usize::from(!f), 2 * j + usize::from(g));
        self.graph.add_edge(2 * j + usize::from(!g), 2 * i + usize::from(f));
    }

    pub fn satisfiable(&mut self) -> bool {
        let (_, ids) = self.graph.scc_ids();
        for i in 0..self.n {
            if ids[2 * i] == ids[2 * i + 1] {
                return false;
            }
            self.answer[i] = ids[2 * i] < ids[2 * i + 1];
        }
        true
    }

    pub fn answer(&self) -> &[bool] {
        &self.answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sat_and_unsat() {
        let mut ts = TwoSat::new(2);
        ts.add_clause(0, true, 1, true);
        ts.add_clause(0, false, 1, false);
        ts.add_clause(0, true, 0, true);
        assert!(ts.satisfiable());
        assert_eq!(ts.answer(), &[true, false]);
        let mut bad = TwoSat::new(1);
        bad.add_clause(0, true, 0, true);
        bad.add_clause(0, false, 0, false);
        assert!(!bad.satisfiable());
    }
}
