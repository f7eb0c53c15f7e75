//! One crate's source files, found and read as rustc finds them: the crate root parsed,
//! stripped and expanded, each `mod x;` followed to its file, and the files nested back into
//! one module tree ([`fill`]) once the rewrite is done. Not which crates are loaded (the
//! parent module and [`crate::bundle::reach`]) nor how a crate's paths are rewritten for the bundle
//! ([`mod@super::assemble`] and `rewrite`).
//!
//! Module files are found as rustc finds them: `mod x;` in a "mod-rs" file (`lib.rs`,
//! `main.rs`, `mod.rs`, or a file reached through `#[path]`) looks in the file's directory, in
//! any other file `a.rs` in `a/`; inline `mod y { mod x; }` adds `y/`; the file is `x.rs` or
//! `x/mod.rs` (both is an error, as in rustc). `#[path = "..."]` with a string literal is
//! followed (relative to the file's directory, or inside inline modules to the directory the
//! inline modules stand for); any other form is an error. A `mod x;` that a crate's own
//! `macro_rules!` writes (libc's `prelude!()`, safe_arch's `submodule!(pub m128_)`) is found
//! the same way from the module the call stands in: such calls are expanded while the files
//! are followed, in source order with the macros in textual scope ([`Loader::follow`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use syn::visit_mut::VisitMut;
use syn::{Attribute, Item, ItemMod, Meta};

use super::migrate_crate::Migrated;
use crate::bundle::expand::proc_macro::{CrateScope, ProcMacros};
use crate::bundle::expand::{expand_file, Expander};
use crate::bundle::load::builtin::expand_builtins;
use crate::bundle::load::graph::Crate;
use crate::bundle::load::strip::{
    clean_attrs, expand_cfg_if, inner_attribute_policy, Cfg, DropDocs, InnerAttr, Strip,
};
use crate::bundle::mbe::{self, MacroRules, Scope};
use crate::bundle::rewrite::edition::{parse_2015, parse_2018, Text2015};
use crate::error::Error;
use crate::workspace::Workspace;

/// A crate's files as [`load_crate`] leaves them.
pub(super) struct CrateFiles {
    /// The crate root first, then its module files in the order they were loaded.
    pub files: Vec<LoadedFile>,
    /// The first call of a macro that writes `mod x;` declarations which could not be
    /// expanded: the modules it declares are missing from `files`.
    pub unfollowed: Option<Unfollowed>,
}

