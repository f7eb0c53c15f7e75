//! `macro_rules!` as rustc matches and transcribes it, shared by the stages that need it:
//! expansion (stage 2) makes a third-party crate's own `macro_rules!` calls in item position
//! the items they write, and the shrinking pass [`crate::bundle::shrink::arms`] follows calls
//! through the matcher to find the rules no call uses. Expanded, a call's impls are items
//! dead-code removal can cut one by one (ac-library-rs writes every `ModInt` operator impl
//! with `impl_bin_ops!` and friends, for `StaticModInt` and `DynamicModInt` alike; a call is
//! one item, all or nothing).
//!
//! This is a macro-by-example matcher and transcriber over proc-macro2 token trees: literal
//! tokens (joint punctuation glued as rustc glues it), fragments, repetitions `$(...) sep op`
//! with `*`, `+`, `?`, nested at any depth. A call is expanded only when every step is exact;
//! anything else leaves the call as written (it still compiles, it only stays whole):
//! - the macro is found by textual scope (defined earlier in the same module or an enclosing
//!   one, or in a `#[macro_use]` module before; the latest such definition, as rustc picks
//!   it, so num-bigint's two `impl_shift` in `biguint::shift` and `bigint::shift` are each
//!   their own module's);
//! - the call is a bare `name!` with no attributes, in item position or among an impl's items;
//! - fragments are `ident`, `tt`, `lifetime`, `literal`, `ty`, `path`, `expr`, `block`, `vis`, `meta`, `item`,
//!   parsed with syn (`ty` and `expr` stay grouped, as rustc keeps them, so `$e * 2` with
//!   `1 + 1` prints `(1 + 1) * 2`); a fragment syn cannot parse, an ambiguous match, or a
//!   repetition whose counts disagree refuses, since rustc would have stopped there too;
//! - hygiene: macro_rules keeps a macro's own local variables and labels apart from the
//!   caller's. The items written here are in a module, where the caller has no locals, so the
//!   only way names could meet is a lowercase identifier or lifetime that the macro writes
//!   where a local can stand (not an item's name, a field, a path segment, a macro's name) and
//!   a fragment also carries. When every such name is one the macro binds itself (after
//!   `let`, `mut`, `ref`, `for`) and no string it writes mentions, the macro's own is written
//!   under a fresh name, as rustc's hygiene tells the two apart; any other overlap refuses;
//! - `$name` that is not one of the macro's metavariables is written as it stands (a
//!   `macro_rules!` inside what the macro writes has its own);
//! - the output parses as items (or impl items); a `macro_rules!` in it joins the textual
//!   scope after the call, and nested calls in it are expanded the same way, up to rustc's
//!   recursion limit.
//!
//! `$crate` becomes `crate`: the bundle is one crate.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Delimiter, Group, Ident, Spacing, Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::Item;

use hygiene::{after_pound, all_local_like, local_like, mentions};

mod hygiene;
pub(crate) use hygiene::is_primitive;

/// rustc's default `recursion_limit`.
const MAX_DEPTH: usize = 128;
/// Matching states explored per call before giving up (a pathological macro, not a bug).
const MAX_STATES: usize = 50_000;

/// Expands the item-position `macro_rules!` calls inside the top-level modules `modules` (the
/// third-party crates) of `file`. Returns how many calls were expanded.
pub(crate) fn expand_crate_macros(file: &mut syn::File, modules: &BTreeSet<String>) -> usize {
    let mut expanded = 0;
    for item in &mut file.items {
        let Item::Mod(module) = item else { continue };
        if !modules.contains(&module.ident.to_string()) {
            continue;
        }
        let Some((_, items)) = &mut module.content else {
            continue;
        };
        let mut walk = Walk {
            expanded: 0,
            only: None,
        };
        walk.items(items, &mut Vec::new());
        expanded += walk.expanded;
    }
    expanded
}

/// Macros in textual scope, latest last; `None` for a definition this module cannot use.
pub(crate) type Scope = Vec<(String, Option<std::rc::Rc<MacroRules>>)>;

/// The items the item-position call `mac` writes, with its nested item-position calls
/// expanded too, by the macros in `scope` (the latest definition of its name); `None` when
/// the call cannot be followed exactly (see the module docs), to leave it as written.
/// Loading uses it for the calls that write `mod x;` declarations
/// ([`MacroRules::writes_mod_decl`]), whose files must be found while the crate is read.
pub(crate) fn expand_item_call(mac: &syn::Macro, scope: &Scope) -> Option<Vec<Item>> {
    Walk {
        expanded: 0,
        only: None,
    }
    .expand_call(mac, scope, 0)
}

/// Expands, in place, the calls among `items` (item position, an impl's or a trait's items,
/// inline modules too) of the macros for which `only` holds, with `scope` the macros visible
/// before them and the file's own definitions as they come; returns how many. Loading uses it
/// for the macros that call a proc macro (simba's `paste::item!` inside a `macro_rules!`): the
/// proc macro can only run on what the call writes.
pub(crate) fn expand_calls_of(
    items: &mut Vec<Item>,
    scope: &Scope,
    only: &dyn Fn(&MacroRules) -> bool,
) -> usize {
    let mut walk = Walk {
        expanded: 0,
        only: Some(only),
    };
    walk.items(items, &mut scope.clone());
    walk.expanded
}

/// The identifiers in `tokens` that can name a proc macro: `name!` calls and everything inside
/// an attribute's brackets (`#[fastout]`, `#[derive(Readable)]`, `#[cfg_attr(x, derive(Y))]`),
/// raw ones without `r#`. Other identifiers (`impl Display for X`) never build a proc-macro
/// crate.
pub(crate) fn macro_names_in(tokens: TokenStream) -> BTreeSet<String> {
    fn plain(ident: &Ident) -> String {
        let name = ident.to_string();
        name.strip_prefix("r#").unwrap_or(&name).to_string()
    }
    fn every_ident(tokens: TokenStream, out: &mut BTreeSet<String>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) => {
                    out.insert(plain(&ident));
                }
                TokenTree::Group(group) => every_ident(group.stream(), out),
                _ => {}
            }
        }
    }
    fn walk(tokens: TokenStream, out: &mut BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    let bang = matches!(trees.get(i + 1),
                        Some(TokenTree::Punct(p)) if p.as_char() == '!' && p.spacing() == Spacing::Alone);
                    if bang {
                        out.insert(plain(ident));
                    }
                }
                TokenTree::Group(group) => {
                    let attribute = group.delimiter() == Delimiter::Bracket
                        && i > 0
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '#'
                            || (p.as_char() == '!' && i > 1
                                && matches!(&trees[i - 2], TokenTree::Punct(q) if q.as_char() == '#')));
                    if attribute {
                        every_ident(group.stream(), out);
                    } else {
                        walk(group.stream(), out);
                    }
                }
                TokenTree::Punct(_) | TokenTree::Literal(_) => {}
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(tokens, &mut out);
    out
}

