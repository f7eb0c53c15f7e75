// Runs transactional commands; scopeguard's guard/defer! roll back or log on every exit path.
use scopeguard::{defer, guard, ScopeGuard};
use std::io::BufRead;

fn apply(balance: &mut i64, ops: &[&str]) -> Result<(), String> {
    let before = *balance;
    let mut state = guard(balance, |b| {
        println!("  rollback to {}", before);
        *b = before;
    });
    for op in ops {
        let v: i64 = op[1..].parse().map_err(|_| format!("bad op {}", op))?;
        match op.as_bytes()[0] {
            b'+' => **state += v,
            b'-' if **state >= v => **state -= v,
            b'-' => return Err(format!("insufficient funds for {}", op)),
            _ => return Err(format!("unknown op {}", op)),
        }
    }
    let b = ScopeGuard::into_inner(state);
    println!("  committed {}", b);
    Ok(())
}

fn main() {
    let mut balance: i64 = 0;
    {
        defer! {
            println!("input closed");
        }
        let mut tx = guard(0usize, |n| println!("done after {} transactions", n));
        for line in std::io::stdin().lock().lines() {
            let line = line.unwrap();
            let ops: Vec<&str> = line.split_whitespace().collect();
            *tx += 1;
            println!("tx {}: {:?}", *tx, ops);
            if let Err(e) = apply(&mut balance, &ops) {
                println!("  error: {}", e);
            }
            println!("  balance {}", balance);
        }
    }
}
