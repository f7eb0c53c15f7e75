//! Implicit treap (array with split/merge): range reverse and range sum.

struct Node {
    val: i64,
    sum: i64,
    size: usize,
    priority: u64,
    rev: bool,
    left: Option<Box<Node>>,
    right: Option<Box<Node>>,
}

type Tree = Option<Box<Node>>;

fn size(t: &Tree) -> usize {
    t.as_ref().map_or(0, |n| n.size)
}

fn sum(t: &Tree) -> i64 {
    t.as_ref().map_or(0, |n| n.sum)
}

impl Node {
    fn pull(&mut self) {
        self.size = 1 + size(&self.left) + size(&self.right);
        self.sum = self.val + sum(&self.left) + sum(&self.right);
    }

    fn push(&mut self) {
        if self.rev {
            std::mem::swap(&mut self.left, &mut self.right);
            for child in [&mut self.left, &mut self.right].into_iter().flatten() {
                child.rev ^= true;
            }
            self.rev = false;
        }
    }
}

fn merge(a: Tree, b: Tree) -> Tree {
    match (a, b) {
        (None, t) | (t, None) => t,
        (Some(mut a), Some(mut b)) => {
            if a.priority > b.priority {
                a.push();
                a.right = merge(a.right.take(), Some(b));
                a.pull();
                Some(a)
            } else {
                b.push();
                b.left = merge(Some(a), b.left.take());
                b.pull();
                Some(b)
            }
        }
    }
}

/// First `k` elements, rest.
fn split(t: Tree, k: usize) -> (Tree, Tree) {
    match t {
        None => (None, None),
        Some(mut n) => {
            n.push();
            if size(&n.left) >= k {
                let (l, r) = split(n.left.take(), k);
                n.left = r;
                n.pull();
                (l, Some(n))
            } else {
                let (l, r) = split(n.right.take(), k - size(&n.left) - 1);
                n.right = l;
                n.pull();
                (Some(n), r)
            }
        }
    }
}

pub struct ImplicitTreap {
    root: Tree,
    rng: u64,
}

impl ImplicitTreap {
    pub fn new(values: &[i64]) -> Self {
        let mut t = ImplicitTreap { root: None, rng: 0x2545_f491_4f6c_dd1d };
        for &v in values {
            t.push_back(v);
        }
        t
    }

    fn next_priority(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    pub fn len(&self) -> usize {
        size(&self.root)
    }

    pub fn is_empty(&self) -> bool {
        self.root.is_none()
    }

    pub fn push_back(&mut self, val: i64) {
        let node = Box::new(Node { val, sum: val, size: 1, priority: self.next_priority(), rev: false, left: None, right: None });
        self.root = merge(self.root.take(), Some(node));
    }

    fn with_range<R>(&mut self, l: usize, r: usize, f: impl FnOnce(&mut Tree) -> R) -> R {
        let (a, bc) = split(self.root.take(), l);
        let (mut b, c) = split(bc, r - l);
        let res = f(&mut b);
        self.root = merge(merge(a, b), c);
        res
    }

    pub fn reverse(&mut self, l: usize, r: usize) {
        self.with_range(l, r, |t| {
            if let Some(n) = t {
                n.rev ^= true;
            }
        })
    }

    pub fn sum(&mut self, l: usize, r: usize) -> i64 {
        self.with_range(l, r, |t| sum(t))
    }

    pub fn to_vec(&mut self) -> Vec<i64> {
        fn walk(t: &mut Tree, out: &mut Vec<i64>) {
            if let Some(n) = t {
                n.push();
                walk(&mut n.left, out);
                out.push(n.val);
                walk(&mut n.right, out);
            }
        }
        let mut out = Vec::with_capacity(self.len());
        walk(&mut self.root, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverse_and_sum() {
        let mut t = ImplicitTreap::new(&[1, 2, 3, 4, 5]);
        t.reverse(1, 4);
        assert_eq!(t.to_vec(), vec![1, 4, 3, 2, 5]);
        assert_eq!(t.sum(0, 2), 5);
        t.reverse(0, 5);
        assert_eq!(t.to_vec(), vec![5, 2, 3, 4, 1]);
        assert_eq!(t.len(), 5);
    }
}
