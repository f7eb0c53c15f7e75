use num_derive::{FromPrimitive, Num, NumCast, NumOps, One, ToPrimitive, Zero};
use num_traits::{FromPrimitive, Num, One, ToPrimitive, Zero};
use proconio::input;

#[derive(Debug, Clone, Copy, PartialEq, FromPrimitive, ToPrimitive)]
enum Op {
    Add = 1,
    Mul = 2,
    Max = 3,
    Reset = 9,
}

// A newtype that keeps all numeric traits of its inner type.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Zero, One, Num, NumOps, NumCast, ToPrimitive, FromPrimitive)]
struct Score(i64);

fn fold_all<T: Num + Copy + PartialOrd>(init: T, xs: &[T]) -> T {
    xs.iter().fold(init, |acc, &x| if x > acc { acc + x } else { acc * x + T::one() })
}

// A tiny stack machine: opcodes come in as numbers and are decoded with FromPrimitive.
fn main() {
    input! {
        q: usize,
        code: [(u32, i64); q],
    }
    let mut acc = Score::zero();
    for &(op, v) in &code {
        match Op::from_u32(op) {
            Some(Op::Add) => acc = acc + Score(v),
            Some(Op::Mul) => acc = acc * Score(v),
            Some(Op::Max) => {
                if Score(v) > acc {
                    acc = Score(v)
                }
            }
            Some(Op::Reset) => acc = Score::one(),
            None => println!("bad opcode {}", op),
        }
        println!("{:?}", acc);
    }
    println!("{:?} {}", acc.to_i32(), Op::Max.to_u8().unwrap());
    let scores: Vec<Score> = code.iter().map(|&(_, v)| Score(v)).collect();
    println!("{:?}", fold_all(Score::zero(), &scores));
    println!("{:?}", Score::from_str_radix("-ff", 16));
    println!("{:?}", Score::from_f64(3.9));
}
