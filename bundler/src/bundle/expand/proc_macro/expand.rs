//! Replaces third-party proc-macro calls in a parsed file by their expansion from the
//! proc-macro server, the way rustc would, so the file no longer needs the macro crate.
//!
//! What it expands, for every path the caller's resolver maps to a macro of the right kind:
//! - attribute macros on items anywhere (also in inline modules, on impl and trait items, on
//!   items inside blocks): the item, without that attribute, is the body; the tokens inside the
//!   attribute's delimiters are the arguments; the output replaces the item;
//! - derive macros named in `#[derive(...)]` of a struct, enum or union: the resolved names are
//!   removed from the list (std derives such as `Clone, Debug` stay, an emptied list goes), the
//!   item so changed is the body of each, and the generated items follow the item in order;
//! - function-like macros in item, impl-item, trait-item, statement, expression, type and
//!   pattern position, and inside the arguments of other macros when those parse as
//!   comma-separated expressions (`println!("{}", m!(x))`);
//! - the output again, until no resolvable call remains ([`MAX_DEPTH`] rounds at most).
//!
//! Derive helper attributes: the server does not say which helpers a derive declares, so the
//! caller lists them in [`Context::helpers`]. After at least one custom derive of an item is
//! expanded, every attribute of that item, its fields and its variants whose path is a listed
//! name is removed (rustc keeps them inert on the item; without the derive, rustc would reject
//! them). Nothing is removed from items without an expanded custom derive.
//!
//! What it is not: a name resolver (the caller maps paths; an unresolved path is left alone,
//! as are macros inside `macro_rules!` bodies; `cfg_attr` is resolved before, by `strip.rs`,
//! wherever its predicate is decidable), nor
//! hygienic: the output keeps only token text, and every output token carries the span of the
//! call, so errors in an expansion point at the call's line.

use std::collections::BTreeSet;
use std::path::PathBuf;

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Block, Expr, ImplItem, Item, Macro, Meta, Pat, Stmt, Token, TraitItem, Type};

use super::server::{MacroError, MacroKind, Server};
use crate::error::Error;

/// What a resolver returns for a macro path it knows: the dylib, the macro's name in it (as
/// `Server::list_macros` reports it) and its kind.
pub(crate) type Resolved = (PathBuf, String, MacroKind);

/// How many nested rounds of expansion (output containing calls, whose output contains
/// calls...) are allowed before giving up; rustc's default recursion limit is 128, real macro
/// stacks are a few deep, and each round is a server round trip.
pub(crate) const MAX_DEPTH: usize = 64;

/// What the expansions of one file need besides the file.
#[derive(Debug, Clone, Default)]
pub(crate) struct Context {
    /// The file's path as errors show it (best relative to the workspace root).
    pub(crate) display_path: PathBuf,
    /// Environment for each expansion, as cargo sets it for the crate (`CARGO_MANIFEST_DIR`,
    /// `CARGO_PKG_NAME`...); macros that read files or the env need it.
    pub(crate) env: Vec<(String, String)>,
    /// The working directory for each expansion (cargo runs rustc in the package's directory).
    pub(crate) current_dir: Option<PathBuf>,
    /// Names of derive helper attributes (`readable`, `serde`...) to remove from items on which
    /// a custom derive was expanded; see the module docs.
    pub(crate) helpers: BTreeSet<String>,
    /// `name@version` when the file is a registry or git crate's, which the user cannot edit:
    /// a failure there is judgepack's to own, not the user's to fix.
    pub(crate) third_party: Option<String>,
    /// The dylibs of proc-macro crates written for edition 2015: rustc reads their output as
    /// edition 2015 code (serde_derive 1.0.171's `macro_rules! try` and `try!(..)`), so it is
    /// rewritten as the file's edition reads it ([`crate::bundle::rewrite::edition::modernize_2015`]).
    pub(crate) dylibs_2015: BTreeSet<PathBuf>,
}

