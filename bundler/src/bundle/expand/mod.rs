//! Stage 2 of the bundle flow, expand: macros become the code they write: the `tables`
//! macros here, third-party proc macros through the toolchain's server ([`proc_macro`]),
//! third-party crates' own `macro_rules!` calls ([`crate::bundle::mbe`]).
//!
//! This module replaces every `tables::NAME!(...)` call with the array literal
//! `tables_gen::expand("NAME", tokens)` returns, the same function the proc macro calls, so
//! the bundle holds exactly the table the compiler saw.
//!
//! Supported call forms: `tables::NAME!(...)` and `::tables::NAME!(...)` anywhere an
//! expression may stand (consts, statics, array lengths, function bodies, a block's tail), also
//! inside the tokens of other macros (`println!`, `vec!`, `macro_rules!` bodies); and
//! `NAME!(...)` after `use tables::NAME;` (or `use tables::{NAME as OTHER}`, `use tables::*`) in
//! the same file. `use tables::...` items are removed. A table macro in item, type or pattern
//! position is an error: the contract says expression position only.

pub(crate) mod proc_macro;

/// The name of the proc-macro crate whose calls the bundler expands itself.
pub(crate) const TABLES: &str = "tables";

use std::collections::BTreeMap;
use std::path::PathBuf;

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, Macro, Path, Stmt, UseTree};

use crate::error::Error;

/// The expansion function: `tables_gen::expand` in production.
pub(crate) type Expander = fn(&str, TokenStream) -> syn::Result<TokenStream>;

/// Expands the table macros of one parsed file. `file` is the path shown in errors.
pub(crate) fn expand_file(
    file: &mut syn::File,
    display_path: PathBuf,
    expander: Expander,
) -> Result<(), Error> {
    let mut uses = TablesUses::default();
    uses.visit_file_mut(file);
    let mut expand = Expand {
        expander,
        file: display_path,
        aliases: uses.aliases,
        glob: uses.glob,
        error: None,
    };
    expand.visit_file_mut(file);
    match expand.error {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Removes `use tables::...` trees, remembering which local names stand for which macro.
#[derive(Debug, Default)]
struct TablesUses {
    /// Local name -> macro name.
    aliases: BTreeMap<String, String>,
    /// Whether `use tables::*` was seen.
    glob: bool,
}

impl TablesUses {
    /// Prunes the `tables` parts of `tree`; true when nothing is left of it.
    fn prune(&mut self, tree: &mut UseTree) -> bool {
        match tree {
            UseTree::Path(path) if path.ident == TABLES => {
                self.collect(&path.tree);
                true
            }
            UseTree::Group(group) => {
                let kept: Vec<UseTree> = group
                    .items
                    .iter()
                    .cloned()
                    .filter_map(|mut item| (!self.prune(&mut item)).then_some(item))
                    .collect();
                let empty = kept.is_empty();
                group.items = kept.into_iter().collect();
                empty
            }
            _ => false,
        }
    }

    fn collect(&mut self, tree: &UseTree) {
        match tree {
            UseTree::Name(name) => {
                self.aliases
                    .insert(name.ident.to_string(), name.ident.to_string());
            }
            UseTree::Rename(rename) => {
                self.aliases
                    .insert(rename.rename.to_string(), rename.ident.to_string());
            }
            UseTree::Glob(_) => self.glob = true,
            UseTree::Group(group) => group.items.iter().for_each(|item| self.collect(item)),
            UseTree::Path(_) => {}
        }
    }

    fn retain_items(&mut self, items: &mut Vec<Item>) {
        items.retain_mut(|item| match item {
            Item::Use(item_use) => !self.prune(&mut item_use.tree),
            _ => true,
        });
    }
}

impl VisitMut for TablesUses {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        self.retain_items(&mut node.items);
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.retain_items(items);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        node.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(Item::Use(item_use)) => !self.prune(&mut item_use.tree),
            _ => true,
        });
        visit_mut::visit_block_mut(self, node);
    }
}

/// The expanding visitor; stops at the first error.
struct Expand {
    expander: Expander,
    file: PathBuf,
    aliases: BTreeMap<String, String>,
    glob: bool,
    error: Option<Error>,
}

impl Expand {
    /// The table macro a macro path names, if it names one.
    fn table_name(&self, path: &Path) -> Option<String> {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match segments.as_slice() {
            [krate, name] if krate == TABLES => Some(name.clone()),
            [name] if path.leading_colon.is_none() => self.local_name(name),
            _ => None,
        }
    }

    fn local_name(&self, name: &str) -> Option<String> {
        match self.aliases.get(name) {
            Some(real) => Some(real.clone()),
            None if self.glob && tables_gen::MACROS.contains(&name) => Some(name.to_string()),
            None => None,
        }
    }