/// The definition `scope` gives the name of the call `mac` (the latest one), if it is one
/// this module reads.
pub(crate) fn in_scope<'s>(mac: &syn::Macro, scope: &'s Scope) -> Option<&'s MacroRules> {
    let name = mac.path.get_ident()?.to_string();
    let (_, rules) = scope.iter().rev().find(|(defined, _)| *defined == name)?;
    rules.as_deref()
}

/// Whether a `macro_rules!` body writes a `mod x;` declaration (`mod types;` in libc's
/// `prelude!`, `mod $name;` in safe_arch's `submodule!`): a module whose file only exists
/// once the macro is called.
pub(crate) fn writes_mod_decl(body: &TokenStream) -> bool {
    let trees: Vec<TokenTree> = body.clone().into_iter().collect();
    let is_semi =
        |tree: Option<&TokenTree>| matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ';');
    trees.iter().enumerate().any(|(at, tree)| match tree {
        TokenTree::Ident(ident) if ident == "mod" => match trees.get(at + 1) {
            Some(TokenTree::Ident(_)) => is_semi(trees.get(at + 2)),
            Some(dollar) if is_dollar(dollar) => {
                matches!(trees.get(at + 2), Some(TokenTree::Ident(_))) && is_semi(trees.get(at + 3))
            }
            _ => false,
        },
        TokenTree::Group(group) => writes_mod_decl(&group.stream()),
        _ => false,
    })
}

struct Walk<'f> {
    expanded: usize,
    /// Which calls the walk expands where the source has them (all when `None`); what
    /// they write is expanded in full.
    only: Option<&'f dyn Fn(&MacroRules) -> bool>,
}

impl Walk<'_> {
    /// Whether the walk expands the call `mac` in the source.
    fn wants(&self, mac: &syn::Macro, scope: &Scope) -> bool {
        match self.only {
            None => true,
            Some(only) => in_scope(mac, scope).is_some_and(only),
        }
    }

    /// Expands the calls among `items` in order, with `scope` the macros visible before them;
    /// returns with `scope` extended by the macros defined here.
    fn items(&mut self, items: &mut Vec<Item>, scope: &mut Scope) {
        let mut index = 0;
        while index < items.len() {
            match &mut items[index] {
                Item::Macro(mac) if mac.mac.path.is_ident("macro_rules") => {
                    if let Some(name) = &mac.ident {
                        let rules = MacroRules::parse(mac.mac.tokens.clone()).map(std::rc::Rc::new);
                        scope.push((name.to_string(), rules));
                    }
                }
                Item::Macro(mac)
                    if mac.ident.is_none()
                        && mac.attrs.is_empty()
                        && self.wants(&mac.mac, scope) =>
                {
                    if let Some(expansion) = self.expand_call(&mac.mac, scope, 0) {
                        self.expanded += 1;
                        let count = expansion.len();
                        items.splice(index..=index, expansion);
                        // The new items are fully expanded already; a `macro_rules!` among
                        // them is in textual scope after them, as rustc sees it.
                        for written in &items[index..index + count] {
                            if let Item::Macro(mac) = written {
                                if let (true, Some(name)) =
                                    (mac.mac.path.is_ident("macro_rules"), &mac.ident)
                                {
                                    let rules = MacroRules::parse(mac.mac.tokens.clone())
                                        .map(std::rc::Rc::new);
                                    scope.push((name.to_string(), rules));
                                }
                            }
                        }
                        index += count;
                        continue;
                    }
                }
                Item::Impl(item_impl) => {
                    self.expanded += self.expand_members(&mut item_impl.items, scope, 0);
                }
                Item::Trait(item_trait) => {
                    self.expanded += self.expand_members(&mut item_trait.items, scope, 0);
                }
                Item::Mod(module) => {
                    let macro_use = module
                        .attrs
                        .iter()
                        .any(|attr| attr.path().is_ident("macro_use"));
                    if let Some((_, inner)) = &mut module.content {
                        let mut inner_scope = scope.clone();
                        self.items(inner, &mut inner_scope);
                        if macro_use {
                            scope.extend(inner_scope.into_iter().skip(scope.len()));
                        }
                    }
                }
                _ => {}
            }
            index += 1;
        }
    }

    /// The items `mac` writes, its nested calls expanded too; `None` to leave it as written.
    fn expand_call(&self, mac: &syn::Macro, scope: &Scope, depth: usize) -> Option<Vec<Item>> {
        let items: Vec<Item> = written(mac, scope, depth)?;
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match item {
                // A macro it writes (anyhow's `__ensure![#[macro_export] macro_rules! ensure
                // ..]`) becomes one written in the source: not macro-expanded, so reachable by
                // path like any other.
                Item::Macro(inner) if inner.mac.path.is_ident("macro_rules") => {
                    out.push(Item::Macro(inner));
                }
                Item::Macro(inner) if inner.ident.is_none() && inner.attrs.is_empty() => {
                    match self.expand_call(&inner.mac, scope, depth + 1) {
                        Some(items) => out.extend(items),
                        None => out.push(Item::Macro(inner)),
                    }
                }
                mut item => {
                    if item_attrs(&item).any(|attr| attr.path().is_ident("macro_export")) {
                        return None;
                    }
                    // Calls among the members of what it writes, too: petgraph's
                    // `remove_sections!` writes each graph trait as `pub trait IntoNeighbors ..
                    // { remove_sections_inner!(..); }`; left whole, a trait method rustc calls
                    // dead stays, and so do its implementations, which call what rustc calls
                    // dead with it.
                    match &mut item {
                        Item::Impl(item_impl) => {
                            self.expand_members(&mut item_impl.items, scope, depth + 1);
                        }
                        Item::Trait(item_trait) => {
                            self.expand_members(&mut item_trait.items, scope, depth + 1);
                        }
                        _ => {}
                    }
                    out.push(item);
                }
            }
        }
        Some(out)
    }

    /// Expands the macro calls among an impl's or a trait's items (num-traits writes the
    /// methods of `ToPrimitive for i8` with `impl_to_primitive_int_to_int! { i8: ... }`,
    /// simba `ComplexField`'s with `complex_trait_methods!`), nested ones too, each all or
    /// nothing as in item position; returns how many were expanded.
    fn expand_members<T: Member>(
        &self,
        members: &mut Vec<T>,
        scope: &Scope,
        depth: usize,
    ) -> usize {
        let mut expanded = 0;
        let mut index = 0;
        while index < members.len() {
            let written = members[index]
                .bare_call()
                .filter(|mac| depth > 0 || self.wants(mac, scope))
                .and_then(|mac| self.expand_member_call::<T>(mac, scope, depth));
            match written {
                Some(written) => {
                    expanded += 1;
                    let count = written.len();
                    members.splice(index..=index, written);
                    index += count;
                }
                None => index += 1,
            }
        }
        expanded
    }

    /// The impl or trait items `mac` writes, its nested calls expanded too; `None` to leave
    /// it.
    fn expand_member_call<T: Member>(
        &self,
        mac: &syn::Macro,
        scope: &Scope,
        depth: usize,
    ) -> Option<Vec<T>> {
        let members: Vec<T> = written(mac, scope, depth)?;
        let mut out = Vec::with_capacity(members.len());
        for member in members {
            match member
                .bare_call()
                .and_then(|inner| self.expand_member_call::<T>(inner, scope, depth + 1))
            {
                Some(written) => out.extend(written),
                None => out.push(member),
            }
        }
        Some(out)
    }
}

