//! The removals rustc's own lints name, which the driver ([`super::driver`]) makes every
//! round: what a check's warnings ask for ([`plan`]), applied to the tree ([`Plan`]), the
//! tidying it leaves ([`tidy`]), and the names to spare when a removal broke the draft
//! ([`names_to_spare`]).
//! - `dead_code` for functions, methods, associated consts and types, consts, statics,
//!   structs, enums, unions, type aliases, traits: the item goes (with a removed type's or
//!   trait's impls, and a removed trait method's implementations);
//! - `unused_imports`: the named leaves of the use tree go (the whole `use` when nothing is
//!   left);
//! - `unused_macros`: the `macro_rules!` goes;
//! - `dead_code` for fields never read and variants never constructed (public fields and
//!   variants a library offers that this program does not use): policy, the field or variant
//!   gets `#[allow(dead_code)]`. Removing them would change every constructor and match; the
//!   library author cannot fix them either, since another program may use them.
//!
//! When rustc reports nothing, a quiet pass ([`quiet_pass`]) removes what rustc does not
//! lint: `#[macro_export]` macros nothing invokes, modules left empty, inherent `impl` blocks
//! left empty. Any other warning (an unused variable, `unused_mut`, ...) is for the user
//! ([`Action::Fatal`]): a warning naming the item and its source file, or an error with
//! `--deny-warnings`; in a third-party crate it is allowed on the crate's module.
//!
//! Not here: when a check is made, what is rolled back, and the passes that run when the
//! lints name nothing (the driver).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use proc_macro2::{Delimiter, LineColumn, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{ImplItem, Item, Stmt, TraitItem, UseTree};

use super::settings::Settings;
use super::{idents, stale};
use crate::bundle::draft::{impl_item_name, lint_name, Diagnostic, Scratch};
use crate::error::Error;

/// What [`plan`] needs to turn a warning for the user into one.
pub(crate) struct Reporting<'a> {
    pub settings: &'a Settings<'a>,
    pub scratch: &'a Scratch,
    /// Dead code (module, message) a macro wrote: not planned again.
    pub in_macro_output: &'a BTreeSet<(Vec<String>, String)>,
    /// The warnings (module, message) already reported.
    pub reported: &'a mut BTreeSet<(Vec<String>, String)>,
    /// Warnings for the user.
    pub warnings: &'a mut Vec<Error>,
}

/// Where each dead item rustc named starts, with its module and rustc's message.
pub(crate) type DeadAt = BTreeMap<LineColumn, (Vec<String>, String)>;

/// Adds to `plan` the removals `diagnostics`' warnings ask for; returns where each dead item
/// rustc named starts (module, message), so that one a macro wrote (no item starts there) is
/// told apart. With `stale_imports`, the errors are unresolved imports of what a removal
/// took: they go like unused imports, and of the warnings only the unused imports count
/// (while imports are unresolved rustc names those, the resolver's lint, but not yet dead
/// code). A warning in the user's own code is a warning for the user, or an error.
pub(crate) fn plan(
    plan: &mut Plan,
    diagnostics: &[Diagnostic],
    stale_imports: bool,
    modules: &Modules,
    reporting: &mut Reporting<'_>,
) -> Result<DeadAt, Error> {
    let settings = reporting.settings;
    let mut dead_at = DeadAt::new();
    if stale_imports {
        plan.imports.extend(
            diagnostics
                .iter()
                .filter(|d| d.is_error())
                .flat_map(|d| d.primary.iter().copied()),
        );
    }
    let lint_warnings = diagnostics.iter().filter(|d| {
        d.level == "warning" && (!stale_imports || classify(d) == Action::RemoveImports)
    });
    for diagnostic in lint_warnings {
        match classify(diagnostic) {
            Action::RemoveItems => {
                let line = diagnostic.primary.first().map_or(0, |s| s.0.line);
                let key = (modules.at(line), diagnostic.message.clone());
                if reporting.in_macro_output.contains(&key) {
                    continue;
                }
                for (start, _) in &diagnostic.primary {
                    dead_at.insert(*start, key.clone());
                }
                plan.items.extend(diagnostic.primary.iter().map(|s| s.0));
            }
            Action::RemoveImports => {
                // A `use` a macro writes (ppv-lite86's `dispatch_light128!` writes `use
                // std::arch::x86_64::*;` into each function it defines) is no item of the
                // draft to delete: in a third-party module it is allowed there, where the
                // call stands, as cargo's `--cap-lints` would.
                let caller = diagnostic
                    .macro_call
                    .and_then(|call| modules.at(call.line).first().cloned())
                    .filter(|top| settings.third_party.contains(top));
                match caller {
                    Some(top) => {
                        plan.silence.insert((top, "unused_imports".to_string()));
                    }
                    None => plan.imports.extend(diagnostic.primary.iter().copied()),
                }
            }
            Action::Allow => plan.allows.extend(diagnostic.primary.iter().map(|s| s.0)),
            Action::Ignore => {}
            Action::Fatal => report(plan, diagnostic, modules, reporting)?,
        }
    }
    Ok(dead_at)
}

