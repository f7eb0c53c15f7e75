//! Step 5a of the flow: drop what a judge does not need before anything else looks at the code.
//!
//! What goes, everywhere in a file:
//! - items, impl, trait and `extern` block items, statements, fields (also in struct
//!   patterns and expressions), variants, match arms and generic parameters whose `#[cfg]` is
//!   false when `test`, `doctest` and `doc` are false (`#[cfg(test)]`, `#[cfg(all(test, ...))]`), and
//!   `#[test]` functions; a `#[cfg]` that is true without `test` (`#[cfg(not(test))]`) is
//!   removed as an attribute, one that depends on anything else (features, target) stays;
//! - `#[cfg_attr(pred, ...)]` is resolved the same way when `pred` is decidable;
//! - doc comments and `#[doc]` attributes (outer and inner), and tool attributes
//!   (`#[rustfmt::skip]`, `#[clippy::format_args]`);
//! - lint levels that only make lints stricter: `warn`, `deny`, `forbid` (they cannot change
//!   what the program does, and `missing_docs` would fire once docs are gone); `expect(...)`
//!   becomes `allow(...)`, since the lint it expects may no longer fire once dead code is gone.
//!
//! Crate-level inner attributes (`#![...]` of a crate root or a module file) follow
//! [`inner_attribute_policy`]: the same drops as above, `allow` kept as the inlined module's inner
//! attribute, anything else in a library an error (it would not mean the same inside a module).

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Meta, Token};

/// Three-valued truth of a `cfg` predicate: `Unknown` only for what the [`Cfg`] does not
/// decide (nothing, for a crate's real context).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Truth {
    True,
    False,
    Unknown,
}

/// What `#[cfg]` sees while one crate is loaded: the features cargo resolved for it, the
/// target's cfgs (`rustc --print cfg`), `debug_assertions` as the judge's flags set it, and
/// `test` / `doctest` off. Names nothing sets are false, as in rustc.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Cfg {
    /// Every cfg that is set: `(name, None)` for `unix`, `(name, Some(value))` for
    /// `feature = "x"` or `target_os = "linux"`.
    set: BTreeSet<(String, Option<String>)>,
    /// What rustc itself sets when it compiles the bundle: the target's cfgs (no features, no
    /// build-script cfgs; `debug_assertions` is left out, as drafts and the judge may differ).
    ambient: BTreeSet<(String, Option<String>)>,
    /// Whether anything beyond `test` / `doctest` is decided (false only in unit tests).
    decided: bool,
    /// Whether the crate's own `allow` / `expect` attributes go (registry and git crates:
    /// an `#![allow(dead_code)]` there would hide whole modules from dead-code removal; their
    /// remaining warnings are silenced on the crate's module instead).
    drop_allows: bool,
}

impl Cfg {
    /// A context that decides only `test` and `doctest` (both false).
    #[cfg(test)]
    pub(crate) fn only_test_known() -> Cfg {
        Cfg::default()
    }

    /// The context of one crate: `target` cfgs plus `features` and `debug_assertions`.
    pub(crate) fn new(
        target: &BTreeSet<(String, Option<String>)>,
        features: &BTreeSet<String>,
        debug_assertions: bool,
    ) -> Cfg {
        let mut set: BTreeSet<(String, Option<String>)> = target
            .iter()
            .filter(|(name, _)| name != "debug_assertions" && name != "feature")
            .cloned()
            .collect();
        let ambient = set.clone();
        set.extend(
            features
                .iter()
                .map(|feature| ("feature".to_string(), Some(feature.clone()))),
        );
        if debug_assertions {
            set.insert(("debug_assertions".to_string(), None));
        }
        Cfg {
            set,
            ambient,
            decided: true,
            drop_allows: false,
        }
    }

    /// The same context plus the `cargo:rustc-cfg` values a build script printed (`has_i128`,
    /// `feature="x"`).
    pub(crate) fn with_build_cfgs(mut self, cfgs: &[String]) -> Cfg {
        for cfg in cfgs {
            let entry = match cfg.split_once('=') {
                Some((name, value)) => (
                    name.trim().to_string(),
                    Some(value.trim().trim_matches('"').to_string()),
                ),
                None => (cfg.trim().to_string(), None),
            };
            self.set.insert(entry);
        }
        self
    }

    /// The same context, dropping the crate's own `allow`s when `drop` (third-party code).
    pub(crate) fn dropping_allows(mut self, drop: bool) -> Cfg {
        self.drop_allows = drop;
        self
    }

    /// Whether rustc, compiling the bundle, may give `predicate` another truth than this
    /// crate's context does (a feature, a build-script cfg; `debug_assertions`, which drafts
    /// and the judge may set apart), so that the bundle must carry the decided value instead
    /// of the predicate.
    fn differs_in_bundle(&self, predicate: &Meta) -> bool {
        use quote::ToTokens;
        let mut names = Vec::new();
        idents_of(predicate.to_token_stream(), &mut names);
        if names.iter().any(|name| name == "debug_assertions") {
            return true;
        }
        let bundle = Cfg {
            set: self.ambient.clone(),
            ambient: self.ambient.clone(),
            decided: self.decided,
            drop_allows: self.drop_allows,
        };
        eval_cfg(predicate, self) != eval_cfg(predicate, &bundle)
    }

    fn has(&self, name: &str, value: Option<String>) -> Truth {
        // `doc` holds only under rustdoc (anyhow's `#[cfg(doc)]` twin of `ensure!`).
        if name == "test" || name == "doctest" || name == "doc" {
            Truth::False
        } else if !self.decided {
            Truth::Unknown
        } else if self.set.contains(&(name.to_string(), value)) {
            Truth::True
        } else {
            Truth::False
        }
    }
}

/// The cfgs of the host target, from `rustc --print cfg` (run once per process): judges run
/// x86_64 Linux like the machines judgepack runs on.
pub(crate) fn target_cfgs() -> &'static BTreeSet<(String, Option<String>)> {
    static CFGS: std::sync::OnceLock<BTreeSet<(String, Option<String>)>> =
        std::sync::OnceLock::new();
    CFGS.get_or_init(|| {
        let output = std::process::Command::new("rustc")
            .args(["--print", "cfg"])
            .output();
        let text = output
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default();
        text.lines()
            .map(|line| match line.split_once('=') {
                Some((name, value)) => (
                    name.trim().to_string(),
                    Some(value.trim().trim_matches('"').to_string()),
                ),
                None => (line.trim().to_string(), None),
            })
            .collect()
    })
}

