use alga::general::{
    AbstractMagma, AbstractMonoid, AbstractSemigroup, Additive, Identity, Multiplicative, Operator, RealField,
};
use proconio::input;

// Generic exponentiation by squaring over any alga monoid, used for integers under + and *,
// and for 2x2 matrices mod p (a monoid defined here); plus a generic RealField helper.
fn power<T: AbstractMonoid<O> + Copy, O: Operator>(mut base: T, mut e: u64) -> T {
    let mut acc = T::identity();
    while e > 0 {
        if e & 1 == 1 {
            acc = acc.operate(&base);
        }
        base = base.operate(&base);
        e >>= 1;
    }
    acc
}

const P: u64 = 1_000_000_007;

#[derive(Clone, Copy, PartialEq, Debug)]
struct Mat([[u64; 2]; 2]);

impl AbstractMagma<Multiplicative> for Mat {
    fn operate(&self, r: &Self) -> Self {
        let (a, b) = (self.0, r.0);
        let mut c = [[0; 2]; 2];
        for i in 0..2 {
            for j in 0..2 {
                c[i][j] = (a[i][0] * b[0][j] + a[i][1] * b[1][j]) % P;
            }
        }
        Mat(c)
    }
}
impl Identity<Multiplicative> for Mat {
    fn identity() -> Self {
        Mat([[1, 0], [0, 1]])
    }
}
impl AbstractSemigroup<Multiplicative> for Mat {}
impl AbstractMonoid<Multiplicative> for Mat {}

fn hypot_mean<T: RealField>(xs: &[T]) -> T {
    let n = T::from_subset(&(xs.len() as f64));
    (xs.iter().fold(T::zero(), |acc, &x| acc + x * x) / n).sqrt()
}

fn main() {
    input! {
        a: u64,
        e: u64,
        n: u64,
        xs: [f64; 4],
    }
    let sum: u64 = power::<u64, Additive>(a, e);
    let prod: u64 = power::<u64, Multiplicative>(a, e.min(10));
    println!("{} {}", sum, prod);
    let fib = power::<Mat, Multiplicative>(Mat([[1, 1], [1, 0]]), n);
    println!("{}", fib.0[0][1]);
    println!("{}", <i64 as Identity<Additive>>::identity() + <i64 as Identity<Multiplicative>>::identity());
    println!("{:.6}", hypot_mean(&xs));
}