    /// Expands one call; `None` (with `self.error` set) on failure.
    fn call(&mut self, name: &str, input: TokenStream, span: Span) -> Option<TokenStream> {
        match (self.expander)(name, input) {
            Ok(tokens) => Some(tokens),
            Err(error) => {
                let call_start = span.start().line;
                let call_end = span.end().line.max(call_start);
                let error_line = error.span().start().line;
                let line = if (call_start..=call_end).contains(&error_line) {
                    error_line
                } else {
                    call_start
                };
                self.fail(
                    Error::new(format!("`tables::{name}!`: {error}"))
                        .at(self.file.clone(), Some(line))
                        .help(
                            "fix the macro input (docs/ARCHITECTURE.md, \"Contract: the table \
                             macros\"); `cargo build` shows the same error",
                        ),
                );
                None
            }
        }
    }

    /// Expands a macro in expression position to an expression.
    fn expand_expr(&mut self, mac: &Macro, name: &str) -> Option<Expr> {
        let tokens = self.call(name, mac.tokens.clone(), mac.span())?;
        match syn::parse2::<Expr>(tokens) {
            Ok(expr) => Some(expr),
            Err(error) => {
                self.fail(
                    Error::new(format!(
                        "`tables::{name}!` expanded to something that is not an expression: \
                         {error}"
                    ))
                    .at(self.file.clone(), Some(mac.span().start().line))
                    .help("this is a tables-gen bug; report it"),
                );
                None
            }
        }
    }

    fn fail(&mut self, error: Error) {
        if self.error.is_none() {
            self.error = Some(error);
        }
    }