/// An impl's or a trait's item, as [`Walk::expand_members`] sees it.
trait Member: syn::parse::Parse {
    /// The macro call it is, when it is one without attributes.
    fn bare_call(&self) -> Option<&syn::Macro>;
}

impl Member for syn::ImplItem {
    fn bare_call(&self) -> Option<&syn::Macro> {
        match self {
            syn::ImplItem::Macro(item) if item.attrs.is_empty() => Some(&item.mac),
            _ => None,
        }
    }
}

impl Member for syn::TraitItem {
    fn bare_call(&self) -> Option<&syn::Macro> {
        match self {
            syn::TraitItem::Macro(item) if item.attrs.is_empty() => Some(&item.mac),
            _ => None,
        }
    }
}

fn item_attrs(item: &Item) -> impl Iterator<Item = &syn::Attribute> {
    let attrs: &[syn::Attribute] = match item {
        Item::Const(item) => &item.attrs,
        Item::Enum(item) => &item.attrs,
        Item::Fn(item) => &item.attrs,
        Item::Impl(item) => &item.attrs,
        Item::Macro(item) => &item.attrs,
        Item::Mod(item) => &item.attrs,
        Item::Static(item) => &item.attrs,
        Item::Struct(item) => &item.attrs,
        Item::Trait(item) => &item.attrs,
        Item::Type(item) => &item.attrs,
        Item::Union(item) => &item.attrs,
        Item::Use(item) => &item.attrs,
        _ => &[],
    };
    attrs.iter()
}

/// What the call `mac` writes, with the macro `scope` gives its name, read as zero or more
/// items of kind `T` (items, impl items); `None` past rustc's recursion limit, for a macro
/// not in scope or one [`MacroRules::expand`] cannot follow, or for tokens that are not `T`s.
fn written<T: syn::parse::Parse>(mac: &syn::Macro, scope: &Scope, depth: usize) -> Option<Vec<T>> {
    if depth >= MAX_DEPTH {
        return None;
    }
    let name = mac.path.get_ident()?.to_string();
    let (_, rules) = scope.iter().rev().find(|(defined, _)| *defined == name)?;
    let tokens = rules.as_ref()?.expand(mac.tokens.clone())?;
    let parser = |input: ParseStream| {
        let mut items = Vec::new();
        while !input.is_empty() {
            items.push(input.parse::<T>()?);
        }
        Ok(items)
    };
    parser.parse2(tokens).ok()
}

/// One rustc token, as the matcher compares them.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Literal(String),
    /// Punctuation, joint characters glued as rustc glues them (`=>`, `::`, `>>=`).
    Op(String),
    /// `'a`.
    Lifetime(String),
}

/// rustc's multi-character operators, longest first.
const OPS: &[&str] = &[
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "<-", "==", "!=", "<=", ">=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..",
];

/// The token starting at `tokens[at]` (not a group) and how many token trees it spans.
fn read_tok(tokens: &[TokenTree], at: usize) -> Option<(Tok, usize)> {
    match tokens.get(at)? {
        TokenTree::Ident(ident) => Some((Tok::Ident(ident.to_string()), 1)),
        TokenTree::Literal(literal) => Some((Tok::Literal(literal.to_string()), 1)),
        TokenTree::Group(_) => None,
        TokenTree::Punct(punct) => {
            if punct.as_char() == '\'' && punct.spacing() == Spacing::Joint {
                if let Some(TokenTree::Ident(name)) = tokens.get(at + 1) {
                    return Some((Tok::Lifetime(format!("'{name}")), 2));
                }
            }
            let mut run = String::new();
            let mut index = at;
            while let Some(TokenTree::Punct(p)) = tokens.get(index) {
                run.push(p.as_char());
                index += 1;
                if p.spacing() != Spacing::Joint || run.len() == 3 {
                    break;
                }
            }
            let glued = OPS
                .iter()
                .find(|op| run.starts_with(**op))
                .map_or_else(|| run[..1].to_string(), |op| op.to_string());
            let len = glued.len();
            Some((Tok::Op(glued), len))
        }
    }
}

