//! The compile-time built-in macros whose answer depends on cargo, resolved while loading:
//! `env!("CARGO_PKG_VERSION")` and the other variables cargo sets for a crate, the variables
//! its build script set (`OUT_DIR` among them), `concat!` of such strings, and `include!`,
//! `include_str!`, `include_bytes!` of the file they name. A judge compiles one file with no
//! cargo and no `OUT_DIR`, so each becomes what it stood for: a string literal, or the
//! included items or expression. A built-in whose argument is not made of those pieces is
//! left for rustc.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use proc_macro2::{Delimiter, Literal, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item};

use crate::error::Error;

/// Replaces the built-ins of `file` (shown as `display`, in directory `dir`) using `env`.
pub(crate) fn expand_builtins(
    file: &mut syn::File,
    env: &BTreeMap<String, String>,
    dir: &Path,
    display: &Path,
) -> Result<(), Error> {
    let mut expander = Builtins {
        env,
        dir,
        display,
        error: None,
    };
    expander.visit_file_mut(file);
    expander.error.map_or(Ok(()), Err)
}

struct Builtins<'a> {
    env: &'a BTreeMap<String, String>,
    dir: &'a Path,
    display: &'a Path,
    error: Option<Error>,
}

impl Builtins<'_> {
    /// The string a literal-producing expression stands for: `"lit"`, `env!("K")`,
    /// `concat!(...)` of those; `None` when it is anything else or a variable is unknown.
    fn string_of(&self, tokens: &[TokenTree]) -> Option<String> {
        match tokens {
            [TokenTree::Literal(literal)] => {
                match syn::parse_str::<syn::LitStr>(&literal.to_string()) {
                    Ok(literal) => Some(literal.value()),
                    Err(_) => Some(literal.to_string()),
                }
            }
            [TokenTree::Ident(name), TokenTree::Punct(bang), TokenTree::Group(group)]
                if bang.as_char() == '!' =>
            {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                match name.to_string().as_str() {
                    "env" => {
                        let key = self.string_of(first_argument(&inner))?;
                        self.env.get(&key).cloned()
                    }
                    "concat" => {
                        let mut out = String::new();
                        for part in split_commas(&inner) {
                            out.push_str(&self.string_of(&part)?);
                        }
                        Some(out)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The file an `include*!` argument names, relative to the including file's directory.
    fn included_path(&self, tokens: &[TokenTree]) -> Option<PathBuf> {
        let path = PathBuf::from(self.string_of(tokens)?);
        Some(if path.is_absolute() {
            path
        } else {
            self.dir.join(path)
        })
    }

    fn fail(&mut self, what: String, line: usize) {
        if self.error.is_none() {
            self.error = Some(
                Error::new(what)
                    .at(self.display.to_path_buf(), Some(line))
                    .help("the build script must have run: build the crate with cargo first"),
            );
        }
    }

    /// Rewrites `env!`, `option_env!`, `concat!`, `include_str!` and `include_bytes!` calls
    /// inside raw tokens (macro arguments and bodies), innermost first, and an item-position
    /// `include!(..);` into the file's tokens.
    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            if let (
                TokenTree::Ident(name),
                Some(TokenTree::Punct(bang)),
                Some(TokenTree::Group(group)),
            ) = (&trees[i], trees.get(i + 1), trees.get(i + 2))
            {
                let call = [trees[i].clone(), trees[i + 1].clone(), trees[i + 2].clone()];
                if bang.as_char() == '!' && group.delimiter() != Delimiter::None {
                    if let Some(literal) = self.literal_of(&name.to_string(), &call) {
                        out.push(TokenTree::Literal(literal));
                        i += 3;
                        continue;
                    }
                    // `include!(..);` in a macro's body (serde's `crate_root!` includes the
                    // `private.rs` its build script wrote): the file's items in its place, so
                    // that what rewrites the crate's paths sees them.
                    let semi =
                        matches!(trees.get(i + 3), Some(TokenTree::Punct(p)) if p.as_char() == ';');
                    if name == "include" && semi {
                        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                        let included = self
                            .included_path(first_argument(&inner))
                            .and_then(|path| std::fs::read_to_string(path).ok())
                            .and_then(|text| text.parse::<TokenStream>().ok());
                        if let Some(included) = included {
                            out.extend(included);
                            i += 4;
                            continue;
                        }
                    }
                }
            }
            match &trees[i] {
                TokenTree::Group(group) => {
                    let mut copy =
                        proc_macro2::Group::new(group.delimiter(), self.tokens(group.stream()));
                    copy.set_span(group.span());
                    out.push(TokenTree::Group(copy));
                }
                tree => out.push(tree.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }

    /// The literal a built-in call `name!(...)` stands for, if it is one this module resolves.
    fn literal_of(&mut self, name: &str, call: &[TokenTree]) -> Option<Literal> {
        let TokenTree::Group(group) = &call[2] else {
            return None;
        };
        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
        match name {
            "env" | "concat" => self.string_of(call).map(|s| Literal::string(&s)),
            "include_str" | "include_bytes" => {
                let path = self.included_path(first_argument(&inner))?;
                let line = group.span().start().line;
                match std::fs::read(&path) {
                    Ok(bytes) if name == "include_bytes" => Some(Literal::byte_string(&bytes)),
                    Ok(bytes) => Some(Literal::string(&String::from_utf8_lossy(&bytes))),
                    Err(error) => {
                        self.fail(
                            format!("cannot read {} for `{name}!`: {error}", path.display()),
                            line,
                        );
                        None
                    }
                }
            }
            _ => None,
        }
    }

    /// The parsed file an `include!` call names.
    fn include(&mut self, mac: &syn::Macro) -> Option<syn::File> {
        if !mac.path.is_ident("include") {
            return None;
        }
        let inner: Vec<TokenTree> = mac.tokens.clone().into_iter().collect();
        let path = self.included_path(first_argument(&inner))?;
        let line = mac.path.segments[0].ident.span().start().line;
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) => {
                self.fail(
                    format!("cannot read {} for `include!`: {error}", path.display()),
                    line,
                );
                return None;
            }
        };
        match syn::parse_file(&text) {
            Ok(file) => Some(file),
            Err(error) => {
                self.fail(
                    format!("cannot parse {} (from `include!`): {error}", path.display()),
                    line,
                );
                None
            }
        }
    }

    fn items(&mut self, items: &mut Vec<Item>) {
        let mut out = Vec::with_capacity(items.len());
        for item in items.drain(..) {
            if let Item::Macro(item_macro) = &item {
                if let Some(included) = self.include(&item_macro.mac) {
                    out.extend(included.items);
                    continue;
                }
            }
            out.push(item);
        }
        *items = out;
    }
}

impl VisitMut for Builtins<'_> {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        self.items(&mut node.items);
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.items(items);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    fn visit_expr_mut(&mut self, node: &mut Expr) {
        if let Expr::Macro(expr_macro) = node {
            let name = expr_macro.mac.path.get_ident().map(ToString::to_string);
            let call: Vec<TokenTree> = quote::ToTokens::to_token_stream(&expr_macro.mac)
                .into_iter()
                .collect();
            if let (Some(name), 3) = (name, call.len()) {
                if let Some(literal) = self.literal_of(&name, &call) {
                    *node = Expr::Lit(syn::ExprLit {
                        attrs: std::mem::take(&mut expr_macro.attrs),
                        lit: syn::Lit::new(literal),
                    });
                    return;
                }
                if name == "include" {
                    let inner: Vec<TokenTree> = expr_macro.mac.tokens.clone().into_iter().collect();
                    if let Some(path) = self.included_path(first_argument(&inner)) {
                        if let Ok(expr) = std::fs::read_to_string(&path)
                            .map_err(|e| e.to_string())
                            .and_then(|text| {
                                syn::parse_str::<Expr>(&text).map_err(|e| e.to_string())
                            })
                        {
                            *node = Expr::Paren(syn::ExprParen {
                                attrs: Vec::new(),
                                paren_token: Default::default(),
                                expr: Box::new(expr),
                            });
                            return;
                        }
                    }
                }
            }
        }
        visit_mut::visit_expr_mut(self, node);
    }

    fn visit_macro_mut(&mut self, node: &mut syn::Macro) {
        node.tokens = self.tokens(std::mem::take(&mut node.tokens));
    }
}

/// The tokens of a call's first argument (before the first top-level comma).
fn first_argument(tokens: &[TokenTree]) -> &[TokenTree] {
    let end = tokens
        .iter()
        .position(|tree| matches!(tree, TokenTree::Punct(p) if p.as_char() == ','))
        .unwrap_or(tokens.len());
    &tokens[..end]
}

/// The comma-separated arguments of a call (a trailing comma allowed).
fn split_commas(tokens: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for tree in tokens {
        match tree {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(Vec::new()),
            tree => parts.last_mut().expect("never empty").push(tree.clone()),
        }
    }
    parts.retain(|part| !part.is_empty());
    parts
}

/// The variables cargo sets for every crate it compiles, from what the manifest says.
pub(crate) fn cargo_env(
    name: &str,
    version: &str,
    lib_name: &str,
    dir: &Path,
) -> BTreeMap<String, String> {
    let mut env = BTreeMap::new();
    env.insert("CARGO_PKG_NAME".to_string(), name.to_string());
    env.insert("CARGO_CRATE_NAME".to_string(), lib_name.to_string());
    env.insert("CARGO_PKG_VERSION".to_string(), version.to_string());
    let core = version.split(['-', '+']).next().unwrap_or(version);
    let mut parts = core.split('.');
    for key in ["MAJOR", "MINOR", "PATCH"] {
        env.insert(
            format!("CARGO_PKG_VERSION_{key}"),
            parts.next().unwrap_or("0").to_string(),
        );
    }
    let pre = version
        .split_once('-')
        .map(|(_, pre)| pre.split('+').next().unwrap_or(pre))
        .unwrap_or("");
    env.insert("CARGO_PKG_VERSION_PRE".to_string(), pre.to_string());
    env.insert("CARGO_MANIFEST_DIR".to_string(), dir.display().to_string());
    env
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    #[test]
    fn env_concat_and_include_become_what_they_stand_for() {
        let dir = std::env::temp_dir().join(format!("judgepack-builtin-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        std::fs::write(dir.join("gen.rs"), "pub const TABLE: [u8; 2] = [1, 2];").expect("write");
        std::fs::write(dir.join("word.txt"), "hi").expect("write");
        let mut env = cargo_env("demo", "1.2.3-beta.1", "demo", &dir);
        env.insert("OUT_DIR".to_string(), dir.display().to_string());
        let mut file: syn::File = syn::parse_str(
            "include!(concat!(env!(\"OUT_DIR\"), \"/gen.rs\"));\n\
             macro_rules! root { () => { include!(concat!(env!(\"OUT_DIR\"), \"/gen.rs\")); }; }\n\
             fn f() -> &'static str { println!(\"{}\", env!(\"CARGO_PKG_VERSION_MINOR\")); \
             let _ = include_str!(concat!(env!(\"OUT_DIR\"), \"/word.txt\")); \
             env!(\"CARGO_PKG_VERSION\") }\n\
             fn g() -> &'static str { env!(\"PATH_NOBODY_SET\") }",
        )
        .expect("parses");
        expand_builtins(&mut file, &env, &dir, Path::new("src/lib.rs")).expect("expands");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(
            file.to_token_stream().to_string(),
            "pub const TABLE : [u8 ; 2] = [1 , 2] ; \
             macro_rules ! root { () => { pub const TABLE : [u8 ; 2] = [1 , 2] ; } ; } \
             fn f () -> & 'static str { println ! (\"{}\" , \"2\") ; \
             let _ = \"hi\" ; \"1.2.3-beta.1\" } \
             fn g () -> & 'static str { env ! (\"PATH_NOBODY_SET\") }"
        );
    }
}
