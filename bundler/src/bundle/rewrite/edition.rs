//! Edition 2015 code inlined into an edition 2021 file, keeping its meaning; and edition 2018
//! code that syn does not parse as written ([`parse_2018`]: bare closure trait objects).
//!
//! - Before parsing ([`parse_2015`]): identifiers that later editions reserve (`async`,
//!   `await`, `try` when not a macro call, `dyn` when no trait object follows) become raw
//!   identifiers; `try!(e)` becomes `(e)?` (in `macro_rules!` bodies too); anonymous
//!   trait-method parameters (`fn f(u8);`) get a `_:` pattern.
//! - After parsing, once every file of the crate is loaded ([`fix_2015`]): a `use` path is
//!   relative to the crate root, so one that starts with a name that is not `crate`, `self`,
//!   `super`, an extern crate or a sysroot crate gets `crate::` (in `macro_rules!` bodies
//!   and macro arguments too); `::x::y` outside `use` is the
//!   crate root's `x` too (also the trait of `<T as ::Tr>::f`).
//! - Bare trait objects (`Box<Error>`, `&Fn(u8)`, `Box<Shape + Sync>`) get `dyn` when the name
//!   is a trait of the crate (defined in any of its files, [`trait_names`]) or a std trait
//!   commonly used as an object, and the file defines no type of that name.
//!
//! Not handled (reported by rustc as usual): bare trait objects of another crate's traits
//! other than std's, and `dyn` used as an identifier right before a name or a lifetime.

use std::collections::{BTreeMap, BTreeSet};
use std::str::FromStr;

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::UseTree;

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

/// The traits a file of the crate defines (anywhere in it): with those of every other file of
/// the crate, the names [`fix_2015`] takes for traits in bare trait objects.
pub(crate) fn trait_names(file: &syn::File) -> BTreeSet<String> {
    struct Traits(BTreeSet<String>);
    impl<'ast> syn::visit::Visit<'ast> for Traits {
        fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
            self.0.insert(node.ident.to_string());
            syn::visit::visit_item_trait(self, node);
        }
    }
    let mut traits = Traits(BTreeSet::new());
    syn::visit::Visit::visit_file(&mut traits, file);
    traits.0
}

/// The syntax-tree part: crate-relative `use` paths, `::x` paths and `dyn`. `externs` are the
/// names that stay (extern crates, sysroot crates); `crate_traits` the traits the crate's
/// files define ([`trait_names`]), which this file may name in bare trait objects.
pub(crate) fn fix_2015(
    file: &mut syn::File,
    externs: &BTreeSet<String>,
    crate_traits: &BTreeSet<String>,
) {
    #[derive(Default)]
    struct Names {
        traits: BTreeSet<String>,
        types: BTreeSet<String>,
    }
    impl<'ast> syn::visit::Visit<'ast> for Names {
        fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
            self.traits.insert(node.ident.to_string());
            syn::visit::visit_item_trait(self, node);
        }
        fn visit_item_struct(&mut self, node: &'ast syn::ItemStruct) {
            self.types.insert(node.ident.to_string());
        }
        fn visit_item_enum(&mut self, node: &'ast syn::ItemEnum) {
            self.types.insert(node.ident.to_string());
        }
        fn visit_item_type(&mut self, node: &'ast syn::ItemType) {
            self.types.insert(node.ident.to_string());
        }
    }
    let mut names = Names::default();
    syn::visit::Visit::visit_file(&mut names, file);
    // A type of this file hides a trait of that name from elsewhere in the crate.
    let mut traits = names.traits;
    traits.extend(crate_traits.iter().cloned());
    traits.retain(|name| !names.types.contains(name));
    let imports = imported_from(file);
    Fix2015 {
        externs,
        traits: &traits,
        imports: &imports,
    }
    .visit_file_mut(file);
}