/// What a fragment specifier accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Ident,
    Tt,
    Lifetime,
    Literal,
    Ty,
    Path,
    Expr,
    Block,
    Vis,
    Meta,
    Item,
}

impl Kind {
    fn of(name: &str) -> Option<Kind> {
        Some(match name {
            "ident" => Kind::Ident,
            "tt" => Kind::Tt,
            "lifetime" => Kind::Lifetime,
            "literal" => Kind::Literal,
            "ty" => Kind::Ty,
            "path" => Kind::Path,
            // `expr_2021`: what the edition 2024 migration writes for an older crate's `expr`.
            "expr" | "expr_2021" => Kind::Expr,
            "block" => Kind::Block,
            "vis" => Kind::Vis,
            "meta" => Kind::Meta,
            "item" => Kind::Item,
            _ => return None,
        })
    }
}

/// The repetition operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Star,
    Plus,
    Question,
}

#[derive(Debug, Clone)]
enum Matcher {
    Tok(Tok),
    Group(Delimiter, Vec<Matcher>),
    Fragment(String, Kind),
    Repeat(Vec<Matcher>, Option<Tok>, Op),
}

#[derive(Debug, Clone)]
enum Transcriber {
    /// Tokens written as they are (one rustc token may be two token trees: `'a`, `=>`).
    Tokens(Vec<TokenTree>),
    Group(Group, Vec<Transcriber>),
    Var(String),
    Crate(Span),
    Repeat(Vec<Transcriber>, Option<Vec<TokenTree>>, Op),
}

/// One `macro_rules!` definition: its rules in order.
#[derive(Debug)]
pub(crate) struct MacroRules {
    rules: Vec<(Vec<Matcher>, Vec<Transcriber>)>,
    /// [`writes_mod_decl`] of its body.
    writes_mod_decl: bool,
    /// [`macro_names_in`] of its body.
    calls: BTreeSet<String>,
}

/// What a metavariable matched.
#[derive(Debug, Clone)]
enum Binding {
    /// Shared: a repetition's bindings are copied once per iteration count it may end at.
    Fragment(Kind, std::rc::Rc<[TokenTree]>),
    Seq(Vec<Binding>),
}

type Bindings = BTreeMap<String, Binding>;

impl MacroRules {
    /// The rules of a `macro_rules!` body, or `None` for a form this module does not handle.
    pub(crate) fn parse(body: TokenStream) -> Option<MacroRules> {
        let writes_mod_decl = writes_mod_decl(&body);
        let calls = macro_names_in(body.clone());
        let tokens: Vec<TokenTree> = body.into_iter().collect();
        let mut rules = Vec::new();
        let mut at = 0;
        while at < tokens.len() {
            let TokenTree::Group(matcher) = &tokens[at] else {
                return None;
            };
            if read_tok(&tokens, at + 1)? != (Tok::Op("=>".to_string()), 2) {
                return None;
            }
            let TokenTree::Group(transcriber) = tokens.get(at + 3)? else {
                return None;
            };
            let matcher = parse_matcher(&matcher.stream().into_iter().collect::<Vec<_>>())?;
            let transcriber =
                parse_transcriber(&transcriber.stream().into_iter().collect::<Vec<_>>())?;
            rules.push((matcher, transcriber));
            at += 4;
            match tokens.get(at) {
                Some(TokenTree::Punct(p)) if p.as_char() == ';' => at += 1,
                None => {}
                Some(_) => return None,
            }
        }
        (!rules.is_empty()).then_some(MacroRules {
            rules,
            writes_mod_decl,
            calls,
        })
    }

    /// The names its rules call as macros or write in attributes ([`macro_names_in`]).
    pub(crate) fn calls(&self) -> &BTreeSet<String> {
        &self.calls
    }

    /// Whether one of its rules writes a `mod x;` declaration ([`writes_mod_decl`]).
    pub(crate) fn writes_mod_decl(&self) -> bool {
        self.writes_mod_decl
    }

    /// The tokens the first matching rule writes for `input`, or `None` to leave the call.
    fn expand(&self, input: TokenStream) -> Option<TokenStream> {
        let (_, out) = self.transcribe(input)?;
        out.hygienic().then(|| out.tokens.into_iter().collect())
    }

    /// Which rule matches `input` (rustc's pick: the first) and what it writes, hygiene
    /// aside; `None` when no rule matches or this module cannot follow the match exactly.
    pub(crate) fn expand_traced(&self, input: TokenStream) -> Option<(usize, TokenStream)> {
        let (rule, out) = self.transcribe(input)?;
        Some((rule, out.tokens.into_iter().collect()))
    }

    fn transcribe(&self, input: TokenStream) -> Option<(usize, Output)> {
        let input: Vec<TokenTree> = input.into_iter().collect();
        for (rule, (matcher, transcriber)) in self.rules.iter().enumerate() {
            let mut budget = MAX_STATES;
            let matches = match_seq(matcher, &input, 0, &mut budget).ok()?;
            let mut full = matches.into_iter().filter(|(end, _)| *end == input.len());
            let Some((_, bindings)) = full.next() else {
                continue;
            };
            // rustc rejects a call two ways of matching fit.
            if full.next().is_some() {
                return None;
            }
            let mut out = Output::default();
            transcribe(transcriber, &bindings, &mut Vec::new(), &mut out)?;
            out.note_written(false);
            if out.hygienic() {
                return Some((rule, out));
            }
            // What hygiene keeps apart: a local the macro binds and a name the caller's tokens
            // bring (itertools binds `let mut i` and is called with `$Y` = `i`). The macro's
            // own locals are written under fresh names, as rustc's hygiene tells them apart;
            // not when the macro uses a name without binding it, or a string it writes
            // mentions it (a format string's `{i}`).
            let conflicts: Vec<&String> = out.written.intersection(&out.brought).collect();
            let renamable = conflicts
                .iter()
                .all(|name| out.bound.contains(*name) && !out.in_strings.contains(*name));
            // A name that is also a field (`Self { c, item }`, `self.c`) cannot be renamed
            // by spelling alone: the call stays as written.
            if !renamable || conflicts.iter().any(|name| field_use(&out.tokens, name)) {
                return None;
            }
            let taken: BTreeSet<&String> = out.written.union(&out.brought).collect();
            let mut renames = BTreeMap::new();
            for name in conflicts {
                let fresh = (1..)
                    .map(|k| format!("{name}_{k}"))
                    .find(|fresh| !taken.contains(fresh) && !mentions(&input, fresh))?;
                renames.insert(name.clone(), fresh);
            }
            let mut out = Output {
                renames: std::rc::Rc::new(renames),
                ..Output::default()
            };
            transcribe(transcriber, &bindings, &mut Vec::new(), &mut out)?;
            out.note_written(false);
            return out.hygienic().then_some((rule, out));
        }
        None
    }

