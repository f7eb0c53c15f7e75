//! Edition 2024 crates in a file printed for an older edition (a judge that compiles with
//! `--edition 2021`), keeping their meaning.
//!
//! cargo builds each crate in its own edition; a file has one, the judge's. Of what edition
//! 2024 code may write, rustc 1.82 and later accept in any edition precise capturing (`impl
//! Trait + use<'a>`), `unsafe extern` blocks, `#[unsafe(no_mangle)]`, `expr_2021` fragments and
//! `r#gen`; let chains (`if a && let Some(x) = b`, stable since 1.88) only in 2024. So the let
//! chains of edition 2024 crates are written the way 2021 code writes them, also in macro
//! tokens (a `macro_rules!` body, a call's arguments), by [`lower_let_chains`]:
//! - `if c1 && let p = e && c2 { a }` (no `else`) becomes
//!   `if c1 { if let p = e { if c2 { a } } }`;
//! - with `else { b }` (or `else if ..`), `'__judgepack_chainN: { if c1 { if let p = e { if c2
//!   { break '__judgepack_chainN ({ a }); } } } b }`, or, when `a` or `b` holds an unlabeled
//!   `break` or `continue` (which may not leave a labeled block), `else { b }` at each level;
//! - `while c1 && let p = e { a }` becomes
//!   `loop { if c1 { if let p = e { a } else { break } } else { break } }` (a label stays on
//!   the loop).
//!
//! The conditions run in the same order and stop at the same one, and each binding is seen
//! where it was. What differs: a condition's temporaries live to the end of its nested `if`
//! (2024 drops them before the `else`), which only a `Drop` with side effects can tell.
//!
//! Not handled, because rustc reports them or they mean something else in 2021: `impl Trait`
//! returned without `use<..>` capturing every lifetime in scope ("hidden type captures
//! lifetime"), tail-expression temporaries dropped before locals (a borrow error),
//! `Box<[T]>::into_iter` by value, the never type's fallback, `expr` fragments matching
//! `const {}` and `_`. When such code does not compile, the error names the edition 2024
//! crates and the way out: a judge with edition 2024 takes them as they are.

use std::collections::BTreeSet;
use std::ops::Range;

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item};

use crate::bundle::load::graph::Crate;

/// Lowers the let chains in the code of the edition 2024 crates of `file` (the assembled
/// draft; the bin is the crate without a module); returns how many.
pub(crate) fn lower_let_chains(file: &mut syn::File, crates: &[Crate]) -> usize {
    let libraries: BTreeSet<&str> = crates
        .iter()
        .filter(|krate| !krate.module.is_empty())
        .map(|krate| krate.module.as_str())
        .collect();
    let newer: BTreeSet<&str> = crates
        .iter()
        .filter(|krate| !krate.module.is_empty() && krate.edition == "2024")
        .map(|krate| krate.module.as_str())
        .collect();
    let bin_newer = crates
        .iter()
        .any(|krate| krate.module.is_empty() && krate.edition == "2024");
    let mut lower = Lower::default();
    for item in &mut file.items {
        let newer_code = match item {
            Item::Mod(module) if libraries.contains(module.ident.to_string().as_str()) => {
                newer.contains(module.ident.to_string().as_str())
            }
            _ => bin_newer,
        };
        if newer_code {
            lower.visit_item_mut(item);
        }
    }
    lower.count
}

/// The lowering walk: syn's `if` and `while` expressions and every macro's tokens.
#[derive(Default)]
struct Lower {
    /// Let chains lowered so far.
    count: usize,
    /// Labels handed out so far (each labeled block gets its own).
    labels: usize,
}