/// Every identifier in `tokens`, at any depth.
fn idents_of(tokens: TokenStream, names: &mut Vec<String>) {
    for tree in tokens {
        match tree {
            proc_macro2::TokenTree::Ident(ident) => names.push(ident.to_string()),
            proc_macro2::TokenTree::Group(group) => idents_of(group.stream(), names),
            _ => {}
        }
    }
}

/// Evaluates a `cfg` predicate.
pub(crate) fn eval_cfg(meta: &Meta, cfg: &Cfg) -> Truth {
    match meta {
        Meta::Path(path) => match path.get_ident() {
            Some(name) => cfg.has(&name.to_string(), None),
            None => Truth::Unknown,
        },
        Meta::NameValue(name_value) => {
            let value = match &name_value.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(value),
                    ..
                }) => value.value(),
                _ => return Truth::Unknown,
            };
            match name_value.path.get_ident() {
                Some(name) => cfg.has(&name.to_string(), Some(value)),
                None => Truth::Unknown,
            }
        }
        Meta::List(list) => {
            let nested = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated);
            let Ok(nested) = nested else {
                return Truth::Unknown;
            };
            let values = nested.iter().map(|meta| eval_cfg(meta, cfg));
            if list.path.is_ident("not") && nested.len() == 1 {
                match nested.first().map(|meta| eval_cfg(meta, cfg)) {
                    Some(Truth::True) => Truth::False,
                    Some(Truth::False) => Truth::True,
                    _ => Truth::Unknown,
                }
            } else if list.path.is_ident("all") {
                values.fold(Truth::True, |acc, value| match (acc, value) {
                    (Truth::False, _) | (_, Truth::False) => Truth::False,
                    (Truth::True, Truth::True) => Truth::True,
                    _ => Truth::Unknown,
                })
            } else if list.path.is_ident("any") {
                values.fold(Truth::False, |acc, value| match (acc, value) {
                    (Truth::True, _) | (_, Truth::True) => Truth::True,
                    (Truth::False, Truth::False) => Truth::False,
                    _ => Truth::Unknown,
                })
            } else {
                Truth::Unknown
            }
        }
    }
}

/// Whether a node with these attributes survives: false for a false `#[cfg]` and `#[test]`.
pub(crate) fn is_kept(attrs: &[Attribute], cfg: &Cfg) -> bool {
    attrs.iter().all(|attr| {
        if attr.path().is_ident("test") && matches!(attr.meta, Meta::Path(_)) {
            return false;
        }
        if attr.path().is_ident("cfg") {
            if let Meta::List(list) = &attr.meta {
                if let Ok(predicate) = list.parse_args::<Meta>() {
                    return eval_cfg(&predicate, cfg) != Truth::False;
                }
            }
        }
        true
    })
}

/// Rewrites one attribute list: resolves decidable `cfg_attr`, drops true `cfg`, docs and
/// strictening lint levels, turns `expect` into `allow`.
pub(crate) fn clean_attrs(attrs: &mut Vec<Attribute>, cfg: &Cfg) {
    let mut out = Vec::with_capacity(attrs.len());
    for attr in attrs.drain(..) {
        clean_one(attr, &mut out, cfg);
    }
    *attrs = out;
}

fn clean_one(attr: Attribute, out: &mut Vec<Attribute>, cfg: &Cfg) {
    let path = attr.path();
    if path.is_ident("doc") || path.is_ident("warn") || path.is_ident("deny") {
        return;
    }
    if path.is_ident("forbid") {
        return;
    }
    // Tool attributes change nothing rustc builds; on a `#[macro_export]` macro anyhow's
    // `#[clippy::format_args]` makes rustc treat the macro as macro-expanded, which no
    // absolute path may name.
    let tool = path.segments.len() > 1
        && path
            .segments
            .first()
            .is_some_and(|first| first.ident == "clippy" || first.ident == "rustfmt");
    if tool {
        return;
    }
    if cfg.drop_allows && (path.is_ident("allow") || path.is_ident("expect")) {
        return;
    }
    if path.is_ident("expect") {
        if let Meta::List(list) = &attr.meta {
            let mut attr = attr.clone();
            let mut list = list.clone();
            list.path = syn::parse_quote!(allow);
            attr.meta = Meta::List(list);
            out.push(attr);
            return;
        }
    }
    if path.is_ident("cfg") {
        if let Meta::List(list) = &attr.meta {
            if let Ok(predicate) = list.parse_args::<Meta>() {
                if eval_cfg(&predicate, cfg) == Truth::True {
                    return;
                }
            }
        }
    }
    if path.is_ident("cfg_attr") {
        if let Meta::List(list) = &attr.meta {
            let parsed = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated);
            if let Ok(parsed) = parsed {
                let mut parts = parsed.into_iter();
                if let Some(predicate) = parts.next() {
                    match eval_cfg(&predicate, cfg) {
                        Truth::False => return,
                        Truth::True => {
                            for meta in parts {
                                let mut inner = attr.clone();
                                inner.meta = meta;
                                clean_one(inner, out, cfg);
                            }
                            return;
                        }
                        Truth::Unknown => {}
                    }
                }
            }
        }
    }
    out.push(attr);
}

/// What to do with one inner attribute (`#![...]`) of a library crate root or module file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum InnerAttr {
    /// Keep it as the module's inner attribute.
    Keep,
    /// Drop it (docs, strictening lint levels).
    Drop,
    /// The whole module is compiled out (`#![cfg(test)]`).
    DropModule,
    /// Not supported inside a module; the string names the attribute.
    Unsupported(String),
}