    /// The tokens of a definition (`{ (..) => {..}; .. }`'s inside) with only the rules at
    /// `keep`, and how many went; `None` when the tokens are not rules [`Self::parse`] reads
    /// or none would go.
    pub(crate) fn retain_rules(
        tokens: &TokenStream,
        keep: &BTreeSet<usize>,
    ) -> Option<(TokenStream, usize)> {
        let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
        // Each rule: matcher, `=`, `>`, transcriber; `;` between rules.
        let mut kept: Vec<&[TokenTree]> = Vec::new();
        let mut rules = 0;
        let mut at = 0;
        while at < tokens.len() {
            let (TokenTree::Group(_), Some(TokenTree::Group(_))) =
                (&tokens[at], tokens.get(at + 3))
            else {
                return None;
            };
            if keep.contains(&rules) {
                kept.push(&tokens[at..at + 4]);
            }
            rules += 1;
            at += 4;
            if matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ';') {
                at += 1;
            }
        }
        if kept.is_empty() || kept.len() == rules {
            return None;
        }
        let mut out = Vec::new();
        for rule in &kept {
            out.extend(rule.iter().cloned());
            out.push(proc_macro2::Punct::new(';', Spacing::Alone).into());
        }
        Some((out.into_iter().collect(), rules - kept.len()))
    }
}

/// Whether `tokens[index]` is the punctuation `c`.
fn punct_at(tokens: &[TokenTree], index: usize, c: char) -> bool {
    matches!(tokens.get(index), Some(TokenTree::Punct(p)) if p.as_char() == c)
}

fn is_dollar(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == '$')
}

/// The repetition separator and operator after `$( ... )` at `tokens[at..]`: returns
/// (separator token trees, operator, token trees used).
fn repetition_tail(tokens: &[TokenTree], at: usize) -> Option<(Option<Vec<TokenTree>>, Op, usize)> {
    let op_at = |index: usize| match tokens.get(index) {
        Some(TokenTree::Punct(p)) => match p.as_char() {
            '*' => Some(Op::Star),
            '+' => Some(Op::Plus),
            '?' => Some(Op::Question),
            _ => None,
        },
        _ => None,
    };
    if let Some(op) = op_at(at) {
        // `$(a)*` or `$(a)++`-like: an operator directly is the operator unless another
        // operator follows it (then it was the separator).
        if op_at(at + 1).is_none() || op == Op::Question {
            return Some((None, op, 1));
        }
    }
    if matches!(tokens.get(at), Some(TokenTree::Group(_)) | None) || is_dollar(&tokens[at]) {
        return None;
    }
    let (_, len) = read_tok(tokens, at)?;
    let op = op_at(at + len)?;
    if op == Op::Question {
        return None;
    }
    Some((Some(tokens[at..at + len].to_vec()), op, len + 1))
}

fn parse_matcher(tokens: &[TokenTree]) -> Option<Vec<Matcher>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            TokenTree::Group(group) => {
                let inner = parse_matcher(&group.stream().into_iter().collect::<Vec<_>>())?;
                out.push(Matcher::Group(group.delimiter(), inner));
                at += 1;
            }
            token if is_dollar(token) => match tokens.get(at + 1)? {
                TokenTree::Ident(name) => {
                    if !matches!(tokens.get(at + 2)?, TokenTree::Punct(p) if p.as_char() == ':') {
                        return None;
                    }
                    let TokenTree::Ident(kind) = tokens.get(at + 3)? else {
                        return None;
                    };
                    let kind = Kind::of(&kind.to_string())?;
                    out.push(Matcher::Fragment(name.to_string(), kind));
                    at += 4;
                }
                TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis => {
                    let inner = parse_matcher(&group.stream().into_iter().collect::<Vec<_>>())?;
                    let (separator, op, used) = repetition_tail(tokens, at + 2)?;
                    let separator = match separator {
                        Some(trees) => Some(read_tok(&trees, 0)?.0),
                        None => None,
                    };
                    out.push(Matcher::Repeat(inner, separator, op));
                    at += 2 + used;
                }
                _ => return None,
            },
            _ => {
                let (tok, len) = read_tok(tokens, at)?;
                out.push(Matcher::Tok(tok));
                at += len;
            }
        }
    }
    Some(out)
}

fn parse_transcriber(tokens: &[TokenTree]) -> Option<Vec<Transcriber>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            TokenTree::Group(group) => {
                let inner = parse_transcriber(&group.stream().into_iter().collect::<Vec<_>>())?;
                out.push(Transcriber::Group(group.clone(), inner));
                at += 1;
            }
            token if is_dollar(token) => match tokens.get(at + 1)? {
                TokenTree::Ident(name) if name == "crate" => {
                    out.push(Transcriber::Crate(name.span()));
                    at += 2;
                }
                TokenTree::Ident(name) => {
                    out.push(Transcriber::Var(name.to_string()));
                    at += 2;
                }
                TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis => {
                    let inner = parse_transcriber(&group.stream().into_iter().collect::<Vec<_>>())?;
                    let (separator, op, used) = repetition_tail(tokens, at + 2)?;
                    out.push(Transcriber::Repeat(inner, separator, op));
                    at += 2 + used;
                }
                _ => return None,
            },
            _ => {
                let (_, len) = read_tok(tokens, at)?;
                out.push(Transcriber::Tokens(tokens[at..at + len].to_vec()));
                at += len;
            }
        }
    }
    Some(out)
}