impl VisitMut for Lower {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        let cond = match &*expr {
            Expr::If(node) => Some(&*node.cond),
            Expr::While(node) => Some(&*node.cond),
            _ => None,
        };
        if cond.is_some_and(is_chain) {
            let trees: Vec<TokenTree> = expr.to_token_stream().into_iter().collect();
            let before = self.count;
            let lowered: TokenStream = self.trees(&trees).into_iter().collect();
            if self.count > before {
                if let Ok(new) = syn::parse2::<Expr>(lowered) {
                    *expr = new;
                    return;
                }
                self.count = before;
            }
        }
        visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_expr_if_mut(&mut self, node: &mut syn::ExprIf) {
        visit_mut::visit_expr_if_mut(self, node);
        // An `else if` lowered to a labeled block is no `else` branch: brace it.
        if let Some((_, otherwise)) = &mut node.else_branch {
            let plain = match &**otherwise {
                Expr::If(_) => true,
                Expr::Block(block) => block.label.is_none() && block.attrs.is_empty(),
                _ => false,
            };
            if !plain {
                let inner = std::mem::replace(&mut **otherwise, Expr::Verbatim(TokenStream::new()));
                **otherwise = syn::parse_quote!({ #inner });
            }
        }
    }

    fn visit_macro_mut(&mut self, node: &mut syn::Macro) {
        let trees: Vec<TokenTree> = node.tokens.clone().into_iter().collect();
        let before = self.count;
        let lowered = self.trees(&trees);
        if self.count > before {
            node.tokens = lowered.into_iter().collect();
        }
    }
}

/// Whether `cond` is a chain of `&&` with a `let` among its operands.
fn is_chain(cond: &Expr) -> bool {
    fn operands<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>) {
        match expr {
            Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
                operands(&binary.left, out);
                operands(&binary.right, out);
            }
            other => out.push(other),
        }
    }
    let mut found = Vec::new();
    operands(cond, &mut found);
    found.len() > 1 && found.iter().any(|operand| matches!(operand, Expr::Let(_)))
}

impl Lower {
    /// `trees` with every let chain lowered (in groups too).
    fn trees(&mut self, trees: &[TokenTree]) -> Vec<TokenTree> {
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut at = 0;
        while at < trees.len() {
            if let Some((lowered, end)) = self.chain_at(trees, at) {
                let after_else = matches!(out.last(), Some(TokenTree::Ident(i)) if i == "else");
                let is_if = matches!(lowered.first(), Some(TokenTree::Ident(i)) if i == "if");
                if after_else && !is_if {
                    out.push(braced(lowered));
                } else {
                    out.extend(lowered);
                }
                at = end;
                continue;
            }
            match &trees[at] {
                TokenTree::Group(group) => out.push(self.group(group)),
                tree => out.push(tree.clone()),
            }
            at += 1;
        }
        out
    }

    /// `group` with its let chains lowered.
    fn group(&mut self, group: &Group) -> TokenTree {
        let trees: Vec<TokenTree> = group.stream().into_iter().collect();
        let mut copy = Group::new(group.delimiter(), self.trees(&trees).into_iter().collect());
        copy.set_span(group.span());
        TokenTree::Group(copy)
    }

    /// The lowered tokens of the `if` or `while` let chain at `trees[at]` and the index after
    /// it; `None` when no let chain starts there (or its extent is not clear).
    fn chain_at(&mut self, trees: &[TokenTree], at: usize) -> Option<(Vec<TokenTree>, usize)> {
        let TokenTree::Ident(keyword) = &trees[at] else {
            return None;
        };
        let is_while = keyword == "while";
        if !is_while && keyword != "if" {
            return None;
        }
        let condition = scan_condition(trees, at + 1)?;
        let is_let = |range: &Range<usize>| matches!(trees.get(range.start), Some(TokenTree::Ident(i)) if i == "let");
        if condition.conjuncts.len() < 2 || !condition.conjuncts.iter().any(is_let) {
            return None;
        }
        let body_at = condition.body;
        // What follows the body: nothing, `else { .. }` or `else if ..`.
        let (otherwise, end) = if is_while {
            (None, body_at + 1)
        } else {
            match (trees.get(body_at + 1), trees.get(body_at + 2)) {
                (Some(TokenTree::Ident(e)), Some(TokenTree::Ident(i)))
                    if e == "else" && i == "if" =>
                {
                    let end = if_end(trees, body_at + 2)?;
                    (Some(body_at + 2..end), end)
                }
                (Some(TokenTree::Ident(e)), Some(TokenTree::Group(g)))
                    if e == "else" && g.delimiter() == Delimiter::Brace =>
                {
                    (Some(body_at + 2..body_at + 3), body_at + 3)
                }
                _ => (None, body_at + 1),
            }
        };
        self.count += 1;
        let span = keyword.span();
        let conds: Vec<Vec<TokenTree>> = condition
            .conjuncts
            .iter()
            .map(|range| self.trees(&trees[range.clone()]))
            .collect();
        let TokenTree::Group(body) = &trees[body_at] else {
            return None;
        };
        let body = self.group(body);
        if is_while {
            let stop = braced(vec![ident("break", span)]);
            let nested = nest(&conds, body, Some(&stop), span);
            return Some((vec![ident("loop", span), braced(nested)], end));
        }
        let Some(otherwise) = otherwise else {
            return Some((nest(&conds, body, None, span), end));
        };
        // The `else` part as a block's contents: `{ b }`'s inside, or the `else if` chain.
        let contents: Vec<TokenTree> = match &trees[otherwise.start] {
            TokenTree::Group(group) if otherwise.len() == 1 => match self.group(group) {
                TokenTree::Group(lowered) => lowered.stream().into_iter().collect(),
                _ => return None,
            },
            _ => self.trees(&trees[otherwise]),
        };
        let crosses_label = |tree: &TokenTree| breaks_unlabeled(std::slice::from_ref(tree));
        if crosses_label(&body) || breaks_unlabeled(&contents) {
            let stop = braced(contents);
            return Some((nest(&conds, body, Some(&stop), span), end));
        }
        // `'l: { if c1 { if c2 { break 'l ({ a }); } } b }`
        let label = format!("__judgepack_chain{}", self.labels);
        self.labels += 1;
        let lifetime = |out: &mut Vec<TokenTree>| {
            let mut quote = Punct::new('\'', Spacing::Joint);
            quote.set_span(span);
            out.push(TokenTree::Punct(quote));
            out.push(ident(&label, span));
        };
        let mut leave = vec![ident("break", span)];
        lifetime(&mut leave);
        leave.push(TokenTree::Group(Group::new(
            Delimiter::Parenthesis,
            std::iter::once(body).collect(),
        )));
        leave.push(TokenTree::Punct(Punct::new(';', Spacing::Alone)));
        let mut inside = nest(&conds, braced(leave), None, span);
        inside.extend(contents);
        let mut out = Vec::new();
        lifetime(&mut out);
        out.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
        out.push(braced(inside));
        Some((out, end))
    }
}

