//! Bodies of third-party functions the program never runs, found by compiling the draft once to
//! LLVM IR: run by dead-code removal after rustc's dead-code warnings are exhausted, or, when
//! that compile began beside its first round ([`Ahead`]), in the first later draft that compiles
//! and that the rounds have cut by a tenth.
//!
//! rustc's dead-code lint keeps every method of a trait impl whose trait is live, and with it
//! everything those bodies name: num-bigint's 224 `Add` impls (one per primitive operand and
//! reference form), num-traits' `Float` and `Num` for `f32` and `f64`, im-rc's tree code behind
//! `Debug`. Whether a function can run is exactly what rustc's monomorphization collector
//! decides when it generates code: starting from `main`, it instantiates every function a
//! reached body calls, every method of a vtable that is built, every function whose address is
//! taken, every `Drop` of a value dropped. So every eligible function of a third-party crate
//! gets a call to a marker function of its own as its first statement, the instrumented draft
//! is compiled once with `--emit=llvm-ir -C opt-level=0` (no inlining, so a reached marker is
//! defined in the IR), and a function whose marker is not defined never runs, for any input.
//! Its body becomes `unreachable!()` and its parameters `_`: its signature, and so everything
//! type checking needs, stays; what only such bodies named is then dead to rustc's lint too.
//!
//! Not touched: `const fn`s (rustc evaluates them at compile time, where no marker shows), `async`
//! and `extern` functions, functions returning `impl Trait` (`!` does not implement the trait),
//! functions inside other functions' bodies or in `macro_rules!` bodies, and the user's own
//! crates (their code stays as they wrote it). A draft that cannot be compiled to IR here
//! (crates a judge provides, given as rmeta files only) is left as it is.
//!
//! When the first draft is far over the judge's limit (so this pass will surely run) and the
//! machine has a second core, that compile starts beside dead-code removal's first rounds, on
//! the first draft ([`Ahead`]): the functions that run are the same in every draft of one
//! program, and a later draft's are matched to the first's by place. num-bigint's 1.3 s
//! compile of an 805 KB draft then costs nothing on the way, and the stubs come early enough
//! that dead-code removal's later rounds check a draft a half or a third the size.
//!
//! The stubs leave much of the libraries named by nothing reachable, which rustc would call
//! dead a re-export or an impl deeper each round: it goes in the check that drops the
//! never-run methods, by the first draft's reachability rules
//! ([`crate::bundle::reach::prune_draft`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use quote::{format_ident, ToTokens};
use syn::{Block, FnArg, ImplItem, Item, Pat, ReturnType, Signature, TraitItem};

use super::settings::Settings;
use crate::bundle::draft::{third_party_items_mut, Diagnostic, Scratch};
use crate::cache;
use crate::error::Error;

/// The prefix of the markers' names; the marker of function `n` is `{MARKER}{n}_` (the
/// trailing `_` ends the number in the mangled name, where a length and a hash follow).
const MARKER: &str = "__judgepack_ran_";

/// What [`stub_unrun_bodies`] did: how many bodies it replaced, and the numbers of the
/// functions the program can run (in [`for_each_body`]'s order over the draft it was given).
pub(crate) struct Stubbed {
    pub(crate) count: usize,
    pub(crate) ran: BTreeSet<usize>,
    /// rustc's diagnostics of the stubbed draft exactly, when the last step that changed it
    /// was a check's: the next round need not check it again.
    pub(crate) checked: Option<Vec<Diagnostic>>,
}

/// Replaces the bodies of the third-party functions the program never runs (module docs);
/// `None` when the draft could not be compiled to IR.
/// `ahead`: the compile [`Ahead::start`] began on an earlier draft of the same program, which
/// spares this one its own when it tells every function of `file`. `before_checks` edits the
/// stubbed draft before rustc checks it (the caller's own change, which would otherwise cost
/// a check of its own). `libraries`: the draft's library modules, whose items nothing
/// reachable names any more go with the never-run methods ([`drop_unrun_methods`]).
pub(crate) fn stub_unrun_bodies(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    libraries: Option<&BTreeSet<String>>,
    scratch: &Scratch,
    edition: &str,
    ahead: Option<Ahead>,
    before_checks: &mut dyn FnMut(&mut syn::File),
) -> Result<Option<Stubbed>, Error> {
    let known = ahead.and_then(|ahead| ahead.ran_in(file, third_party));
    crate::bundle::notes::debug_note(&format!(
        "what the program runs is known from the earlier compile: {}",
        known.is_some()
    ));
    let Some(ran) = functions_run(file, third_party, scratch, edition, known)? else {
        return Ok(None);
    };
    let mut stubbed = 0;
    for_each_body(file, third_party, &mut |index, signature, block| {
        if ran.contains(&index) || is_stub(block) {
            return;
        }
        stub(signature, block);
        stubbed += 1;
    });
    drop_inline_of_stubs(file, third_party);
    before_checks(file);
    // A stub that overrides a provided method is not needed at all: the trait's default
    // stands in, and never runs either. A trait is known by its name only, so a draft where
    // that name meant another trait (std's, say) would miss a required method: rustc says.
    // The never-run methods usually go as well: they are tried on that draft first, and its
    // overrides alone only when no draft with both compiled.
    let mut lean = file.clone();
    let checked = if drop_provided_overrides(&mut lean, third_party) == 0 {
        drop_unrun_methods(file, third_party, libraries, scratch, edition)?
    } else if let Some(checked) =
        drop_unrun_methods(&mut lean, third_party, libraries, scratch, edition)?
    {
        *file = lean;
        Some(checked)
    } else {
        let mut lean = file.clone();
        drop_provided_overrides(&mut lean, third_party);
        if scratch.compiles(&lean, edition)? {
            *file = lean;
        }
        drop_unrun_methods(file, third_party, libraries, scratch, edition)?
    };
    Ok(Some(Stubbed {
        count: stubbed,
        ran,
        checked,
    }))
}