/// Why matching stopped for good (rustc would have reported an error, or this module cannot
/// follow it exactly): the call is left as written.
#[derive(Debug)]
struct Refuse;

/// Every way `matchers` matches a prefix of `tokens[at..]`: (end, bindings).
fn match_seq(
    matchers: &[Matcher],
    tokens: &[TokenTree],
    at: usize,
    budget: &mut usize,
) -> Result<Vec<(usize, Bindings)>, Refuse> {
    let mut states = vec![(at, Bindings::new())];
    for matcher in matchers {
        let mut next = Vec::new();
        for (position, bindings) in states {
            for (mut combined, (end, more)) in
                each_with(bindings, match_one(matcher, tokens, position, budget)?)
            {
                *budget = budget.checked_sub(1).ok_or(Refuse)?;
                combined.extend(more);
                next.push((end, combined));
            }
        }
        if next.is_empty() {
            return Ok(next);
        }
        states = next;
    }
    Ok(states)
}

/// Each of `ways` with its own `base` to extend: copies for all but the last, which takes
/// `base` itself (usually there is only one way, and no copy).
fn each_with<T: Clone, W>(base: T, ways: Vec<W>) -> Vec<(T, W)> {
    let mut out = Vec::with_capacity(ways.len());
    let mut ways = ways.into_iter().peekable();
    while let Some(way) = ways.next() {
        if ways.peek().is_some() {
            out.push((base.clone(), way));
        } else {
            out.push((base, way));
            break;
        }
    }
    out
}

/// Every way one matcher matches at `tokens[at..]`.
fn match_one(
    matcher: &Matcher,
    tokens: &[TokenTree],
    at: usize,
    budget: &mut usize,
) -> Result<Vec<(usize, Bindings)>, Refuse> {
    match matcher {
        Matcher::Tok(expected) => Ok(match read_tok(tokens, at) {
            Some((tok, len)) if tok == *expected => vec![(at + len, Bindings::new())],
            _ => Vec::new(),
        }),
        Matcher::Group(delimiter, inner) => {
            let Some(TokenTree::Group(group)) = tokens.get(at) else {
                return Ok(Vec::new());
            };
            if group.delimiter() != *delimiter {
                return Ok(Vec::new());
            }
            let content: Vec<TokenTree> = group.stream().into_iter().collect();
            Ok(match_seq(inner, &content, 0, budget)?
                .into_iter()
                .filter(|(end, _)| *end == content.len())
                .map(|(_, bindings)| (at + 1, bindings))
                .collect())
        }
        Matcher::Fragment(name, kind) => Ok(match fragment(*kind, tokens, at)? {
            Some(len) => {
                let binding = Binding::Fragment(*kind, tokens[at..at + len].into());
                vec![(at + len, Bindings::from([(name.clone(), binding)]))]
            }
            None => Vec::new(),
        }),
        Matcher::Repeat(inner, separator, op) => {
            let mut names = BTreeSet::new();
            matcher_names(inner, &mut names);
            // Each state: position, the bindings of the iterations so far.
            let mut results = Vec::new();
            let mut frontier: Vec<(usize, Vec<Bindings>)> = vec![(at, Vec::new())];
            while let Some((position, iterations)) = frontier.pop() {
                *budget = budget.checked_sub(1).ok_or(Refuse)?;
                let count = iterations.len();
                if count > 0 || *op != Op::Plus {
                    results.push((position, seq_bindings(&names, &iterations)));
                }
                if *op == Op::Question && count == 1 {
                    continue;
                }
                let start = match (separator, count) {
                    (Some(separator), 1..) => match read_tok(tokens, position) {
                        Some((tok, len)) if tok == *separator => position + len,
                        _ => continue,
                    },
                    _ => position,
                };
                let ways = match_seq(inner, tokens, start, budget)?;
                // An iteration that matches nothing would repeat forever; rustc rejects such
                // a matcher.
                if ways.iter().any(|(end, _)| *end == position) {
                    return Err(Refuse);
                }
                for (mut more, (end, bindings)) in each_with(iterations, ways) {
                    more.push(bindings);
                    frontier.push((end, more));
                }
            }
            Ok(results)
        }
    }
}

fn matcher_names(matchers: &[Matcher], names: &mut BTreeSet<String>) {
    for matcher in matchers {
        match matcher {
            Matcher::Fragment(name, _) => {
                names.insert(name.clone());
            }
            Matcher::Group(_, inner) | Matcher::Repeat(inner, _, _) => matcher_names(inner, names),
            Matcher::Tok(_) => {}
        }
    }
}

fn seq_bindings(names: &BTreeSet<String>, iterations: &[Bindings]) -> Bindings {
    names
        .iter()
        .map(|name| {
            let seq = iterations
                .iter()
                .filter_map(|bindings| bindings.get(name).cloned())
                .collect();
            (name.clone(), Binding::Seq(seq))
        })
        .collect()
}

/// How many token trees a fragment of `kind` takes at `tokens[at..]`: `None` when it cannot
/// start there (an identifier fragment at a comma); `Refuse` when syn fails midway, where
/// rustc would have reported an error (or parses differently from syn).
fn fragment(kind: Kind, tokens: &[TokenTree], at: usize) -> Result<Option<usize>, Refuse> {
    let rest = &tokens[at.min(tokens.len())..];
    let simple = match kind {
        Kind::Ident => Some(match rest.first() {
            Some(TokenTree::Ident(ident)) if ident != "_" => Some(1),
            _ => None,
        }),
        Kind::Lifetime => Some(match read_tok(rest, 0) {
            Some((Tok::Lifetime(_), len)) => Some(len),
            _ => None,
        }),
        Kind::Tt => Some(match rest.first() {
            None => None,
            Some(TokenTree::Group(_)) => Some(1),
            Some(_) => read_tok(rest, 0).map(|(_, len)| len),
        }),
        Kind::Literal => Some(match rest {
            [TokenTree::Literal(_), ..] => Some(1),
            [TokenTree::Punct(minus), TokenTree::Literal(_), ..]
                if minus.as_char() == '-' && minus.spacing() == Spacing::Alone =>
            {
                Some(2)
            }
            _ => None,
        }),
        _ => None,
    };
    if let Some(simple) = simple {
        return Ok(simple);
    }
    if rest.is_empty() && kind != Kind::Vis {
        return Ok(None);
    }
    let stream: TokenStream = rest.iter().cloned().collect();
    let consumed = |input: ParseStream| -> syn::Result<usize> {
        match kind {
            Kind::Ty => {
                let _: syn::Type = input.parse()?;
            }
            Kind::Path => {
                let _: syn::Path = input.parse()?;
            }
            Kind::Expr => {
                let _: syn::Expr = input.parse()?;
            }
            Kind::Block => {
                let _: syn::Block = input.parse()?;
            }
            Kind::Vis => {
                let _: syn::Visibility = input.parse()?;
            }
            Kind::Meta => {
                let _: syn::Meta = input.parse()?;
            }
            Kind::Item => {
                let _: syn::Item = input.parse()?;
            }
            _ => unreachable!("simple fragments are read above"),
        }
        let left: TokenStream = input.parse()?;
        Ok(left.into_iter().count())
    };
    match consumed.parse2(stream) {
        Ok(left) => Ok(Some(rest.len() - left)),
        Err(_) => Err(Refuse),
    }
}