/// Expands every resolvable proc-macro call in `file` in place and returns how many expansions
/// ran. `resolve` gets each macro path as written (`fastout`, `proconio::fastout`, `::m::x`,
/// a name inside `#[derive(...)]`) and returns where the macro is, or `None` to leave the call
/// alone (std attributes and derives, `macro_rules!` macros...).
///
/// Errors name the macro, the file and line of the call, and what to do: a macro that failed
/// (panicked, or its output does not parse where it stands), a path resolved to a macro of
/// the wrong kind, expansion deeper than [`MAX_DEPTH`], or a server that stopped answering.
pub(crate) fn expand_file(
    file: &mut syn::File,
    server: &mut Server,
    context: &Context,
    resolve: &mut dyn FnMut(&str) -> Option<Resolved>,
) -> Result<usize, Error> {
    let mut expander = Expander {
        server,
        context,
        resolve,
        depth: 0,
        expansions: 0,
        error: None,
    };
    expander.attempt(|expander| expander.expand_list(&mut file.items));
    match expander.error {
        Some(error) => Err(error),
        None => Ok(expander.expansions),
    }
}

struct Expander<'a> {
    server: &'a mut Server,
    context: &'a Context,
    resolve: &'a mut dyn FnMut(&str) -> Option<Resolved>,
    depth: usize,
    expansions: usize,
    /// The first error; once set, the visitor stops expanding (`VisitMut` cannot return one).
    error: Option<Error>,
}

/// A macro call to expand: what the resolver said, how it was written and where.
struct Call {
    resolved: Resolved,
    written: String,
    span: Span,
}

/// Drops what rustc ignores in a derive's output and reports only outside a macro: strum's
/// `#[automatically_derived]` on an inherent impl (`unused_attributes`; rustc does not lint
/// an external macro's output, but the bundle holds it as plain code).
fn drop_inert_attributes(item: &mut Item) {
    if let Item::Impl(block) = item {
        if block.trait_.is_none() {
            block
                .attrs
                .retain(|attr| !attr.path().is_ident("automatically_derived"));
        }
    }
}

/// The path as written, `::a::b` style, for the resolver and for messages.
fn path_text(path: &syn::Path) -> String {
    let mut text = String::new();
    if path.leading_colon.is_some() {
        text.push_str("::");
    }
    for (index, segment) in path.segments.iter().enumerate() {
        if index > 0 {
            text.push_str("::");
        }
        text.push_str(&segment.ident.to_string());
    }
    text
}

/// The 1-based line of `span`, if the parser recorded one (`span-locations`; 0 means unknown).
fn line_of(span: Span) -> Option<usize> {
    Some(span.start().line).filter(|&line| line > 0)
}

/// Gives every token of `stream` the span `span`.
fn respan(stream: TokenStream, span: Span) -> TokenStream {
    stream
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => {
                let mut new = Group::new(group.delimiter(), respan(group.stream(), span));
                new.set_span(span);
                TokenTree::Group(new)
            }
            mut other => {
                other.set_span(span);
                other
            }
        })
        .collect()
}

fn parse_many<T: Parse>(input: ParseStream) -> syn::Result<Vec<T>> {
    let mut parsed = Vec::new();
    while !input.is_empty() {
        parsed.push(input.parse()?);
    }
    Ok(parsed)
}