/// The numbers of the third-party functions of `file` the program can run ([`for_each_body`]'s
/// order), from one compile to LLVM IR; `None` when the draft could not be compiled to IR.
/// What [`stub_unrun_bodies`] decided for a program holds for another program on the same
/// libraries whose functions run are among the first's: [`crate::bundle::shrink::replay`]
/// asks this of the draft [`stub_unrun_bodies`] was given.
/// `known`: the answer found otherwise ([`Ahead`]), kept in the cache as this draft's, where
/// the next run's answer replay asks for it.
pub(crate) fn functions_run(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    scratch: &Scratch,
    edition: &str,
    known: Option<BTreeSet<usize>>,
) -> Result<Option<BTreeSet<usize>>, Error> {
    Ok(start_functions_run(file, third_party, scratch, edition, known)?.finish(scratch, false))
}

/// `file` printed with a marker call first in every eligible body ([`for_each_body`]'s
/// numbers) and the markers defined; `None` when there is no such body. The markers go
/// into `file` and out again (a copy of a megabyte's tree would cost more than both).
fn instrumented(file: &mut syn::File, third_party: &BTreeSet<String>) -> Option<String> {
    let mut count = 0usize;
    for_each_body(file, third_party, &mut |index, _, block| {
        let marker = format_ident!("{MARKER}{index}_");
        block.stmts.insert(0, syn::parse_quote!(crate::#marker();));
        count = index + 1;
    });
    if count == 0 {
        return None;
    }
    let items = file.items.len();
    for index in 0..count {
        let marker = format_ident!("{MARKER}{index}_");
        file.items.push(syn::parse_quote! {
            #[inline(never)]
            fn #marker() {}
        });
    }
    let text = prettyplease::unparse(file);
    file.items.truncate(items);
    for_each_body(file, third_party, &mut |_, _, block| {
        block.stmts.remove(0);
    });
    Some(text)
}

/// The compile to LLVM IR that [`stub_unrun_bodies`] needs, begun beside dead-code removal on
/// its first draft, which is still the whole program: dead-code removal takes out only what
/// never runs, so the functions that run there are the ones that run in every later draft.
/// A later draft's functions are matched to the first's by where they stand and what they
/// are (the modules, the `impl` or `trait` header, the signature); a function matching none
/// or several is not told, and [`stub_unrun_bodies`] then compiles its own draft. Dropping
/// it stops rustc and removes its directory.
pub(crate) struct Ahead {
    scratch: Scratch,
    child: Option<(std::process::Child, std::path::PathBuf)>,
    /// Each numbered body's place, in number order.
    places: Vec<String>,
}

impl Ahead {
    /// Starts rustc on `file` instrumented; `None` when code cannot be made here, the file
    /// has no eligible body, or rustc does not start.
    pub(crate) fn start(
        file: &mut syn::File,
        third_party: &BTreeSet<String>,
        label: &str,
        rustc_args: &[String],
        edition: &str,
        debug_assertions: bool,
    ) -> Option<Ahead> {
        let scratch = Scratch::new(label)
            .ok()?
            .with_args(rustc_args)
            .with_debug_assertions(debug_assertions);
        let text = instrumented(file, third_party)?;
        let child = scratch.start_llvm_ir(&text, edition).ok()??;
        Some(Ahead {
            scratch,
            child: Some(child),
            places: places(file, third_party),
        })
    }

    /// The numbers ([`for_each_body`]'s) of `file`'s functions that ran in the first draft,
    /// once rustc is done; `None` when it failed or a function of `file` is not told.
    fn ran_in(
        mut self,
        file: &mut syn::File,
        third_party: &BTreeSet<String>,
    ) -> Option<BTreeSet<usize>> {
        let (child, ir) = self.child.take()?;
        let ir = self.scratch.finish_llvm_ir(child, &ir, false)?;
        let ran = defined_markers(&ir);
        let mut told: BTreeMap<&str, Option<bool>> = BTreeMap::new();
        for (index, place) in self.places.iter().enumerate() {
            let ran_here = ran.contains(&index);
            told.entry(place)
                .and_modify(|known| *known = None)
                .or_insert(Some(ran_here));
        }
        let mut out = BTreeSet::new();
        for (index, place) in places(file, third_party).iter().enumerate() {
            if told.get(place.as_str()).copied().flatten()? {
                out.insert(index);
            }
        }
        Some(out)
    }
}

impl Drop for Ahead {
    fn drop(&mut self) {
        if let Some((child, ir)) = self.child.take() {
            self.scratch.finish_llvm_ir(child, &ir, true);
        }
    }
}

/// `node`'s tokens as text, without the trailing commas a printing may add or drop (before a
/// closing delimiter, a `>`, the `{ }` after a `where` clause, or the end).
fn tokens(node: &dyn ToTokens) -> String {
    fn without_trailing_commas(stream: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
        let tokens: Vec<proc_macro2::TokenTree> = stream.into_iter().collect();
        let mut out = proc_macro2::TokenStream::new();
        for (at, token) in tokens.iter().enumerate() {
            let closes = match tokens.get(at + 1) {
                None => true,
                Some(proc_macro2::TokenTree::Punct(next)) => next.as_char() == '>',
                Some(proc_macro2::TokenTree::Group(next)) => {
                    next.delimiter() == proc_macro2::Delimiter::Brace
                }
                Some(_) => false,
            };
            match token {
                proc_macro2::TokenTree::Punct(comma) if comma.as_char() == ',' && closes => {}
                proc_macro2::TokenTree::Group(group) => {
                    let inner = without_trailing_commas(group.stream());
                    out.extend([proc_macro2::TokenTree::Group(proc_macro2::Group::new(
                        group.delimiter(),
                        inner,
                    ))]);
                }
                token => out.extend([token.clone()]),
            }
        }
        out
    }
    without_trailing_commas(node.to_token_stream()).to_string()
}

/// Where each eligible body stands ([`for_each_body`]'s order): its modules, the header of
/// its `impl` or `trait` (generics and `where` clause included), and its signature.
fn places(file: &mut syn::File, third_party: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut next = 0;
    for item in &mut file.items {
        if let Item::Mod(module) = item {
            if third_party.contains(&module.ident.to_string()) {
                let path = module.ident.to_string();
                if let Some((_, items)) = &mut module.content {
                    walk(
                        items,
                        Some(&path),
                        &mut next,
                        &mut |_, place, signature, _| {
                            out.push(format!("{place} | {}", tokens(signature)));
                        },
                    );
                }
            }
        }
    }
    out
}

/// Removes `#[inline]` (any form) from the third-party functions whose bodies are stubs:
/// a hint about code that never runs changes nothing, and num-bigint and num-traits put it on
/// hundreds of them (9 bytes each in a compact file).
fn drop_inline_of_stubs(file: &mut syn::File, third_party: &BTreeSet<String>) {
    struct Strip;
    impl syn::visit_mut::VisitMut for Strip {
        fn visit_item_fn_mut(&mut self, node: &mut syn::ItemFn) {
            if is_stub(&node.block) {
                node.attrs.retain(|attr| !attr.path().is_ident("inline"));
            }
        }
        fn visit_impl_item_fn_mut(&mut self, node: &mut syn::ImplItemFn) {
            if is_stub(&node.block) {
                node.attrs.retain(|attr| !attr.path().is_ident("inline"));
            }
        }
        fn visit_trait_item_fn_mut(&mut self, node: &mut syn::TraitItemFn) {
            if node.default.as_ref().is_some_and(is_stub) {
                node.attrs.retain(|attr| !attr.path().is_ident("inline"));
            }
        }
    }
    for items in third_party_items_mut(file, third_party) {
        for item in items {
            syn::visit_mut::VisitMut::visit_item_mut(&mut Strip, item);
        }
    }
}

/// At most this many rustc checks for [`drop_unrun_methods`].
const METHOD_CHECKS: usize = 3;

/// Removes every method of a third-party trait that never runs for any type, from the trait
/// and from all its impls: num-traits' `Float` has 60 methods for `f32` and `f64` that a
/// program using `BigUint` never calls, each a stub still. A method is taken out when the
/// trait's default (if any) and every impl's body are stubs: a call that could run would have
/// reached one of them. Likewise the stubbed inherent methods of third-party types that
/// rustc's lint keeps (`BigInt::from_bytes_be`, `pub` and re-exported), by type and name.
/// The calls that no marker shows (in a `const fn`, a function returning `impl Trait`, a
/// function inside a body, the user's own code, a macro the draft could not expand) are
/// found by rustc: a method its errors name comes back, with every method the statements of
/// those errors call (rustc reads no further in an expression than its first error), at most
/// [`METHOD_CHECKS`] checks,
/// else everything stays. Returns rustc's diagnostics of the draft without them, once one
/// compiles; `None` when there were none to take out or no such draft compiled (`file` is
/// then as it was, and no check said it compiles).
fn drop_unrun_methods(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    libraries: Option<&BTreeSet<String>>,
    scratch: &Scratch,
    edition: &str,
) -> Result<Option<Vec<Diagnostic>>, Error> {
    let mut candidates = unrun_methods(file, third_party);
    for _ in 0..METHOD_CHECKS {
        if candidates.is_empty() {
            return Ok(None);
        }
        let mut lean = file.clone();
        remove_methods(&mut lean.items, &candidates);
        // The stubs left much of the libraries named by nothing reachable: rustc would call
        // it dead a round at a time, one re-export or impl deeper each round. An error of
        // the pruning names no method that went, and ends the search with the stubbed draft.
        if let Some(libraries) = libraries {
            crate::bundle::reach::prune_draft(&mut lean, libraries);
        }
        let text = prettyplease::unparse(&lean);
        let diagnostics = scratch.check(&text, edition)?;
        let errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
        if errors.is_empty() {
            *file = lean;
            return Ok(Some(diagnostics));
        }
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
            eprintln!(
                "judgepack: note: {} never-run methods out: {messages:?}",
                candidates.len()
            );
        }
        // Every error must name a method that went, else nothing says what to bring back.
        let mut named = BTreeSet::new();
        for error in &errors {
            let words = error.words();
            let hits: Vec<String> = candidates
                .iter()
                .filter(|(_, method)| words.contains(method.as_str()))
                .map(|(_, method)| method.clone())
                .collect();
            if hits.is_empty() {
                return Ok(None);
            }
            named.extend(hits);
        }
        // rustc stops reading an expression at its first error: a call in the same statement
        // of another method that went (`self.iter().for_each(|b| b.drop())`) is named only by
        // the next check. Every method the statement of an error calls comes back with it.
        if let Ok(printed) = syn::parse_file(&text) {
            let lines: Vec<usize> = errors
                .iter()
                .filter_map(|error| error.primary.first().map(|(start, _)| start.line))
                .collect();
            let called = called_in_statements_at(&printed, &lines);
            named.extend(
                candidates
                    .iter()
                    .filter(|(_, method)| called.contains(method))
                    .map(|(_, method)| method.clone()),
            );
        }
        candidates.retain(|(_, method)| !named.contains(method));
    }
    Ok(None)
}

/// The names of the methods and functions called in the statements of `file` at `lines`: for
/// each line, the shortest statement that holds it (the outermost of those on as many lines),
/// where an error's expression stands whole.
fn called_in_statements_at(file: &syn::File, lines: &[usize]) -> BTreeSet<String> {
    use syn::spanned::Spanned;
    use syn::visit::Visit;
    #[derive(Default)]
    struct Calls(BTreeSet<String>);
    impl<'ast> Visit<'ast> for Calls {
        fn visit_expr_method_call(&mut self, node: &'ast syn::ExprMethodCall) {
            self.0.insert(node.method.to_string());
            syn::visit::visit_expr_method_call(self, node);
        }
        fn visit_expr_call(&mut self, node: &'ast syn::ExprCall) {
            if let syn::Expr::Path(path) = &*node.func {
                if let Some(last) = path.path.segments.last() {
                    self.0.insert(last.ident.to_string());
                }
            }
            syn::visit::visit_expr_call(self, node);
        }
    }
    /// For each line, the statement found so far: (lines it spans, where it starts, it).
    struct Statements<'ast, 'a> {
        lines: &'a [usize],
        shortest: BTreeMap<usize, (usize, (usize, usize), &'ast syn::Stmt)>,
    }
    impl<'ast> Visit<'ast> for Statements<'ast, '_> {
        fn visit_stmt(&mut self, node: &'ast syn::Stmt) {
            let span = node.span();
            let (start, end) = (span.start(), span.end());
            let key = (end.line - start.line, (start.line, start.column));
            for &line in self.lines {
                if (start.line..=end.line).contains(&line) {
                    let better = self
                        .shortest
                        .get(&line)
                        .map_or(true, |(lines, at, _)| key < (*lines, *at));
                    if better {
                        self.shortest.insert(line, (key.0, key.1, node));
                    }
                }
            }
            syn::visit::visit_stmt(self, node);
        }
    }
    let mut statements = Statements {
        lines,
        shortest: BTreeMap::new(),
    };
    statements.visit_file(file);
    let mut calls = Calls::default();
    for (_, _, stmt) in statements.shortest.values() {
        calls.visit_stmt(stmt);
    }
    calls.0
}

/// The (trait, method) pairs [`drop_unrun_methods`] may take out: traits the third-party crates
/// define, each name once in the file; methods whose default and every impl's body are stubs.
fn unrun_methods(file: &syn::File, third_party: &BTreeSet<String>) -> BTreeSet<(String, String)> {
    // (trait, method) pairs some impl gives a body that runs; (`<Type>`, method) for
    // inherent methods, where the user's own count as running.
    let mut ran = BTreeSet::new();
    // (`<Type>`, method) pairs of third-party inherent methods that are stubs.
    let mut inherent = BTreeSet::new();
    for_each_item(file, third_party, &mut |item, in_third_party| {
        let Item::Impl(item_impl) = item else {
            return;
        };
        let Some(name) = impl_key(item_impl) else {
            return;
        };
        let is_inherent = item_impl.trait_.is_none();
        for item in &item_impl.items {
            if let ImplItem::Fn(method) = item {
                let pair = (name.clone(), method.sig.ident.to_string());
                if !is_stub(&method.block) || (is_inherent && !in_third_party) {
                    ran.insert(pair);
                } else if is_inherent {
                    inherent.insert(pair);
                }
            }
        }
    });
    // An inherent method goes when every inherent method of that name, for every type of
    // that name, is a stub (rustc's lint keeps some: an impl's `pub` ones reachable through
    // a `pub use`, among others).
    let mut out: BTreeSet<(String, String)> = inherent
        .into_iter()
        .filter(|pair| !ran.contains(pair))
        .collect();
    for (name, defined) in defined_traits(file, third_party) {
        let Some((true, item_trait)) = defined else {
            continue;
        };
        for item in &item_trait.items {
            if let TraitItem::Fn(method) = item {
                let pair = (name.clone(), method.sig.ident.to_string());
                if method.default.as_ref().map_or(true, is_stub) && !ran.contains(&pair) {
                    out.insert(pair);
                }
            }
        }
    }
    out
}

/// Calls `visit` with every item of the file, modules' items included, and whether it lies
/// in a third-party crate's module.
fn for_each_item<'a>(
    file: &'a syn::File,
    third_party: &BTreeSet<String>,
    visit: &mut dyn FnMut(&'a Item, bool),
) {
    fn walk<'a>(items: &'a [Item], in_third_party: bool, visit: &mut dyn FnMut(&'a Item, bool)) {
        for item in items {
            visit(item, in_third_party);
            if let Item::Mod(module) = item {
                if let Some((_, inner)) = &module.content {
                    walk(inner, in_third_party, visit);
                }
            }
        }
    }
    for item in &file.items {
        let in_third_party =
            matches!(item, Item::Mod(module) if third_party.contains(&module.ident.to_string()));
        walk(std::slice::from_ref(item), in_third_party, visit);
    }
}

/// The traits the file defines, by name: the definition and whether a third-party crate
/// holds it; `None` for a name defined twice (a trait is known by its name only).
fn defined_traits<'a>(
    file: &'a syn::File,
    third_party: &BTreeSet<String>,
) -> BTreeMap<String, Option<(bool, &'a syn::ItemTrait)>> {
    let mut traits = BTreeMap::new();
    for_each_item(file, third_party, &mut |item, in_third_party| {
        if let Item::Trait(item_trait) = item {
            traits
                .entry(item_trait.ident.to_string())
                .and_modify(|known| *known = None)
                .or_insert(Some((in_third_party, item_trait)));
        }
    });
    traits
}

/// How [`unrun_methods`] names an impl's methods: by the trait's name (`Float`), or for an
/// inherent impl by its type's, in angle brackets (`<BigInt>`).
fn impl_key(item_impl: &syn::ItemImpl) -> Option<String> {
    match &item_impl.trait_ {
        Some((_, path, _)) => path.segments.last().map(|s| s.ident.to_string()),
        None => match &*item_impl.self_ty {
            syn::Type::Path(path) => path.path.segments.last().map(|s| format!("<{}>", s.ident)),
            _ => None,
        },
    }
}

/// Takes the `methods` ((trait, method) pairs) out of their traits and those traits' impls.
fn remove_methods(items: &mut [Item], methods: &BTreeSet<(String, String)>) {
    let goes =
        |key: &str, method: &syn::Ident| methods.contains(&(key.to_string(), method.to_string()));
    retain_impl_methods(items, &mut |key, method| !goes(key, &method.sig.ident));
    for_each_item_mut(items, &mut |item| {
        if let Item::Trait(item_trait) = item {
            let name = item_trait.ident.to_string();
            item_trait.items.retain(|item| match item {
                TraitItem::Fn(method) => !goes(&name, &method.sig.ident),
                _ => true,
            });
        }
    });
}

/// Keeps the methods of the impls among `items` (modules' included) for which `keep`, given
/// the impl's [`impl_key`] and the method, says so; returns how many went.
fn retain_impl_methods(
    items: &mut [Item],
    keep: &mut dyn FnMut(&str, &syn::ImplItemFn) -> bool,
) -> usize {
    let mut dropped = 0;
    for_each_item_mut(items, &mut |item| {
        let Item::Impl(item_impl) = item else {
            return;
        };
        let Some(key) = impl_key(item_impl) else {
            return;
        };
        let before = item_impl.items.len();
        item_impl.items.retain(|item| match item {
            ImplItem::Fn(method) => keep(&key, method),
            _ => true,
        });
        dropped += before - item_impl.items.len();
    });
    dropped
}

/// Calls `visit` with every item among `items`, modules' items included.
fn for_each_item_mut(items: &mut [Item], visit: &mut dyn FnMut(&mut Item)) {
    for item in items {
        visit(item);
        if let Item::Mod(module) = item {
            if let Some((_, inner)) = &mut module.content {
                for_each_item_mut(inner, visit);
            }
        }
    }
}

/// Removes from third-party trait impls the stubbed methods their trait provides by default;
/// returns how many went. Only traits the draft defines, each name once, are known.
fn drop_provided_overrides(file: &mut syn::File, third_party: &BTreeSet<String>) -> usize {
    let provided: BTreeMap<String, Option<BTreeSet<String>>> = defined_traits(file, third_party)
        .into_iter()
        .map(|(name, defined)| {
            let methods = defined.map(|(_, item_trait)| {
                item_trait
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        TraitItem::Fn(method) if method.default.is_some() => {
                            Some(method.sig.ident.to_string())
                        }
                        _ => None,
                    })
                    .collect()
            });
            (name, methods)
        })
        .collect();
    let mut dropped = 0;
    for items in third_party_items_mut(file, third_party) {
        dropped += retain_impl_methods(items, &mut |key, method| {
            let defaults = provided.get(key).and_then(Option::as_ref);
            !(is_stub(&method.block)
                && defaults.is_some_and(|d| d.contains(&method.sig.ident.to_string())))
        });
    }
    dropped
}