/// The policy for inner attributes of library files: `doc`, `warn`, `deny`, `forbid` and true
/// `cfg`s are dropped; `allow`, `expect` (as `allow`), undecidable `cfg` and `cfg_attr` kept; a
/// false `cfg` drops the module; `no_std` is dropped; anything else (`feature`, `recursion_limit`, ...)
/// is unsupported, because inside `mod x { ... }` it would be an error or mean something else.
pub(crate) fn inner_attribute_policy(attr: &Attribute, cfg: &Cfg) -> InnerAttr {
    let path = attr.path();
    let name = path
        .get_ident()
        .map_or_else(|| quote::quote!(#path).to_string(), ToString::to_string);
    match name.as_str() {
        "doc" | "warn" | "deny" | "forbid" => InnerAttr::Drop,
        "allow" | "expect" | "cfg_attr" => InnerAttr::Keep,
        // A bundle links std, which has everything `core` has; `extern crate alloc;` is
        // what a no_std crate's `alloc::` paths need, and the loader keeps it.
        "no_std" => InnerAttr::Drop,
        // Only the crate root's say-so matters, and the bundle is not that crate.
        "crate_name" | "crate_type" | "recursion_limit" | "type_length_limit" => InnerAttr::Drop,
        "cfg" => {
            if !is_kept(std::slice::from_ref(attr), cfg) {
                InnerAttr::DropModule
            } else {
                InnerAttr::Keep
            }
        }
        _ => InnerAttr::Unsupported(name),
    }
}

/// The visitor that applies [`is_kept`] to every list of items, impl items, trait items,
/// statements, fields (of structs, struct patterns and expressions), variants, arms and
/// generic parameters, and [`clean_attrs`] to every attribute list.
///
/// With `keep_docs`, the doc comments of types, fields, variants and functions stay: a proc
/// macro may read them (varisat's `DocDefault` takes each field's default from
/// `[default: 0.95]` in its doc), and [`DropDocs`] removes them once the macros have run.
#[derive(Debug)]
pub(crate) struct Strip<'c> {
    /// The crate's cfg context.
    pub cfg: &'c Cfg,
    pub keep_docs: bool,
}

impl Strip<'_> {
    /// [`clean_attrs`], keeping doc comments when `docs_matter` and the walk keeps them.
    fn clean(&self, attrs: &mut Vec<Attribute>, docs_matter: bool) {
        if !(docs_matter && self.keep_docs) {
            return clean_attrs(attrs, self.cfg);
        }
        let mut out = Vec::with_capacity(attrs.len());
        for attr in attrs.drain(..) {
            if is_doc_comment(&attr) {
                out.push(attr);
            } else {
                clean_one(attr, &mut out, self.cfg);
            }
        }
        *attrs = out;
    }
}

/// `#[doc = "text"]`, what `///` is.
fn is_doc_comment(attr: &Attribute) -> bool {
    matches!(&attr.meta, Meta::NameValue(meta) if meta.path.is_ident("doc")
        && matches!(&meta.value, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(_), .. })))
}

macro_rules! clean_nodes {
    ($docs_matter:expr; $($method:ident: $ty:ty,)*) => {
        $(
            fn $method(&mut self, node: &mut $ty) {
                self.clean(&mut node.attrs, $docs_matter);
                visit_mut::$method(self, node);
            }
        )*
    };
}

/// Removes the doc comments [`Strip`] kept for proc macros.
pub(crate) struct DropDocs;

macro_rules! drop_docs {
    ($($method:ident: $ty:ty,)*) => {
        $(
            fn $method(&mut self, node: &mut $ty) {
                node.attrs.retain(|attr| !attr.path().is_ident("doc"));
                visit_mut::$method(self, node);
            }
        )*
    };
}

impl VisitMut for DropDocs {
    drop_docs! {
        visit_item_struct_mut: syn::ItemStruct,
        visit_item_enum_mut: syn::ItemEnum,
        visit_item_union_mut: syn::ItemUnion,
        visit_item_fn_mut: syn::ItemFn,
        visit_impl_item_fn_mut: syn::ImplItemFn,
        visit_field_mut: syn::Field,
        visit_variant_mut: syn::Variant,
    }
}

