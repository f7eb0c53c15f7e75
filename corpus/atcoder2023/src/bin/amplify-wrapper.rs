use amplify::num::{u24, u256, u4};
use amplify::{Display, From, Wrapper};
use proconio::input;

// Newtypes with derived Display / From / Wrapper (operators forwarded to the inner type),
// an enum with custom Display strings, and amplify_num's odd-sized integers.
#[derive(Wrapper, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, From, Debug, Display)]
#[display(inner)]
#[wrapper(Add, Sub, Mul, AddAssign, LowerHex)]
struct Money(i64);

#[derive(Display, Clone, Copy, Debug)]
enum Kind {
    #[display("deposit")]
    Deposit,
    #[display("withdraw")]
    Withdraw,
    #[display("interest({0}%)")]
    Interest(i64),
}

fn main() {
    input! {
        q: usize,
        ops: [(char, i64); q],
    }
    let mut balance = Money::default();
    for &(c, v) in &ops {
        let kind = match c {
            'd' => Kind::Deposit,
            'w' => Kind::Withdraw,
            _ => Kind::Interest(v),
        };
        match kind {
            Kind::Deposit => balance += Money::from(v),
            Kind::Withdraw => balance = balance - Money(v),
            Kind::Interest(p) => balance = balance + Money(balance.into_inner() * p / 100),
        }
        println!("{} -> {}", kind, balance);
    }
    println!("{:x} {}", balance, balance.as_inner().signum());
    let doubled = balance * Money(2);
    println!("{:?}", doubled);

    let total: u32 = ops.iter().map(|&(_, v)| v.unsigned_abs() as u32).sum();
    let small = u24::try_from(total.min(0xFF_FFFF)).unwrap();
    let nibble = u4::try_from((total % 16) as u8).unwrap();
    println!("{} {} {}", small, nibble, u24::MAX);
    let mut big = u256::from(1u64);
    for &(_, v) in &ops {
        big = big * u256::from(v.unsigned_abs() + 1);
    }
    println!("{} {}", big, big.bits_required());
}