/// A warning no removal answers: allowed on a third-party crate's module (as cargo's
/// `--cap-lints` would), else a warning for the user naming the source file, or the error
/// with `--deny-warnings`.
fn report(
    plan: &mut Plan,
    diagnostic: &Diagnostic,
    modules: &Modules,
    reporting: &mut Reporting<'_>,
) -> Result<(), Error> {
    let settings = reporting.settings;
    let line = diagnostic.primary.first().map_or(0, |s| s.0.line);
    let module = modules.at(line);
    let top = module.first().filter(|m| settings.third_party.contains(*m));
    let lint = diagnostic.code.as_deref().and_then(lint_name);
    if let (Some(top), Some(lint)) = (top, lint) {
        plan.silence.insert((top.clone(), lint.to_string()));
        return Ok(());
    }
    let already = !reporting
        .reported
        .insert((module.clone(), diagnostic.message.clone()));
    if already && !settings.deny_warnings {
        return Ok(());
    }
    // An inline module has no file of its own: name the file of the nearest
    // enclosing module that has one.
    let source = (0..=module.len())
        .rev()
        .find_map(|len| settings.origins.get(&module[..len]))
        .map_or_else(|| "?".to_string(), |p| p.display().to_string());
    let place = if module.is_empty() {
        "the binary".to_string()
    } else {
        format!("module `{}`", module.join("::"))
    };
    let what = format!(
        "warning in the bundle that removing dead code cannot fix: {} (in {place})",
        diagnostic.message
    );
    let rendered = reporting.scratch.unnamed(&diagnostic.rendered);
    if !settings.deny_warnings {
        reporting.warnings.push(
            Error::new(what)
                .at(PathBuf::from(source), None)
                .help(format!(
                    "the file still compiles; fix the warning in the source. rustc \
                 says (of the bundled draft):\n{}",
                    rendered.trim_end()
                )),
        );
        return Ok(());
    }
    Err(Error::new(what)
        .at(PathBuf::from(source), None)
        .help(format!(
            "fix the warning in the source; rustc says (of the bundled draft):\n{}",
            rendered.trim_end()
        )))
}

/// The names a removal that broke the draft must spare, from one of the errors: those the
/// message cites and those in the code it points at (the call whose callee went).
pub(crate) fn names_to_spare(error: &Diagnostic, text: &str) -> Vec<String> {
    let mut names = cited_names(&error.message);
    // "method `to_u8` is not a member of trait `ToPrimitive`": an impl that
    // dead-code removal cannot edit (written by a `macro_rules!` body) still
    // has the member. Only that member stays, not the whole trait nor every
    // item of that name (`Float` has sixty methods).
    if let Some(member) = missing_trait_member(error) {
        return vec![member];
    }
    // A resolution error (E04xx: "method `to_u8` is not a member of trait
    // `ToPrimitive`") names exactly what went; the code it points at is a whole
    // impl written by a macro, whose every identifier would be spared.
    if !error
        .code
        .as_deref()
        .is_some_and(|code| code.starts_with("E04"))
    {
        names.extend(span_names(error, text));
    }
    names
}

/// After a round's removals: what is left empty ([`quiet_pass`]) and the imports left naming
/// nothing ([`stale`]) go in the same round, in turn until neither finds more; otherwise each
/// costs a round of "unresolved import" of its own. Emptied modules first: libc's `mod socket
/// { pub use super::socket_type::*; }` loses its only import, and then `use
/// bits::{sigaction, socket}` elsewhere names nothing. In the same round, too, so that the
/// round that finds nothing left is the last one. Last, the private imports nothing names any
/// more ([`stale::remove_unused_imports`]): rustc would name them in the next round, and the
/// imports only they used in the round after (im-rc's chains of re-exports).
/// `existed`: the modules of the draft before the round's removals (a relative path to one
/// that went no longer names it: `pub use arc_borrow::*;` once `mod arc_borrow` is empty).
pub(crate) fn tidy(file: &mut syn::File, edition: &str, existed: &BTreeSet<Vec<String>>) {
    quiet_pass(file);
    loop {
        while stale::remove_stale_imports(file, edition, existed) && quiet_pass(file) {}
        // A module left with nothing but the imports that went is empty now.
        if !(stale::remove_unused_imports(file, edition) && quiet_pass(file)) {
            break;
        }
    }
}

/// The names a rustc message cites in backticks, last path segment only
/// (``method `one` is not a member of trait `One` `` gives `one` and `One`).
fn cited_names(message: &str) -> Vec<String> {
    message
        .split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|quoted| quoted.rsplit("::").next())
        .map(|name| name.trim_start_matches("r#").to_string())
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect()
}

/// `"ToPrimitive::to_u8"` for rustc's "method `to_u8` is not a member of trait `ToPrimitive`"
/// (E0407; E0437 for a type, E0438 for a const): the form in which [`Plan::protected`] holds a
/// single trait member.
fn missing_trait_member(diagnostic: &Diagnostic) -> Option<String> {
    if !matches!(
        diagnostic.code.as_deref(),
        Some("E0407" | "E0437" | "E0438")
    ) {
        return None;
    }
    match cited_names(&diagnostic.message).as_slice() {
        [member, trait_name] => Some(format!("{trait_name}::{member}")),
        _ => None,
    }
}

/// The identifiers in the code a diagnostic points at: its primary spans, each cut to its first
/// line (a multi-line span is a whole item, whose names are not the point) and carried on over
/// the path or method chain it starts (rustc points at `S` of `S::look(self)` when `S::look`
/// now names another function).
fn span_names(diagnostic: &Diagnostic, text: &str) -> Vec<String> {
    diagnostic
        .primary
        .iter()
        .filter_map(|(start, end)| {
            let line: Vec<char> = text
                .lines()
                .nth(start.line.checked_sub(1)?)?
                .chars()
                .collect();
            let to = if end.line == start.line {
                end.column.min(line.len())
            } else {
                line.len()
            };
            let mut code: String = line.get(start.column..to)?.iter().collect();
            let mut rest = &line[to..];
            loop {
                let skip = match rest {
                    [':', ':', ..] => 2,
                    ['.', ..] => 1,
                    _ => break,
                };
                let name: String = rest[skip..]
                    .iter()
                    .take_while(|c| c.is_alphanumeric() || **c == '_')
                    .collect();
                if name.is_empty() {
                    break;
                }
                rest = &rest[skip + name.chars().count()..];
                code.push(' ');
                code.push_str(&name);
            }
            Some(identifiers(&code))
        })
        .flatten()
        .collect()
}

