// A stack machine whose instructions are trait objects.
use std::collections::BTreeMap;
use std::io::BufRead;

trait Op {
    fn name(&self) -> &str;
    fn run(&self, stack: &mut Vec<i64>) -> Result<(), String>;
}

struct Push(i64);
struct Binary {
    name: &'static str,
    f: Box<dyn Fn(i64, i64) -> Option<i64>>,
}
struct Dup;

impl Op for Push {
    fn name(&self) -> &str {
        "push"
    }
    fn run(&self, stack: &mut Vec<i64>) -> Result<(), String> {
        stack.push(self.0);
        Ok(())
    }
}

impl Op for Binary {
    fn name(&self) -> &str {
        self.name
    }
    fn run(&self, stack: &mut Vec<i64>) -> Result<(), String> {
        let b = stack.pop().ok_or("stack empty")?;
        let a = stack.pop().ok_or("stack empty")?;
        stack.push((self.f)(a, b).ok_or_else(|| format!("{} failed", self.name))?);
        Ok(())
    }
}

impl Op for Dup {
    fn name(&self) -> &str {
        "dup"
    }
    fn run(&self, stack: &mut Vec<i64>) -> Result<(), String> {
        let top = *stack.last().ok_or("stack empty")?;
        stack.push(top);
        Ok(())
    }
}

fn binary(name: &'static str, f: impl Fn(i64, i64) -> Option<i64> + 'static) -> Box<dyn Op> {
    Box::new(Binary { name, f: Box::new(f) })
}

fn parse(tok: &str) -> Option<Box<dyn Op>> {
    Some(match tok {
        "+" => binary("add", |a, b| a.checked_add(b)),
        "-" => binary("sub", |a, b| a.checked_sub(b)),
        "*" => binary("mul", |a, b| a.checked_mul(b)),
        "/" => binary("div", |a, b| a.checked_div(b)),
        "dup" => Box::new(Dup),
        _ => Box::new(Push(tok.parse().ok()?)),
    })
}

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let program: Vec<Box<dyn Op>> = line.split_whitespace().filter_map(parse).collect();
        let mut stack = Vec::new();
        let mut used: BTreeMap<&str, usize> = BTreeMap::new();
        let result = program.iter().try_for_each(|op| {
            *used.entry(op.name()).or_default() += 1;
            op.run(&mut stack)
        });
        match result {
            Ok(()) => println!("{:?} ops {:?}", stack, used),
            Err(e) => println!("error: {}", e),
        }
    }
}