/// [`functions_run`] begun and not waited for, so that the caller's next rustc run goes on
/// beside it: its answer from the cache, or rustc compiling the instrumented draft.
pub(crate) enum Running {
    /// `None`: the draft cannot be compiled to IR here.
    Known(Option<BTreeSet<usize>>),
    Compiling {
        child: std::process::Child,
        ir: std::path::PathBuf,
        key: Option<String>,
    },
}

/// Starts [`functions_run`] on `file`: its answer from the cache (`crate::cache`) when this
/// rustc has compiled the same instrumented text before, else `known` (kept in the cache as
/// this text's), else a compile.
pub(crate) fn start_functions_run(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    scratch: &Scratch,
    edition: &str,
    known: Option<BTreeSet<usize>>,
) -> Result<Running, Error> {
    let Some(source) = instrumented(file, third_party) else {
        return Ok(Running::Known(Some(BTreeSet::new())));
    };
    if !scratch.generates_code() {
        return Ok(Running::Known(None));
    }
    let key = ran_key(&source, edition);
    if let Some(ran) = key.as_deref().and_then(cached_ran) {
        return Ok(Running::Known(Some(ran)));
    }
    if let Some(ran) = known {
        store_ran(key.as_deref(), &ran);
        return Ok(Running::Known(Some(ran)));
    }
    Ok(match scratch.start_llvm_ir(&source, edition)? {
        Some((child, ir)) => Running::Compiling { child, ir, key },
        None => Running::Known(None),
    })
}