/// The identifiers in a piece of code (raw ones without `r#`; numbers are not identifiers).
fn identifiers(code: &str) -> Vec<String> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '#'))
        .map(|word| word.trim_start_matches("r#"))
        .filter(|word| {
            word.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
        })
        .filter(|word| !word.contains('#'))
        .map(str::to_string)
        .collect()
}

/// The name of the function an `unconditional_recursion` warning is about: the identifier after
/// `fn` in its primary span (the signature).
pub(crate) fn recursing_fn(diagnostic: &Diagnostic, text: &str) -> Option<String> {
    let names = span_names(diagnostic, text);
    let at = names.iter().position(|name| name == "fn")?;
    names.get(at + 1).cloned()
}

/// What to do with a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    RemoveItems,
    RemoveImports,
    Allow,
    Ignore,
    Fatal,
}

pub(crate) fn classify(diagnostic: &Diagnostic) -> Action {
    let code = diagnostic.code.as_deref().unwrap_or("");
    let message = diagnostic.message.as_str();
    match code {
        "dead_code" => {
            // "field `a` is never read", "variants `B` and `C` are never constructed",
            // "multiple fields are never read", "multiple methods are never used", ...
            let mut words = message.split_whitespace();
            let mut noun = words.next().unwrap_or("");
            if noun == "multiple" {
                noun = words.next().unwrap_or("");
            }
            match noun {
                "field" | "fields" | "variant" | "variants" => Action::Allow,
                _ => Action::RemoveItems,
            }
        }
        "unused_macros" => Action::RemoveItems,
        "unused_imports" => Action::RemoveImports,
        "" if message.ends_with("warnings emitted") || message.ends_with("warning emitted") => {
            Action::Ignore
        }
        _ => Action::Fatal,
    }
}

/// The removals of one round.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// Start positions of the names of items to remove.
    pub(crate) items: BTreeSet<LineColumn>,
    /// Ranges of unused imports.
    pub(crate) imports: Vec<(LineColumn, LineColumn)>,
    /// Start positions of fields and variants that get `#[allow(dead_code)]`.
    pub(crate) allows: BTreeSet<LineColumn>,
    /// (top-level module, lint) pairs: the module gets `#[allow(lint)]`.
    pub(crate) silence: BTreeSet<(String, String)>,
    /// Types and traits that stay (with `#[allow(dead_code)]`, trait items too) although
    /// rustc calls them dead: removing them broke the draft once, because code this pass
    /// cannot see needs them (`impl_integral!(i32, ...)` writing `impl One for i32 { fn one()
    /// ... }` inside a `macro_rules!` body). `Trait::member` keeps one member of a trait.
    pub(crate) protected: BTreeSet<String>,
}

impl Plan {
    pub(crate) fn is_empty(&self) -> bool {
        self.items.is_empty()
            && self.imports.is_empty()
            && self.allows.is_empty()
            && self.silence.is_empty()
    }

    /// Applies the plan; returns the positions nothing matched.
    ///
    /// A protected item that rustc calls dead is kept with `#[allow(dead_code)]`, which makes
    /// it a root of rustc's liveness: what it uses is alive from then on, although rustc
    /// called that dead in the same diagnostics (`GroupingMap::min` kept, the `min_by` it calls
    /// removed). So a round that spares a protected item removes no other item: it only spares,
    /// and the next compile says what is still dead.
    pub(crate) fn apply(&self, file: &mut syn::File) -> Vec<LineColumn> {
        self.apply_telling(file).0
    }

    /// [`Plan::apply`], and whether the next check can only name again what this one named
    /// dead: every item it named was spared (or there was none).
    pub(crate) fn apply_telling(&self, file: &mut syn::File) -> (Vec<LineColumn>, bool) {
        // Only a protected item is spared: without one, no second pass (nor the copy it
        // would start from, a whole draft's).
        if self.protected.is_empty() {
            return (self.apply_once(file).0, self.items.is_empty());
        }
        let before = file.clone();
        let (unmatched, spared) = self.apply_once(file);
        if spared.is_empty() || spared.len() == self.items.len() {
            return (unmatched, self.items.is_subset(&spared));
        }
        *file = before;
        let sparing = Plan {
            items: spared,
            imports: self.imports.clone(),
            allows: self.allows.clone(),
            silence: self.silence.clone(),
            protected: self.protected.clone(),
        };
        // Items rustc called dead are left for the next check to name again.
        (sparing.apply_once(file).0, false)
    }