impl VisitMut for Strip<'_> {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        node.items
            .retain(|item| is_kept(item_attrs(item), self.cfg));
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        self.clean(&mut node.attrs, false);
        if let Some((_, items)) = &mut node.content {
            items.retain(|item| is_kept(item_attrs(item), self.cfg));
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        self.clean(&mut node.attrs, false);
        node.items
            .retain(|item| is_kept(impl_item_attrs(item), self.cfg));
        visit_mut::visit_item_impl_mut(self, node);
    }

    fn visit_item_trait_mut(&mut self, node: &mut syn::ItemTrait) {
        self.clean(&mut node.attrs, false);
        node.items
            .retain(|item| is_kept(trait_item_attrs(item), self.cfg));
        visit_mut::visit_item_trait_mut(self, node);
    }

    fn visit_item_foreign_mod_mut(&mut self, node: &mut syn::ItemForeignMod) {
        self.clean(&mut node.attrs, false);
        // libc's `extern "C"` blocks choose declarations by target with `#[cfg]`.
        node.items.retain(|item| {
            let attrs: &[Attribute] = match item {
                syn::ForeignItem::Fn(item) => &item.attrs,
                syn::ForeignItem::Static(item) => &item.attrs,
                syn::ForeignItem::Type(item) => &item.attrs,
                syn::ForeignItem::Macro(item) => &item.attrs,
                _ => &[],
            };
            is_kept(attrs, self.cfg)
        });
        visit_mut::visit_item_foreign_mod_mut(self, node);
    }

    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        node.stmts
            .retain(|stmt| is_kept(stmt_attrs(stmt), self.cfg));
        visit_mut::visit_block_mut(self, node);
    }

    fn visit_generics_mut(&mut self, node: &mut syn::Generics) {
        // petgraph's `MatrixGraph<N, E, #[cfg(feature = "std")] S = RandomState,
        // #[cfg(not(feature = "std"))] S, ..>`: the inactive parameter goes.
        node.params = retain_punctuated(&node.params, |param| {
            let attrs = match param {
                syn::GenericParam::Type(param) => &param.attrs,
                syn::GenericParam::Lifetime(param) => &param.attrs,
                syn::GenericParam::Const(param) => &param.attrs,
            };
            is_kept(attrs, self.cfg)
        });
        visit_mut::visit_generics_mut(self, node);
    }

    fn visit_fields_named_mut(&mut self, node: &mut syn::FieldsNamed) {
        node.named = retain_punctuated(&node.named, |field| is_kept(&field.attrs, self.cfg));
        visit_mut::visit_fields_named_mut(self, node);
    }

    fn visit_fields_unnamed_mut(&mut self, node: &mut syn::FieldsUnnamed) {
        node.unnamed = retain_punctuated(&node.unnamed, |field| is_kept(&field.attrs, self.cfg));
        visit_mut::visit_fields_unnamed_mut(self, node);
    }

    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        self.clean(&mut node.attrs, false);
        if !node
            .fields
            .iter()
            .all(|field| is_kept(&field.attrs, self.cfg))
        {
            node.fields = retain_punctuated(&node.fields, |field| is_kept(&field.attrs, self.cfg));
            // `S { a, ..rest }`: syn prints no comma of its own before `..`.
            if node.rest.is_some() && !node.fields.empty_or_trailing() {
                node.fields.push_punct(Default::default());
            }
        }
        visit_mut::visit_expr_struct_mut(self, node);
    }

    fn visit_pat_struct_mut(&mut self, node: &mut syn::PatStruct) {
        // proc-macro2's `crate::Literal { #[cfg(wrap_proc_macro)] inner: ..,
        // #[cfg(not(wrap_proc_macro))] inner: literal, .. }`: one field binds `literal` twice
        // unless the inactive one goes.
        self.clean(&mut node.attrs, false);
        node.fields = retain_punctuated(&node.fields, |field| is_kept(&field.attrs, self.cfg));
        visit_mut::visit_pat_struct_mut(self, node);
    }

    fn visit_item_enum_mut(&mut self, node: &mut syn::ItemEnum) {
        self.clean(&mut node.attrs, true);
        node.variants =
            retain_punctuated(&node.variants, |variant| is_kept(&variant.attrs, self.cfg));
        visit_mut::visit_item_enum_mut(self, node);
    }

    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        self.clean(&mut node.attrs, false);
        node.arms.retain(|arm| is_kept(&arm.attrs, self.cfg));
        visit_mut::visit_expr_match_mut(self, node);
    }

    fn visit_macro_mut(&mut self, node: &mut syn::Macro) {
        if node.path.is_ident("cfg") && self.cfg.decided {
            match syn::parse2::<Meta>(node.tokens.clone()).map(|meta| eval_cfg(&meta, self.cfg)) {
                Ok(Truth::True) => node.tokens = quote::quote!(all()),
                Ok(Truth::False) => node.tokens = quote::quote!(any()),
                _ => {}
            }
            return;
        }
        node.tokens = decide_cfgs_in_tokens(std::mem::take(&mut node.tokens), self.cfg);
        visit_mut::visit_macro_mut(self, node);
    }

    fn visit_item_macro_mut(&mut self, node: &mut syn::ItemMacro) {
        self.clean(&mut node.attrs, false);
        // Doc comments inside `macro_rules!` bodies are tokens: drop `#[doc = ...]` /
        // `#![doc = ...]` token sequences, which doc comments in a macro body lex to. Not in
        // the arguments of a call: a matcher like `$(#[$doc:meta] $name:ident,)+` needs them.
        if node.mac.path.is_ident("macro_rules") {
            node.mac.tokens = strip_doc_tokens(std::mem::take(&mut node.mac.tokens));
        }
        visit_mut::visit_item_macro_mut(self, node);
    }

    clean_nodes! { true;
        visit_field_mut: syn::Field,
        visit_impl_item_fn_mut: syn::ImplItemFn,
        visit_item_fn_mut: syn::ItemFn,
        visit_item_struct_mut: syn::ItemStruct,
        visit_item_union_mut: syn::ItemUnion,
        visit_variant_mut: syn::Variant,
    }

    clean_nodes! { false;
        visit_arm_mut: syn::Arm,
        visit_bare_fn_arg_mut: syn::BareFnArg,
        visit_const_param_mut: syn::ConstParam,
        visit_expr_array_mut: syn::ExprArray,
        visit_expr_assign_mut: syn::ExprAssign,
        visit_expr_async_mut: syn::ExprAsync,
        visit_expr_await_mut: syn::ExprAwait,
        visit_expr_binary_mut: syn::ExprBinary,
        visit_expr_block_mut: syn::ExprBlock,
        visit_expr_break_mut: syn::ExprBreak,
        visit_expr_call_mut: syn::ExprCall,
        visit_expr_cast_mut: syn::ExprCast,
        visit_expr_closure_mut: syn::ExprClosure,
        visit_expr_const_mut: syn::ExprConst,
        visit_expr_continue_mut: syn::ExprContinue,
        visit_expr_field_mut: syn::ExprField,
        visit_expr_for_loop_mut: syn::ExprForLoop,
        visit_expr_group_mut: syn::ExprGroup,
        visit_expr_if_mut: syn::ExprIf,
        visit_expr_index_mut: syn::ExprIndex,
        visit_expr_let_mut: syn::ExprLet,
        visit_expr_lit_mut: syn::ExprLit,
        visit_expr_loop_mut: syn::ExprLoop,
        visit_expr_macro_mut: syn::ExprMacro,
        visit_expr_method_call_mut: syn::ExprMethodCall,
        visit_expr_paren_mut: syn::ExprParen,
        visit_expr_path_mut: syn::ExprPath,
        visit_expr_range_mut: syn::ExprRange,
        visit_expr_reference_mut: syn::ExprReference,
        visit_expr_repeat_mut: syn::ExprRepeat,
        visit_expr_return_mut: syn::ExprReturn,
        visit_expr_try_mut: syn::ExprTry,
        visit_expr_tuple_mut: syn::ExprTuple,
        visit_expr_unary_mut: syn::ExprUnary,
        visit_expr_unsafe_mut: syn::ExprUnsafe,
        visit_expr_while_mut: syn::ExprWhile,
        visit_field_pat_mut: syn::FieldPat,
        visit_field_value_mut: syn::FieldValue,
        visit_impl_item_const_mut: syn::ImplItemConst,
        visit_impl_item_macro_mut: syn::ImplItemMacro,
        visit_impl_item_type_mut: syn::ImplItemType,
        visit_item_const_mut: syn::ItemConst,
        visit_item_extern_crate_mut: syn::ItemExternCrate,
        visit_foreign_item_fn_mut: syn::ForeignItemFn,
        visit_foreign_item_static_mut: syn::ForeignItemStatic,
        visit_foreign_item_type_mut: syn::ForeignItemType,
        visit_foreign_item_macro_mut: syn::ForeignItemMacro,
        visit_item_static_mut: syn::ItemStatic,
        visit_item_trait_alias_mut: syn::ItemTraitAlias,
        visit_item_type_mut: syn::ItemType,
        visit_item_use_mut: syn::ItemUse,
        visit_lifetime_param_mut: syn::LifetimeParam,
        visit_local_mut: syn::Local,
        visit_pat_ident_mut: syn::PatIdent,
        visit_pat_or_mut: syn::PatOr,
        visit_pat_paren_mut: syn::PatParen,
        visit_pat_reference_mut: syn::PatReference,
        visit_pat_rest_mut: syn::PatRest,
        visit_pat_slice_mut: syn::PatSlice,
        visit_pat_tuple_mut: syn::PatTuple,
        visit_pat_tuple_struct_mut: syn::PatTupleStruct,
        visit_pat_type_mut: syn::PatType,
        visit_pat_wild_mut: syn::PatWild,
        visit_receiver_mut: syn::Receiver,
        visit_stmt_macro_mut: syn::StmtMacro,
        visit_trait_item_const_mut: syn::TraitItemConst,
        visit_trait_item_fn_mut: syn::TraitItemFn,
        visit_trait_item_macro_mut: syn::TraitItemMacro,
        visit_trait_item_type_mut: syn::TraitItemType,
        visit_type_param_mut: syn::TypeParam,
        visit_variadic_mut: syn::Variadic,
    }
}

