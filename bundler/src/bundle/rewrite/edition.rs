//! Edition 2015 tokens read as a later edition reads them, where rustc's own edition
//! migration ([`crate::bundle::load::migrate_crate`], which migrates every older crate's
//! source) cannot reach:
//!
//! - the output of a proc macro written for edition 2015 ([`modernize_2015`]): rustc reads it
//!   as 2015 code, and serde_derive 1.0.171 writes `macro_rules! try` and `try!(..)` calls
//!   (corpus bin atcoder2023/varisat-queens). Reserved words (`async`, `await`, `try` when not
//!   a macro call, `dyn` when no trait object follows) become raw identifiers, `try!(e)`
//!   becomes `(e)?`, anonymous trait-method parameters get `_:`, bare closure trait objects
//!   `dyn`;
//! - `r#try!(e)` in a crate rustc migrated ([`Text2015::MigratedByRustc`]): rustc's fix keeps
//!   the deprecated macro, which warns in the file (fixture edition2015's `old`), and becomes
//!   `(e)?`;
//! - edition 2018 source a judge of edition 2018 reads unmigrated ([`parse_2018`]): syn does not
//!   parse a bare closure trait object (`Box<Fn(i64) -> i64>`), which gets `dyn`.
//!
//! Not here: a crate's own source, which rustc migrates.

use std::str::FromStr;

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, TokenStream, TokenTree};

/// What an edition 2015 crate's text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Text2015 {
    /// As its author wrote it.
    AsWritten,
    /// As rustc's edition lints left it ([`crate::bundle::load::migrate_crate`]): reserved
    /// words are raw identifiers already, and `dyn ::x::Tr` is a trait object, not the path
    /// `dyn::x::Tr`. Only `r#try!(e)` is left to rewrite, as `(e)?`: rustc's fix keeps the
    /// deprecated macro, which warns.
    MigratedByRustc,
}

/// Parses edition 2015 source text.
pub(crate) fn parse_2015(source: &str, text: Text2015) -> syn::Result<syn::File> {
    let tokens = TokenStream::from_str(source)
        .map_err(|error| syn::Error::new(error.span(), format!("cannot lex: {error}")))?;
    syn::parse2(modernize(tokens, false, text))
}

/// Edition 2015 tokens (a 2015 proc macro's output) as a later edition reads them: reserved
/// words as raw identifiers, `try!(e)` as `(e)?`.
pub(crate) fn modernize_2015(tokens: TokenStream) -> TokenStream {
    modernize(tokens, false, Text2015::AsWritten)
}

/// Parses edition 2018 source text that syn alone does not read: a bare closure trait object
/// (`Box<Fn(i64) -> i64>`, `&Fn(u8)`), which edition 2018 accepts with a warning, gets `dyn`.
pub(crate) fn parse_2018(source: &str) -> syn::Result<syn::File> {
    let tokens = TokenStream::from_str(source)
        .map_err(|error| syn::Error::new(error.span(), format!("cannot lex: {error}")))?;
    syn::parse2(dyn_closure_objects(tokens))
}

/// `tokens` with `dyn` before each bare closure trait object ([`bare_closure_object`]).
fn dyn_closure_objects(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) if bare_closure_object(&trees, i) => {
                out.push(TokenTree::Ident(Ident::new("dyn", ident.span())));
                out.push(tree.clone());
            }
            TokenTree::Group(group) => {
                let mut inner = Group::new(group.delimiter(), dyn_closure_objects(group.stream()));
                inner.set_span(group.span());
                out.push(TokenTree::Group(inner));
            }
            _ => out.push(tree.clone()),
        }
    }
    out.into_iter().collect()
}