    /// [`Plan::apply`] in one go: the positions nothing matched and those of protected items
    /// it kept.
    fn apply_once(&self, file: &mut syn::File) -> (Vec<LineColumn>, BTreeSet<LineColumn>) {
        for item in &mut file.items {
            if let Item::Mod(module) = item {
                let name = module.ident.to_string();
                for (_, lint) in self.silence.iter().filter(|(m, _)| *m == name) {
                    let lint: syn::Path =
                        syn::parse_str(lint).unwrap_or_else(|_| syn::parse_quote!(warnings));
                    module.attrs.push(syn::parse_quote!(#[allow(#lint)]));
                }
            }
        }
        let mut type_counts: BTreeMap<String, usize> = BTreeMap::new();
        count_type_names(&file.items, &mut type_counts);
        let mut remover = Remover {
            plan: self,
            protected: &self.protected,
            matched: BTreeSet::new(),
            removed_types: BTreeSet::new(),
            removed_traits: BTreeSet::new(),
            removed_trait_items: BTreeSet::new(),
            removed_ranges: Vec::new(),
            spared: BTreeSet::new(),
        };
        remover.visit_file_mut(file);
        drop_empty_extern_blocks(&mut file.items);
        // Impls of removed types and traits, and implementations of removed trait methods.
        // Names defined once in the draft are matched anywhere; others only where they were.
        let unique = |name: &String| type_counts.get(name) == Some(&1);
        let types: BTreeSet<String> = remover
            .removed_types
            .iter()
            .filter(|n| unique(n))
            .cloned()
            .collect();
        let traits: BTreeSet<String> = remover
            .removed_traits
            .iter()
            .filter(|n| unique(n))
            .cloned()
            .collect();
        let trait_items: BTreeSet<(String, String)> = remover
            .removed_trait_items
            .iter()
            .filter(|(t, _)| unique(t))
            .cloned()
            .collect();
        let mut impls = ImplRemover {
            types,
            traits,
            trait_items,
        };
        impls.visit_file_mut(file);
        let matched = &remover.matched;
        let inside_removed = |position: &LineColumn| {
            remover
                .removed_ranges
                .iter()
                .any(|(start, end)| start <= position && position <= end)
        };
        let unmatched = self
            .items
            .iter()
            .chain(self.allows.iter())
            .chain(self.imports.iter().map(|(start, _)| start))
            .filter(|position| !matched.contains(position) && !inside_removed(position))
            .copied()
            .collect();
        (unmatched, remover.spared)
    }
}

/// Removes the `extern` blocks left with no declarations and no attributes (a `#[link]`
/// block says what to link and stays).
fn drop_empty_extern_blocks(items: &mut Vec<Item>) {
    items.retain(|item| {
        !matches!(item, Item::ForeignMod(block) if block.items.is_empty() && block.attrs.is_empty())
    });
    for item in items {
        if let Item::Mod(module) = item {
            if let Some((_, inner)) = &mut module.content {
                drop_empty_extern_blocks(inner);
            }
        }
    }
}

fn count_type_names(items: &[Item], counts: &mut BTreeMap<String, usize>) {
    for item in items {
        let name = match item {
            Item::Struct(item) => Some(&item.ident),
            Item::Enum(item) => Some(&item.ident),
            Item::Union(item) => Some(&item.ident),
            Item::Trait(item) => Some(&item.ident),
            Item::Type(item) => Some(&item.ident),
            Item::Mod(item) => {
                if let Some((_, inner)) = &item.content {
                    count_type_names(inner, counts);
                }
                None
            }
            _ => None,
        };
        if let Some(name) = name {
            *counts.entry(name.to_string()).or_default() += 1;
        }
    }
}

/// The name of an item that rustc's dead-code lint can name.
fn item_name(item: &Item) -> Option<&syn::Ident> {
    match item {
        Item::Const(item) => Some(&item.ident),
        Item::Enum(item) => Some(&item.ident),
        Item::Fn(item) => Some(&item.sig.ident),
        Item::Macro(item) => item.ident.as_ref(),
        Item::Static(item) => Some(&item.ident),
        Item::Struct(item) => Some(&item.ident),
        Item::Trait(item) => Some(&item.ident),
        Item::Type(item) => Some(&item.ident),
        Item::Union(item) => Some(&item.ident),
        _ => None,
    }
}

fn trait_item_name(item: &TraitItem) -> Option<&syn::Ident> {
    match item {
        TraitItem::Const(item) => Some(&item.ident),
        TraitItem::Fn(item) => Some(&item.sig.ident),
        TraitItem::Type(item) => Some(&item.ident),
        _ => None,
    }
}

/// The last segment of a type path (`Foo` in `crate::a::Foo<T>` and `&'a Foo`).
fn last_segment(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(reference) => last_segment(&reference.elem),
        _ => None,
    }
}

/// The names of an impl's self type and of its trait (`Foo` and `Display` in
/// `impl fmt::Display for crate::a::Foo`).
fn impl_names(item_impl: &syn::ItemImpl) -> (Option<String>, Option<String>) {
    let self_name = last_segment(&item_impl.self_ty);
    let trait_name = item_impl
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
        .map(|s| s.ident.to_string());
    (self_name, trait_name)
}

/// Whether `item` is an impl of one of `types` or of one of `traits`.
fn impl_of(item: &Item, types: &BTreeSet<String>, traits: &BTreeSet<String>) -> bool {
    let Item::Impl(item_impl) = item else {
        return false;
    };
    let (self_name, trait_name) = impl_names(item_impl);
    self_name.is_some_and(|n| types.contains(&n)) || trait_name.is_some_and(|n| traits.contains(&n))
}

struct Remover<'p> {
    plan: &'p Plan,
    /// Names whose removal broke the draft (see [`Plan::protected`]).
    protected: &'p BTreeSet<String>,
    matched: BTreeSet<LineColumn>,
    removed_types: BTreeSet<String>,
    removed_traits: BTreeSet<String>,
    removed_trait_items: BTreeSet<(String, String)>,
    /// Source ranges of removed items: warnings inside them need no match of their own.
    removed_ranges: Vec<(LineColumn, LineColumn)>,
    /// Positions of protected items kept with `#[allow(dead_code)]`.
    spared: BTreeSet<LineColumn>,
}

/// The source range of a node.
fn range(node: &impl Spanned) -> (LineColumn, LineColumn) {
    let span = node.span();
    (span.start(), span.end())
}