/// Replaces every item-position `cfg_if!` (`cfg_if::cfg_if!`) call by the items of the branch
/// its cfgs select, so `mod x;` declarations inside it are followed like any other (hashbrown,
/// libc and many more choose their modules that way). A call whose branches cannot be read or
/// decided stays.
pub(crate) fn expand_cfg_if(items: &mut Vec<syn::Item>, cfg: &Cfg) {
    let mut out = Vec::with_capacity(items.len());
    for mut item in items.drain(..) {
        if let syn::Item::Macro(item_macro) = &item {
            // `cfg_if!`, and std's `cfg_select!` (hashbrown 0.17): the same choice in
            // `PRED => { .. }` arms.
            let name = item_macro
                .mac
                .path
                .segments
                .last()
                .map(|last| last.ident.to_string());
            let is_cfg_if = name.as_deref() == Some("cfg_if");
            let is_cfg_select = name.as_deref() == Some("cfg_select");
            let chosen = if is_cfg_if {
                cfg_if_branch(item_macro.mac.tokens.clone(), cfg)
            } else if is_cfg_select {
                cfg_select_arm(item_macro.mac.tokens.clone(), cfg)
            } else {
                None
            };
            if is_cfg_if || is_cfg_select {
                if let Some(chosen) = chosen {
                    if let Ok(file) = syn::parse2::<syn::File>(chosen) {
                        let mut chosen_items = file.items;
                        expand_cfg_if(&mut chosen_items, cfg);
                        out.extend(chosen_items);
                        continue;
                    }
                }
            }
        }
        if let syn::Item::Mod(syn::ItemMod {
            content: Some((_, inner)),
            ..
        }) = &mut item
        {
            expand_cfg_if(inner, cfg);
        }
        out.push(item);
    }
    *items = out;
}

/// The body `cfg_if!`'s `if #[cfg(P)] { .. } else if .. else { .. }` selects; empty when no
/// branch is true and there is no `else`; `None` when the tokens are not of that form or a
/// predicate is undecided.
fn cfg_if_branch(tokens: TokenStream, cfg: &Cfg) -> Option<TokenStream> {
    use proc_macro2::{Delimiter, TokenTree};
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut at = 0;
    let ident_at =
        |at: usize, name: &str| matches!(trees.get(at), Some(TokenTree::Ident(i)) if i == name);
    let group_at = |at: usize, delimiter: Delimiter| match trees.get(at) {
        Some(TokenTree::Group(group)) if group.delimiter() == delimiter => Some(group.clone()),
        _ => None,
    };
    loop {
        if ident_at(at, "if") {
            let pound =
                matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '#');
            let attr = group_at(at + 2, Delimiter::Bracket)?;
            let body = group_at(at + 3, Delimiter::Brace)?;
            if !pound {
                return None;
            }
            let meta: Meta = syn::parse2(attr.stream()).ok()?;
            let Meta::List(list) = &meta else {
                return None;
            };
            if !list.path.is_ident("cfg") {
                return None;
            }
            let predicate: Meta = list.parse_args().ok()?;
            match eval_cfg(&predicate, cfg) {
                Truth::True => return Some(body.stream()),
                Truth::False => {}
                Truth::Unknown => return None,
            }
            at += 4;
            if at == trees.len() {
                return Some(TokenStream::new());
            }
            if !ident_at(at, "else") {
                return None;
            }
            at += 1;
        } else {
            let body = group_at(at, Delimiter::Brace)?;
            return (at + 1 == trees.len()).then(|| body.stream());
        }
    }
}

/// The body of the first arm of `cfg_select! { PRED => { .. } ... _ => { .. } }` whose
/// predicate holds; empty when none does; `None` when the tokens are not of that form or a
/// predicate before the chosen arm is undecided.
fn cfg_select_arm(tokens: TokenStream, cfg: &Cfg) -> Option<TokenStream> {
    use proc_macro2::{Delimiter, TokenTree};
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut at = 0;
    while at < trees.len() {
        // The predicate: every token up to `=>`.
        let start = at;
        while at + 1 < trees.len()
            && !(matches!(&trees[at], TokenTree::Punct(p) if p.as_char() == '=' && p.spacing() == proc_macro2::Spacing::Joint)
                && matches!(&trees[at + 1], TokenTree::Punct(p) if p.as_char() == '>'))
        {
            at += 1;
        }
        let predicate: TokenStream = trees.get(start..at)?.iter().cloned().collect();
        let body = match trees.get(at + 2) {
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
                group.stream()
            }
            _ => return None,
        };
        at += 3;
        if matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ',') {
            at += 1;
        }
        let is_default = matches!(predicate.clone().into_iter().collect::<Vec<_>>().as_slice(), [TokenTree::Ident(i)] if i == "_");
        if is_default {
            return Some(body);
        }
        let predicate: Meta = syn::parse2(predicate).ok()?;
        match eval_cfg(&predicate, cfg) {
            Truth::True => return Some(body),
            Truth::False => {}
            Truth::Unknown => return None,
        }
    }
    Some(TokenStream::new())
}

