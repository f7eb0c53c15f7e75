//! Every identifier token of a syn tree (and every literal, for who asks), read from the tree
//! itself: what printing the tree to
//! tokens and walking them would find, without building those tokens. The passes count names
//! every round over drafts of hundreds of kilobytes (which types are still named, which macros
//! still called); printing the whole draft to tokens for that took as long as the count.
//!
//! The walk visits the tree's identifiers and, where the tree keeps raw tokens (a macro call's
//! input, an attribute's arguments, syntax syn keeps verbatim), those tokens. Keywords syn
//! stores as their own token types (`fn`, `self` of a method's receiver, `_`) are not
//! identifiers here; no pass counts a keyword.
//!
//! What it is not: a name resolver. A spelling is counted wherever it occurs, as a token walk
//! would count it.

use proc_macro2::{Ident, TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// Calls `seen` with every identifier of `node` (module docs) and whether a `!` follows it: a
/// macro call's name (`vec!`, `crate::m!`), or an identifier before `!` in raw tokens.
pub(crate) fn each_ident<'ast, N: Walked<'ast> + ?Sized>(
    node: &'ast N,
    seen: &mut dyn FnMut(&Ident, bool),
) {
    node.walk(&mut Walker {
        seen,
        literal: &mut |_| {},
        prefix: &mut |_| {},
    });
}

/// Calls `prefix` with every identifier of `node` that a path segment follows: where a
/// module's name is used as one (`ptr` of `ptr::copy(..)`,
/// `crate::num_integer::traits::zero()`), and never where a function or field of the same
/// name is (`fn fmt`, `self.ptr`). In raw tokens too (a macro's input or body: an
/// identifier before `::`). Not in `use` trees, whose paths the caller resolves.
pub(crate) fn each_path_prefix<'ast, N: Walked<'ast> + ?Sized>(
    node: &'ast N,
    prefix: &mut dyn FnMut(&Ident),
) {
    node.walk(&mut Walker {
        seen: &mut |_, _| {},
        literal: &mut |_| {},
        prefix,
    });
}

/// [`each_ident`], and `literal` with the text of every literal token (`"{x}"` with its
/// quotes, `1u8`), as a token walk would find it.
pub(crate) fn each_token<'ast, N: Walked<'ast> + ?Sized>(
    node: &'ast N,
    seen: &mut dyn FnMut(&Ident, bool),
    literal: &mut dyn FnMut(&str),
) {
    node.walk(&mut Walker {
        seen,
        literal,
        prefix: &mut |_| {},
    });
}

/// What [`each_ident`] walks: a file, an item, or raw tokens (a `macro_rules!` body).
pub(crate) trait Walked<'ast> {
    fn walk(&'ast self, walker: &mut Walker<'_>);
}

impl<'ast> Walked<'ast> for syn::File {
    fn walk(&'ast self, walker: &mut Walker<'_>) {
        walker.visit_file(self);
    }
}

impl<'ast> Walked<'ast> for syn::Item {
    fn walk(&'ast self, walker: &mut Walker<'_>) {
        walker.visit_item(self);
    }
}

impl<'ast> Walked<'ast> for TokenStream {
    fn walk(&'ast self, walker: &mut Walker<'_>) {
        walker.tokens(self);
    }
}

/// The visitor behind [`each_ident`].
pub(crate) struct Walker<'a> {
    seen: &'a mut dyn FnMut(&Ident, bool),
    literal: &'a mut dyn FnMut(&str),
    prefix: &'a mut dyn FnMut(&Ident),
}