impl Expander<'_> {
    /// Runs `step` unless an error is already recorded, and records the error it returns.
    fn attempt(&mut self, step: impl FnOnce(&mut Self) -> Result<(), Error>) {
        if self.error.is_none() {
            if let Err(error) = step(self) {
                self.error = Some(error);
            }
        }
    }

    /// Runs `step` one expansion round deeper (on an expansion's output).
    fn deeper<R>(&mut self, step: impl FnOnce(&mut Self) -> R) -> R {
        self.depth += 1;
        let result = step(self);
        self.depth -= 1;
        result
    }

    fn error_at(&self, what: String, span: Span) -> Error {
        Error::new(what).at(&self.context.display_path, line_of(span))
    }

    /// Resolves `path` used as a macro of kind `expected`. A path resolved to another kind is
    /// an error: rustc would reject that use too.
    fn resolve(&mut self, path: &syn::Path, expected: MacroKind) -> Result<Option<Call>, Error> {
        let written = path_text(path);
        let Some(resolved) = (self.resolve)(&written) else {
            return Ok(None);
        };
        if resolved.2 != expected {
            return Err(self
                .error_at(
                    format!(
                        "`{written}` is {} (`{}` in `{}`), but it is used as {expected}",
                        resolved.2,
                        resolved.1,
                        resolved.0.display()
                    ),
                    path.span(),
                )
                .help(format!("use `{written}` as {}", resolved.2)));
        }
        Ok(Some(Call {
            resolved,
            written,
            span: path.span(),
        }))
    }

    /// A macro that rejected a call: the user's own code can be fixed; a crate from a
    /// registry built with cargo, so the failure is judgepack's (how it resolved or passed
    /// the call).
    fn macro_failed(&self, call: &Call, message: &str) -> Error {
        let what = format!("proc macro `{}` failed: {message}", call.written);
        match &self.context.third_party {
            None => self.error_at(what, call.span).help(
                "the macro rejected this call: fix the call (`cargo build` reports the same \
                 message), or, if `cargo build` accepts it, check that the macro does not \
                 depend on files or environment variables the bundler does not pass",
            ),
            Some(package) => self
                .error_at(
                    format!("{what} (in {package}, which cargo builds: a judgepack bug)"),
                    call.span,
                )
                .help(format!(
                    "judgepack could not expand this call in {package}; please report it with \
                     the command you ran; meanwhile try `--judge atcoder` or another judge \
                     that provides the crate"
                )),
        }
    }

    /// Asks the server for one expansion; the output carries the call's span.
    fn run(
        &mut self,
        call: &Call,
        body: TokenStream,
        attr: Option<TokenStream>,
    ) -> Result<TokenStream, Error> {
        if self.depth >= MAX_DEPTH {
            return Err(self
                .error_at(
                    format!(
                        "expanding proc macro `{}` still finds macro calls after {MAX_DEPTH} \
                         rounds of expansion",
                        call.written
                    ),
                    call.span,
                )
                .help(
                    "a macro whose output calls it again without end cannot be expanded; check \
                     that `cargo build` accepts the call",
                ));
        }
        let (dylib, name, _) = &call.resolved;
        let output = self.server.expand(
            dylib,
            name,
            body,
            attr,
            &self.context.env,
            self.context.current_dir.as_deref(),
        );
        self.expansions += 1;
        match output {
            Ok(tokens) if self.context.dylibs_2015.contains(dylib) => Ok(respan(
                crate::bundle::rewrite::edition::modernize_2015(tokens),
                call.span,
            )),
            Ok(tokens) => Ok(respan(tokens, call.span)),
            Err(MacroError::Failed(message)) => Err(self.macro_failed(call, &message)),
            Err(MacroError::Server(error)) => {
                let mut wrapped = self.error_at(
                    format!(
                        "while expanding proc macro `{}`: {}",
                        call.written,
                        error.what()
                    ),
                    call.span,
                );
                if let Some(advice) = error.advice() {
                    wrapped = wrapped.help(advice);
                }
                Err(wrapped)
            }
        }
    }

    /// Parses an expansion's output as `what` stands where the call was.
    fn parse_output<P: Parser>(
        &self,
        parser: P,
        tokens: TokenStream,
        call: &Call,
        what: &str,
    ) -> Result<P::Output, Error> {
        parser.parse2(tokens).map_err(|error| {
            self.error_at(
                format!(
                    "the output of proc macro `{}` does not parse as {what}: {error}",
                    call.written
                ),
                call.span,
            )
            .help(
                "the macro produced tokens that do not fit where it is called; check that \
                 `cargo build` accepts the call, and if it does, report it: the bundler expects \
                 what rustc expects here",
            )
        })
    }

    /// Expands the calls on and in each element of `list`, splicing outputs in place.
    fn expand_list<T: Expandable>(&mut self, list: &mut Vec<T>) -> Result<(), Error> {
        let mut index = 0;
        while index < list.len() {
            let replacement = self.expand_element(&mut list[index])?;
            let count = replacement.as_ref().map_or(1, Vec::len);
            if let Some(replacement) = replacement {
                list.splice(index..=index, replacement);
            }
            index += count;
        }
        Ok(())
    }

    /// Expands one element. `Some(elements)` replaces it (already expanded in full); `None`
    /// keeps it (its insides expanded).
    fn expand_element<T: Expandable>(&mut self, element: &mut T) -> Result<Option<Vec<T>>, Error> {
        // What syn reads only as tokens (easy-ext's `#[ext] pub impl [i64] { .. }`): its outer
        // attributes are read off the front, so that an attribute macro among them still runs.
        if let Some((mut attrs, rest)) = element.verbatim_with_attrs() {
            if let Some((call, attr)) = self.take_attribute_macro_of(&mut attrs)? {
                let mut input = TokenStream::new();
                for attr in &attrs {
                    attr.to_tokens(&mut input);
                }
                input.extend(rest);
                let output = self.run(&call, input, Some(attr))?;
                let mut replacement = self.parse_output(parse_many::<T>, output, &call, T::WHAT)?;
                self.deeper(|expander| expander.expand_list(&mut replacement))?;
                quiet(&mut replacement);
                return Ok(Some(replacement));
            }
        }
        if let Some((call, attr)) = self.take_attribute_macro(element)? {
            let output = self.run(&call, element.to_token_stream(), Some(attr))?;
            let mut replacement = self.parse_output(parse_many::<T>, output, &call, T::WHAT)?;
            self.deeper(|expander| expander.expand_list(&mut replacement))?;
            quiet(&mut replacement);
            return Ok(Some(replacement));
        }
        if let Some(mac) = element.macro_call() {
            if let Some(call) = self.resolve(&mac.path, MacroKind::FuncLike)? {
                let output = self.run(&call, mac.tokens.clone(), None)?;
                let mut replacement = self.parse_output(parse_many::<T>, output, &call, T::WHAT)?;
                self.deeper(|expander| expander.expand_list(&mut replacement))?;
                quiet(&mut replacement);
                return Ok(Some(replacement));
            }
        }
        let mut generated = T::expand_derives(element, self)?;
        quiet(&mut generated);
        element.visit(self);
        if let Some(error) = self.error.take() {
            return Err(error);
        }
        if generated.is_empty() {
            return Ok(None);
        }
        let mut replacement = Vec::with_capacity(generated.len() + 1);
        replacement.push(element.clone());
        replacement.extend(generated);
        Ok(Some(replacement))
    }

    /// Removes the first attribute of `element` that resolves to an attribute macro and
    /// returns the call and the tokens inside its delimiters.
    fn take_attribute_macro<T: Expandable>(
        &mut self,
        element: &mut T,
    ) -> Result<Option<(Call, TokenStream)>, Error> {
        let Some(attrs) = element.attrs_mut() else {
            return Ok(None);
        };
        self.take_attribute_macro_of(attrs)
    }

    /// [`Self::take_attribute_macro`] on a list of attributes.
    fn take_attribute_macro_of(
        &mut self,
        attrs: &mut Vec<Attribute>,
    ) -> Result<Option<(Call, TokenStream)>, Error> {
        for index in 0..attrs.len() {
            if attrs[index].path().is_ident("derive") {
                continue;
            }
            let Some(call) = self.resolve(attrs[index].path(), MacroKind::Attr)? else {
                continue;
            };
            let args = match &attrs[index].meta {
                Meta::Path(_) => TokenStream::new(),
                Meta::List(list) => list.tokens.clone(),
                Meta::NameValue(_) => {
                    return Err(self
                        .error_at(
                            format!(
                                "attribute macro `{}` is written `#[{} = ...]`",
                                call.written, call.written
                            ),
                            call.span,
                        )
                        .help(format!(
                            "write `#[{}]` or `#[{}(...)]`, as rustc requires",
                            call.written, call.written
                        )))
                }
            };
            attrs.remove(index);
            return Ok(Some((call, args)));
        }
        Ok(None)
    }

    /// Expands the custom derives of `item` (see the module docs) and returns the generated
    /// items, expanded in full.
    fn expand_item_derives(&mut self, item: &mut Item) -> Result<Vec<Item>, Error> {
        let attrs = match item {
            Item::Struct(item) => &mut item.attrs,
            Item::Enum(item) => &mut item.attrs,
            Item::Union(item) => &mut item.attrs,
            _ => return Ok(Vec::new()),
        };
        let mut calls = Vec::new();
        let mut emptied = Vec::new();
        for (index, attr) in attrs.iter_mut().enumerate() {
            if !attr.path().is_ident("derive") {
                continue;
            }
            let Meta::List(list) = &mut attr.meta else {
                continue;
            };
            // A list that does not parse is rustc's to report; leave it as it is.
            let Ok(paths) =
                list.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
            else {
                continue;
            };
            let mut kept = Punctuated::<syn::Path, Token![,]>::new();
            let before = calls.len();
            for path in paths {
                match self.resolve(&path, MacroKind::Derive)? {
                    Some(call) => calls.push(call),
                    None => kept.push(path),
                }
            }
            if calls.len() > before {
                if kept.is_empty() {
                    emptied.push(index);
                }
                list.tokens = kept.into_token_stream();
            }
        }
        if calls.is_empty() {
            return Ok(Vec::new());
        }
        for index in emptied.into_iter().rev() {
            attrs.remove(index);
        }
        let body = item.to_token_stream();
        let mut generated = Vec::new();
        for call in &calls {
            let output = self.run(call, body.clone(), None)?;
            generated.extend(self.parse_output(parse_many::<Item>, output, call, Item::WHAT)?);
        }
        generated.iter_mut().for_each(drop_inert_attributes);
        strip_helpers(item, &self.context.helpers);
        self.deeper(|expander| expander.expand_list(&mut generated))?;
        Ok(generated)
    }

    /// Expands the statements of a block: items as in an item list, macro statements by
    /// their output parsed as statements.
    fn expand_stmts(&mut self, stmts: &mut Vec<Stmt>) -> Result<(), Error> {
        let mut index = 0;
        while index < stmts.len() {
            let replacement = match &mut stmts[index] {
                Stmt::Item(item) => self
                    .expand_element(item)?
                    .map(|items| items.into_iter().map(Stmt::Item).collect::<Vec<_>>()),
                Stmt::Macro(stmt) => match self.resolve(&stmt.mac.path, MacroKind::FuncLike)? {
                    Some(call) => {
                        let output = self.run(&call, stmt.mac.tokens.clone(), None)?;
                        let mut replacement =
                            self.parse_output(Block::parse_within, output, &call, "statements")?;
                        // `m!(x);` ends in a `;` whatever the output: it belongs to the last
                        // statement when that is an expression without one.
                        if let (Some(semi), Some(Stmt::Expr(_, last_semi @ None))) =
                            (stmt.semi_token, replacement.last_mut())
                        {
                            *last_semi = Some(semi);
                        }
                        self.deeper(|expander| expander.expand_stmts(&mut replacement))?;
                        Some(replacement)
                    }
                    None => {
                        self.visit_stmt_mut(&mut stmts[index]);
                        None
                    }
                },
                other => {
                    self.visit_stmt_mut(other);
                    None
                }
            };
            if let Some(error) = self.error.take() {
                return Err(error);
            }
            let count = replacement.as_ref().map_or(1, Vec::len);
            if let Some(replacement) = replacement {
                stmts.splice(index..=index, replacement);
            }
            index += count;
        }
        Ok(())
    }

    /// Replaces a function-like macro call standing for one `T` (an expression, type or
    /// pattern) by its output, expanded in full. False when `mac` does not resolve.
    fn expand_in_place<T: ToTokens>(
        &mut self,
        mac: &Macro,
        parser: impl Parser<Output = T>,
        what: &str,
        revisit: impl FnOnce(&mut Self, &mut T),
    ) -> Result<Option<T>, Error> {
        let Some(call) = self.resolve(&mac.path, MacroKind::FuncLike)? else {
            return Ok(None);
        };
        let output = self.run(&call, mac.tokens.clone(), None)?;
        let mut replacement = self.parse_output(parser, output, &call, what)?;
        self.deeper(|expander| revisit(expander, &mut replacement));
        match self.error.take() {
            Some(error) => Err(error),
            None => Ok(Some(replacement)),
        }
    }
}