/// `if c1 { if c2 { .. if cn body } }`, each `if` with `else otherwise` when given.
fn nest(
    conds: &[Vec<TokenTree>],
    body: TokenTree,
    otherwise: Option<&TokenTree>,
    span: proc_macro2::Span,
) -> Vec<TokenTree> {
    let mut inner = body;
    let mut statement = Vec::new();
    for (index, cond) in conds.iter().enumerate().rev() {
        statement = vec![ident("if", span)];
        statement.extend(cond.iter().cloned());
        statement.push(inner.clone());
        if let Some(otherwise) = otherwise {
            statement.push(ident("else", span));
            statement.push(otherwise.clone());
        }
        if index > 0 {
            inner = braced(statement.clone());
        }
    }
    statement
}

fn ident(name: &str, span: proc_macro2::Span) -> TokenTree {
    TokenTree::Ident(Ident::new(name, span))
}

fn braced(trees: Vec<TokenTree>) -> TokenTree {
    TokenTree::Group(Group::new(Delimiter::Brace, trees.into_iter().collect()))
}

/// Whether `trees` hold, at any depth, a `break` or `continue` without a label.
fn breaks_unlabeled(trees: &[TokenTree]) -> bool {
    trees.iter().enumerate().any(|(at, tree)| match tree {
        TokenTree::Ident(ident) if ident == "break" || ident == "continue" => {
            !matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '\'')
        }
        TokenTree::Group(group) => {
            breaks_unlabeled(&group.stream().into_iter().collect::<Vec<_>>())
        }
        _ => false,
    })
}

/// The condition of an `if` or `while` starting at `trees[start]`: its operands at the top
/// level of `&&`, and where its body (a brace group) is.
struct Condition {
    conjuncts: Vec<Range<usize>>,
    body: usize,
}

fn is_punct(trees: &[TokenTree], at: usize, ch: char) -> bool {
    matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ch)
}

fn is_joint(trees: &[TokenTree], at: usize, ch: char) -> bool {
    matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ch && p.spacing() == Spacing::Joint)
}