/// Decides the `cfg(...)` predicates inside macro tokens (`impl_x!(T, cfg(feature = "std"))`
/// emitting `#[cfg(feature = "std")]`, `cfg!(unix)`): rustc compiles the bundle without the
/// crate's features, so each decided one becomes `cfg(all())` (true) or `cfg(any())` (false).
/// `$`-metavariables and undecided predicates stay, and so does a predicate rustc decides the
/// same way in the bundle (`target_pointer_width = "16"`): a matcher may spell out its tokens
/// (itoa's `#[cfg(target_pointer_width = $width:literal)]`), which `any()` would not match.
fn decide_cfgs_in_tokens(tokens: TokenStream, cfg: &Cfg) -> TokenStream {
    use proc_macro2::{Delimiter, Group, TokenTree};
    if !cfg.decided {
        return tokens;
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut after_cfg = false;
    for tree in trees {
        match tree {
            TokenTree::Ident(ident) => {
                after_cfg = ident == "cfg";
                out.push(TokenTree::Ident(ident));
            }
            TokenTree::Punct(punct) => {
                // `cfg!(...)`: the `!` between keeps the call a cfg call.
                after_cfg = after_cfg && punct.as_char() == '!';
                out.push(TokenTree::Punct(punct));
            }
            TokenTree::Group(group) => {
                let decided = (after_cfg && group.delimiter() == Delimiter::Parenthesis)
                    .then(|| syn::parse2::<Meta>(group.stream()).ok())
                    .flatten()
                    .filter(|predicate| cfg.differs_in_bundle(predicate))
                    .map(|predicate| eval_cfg(&predicate, cfg));
                let stream = match decided {
                    Some(Truth::True) => quote::quote!(all()),
                    Some(Truth::False) => quote::quote!(any()),
                    _ => decide_cfgs_in_tokens(group.stream(), cfg),
                };
                let mut copy = Group::new(group.delimiter(), stream);
                copy.set_span(group.span());
                out.push(TokenTree::Group(copy));
                after_cfg = false;
            }
            literal => {
                after_cfg = false;
                out.push(literal);
            }
        }
    }
    out.into_iter().collect()
}

/// Removes `# [doc ...]` and `# ! [doc ...]` sequences from a token stream, recursively.
fn strip_doc_tokens(tokens: TokenStream) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if let TokenTree::Punct(pound) = &trees[i] {
            if pound.as_char() == '#' {
                let mut j = i + 1;
                if matches!(trees.get(j), Some(TokenTree::Punct(bang)) if bang.as_char() == '!') {
                    j += 1;
                }
                if let Some(TokenTree::Group(group)) = trees.get(j) {
                    // `#[doc = $content:expr]` in a matcher, or `#[doc = $content]` written
                    // by a macro, is part of the macro's syntax, not a doc comment.
                    let metavariable = group
                        .stream()
                        .into_iter()
                        .any(|tree| matches!(tree, TokenTree::Punct(p) if p.as_char() == '$'));
                    let is_doc = group.delimiter() == proc_macro2::Delimiter::Bracket
                        && !metavariable
                        && matches!(
                            group.stream().into_iter().next(),
                            Some(TokenTree::Ident(ident)) if ident == "doc"
                        );
                    if is_doc {
                        i = j + 1;
                        continue;
                    }
                }
            }
        }
        match &trees[i] {
            TokenTree::Group(group) => {
                let stripped = strip_doc_tokens(group.stream());
                // `$(#[doc = concat!(.., stringify!($larger), ..)])+` (time-core) wrote only
                // docs: the whole repetition goes, since `$()+` repeats nothing, an error.
                let emptied = stripped.is_empty() && !group.stream().is_empty();
                let after_dollar =
                    matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '$');
                if emptied
                    && after_dollar
                    && group.delimiter() == proc_macro2::Delimiter::Parenthesis
                {
                    let is_op = |at: usize| matches!(trees.get(at), Some(TokenTree::Punct(p)) if matches!(p.as_char(), '*' | '+' | '?'));
                    let tail = if is_op(i + 1) {
                        Some(1)
                    } else if is_op(i + 2) && !matches!(trees.get(i + 1), Some(TokenTree::Group(_)))
                    {
                        Some(2)
                    } else {
                        None
                    };
                    if let Some(tail) = tail {
                        out.pop();
                        i += 1 + tail;
                        continue;
                    }
                }
                let mut copy = Group::new(group.delimiter(), stripped);
                copy.set_span(group.span());
                out.push(TokenTree::Group(copy));
            }
            other => out.push(other.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// `punctuated` without the elements `keep` rejects.
fn retain_punctuated<T: Clone, P: Default>(
    punctuated: &Punctuated<T, P>,
    keep: impl Fn(&T) -> bool,
) -> Punctuated<T, P> {
    punctuated
        .iter()
        .filter(|value| keep(value))
        .cloned()
        .collect()
}

/// The attributes of an item.
pub(crate) fn item_attrs(item: &syn::Item) -> &[Attribute] {
    use syn::Item;
    match item {
        Item::Const(item) => &item.attrs,
        Item::Enum(item) => &item.attrs,
        Item::ExternCrate(item) => &item.attrs,
        Item::Fn(item) => &item.attrs,
        Item::ForeignMod(item) => &item.attrs,
        Item::Impl(item) => &item.attrs,
        Item::Macro(item) => &item.attrs,
        Item::Mod(item) => &item.attrs,
        Item::Static(item) => &item.attrs,
        Item::Struct(item) => &item.attrs,
        Item::Trait(item) => &item.attrs,
        Item::TraitAlias(item) => &item.attrs,
        Item::Type(item) => &item.attrs,
        Item::Union(item) => &item.attrs,
        Item::Use(item) => &item.attrs,
        _ => &[],
    }
}

/// The attributes of an impl item.
pub(crate) fn impl_item_attrs(item: &syn::ImplItem) -> &[Attribute] {
    use syn::ImplItem;
    match item {
        ImplItem::Const(item) => &item.attrs,
        ImplItem::Fn(item) => &item.attrs,
        ImplItem::Type(item) => &item.attrs,
        ImplItem::Macro(item) => &item.attrs,
        _ => &[],
    }
}

/// The attributes of a trait item.
pub(crate) fn trait_item_attrs(item: &syn::TraitItem) -> &[Attribute] {
    use syn::TraitItem;
    match item {
        TraitItem::Const(item) => &item.attrs,
        TraitItem::Fn(item) => &item.attrs,
        TraitItem::Type(item) => &item.attrs,
        TraitItem::Macro(item) => &item.attrs,
        _ => &[],
    }
}

/// The attributes of a statement. An expression statement's count too: rustc could decide
/// `#[cfg(u64_digit)] self.f();` itself, but not with the cfgs a build script printed, which
/// the bundle's compilation never sees.
fn stmt_attrs(stmt: &syn::Stmt) -> &[Attribute] {
    match stmt {
        syn::Stmt::Local(local) => &local.attrs,
        syn::Stmt::Item(item) => item_attrs(item),
        syn::Stmt::Macro(mac) => &mac.attrs,
        // `#[cfg(feature = "std")] { .. }` in a body: rustc drops an inactive one, and so must
        // the loader, or it follows the crates only that code names (rand_core's
        // `getrandom::Error::from(..)` under `not(feature = "std")`).
        syn::Stmt::Expr(expr, _) => expr_attrs(expr),
    }
}

/// The outer attributes of an expression (where syn puts those of an expression statement).
fn expr_attrs(expr: &syn::Expr) -> &[Attribute] {
    use syn::Expr;
    match expr {
        Expr::Array(e) => &e.attrs,
        Expr::Assign(e) => &e.attrs,
        Expr::Async(e) => &e.attrs,
        Expr::Await(e) => &e.attrs,
        Expr::Binary(e) => &e.attrs,
        Expr::Block(e) => &e.attrs,
        Expr::Break(e) => &e.attrs,
        Expr::Call(e) => &e.attrs,
        Expr::Cast(e) => &e.attrs,
        Expr::Closure(e) => &e.attrs,
        Expr::Const(e) => &e.attrs,
        Expr::Continue(e) => &e.attrs,
        Expr::Field(e) => &e.attrs,
        Expr::ForLoop(e) => &e.attrs,
        Expr::Group(e) => &e.attrs,
        Expr::If(e) => &e.attrs,
        Expr::Index(e) => &e.attrs,
        Expr::Infer(e) => &e.attrs,
        Expr::Let(e) => &e.attrs,
        Expr::Lit(e) => &e.attrs,
        Expr::Loop(e) => &e.attrs,
        Expr::Macro(e) => &e.attrs,
        Expr::Match(e) => &e.attrs,
        Expr::MethodCall(e) => &e.attrs,
        Expr::Paren(e) => &e.attrs,
        Expr::Path(e) => &e.attrs,
        Expr::Range(e) => &e.attrs,
        Expr::Reference(e) => &e.attrs,
        Expr::Repeat(e) => &e.attrs,
        Expr::Return(e) => &e.attrs,
        Expr::Struct(e) => &e.attrs,
        Expr::Try(e) => &e.attrs,
        Expr::TryBlock(e) => &e.attrs,
        Expr::Tuple(e) => &e.attrs,
        Expr::Unary(e) => &e.attrs,
        Expr::Unsafe(e) => &e.attrs,
        Expr::While(e) => &e.attrs,
        Expr::Yield(e) => &e.attrs,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn strip(source: &str) -> String {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        Strip {
            cfg: &Cfg::only_test_known(),
            keep_docs: false,
        }
        .visit_file_mut(&mut file);
        file.to_token_stream().to_string()
    }

    #[test]
    fn doc_comments_stay_for_proc_macros_until_dropped() {
        // varisat's `DocDefault` reads `[default: ..]` from each field's doc.
        let source = "/// The config.\n#[derive(DocDefault)] pub struct C {\n\
                      /// [default: 0.95]\n pub decay: f32,\n\
                      #[doc = include_str!(\"README.md\")] pub other: u8 }\n\
                      /// A function.\n fn f() { /// inner\n let x = 1; }";
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        Strip {
            cfg: &Cfg::only_test_known(),
            keep_docs: true,
        }
        .visit_file_mut(&mut file);
        let kept = file.to_token_stream().to_string();
        assert!(kept.contains("[default: 0.95]"), "{kept}");
        assert!(kept.contains("\" The config.\""), "{kept}");
        assert!(!kept.contains("include_str"), "{kept}");
        assert!(!kept.contains("inner"), "{kept}");
        DropDocs.visit_file_mut(&mut file);
        let dropped = file.to_token_stream().to_string();
        assert!(!dropped.contains("doc"), "{dropped}");
    }

    fn truth(predicate: &str) -> Truth {
        eval_cfg(
            &syn::parse_str(predicate).expect("predicate parses"),
            &Cfg::only_test_known(),
        )
    }

    #[test]
    fn a_crate_context_decides_features_target_and_debug_assertions() {
        let target: BTreeSet<(String, Option<String>)> = [
            ("unix".to_string(), None),
            ("target_os".to_string(), Some("linux".to_string())),
            ("debug_assertions".to_string(), None),
        ]
        .into();
        let features: BTreeSet<String> = ["std".to_string()].into();
        let cfg = Cfg::new(&target, &features, false);
        let truth =
            |predicate: &str| eval_cfg(&syn::parse_str(predicate).expect("predicate parses"), &cfg);
        assert_eq!(truth("feature = \"std\""), Truth::True);
        assert_eq!(truth("feature = \"alloc\""), Truth::False);
        assert_eq!(truth("all(unix, target_os = \"linux\")"), Truth::True);
        assert_eq!(truth("windows"), Truth::False);
        // The judge's flags decide debug_assertions, not the host's default.
        assert_eq!(truth("debug_assertions"), Truth::False);
        assert_eq!(truth("not(test)"), Truth::True);
        let with_asserts = Cfg::new(&target, &features, true);
        assert_eq!(
            eval_cfg(
                &syn::parse_str("debug_assertions").expect("parses"),
                &with_asserts
            ),
            Truth::True
        );
    }

    #[test]
    fn extern_block_declarations_follow_their_cfg() {
        let out = strip(
            "extern \"C\" { #[cfg(test)] fn t(); #[cfg(not(test))] #[doc = \"d\"] fn kept(); \
             #[cfg(any())] static S: u8; }",
        );
        assert_eq!(out, "extern \"C\" { fn kept () ; }");
    }

    #[test]
    fn cfg_predicates_with_test_false() {
        assert_eq!(truth("test"), Truth::False);
        assert_eq!(truth("not(test)"), Truth::True);
        assert_eq!(truth("not(doc)"), Truth::True);
        assert_eq!(truth("all(test, unix)"), Truth::False);
        assert_eq!(truth("any(test, unix)"), Truth::Unknown);
        assert_eq!(truth("any(test, not(test))"), Truth::True);
        assert_eq!(truth("feature = \"x\""), Truth::Unknown);
        assert_eq!(truth("not(unix)"), Truth::Unknown);
    }

    #[test]
    fn drops_test_modules_functions_and_statements() {
        let out = strip(
            "fn keep() {} #[cfg(test)] mod tests { fn t() {} } #[test] fn t() {} \
             fn f() { #[cfg(test)] let x = 1; let y = 2; #[cfg(test)] g(); \
             #[cfg(test)] { h(); } #[cfg(test)] y.m(); } \
             impl S { #[cfg(test)] fn helper() {} fn g() {} } \
             struct P { #[cfg(test)] a: u8, b: u8 } enum E { #[cfg(test)] A, B }",
        );
        assert_eq!(
            out,
            "fn keep () { } fn f () { let y = 2 ; } impl S { fn g () { } } \
             struct P { b : u8 } enum E { B }"
        );
    }

    #[test]
    fn drops_docs_and_strict_lint_levels_keeps_the_rest() {
        let out = strip(
            "/// doc\n#[derive(Debug)] #[inline] #[deny(missing_docs)] #[expect(dead_code)] \
             #[rustfmt::skip] #[clippy::format_args] struct S { /// field doc\n a: u8 }",
        );
        assert_eq!(
            out,
            "# [derive (Debug)] # [inline] # [allow (dead_code)] struct S { a : u8 }"
        );
    }

    #[test]
    fn resolves_cfg_attr_and_true_cfg() {
        let out = strip(
            "#[cfg_attr(test, derive(Debug))] struct A; #[cfg_attr(not(test), derive(Clone))] \
             struct B; #[cfg(not(test))] fn c() {} #[cfg(feature = \"x\")] fn d() {}",
        );
        assert_eq!(
            out,
            "struct A ; # [derive (Clone)] struct B ; fn c () { } \
             # [cfg (feature = \"x\")] fn d () { }"
        );
    }

    #[test]
    fn inactive_expression_statements_go() {
        assert_eq!(
            strip("fn f() -> u8 { #[cfg(test)] { tested::g() } #[cfg(test)] h(); #[cfg(not(test))] { 2 } }"),
            "fn f () -> u8 { { 2 } }"
        );
    }

    #[test]
    fn cfg_if_becomes_the_items_of_its_chosen_branch() {
        let target: BTreeSet<(String, Option<String>)> = [("unix".to_string(), None)].into();
        let cfg = Cfg::new(&target, &BTreeSet::new(), false);
        let mut file: syn::File = syn::parse_str(
            "cfg_if::cfg_if! { if #[cfg(windows)] { mod win; } else if #[cfg(unix)] { \
             mod unix; use unix as imp; } else { mod other; } } \
             mod m { cfg_if! { if #[cfg(windows)] { fn w() {} } } }",
        )
        .expect("parses");
        expand_cfg_if(&mut file.items, &cfg);
        assert_eq!(
            file.to_token_stream().to_string(),
            "mod unix ; use unix as imp ; mod m { }"
        );
    }

    #[test]
    fn cfgs_inside_macro_tokens_are_decided() {
        let features: BTreeSet<String> = ["std".to_string()].into();
        let cfg = Cfg::new(&BTreeSet::new(), &features, false);
        let mut file: syn::File = syn::parse_str(
            "impl_x!(T, cfg(feature = \"std\"), doc = \"x\"); \
             impl_x!(U, cfg(feature = \"alloc\")); fn f() -> bool { cfg!(unix) } \
             macro_rules! m { ($a:meta) => { #[cfg($a)] fn g() {} }; }",
        )
        .expect("parses");
        Strip {
            cfg: &cfg,
            keep_docs: false,
        }
        .visit_file_mut(&mut file);
        assert_eq!(
            file.to_token_stream().to_string(),
            "impl_x ! (T , cfg (all ()) , doc = \"x\") ; \
             impl_x ! (U , cfg (feature = \"alloc\")) ; \
             fn f () -> bool { cfg ! (any ()) } \
             macro_rules ! m { ($ a : meta) => { # [cfg ($ a)] fn g () { } } ; }"
        );
    }

    #[test]
    fn cfgs_rustc_decides_alike_stay_in_macro_tokens() {
        // itoa: `impl_Integer_size!(isize as i16 #[cfg(target_pointer_width = "16")]);` calls a
        // rule matching `#[cfg(target_pointer_width = $width:literal)]`.
        let target: BTreeSet<(String, Option<String>)> =
            [("target_pointer_width".to_string(), Some("64".to_string()))].into();
        let features: BTreeSet<String> = ["std".to_string()].into();
        let cfg = Cfg::new(&target, &features, false);
        let mut file: syn::File = syn::parse_str(
            "m!(isize as i16 #[cfg(target_pointer_width = \"16\")]); \
             m!(usize as u64 #[cfg(target_pointer_width = \"64\")]); \
             m!(#[cfg(all(feature = \"std\", target_pointer_width = \"64\"))]);",
        )
        .expect("parses");
        Strip {
            cfg: &cfg,
            keep_docs: false,
        }
        .visit_file_mut(&mut file);
        assert_eq!(
            file.to_token_stream().to_string(),
            "m ! (isize as i16 # [cfg (target_pointer_width = \"16\")]) ; \
             m ! (usize as u64 # [cfg (target_pointer_width = \"64\")]) ; \
             m ! (# [cfg (all ())]) ;"
        );
    }

    #[test]
    fn inactive_generic_parameters_go() {
        let features: BTreeSet<String> = ["std".to_string()].into();
        let cfg = Cfg::new(&BTreeSet::new(), &features, false);
        let mut file: syn::File = syn::parse_str(
            "struct G<N, #[cfg(feature = \"std\")] S = R, #[cfg(not(feature = \"std\"))] S, \
             Ty = D> { n: N, s: S, t: Ty }",
        )
        .expect("parses");
        Strip {
            cfg: &cfg,
            keep_docs: false,
        }
        .visit_file_mut(&mut file);
        assert_eq!(
            file.to_token_stream().to_string(),
            "struct G < N , S = R , Ty = D > { n : N , s : S , t : Ty }"
        );
    }

    #[test]
    fn inactive_fields_of_struct_patterns_and_expressions_go() {
        let cfg = Cfg::new(&BTreeSet::new(), &BTreeSet::new(), false);
        let mut file: syn::File = syn::parse_str(
            "fn f(l: L) -> L { match l { L { #[cfg(wrap)] inner: W(x), \
             #[cfg(not(wrap))] inner: x, .. } => L { #[cfg(wrap)] inner: W(x), \
             #[cfg(not(wrap))] inner: x } } } \
             fn g(s: S) -> S { S { #[cfg(wrap)] a: 1, b: 2, ..s } }",
        )
        .expect("parses");
        Strip {
            cfg: &cfg,
            keep_docs: false,
        }
        .visit_file_mut(&mut file);
        assert_eq!(
            file.to_token_stream().to_string(),
            "fn f (l : L) -> L { match l { L { inner : x , .. } => L { inner : x } } } \
             fn g (s : S) -> S { S { b : 2 , .. s } }"
        );
    }

    #[test]
    fn drops_docs_inside_macro_rules() {
        let out = strip("macro_rules! m { (/// doc\n $x:expr) => { $x }; }");
        assert_eq!(out, "macro_rules ! m { ($ x : expr) => { $ x } ; }");
        // A repetition that writes only docs goes with them.
        let out = strip(
            "macro_rules! m { ($($l:ident)+) => { $(#[doc = concat!(stringify!($l))])+ \
             $(#[doc = stringify!($l)])|* fn f() {} }; }",
        );
        assert_eq!(
            out,
            "macro_rules ! m { ($ ($ l : ident) +) => { fn f () { } } ; }"
        );
    }

    #[test]
    fn inner_attribute_policy_cases() {
        let policy = |source: &str| {
            let file: syn::File = syn::parse_str(source).expect("parses");
            file.attrs
                .iter()
                .map(|attr| inner_attribute_policy(attr, &Cfg::only_test_known()))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            policy("#![doc = \"x\"] #![warn(missing_docs)] #![allow(clippy::x)] #![cfg(test)]"),
            [
                InnerAttr::Drop,
                InnerAttr::Drop,
                InnerAttr::Keep,
                InnerAttr::DropModule
            ]
        );
        assert_eq!(
            policy("#![no_std] #![crate_name = \"x\"] #![feature(test)]"),
            [
                InnerAttr::Drop,
                InnerAttr::Drop,
                InnerAttr::Unsupported("feature".to_string())
            ]
        );
    }
}
