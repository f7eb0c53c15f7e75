use argio::argio;
use std::fmt::{self, Display};

// Multiple test cases with argio: each case reads n and an array and prints the
// longest strictly increasing subsequence, formatted through a wrapper type.
struct Answer(usize, Vec<i64>);

impl Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        for x in &self.1 {
            write!(f, " {}", x)?;
        }
        Ok(())
    }
}

#[argio(multicase = "Case #{i+1}: ")]
fn main(n: usize, a: [i64; n]) -> Answer {
    let mut tails: Vec<i64> = Vec::new();
    let mut pos = vec![0; n];
    for (i, &x) in a.iter().enumerate() {
        let p = tails.partition_point(|&t| t < x);
        if p == tails.len() {
            tails.push(x);
        } else {
            tails[p] = x;
        }
        pos[i] = p;
    }
    let mut want = tails.len();
    let mut seq = Vec::new();
    for i in (0..n).rev() {
        if want > 0 && pos[i] == want - 1 && seq.last().map_or(true, |&l| a[i] < l) {
            seq.push(a[i]);
            want -= 1;
        }
    }
    seq.reverse();
    Answer(tails.len(), seq)
}