/// Reads an expression as rustc's parser does where no struct literal may stand: a brace
/// group where an operand is expected is a block (`match x { .. }`, `unsafe { .. }`, a
/// closure's body), one after a complete operand is the body. `None` at what no condition
/// holds (`;`, `,`, `=>`, the end) or what it does not follow (`for`, a closure's `->`).
fn scan_condition(trees: &[TokenTree], start: usize) -> Option<Condition> {
    let mut conjuncts = Vec::new();
    let mut conjunct_start = start;
    let mut operand_expected = true;
    let mut at = start;
    while at < trees.len() {
        match &trees[at] {
            TokenTree::Group(group) => {
                if group.delimiter() == Delimiter::Brace && !operand_expected {
                    conjuncts.push(conjunct_start..at);
                    return Some(Condition {
                        conjuncts,
                        body: at,
                    });
                }
                operand_expected = false;
                at += 1;
            }
            TokenTree::Literal(_) => {
                operand_expected = false;
                at += 1;
            }
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                match name.as_str() {
                    "let" => {
                        at = let_equals(trees, at + 1)? + 1;
                        operand_expected = true;
                    }
                    "match" | "while" => {
                        at = scan_condition(trees, at + 1)?.body + 1;
                        operand_expected = false;
                    }
                    "if" => {
                        at = if_end(trees, at)?;
                        operand_expected = false;
                    }
                    "loop" | "unsafe" | "const" | "async" => {
                        at += 1;
                        if matches!(trees.get(at), Some(TokenTree::Ident(i)) if i == "move") {
                            at += 1;
                        }
                        if !matches!(trees.get(at), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace)
                        {
                            return None;
                        }
                        at += 1;
                        operand_expected = false;
                    }
                    "as" => {
                        at = type_end(trees, at + 1);
                        operand_expected = false;
                    }
                    "for" | "return" | "break" | "continue" | "in" => return None,
                    "move" => at += 1,
                    _ => {
                        operand_expected = false;
                        at += 1;
                    }
                }
            }
            TokenTree::Punct(punct) => {
                let ch = punct.as_char();
                match ch {
                    ';' | ',' => return None,
                    '=' if is_punct(trees, at + 1, '>') && punct.spacing() == Spacing::Joint => {
                        return None
                    }
                    // `'a: loop {}` or a lifetime: the quote and its name.
                    '\'' => at += 2,
                    '&' if !operand_expected
                        && punct.spacing() == Spacing::Joint
                        && is_punct(trees, at + 1, '&') =>
                    {
                        conjuncts.push(conjunct_start..at);
                        at += 2;
                        conjunct_start = at;
                        operand_expected = true;
                    }
                    '|' if operand_expected => {
                        // A closure: `||` or `|params|`, then its body, an expression.
                        if is_joint(trees, at, '|') && is_punct(trees, at + 1, '|') {
                            at += 2;
                        } else {
                            at += 1;
                            while at < trees.len() && !is_punct(trees, at, '|') {
                                at += 1;
                            }
                            at += 1;
                        }
                        if is_joint(trees, at, '-') {
                            return None;
                        }
                    }
                    '?' => {
                        operand_expected = false;
                        at += 1;
                    }
                    '!' if !operand_expected => {
                        // A macro call: its group is the operand's end.
                        at += 1;
                        if matches!(trees.get(at), Some(TokenTree::Group(_))) {
                            at += 1;
                        }
                        operand_expected = false;
                    }
                    ':' if is_joint(trees, at, ':') && is_punct(trees, at + 1, ':') => {
                        at += 2;
                        if is_punct(trees, at, '<') {
                            at = angle_end(trees, at)?;
                            operand_expected = false;
                        } else {
                            operand_expected = true;
                        }
                    }
                    _ => {
                        operand_expected = true;
                        at += 1;
                    }
                }
            }
        }
    }
    None
}

/// The index of the `=` that ends the pattern of a `let` starting at `trees[start]`.
fn let_equals(trees: &[TokenTree], start: usize) -> Option<usize> {
    let mut at = start;
    while at < trees.len() {
        if let TokenTree::Punct(punct) = &trees[at] {
            match punct.as_char() {
                ';' | ',' => return None,
                '=' => {
                    // Not `==`, `=>`, nor the end of `<=`, `>=`, `!=`, `..=`.
                    let glued_before = at > start
                        && matches!(&trees[at - 1], TokenTree::Punct(p) if p.spacing() == Spacing::Joint);
                    let glued_after = punct.spacing() == Spacing::Joint
                        && (is_punct(trees, at + 1, '=') || is_punct(trees, at + 1, '>'));
                    if !glued_before && !glued_after {
                        return Some(at);
                    }
                }
                _ => {}
            }
        }
        at += 1;
    }
    None
}

/// The index after the `if` expression at `trees[at]`, its `else` branches included.
fn if_end(trees: &[TokenTree], at: usize) -> Option<usize> {
    let body = scan_condition(trees, at + 1)?.body;
    match (trees.get(body + 1), trees.get(body + 2)) {
        (Some(TokenTree::Ident(e)), Some(TokenTree::Ident(i))) if e == "else" && i == "if" => {
            if_end(trees, body + 2)
        }
        (Some(TokenTree::Ident(e)), Some(TokenTree::Group(g)))
            if e == "else" && g.delimiter() == Delimiter::Brace =>
        {
            Some(body + 3)
        }
        (Some(TokenTree::Ident(e)), _) if e == "else" => None,
        _ => Some(body + 1),
    }
}