/// Removes the helper attributes named in `helpers` from `item`, its fields and variants.
/// Lints rustc does not report in what a proc macro from another crate wrote (cargo shows no
/// warning for `#[memoise]`'s parentheses or num-derive's `impl` in a `const _`), allowed on
/// each item the macro wrote, now that it is code of the file. `dead_code` and
/// `unused_imports` stay: dead-code removal reads them.
fn quiet<T: Expandable>(elements: &mut [T]) {
    let allow: Attribute = syn::parse_quote!(#[allow(
        unused_parens,
        unused_braces,
        unused_mut,
        non_local_definitions,
        nonstandard_style
    )]);
    for element in elements {
        // On a macro call an `allow` is an unused attribute itself; `thread_local!` takes
        // attributes on each of its statics (`#[memoise]` writes `BTreeMap<(u64), u32>`).
        if let Some(call) = element.macro_call() {
            let is_thread_local = call
                .path
                .segments
                .last()
                .is_some_and(|segment| segment.ident == "thread_local");
            if is_thread_local {
                let mut call = call.clone();
                call.tokens = attributed_declarations(&allow, call.tokens);
                let attrs = element.attrs_mut().map(std::mem::take).unwrap_or_default();
                let semi = (!matches!(call.delimiter, syn::MacroDelimiter::Brace(_)))
                    .then(<Token![;]>::default);
                if let Ok(mut quieted) = syn::parse2::<T>(quote::quote!(#(#attrs)* #call #semi)) {
                    std::mem::swap(element, &mut quieted);
                } else if let Some(kept) = element.attrs_mut() {
                    *kept = attrs;
                }
            }
            continue;
        }
        if let Some(attrs) = element.attrs_mut() {
            attrs.push(allow.clone());
        }
    }
}