/// Whether `name` is used as a field in `trees`: after `.`, or as `name:` / shorthand `name`
/// inside braces that follow a name or generics (a struct's definition, literal or pattern).
fn field_use(trees: &[TokenTree], name: &str) -> bool {
    let punct_at = |trees: &[TokenTree], at: usize, c: char| matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == c);
    for (at, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) if ident == name && at > 0 && punct_at(trees, at - 1, '.') => {
                return true;
            }
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let after_name = at > 0
                    && (matches!(trees[at - 1], TokenTree::Ident(_))
                        || punct_at(trees, at - 1, '>'));
                if group.delimiter() == Delimiter::Brace && after_name {
                    let field = inner.iter().enumerate().any(|(i, tree)| {
                        matches!(tree, TokenTree::Ident(x) if x == name)
                            && (i == 0 || punct_at(&inner, i - 1, ','))
                            && (i + 1 == inner.len()
                                || punct_at(&inner, i + 1, ',')
                                || punct_at(&inner, i + 1, ':'))
                    });
                    if field {
                        return true;
                    }
                }
                if field_use(&inner, name) {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The transcribed tokens, and the names each side brought, for the hygiene check.
#[derive(Default)]
struct Output {
    tokens: Vec<TokenTree>,
    /// Which of `tokens` the macro itself wrote (the others came from fragments).
    own: Vec<bool>,
    /// Lowercase identifiers and lifetimes the macro itself writes.
    written: BTreeSet<String>,
    /// Identifiers and lifetimes the caller's fragments bring.
    brought: BTreeSet<String>,
    /// Identifiers the macro binds as locals (after `let`, `mut`, `ref`, `for`).
    bound: BTreeSet<String>,
    /// Whether a string literal the macro writes mentions a name (a format string's
    /// `{name}` could name a local), by name.
    in_strings: BTreeSet<String>,
    /// Locals of the macro's own to write under another name (hygiene, see
    /// [`MacroRules::transcribe`]).
    renames: std::rc::Rc<BTreeMap<String, String>>,
}

impl Output {
    fn push(&mut self, token: TokenTree, own: bool) {
        self.tokens.push(token);
        self.own.push(own);
    }

    /// Ends the token written last: each part of a transcriber is a token of its own for
    /// rustc, so a joint punct at its end (a `$op:tt` bound to the `/` of `/,`, a body's `-`
    /// before `$x`) is made alone, lest printing glue it to what comes next (`self $op *elt`
    /// printed `self /*elt`, a comment).
    fn end_token(&mut self) {
        if let Some(TokenTree::Punct(punct)) = self.tokens.last_mut() {
            if punct.spacing() == Spacing::Joint && punct.as_char() != '\'' {
                let mut alone = proc_macro2::Punct::new(punct.as_char(), Spacing::Alone);
                alone.set_span(punct.span());
                *punct = alone;
            }
        }
    }

    /// Adds to `written` the local-like names ([`local_like`]) among the tokens the macro
    /// wrote at this level, each judged with the tokens around it, whoever wrote those
    /// (`fn` and `$name` come one at a time). Groups are done when they close. In a struct's
    /// body or literal (`fields`), `name:` names a field, which is no local either.
    fn note_written(&mut self, fields: bool) {
        for at in 0..self.tokens.len() {
            if !self.own[at] || matches!(self.tokens[at], TokenTree::Group(_)) {
                continue;
            }
            if let TokenTree::Literal(literal) = &self.tokens[at] {
                let text = literal.to_string();
                if text.contains('"') {
                    self.in_strings.extend(
                        text.split(|c: char| !c.is_alphanumeric() && c != '_')
                            .map(str::to_string),
                    );
                }
                continue;
            }
            let field = fields
                && matches!(self.tokens[at], TokenTree::Ident(_))
                && (at == 0 || punct_at(&self.tokens, at - 1, ','))
                && punct_at(&self.tokens, at + 1, ':')
                && !punct_at(&self.tokens, at + 2, ':');
            if field {
                continue;
            }
            let mut names = BTreeSet::new();
            local_like(&self.tokens, at, &mut names);
            let TokenTree::Ident(ident) = &self.tokens[at] else {
                self.written.extend(names);
                continue;
            };
            let name = ident.to_string();
            if !names.contains(&name) {
                self.written.extend(names);
                continue;
            }
            let binds = at >= 1
                && matches!(&self.tokens[at - 1], TokenTree::Ident(before)
                    if ["let", "mut", "ref", "for"].contains(&before.to_string().as_str()));
            if binds {
                self.bound.insert(name.clone());
            }
            match self.renames.get(&name) {
                Some(new) => {
                    self.tokens[at] = Ident::new(new, ident.span()).into();
                    self.written.insert(new.clone());
                }
                None => {
                    self.written.insert(name);
                }
            }
        }
    }

    fn hygienic(&self) -> bool {
        self.written.is_disjoint(&self.brought)
    }
}

fn transcribe(
    transcriber: &[Transcriber],
    bindings: &Bindings,
    indices: &mut Vec<usize>,
    out: &mut Output,
) -> Option<()> {
    for part in transcriber {
        out.end_token();
        match part {
            Transcriber::Tokens(tokens) => {
                for token in tokens {
                    out.push(token.clone(), true);
                }
            }
            Transcriber::Crate(span) => out.push(Ident::new("crate", *span).into(), true),
            Transcriber::Group(group, inner) => {
                let mut inner_out = Output {
                    renames: out.renames.clone(),
                    ..Output::default()
                };
                transcribe(inner, bindings, indices, &mut inner_out)?;
                let fields = group.delimiter() == Delimiter::Brace && opens_struct(&out.tokens);
                inner_out.note_written(fields);
                // An attribute's names (`#[allow(deprecated)]`, written by the macro and
                // brought by a caller's attribute too, as libc's `custom_struct!` does) are
                // never locals.
                let attribute = group.delimiter() == Delimiter::Bracket && after_pound(&out.tokens);
                let mut new = Group::new(group.delimiter(), inner_out.tokens.into_iter().collect());
                new.set_span(group.span());
                out.push(new.into(), true);
                if !attribute {
                    out.written.extend(inner_out.written);
                    out.brought.extend(inner_out.brought);
                    out.bound.extend(inner_out.bound);
                }
                out.in_strings.extend(inner_out.in_strings);
            }
            Transcriber::Var(name) => {
                let Some(binding) = bindings.get(name) else {
                    // Not a metavariable of this macro: rustc writes `$name` as it stands
                    // (a `macro_rules!` the expansion defines has its own).
                    out.push(proc_macro2::Punct::new('$', Spacing::Alone).into(), true);
                    out.push(Ident::new(name, Span::call_site()).into(), true);
                    continue;
                };
                let Binding::Fragment(kind, tokens) = lookup(binding, indices)? else {
                    // Still repeating at this depth: rustc reports an error.
                    return None;
                };
                all_local_like(tokens, &mut out.brought);
                match kind {
                    // rustc keeps these as one opaque node: `$e * 2` multiplies all of `$e`.
                    Kind::Ty | Kind::Expr | Kind::Literal if tokens.len() > 1 => {
                        let group = Group::new(Delimiter::None, tokens.iter().cloned().collect());
                        out.push(group.into(), false);
                    }
                    _ => {
                        for token in tokens.iter() {
                            out.push(token.clone(), false);
                        }
                    }
                }
            }
            Transcriber::Repeat(inner, separator, op) => {
                let count = repeat_count(inner, bindings, indices)?;
                if *op == Op::Question && count > 1 {
                    return None;
                }
                for index in 0..count {
                    if index > 0 {
                        out.end_token();
                        if let Some(separator) = separator {
                            for token in separator {
                                out.push(token.clone(), true);
                            }
                        }
                    }
                    indices.push(index);
                    let done = transcribe(inner, bindings, indices, out);
                    indices.pop();
                    done?;
                }
            }
        }
    }
    Some(())
}

/// Whether a brace group after `before` is a struct's body (`struct Name<..>`) or a struct
/// literal (`Self { .. }` or `Name { .. }` where an expression starts).
fn opens_struct(before: &[TokenTree]) -> bool {
    let ident = |index: usize| match before.get(index) {
        Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
        _ => None,
    };
    let Some(mut last) = before.len().checked_sub(1) else {
        return false;
    };
    // Generics of a struct's name: back to the matching `<`.
    if punct_at(before, last, '>') {
        let mut depth = 0usize;
        loop {
            if punct_at(before, last, '>') {
                depth += 1;
            } else if punct_at(before, last, '<') {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            let Some(previous) = last.checked_sub(1) else {
                return false;
            };
            last = previous;
        }
        return last >= 2
            && ident(last - 1).is_some()
            && ident(last - 2).as_deref() == Some("struct");
    }
    let Some(name) = ident(last) else {
        return false;
    };
    if last >= 1 && ident(last - 1).as_deref() == Some("struct") {
        return true;
    }
    // A literal where an expression starts: first in its group, or after `=`, `(`, `,`, `;`,
    // `return`; never a return type (`-> Self {`) or a bound (`T: Clone {`).
    let expression_starts = last == 0
        || ['=', '(', ',', ';']
            .iter()
            .any(|&c| punct_at(before, last - 1, c))
        || ident(last - 1).as_deref() == Some("return");
    let type_like = name == "Self" || name.starts_with(|c: char| c.is_uppercase());
    type_like && expression_starts
}

/// A binding at the repetition `indices`: a fragment bound outside repetitions stays the same
/// in every iteration.
fn lookup<'b>(mut binding: &'b Binding, indices: &[usize]) -> Option<&'b Binding> {
    for &index in indices {
        match binding {
            Binding::Seq(items) => binding = items.get(index)?,
            Binding::Fragment(..) => return Some(binding),
        }
    }
    Some(binding)
}