/// The token-level part: reserved words as raw identifiers, `_:` for anonymous trait-method
/// parameters (`in_trait`: inside a trait's braces).
fn modernize(tokens: TokenStream, in_trait: bool, text: Text2015) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut after_trait = false;
    let mut skip = 0;
    for (i, tree) in trees.iter().enumerate() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        match tree {
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                let call =
                    matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                // `try!(e)` is `(e)?`, here too so that `macro_rules!` bodies get it; rustc's
                // edition migration writes it `r#try!(e)`, which still warns.
                if let (true, true, Some(TokenTree::Group(args))) =
                    (name == "try" || name == "r#try", call, trees.get(i + 2))
                {
                    let mut inner = Group::new(
                        Delimiter::Parenthesis,
                        modernize(args.stream(), false, text),
                    );
                    inner.set_span(args.span());
                    out.push(TokenTree::Group(inner));
                    out.push(TokenTree::Punct(Punct::new('?', Spacing::Alone)));
                    skip = 2;
                    continue;
                }
                let reserved = text == Text2015::AsWritten
                    && (name == "async"
                        || name == "await"
                        || (name == "try" && !call)
                        || (name == "dyn" && !starts_trait_object(trees.get(i + 1))));
                if text == Text2015::AsWritten && bare_closure_object(&trees, i) {
                    out.push(TokenTree::Ident(Ident::new("dyn", ident.span())));
                }
                if reserved {
                    out.push(TokenTree::Ident(Ident::new_raw(&name, ident.span())));
                } else {
                    out.push(tree.clone());
                }
                if name == "trait" {
                    after_trait = true;
                }
            }
            TokenTree::Group(group) => {
                let trait_body = after_trait && group.delimiter() == Delimiter::Brace;
                let is_fn_params = in_trait
                    && text == Text2015::AsWritten
                    && group.delimiter() == Delimiter::Parenthesis
                    && fn_params_position(&trees, i);
                let mut stream = modernize(group.stream(), trait_body, text);
                if is_fn_params {
                    stream = name_anonymous_params(stream);
                }
                let mut copy = Group::new(group.delimiter(), stream);
                copy.set_span(group.span());
                out.push(TokenTree::Group(copy));
                if group.delimiter() == Delimiter::Brace {
                    after_trait = false;
                }
            }
            TokenTree::Punct(punct) => {
                if punct.as_char() == ';' {
                    after_trait = false;
                }
                out.push(tree.clone());
            }
            TokenTree::Literal(_) => out.push(tree.clone()),
        }
    }
    out.into_iter().collect()
}

/// Whether `dyn` followed by `next` is the trait-object keyword (`dyn Trait`, `dyn 'a + T`,
/// `dyn ?Sized`, `dyn for<'a> Fn`); edition 2015 code may use `dyn` as a name (`let dyn = 1;`,
/// `dyn as u8`, `for dyn in x`).
fn starts_trait_object(next: Option<&TokenTree>) -> bool {
    match next {
        Some(TokenTree::Ident(ident)) => ident != "as" && ident != "in",
        Some(TokenTree::Punct(punct)) => matches!(punct.as_char(), '\'' | '?'),
        _ => false,
    }
}

