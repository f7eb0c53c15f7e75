//! A tiny type language: `int`, `str`, `list T`, `pair T U`.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Type {
    Int,
    Str,
    List(Box<Type>),
    Pair(Box<Type>, Box<Type>),
}

impl Type {
    /// Parses from prefix tokens; `None` on malformed input.
    pub fn parse<'a>(tokens: &mut impl Iterator<Item = &'a str>) -> Option<Type> {
        Some(match tokens.next()? {
            "int" => Type::Int,
            "str" => Type::Str,
            "list" => Type::List(Box::new(Type::parse(tokens)?)),
            "pair" => {
                let a = Type::parse(tokens)?;
                let b = Type::parse(tokens)?;
                Type::Pair(Box::new(a), Box::new(b))
            }
            _ => return None,
        })
    }

    pub fn depth(&self) -> usize {
        match self {
            Type::Int | Type::Str => 1,
            Type::List(t) => 1 + t.depth(),
            Type::Pair(a, b) => 1 + a.depth().max(b.depth()),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => write!(f, "int"),
            Type::Str => write!(f, "str"),
            Type::List(t) => write!(f, "[{}]", t),
            Type::Pair(a, b) => write!(f, "({}, {})", a, b),
        }
    }
}