impl Remover<'_> {
    fn hit(&mut self, ident: &syn::Ident) -> bool {
        let start = ident.span().start();
        if self.plan.items.contains(&start) {
            self.matched.insert(start);
            true
        } else {
            false
        }
    }

    /// Whether `item` stays; records removed types and traits in the given sets.
    fn keep_item(
        &mut self,
        item: &mut Item,
        types: &mut BTreeSet<String>,
        traits: &mut BTreeSet<String>,
    ) -> bool {
        if let Item::Use(item_use) = item {
            return !self.prune_use(&mut item_use.tree);
        }
        let Some(name) = item_name(item) else {
            return true;
        };
        if !self.hit(name) {
            return true;
        }
        // A trait goes with its methods: one of a protected name keeps it.
        let protected_method = match &*item {
            Item::Trait(item_trait) => {
                item_trait
                    .items
                    .iter()
                    .filter_map(trait_item_name)
                    .any(|method| {
                        self.protected.contains(&method.to_string())
                            || self.protected.contains(&format!("{name}::{method}"))
                    })
            }
            _ => false,
        };
        if protected_method || self.protected.contains(&name.to_string()) {
            self.spared.insert(name.span().start());
            if let Some(attrs) = item_attrs_mut(item) {
                attrs.push(allow_dead_code());
            }
            return true;
        }
        self.removed_ranges.push(range(item));
        match item {
            Item::Struct(_) | Item::Enum(_) | Item::Union(_) => {
                types.insert(name.to_string());
            }
            Item::Trait(_) => {
                traits.insert(name.to_string());
            }
            _ => {}
        }
        false
    }

    fn retain_items(&mut self, items: &mut Vec<Item>) {
        let mut types = BTreeSet::new();
        let mut traits = BTreeSet::new();
        items.retain_mut(|item| self.keep_item(item, &mut types, &mut traits));
        // Impls in the same module of what was just removed.
        let removed = &mut self.removed_ranges;
        items.retain(|item| {
            let gone = impl_of(item, &types, &traits);
            if gone {
                removed.push(range(item));
            }
            !gone
        });
        self.removed_types.extend(types);
        self.removed_traits.extend(traits);
    }

    /// Removes the leaves of `tree` inside an unused-import range; true when nothing is left.
    fn prune_use(&mut self, tree: &mut UseTree) -> bool {
        match tree {
            UseTree::Path(path) => {
                // A range that starts at this segment covers the whole subtree (rustc's
                // unresolved-import span of `use a::b::*;` is `a::b`, without the glob).
                let start = path.ident.span().start();
                let whole = self
                    .plan
                    .imports
                    .iter()
                    .find(|(from, _)| *from == start)
                    .copied();
                if let Some((from, _)) = whole {
                    self.matched.insert(from);
                    return true;
                }
                self.prune_use(&mut path.tree)
            }
            UseTree::Group(group) => {
                let items: Vec<UseTree> = std::mem::take(&mut group.items).into_iter().collect();
                let before = items.len();
                let mut kept: Vec<UseTree> = items
                    .into_iter()
                    .filter_map(|mut item| (!self.prune_use(&mut item)).then_some(item))
                    .collect();
                let empty = kept.is_empty();
                // `io::{self, BufRead}` without `self` is `io::BufRead`, as a parse of the
                // printed draft has it: prettyplease lays out a one-item group otherwise,
                // and the next run's replay, which checks the answer as parsed, would not
                // find rustc's answer for it in the cache.
                // (`{self}` stays a group: `use io::self;` is no import.)
                let is_self = |item: &UseTree| match item {
                    UseTree::Name(name) => name.ident == "self",
                    UseTree::Rename(rename) => rename.ident == "self",
                    _ => false,
                };
                if before > 1 && kept.len() == 1 && !kept.iter().any(is_self) {
                    if let Some(only) = kept.pop() {
                        *tree = only;
                    }
                    return false;
                }
                group.items = kept.into_iter().collect();
                empty
            }
            leaf => {
                // rustc's span of an unused `use a::Tr as _;` is `Tr` alone, and so is that
                // of a renamed leaf unused in some namespaces (`IntoBytes as AsBytes`).
                let span = match leaf {
                    UseTree::Rename(rename) => rename.ident.span(),
                    leaf => leaf.span(),
                };
                let (start, end) = (span.start(), span.end());
                let hit = self
                    .plan
                    .imports
                    .iter()
                    .find(|(from, to)| *from <= start && end <= *to)
                    .copied();
                if let Some((from, _)) = hit {
                    self.matched.insert(from);
                    true
                } else {
                    false
                }
            }
        }
    }

    fn allow_hit(&mut self, start: LineColumn) -> bool {
        if self.plan.allows.contains(&start) {
            self.matched.insert(start);
            true
        } else {
            false
        }
    }
}

/// The attributes of the items [`Remover::keep_item`] may keep with `#[allow(dead_code)]`
/// (the kinds rustc's dead-code lint names).
fn item_attrs_mut(item: &mut Item) -> Option<&mut Vec<syn::Attribute>> {
    match item {
        Item::Struct(item) => Some(&mut item.attrs),
        Item::Enum(item) => Some(&mut item.attrs),
        Item::Union(item) => Some(&mut item.attrs),
        Item::Trait(item) => Some(&mut item.attrs),
        Item::Fn(item) => Some(&mut item.attrs),
        Item::Const(item) => Some(&mut item.attrs),
        Item::Static(item) => Some(&mut item.attrs),
        Item::Type(item) => Some(&mut item.attrs),
        _ => None,
    }
}