/// Each name a `use` of `file` imports, with the path it comes through (`Error` -> `std`,
/// `error` for `use std::error::Error`; `fmt` -> `std` for `use std::fmt;`).
fn imported_from(file: &syn::File) -> BTreeMap<String, Vec<String>> {
    fn walk(tree: &UseTree, path: &mut Vec<String>, out: &mut BTreeMap<String, Vec<String>>) {
        match tree {
            UseTree::Path(segment) => {
                path.push(segment.ident.to_string());
                walk(&segment.tree, path, out);
                path.pop();
            }
            UseTree::Name(name) if !path.is_empty() => {
                out.insert(name.ident.to_string(), path.clone());
            }
            UseTree::Group(group) => group.items.iter().for_each(|item| walk(item, path, out)),
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    for item in &file.items {
        if let syn::Item::Use(item_use) = item {
            walk(&item_use.tree, &mut Vec::new(), &mut out);
        }
    }
    out
}

/// std traits that edition 2015 code uses as bare trait objects, with the std module each
/// lives in (`None`: in the prelude). A name counts as the trait only when the path or the
/// file's `use` says it comes from that module: `fmt::Error` is a struct, `error::Error` the
/// trait.
const STD_OBJECT_TRAITS: &[(&str, Option<&str>)] = &[
    ("Any", Some("any")),
    ("Debug", Some("fmt")),
    ("Display", Some("fmt")),
    ("Error", Some("error")),
    ("Fn", None),
    ("FnMut", None),
    ("FnOnce", None),
    ("Iterator", None),
    ("Read", Some("io")),
    ("BufRead", Some("io")),
    ("Hasher", Some("hash")),
    ("ToString", None),
];

/// Whether `trees[at]` starts an edition 2015 inclusive range pattern's `...` in macro tokens
/// (`0 ... 255`, `'a'...'z'`): three dots between a literal or name and a literal, name or
/// `-`; a C variadic's `...` (`, ...)`, `args: ...`) is none.
fn inclusive_range_dots(trees: &[TokenTree], at: usize) -> bool {
    let dot = |i: usize, spacing: Spacing| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '.' && p.spacing() == spacing);
    let operand = |tree: Option<&TokenTree>| {
        matches!(tree, Some(TokenTree::Literal(_) | TokenTree::Ident(_)))
            || matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == '-')
    };
    at > 0
        && dot(at, Spacing::Joint)
        && dot(at + 1, Spacing::Joint)
        && dot(at + 2, Spacing::Alone)
        && matches!(
            trees.get(at - 1),
            Some(TokenTree::Literal(_) | TokenTree::Ident(_))
        )
        && operand(trees.get(at + 3))
}

/// Keywords after which `::x` starts a path (`x as ::T`, `return ::f()`), where any other name
/// before `::` continues one (`a::b`).
/// `const` of a raw pointer type too (libc's `s!` bodies: `pub tm_zone: *const ::c_char`).
const PRECEDE_PATHS: &[&str] = &[
    "as", "in", "return", "mut", "const", "dyn", "impl", "for", "where", "if", "match", "while",
    "else", "break", "move", "ref", "let", "box",
];

struct Fix2015<'a> {
    externs: &'a BTreeSet<String>,
    /// The file's own traits.
    traits: &'a BTreeSet<String>,
    /// What the file's `use`s import, and the path each comes through.
    imports: &'a BTreeMap<String, Vec<String>>,
}

impl Fix2015<'_> {
    /// Whether a type path names a trait (so, in edition 2015, a bare trait object).
    fn is_trait(&self, path: &syn::Path) -> bool {
        let Some(last) = path.segments.last() else {
            return false;
        };
        let name = last.ident.to_string();
        if path.segments.len() == 1 && self.traits.contains(&name) {
            return true;
        }
        let Some((_, module)) = STD_OBJECT_TRAITS
            .iter()
            .find(|(trait_name, _)| *trait_name == name)
        else {
            return false;
        };
        let Some(module) = module else {
            return true;
        };
        // The full path the name comes through: std's module only counts when the path
        // starts in a sysroot crate (edition 2015's `use error::Error;` is the crate's own).
        let mut through: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        through.pop();
        if let Some(first) = through.first().cloned() {
            if let Some(imported) = self.imports.get(&first) {
                through.splice(0..1, imported.iter().cloned().chain([first]));
            }
        } else if let Some(imported) = self.imports.get(&name) {
            through = imported.clone();
        }
        let from_sysroot = through
            .first()
            .is_some_and(|root| matches!(root.as_str(), "std" | "core" | "alloc"));
        from_sysroot && through.last().map(String::as_str) == Some(*module)
    }

    fn keeps(&self, name: &str) -> bool {
        matches!(name, "crate" | "self" | "super" | "std" | "core" | "alloc")
            || self.externs.contains(name)
    }
}