impl Running {
    /// What [`functions_run`] would have returned, once rustc is done; with `kill`, rustc is
    /// stopped instead (the caller no longer needs the answer) and the answer is `None`.
    pub(crate) fn finish(self, scratch: &Scratch, kill: bool) -> Option<BTreeSet<usize>> {
        match self {
            Running::Known(ran) => ran.filter(|_| !kill),
            Running::Compiling { child, ir, key } => {
                let ran = defined_markers(&scratch.finish_llvm_ir(child, &ir, kill)?);
                store_ran(key.as_deref(), &ran);
                Some(ran)
            }
        }
    }
}

/// The cache key of what the instrumented draft `source` runs.
fn ran_key(source: &str, edition: &str) -> Option<String> {
    cache::rustc_version_in(Path::new("."))
        .map(|version| format!("{version}--edition {edition} --emit=llvm-ir\n{source}"))
}

fn cached_ran(key: &str) -> Option<BTreeSet<usize>> {
    let path = cache::lookup(cache::Kind::Ran, key)?;
    let numbers = std::fs::read_to_string(path).ok()?;
    Some(
        numbers
            .split_whitespace()
            .filter_map(|n| n.parse().ok())
            .collect(),
    )
}

fn store_ran(key: Option<&str>, ran: &BTreeSet<usize>) {
    if let Some(key) = key {
        let numbers: Vec<String> = ran.iter().map(usize::to_string).collect();
        cache::store(cache::Kind::Ran, key, |path| {
            std::fs::write(path, numbers.join(" "))
        });
    }
}