/// The index after the `<..>` starting at `trees[at]` (`->` inside does not close it).
fn angle_end(trees: &[TokenTree], at: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut index = at;
    while index < trees.len() {
        if let TokenTree::Punct(punct) = &trees[index] {
            match punct.as_char() {
                '<' => depth += 1,
                '>' if !(index > 0 && is_joint(trees, index - 1, '-')) => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(index + 1);
                    }
                }
                ';' | '{' => return None,
                _ => {}
            }
        }
        index += 1;
    }
    None
}

/// The index after the type that starts at `trees[at]` (after `as`): a path with generic
/// arguments, references and pointers, tuples and slices.
fn type_end(trees: &[TokenTree], at: usize) -> usize {
    let mut index = at;
    while index < trees.len() {
        match &trees[index] {
            TokenTree::Ident(ident) if ident != "as" => index += 1,
            TokenTree::Group(group) if group.delimiter() != Delimiter::Brace => index += 1,
            TokenTree::Punct(punct) if matches!(punct.as_char(), ':' | '&' | '*') => index += 1,
            TokenTree::Punct(punct) if punct.as_char() == '\'' => index += 2,
            TokenTree::Punct(punct) if punct.as_char() == '<' => match angle_end(trees, index) {
                Some(end) => index = end,
                None => return index,
            },
            _ => return index,
        }
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(source: &str) -> (String, usize) {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        let mut lower = Lower::default();
        lower.visit_file_mut(&mut file);
        (file.to_token_stream().to_string(), lower.count)
    }

    #[test]
    fn an_if_chain_without_else_becomes_nested_ifs() {
        let (out, count) = lowered(
            "fn f(a: Option<u8>, b: bool) { if b && let Some(x) = a && x > match x { 1 => 2, _ => 3 } { g(x); } }",
        );
        assert_eq!(count, 1);
        assert_eq!(
            out,
            "fn f (a : Option < u8 > , b : bool) { if b { if let Some (x) = a { \
             if x > match x { 1 => 2 , _ => 3 } { g (x) ; } } } }"
        );
    }

    #[test]
    fn an_if_chain_with_else_leaves_a_labeled_block() {
        let (out, count) = lowered(
            "fn f(a: Option<u8>) -> u8 { if let Some(x) = a && x > 1 { x } else if a.is_none() { 0 } else { 1 } }",
        );
        assert_eq!(count, 1);
        assert_eq!(
            out,
            "fn f (a : Option < u8 >) -> u8 { '__judgepack_chain0 : { if let Some (x) = a { \
             if x > 1 { break '__judgepack_chain0 ({ x }) ; } } \
             if a . is_none () { 0 } else { 1 } } }"
        );
        // An unlabeled `continue` may not leave a labeled block: the `else` is repeated.
        let (out, _) = lowered(
            "fn f(v: &[Option<u8>]) { for a in v { if let Some(x) = a && *x > 1 { continue; } else { g(); } } }",
        );
        assert!(
            out.contains(
                "if let Some (x) = a { if * x > 1 { continue ; } else { g () ; } } else { g () ; }"
            ),
            "{out}"
        );
    }

    #[test]
    fn a_while_chain_becomes_a_loop_and_an_else_if_chain_is_braced() {
        let (out, count) = lowered(
            "fn f(mut v: Vec<u8>) { 'outer: while !v.is_empty() && let Some(x) = v.pop() { h(x); } \
             if v.len() > 3 { g(); } else if let Some(y) = v.first() && *y == 2 { g(); } else { h(0); } }",
        );
        assert_eq!(count, 2);
        assert!(
            out.contains(
                "'outer : loop { if ! v . is_empty () { if let Some (x) = v . pop () { h (x) ; } \
                 else { break } } else { break } }"
            ),
            "{out}"
        );
        assert!(out.contains("else { '__judgepack_chain0 : {"), "{out}");
    }

    #[test]
    fn chains_inside_macro_tokens_are_lowered_and_plain_code_stays() {
        let (out, count) = lowered(
            "macro_rules! m { ($c:ident) => { m!(@year if version!(3..) && let Year(y) = &mut $c \
             && y.is_none() { y.set(); }); }; } \
             fn f(a: Option<u8>) { if let Some(x) = a { g(x) } while a.is_some() && true {} \
             match a { Some(x) if x > 1 && x < 3 => {} _ => {} } }",
        );
        assert_eq!(count, 1);
        assert!(
            out.contains(
                "m ! (@ year if version ! (3 ..) { if let Year (y) = & mut $ c { if y . is_none () { y . set () ; } } }) ;"
            ),
            "{out}"
        );
        assert!(
            out.contains("if let Some (x) = a { g (x) } while a . is_some () && true { }"),
            "{out}"
        );
    }
}