impl Walker<'_> {
    fn tokens(&mut self, tokens: &TokenStream) {
        let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
        let colons = |i: usize| {
            matches!(
                (trees.get(i), trees.get(i + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':'
            )
        };
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => self.tokens(&group.stream()),
                TokenTree::Ident(ident) => {
                    let bang =
                        matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                    (self.seen)(ident, bang);
                    if colons(i + 1) {
                        (self.prefix)(ident);
                    }
                }
                TokenTree::Literal(literal) => (self.literal)(&literal.to_string()),
                TokenTree::Punct(_) => {}
            }
        }
    }

    /// Every segment of a path but its last.
    fn path_prefixes<'p>(&mut self, segments: impl Iterator<Item = &'p Ident>) {
        let segments: Vec<&Ident> = segments.collect();
        for ident in segments.iter().take(segments.len().saturating_sub(1)) {
            (self.prefix)(ident);
        }
    }
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_ident(&mut self, ident: &'ast Ident) {
        (self.seen)(ident, false);
    }

    fn visit_path(&mut self, node: &'ast syn::Path) {
        self.path_prefixes(node.segments.iter().map(|segment| &segment.ident));
        visit::visit_path(self, node);
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        self.path_prefixes(node.path.segments.iter().map(|segment| &segment.ident));
        // The path's last identifier is the one before the `!`.
        let last = node.path.segments.len().saturating_sub(1);
        for (index, segment) in node.path.segments.iter().enumerate() {
            (self.seen)(&segment.ident, index == last);
            self.visit_path_arguments(&segment.arguments);
        }
        self.tokens(&node.tokens);
    }

    // Shorthand (`S { x }`, `let S { x } = s`) holds `x` twice in the tree, once in the text.
    fn visit_field_value(&mut self, node: &'ast syn::FieldValue) {
        for attr in &node.attrs {
            self.visit_attribute(attr);
        }
        if node.colon_token.is_some() {
            self.visit_member(&node.member);
        }
        self.visit_expr(&node.expr);
    }

    fn visit_field_pat(&mut self, node: &'ast syn::FieldPat) {
        for attr in &node.attrs {
            self.visit_attribute(attr);
        }
        if node.colon_token.is_some() {
            self.visit_member(&node.member);
        }
        self.visit_pat(&node.pat);
    }

    fn visit_lit(&mut self, node: &'ast syn::Lit) {
        match node {
            // A token walk sees `true` and `false` as identifiers; no pass counts them.
            syn::Lit::Bool(_) => {}
            node => (self.literal)(&quote::ToTokens::to_token_stream(node).to_string()),
        }
    }

    // Where syn keeps a literal outside a `Lit`: `extern "C"`, a tuple field's index (`x.0`).
    fn visit_abi(&mut self, node: &'ast syn::Abi) {
        if let Some(name) = &node.name {
            (self.literal)(&name.token().to_string());
        }
    }

    fn visit_index(&mut self, node: &'ast syn::Index) {
        (self.literal)(&node.index.to_string());
    }

    fn visit_meta_list(&mut self, node: &'ast syn::MetaList) {
        self.visit_path(&node.path);
        self.tokens(&node.tokens);
    }

    fn visit_item(&mut self, node: &'ast syn::Item) {
        match node {
            syn::Item::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_item(self, node),
        }
    }

    fn visit_expr(&mut self, node: &'ast syn::Expr) {
        match node {
            syn::Expr::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_expr(self, node),
        }
    }

    fn visit_type(&mut self, node: &'ast syn::Type) {
        match node {
            syn::Type::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_type(self, node),
        }
    }

    fn visit_pat(&mut self, node: &'ast syn::Pat) {
        match node {
            syn::Pat::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_pat(self, node),
        }
    }

    fn visit_impl_item(&mut self, node: &'ast syn::ImplItem) {
        match node {
            syn::ImplItem::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_impl_item(self, node),
        }
    }

    fn visit_trait_item(&mut self, node: &'ast syn::TraitItem) {
        match node {
            syn::TraitItem::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_trait_item(self, node),
        }
    }

    fn visit_foreign_item(&mut self, node: &'ast syn::ForeignItem) {
        match node {
            syn::ForeignItem::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_foreign_item(self, node),
        }
    }

    fn visit_type_param_bound(&mut self, node: &'ast syn::TypeParamBound) {
        match node {
            syn::TypeParamBound::Verbatim(tokens) => self.tokens(tokens),
            node => visit::visit_type_param_bound(self, node),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use quote::ToTokens;

    use super::*;

    /// Identifier counts and `name !` counts of `tokens`, keywords left out.
    fn by_tokens(tokens: TokenStream) -> (BTreeMap<String, usize>, BTreeMap<String, usize>) {
        fn walk(
            tokens: TokenStream,
            all: &mut BTreeMap<String, usize>,
            calls: &mut BTreeMap<String, usize>,
        ) {
            let trees: Vec<TokenTree> = tokens.into_iter().collect();
            for (i, tree) in trees.iter().enumerate() {
                match tree {
                    TokenTree::Group(group) => walk(group.stream(), all, calls),
                    TokenTree::Ident(ident) => {
                        let name = ident.to_string();
                        if is_keyword(&name) {
                            continue;
                        }
                        *all.entry(name.clone()).or_default() += 1;
                        if matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!')
                        {
                            *calls.entry(name).or_default() += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
        let (mut all, mut calls) = (BTreeMap::new(), BTreeMap::new());
        walk(tokens, &mut all, &mut calls);
        (all, calls)
    }

    fn literals_by_tokens(tokens: TokenStream, out: &mut Vec<String>) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => literals_by_tokens(group.stream(), out),
                TokenTree::Literal(literal) => out.push(literal.to_string()),
                _ => {}
            }
        }
    }

    fn literals_by_tree(file: &syn::File) -> Vec<String> {
        let mut out = Vec::new();
        each_token(file, &mut |_, _| {}, &mut |literal| {
            out.push(literal.to_string())
        });
        out
    }

    fn by_tree(file: &syn::File) -> (BTreeMap<String, usize>, BTreeMap<String, usize>) {
        let (mut all, mut calls) = (BTreeMap::new(), BTreeMap::new());
        each_ident(file, &mut |ident, bang| {
            let name = ident.to_string();
            if is_keyword(&name) {
                return;
            }
            *all.entry(name.clone()).or_default() += 1;
            if bang {
                *calls.entry(name).or_default() += 1;
            }
        });
        (all, calls)
    }

    /// A keyword syn keeps as its own token type: what syn will not parse as an identifier,
    /// and the weak keywords it keeps as tokens where they are keywords (`union`, `default`,
    /// `auto`).
    fn is_keyword(name: &str) -> bool {
        syn::parse_str::<syn::Ident>(name).is_err() || matches!(name, "union" | "default" | "auto")
    }

    /// The walk over the tree finds exactly the identifiers the walk over its tokens finds,
    /// and the same macro calls but `x != y` (a token walk takes `x` before `!=` for a call),
    /// on real code: this crate's own largest modules and a sample of every kind of place.
    #[test]
    fn the_tree_walk_finds_what_the_token_walk_finds() {
        let sample = r#"
            #![allow(unused)]
            #[derive(Debug, Clone)]
            #[cfg_attr(feature = "x", derive(Hash))]
            pub struct S<'a, T: Tr + ?Sized, const N: usize> where T: Other<Assoc = u8> { f: &'a T, g: [u8; N] }
            macro_rules! m { ($x:expr) => { inner!($x) + other::path!(y) }; }
            fn f(self_: u8) -> impl Iterator<Item = u8> + use<> {
                let v = vec![a, b!(c)]; m!(z); if p != q { println!("{}", r); }
                let S { f, .. } = s; let _ = x.method::<T>(y); 'label: loop { break 'label; }
                matches!(w, Some(k) if k > 0)
            }
            impl<T> Tr for S<'_, T, 3> { type A = T; fn g(&self) -> Self::A { todo!() } const C: u8 = mac!(); }
            extern "C" { fn ext(x: i32); static E: u8; }
            type Al = ty_mac!(u8);
            fn pats(arg: pat_mac!()) {}
        "#;
        let own = [
            include_str!("dce.rs"),
            include_str!("trial.rs"),
            include_str!("../print/minify.rs"),
            include_str!("../mbe.rs"),
        ];
        for source in own.iter().chain([&sample]) {
            let file: syn::File = syn::parse_str(source).expect("the source parses");
            let (all, calls) = by_tokens(file.to_token_stream());
            let (tree_all, tree_calls) = by_tree(&file);
            let mut literals = Vec::new();
            literals_by_tokens(file.to_token_stream(), &mut literals);
            let mut tree_literals = literals_by_tree(&file);
            literals.sort();
            tree_literals.sort();
            let only_tokens: Vec<&String> = literals
                .iter()
                .filter(|l| !tree_literals.contains(l))
                .take(5)
                .collect();
            let only_tree: Vec<&String> = tree_literals
                .iter()
                .filter(|l| !literals.contains(l))
                .take(5)
                .collect();
            assert!(
                literals == tree_literals,
                "the literals differ: {} by tokens, {} by the tree; only by tokens {only_tokens:?}, only by the tree {only_tree:?}",
                literals.len(),
                tree_literals.len()
            );
            let differing: Vec<_> = all
                .keys()
                .chain(tree_all.keys())
                .filter(|name| all.get(*name) != tree_all.get(*name))
                .map(|name| (name, all.get(name), tree_all.get(name)))
                .collect();
            assert!(
                differing.is_empty(),
                "(name, by tokens, by the tree): {differing:?}"
            );
            for (name, count) in &tree_calls {
                assert!(calls.get(name) >= Some(count), "{name}");
            }
            for (name, count) in &calls {
                if tree_calls.get(name) != Some(count) {
                    // Only a token walk's `x !=`.
                    assert!(
                        file.to_token_stream()
                            .to_string()
                            .contains(&format!("{name} !=")),
                        "{name}: {count} by tokens, {:?} by the tree",
                        tree_calls.get(name)
                    );
                }
            }
        }
    }
}