impl Fix2015<'_> {
    /// `tree` with `crate::` in front of every path that does not start with a name that
    /// stays (`use {a, std::fmt}` -> `use {crate::a, std::fmt}`).
    fn crate_relative(&self, tree: UseTree) -> UseTree {
        let first = match &tree {
            UseTree::Path(path) => Some(path.ident.to_string()),
            UseTree::Name(name) => Some(name.ident.to_string()),
            UseTree::Rename(rename) => Some(rename.ident.to_string()),
            UseTree::Group(_) | UseTree::Glob(_) => None,
        };
        match tree {
            UseTree::Group(mut group) => {
                group.items = std::mem::take(&mut group.items)
                    .into_iter()
                    .map(|item| self.crate_relative(item))
                    .collect();
                UseTree::Group(group)
            }
            tree if first.is_some_and(|first| !self.keeps(&first)) => UseTree::Path(syn::UsePath {
                ident: Ident::new("crate", proc_macro2::Span::call_site()),
                colon2_token: Default::default(),
                tree: Box::new(tree),
            }),
            tree => tree,
        }
    }
}

impl VisitMut for Fix2015<'_> {
    fn visit_type_mut(&mut self, node: &mut syn::Type) {
        // `Box<Shape + Sync>`: a bound list is a trait object whatever the names.
        if let syn::Type::TraitObject(object) = node {
            if object.dyn_token.is_none() {
                object.dyn_token = Some(Default::default());
            }
        }
        if let syn::Type::Path(type_path) = node {
            let is_trait = type_path.qself.is_none() && self.is_trait(&type_path.path);
            if is_trait {
                let path = type_path.path.clone();
                *node = syn::parse_quote!(dyn #path);
            }
        }
        visit_mut::visit_type_mut(self, node);
    }

    fn visit_item_use_mut(&mut self, node: &mut syn::ItemUse) {
        let tree = std::mem::replace(
            &mut node.tree,
            UseTree::Glob(syn::UseGlob {
                star_token: Default::default(),
            }),
        );
        node.tree = self.crate_relative(tree);
        node.leading_colon = None;
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        self.crate_root(path);
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_macro_mut(&mut self, node: &mut syn::Macro) {
        node.tokens = self.crate_root_tokens(std::mem::take(&mut node.tokens));
        visit_mut::visit_macro_mut(self, node);
    }

    fn visit_expr_path_mut(&mut self, node: &mut syn::ExprPath) {
        if !self.qualified(&mut node.qself, &mut node.path) {
            visit_mut::visit_expr_path_mut(self, node);
        }
    }

    fn visit_type_path_mut(&mut self, node: &mut syn::TypePath) {
        if !self.qualified(&mut node.qself, &mut node.path) {
            visit_mut::visit_type_path_mut(self, node);
        }
    }

    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        if let Some(qself) = &mut node.qself {
            qself.position += usize::from(self.crate_root(&mut node.path));
        }
        visit_mut::visit_expr_struct_mut(self, node);
    }

    fn visit_pat_struct_mut(&mut self, node: &mut syn::PatStruct) {
        if let Some(qself) = &mut node.qself {
            qself.position += usize::from(self.crate_root(&mut node.path));
        }
        visit_mut::visit_pat_struct_mut(self, node);
    }

    fn visit_pat_tuple_struct_mut(&mut self, node: &mut syn::PatTupleStruct) {
        if let Some(qself) = &mut node.qself {
            qself.position += usize::from(self.crate_root(&mut node.path));
        }
        visit_mut::visit_pat_tuple_struct_mut(self, node);
    }
}

