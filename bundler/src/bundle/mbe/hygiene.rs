//! Hygiene for [`super`]'s transcriber: the identifiers and lifetimes a macro's output
//! could bind as local variables or labels, which macro_rules keeps apart from the caller's.
//! Items are not hygienic, only locals and labels: a name where no local can stand (an item's
//! name, a field, a path segment, a macro's name) is not one.
//!
//! Not here: matching and transcribing ([`super`]).

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Spacing, TokenTree};

use super::{punct_at, read_tok, Tok};

/// Whether `name` is an identifier anywhere in `tokens`.
pub(super) fn mentions(tokens: &[TokenTree], name: &str) -> bool {
    tokens.iter().any(|token| match token {
        TokenTree::Ident(ident) => ident == name,
        TokenTree::Group(group) => mentions(&group.stream().into_iter().collect::<Vec<_>>(), name),
        _ => false,
    })
}

/// Identifiers and lifetimes that could name a local variable or a label (not keywords,
/// not types by convention, and not where no local can stand: an item's name after `fn`,
/// `struct`, `mod` and the like, a path segment or field after `::` or `.`, the first segment
/// of a longer path, a macro's name). So `pow_impl!(u8, usize, usize, pow)`, whose macro
/// writes `fn pow`, still expands: items are not hygienic, only locals and labels are.
pub(super) fn local_like(tokens: &[TokenTree], at: usize, names: &mut BTreeSet<String>) {
    match &tokens[at] {
        TokenTree::Ident(ident) => {
            let name = ident.to_string();
            let name = name.trim_start_matches("r#");
            let lower = name.starts_with(|c: char| c.is_lowercase() || c == '_');
            let lifetime = at >= 1
                && matches!(&tokens[at - 1], TokenTree::Punct(p) if p.as_char() == '\'' && p.spacing() == Spacing::Joint);
            if lower
                && !lifetime
                && !is_keyword(name)
                && !is_primitive(name)
                && !names_no_local(tokens, at)
            {
                names.insert(name.to_string());
            }
        }
        TokenTree::Punct(_) => {
            if let Some((Tok::Lifetime(lifetime), _)) = read_tok(tokens, at) {
                if lifetime != "'_" && lifetime != "'static" {
                    names.insert(lifetime);
                }
            }
        }
        TokenTree::Group(_) | TokenTree::Literal(_) => {}
    }
}

/// [`local_like`] for every token of `tokens`, groups' included, attributes' not.
pub(super) fn all_local_like(tokens: &[TokenTree], names: &mut BTreeSet<String>) {
    for at in 0..tokens.len() {
        match &tokens[at] {
            TokenTree::Group(group)
                if group.delimiter() == Delimiter::Bracket && after_pound(&tokens[..at]) => {}
            TokenTree::Group(group) => {
                all_local_like(&group.stream().into_iter().collect::<Vec<_>>(), names)
            }
            _ => local_like(tokens, at, names),
        }
    }
}

/// Whether `before` ends in `#` or `#!`: a bracket group after it is an attribute.
pub(super) fn after_pound(before: &[TokenTree]) -> bool {
    let last = before.len().checked_sub(1);
    last.is_some_and(|last| {
        punct_at(before, last, '#')
            || (punct_at(before, last, '!') && last >= 1 && punct_at(before, last - 1, '#'))
    })
}

/// Whether the identifier at `tokens[at]` stands where no local variable can (see
/// [`local_like`]); `false` when the tokens around it do not say.
pub(super) fn names_no_local(tokens: &[TokenTree], at: usize) -> bool {
    let after_item_keyword = at.checked_sub(1).is_some_and(|before| {
        matches!(&tokens[before], TokenTree::Ident(keyword)
            if ["fn", "struct", "enum", "union", "trait", "type", "mod"]
                .contains(&keyword.to_string().as_str()))
    });
    // A field or method after one `.` (not `..`: `0..n` ends in a local).
    let after_path_or_dot =
        at >= 1 && punct_at(tokens, at - 1, '.') && !(at >= 2 && punct_at(tokens, at - 2, '.'))
            || at >= 2 && punct_at(tokens, at - 1, ':') && punct_at(tokens, at - 2, ':');
    let before_path_or_bang = punct_at(tokens, at + 1, '!')
        || punct_at(tokens, at + 1, ':') && punct_at(tokens, at + 2, ':');
    after_item_keyword || after_path_or_dot || before_path_or_bang
}

/// Primitive type names: a local could shadow one, but no code does.
pub(crate) fn is_primitive(name: &str) -> bool {
    matches!(
        name,
        "bool"
            | "char"
            | "str"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "f32"
            | "f64"
    )
}

pub(super) fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "as" | "async"
            | "await"
            | "break"
            | "const"
            | "continue"
            | "crate"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "union"
            | "_"
    )
}