pub(crate) fn allow_dead_code() -> syn::Attribute {
    syn::parse_quote!(#[allow(dead_code)])
}

impl VisitMut for Remover<'_> {
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
        let mut types = BTreeSet::new();
        let mut traits = BTreeSet::new();
        node.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(item) => self.keep_item(item, &mut types, &mut traits),
            _ => true,
        });
        let removed = &mut self.removed_ranges;
        node.stmts.retain(|stmt| match stmt {
            Stmt::Item(item) if impl_of(item, &types, &traits) => {
                removed.push(range(item));
                false
            }
            _ => true,
        });
        self.removed_types.extend(types);
        self.removed_traits.extend(traits);
        visit_mut::visit_block_mut(self, node);
    }

    fn visit_item_impl_mut(&mut self, node: &mut syn::ItemImpl) {
        let protected = self.protected;
        node.items.retain_mut(|item| {
            let Some(name) = impl_item_name(item) else {
                return true;
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            if protected.contains(&name.to_string()) {
                match item {
                    ImplItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    ImplItem::Const(item) => item.attrs.push(allow_dead_code()),
                    ImplItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                self.spared.insert(start);
                return true;
            }
            false
        });
        visit_mut::visit_item_impl_mut(self, node);
    }

    /// The functions, statics and types of an `extern "C" { .. }` block rustc calls dead
    /// (libc declares thousands; getrandom calls a few). An emptied block goes unless it has
    /// attributes (a `#[link]` still says what to link): [`drop_empty_extern_blocks`].
    fn visit_item_foreign_mod_mut(&mut self, node: &mut syn::ItemForeignMod) {
        let protected = self.protected;
        let mut removed = Vec::new();
        node.items.retain_mut(|item| {
            let name = match item {
                syn::ForeignItem::Fn(item) => &item.sig.ident,
                syn::ForeignItem::Static(item) => &item.ident,
                syn::ForeignItem::Type(item) => &item.ident,
                _ => return true,
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            if protected.contains(&name.to_string()) {
                self.spared.insert(start);
                match item {
                    syn::ForeignItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    syn::ForeignItem::Static(item) => item.attrs.push(allow_dead_code()),
                    syn::ForeignItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                return true;
            }
            removed.push(range(item));
            false
        });
        self.removed_ranges.extend(removed);
        visit_mut::visit_item_foreign_mod_mut(self, node);
    }

    fn visit_item_trait_mut(&mut self, node: &mut syn::ItemTrait) {
        let trait_name = node.ident.to_string();
        let mut removed = Vec::new();
        let implemented_in_macros = self.protected.contains(&trait_name);
        node.items.retain_mut(|item| {
            let Some(name) = trait_item_name(item) else {
                return true;
            };
            let start = name.span().start();
            if !self.plan.items.contains(&start) {
                return true;
            }
            self.matched.insert(start);
            // A protected method name: a call of it in code this pass keeps (a trait impl's
            // method that rustc calls dead along with it) broke the draft once.
            if implemented_in_macros
                || self.protected.contains(&name.to_string())
                || self.protected.contains(&format!("{trait_name}::{name}"))
            {
                match item {
                    TraitItem::Fn(item) => item.attrs.push(allow_dead_code()),
                    TraitItem::Const(item) => item.attrs.push(allow_dead_code()),
                    TraitItem::Type(item) => item.attrs.push(allow_dead_code()),
                    _ => {}
                }
                self.spared.insert(start);
                return true;
            }
            removed.push(name.to_string());
            false
        });
        for name in removed {
            self.removed_trait_items.insert((trait_name.clone(), name));
        }
        visit_mut::visit_item_trait_mut(self, node);
    }

    fn visit_field_mut(&mut self, node: &mut syn::Field) {
        // rustc points at a named field's name, at a tuple field's visibility or type.
        let start = match (&node.ident, &node.vis) {
            (Some(ident), _) => ident.span().start(),
            (None, syn::Visibility::Inherited) => node.ty.span().start(),
            (None, visibility) => visibility.span().start(),
        };
        if self.allow_hit(start) {
            node.attrs.push(allow_dead_code());
        }
        visit_mut::visit_field_mut(self, node);
    }

    fn visit_variant_mut(&mut self, node: &mut syn::Variant) {
        if self.allow_hit(node.ident.span().start()) {
            node.attrs.push(allow_dead_code());
        }
        visit_mut::visit_variant_mut(self, node);
    }
}

/// Removes impls of removed types and traits and implementations of removed trait items.
struct ImplRemover {
    types: BTreeSet<String>,
    traits: BTreeSet<String>,
    trait_items: BTreeSet<(String, String)>,
}

impl ImplRemover {
    fn retain(&self, items: &mut Vec<Item>) {
        items.retain_mut(|item| self.keep(item));
    }

    /// Whether `item` stays (an impl of a removed type or trait does not); removes the
    /// implementations of removed trait items from it.
    fn keep(&self, item: &mut Item) -> bool {
        let Item::Impl(item_impl) = item else {
            return true;
        };
        let (self_name, trait_name) = impl_names(item_impl);
        if self_name.is_some_and(|n| self.types.contains(&n))
            || trait_name.as_ref().is_some_and(|n| self.traits.contains(n))
        {
            return false;
        }
        if let Some(trait_name) = trait_name {
            item_impl.items.retain(|impl_item| {
                impl_item_name(impl_item).map_or(true, |name| {
                    !self
                        .trait_items
                        .contains(&(trait_name.clone(), name.to_string()))
                })
            });
        }
        true
    }
}

impl VisitMut for ImplRemover {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        self.retain(&mut node.items);
        visit_mut::visit_file_mut(self, node);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut node.content {
            self.retain(items);
        }
        visit_mut::visit_item_mod_mut(self, node);
    }

    /// Impls in a block (num-bigint's `const _: () = { impl Iterator for U32Digits .. }`).
    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        node.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(item) => self.keep(item),
            _ => true,
        });
        visit_mut::visit_block_mut(self, node);
    }
}

/// Removes what rustc does not lint: uninvoked `#[macro_export]` macros, empty modules, empty
/// inherent impls, empty `const _` blocks. Returns whether anything changed.
pub(crate) fn quiet_pass(file: &mut syn::File) -> bool {
    let mut calls = BTreeMap::new();
    idents::each_ident(&*file, &mut |ident, bang| {
        if bang {
            *calls.entry(ident.to_string()).or_default() += 1;
        }
    });
    let mut quiet = Quiet {
        calls,
        changed: false,
    };
    quiet.visit_file_mut(file);
    quiet.changed
}

