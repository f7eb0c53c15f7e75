//! Maximum flow by Dinic's algorithm.

use std::collections::VecDeque;

#[derive(Clone, Copy, Debug)]
struct Edge {
    to: usize,
    rev: usize,
    cap: u64,
}

pub struct MaxFlow {
    g: Vec<Vec<Edge>>,
    level: Vec<usize>,
    iter: Vec<usize>,
}

impl MaxFlow {
    pub fn new(n: usize) -> Self {
        MaxFlow { g: vec![Vec::new(); n], level: vec![0; n], iter: vec![0; n] }
    }

    pub fn add_edge(&mut self, from: usize, to: usize, cap: u64) {
        let (rf, rt) = (self.g[to].len() + usize::from(from == to), self.g[from].len());
        self.g[from].push(Edge { to, rev: rf, cap });
        self.g[to].push(Edge { to: from, rev: rt, cap: 0 });
    }

    fn bfs(&mut self, s: usize) {
        self.level.iter_mut().for_each(|l| *l = usize::MAX);
        self.level[s] = 0;
        let mut q = VecDeque::from(vec![s]);
        while let Some(v) = q.pop_front() {
            for e in &self.g[v] {
                if e.cap > 0 && self.level[e.to] == usize::MAX {
                    self.level[e.to] = self.level[v] + 1;
                    q.push_back(e.to);
                }
            }
        }
    }

    fn dfs(&mut self, v: usize, t: usize, f: u64) -> u64 {
        if v == t {
            return f;
        }
        while self.iter[v] < self.g[v].len() {
            let e = self.g[v][self.iter[v]];
            if e.cap > 0 && self.level[v] < self.level[e.to] {
                let d = self.dfs(e.to, t, f.min(e.cap));
                if d > 0 {
                    self.g[v][self.iter[v]].cap -= d;
                    self.g[e.to][e.rev].cap += d;
                    return d;
                }
            }
            self.iter[v] += 1;
        }
        0
    }

    pub fn flow(&mut self, s: usize, t: usize) -> u64 {
        let mut total = 0;
        loop {
            self.bfs(s);
            if self.level[t] == usize::MAX {
                return total;
            }
            self.iter.iter_mut().for_each(|i| *i = 0);
            loop {
                let f = self.dfs(s, t, u64::MAX);
                if f == 0 {
                    break;
                }
                total += f;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_network() {
        let mut mf = MaxFlow::new(4);
        mf.add_edge(0, 1, 2);
        mf.add_edge(0, 2, 1);
        mf.add_edge(1, 2, 1);
        mf.add_edge(1, 3, 1);
        mf.add_edge(2, 3, 2);
        assert_eq!(mf.flow(0, 3), 3);
    }
}
