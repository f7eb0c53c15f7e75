// Simulates file permission changes with a bitflags set.
use bitflags::bitflags;
use std::io::Read;

bitflags! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    struct Perm: u32 {
        const READ = 0b0001;
        const WRITE = 0b0010;
        const EXEC = 0b0100;
        const ADMIN = 0b1000;
        const RW = Self::READ.bits() | Self::WRITE.bits();
    }
}

fn parse(name: &str) -> Option<Perm> {
    Perm::from_name(&name.to_uppercase())
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut cur = Perm::empty();
    for line in input.lines() {
        let mut it = line.split_whitespace();
        let (Some(op), Some(arg)) = (it.next(), it.next()) else { continue };
        let Some(p) = parse(arg) else {
            println!("unknown flag {}", arg);
            continue;
        };
        match op {
            "grant" => cur.insert(p),
            "revoke" => cur.remove(p),
            "toggle" => cur.toggle(p),
            "check" => println!("{} {}: {}", op, arg, cur.contains(p)),
            "mask" => cur &= p,
            _ => println!("bad op {}", op),
        }
        println!("{:?} bits={:#06b} names=[{}]", cur, cur.bits(),
            cur.iter_names().map(|(n, _)| n).collect::<Vec<_>>().join(","));
    }
    let all = Perm::all();
    println!("missing: {:?}", all - cur);
    println!("complement: {:?}", cur.complement());
    println!("is_all={} is_empty={}", cur.is_all(), cur.is_empty());
}