/// `tokens` (declarations separated by `;`, as `thread_local!` takes them) with `attr` before
/// each declaration.
fn attributed_declarations(attr: &Attribute, tokens: TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    let mut at_start = true;
    for token in tokens {
        let ends_one = matches!(&token, TokenTree::Punct(punct) if punct.as_char() == ';');
        if at_start && !ends_one {
            attr.to_tokens(&mut out);
        }
        at_start = ends_one;
        out.extend([token]);
    }
    out
}

fn strip_helpers(item: &mut Item, helpers: &BTreeSet<String>) {
    if helpers.is_empty() {
        return;
    }
    let is_helper = |attr: &Attribute| helpers.contains(&path_text(attr.path()));
    let strip_fields = |fields: &mut syn::Fields| {
        for field in fields.iter_mut() {
            field.attrs.retain(|attr| !is_helper(attr));
        }
    };
    match item {
        Item::Struct(item) => {
            item.attrs.retain(|attr| !is_helper(attr));
            strip_fields(&mut item.fields);
        }
        Item::Enum(item) => {
            item.attrs.retain(|attr| !is_helper(attr));
            for variant in &mut item.variants {
                variant.attrs.retain(|attr| !is_helper(attr));
                strip_fields(&mut variant.fields);
            }
        }
        Item::Union(item) => {
            item.attrs.retain(|attr| !is_helper(attr));
            for field in &mut item.fields.named {
                field.attrs.retain(|attr| !is_helper(attr));
            }
        }
        _ => {}
    }
}