impl Fix2015<'_> {
    /// `::x::y` -> `crate::x::y` (in edition 2015 `::` is the crate root); whether it changed.
    fn crate_root(&self, path: &mut syn::Path) -> bool {
        let first = path.segments.first().map(|s| s.ident.to_string());
        let rooted = path.leading_colon.is_some() && first.is_some_and(|first| !self.keeps(&first));
        if rooted {
            path.leading_colon = None;
            path.segments.insert(
                0,
                syn::PathSegment::from(Ident::new("crate", proc_macro2::Span::call_site())),
            );
        }
        rooted
    }

    /// [`Self::crate_root`] inside macro arguments and `macro_rules!` bodies (`format!("{}",
    /// ::util::f())`): a `::` that no name, `>` or `$x` precedes, before a name that is not an
    /// extern crate, gets `crate` in front.
    fn crate_root_tokens(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut skip_dots = 0;
        for (i, tree) in trees.iter().enumerate() {
            let is_colon = |at: usize| matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ':');
            let joint_colon = matches!(tree, TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
            let continues = i > 0
                && match &trees[i - 1] {
                    TokenTree::Ident(word) => !PRECEDE_PATHS.iter().any(|k| word == k),
                    // `Vec<T>::new` continues a path; `-> ::c_uint` and `=> ::f()` start one.
                    TokenTree::Punct(p) => {
                        p.as_char() == '>'
                            && !(i > 1
                                && matches!(&trees[i - 2], TokenTree::Punct(q)
                                    if matches!(q.as_char(), '-' | '=')
                                        && q.spacing() == Spacing::Joint))
                    }
                    TokenTree::Group(_) | TokenTree::Literal(_) => false,
                };
            let rooted_name = matches!(trees.get(i + 2), Some(TokenTree::Ident(name)) if !self.keeps(&name.to_string()));
            if joint_colon && is_colon(i + 1) && !continues && rooted_name {
                out.push(TokenTree::Ident(Ident::new("crate", tree.span())));
            }
            if self.bare_object_in_tokens(&trees, i) {
                out.push(TokenTree::Ident(Ident::new("dyn", tree.span())));
            }
            if self.crate_relative_use_in_tokens(&trees, i) {
                out.push(TokenTree::Ident(Ident::new("crate", tree.span())));
                out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
                out.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
            }
            if inclusive_range_dots(&trees, i) {
                // `0 ... 255` -> `0 ..= 255`: the second and third dots become `.=`.
                out.push(tree.clone());
                out.push(TokenTree::Punct(Punct::new('.', Spacing::Joint)));
                out.push(TokenTree::Punct(Punct::new('=', Spacing::Alone)));
                skip_dots = 2;
                continue;
            }
            if skip_dots > 0 {
                skip_dots -= 1;
                continue;
            }
            match tree {
                TokenTree::Group(group) => {
                    let mut copy =
                        Group::new(group.delimiter(), self.crate_root_tokens(group.stream()));
                    copy.set_span(group.span());
                    out.push(TokenTree::Group(copy));
                }
                tree => out.push(tree.clone()),
            }
        }
        out.into_iter().collect()
    }

    /// Whether `trees[at]` is the first name of a `use` path in macro tokens that edition
    /// 2015 reads from the crate root ([`Self::crate_relative`] for a parsed `use`): regex
    /// 1.3's `define_builder!` body writes `use error::Error;`.
    /// A metavariable there (`use $regex_mod::Regex;`) names a module of the crate the same
    /// way; `$crate` does not.
    fn crate_relative_use_in_tokens(&self, trees: &[TokenTree], at: usize) -> bool {
        let after_use = at > 0 && matches!(&trees[at - 1], TokenTree::Ident(word) if word == "use");
        let relative = |name: &Ident| {
            let name = name.to_string();
            !self.keeps(&name) && !name.starts_with("r#")
        };
        after_use
            && match (&trees[at], trees.get(at + 1)) {
                (TokenTree::Ident(name), _) => relative(name),
                (TokenTree::Punct(dollar), Some(TokenTree::Ident(name))) => {
                    dollar.as_char() == '$' && name != "crate" && relative(name)
                }
                _ => false,
            }
    }

    /// Whether `trees[at]` starts a bare trait object in macro tokens, which are no syntax
    /// tree: a trait of the crate or a prelude trait (`Fn`, `Iterator`) right after `<` or
    /// `&` (`&mut`, `&'a`), not followed by `::` or a name (`Box<Shape + Sync>`,
    /// `&Fn(u8)`).
    fn bare_object_in_tokens(&self, trees: &[TokenTree], at: usize) -> bool {
        let TokenTree::Ident(name) = &trees[at] else {
            return false;
        };
        let name = name.to_string();
        let prelude = STD_OBJECT_TRAITS
            .iter()
            .any(|(trait_name, module)| *trait_name == name && module.is_none());
        if !prelude && !self.traits.contains(&name) {
            return false;
        }
        let punct = |i: usize, c: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
        let mut before = at;
        // Over `mut` or a lifetime back to the `&`.
        if before >= 1 && matches!(&trees[before - 1], TokenTree::Ident(i) if i == "mut") {
            before -= 1;
        } else if before >= 2
            && matches!(&trees[before - 1], TokenTree::Ident(_))
            && punct(before - 2, '\'')
        {
            before -= 2;
        }
        let opens = before >= 1 && (punct(before - 1, '<') || punct(before - 1, '&'));
        let lifetime_or_mut = before != at;
        let opens = opens && (!lifetime_or_mut || punct(before - 1, '&'));
        let path_or_name_follows =
            punct(at + 1, ':') || matches!(trees.get(at + 1), Some(TokenTree::Ident(_)));
        opens && !path_or_name_follows
    }

    /// A path with a `<T as Trait>` or `<T>` qualifier: `<T as ::Tr>::f` gets `crate::` in
    /// the trait and the qualifier's position moves past it; in `<T>::f` the colons follow the
    /// type and root nothing. Returns whether the node is fully visited.
    fn qualified(&mut self, qself: &mut Option<syn::QSelf>, path: &mut syn::Path) -> bool {
        let Some(qself) = qself else {
            return false;
        };
        if qself.position > 0 {
            qself.position += usize::from(self.crate_root(path));
            return false;
        }
        self.visit_type_mut(&mut qself.ty);
        for segment in &mut path.segments {
            self.visit_path_arguments_mut(&mut segment.arguments);
        }
        true
    }
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
    fn libc_s_macro_bodies_get_crate_root_paths_and_inclusive_ranges_as_2021_reads_them() {
        let mut file = parse_2015(
            "s! { pub struct tm { pub tm_zone: *const ::c_char, pub p: *mut ::c_int, \
             pub q: *const ::std::os::raw::c_char } } \
             f! { pub fn space(n: ::c_uint) -> ::c_uint { match n { 0 => ::f(), _ => <T>::g() } } } \
             f! { fn k(c: u32) -> u32 { match c { 0 ... 255 => c, _ => 255 } } \
                  extern { fn printf(f: *const u8, ...) -> i32; } }",
            Text2015::AsWritten
        )
        .expect("parses");
        fix_2015(&mut file, &BTreeSet::new(), &BTreeSet::new());
        assert_eq!(
            file.to_token_stream().to_string(),
            "s ! { pub struct tm { pub tm_zone : * const crate :: c_char , \
             pub p : * mut crate :: c_int , pub q : * const :: std :: os :: raw :: c_char } } \
             f ! { pub fn space (n : crate :: c_uint) -> crate :: c_uint { \
             match n { 0 => crate :: f () , _ => < T >:: g () } } } \
             f ! { fn k (c : u32) -> u32 { match c { 0 ..= 255 => c , _ => 255 } } \
             extern { fn printf (f : * const u8 , ...) -> i32 ; } }"
        );
    }

    #[test]
    fn a_name_is_std_s_trait_only_when_it_comes_from_std() {
        // regex 1.3 (edition 2015): `use error::Error;` is the crate's own enum.
        let mut file = parse_2015(
            "use error::Error; use std::fmt; \
             fn parse() -> Result<u8, Error> { Ok(1) } fn show(d: &fmt::Debug) {} \
             mod other { use std::error::Error; fn f() -> Box<Error> { todo!() } }",
            Text2015::AsWritten,
        )
        .expect("parses");
        fix_2015(&mut file, &BTreeSet::new(), &BTreeSet::new());
        let out = file.to_token_stream().to_string();
        assert!(out.contains("Result < u8 , Error >"), "{out}");
        assert!(out.contains("& dyn fmt :: Debug"), "{out}");
    }

    #[test]
    fn a_use_in_a_macro_body_is_read_from_the_crate_root() {
        let mut file = parse_2015(
            "macro_rules! define_builder { ($name:ident) => { mod $name { \
             use error::Error; use std::fmt; use self::inner::X; use ext::Y; use $crate::Z; \
             use $name::W; } } }",
            Text2015::AsWritten,
        )
        .expect("parses");
        fix_2015(
            &mut file,
            &BTreeSet::from(["ext".to_string()]),
            &BTreeSet::new(),
        );
        assert_eq!(
            file.to_token_stream().to_string(),
            "macro_rules ! define_builder { ($ name : ident) => { mod $ name { \
             use crate :: error :: Error ; use std :: fmt ; use self :: inner :: X ; \
             use ext :: Y ; use $ crate :: Z ; use crate :: $ name :: W ; } } }"
        );
    }

    #[test]
    fn edition_2015_code_reads_the_same_in_2021() {
        let mut file = parse_2015(
            "use foo::bar; use std::fmt; use ext::X; use {Float, std::io};\n\
             trait T { fn f(u8, &str) -> u8; fn g(&self, x: u8); }\n\
             use std::error::Error; use std::fmt;\n\
             fn e(b: Box<Error>, t: &T) -> Result<Option<&Error>, fmt::Error> { Ok(None) }\n\
             fn async() -> Result<u8, ()> { let await = 1; let x = try!(h()); ::foo::q(); Ok(x) }\n\
             fn q<G: ::Tr>(x: G) -> <G as ::Tr>::A { <G as ::Tr>::f(); <G>::g(); <G as ::Tr>::A::h() }\n\
             fn m() { println!(\"{}\", ::u::f(::std::i32::MAX, a::b, x as ::T)); let dyn = 1; try!(dyn); }\n\
             lazy_static! { static ref F: Box<Far + Sync> = f(&T::new(), &mut Fn, Far::g()); }\n\
             fn o(b: Box<Other + Sync>, c: &Far) -> &::std::error::Error { let try = 1; x }",
            Text2015::AsWritten
        )
        .expect("parses");
        // `Far` is a trait of another file of the crate.
        fix_2015(
            &mut file,
            &["ext".to_string()].into(),
            &["Far".to_string()].into(),
        );
        assert_eq!(
            file.to_token_stream().to_string(),
            "use crate :: foo :: bar ; use std :: fmt ; use ext :: X ; \
             use { crate :: Float , std :: io } ; \
             trait T { fn f (_ : u8 , _ : & str) -> u8 ; fn g (& self , x : u8) ; } \
             use std :: error :: Error ; use std :: fmt ; \
             fn e (b : Box < dyn Error > , t : & dyn T) -> Result < Option < & dyn Error > , fmt :: Error > { Ok (None) } \
             fn r#async () -> Result < u8 , () > { let r#await = 1 ; let x = (h ()) ? ; \
             crate :: foo :: q () ; Ok (x) } \
             fn q < G : crate :: Tr > (x : G) -> < G as crate :: Tr > :: A { \
             < G as crate :: Tr > :: f () ; < G > :: g () ; < G as crate :: Tr > :: A :: h () } \
             fn m () { println ! (\"{}\" , crate :: u :: f (:: std :: i32 :: MAX , a :: b , x as crate :: T)) ; \
             let r#dyn = 1 ; (r#dyn) ? ; } \
             lazy_static ! { static ref F : Box < dyn Far + Sync > = f (& T :: new () , & mut dyn Fn , Far :: g ()) ; } \
             fn o (b : Box < dyn Other + Sync > , c : & dyn Far) -> & dyn :: std :: error :: Error { \
             let r#try = 1 ; x }"
        );
    }
}