    /// Expands table calls among raw tokens (arguments of other macros).
    fn expand_tokens(&mut self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            if let Some((name, args_at, leading)) = self.call_at(&trees, i) {
                if let Some(TokenTree::Group(args)) = trees.get(args_at) {
                    if leading {
                        out.truncate(out.len().saturating_sub(2));
                    }
                    let span = args.span_close();
                    let start_span = trees[i].span();
                    let joined = start_span.join(span).unwrap_or(start_span);
                    match self.call(&name, args.stream(), joined) {
                        Some(expansion) => out.extend(expansion),
                        None => return TokenStream::new(),
                    }
                    i = args_at + 1;
                    continue;
                }
            }
            match &trees[i] {
                TokenTree::Group(group) => {
                    let mut copy =
                        Group::new(group.delimiter(), self.expand_tokens(group.stream()));
                    copy.set_span(group.span());
                    out.push(TokenTree::Group(copy));
                }
                other => out.push(other.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }

    /// Whether a table call starts at `trees[i]`: returns the macro name, the index of the
    /// argument group and whether a leading `::` (already copied to the output) belongs to it.
    fn call_at(&self, trees: &[TokenTree], i: usize) -> Option<(String, usize, bool)> {
        let is_punct = |at: usize, ch: char| matches!(trees.get(at), Some(TokenTree::Punct(punct)) if punct.as_char() == ch);
        let ident = |at: usize| match trees.get(at) {
            Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
            _ => None,
        };
        let first = ident(i)?;
        let after_colons = i >= 2 && is_punct(i - 1, ':') && is_punct(i - 2, ':');
        let mid_path = after_colons
            && i >= 3
            && (matches!(trees.get(i - 3), Some(TokenTree::Ident(_))) || is_punct(i - 3, '>'));
        let after_dot = i >= 1 && is_punct(i - 1, '.');
        if mid_path || after_dot {
            return None;
        }
        if first == TABLES && is_punct(i + 1, ':') && is_punct(i + 2, ':') && is_punct(i + 4, '!') {
            let name = ident(i + 3)?;
            return Some((name, i + 5, after_colons));
        }
        if !after_colons && is_punct(i + 1, '!') {
            let real = self.local_name(&first)?;
            return Some((real, i + 2, false));
        }
        None
    }
}

impl VisitMut for Expand {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if self.error.is_some() {
            return;
        }
        if let Expr::Macro(expr_macro) = expr {
            if let Some(name) = self.table_name(&expr_macro.mac.path) {
                if let Some(expanded) = self.expand_expr(&expr_macro.mac, &name) {
                    *expr = expanded;
                }
                return;
            }
        }
        visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_stmt_mut(&mut self, stmt: &mut Stmt) {
        if self.error.is_some() {
            return;
        }
        if let Stmt::Macro(stmt_macro) = stmt {
            if let Some(name) = self.table_name(&stmt_macro.mac.path) {
                if let Some(expanded) = self.expand_expr(&stmt_macro.mac, &name) {
                    *stmt = Stmt::Expr(expanded, stmt_macro.semi_token);
                }
                return;
            }
        }
        visit_mut::visit_stmt_mut(self, stmt);
    }

    fn visit_macro_mut(&mut self, mac: &mut Macro) {
        if self.error.is_some() {
            return;
        }
        if let Some(name) = self.table_name(&mac.path) {
            self.fail(
                Error::new(format!(
                    "`tables::{name}!` is used outside expression position"
                ))
                .at(self.file.clone(), Some(mac.span().start().line))
                .help("table macros expand to an array literal: write `const T: [..] = tables::NAME!(...);`"),
            );
            return;
        }
        let tokens = std::mem::take(&mut mac.tokens);
        mac.tokens = self.expand_tokens(tokens);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::{quote, ToTokens};

    fn fake(name: &str, input: TokenStream) -> syn::Result<TokenStream> {
        match name {
            "five" if input.is_empty() => Ok(quote!([5, 5])),
            "five" => Err(syn::Error::new(
                input
                    .into_iter()
                    .next()
                    .map_or_else(Span::call_site, |t| t.span()),
                "`five!` takes no input",
            )),
            _ => Err(syn::Error::new(
                Span::call_site(),
                format!("unknown table `{name}`"),
            )),
        }
    }

    fn expand(source: &str) -> Result<String, Error> {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        expand_file(&mut file, PathBuf::from("src/lib.rs"), fake)?;
        Ok(file.to_token_stream().to_string())
    }

    #[test]
    fn expands_in_consts_statics_lengths_bodies_and_tails() {
        let out = expand(
            "const A: [u8; 2] = tables::five!(); static B: [[u8; 2]; 1] = [::tables::five!()]; \
             type L = [u8; tables::five!()[0]]; fn f() -> [u8; 2] { let x = tables::five!(); \
             tables::five!() }",
        )
        .expect("expands");
        assert_eq!(
            out,
            "const A : [u8 ; 2] = [5 , 5] ; static B : [[u8 ; 2] ; 1] = [[5 , 5]] ; \
             type L = [u8 ; [5 , 5] [0]] ; fn f () -> [u8 ; 2] { let x = [5 , 5] ; [5 , 5] }"
        );
    }

    #[test]
    fn expands_inside_other_macros() {
        let out = expand(
            "fn f() { println!(\"{:?}\", ::tables::five!()); let v = vec![tables::five!(); 2]; }",
        )
        .expect("expands");
        assert_eq!(
            out,
            "fn f () { println ! (\"{:?}\" , [5 , 5]) ; let v = vec ! [[5 , 5] ; 2] ; }"
        );
    }

    #[test]
    fn expands_imported_names_and_removes_tables_uses() {
        let out = expand(
            "use tables::five; use tables::{five as six}; use std::{fmt, tables::x}; \
             const A: [u8; 2] = five!(); const B: [u8; 2] = six!(); fn f() { dbg!(five!()); }",
        )
        .expect("expands");
        assert_eq!(
            out,
            "use std :: { fmt , tables :: x } ; const A : [u8 ; 2] = [5 , 5] ; \
             const B : [u8 ; 2] = [5 , 5] ; fn f () { dbg ! ([5 , 5]) ; }"
        );
        let glob = expand("use tables::*; const A: [[[i8; 3]; 3]; 24] = cube_rotations!();");
        assert!(
            glob.is_err(),
            "the fake expander does not know cube_rotations"
        );
    }

    #[test]
    fn error_names_file_and_line_of_the_call() {
        let error = expand("\n\nconst A: [u8; 2] = tables::five!(\n  oops);")
            .expect_err("five takes no input");
        assert_eq!(error.file(), Some(std::path::Path::new("src/lib.rs")));
        assert_eq!(error.line(), Some(4));
        assert!(error.what().contains("`five!` takes no input"), "{error}");
        let error =
            expand("fn f() {\n println!(\"{:?}\", tables::nine!()); }").expect_err("unknown");
        assert_eq!(error.line(), Some(2));
        assert!(error.what().contains("unknown table `nine`"), "{error}");
    }

    #[test]
    fn item_position_is_an_error() {
        let error = expand("tables::five!();").expect_err("item position");
        assert!(
            error.what().contains("outside expression position"),
            "{error}"
        );
    }

    #[test]
    fn same_tokens_as_tables_gen() {
        let source = "const L: [u64; 24] = tables::polycube_orientations!(rotations, \
                      heights(\"111\", \"100\"));";
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        expand_file(&mut file, PathBuf::from("x.rs"), tables_gen::expand).expect("expands");
        let expected = tables_gen::expand(
            "polycube_orientations",
            quote!(rotations, heights("111", "100")),
        )
        .expect("tables-gen expands");
        let Item::Const(item) = &file.items[0] else {
            panic!("a const item");
        };
        assert_eq!(
            item.expr.to_token_stream().to_string(),
            syn::parse2::<Expr>(expected)
                .expect("an expression")
                .to_token_stream()
                .to_string()
        );
    }
}