/// What an item list (file or module items, impl items, trait items) holds.
trait Expandable: ToTokens + Parse + Clone {
    /// What the output of a macro in this position must parse as, for messages.
    const WHAT: &'static str;
    fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>>;
    /// For an element syn reads only as tokens, its outer attributes and the rest.
    fn verbatim_with_attrs(&self) -> Option<(Vec<Attribute>, TokenStream)> {
        None
    }
    /// A function-like macro call standing for zero or more elements (not `macro_rules!`).
    fn macro_call(&self) -> Option<&Macro>;
    /// Expands derives (items only) and returns the generated elements.
    fn expand_derives(&mut self, expander: &mut Expander<'_>) -> Result<Vec<Self>, Error>;
    /// Expands calls inside the element.
    fn visit(&mut self, expander: &mut Expander<'_>);
}

impl Expandable for Item {
    const WHAT: &'static str = "items";

    fn verbatim_with_attrs(&self) -> Option<(Vec<Attribute>, TokenStream)> {
        let Item::Verbatim(tokens) = self else {
            return None;
        };
        let parser = |input: ParseStream| -> syn::Result<(Vec<Attribute>, TokenStream)> {
            let attrs = input.call(Attribute::parse_outer)?;
            let rest: TokenStream = input.parse()?;
            Ok((attrs, rest))
        };
        Parser::parse2(parser, tokens.clone())
            .ok()
            .filter(|(attrs, _)| !attrs.is_empty())
    }

    fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>> {
        Some(match self {
            Item::Const(item) => &mut item.attrs,
            Item::Enum(item) => &mut item.attrs,
            Item::ExternCrate(item) => &mut item.attrs,
            Item::Fn(item) => &mut item.attrs,
            Item::ForeignMod(item) => &mut item.attrs,
            Item::Impl(item) => &mut item.attrs,
            Item::Macro(item) => &mut item.attrs,
            Item::Mod(item) => &mut item.attrs,
            Item::Static(item) => &mut item.attrs,
            Item::Struct(item) => &mut item.attrs,
            Item::Trait(item) => &mut item.attrs,
            Item::TraitAlias(item) => &mut item.attrs,
            Item::Type(item) => &mut item.attrs,
            Item::Union(item) => &mut item.attrs,
            Item::Use(item) => &mut item.attrs,
            _ => return None,
        })
    }

    fn macro_call(&self) -> Option<&Macro> {
        match self {
            Item::Macro(item) if item.ident.is_none() => Some(&item.mac),
            _ => None,
        }
    }

    fn expand_derives(&mut self, expander: &mut Expander<'_>) -> Result<Vec<Item>, Error> {
        expander.expand_item_derives(self)
    }

    fn visit(&mut self, expander: &mut Expander<'_>) {
        expander.visit_item_mut(self);
    }
}

impl Expandable for ImplItem {
    const WHAT: &'static str = "impl items";

    fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>> {
        Some(match self {
            ImplItem::Const(item) => &mut item.attrs,
            ImplItem::Fn(item) => &mut item.attrs,
            ImplItem::Type(item) => &mut item.attrs,
            ImplItem::Macro(item) => &mut item.attrs,
            _ => return None,
        })
    }

    fn macro_call(&self) -> Option<&Macro> {
        match self {
            ImplItem::Macro(item) => Some(&item.mac),
            _ => None,
        }
    }

    fn expand_derives(&mut self, _: &mut Expander<'_>) -> Result<Vec<ImplItem>, Error> {
        Ok(Vec::new())
    }

    fn visit(&mut self, expander: &mut Expander<'_>) {
        expander.visit_impl_item_mut(self);
    }
}

impl Expandable for TraitItem {
    const WHAT: &'static str = "trait items";

    fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>> {
        Some(match self {
            TraitItem::Const(item) => &mut item.attrs,
            TraitItem::Fn(item) => &mut item.attrs,
            TraitItem::Type(item) => &mut item.attrs,
            TraitItem::Macro(item) => &mut item.attrs,
            _ => return None,
        })
    }

    fn macro_call(&self) -> Option<&Macro> {
        match self {
            TraitItem::Macro(item) => Some(&item.mac),
            _ => None,
        }
    }

    fn expand_derives(&mut self, _: &mut Expander<'_>) -> Result<Vec<TraitItem>, Error> {
        Ok(Vec::new())
    }

    fn visit(&mut self, expander: &mut Expander<'_>) {
        expander.visit_trait_item_mut(self);
    }
}

impl VisitMut for Expander<'_> {
    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut module.content {
            self.attempt(|expander| expander.expand_list(items));
        }
    }