/// Loads the files of `krate`: its root and, recursively, the files of its `mod x;`
/// declarations, each parsed, stripped with the crate's cfg context and expanded, the proc
/// macros `macro_scope` lets the crate name expanded by `proc_macros`.
pub(super) fn load_crate(
    ws: &Workspace,
    expander: Expander,
    krate: &Crate,
    proc_macros: &mut ProcMacros,
    macro_scope: CrateScope,
    migrated: Option<&Migrated>,
) -> Result<CrateFiles, Error> {
    let package_dir = ws
        .package(&krate.package)
        .and_then(|package| package.manifest_path.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let mut loader = Loader {
        ws,
        expander,
        edition_2015: krate.edition_2015,
        uses_tables: krate.uses_tables,
        cfg: &krate.cfg,
        env: &krate.env,
        proc_macros,
        macro_scope,
        package_dir,
        migrated,
        files: Vec::new(),
        expansions: 0,
        unfollowed: None,
    };
    let is_library = !krate.module.is_empty();
    loader.load(
        &krate.root_file,
        crate_dir(&krate.root_file),
        is_library,
        0,
        &mut Scope::new(),
    )?;
    Ok(CrateFiles {
        files: loader.files,
        unfollowed: loader.unfollowed,
    })
}

/// One parsed source file of a crate.
#[derive(Debug)]
pub(super) struct LoadedFile {
    /// Path for messages (relative to the workspace root).
    pub display: PathBuf,
    /// The parsed, stripped, expanded file; `mod x;` declarations not yet filled.
    pub file: syn::File,
    /// The files of its `mod x;` declarations, in traversal order (see [`for_each_mod_decl`]).
    pub children: Vec<usize>,
    /// How deep its module stands in its crate: 0 for the crate root, 1 for `mod a;` there.
    pub depth: usize,
}

/// The module path of each of a crate's `files` (the root's is empty), as [`fill`] nests them.
pub(super) fn file_modules(files: &[LoadedFile]) -> Vec<Vec<String>> {
    fn decls(items: &[Item], inline: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        for item in items {
            if let Item::Mod(item_mod) = item {
                inline.push(item_mod.ident.to_string());
                match &item_mod.content {
                    None => out.push(inline.clone()),
                    Some((_, inner)) => decls(inner, inline, out),
                }
                inline.pop();
            }
        }
    }
    let mut modules = vec![Vec::new(); files.len()];
    let mut stack = vec![0];
    while let Some(index) = stack.pop() {
        let Some(file) = files.get(index) else {
            continue;
        };
        let mut found = Vec::new();
        decls(&file.file.items, &mut Vec::new(), &mut found);
        for (child, path) in file.children.iter().zip(found) {
            let mut module = modules[index].clone();
            module.extend(path);
            if let Some(slot) = modules.get_mut(*child) {
                *slot = module;
            }
            stack.push(*child);
        }
    }
    modules
}

/// The directory a crate root's `mod x;` declarations look in.
fn crate_dir(root_file: &Path) -> PathBuf {
    root_file
        .parent()
        .map_or_else(PathBuf::new, Path::to_path_buf)
}

/// Replaces the `mod x;` declarations of `files[index]` by their (recursively filled) files;
/// returns the file's inner attributes and items.
pub(super) fn fill(
    files: &mut [LoadedFile],
    index: usize,
    module_path: &[String],
    origins: &mut BTreeMap<Vec<String>, PathBuf>,
) -> (Vec<Attribute>, Vec<Item>) {
    origins.insert(module_path.to_vec(), files[index].display.clone());
    let mut file = std::mem::replace(
        &mut files[index].file,
        syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: Vec::new(),
        },
    );
    let children = files[index].children.clone();
    let mut next = children.into_iter();
    let mut items = std::mem::take(&mut file.items);
    // The callback never fails, so neither does the walk.
    let _ = for_each_mod_decl(&mut items, &mut Vec::new(), &mut |decl, inline| {
        let child = next
            .next()
            .expect("fill visits the mod declarations in the order load recorded them");
        let mut path = module_path.to_vec();
        path.extend(inline.iter().cloned());
        path.push(decl.ident.to_string());
        let (attrs, child_items) = fill(files, child, &path, origins);
        decl.attrs.retain(|attr| !attr.path().is_ident("path"));
        decl.attrs.extend(attrs);
        decl.content = Some((Default::default(), child_items));
        decl.semi = None;
        Ok(())
    });
    (file.attrs, items)
}

/// A callback on a `mod x;` declaration and the names of its enclosing inline modules.
type ModDeclFn<'f> = dyn FnMut(&mut ItemMod, &[String]) -> Result<(), Error> + 'f;

