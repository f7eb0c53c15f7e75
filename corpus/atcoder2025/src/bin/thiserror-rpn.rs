// Evaluates one reverse-Polish expression per line and reports errors through a thiserror enum.
use std::io::{self, BufRead};
use std::num::ParseIntError;
use thiserror::Error;

#[derive(Debug, Error)]
enum EvalError {
    #[error("stack underflow at token {pos} (`{token}`)")]
    Underflow { pos: usize, token: String },
    #[error("division by zero at token {0}")]
    DivisionByZero(usize),
    #[error("bad number: {0}")]
    BadNumber(#[from] ParseIntError),
    #[error("overflow in `{0}`")]
    Overflow(char),
    #[error("expected one value on the stack, found {0}")]
    Leftover(usize),
}

fn eval(line: &str) -> Result<i64, EvalError> {
    let mut st: Vec<i64> = Vec::new();
    for (pos, tok) in line.split_whitespace().enumerate() {
        if let Some(op) = tok.chars().next()
            && tok.len() == 1
            && "+-*/".contains(op)
        {
            let (Some(b), Some(a)) = (st.pop(), st.pop()) else {
                return Err(EvalError::Underflow { pos, token: tok.to_string() });
            };
            let v = match op {
                '+' => a.checked_add(b),
                '-' => a.checked_sub(b),
                '*' => a.checked_mul(b),
                _ if b == 0 => return Err(EvalError::DivisionByZero(pos)),
                _ => a.checked_div(b),
            };
            st.push(v.ok_or(EvalError::Overflow(op))?);
        } else {
            st.push(tok.parse()?);
        }
    }
    match st.as_slice() {
        [v] => Ok(*v),
        s => Err(EvalError::Leftover(s.len())),
    }
}

fn main() {
    let stdin = io::stdin();
    let mut ok = 0;
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.unwrap();
        match eval(&line) {
            Ok(v) => {
                ok += 1;
                println!("#{}: {v}", i + 1);
            }
            Err(e) => println!("#{}: error: {e}", i + 1),
        }
    }
    println!("{ok} ok");
}