    fn visit_item_impl_mut(&mut self, item: &mut syn::ItemImpl) {
        self.visit_generics_mut(&mut item.generics);
        self.visit_type_mut(&mut item.self_ty);
        self.attempt(|expander| expander.expand_list(&mut item.items));
    }

    fn visit_item_trait_mut(&mut self, item: &mut syn::ItemTrait) {
        self.visit_generics_mut(&mut item.generics);
        self.attempt(|expander| expander.expand_list(&mut item.items));
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        self.attempt(|expander| expander.expand_stmts(&mut block.stmts));
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if self.error.is_some() {
            return;
        }
        if let Expr::Macro(call) = expr {
            match self.expand_in_place(&call.mac, Expr::parse, "an expression", |e, out| {
                e.visit_expr_mut(out)
            }) {
                Ok(Some(replacement)) => {
                    *expr = replacement;
                    return;
                }
                Ok(None) => {}
                Err(error) => {
                    self.error = Some(error);
                    return;
                }
            }
        }
        visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_type_mut(&mut self, ty: &mut Type) {
        if self.error.is_some() {
            return;
        }
        if let Type::Macro(call) = ty {
            match self.expand_in_place(&call.mac, Type::parse, "a type", |e, out| {
                e.visit_type_mut(out)
            }) {
                Ok(Some(replacement)) => {
                    *ty = replacement;
                    return;
                }
                Ok(None) => {}
                Err(error) => {
                    self.error = Some(error);
                    return;
                }
            }
        }
        visit_mut::visit_type_mut(self, ty);
    }

    fn visit_pat_mut(&mut self, pat: &mut Pat) {
        if self.error.is_some() {
            return;
        }
        if let Pat::Macro(call) = pat {
            match self.expand_in_place(
                &call.mac,
                Pat::parse_multi_with_leading_vert,
                "a pattern",
                |e, out| e.visit_pat_mut(out),
            ) {
                Ok(Some(replacement)) => {
                    *pat = replacement;
                    return;
                }
                Ok(None) => {}
                Err(error) => {
                    self.error = Some(error);
                    return;
                }
            }
        }
        visit_mut::visit_pat_mut(self, pat);
    }

    /// The tokens of a macro this expander does not know (`println!`, `assert_eq!`, a
    /// `macro_rules!` macro): when they parse as comma-separated expressions, calls among
    /// them are expanded and the tokens reprinted; otherwise they stay as written.
    fn visit_macro_mut(&mut self, mac: &mut Macro) {
        if self.error.is_some() {
            return;
        }
        let parser = Punctuated::<Expr, Token![,]>::parse_terminated;
        let Ok(mut args) = parser.parse2(mac.tokens.clone()) else {
            return;
        };
        let before = self.expansions;
        for arg in args.iter_mut() {
            self.visit_expr_mut(arg);
        }
        if self.expansions > before && self.error.is_none() {
            mac.tokens = args.into_token_stream();
        }
    }
}

#[cfg(test)]
mod quiet_tests {
    use super::*;

    #[test]
    fn each_static_of_a_thread_local_written_by_a_proc_macro_gets_the_allow() {
        for source in [
            "thread_local!(static A: RefCell<BTreeMap<(u64), u32>> = RefCell::default());",
            "std::thread_local! { pub static A: u8 = 0; static B: (u8) = 1 }",
        ] {
            let mut items = vec![syn::parse_str::<Item>(source).expect("an item")];
            quiet(&mut items);
            let text = items[0].to_token_stream().to_string();
            let statics = text.matches("static").count();
            assert_eq!(text.matches("# [allow").count(), statics, "{text}");
            assert!(
                !text.starts_with('#'),
                "the call itself has no allow: {text}"
            );
        }
    }
}