/// Calls `f` on every `mod x;` declaration (without body) in `items`, descending into inline
/// modules and into the bodies of functions and methods (their own statements), in source
/// order; `inline` holds the names of the enclosing inline modules. Stops at the first error.
///
/// A declaration in a function body (getrandom 0.4: `#[path = "../utils/lazy_ptr.rs"] mod
/// lazy;` in `fill_inner`) must have a `#[path]`, which is relative to the directory of the
/// file, as for a declaration outside inline modules: it is given no enclosing inline module.
fn for_each_mod_decl(
    items: &mut [Item],
    inline: &mut Vec<String>,
    f: &mut ModDeclFn<'_>,
) -> Result<(), Error> {
    for item in items {
        match item {
            Item::Mod(item_mod) => match &mut item_mod.content {
                None => f(item_mod, inline)?,
                Some((_, inner)) => {
                    // A raw identifier (`mod r#ref`) names the directory `ref`.
                    inline.push(syn::ext::IdentExt::unraw(&item_mod.ident).to_string());
                    let result = for_each_mod_decl(inner, inline, f);
                    inline.pop();
                    result?;
                }
            },
            Item::Fn(item_fn) => for_each_body_mod_decl(&mut item_fn.block, f)?,
            Item::Impl(item_impl) => {
                for impl_item in &mut item_impl.items {
                    if let syn::ImplItem::Fn(method) = impl_item {
                        for_each_body_mod_decl(&mut method.block, f)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// [`for_each_mod_decl`] on the `mod x;` declarations among a body's statements.
fn for_each_body_mod_decl(block: &mut syn::Block, f: &mut ModDeclFn<'_>) -> Result<(), Error> {
    for stmt in &mut block.stmts {
        if let syn::Stmt::Item(Item::Mod(item_mod)) = stmt {
            if item_mod.content.is_none() {
                f(item_mod, &[])?;
            }
        }
    }
    Ok(())
}

struct Loader<'w, 'p> {
    ws: &'w Workspace,
    expander: Expander,
    /// Edition 2015 code: lexed as [`parse_2015`] does.
    edition_2015: bool,
    uses_tables: bool,
    cfg: &'w Cfg,
    /// What `env!` sees in this crate.
    env: &'w BTreeMap<String, String>,
    /// Third-party proc macros, expanded as each file is loaded.
    proc_macros: &'p mut ProcMacros,
    /// What the crate's code can name as a proc macro (its root's `#[macro_use] extern
    /// crate`s are read once the root is loaded).
    macro_scope: CrateScope,
    /// The crate's package directory (`CARGO_MANIFEST_DIR` for proc macros).
    package_dir: PathBuf,
    /// The crate's files as rustc migrated them to a later edition, read instead of its own.
    migrated: Option<&'w Migrated>,
    files: Vec<LoadedFile>,
    /// Calls of macros that write `mod x;` declarations expanded so far.
    expansions: usize,
    /// The first such call that could not be expanded.
    unfollowed: Option<Unfollowed>,
}

/// Calls of `mod`-writing macros one crate may expand while it is loaded: a bound on a
/// macro that keeps writing calls of itself.
const MAX_LOAD_EXPANSIONS: usize = 10_000;

/// A call of a macro that writes `mod x;` declarations which loading could not expand, so
/// the modules it declares cannot be found.
#[derive(Debug, Clone)]
pub(super) struct Unfollowed {
    pub name: String,
    pub file: PathBuf,
    pub line: usize,
}

/// Where a file's `mod x;` declarations look for their files (see [`resolve`]).
struct Place<'a> {
    own_dir: &'a Path,
    children_dir: &'a Path,
    display: &'a Path,
    is_library: bool,
    /// The file's depth in its crate (see [`LoadedFile::depth`]).
    depth: usize,
}

impl Loader<'_, '_> {
    /// Loads `path` and, recursively, its module files; returns its index in `self.files`, or
    /// `None` when the file is compiled out by its own `#![cfg]`.
    /// `children_dir` is where its `mod x;` declarations look; `is_library` selects the inner
    /// attribute policy; `depth` is how deep its module stands in the crate (0 for the crate
    /// root, 1 for a module the root declares); `scope` holds
    /// the `macro_rules!` in textual scope where the file's module is declared, and gets the
    /// file's own definitions.
    fn load(
        &mut self,
        path: &Path,
        children_dir: PathBuf,
        is_library: bool,
        depth: usize,
        scope: &mut Scope,
    ) -> Result<Option<usize>, Error> {
        let is_crate_root = depth == 0;
        let display = self.ws.relative(path).to_path_buf();
        let read_from = self
            .migrated
            .map_or_else(|| path.to_path_buf(), |migrated| migrated.source_of(path));
        let source = std::fs::read_to_string(read_from).map_err(|error| {
            Error::new(format!("cannot read {}: {error}", display.display())).at(&display, None)
        })?;
        let parsed = if self.edition_2015 {
            let text = match self.migrated {
                Some(_) => Text2015::MigratedByRustc,
                None => Text2015::AsWritten,
            };
            parse_2015(&source, text)
        } else {
            // An older crate's idiom syn reads only as a later edition writes it.
            syn::parse_file(&source).or_else(|error| parse_2018(&source).map_err(|_| error))
        };
        let mut file = parsed.map_err(|error| {
            Error::new(format!("cannot parse: {error}"))
                .at(&display, Some(error.span().start().line))
                .help("the crate must build with cargo first")
        })?;
        // Doc comments stay until the proc macros have run: some read them.
        let strip = |file: &mut syn::File| {
            Strip {
                cfg: self.cfg,
                keep_docs: true,
            }
            .visit_file_mut(file)
        };
        strip(&mut file);
        expand_cfg_if(&mut file.items, self.cfg);
        let dir = path.parent().unwrap_or(Path::new("."));
        expand_builtins(&mut file, self.env, dir, &display)?;
        // What `include!` brought in is stripped like the rest.
        strip(&mut file);
        // Inner attributes: decidable `cfg_attr` resolved, docs and strict lint levels gone.
        clean_attrs(&mut file.attrs, self.cfg);
        // A module file whose `#![cfg(...)]` is false is compiled out.
        let compiled_out = !is_crate_root
            && file
                .attrs
                .iter()
                .any(|attr| inner_attribute_policy(attr, self.cfg) == InnerAttr::DropModule);
        if compiled_out {
            return Ok(None);
        }
        if is_library || !is_crate_root {
            let mut kept = Vec::new();
            for attr in std::mem::take(&mut file.attrs) {
                match inner_attribute_policy(&attr, self.cfg) {
                    InnerAttr::Keep => kept.push(attr),
                    InnerAttr::Drop | InnerAttr::DropModule => {}
                    // A module file's `#![macro_use]` (nalgebra's `op_macros.rs`) is an inline
                    // module's as well: its macros stay visible after it.
                    InnerAttr::Unsupported(name) if name == "macro_use" && !is_crate_root => {
                        kept.push(attr);
                    }
                    InnerAttr::Unsupported(name) => {
                        return Err(Error::new(format!(
                            "crate-level attribute `#![{name}]` cannot be carried into a module \
                             of the bundle"
                        ))
                        .at(&display, Some(attr.pound_token.span.start().line))
                        .help(
                            "remove it; bundled crates are plain std code (see \
                             docs/ARCHITECTURE.md)",
                        ));
                    }
                }
            }
            file.attrs = kept;
        }
        // A `macro_rules!` that calls a proc macro: its calls are expanded first, for the proc
        // macro to run on what they write.
        let proc_macro_names = self.proc_macros.names();
        if !proc_macro_names.is_empty() {
            let calls_proc_macro = |rules: &MacroRules| {
                rules
                    .calls()
                    .iter()
                    .any(|name| proc_macro_names.contains(name.as_str()))
            };
            mbe::expand_calls_of(&mut file.items, scope, &calls_proc_macro);
        }
        if is_crate_root {
            self.macro_scope.read_crate_root(&file.items);
        }
        let named_in =
            |file: &syn::File| mbe::macro_names_in(quote::ToTokens::to_token_stream(file));
        self.proc_macros.expand(
            &mut file,
            &named_in,
            &display,
            &self.package_dir,
            &self.macro_scope,
        )?;
        DropDocs.visit_file_mut(&mut file);
        if self.uses_tables {
            expand_file(&mut file, display.clone(), self.expander)?;
        }
        let index = self.files.len();
        self.files.push(LoadedFile {
            display: display.clone(),
            file: syn::File {
                shebang: None,
                attrs: Vec::new(),
                items: Vec::new(),
            },
            children: Vec::new(),
            depth,
        });

        // Follow the declarations in source order (a macro defined in one module file may write
        // the next declaration), then drop those of files that turned out to be compiled out.
        let own_dir = path.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        let place = Place {
            own_dir: &own_dir,
            children_dir: &children_dir,
            display: &display,
            is_library,
            depth,
        };
        let loaded = self.follow(&mut file.items, &mut Vec::new(), scope, &place)?;
        if loaded.iter().any(Option::is_none) {
            let mut flags = loaded.iter().map(Option::is_some);
            remove_mod_decls(&mut file.items, &mut || flags.next().unwrap_or(true));
        }
        self.files[index].file = file;
        self.files[index].children = loaded.into_iter().flatten().collect();
        Ok(Some(index))
    }

    /// Loads the files of the `mod x;` declarations among `items`, in source order and in the
    /// traversal order of [`for_each_mod_decl`] (inline modules too, `inline` naming the ones
    /// around `items`); returns each one's index, `None` for a file compiled out.
    ///
    /// On the way, `scope` follows the `macro_rules!` definitions as rustc's textual scope
    /// does (a `#[macro_use]` module's stay visible after it), and a call of a macro that
    /// writes `mod x;` declarations ([`MacroRules::writes_mod_decl`]: libc's `prelude!`,
    /// safe_arch's `submodule!`) is expanded in place, its output stripped with the crate's
    /// cfg context and followed like the rest: rustc looks for such a module's file from
    /// the module the call stands in, as for one written there. A call that cannot be
    /// expanded exactly is left and recorded in `self.unfollowed`.
    fn follow(
        &mut self,
        items: &mut Vec<Item>,
        inline: &mut Vec<String>,
        scope: &mut Scope,
        place: &Place<'_>,
    ) -> Result<Vec<Option<usize>>, Error> {
        let mut children = Vec::new();
        let mut index = 0;
        while index < items.len() {
            match &mut items[index] {
                Item::Macro(mac) if mac.mac.path.is_ident("macro_rules") => {
                    if let Some(name) = &mac.ident {
                        let rules = MacroRules::parse(mac.mac.tokens.clone()).map(Rc::new);
                        scope.push((name.to_string(), rules));
                    }
                }
                Item::Macro(mac)
                    if mac.ident.is_none()
                        && mbe::in_scope(&mac.mac, scope)
                            .is_some_and(MacroRules::writes_mod_decl) =>
                {
                    let expansion = (mac.attrs.is_empty() && self.expansions < MAX_LOAD_EXPANSIONS)
                        .then(|| mbe::expand_item_call(&mac.mac, scope))
                        .flatten();
                    match expansion {
                        Some(written) => {
                            self.expansions += 1;
                            let mut written = syn::File {
                                shebang: None,
                                attrs: Vec::new(),
                                items: written,
                            };
                            Strip {
                                cfg: self.cfg,
                                keep_docs: false,
                            }
                            .visit_file_mut(&mut written);
                            expand_cfg_if(&mut written.items, self.cfg);
                            // The written items are followed next, in their place.
                            items.splice(index..=index, written.items);
                            continue;
                        }
                        None => {
                            if self.unfollowed.is_none() {
                                let name = mac.mac.path.get_ident().map(ToString::to_string);
                                self.unfollowed = Some(Unfollowed {
                                    name: name.unwrap_or_default(),
                                    file: place.display.to_path_buf(),
                                    line: mac.mac.bang_token.span.start().line,
                                });
                            }
                        }
                    }
                }
                Item::Mod(item_mod) => {
                    let macro_use = item_mod
                        .attrs
                        .iter()
                        .any(|attr| attr.path().is_ident("macro_use"));
                    let mut inner_scope = scope.clone();
                    match &mut item_mod.content {
                        None => {
                            let child =
                                self.load_decl(item_mod, inline, &mut inner_scope, place)?;
                            // A module file's `#![macro_use]` says the same as the attribute
                            // on its declaration.
                            let inner_macro_use = child.is_some_and(|child| {
                                self.files[child]
                                    .file
                                    .attrs
                                    .iter()
                                    .any(|attr| attr.path().is_ident("macro_use"))
                            });
                            if (macro_use || inner_macro_use) && child.is_some() {
                                scope.extend(inner_scope.into_iter().skip(scope.len()));
                            }
                            children.push(child);
                        }
                        Some((_, inner)) => {
                            // A raw identifier (`mod r#ref`) names the directory `ref`.
                            inline.push(syn::ext::IdentExt::unraw(&item_mod.ident).to_string());
                            let result = self.follow(inner, inline, &mut inner_scope, place);
                            inline.pop();
                            children.extend(result?);
                            if macro_use {
                                scope.extend(inner_scope.into_iter().skip(scope.len()));
                            }
                        }
                    }
                }
                Item::Fn(item_fn) => {
                    children.extend(self.follow_body(&mut item_fn.block, scope, place)?);
                }
                Item::Impl(item_impl) => {
                    for impl_item in &mut item_impl.items {
                        if let syn::ImplItem::Fn(method) = impl_item {
                            children.extend(self.follow_body(&mut method.block, scope, place)?);
                        }
                    }
                }
                _ => {}
            }
            index += 1;
        }
        Ok(children)
    }

    /// [`Loader::follow`] on the `mod x;` declarations among a body's statements (see
    /// [`for_each_mod_decl`]: outside any inline module, their macros scoped to the body).
    fn follow_body(
        &mut self,
        block: &mut syn::Block,
        scope: &Scope,
        place: &Place<'_>,
    ) -> Result<Vec<Option<usize>>, Error> {
        let mut children = Vec::new();
        for stmt in &mut block.stmts {
            let syn::Stmt::Item(Item::Mod(item_mod)) = stmt else {
                continue;
            };
            if item_mod.content.is_some() {
                continue;
            }
            children.push(self.load_decl(item_mod, &[], &mut scope.clone(), place)?);
        }
        Ok(children)
    }

    /// Loads the file of the `mod x;` declaration `decl` (see [`resolve`]), inside the inline
    /// modules `inline` of the file at `place`, with `scope` as its macros' textual scope.
    fn load_decl(
        &mut self,
        decl: &ItemMod,
        inline: &[String],
        scope: &mut Scope,
        place: &Place<'_>,
    ) -> Result<Option<usize>, Error> {
        let (child_path, child_dir) = resolve(
            self.ws,
            decl,
            inline,
            place.own_dir,
            place.children_dir,
            place.display,
        )?;
        self.load(
            &child_path,
            child_dir,
            place.is_library,
            place.depth + inline.len() + 1,
            scope,
        )
    }
}

/// Removes the `mod x;` declarations for which `keep` (called in traversal order, that of
/// [`for_each_mod_decl`]) is false.
fn remove_mod_decls(items: &mut Vec<Item>, keep: &mut dyn FnMut() -> bool) {
    fn in_body(block: &mut syn::Block, keep: &mut dyn FnMut() -> bool) {
        block.stmts.retain(|stmt| match stmt {
            syn::Stmt::Item(Item::Mod(item_mod)) if item_mod.content.is_none() => keep(),
            _ => true,
        });
    }
    items.retain_mut(|item| match item {
        Item::Mod(item_mod) => match &mut item_mod.content {
            None => keep(),
            Some((_, inner)) => {
                remove_mod_decls(inner, keep);
                true
            }
        },
        Item::Fn(item_fn) => {
            in_body(&mut item_fn.block, keep);
            true
        }
        Item::Impl(item_impl) => {
            for impl_item in &mut item_impl.items {
                if let syn::ImplItem::Fn(method) = impl_item {
                    in_body(&mut method.block, keep);
                }
            }
            true
        }
        _ => true,
    });
}

/// The file of `mod x;` and the directory its own declarations look in.
fn resolve(
    ws: &Workspace,
    decl: &ItemMod,
    inline: &[String],
    own_dir: &Path,
    children_dir: &Path,
    display: &Path,
) -> Result<(PathBuf, PathBuf), Error> {
    let line = decl.ident.span().start().line;
    // A raw identifier (`mod r#ref;`) names the file `ref.rs`.
    let name = syn::ext::IdentExt::unraw(&decl.ident).to_string();
    let inline_dir = inline
        .iter()
        .fold(children_dir.to_path_buf(), |dir, m| dir.join(m));
    if let Some(attr) = decl.attrs.iter().find(|attr| attr.path().is_ident("path")) {
        let literal = match &attr.meta {
            Meta::NameValue(name_value) => match &name_value.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(literal),
                    ..
                }) => Some(literal.value()),
                _ => None,
            },
            _ => None,
        };
        let Some(literal) = literal else {
            return Err(Error::new(format!(
                "`#[path]` on `mod {name}` is not a plain string literal"
            ))
            .at(display, Some(line))
            .help("write `#[path = \"file.rs\"]` or use the default file layout"));
        };
        let base = if inline.is_empty() {
            own_dir.to_path_buf()
        } else {
            inline_dir
        };
        let file = base.join(&literal);
        if !file.is_file() {
            return Err(Error::new(format!(
                "`#[path = \"{literal}\"]` of `mod {name}` names a missing file"
            ))
            .at(display, Some(line))
            .help("fix the path (relative to the directory of this file)"));
        }
        let dir = file.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        return Ok((file, dir));
    }
    let flat = inline_dir.join(format!("{name}.rs"));
    let nested = inline_dir.join(&name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok((flat, inline_dir.join(&name))),
        (false, true) => Ok((nested, inline_dir.join(&name))),
        (true, true) => Err(Error::new(format!(
            "both {} and {} exist for `mod {name}`",
            ws.relative(&flat).display(),
            ws.relative(&nested).display()
        ))
        .at(display, Some(line))
        .help("delete one of them")),
        (false, false) => Err(Error::new(format!("file not found for `mod {name};`"))
            .at(display, Some(line))
            .help(format!(
                "create {name}.rs or {name}/mod.rs in {}, or remove the declaration",
                ws.relative(&inline_dir).display()
            ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_file_has_the_module_path_fill_gives_it() {
        let file = |source: &str, children: Vec<usize>| LoadedFile {
            display: PathBuf::new(),
            file: syn::parse_str(source).expect("parses"),
            children,
            depth: 0,
        };
        // lib.rs: `mod a; mod inline { mod b; }`; a.rs: `mod c;`.
        let files = [
            file("mod a; mod inline { mod b; }", vec![1, 2]),
            file("mod c;", vec![3]),
            file("", vec![]),
            file("", vec![]),
        ];
        assert_eq!(
            file_modules(&files),
            [vec![], vec!["a"], vec!["inline", "b"], vec!["a", "c"]]
        );
    }

    /// A scratch tree with the given files (contents irrelevant to `resolve`).
    fn tree(name: &str, files: &[&str]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("judgepack-load-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for file in files {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().expect("has a parent")).expect("mkdir");
            std::fs::write(&path, "").expect("write");
        }
        root
    }

    fn decl(source: &str) -> ItemMod {
        syn::parse_str(source).expect("a mod declaration")
    }

    fn resolve_in(
        root: &Path,
        source: &str,
        inline: &[&str],
        children_dir: &str,
    ) -> Result<(PathBuf, PathBuf), Error> {
        let ws = Workspace::empty(root.to_path_buf());
        let inline: Vec<String> = inline.iter().map(ToString::to_string).collect();
        let found = resolve(
            &ws,
            &decl(source),
            &inline,
            &root.join("src"),
            &root.join(children_dir),
            Path::new("src/lib.rs"),
        )?;
        Ok((
            found.0.strip_prefix(root).expect("inside").to_path_buf(),
            found.1.strip_prefix(root).expect("inside").to_path_buf(),
        ))
    }

    #[test]
    fn finds_flat_and_directory_module_files() {
        let root = tree("flat", &["src/a.rs", "src/b/mod.rs"]);
        assert_eq!(
            resolve_in(&root, "mod a;", &[], "src").expect("a.rs"),
            (PathBuf::from("src/a.rs"), PathBuf::from("src/a"))
        );
        assert_eq!(
            resolve_in(&root, "mod b;", &[], "src").expect("b/mod.rs"),
            (PathBuf::from("src/b/mod.rs"), PathBuf::from("src/b"))
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn children_of_non_mod_rs_files_and_inline_modules_live_in_subdirectories() {
        let root = tree("nested", &["src/a/c.rs", "src/x/y/z.rs"]);
        // `mod c;` inside `src/a.rs`: its children directory is `src/a`.
        assert_eq!(
            resolve_in(&root, "mod c;", &[], "src/a").expect("a/c.rs").0,
            PathBuf::from("src/a/c.rs")
        );
        // `mod x { mod y { mod z; } }` in `src/lib.rs`.
        assert_eq!(
            resolve_in(&root, "mod z;", &["x", "y"], "src")
                .expect("x/y/z.rs")
                .0,
            PathBuf::from("src/x/y/z.rs")
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn path_attributes_are_followed_when_they_are_string_literals() {
        let root = tree("path", &["src/other/name.rs", "src/x/inl.rs"]);
        assert_eq!(
            resolve_in(&root, "#[path = \"other/name.rs\"] mod a;", &[], "src").expect("path"),
            (
                PathBuf::from("src/other/name.rs"),
                PathBuf::from("src/other")
            )
        );
        assert_eq!(
            resolve_in(&root, "#[path = \"inl.rs\"] mod a;", &["x"], "src")
                .expect("inline path")
                .0,
            PathBuf::from("src/x/inl.rs")
        );
        let error = resolve_in(
            &root,
            "#[path = concat!(\"a\", \".rs\")] mod a;",
            &[],
            "src",
        )
        .expect_err("not a literal");
        assert!(
            error.what().contains("not a plain string literal"),
            "{error}"
        );
        assert_eq!(error.line(), Some(1));
        let error =
            resolve_in(&root, "#[path = \"gone.rs\"] mod a;", &[], "src").expect_err("missing");
        assert!(error.what().contains("names a missing file"), "{error}");
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn both_layouts_or_none_is_an_error() {
        let root = tree("both", &["src/a.rs", "src/a/mod.rs"]);
        let error = resolve_in(&root, "mod a;", &[], "src").expect_err("ambiguous");
        assert!(error.what().contains("both"), "{error}");
        let error = resolve_in(&root, "\n\nmod gone;", &[], "src").expect_err("missing");
        assert_eq!(error.line(), Some(3));
        assert_eq!(error.file(), Some(Path::new("src/lib.rs")));
        assert!(
            error
                .advice()
                .is_some_and(|h| h.contains("gone.rs or gone/mod.rs in src")),
            "{error}"
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn only_macro_positions_can_name_a_proc_macro() {
        let file: syn::File = syn::parse_str(
            "#![doc = \"x\"] #[derive(Debug, Readable)] struct S; \
             impl Display for S {} \
             #[proconio::fastout] fn main() { input!(n: usize); if a != b {} }",
        )
        .expect("parses");
        let names = mbe::macro_names_in(quote::ToTokens::to_token_stream(&file));
        for name in [
            "derive", "Debug", "Readable", "proconio", "fastout", "input", "doc",
        ] {
            assert!(names.contains(name), "{name} in {names:?}");
        }
        for name in ["Display", "S", "main", "a", "b", "n"] {
            assert!(!names.contains(name), "{name} in {names:?}");
        }
    }
}