/// The numbers of the markers the IR defines (`define ... @..__judgepack_ran_12_..`).
fn defined_markers(ir: &str) -> BTreeSet<usize> {
    ir.lines()
        .filter(|line| line.starts_with("define "))
        .filter_map(|line| {
            let at = line.find(MARKER)? + MARKER.len();
            let digits: String = line[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            line[at + digits.len()..]
                .starts_with('_')
                .then(|| digits.parse().ok())
                .flatten()
        })
        .collect()
}

/// Calls `visit` with a number, the signature and the body of every eligible function of the
/// third-party crates (module docs), numbered in the order of the file, the same on every
/// call for the same file.
fn for_each_body(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    visit: &mut dyn FnMut(usize, &mut Signature, &mut Block),
) {
    let mut next = 0;
    for items in third_party_items_mut(file, third_party) {
        walk(items, None, &mut next, &mut |index, _, signature, block| {
            visit(index, signature, block)
        });
    }
}

/// What [`for_each_body`] and [`places`] share: the eligible bodies of `items` in order, each
/// with its place when `path` (the modules down to `items`) is given, else an empty one.
fn walk(
    items: &mut [Item],
    path: Option<&str>,
    next: &mut usize,
    visit: &mut dyn FnMut(usize, &str, &mut Signature, &mut Block),
) {
    for item in items {
        match item {
            Item::Mod(module) => {
                let inner_path = path.map(|path| format!("{path}::{}", module.ident));
                if let Some((_, inner)) = &mut module.content {
                    walk(inner, inner_path.as_deref(), next, visit);
                }
            }
            Item::Fn(function) => {
                let place = path.unwrap_or_default();
                one(&mut function.sig, &mut function.block, place, next, visit);
            }
            Item::Impl(item_impl) => {
                let place = path.map_or_else(String::new, |path| {
                    // The header alone, without copying the bodies.
                    let items = std::mem::take(&mut item_impl.items);
                    let attrs = std::mem::take(&mut item_impl.attrs);
                    let place = format!("{path} | {}", tokens(&*item_impl));
                    item_impl.items = items;
                    item_impl.attrs = attrs;
                    place
                });
                for item in &mut item_impl.items {
                    if let ImplItem::Fn(method) = item {
                        one(&mut method.sig, &mut method.block, &place, next, visit);
                    }
                }
            }
            Item::Trait(item_trait) => {
                let place = path.map_or_else(String::new, |path| {
                    format!("{path} | trait {}", item_trait.ident)
                });
                for item in &mut item_trait.items {
                    if let TraitItem::Fn(method) = item {
                        if let Some(block) = &mut method.default {
                            one(&mut method.sig, block, &place, next, visit);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

fn one(
    signature: &mut Signature,
    block: &mut Block,
    place: &str,
    next: &mut usize,
    visit: &mut dyn FnMut(usize, &str, &mut Signature, &mut Block),
) {
    if eligible(signature) {
        visit(*next, place, signature, block);
        *next += 1;
    }
}

fn eligible(signature: &Signature) -> bool {
    signature.constness.is_none()
        && signature.asyncness.is_none()
        && signature.abi.is_none()
        && !returns_impl_trait(&signature.output)
}

fn returns_impl_trait(output: &ReturnType) -> bool {
    let ReturnType::Type(_, ty) = output else {
        return false;
    };
    // `impl` may sit in a group (`Option<impl Fn()>`): look at the whole text.
    quote::ToTokens::to_token_stream(ty)
        .to_string()
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| word == "impl")
}

/// Whether the body already is what [`stub`] makes.
pub(crate) fn is_stub(block: &Block) -> bool {
    let stub: Block = syn::parse_quote!({ unreachable!() });
    *block == stub
}

/// The body becomes `unreachable!()`; named parameters become `_` (else they are unused
/// variables) and `mut self` plain `self` (else an unused `mut`).
fn stub(signature: &mut Signature, block: &mut Block) {
    *block = syn::parse_quote!({ unreachable!() });
    for input in &mut signature.inputs {
        match input {
            FnArg::Receiver(receiver) => {
                if receiver.reference.is_none() {
                    receiver.mutability = None;
                }
            }
            FnArg::Typed(typed) => {
                *typed.pat = Pat::Wild(syn::PatWild {
                    attrs: Vec::new(),
                    underscore_token: Default::default(),
                });
            }
        }
    }
}

/// `draft` with the bodies of the third-party functions the program never runs stubbed
/// ([`stub_unrun_bodies`]); `None`, and `draft` as it was, when that could not be told.
/// `asserts_wait`: the debug assertions waiting ([`Settings::drop_debug_asserts`]) go in the
/// stubbed draft before its checks (and then wait no more); the draft as it was before, when
/// any went. `ahead`'s compile, if any, is what the program runs.
pub(crate) fn stub_unrun(
    draft: &mut syn::File,
    settings: &Settings<'_>,
    scratch: &Scratch,
    ahead: &mut Option<Ahead>,
    asserts_wait: &mut bool,
) -> (Option<Stubbed>, Option<syn::File>) {
    let (ahead, drop_asserts) = (ahead.take(), std::mem::take(asserts_wait));
    let mut stubbed_draft = draft.clone();
    let mut with_asserts = None;
    crate::bundle::notes::progress_when_slow("stubbing functions that never run");
    let stubbed = crate::timings::time(
        format!(
            "  unrun {}: stub functions never run (LLVM IR)",
            settings.label
        ),
        || {
            stub_unrun_bodies(
                &mut stubbed_draft,
                settings.third_party,
                settings.prune_unnamed.then_some(settings.libraries),
                scratch,
                settings.edition,
                ahead,
                &mut |file| {
                    if drop_asserts {
                        with_asserts = super::asserts::without_asserts(file);
                    }
                },
            )
        },
    );
    let stubbed = match stubbed {
        Ok(Some(stubbed)) => {
            *draft = stubbed_draft;
            return (Some(stubbed), with_asserts);
        }
        Ok(None) => None,
        Err(error) => {
            super::settings::labelled_note(
                settings.label,
                &format!("unrun left the draft: {error}"),
            );
            None
        }
    };
    // Not stubbed: the assertions go all the same.
    let with_asserts = if drop_asserts {
        super::asserts::without_asserts(draft)
    } else {
        None
    };
    (stubbed, with_asserts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bodies(source: &str) -> Vec<String> {
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let mut names = Vec::new();
        for_each_body(
            &mut file,
            &BTreeSet::from(["dep".to_string()]),
            &mut |index, signature, _| names.push(format!("{index} {}", signature.ident)),
        );
        names
    }

    #[test]
    fn only_eligible_third_party_functions_are_numbered_in_order() {
        let names = bodies(
            r#"
            fn main() {}
            fn mine() {}
            mod dep {
                pub fn free(x: u8) -> u8 { x }
                pub const fn at_compile_time() -> u8 { 1 }
                pub fn iter() -> impl Iterator<Item = u8> { 0..1 }
                pub struct S;
                impl S { pub fn inherent(&self) {} }
                impl Clone for S { fn clone(&self) -> S { S } }
                pub trait T { fn required(&self); fn provided(&self) { self.required() } }
                mod inner { pub fn nested() { fn inside() {} } }
            }
            "#,
        );
        assert_eq!(
            names,
            ["0 free", "1 inherent", "2 clone", "3 provided", "4 nested"]
        );
    }

    #[test]
    fn the_calls_of_the_statement_of_an_error_are_read() {
        let file = syn::parse_file(
            "fn ok() { a.one(); }\n\
             fn broken(t: T) {\n\
                 t.iter()\n\
                     .for_each(|b| { b.drop(); });\n\
                 helper(t);\n\
             }\n\
             impl T { fn m(&self) { self.two(); } }\n",
        )
        .expect("parses");
        assert_eq!(
            called_in_statements_at(&file, &[3]),
            BTreeSet::from([
                "drop".to_string(),
                "for_each".to_string(),
                "iter".to_string()
            ])
        );
        assert_eq!(
            called_in_statements_at(&file, &[4]),
            BTreeSet::from(["drop".to_string()])
        );
        assert_eq!(
            called_in_statements_at(&file, &[7]),
            BTreeSet::from(["two".to_string()])
        );
    }

    #[test]
    fn markers_are_read_from_definitions_only() {
        let ir = "\
define internal void @_ZN5draft17__judgepack_ran_3_17h0123456789abcdefE() unnamed_addr #0 {
  call void @_ZN5draft18__judgepack_ran_12_17h0123456789abcdefE()
define internal void @_ZN5draft18__judgepack_ran_41_17h0123456789abcdefE() unnamed_addr #0 {
declare void @_ZN5draft18__judgepack_ran_99_17h0123456789abcdefE()
";
        assert_eq!(defined_markers(ir), BTreeSet::from([3, 41]));
    }

    #[test]
    fn a_function_keeps_its_place_through_printing_and_removals() {
        let source = r#"
            fn main() {}
            mod dep {
                pub struct S;
                impl<T> From<T> for S where T: Clone { fn from(value: T) -> S { S } }
                impl S {
                    pub fn long_enough_for_prettyplease_to_break(&self, first_argument: u64, second_argument: u64) -> u64 { 0 }
                    pub fn gone(&self) {}
                }
                pub trait T { fn provided(&self) -> u8 { 1 } fn required(&self); }
                mod inner { pub fn free(x: u8) -> u8 { x } }
            }
        "#;
        let third_party: BTreeSet<String> = ["dep".to_string()].into();
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let first = places(&mut file, &third_party);
        assert_eq!(first.len(), 5, "{first:#?}");
        let text = prettyplease::unparse(&file);
        // What the places must see through: the commas prettyplease writes.
        assert!(text.contains("second_argument: u64,\n"), "{text}");
        assert!(text.contains("T: Clone,\n"), "{text}");
        let mut later: syn::File = syn::parse_str(&text).unwrap();
        for_each_item_mut(&mut later.items, &mut |item| {
            if let Item::Impl(item_impl) = item {
                item_impl.items.retain(
                    |item| !matches!(item, ImplItem::Fn(method) if method.sig.ident == "gone"),
                );
            }
        });
        let later = places(&mut later, &third_party);
        let first_but_gone: Vec<&String> = first
            .iter()
            .filter(|place| !place.contains("gone"))
            .collect();
        assert_eq!(later.iter().collect::<Vec<_>>(), first_but_gone);
    }

    #[test]
    fn instrumenting_prints_the_markers_and_leaves_the_draft_as_it_was() {
        let source = r#"
            fn main() { dep::S.run(); }
            mod dep {
                pub struct S;
                impl S { pub fn run(&self) { helper(); } }
                fn helper() {}
                pub trait T { fn provided(&self) -> u8 { 1 } }
            }
        "#;
        let third_party: BTreeSet<String> = ["dep".to_string()].into();
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let before = file.to_token_stream().to_string();
        let text = instrumented(&mut file, &third_party).unwrap();
        assert_eq!(file.to_token_stream().to_string(), before);
        for index in 0..3 {
            let marker = format!("{MARKER}{index}_");
            assert!(text.contains(&format!("crate::{marker}();")), "{text}");
            assert!(text.contains(&format!("fn {marker}() {{}}")), "{text}");
        }
        assert!(!text.contains(&format!("{MARKER}3_")), "{text}");
    }

    #[test]
    fn trailing_commas_do_not_tell_tokens_apart() {
        let with: syn::Signature = syn::parse_quote!(fn f<A, B,>(a: A, b: B,) where A: Clone,);
        let without: syn::Signature = syn::parse_quote!(fn f<A, B>(a: A, b: B) where A: Clone);
        let other: syn::Signature = syn::parse_quote!(fn f<A, B>(a: A, b: A) where A: Clone);
        assert_eq!(tokens(&with), tokens(&without));
        assert_ne!(tokens(&with), tokens(&other));
    }

    #[test]
    fn a_stub_keeps_the_signature_and_names_nothing() {
        let mut function: syn::ItemFn = syn::parse_quote! {
            fn add(mut self, (a, b): (u8, u8), mut other: &Self) -> Self { helper(a, b, other) }
        };
        stub(&mut function.sig, &mut function.block);
        let text = quote::ToTokens::to_token_stream(&function).to_string();
        assert_eq!(
            text,
            "fn add (self , _ : (u8 , u8) , _ : & Self) -> Self { unreachable ! () }"
        );
        assert!(is_stub(&function.block));
    }

    #[test]
    fn a_trait_method_goes_when_no_body_of_it_runs() {
        let mut file: syn::File = syn::parse_str(
            r#"
            fn main() {}
            mod dep {
                pub trait Float { fn sqrt(self) -> Self; fn abs(self) -> Self; fn one() -> Self { unreachable!() } }
                impl Float for f32 { fn sqrt(self) -> f32 { unreachable!() } fn abs(self) -> f32 { self } }
                impl Float for f64 { fn sqrt(self) -> f64 { unreachable!() } fn abs(self) -> f64 { unreachable!() } }
                pub trait Twice { fn twice(&self); }
                mod other { pub trait Twice { fn twice(&self); } }
                pub struct Big;
                impl Big { pub fn from_bytes(_: &[u8]) -> Big { unreachable!() } pub fn new() -> Big { Big } }
                mod again { impl super::Big { pub fn bits(&self) -> u64 { unreachable!() } } }
            }
            impl dep::Big { fn mine(&self) -> u8 { unreachable!() } }
            mod mine { impl crate::dep::Float for u8 { fn sqrt(self) -> u8 { self } fn abs(self) -> u8 { unreachable!() } } }
            "#,
        )
        .expect("parses");
        let third_party = BTreeSet::from(["dep".to_string()]);
        let found = unrun_methods(&file, &third_party);
        // `abs` runs for f32, `sqrt` for the user's u8; `Twice` names two traits; the user's
        // own inherent methods stay as written.
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(
            found,
            BTreeSet::from([
                pair("Float", "one"),
                pair("<Big>", "from_bytes"),
                pair("<Big>", "bits")
            ])
        );
        let all = BTreeSet::from([
            ("Float".to_string(), "sqrt".to_string()),
            ("Float".to_string(), "one".to_string()),
        ]);
        remove_methods(&mut file.items, &all);
        let text = quote::ToTokens::to_token_stream(&file).to_string();
        assert!(!text.contains("sqrt") && !text.contains("one"), "{text}");
        assert!(text.contains("fn abs (self) -> f32 { self }"), "{text}");
    }

    #[test]
    fn impl_trait_anywhere_in_the_return_type_is_not_eligible() {
        for output in [
            "fn f() -> impl Iterator<Item = u8> { 0..1 }",
            "fn f() -> Box<(impl Clone, u8)> { todo!() }",
            "fn f() -> Option<impl Fn()> { None }",
        ] {
            let function: syn::ItemFn = syn::parse_str(output).expect("parses");
            assert!(!eligible(&function.sig), "{output}");
        }
        let plain: syn::ItemFn = syn::parse_str("fn f() -> Vec<Impl> { todo!() }").unwrap();
        assert!(eligible(&plain.sig));
    }
}