/// Whether the group at `at` is the parameter list of `fn name` or `fn name<...>`.
/// Whether `trees[at]` starts a bare closure trait object in type position (`&Fn(u8)`,
/// `&mut FnMut()`, `&'a Fn()`, `Box<Fn(u8) + Send>`), which syn reads only with `dyn`; a bound
/// (`F: Fn(u8)`, `+ Fn()`) is not one.
fn bare_closure_object(trees: &[TokenTree], at: usize) -> bool {
    let is_punct =
        |i: usize, c: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
    let is_ident =
        |i: usize, name: &str| matches!(trees.get(i), Some(TokenTree::Ident(x)) if x == name);
    let closure = ["Fn", "FnMut", "FnOnce"]
        .iter()
        .any(|name| is_ident(at, name));
    let args = matches!(trees.get(at + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
    if !closure || !args || at == 0 {
        return false;
    }
    let before = at - 1;
    let after_ref = |i: usize| is_punct(i, '&');
    let lifetime_after_ref = |i: usize| {
        i >= 2
            && matches!(trees.get(i), Some(TokenTree::Ident(_)))
            && is_punct(i - 1, '\'')
            && after_ref(i - 2)
    };
    after_ref(before)
        || is_punct(before, '<')
        || (is_ident(before, "mut") && before >= 1 && after_ref(before - 1))
        || lifetime_after_ref(before)
}

fn fn_params_position(trees: &[TokenTree], at: usize) -> bool {
    let is_punct = |i: usize, c: char| matches!(&trees[i], TokenTree::Punct(p) if p.as_char() == c);
    let mut i = at;
    // Generics right before the parameters: back over the `<...>`.
    if i > 0 && is_punct(i - 1, '>') {
        let mut depth = 0usize;
        while i > 0 {
            i -= 1;
            if is_punct(i, '>') {
                depth += 1;
            } else if is_punct(i, '<') {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
        }
    }
    i >= 2
        && matches!(&trees[i - 1], TokenTree::Ident(_))
        && matches!(&trees[i - 2], TokenTree::Ident(f) if f == "fn")
}

/// `u8, &T` -> `_: u8, _: &T`; named, `self` and pattern parameters stay.
fn name_anonymous_params(stream: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut params: Vec<Vec<TokenTree>> = vec![Vec::new()];
    let mut depth = 0usize;
    for tree in trees {
        match &tree {
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' => depth = depth.saturating_sub(1),
            TokenTree::Punct(p) if p.as_char() == ',' && depth == 0 => {
                params.push(Vec::new());
                continue;
            }
            _ => {}
        }
        params.last_mut().expect("never empty").push(tree);
    }
    let mut out: Vec<TokenTree> = Vec::new();
    let count = params.len();
    for (index, param) in params.into_iter().enumerate() {
        if param.is_empty() {
            continue;
        }
        let mut depth = 0usize;
        let named = param.iter().any(|tree| match tree {
            TokenTree::Punct(p) if p.as_char() == '<' => {
                depth += 1;
                false
            }
            TokenTree::Punct(p) if p.as_char() == '>' => {
                depth = depth.saturating_sub(1);
                false
            }
            TokenTree::Punct(p) => p.as_char() == ':' && depth == 0,
            _ => false,
        });
        let is_self = param
            .iter()
            .any(|tree| matches!(tree, TokenTree::Ident(i) if i == "self"));
        if !named && !is_self {
            out.push(TokenTree::Ident(Ident::new(
                "_",
                proc_macro2::Span::call_site(),
            )));
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
        }
        out.extend(param);
        if index + 1 < count {
            out.push(TokenTree::Punct(Punct::new(',', Spacing::Alone)));
        }
    }
    out.into_iter().collect()
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edition_2018_bare_closure_objects_parse_with_dyn_and_bounds_stay() {
        let file = parse_2018(
            "fn step() -> Box<Fn(i64) -> i64> { todo!() }\n\
             fn apply<F: Fn(u8)>(f: &Fn(u8), g: &mut FnMut(), h: F) {}",
        )
        .expect("parses");
        let text = quote::ToTokens::to_token_stream(&file).to_string();
        assert!(text.contains("Box < dyn Fn (i64) -> i64 >"), "{text}");
        assert!(text.contains("F : Fn (u8) >"), "{text}");
        assert!(text.contains("& dyn Fn (u8)"), "{text}");
        assert!(text.contains("& mut dyn FnMut ()"), "{text}");
        assert!(syn::parse_file("fn f() -> Box<Fn(i64) -> i64> { todo!() }").is_err());
    }
    use quote::ToTokens;

    #[test]
    fn closure_trait_objects_keep_their_parameter_types() {
        for source in [
            "pub fn apply_all(f: &Fn(&mut Shape), g: &mut FnMut(u8) -> u8) {}",
            "pub fn h<'a, F: Fn(u8)>(f: &'a Fn(u8), g: Box<FnOnce() + Send>) where F: Fn(u8) {}",
            "pub fn k(f: &dyn Fn(&mut Shape)) {}",
        ] {
            let file = parse_2015(source, Text2015::AsWritten).map_err(|e| e.to_string());
            assert!(file.is_ok(), "{source}: {file:?}");
        }
    }

    #[test]
    fn a_2015_proc_macro_s_tokens_read_as_2021_reads_them() {
        let tokens: TokenStream = "macro_rules! try { ($e:expr) => { match $e { Ok(v) => v, \
             Err(e) => return Err(e) } } } \
             trait T { fn f(u8, &str) -> u8; } \
             fn async() -> Result<u8, ()> { let await = 1; let dyn = try!(h()); try!(dyn); Ok(await) }"
            .parse()
            .expect("lexes");
        assert_eq!(
            modernize_2015(tokens).to_string(),
            "macro_rules ! r#try { ($ e : expr) => { match $ e { Ok (v) => v , \
             Err (e) => return Err (e) } } } \
             trait T { fn f (_ : u8 , _ : & str) -> u8 ; } \
             fn r#async () -> Result < u8 , () > { let r#await = 1 ; let r#dyn = (h ()) ? ; \
             (r#dyn) ? ; Ok (r#await) }"
        );
    }

    #[test]
    fn rustc_s_migration_leaves_only_its_try_calls_to_rewrite() {
        let file = parse_2015(
            "fn f(b: Box<dyn ::std::error::Error>) -> Result<u8, ()> { let r#dyn = 1; \
             let x = r#try!(h(r#dyn)); Ok(x) }",
            Text2015::MigratedByRustc,
        )
        .expect("parses");
        assert_eq!(
            file.to_token_stream().to_string(),
            "fn f (b : Box < dyn :: std :: error :: Error >) -> Result < u8 , () > { \
             let r#dyn = 1 ; let x = (h (r#dyn)) ? ; Ok (x) }"
        );
    }
}