/// How often `$( inner )` repeats at `indices`: every variable in it that still repeats here
/// must agree, and there must be one.
fn repeat_count(inner: &[Transcriber], bindings: &Bindings, indices: &[usize]) -> Option<usize> {
    let mut names = BTreeSet::new();
    transcriber_names(inner, &mut names);
    let mut count = None;
    for name in names {
        let Some(binding) = bindings.get(&name) else {
            continue;
        };
        if let Binding::Seq(items) = lookup(binding, indices)? {
            if count.is_some_and(|count| count != items.len()) {
                return None;
            }
            count = Some(items.len());
        }
    }
    count
}

fn transcriber_names(transcriber: &[Transcriber], names: &mut BTreeSet<String>) {
    for part in transcriber {
        match part {
            Transcriber::Var(name) => {
                names.insert(name.clone());
            }
            Transcriber::Group(_, inner) | Transcriber::Repeat(inner, _, _) => {
                transcriber_names(inner, names)
            }
            Transcriber::Tokens(_) | Transcriber::Crate(_) => {}
        }
    }
}

/// The tokens of an item, for tests.
#[cfg(test)]
fn text(items: &[Item]) -> String {
    let file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: items.to_vec(),
    };
    prettyplease::unparse(&file)
}

#[cfg(test)]
mod tests;
