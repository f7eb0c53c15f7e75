//! Macros for `#[macro_use] extern crate macrolib;`.

#[macro_export]
macro_rules! chmin {
    ($a:expr, $b:expr) => {{
        let b = $b;
        if $a > b {
            $a = b;
            true
        } else {
            false
        }
    }};
}

#[macro_export]
macro_rules! chmax {
    ($a:expr, $b:expr) => {{
        let b = $b;
        if $a < b {
            $a = b;
            true
        } else {
            false
        }
    }};
}

/// `vec2d![0; h, w]`
#[macro_export]
macro_rules! vec2d {
    ($v:expr; $h:expr, $w:expr) => {
        vec![vec![$v; $w]; $h]
    };
}

/// `btreemap! { k => v, ... }`
#[macro_export]
macro_rules! btreemap {
    ($($k:expr => $v:expr),* $(,)?) => {{
        let mut m = ::std::collections::BTreeMap::new();
        $(m.insert($k, $v);)*
        m
    }};
}

/// Prints `name = value` lines through `$crate::show`.
#[macro_export]
macro_rules! show {
    ($($e:expr),+ $(,)?) => {
        $( println!("{}", $crate::show(stringify!($e), &$e)); )+
    };
}

pub fn show<T: std::fmt::Debug>(name: &str, v: &T) -> String {
    format!("{} = {:?}", name, v)
}
