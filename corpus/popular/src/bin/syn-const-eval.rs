// Evaluates one integer constant expression per line, parsed with syn::parse_str.
use std::io::BufRead;
use syn::{BinOp, Expr, Lit, UnOp};

fn eval(e: &Expr) -> Result<i64, String> {
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Int(i) => i.base10_parse::<i64>().map_err(|e| e.to_string()),
            Lit::Bool(b) => Ok(b.value as i64),
            _ => Err("unsupported literal".into()),
        },
        Expr::Paren(p) => eval(&p.expr),
        Expr::Group(g) => eval(&g.expr),
        Expr::Unary(u) => {
            let v = eval(&u.expr)?;
            match u.op {
                UnOp::Neg(_) => Ok(-v),
                UnOp::Not(_) => Ok(!v),
                _ => Err("unsupported unary operator".into()),
            }
        }
        Expr::Binary(b) => {
            let l = eval(&b.left)?;
            let r = eval(&b.right)?;
            let checked = |v: Option<i64>| v.ok_or_else(|| "overflow or division by zero".to_string());
            match b.op {
                BinOp::Add(_) => checked(l.checked_add(r)),
                BinOp::Sub(_) => checked(l.checked_sub(r)),
                BinOp::Mul(_) => checked(l.checked_mul(r)),
                BinOp::Div(_) => checked(l.checked_div(r)),
                BinOp::Rem(_) => checked(l.checked_rem(r)),
                BinOp::Shl(_) => checked(l.checked_shl(r as u32)),
                BinOp::Shr(_) => checked(l.checked_shr(r as u32)),
                BinOp::BitAnd(_) => Ok(l & r),
                BinOp::BitOr(_) => Ok(l | r),
                BinOp::BitXor(_) => Ok(l ^ r),
                BinOp::Lt(_) => Ok((l < r) as i64),
                BinOp::Gt(_) => Ok((l > r) as i64),
                BinOp::Eq(_) => Ok((l == r) as i64),
                _ => Err("unsupported binary operator".into()),
            }
        }
        Expr::MethodCall(m) if m.method == "pow" && m.args.len() == 1 => {
            let base = eval(&m.receiver)?;
            let exp = eval(&m.args[0])?;
            base.checked_pow(exp as u32).ok_or_else(|| "overflow".to_string())
        }
        Expr::MethodCall(m) if m.method == "abs" && m.args.is_empty() => Ok(eval(&m.receiver)?.abs()),
        _ => Err("unsupported expression".into()),
    }
}

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match syn::parse_str::<Expr>(line) {
            Ok(expr) => match eval(&expr) {
                Ok(v) => println!("{} = {}", line, v),
                Err(msg) => println!("{} : error: {}", line, msg),
            },
            Err(err) => println!("{} : syntax error: {}", line, err),
        }
    }
}
