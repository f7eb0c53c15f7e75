// A small command interpreter whose error type is derived with thiserror.
use std::collections::BTreeMap;
use std::io::BufRead;
use std::num::ParseIntError;
use thiserror::Error;

#[derive(Debug, Error)]
enum CalcError {
    #[error("unknown command `{0}`")]
    UnknownCommand(String),
    #[error("expected {expected} arguments, got {got}")]
    Arity { expected: usize, got: usize },
    #[error("bad number")]
    BadNumber(#[from] ParseIntError),
    #[error("undefined variable {name:?}")]
    Undefined { name: String },
    #[error("division by zero in `{0} / 0`")]
    DivZero(i64),
}

fn value(vars: &BTreeMap<String, i64>, tok: &str) -> Result<i64, CalcError> {
    if tok.starts_with(|c: char| c.is_ascii_alphabetic()) {
        vars.get(tok).copied().ok_or_else(|| CalcError::Undefined { name: tok.to_string() })
    } else {
        Ok(tok.parse()?)
    }
}

fn run(vars: &mut BTreeMap<String, i64>, line: &str) -> Result<Option<i64>, CalcError> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let arity = |n: usize| if parts.len() - 1 == n { Ok(()) } else { Err(CalcError::Arity { expected: n, got: parts.len() - 1 }) };
    match parts[0] {
        "set" => {
            arity(2)?;
            let v = value(vars, parts[2])?;
            vars.insert(parts[1].to_string(), v);
            Ok(None)
        }
        "add" | "mul" | "div" => {
            arity(2)?;
            let (a, b) = (value(vars, parts[1])?, value(vars, parts[2])?);
            Ok(Some(match parts[0] {
                "add" => a + b,
                "mul" => a * b,
                _ if b == 0 => return Err(CalcError::DivZero(a)),
                _ => a / b,
            }))
        }
        other => Err(CalcError::UnknownCommand(other.to_string())),
    }
}

fn main() {
    let mut vars = BTreeMap::new();
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.unwrap();
        if line.trim().is_empty() {
            continue;
        }
        match run(&mut vars, &line) {
            Ok(Some(v)) => println!("{}: {}", i + 1, v),
            Ok(None) => {}
            Err(e) => {
                let source = std::error::Error::source(&e).map(|s| format!(" (caused by: {})", s)).unwrap_or_default();
                println!("{}: error: {}{}", i + 1, e, source);
            }
        }
    }
    println!("vars {:?}", vars);
}
