// Const generics: fixed-size matrices for linear recurrences.
use std::io::Read;
use std::ops::Mul;

const MOD: u64 = 998_244_353;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Mat<const N: usize>([[u64; N]; N]);

impl<const N: usize> Mat<N> {
    fn identity() -> Self {
        let mut a = [[0; N]; N];
        for (i, row) in a.iter_mut().enumerate() {
            row[i] = 1;
        }
        Mat(a)
    }

    fn pow(self, mut e: u64) -> Self {
        let (mut r, mut b) = (Self::identity(), self);
        while e > 0 {
            if e & 1 == 1 {
                r = r * b;
            }
            b = b * b;
            e >>= 1;
        }
        r
    }
}

impl<const N: usize> Mul for Mat<N> {
    type Output = Self;
    fn mul(self, o: Self) -> Self {
        let mut c = [[0; N]; N];
        for i in 0..N {
            for k in 0..N {
                for j in 0..N {
                    c[i][j] = (c[i][j] + self.0[i][k] * o.0[k][j]) % MOD;
                }
            }
        }
        Mat(c)
    }
}

/// n-th term of the K-bonacci sequence starting 0, ..., 0, 1.
fn kbonacci<const K: usize>(n: u64) -> u64 {
    let mut m = [[0; K]; K];
    m[0] = [1; K];
    for i in 1..K {
        m[i][i - 1] = 1;
    }
    Mat::<K>(m).pow(n).0[K - 1][0]
}

fn sum_all<const N: usize>(xs: [u64; N]) -> u64 {
    xs.iter().sum()
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    for n in s.split_whitespace().map(|x| x.parse::<u64>().unwrap()) {
        let terms = [kbonacci::<2>(n), kbonacci::<3>(n), kbonacci::<4>(n)];
        println!("{} {:?} sum {}", n, terms, sum_all(terms) % MOD);
    }
}