/// The traits that `macro_rules!` bodies write impls of (`impl<$t> PeekingNext for $t`): the
/// last plain identifier before `for` in each `impl` header of their tokens.
pub(crate) fn traits_implemented_in_macros(file: &syn::File) -> BTreeSet<String> {
    fn scan(tokens: TokenStream, out: &mut BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => scan(group.stream(), out),
                TokenTree::Ident(ident) if ident == "impl" => {
                    let mut depth = 0usize;
                    let mut last: Option<String> = None;
                    for (j, next) in trees.iter().enumerate().skip(i + 1) {
                        match next {
                            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
                            TokenTree::Punct(p) if p.as_char() == '>' => {
                                depth = depth.saturating_sub(1);
                            }
                            TokenTree::Ident(name) if depth == 0 && name == "for" => {
                                out.extend(last.take());
                                break;
                            }
                            TokenTree::Ident(name) if depth == 0 => {
                                let after_dollar = matches!(&trees[j - 1], TokenTree::Punct(p) if p.as_char() == '$');
                                last = (!after_dollar).then(|| name.to_string());
                            }
                            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                                break;
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }
    struct Bodies(BTreeSet<String>);
    impl<'ast> syn::visit::Visit<'ast> for Bodies {
        fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
            if node.mac.path.is_ident("macro_rules") {
                scan(node.mac.tokens.clone(), &mut self.0);
            }
        }
    }
    let mut bodies = Bodies(BTreeSet::new());
    syn::visit::Visit::visit_file(&mut bodies, file);
    bodies.0
}

struct Quiet {
    /// Invocation counts of every name in the whole draft.
    calls: BTreeMap<String, usize>,
    changed: bool,
}

impl Quiet {
    fn retain(&mut self, items: &mut Vec<Item>) {
        let before = items.len();
        items.retain(|item| match item {
            Item::Macro(item_macro) => {
                let exported = item_macro
                    .attrs
                    .iter()
                    .any(|a| a.path().is_ident("macro_export"));
                let Some(name) = &item_macro.ident else {
                    return true;
                };
                if !exported {
                    return true;
                }
                let mut own = BTreeMap::new();
                idents::each_ident(&item_macro.mac.tokens, &mut |ident, bang| {
                    if bang {
                        *own.entry(ident.to_string()).or_default() += 1;
                    }
                });
                let name = name.to_string();
                let total = self.calls.get(&name).copied().unwrap_or(0);
                let inside = own.get(&name).copied().unwrap_or(0);
                total > inside
            }
            Item::Mod(item_mod) => {
                !matches!(&item_mod.content, Some((_, inner)) if inner.is_empty())
            }
            Item::Impl(item_impl) => item_impl.trait_.is_some() || !item_impl.items.is_empty(),
            // What is left of `const _: () = { impl .. };` once its impls went.
            Item::Const(item_const) => {
                item_const.ident != "_"
                    || !matches!(&*item_const.expr, syn::Expr::Block(b) if b.block.stmts.is_empty())
            }
            _ => true,
        });
        self.changed |= items.len() != before;
    }
}

impl VisitMut for Quiet {
    fn visit_file_mut(&mut self, node: &mut syn::File) {
        visit_mut::visit_file_mut(self, node);
        self.retain(&mut node.items);
    }

    fn visit_item_mod_mut(&mut self, node: &mut syn::ItemMod) {
        visit_mut::visit_item_mod_mut(self, node);
        if let Some((_, items)) = &mut node.content {
            self.retain(items);
        }
    }
}

pub(crate) fn module_at(file: &syn::File, line: usize) -> Vec<String> {
    Modules::of(file).at(line)
}

/// The line ranges of a draft's inline modules, computed once: a span of a whole module costs
/// a walk over all its tokens, and a round asks for the module of every warning.
pub(crate) struct Modules {
    /// (first line, last line, module path), outer modules before the inner ones they hold.
    ranges: Vec<(usize, usize, Vec<String>)>,
}

impl Modules {
    pub(crate) fn of(file: &syn::File) -> Modules {
        fn walk(
            items: &[Item],
            path: &mut Vec<String>,
            out: &mut Vec<(usize, usize, Vec<String>)>,
        ) {
            for item in items {
                if let Item::Mod(item_mod) = item {
                    if let Some((_, inner)) = &item_mod.content {
                        // The braces' spans bound the module without a walk over its tokens.
                        let start = item_mod.mod_token.span.start().line;
                        let end = item_mod
                            .content
                            .as_ref()
                            .map_or(start, |(brace, _)| brace.span.close().end().line);
                        path.push(item_mod.ident.to_string());
                        out.push((start, end, path.clone()));
                        walk(inner, path, out);
                        path.pop();
                    }
                }
            }
        }
        let mut ranges = Vec::new();
        walk(&file.items, &mut Vec::new(), &mut ranges);
        Modules { ranges }
    }

    /// The innermost module holding `line` (`[]` for the root).
    pub(crate) fn at(&self, line: usize) -> Vec<String> {
        self.ranges
            .iter()
            .filter(|(start, end, _)| *start <= line && line <= *end)
            .max_by_key(|(_, _, path)| path.len())
            .map(|(_, _, path)| path.clone())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    #[test]
    fn dead_trait_with_a_protected_method_stays() {
        let mut file: syn::File =
            syn::parse_str("trait Id {\nfn id(&self) -> u8;\n}\nfn main() {}").expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 1, column: 6 }]),
            protected: BTreeSet::from(["id".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(out.starts_with("# [allow (dead_code)] trait Id"), "{out}");
    }

    #[test]
    fn a_member_missing_from_a_trait_spares_that_member_only() {
        // rustc's E0407 when an impl written by a `macro_rules!` body still has a removed
        // method: the pair is spared, not the trait's other dead methods nor others of the name.
        let error = Diagnostic {
            level: "error".to_string(),
            code: Some("E0407".to_string()),
            message: "method `to_u8` is not a member of trait `ToPrimitive`".to_string(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: Vec::new(),
        };
        assert_eq!(
            missing_trait_member(&error).as_deref(),
            Some("ToPrimitive::to_u8")
        );
        let source = "trait ToPrimitive {\nfn to_u8(&self) -> u8;\nfn to_u16(&self) -> u16;\n}\n\
                      struct S;\nimpl S {\nfn to_u8(&self) -> u8 { 0 }\n}\nfn main() {}";
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([
                LineColumn { line: 2, column: 3 },
                LineColumn { line: 3, column: 3 },
                LineColumn { line: 7, column: 3 },
            ]),
            protected: BTreeSet::from(["ToPrimitive::to_u8".to_string()]),
            ..Plan::default()
        };
        plan.apply(&mut file);
        // This round only spares (see `Plan::apply`): the trait's `to_u8` alone.
        let out = file.to_token_stream().to_string();
        assert_eq!(out.matches("allow (dead_code)").count(), 1, "{out}");
        assert!(
            out.contains("# [allow (dead_code)] fn to_u8 (& self) -> u8 ;"),
            "{out}"
        );
        // The next round removes the others.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([
                LineColumn { line: 3, column: 3 },
                LineColumn { line: 7, column: 3 },
            ]),
            protected: BTreeSet::from(["ToPrimitive::to_u8".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(!out.contains("to_u16") && !out.contains("{ 0 }"), "{out}");
    }

    #[test]
    fn a_round_that_spares_a_protected_item_removes_nothing_else() {
        // `min` is spared (made a root of rustc's liveness), so the `min_by` it calls, which
        // rustc called dead in the same compile, is alive now.
        let source = "struct G;\nimpl G {\nfn min(self) -> u8 { self.min_by() }\n\
                      fn min_by(self) -> u8 { 0 }\n}\nfn main() {}";
        let dead = BTreeSet::from([
            LineColumn { line: 3, column: 3 },
            LineColumn { line: 4, column: 3 },
        ]);
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: dead.clone(),
            protected: BTreeSet::from(["min".to_string()]),
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        let out = file.to_token_stream().to_string();
        assert!(out.contains("# [allow (dead_code)] fn min (self)"), "{out}");
        assert!(out.contains("fn min_by (self)"), "{out}");
        // Unprotected, both go in one round.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: dead,
            ..Plan::default()
        };
        assert!(plan.apply(&mut file).is_empty());
        assert!(!file.to_token_stream().to_string().contains("min"));
    }

    #[test]
    fn a_round_that_spares_every_dead_item_leaves_nothing_new_for_the_next_check() {
        // All that rustc called dead is protected: the next check can name only that again,
        // so a round that also removed only imports need not be checked on its own.
        let source = "struct G;\nimpl G {\nfn min(self) -> u8 { 0 }\n}\nfn main() {}";
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 3, column: 3 }]),
            protected: BTreeSet::from(["min".to_string()]),
            ..Plan::default()
        };
        assert_eq!(plan.apply_telling(&mut file), (Vec::new(), true));
        // One that removes an item leaves the next check more to say.
        let mut file: syn::File = syn::parse_str(source).expect("parses");
        let plan = Plan {
            items: BTreeSet::from([LineColumn { line: 3, column: 3 }]),
            ..Plan::default()
        };
        assert_eq!(plan.apply_telling(&mut file), (Vec::new(), false));
    }

    #[test]
    fn names_in_the_code_a_diagnostic_points_at() {
        let text = "fn main() {}\n    Graph::neighbors(self, n)\n";
        let at = |from: usize, to: usize| Diagnostic {
            level: "error".to_string(),
            code: Some("E0277".to_string()),
            message: String::new(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: vec![(
                LineColumn {
                    line: 2,
                    column: from,
                },
                LineColumn {
                    line: 2,
                    column: to,
                },
            )],
        };
        assert_eq!(span_names(&at(4, 9), text), ["Graph", "neighbors"]);
        assert_eq!(span_names(&at(21, 25), text), ["self"]);
        assert_eq!(
            span_names(&at(4, 99), text),
            ["Graph", "neighbors", "self", "n"]
        );
        let error = Diagnostic {
            level: "error".to_string(),
            code: Some("E0277".to_string()),
            message: "the trait bound `Graph<_>: IntoNeighbors` is not satisfied".to_string(),
            rendered: String::new(),
            macro_call: None,
            fixes: Vec::new(),
            primary: vec![(
                LineColumn { line: 2, column: 4 },
                LineColumn {
                    line: 2,
                    column: 29,
                },
            )],
        };
        assert_eq!(
            span_names(&error, text),
            ["Graph", "neighbors", "self", "n"]
        );
        let recursion = Diagnostic {
            code: Some("unconditional_recursion".to_string()),
            primary: vec![(
                LineColumn { line: 1, column: 0 },
                LineColumn { line: 3, column: 1 },
            )],
            ..error
        };
        assert_eq!(
            recursing_fn(&recursion, "pub fn r#look(\n").as_deref(),
            Some("look")
        );
        assert_eq!(identifiers("r#type 3x _a"), ["type", "_a"]);
    }

    #[test]
    fn finds_the_traits_macro_bodies_implement() {
        let file: syn::File = syn::parse_str(
            "macro_rules! a { ([$($p:tt)*] $t:ty) => { impl<$($p)*> Peek for $t {} \
             impl<T> Inherent<T> { } impl $crate::m::Tr<u8> for X {} impl $name for Y {} }; } \
             mod m { macro_rules! b { () => { impl Other for Z {} } } } \
             fn f() { impl NotInMacro for W {} }",
        )
        .expect("parses");
        assert_eq!(
            traits_implemented_in_macros(&file),
            BTreeSet::from(["Other".to_string(), "Peek".to_string(), "Tr".to_string()])
        );
    }
}
