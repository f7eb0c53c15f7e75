//! Short private names for the compact form: every identifier the bundled program defines
//! for itself gets a short fresh name, consistently across the whole file, and rustc checks
//! the result.
//!
//! How (token level, by name): [`Definitions`] walks the syn tree and lists the names the
//! program defines (locals and parameters, functions, methods of inherent impls, structs,
//! enums, variants, fields, traits and their items, type aliases, consts, statics, inlined
//! modules, generic parameters, `use .. as` aliases) and the names it must keep. Then every
//! token spelling a renamed name becomes its fresh name, wherever it stands, also as an inline
//! argument of a format string (`"{rows}"`, `"{:w$}"`). Renaming by spelling instead of by
//! scope is consistent by construction: every definition and every use of one spelling get the
//! same new spelling, and the new spelling occurs nowhere else. The only way it breaks is a
//! spelling that is also a name from outside the file (a field `len` of ours and `Vec::len`):
//! rustc then reports an error there, and that name is excluded.
//!
//! Kept (never renamed): `main`; keywords, `self`, `Self`, `crate`, `super`; prelude items,
//! primitive types and `write_fmt`, which `write!` calls by name ([`RESERVED`]);
//! names of items in `impl Trait for T` when `Trait` is not defined in the file (`fmt`,
//! `next`, `Item`); names on a path from `std`, `core` or `alloc` (`use std::io::Write`);
//! `pub` items at the binary's root, and the `pub` fields and methods of those (the names a
//! judge's harness calls); the functions and statics of `extern` blocks without a
//! `#[link_name]` (their name is the symbol the linker looks for, and `--emit=metadata` does
//! not link: libc's `read` renamed `c1` is an undefined symbol only the final build finds);
//! names starting with `_` (their lint meaning); macro names,
//! metavariables, fragment specifiers, lifetimes and labels; tokens inside attributes and
//! `stringify!`; and, when the program may print `Debug` output (a `{:?}` format, `dbg!`, the
//! name `Debug` outside a derive, a `main` returning a value), the names of types deriving
//! `Debug`, their fields and variants.
//!
//! Fresh names never occur anywhere in the file (so nothing is shadowed or captured) and have
//! shapes no std method or prelude item has: a letter, then a letter and a digit, then a
//! letter and two digits (`i8` and `u8` skipped). Names starting with an uppercase letter get
//! uppercase fresh names and the others lowercase ones, so the naming lints stay quiet. The
//! most frequent names get the shortest fresh names (ties by name), and a name is renamed only
//! if that makes it shorter; everything is ordered, so the output is deterministic.
//!
//! Verification: the renamed file is compiled like the dead-code loop does (`--emit=metadata`,
//! JSON diagnostics); every error or warning span is mapped back to the renamed identifiers
//! (or format strings) at that spot and those names are excluded, until rustc is silent or
//! [`MAX_ROUNDS`] have run; then the un-renamed compact text is used and a note says so. The
//! names excluded for a bin are remembered ([`crate::cache`]) and excluded from the start in
//! its next run, which after an edit is then one compile instead of one per round.
//!
//! What it is not: a general minifier. Whitespace is [`print::compact`]'s job; names
//! that rustc accepts renamed but that change meaning are prevented by the rules above, not
//! detected (known gap: a trait of ours implemented for a std type with a method named like one
//! of that type's inherent methods, which the inherent one shadows; and `type_name` of a
//! renamed type prints the new name).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::str::FromStr;

use proc_macro2::{Delimiter, Group, Ident, LineColumn, Literal, Spacing, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};

use crate::bundle::draft::{impl_item_name, Diagnostic, Scratch};
use crate::bundle::print;
use crate::cache;
use crate::error::Error;

/// At most this many compiles of renamed drafts; each excludes at least one name.
const MAX_ROUNDS: usize = 12;

/// Never renamed: keywords, the prelude, primitive types, std's crate names, and `write_fmt`,
/// the one method a std macro calls by name. (Operators, `for`, `?` and derives call trait
/// methods by path, so an inherent method named `next` or `index` is ours to rename; one
/// that is also called on a std type is excluded by the compile check.)
const RESERVED: &[&str] = &[
    // Keywords (strict, reserved, weak) and path roots.
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "crate",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "abstract",
    "become",
    "box",
    "do",
    "final",
    "macro",
    "override",
    "priv",
    "typeof",
    "unsized",
    "virtual",
    "yield",
    "try",
    "gen",
    "union",
    "macro_rules",
    "main",
    "std",
    "core",
    "alloc",
    // Primitive types.
    "bool",
    "char",
    "str",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
    // The prelude (2021).
    "Copy",
    "Send",
    "Sized",
    "Sync",
    "Unpin",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "drop",
    "Box",
    "ToOwned",
    "Clone",
    "PartialEq",
    "PartialOrd",
    "Eq",
    "Ord",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "Default",
    "Iterator",
    "Extend",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "String",
    "ToString",
    "Vec",
    "TryFrom",
    "TryInto",
    "FromIterator",
    "Debug",
    "Hash",
    // The method `write!` and `writeln!` call by name (an inherent one is preferred).
    "write_fmt",
];

/// Letter-and-digit shapes that are std names.
const NOT_FRESH: &[&str] = &["i8", "u8"];

/// std's formatting macros and how many top-level commas precede their format string.
const FORMAT_MACROS: &[(&str, usize)] = &[
    ("format", 0),
    ("print", 0),
    ("println", 0),
    ("eprint", 0),
    ("eprintln", 0),
    ("panic", 0),
    ("format_args", 0),
    ("unreachable", 0),
    ("todo", 0),
    ("unimplemented", 0),
    ("write", 1),
    ("writeln", 1),
    ("assert", 1),
    ("debug_assert", 1),
    ("assert_eq", 2),
    ("assert_ne", 2),
    ("debug_assert_eq", 2),
    ("debug_assert_ne", 2),
];

/// The compact text of a bundle after renaming, and what happened.
#[derive(Debug, Clone)]
pub(crate) struct Minified {
    /// The code (no header), one top-level item per line.
    pub text: String,
    /// Every rename applied: original name to fresh name.
    pub renames: BTreeMap<String, String>,
    /// Names rustc's diagnostics excluded from renaming.
    pub excluded: BTreeSet<String>,
    /// Whether `text` compiled without a diagnostic; false for the un-renamed fallback, which
    /// the caller still has to check.
    pub verified: bool,
    /// Why renaming was given up, if it was.
    pub note: Option<String>,
}

/// Prints `file` compactly with short private names, verified with rustc (see the module
/// docs); `label` names the scratch directory.
///
/// # Errors
///
/// Only when rustc cannot be run or the scratch directory cannot be written; a renamed draft
/// that does not compile is not an error but a reason to exclude names.
pub(crate) fn minify(
    file: &syn::File,
    edition: &str,
    label: &str,
    rustc_args: &[String],
) -> Result<Minified, Error> {
    let lines = print::compact_lines(file);
    let mut analysis = Analysis::of(file, &lines);
    let scratch = Scratch::new(&format!("{label}-minify"))?.with_args(rustc_args);
    let mut excluded = BTreeSet::new();
    // What rustc refused in the previous run of this bin is most likely refused again (an
    // edit to the bin changes little else): excluded from the start, it saves a compile per
    // name rustc would have to name again. Renaming fewer names is always as correct.
    let memory_key = cache::rustc_version_in(Path::new("."))
        .map(|version| format!("{version}\n{edition} {}\n{label}", rustc_args.join(" ")));
    let remembered = memory_key
        .as_ref()
        .and_then(|key| cache::lookup(cache::Kind::Exclusions, key))
        .and_then(|path| std::fs::read_to_string(path).ok())
        .unwrap_or_default();
    for name in remembered.split_whitespace() {
        if analysis.candidates.remove(name) {
            excluded.insert(name.to_string());
        }
    }
    for _ in 0..MAX_ROUNDS {
        let renames = assign(&analysis);
        if renames.is_empty() {
            break;
        }
        let text = render(&lines, &renames);
        let diagnostics = scratch.check(&text, edition)?;
        let problems: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.is_problem()).collect();
        if problems.is_empty() {
            if let Some(key) = &memory_key {
                let names: Vec<&str> = excluded.iter().map(String::as_str).collect();
                cache::store(cache::Kind::Exclusions, key, |path| {
                    std::fs::write(path, names.join(" "))
                });
            }
            return Ok(Minified {
                text,
                renames,
                excluded,
                verified: true,
                note: None,
            });
        }
        let blamed = blame(&text, &problems, &renames);
        if blamed.is_empty() {
            if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                for problem in &problems {
                    eprintln!("judgepack: note: unblamed: {}", problem.rendered);
                }
            }
            let first = problems.first().map_or("", |d| d.message.as_str());
            return Ok(fallback(
                &lines,
                excluded,
                format!("rustc's `{first}` names no renamed identifier"),
            ));
        }
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let messages: Vec<&str> = problems.iter().map(|d| d.message.as_str()).collect();
            crate::bundle::notes::debug_note(&format!(
                "minify excludes {blamed:?} for {messages:?}"
            ));
        }
        for name in blamed {
            analysis.candidates.remove(&name);
            excluded.insert(name);
        }
    }
    if assign(&analysis).is_empty() {
        return Ok(Minified {
            text: print::compact_text(lines),
            renames: BTreeMap::new(),
            excluded,
            verified: false,
            note: None,
        });
    }
    Ok(fallback(
        &lines,
        excluded,
        format!("still not compiling after {MAX_ROUNDS} rounds"),
    ))
}

/// The un-renamed compact text, with a note why.
fn fallback(lines: &[TokenStream], excluded: BTreeSet<String>, why: String) -> Minified {
    Minified {
        text: print::compact_text(lines.iter().cloned()),
        renames: BTreeMap::new(),
        excluded,
        verified: false,
        note: Some(format!(
            "short names given up, compact text kept as is: {why}"
        )),
    }
}

/// What the file defines and uses, computed once.
#[derive(Debug)]
struct Analysis {
    /// Names that may be renamed.
    candidates: BTreeSet<String>,
    /// Occurrences of each name in positions that are renamed.
    counts: BTreeMap<String, usize>,
    /// Every identifier in the file, also in attributes, lifetimes and format strings.
    taken: BTreeSet<String>,
}

impl Analysis {
    fn of(file: &syn::File, lines: &[TokenStream]) -> Analysis {
        let mut traits = LocalTraits::default();
        traits.visit_file(file);
        let mut definitions = Definitions {
            local_traits: &traits.names,
            defined: BTreeSet::new(),
            kept: BTreeSet::new(),
            debug_derived: BTreeSet::new(),
        };
        definitions.root(file);
        definitions.visit_file(file);

        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        let mut walker = Walker {
            rename: |name: &str| {
                *counts.entry(name.to_string()).or_default() += 1;
                None
            },
            debug_printed: false,
            format_names: BTreeSet::new(),
        };
        for line in lines {
            walker.walk(line.clone());
        }
        // `fn main() -> Result<..>` prints an error's `Debug` form.
        let main_returns = file.items.iter().any(|item| {
            matches!(item, syn::Item::Fn(f) if f.sig.ident == "main"
                && !matches!(f.sig.output, syn::ReturnType::Default))
        });
        let debug_printed = walker.debug_printed || main_returns;
        let format_names = walker.format_names;

        let mut taken = format_names;
        for line in lines {
            all_idents(line.clone(), &mut taken);
        }
        let mut kept = definitions.kept;
        if debug_printed {
            kept.extend(definitions.debug_derived);
        }
        let candidates = definitions
            .defined
            .into_iter()
            .filter(|name| {
                !kept.contains(name) && !RESERVED.contains(&name.as_str()) && !name.starts_with('_')
            })
            .collect();
        Analysis {
            candidates,
            counts,
            taken,
        }
    }
}

/// Original name to fresh name for the current candidates: most frequent first (ties by
/// name), uppercase and lowercase names from separate pools, only where it shortens.
fn assign(analysis: &Analysis) -> BTreeMap<String, String> {
    let mut order: Vec<(&String, usize)> = analysis
        .candidates
        .iter()
        .map(|name| (name, analysis.counts.get(name).copied().unwrap_or(0)))
        .filter(|&(_, count)| count > 0)
        .collect();
    order.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
    let fresh = |upper: bool| {
        fresh_names(upper)
            .filter(|name| !analysis.taken.contains(name) && !NOT_FRESH.contains(&name.as_str()))
            .peekable()
    };
    let (mut lower, mut upper) = (fresh(false), fresh(true));
    let mut renames = BTreeMap::new();
    for (name, _) in order {
        let pool = if name.starts_with(|c: char| c.is_ascii_uppercase()) {
            &mut upper
        } else {
            &mut lower
        };
        let shorter = pool.peek().is_some_and(|new| new.len() < name.len());
        if shorter {
            if let Some(new) = pool.next() {
                renames.insert(name.clone(), new);
            }
        }
    }
    renames
}

/// `a`..`z`, then `a0`..`z9`, then `a00`..`z99` (uppercase likewise).
fn fresh_names(upper: bool) -> impl Iterator<Item = String> {
    let letters: Vec<char> = if upper {
        ('A'..='Z').collect()
    } else {
        ('a'..='z').collect()
    };
    let singles: Vec<String> = letters.iter().map(char::to_string).collect();
    let doubles: Vec<String> = letters
        .iter()
        .flat_map(|l| (0..10).map(move |d| format!("{l}{d}")))
        .collect();
    let triples: Vec<String> = letters
        .iter()
        .flat_map(|l| (0..100).map(move |d| format!("{l}{d:02}")))
        .collect();
    singles.into_iter().chain(doubles).chain(triples)
}

/// The compact text with `renames` applied.
fn render(lines: &[TokenStream], renames: &BTreeMap<String, String>) -> String {
    let mut walker = Walker {
        rename: |name: &str| renames.get(name).cloned(),
        debug_printed: false,
        format_names: BTreeSet::new(),
    };
    let renamed: Vec<TokenStream> = lines.iter().map(|line| walker.walk(line.clone())).collect();
    print::compact_text(renamed)
}

/// The original names responsible for `problems` in the renamed `text`: renamed identifiers
/// and format-string names inside each primary span, narrowed to those the message names when
/// it names some.
fn blame(
    text: &str,
    problems: &[&Diagnostic],
    renames: &BTreeMap<String, String>,
) -> BTreeSet<String> {
    let original: BTreeMap<&str, &str> = renames
        .iter()
        .map(|(old, new)| (new.as_str(), old.as_str()))
        .collect();
    let to_original = |name: &str| -> Option<String> {
        original
            .get(name)
            .map(|old| (*old).to_string())
            .or_else(|| renames.contains_key(name).then(|| name.to_string()))
    };
    let Ok(tokens) = TokenStream::from_str(text) else {
        return BTreeSet::new();
    };
    let mut spots = Vec::new();
    spots_of(tokens, &mut spots);
    // Names a message itself names, and the rest; the rest only count when no message names
    // one: a problem that names none is often what another one caused (a renamed method
    // that now calls itself, a closure whose argument type changed), and the next round,
    // without the named ones, tells.
    let mut named = BTreeSet::new();
    let mut blamed = BTreeSet::new();
    for problem in problems {
        let mut in_spans = BTreeSet::new();
        for &(start, end) in &problem.primary {
            for spot in spots.iter().filter(|spot| spot.overlaps(start, end)) {
                in_spans.extend(spot.names.iter().filter_map(|name| to_original(name)));
            }
        }
        let in_message: BTreeSet<String> = quoted_words(&problem.message)
            .filter_map(|word| original.get(word).map(|old| (*old).to_string()))
            .collect();
        let narrowed: BTreeSet<String> = in_spans.intersection(&in_message).cloned().collect();
        if !narrowed.is_empty() {
            named.extend(narrowed);
        } else if !in_spans.is_empty() {
            blamed.extend(in_spans);
        } else {
            named.extend(in_message);
        }
    }
    if named.is_empty() {
        blamed
    } else {
        named
    }
}

/// Identifier-like words inside backticks of a rustc message.
fn quoted_words(message: &str) -> impl Iterator<Item = &str> {
    message
        .split('`')
        .skip(1)
        .step_by(2)
        .flat_map(|quoted| quoted.split(|c: char| !(c.is_alphanumeric() || c == '_')))
        .filter(|word| !word.is_empty())
}

/// A token of the renamed text and the names it spells.
#[derive(Debug)]
struct Spot {
    start: LineColumn,
    end: LineColumn,
    names: Vec<String>,
}

impl Spot {
    fn overlaps(&self, start: LineColumn, end: LineColumn) -> bool {
        if start == end {
            self.start <= start && start < self.end
        } else {
            self.start < end && start < self.end
        }
    }
}

fn spots_of(tokens: TokenStream, spots: &mut Vec<Spot>) {
    for tree in tokens {
        let span = tree.span();
        let names = match &tree {
            TokenTree::Group(group) => {
                spots_of(group.stream(), spots);
                continue;
            }
            TokenTree::Ident(ident) => vec![ident.to_string()],
            TokenTree::Literal(literal) => scan_format(&literal.to_string())
                .map(|format| format.names().map(str::to_string).collect())
                .unwrap_or_default(),
            TokenTree::Punct(_) => continue,
        };
        spots.push(Spot {
            start: span.start(),
            end: span.end(),
            names,
        });
    }
}

/// Every identifier in `tokens`, with the names inside string literals that look like format
/// strings.
fn all_idents(tokens: TokenStream, names: &mut BTreeSet<String>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(group) => all_idents(group.stream(), names),
            TokenTree::Ident(ident) => {
                names.insert(ident.to_string());
            }
            TokenTree::Literal(literal) => {
                if let Some(format) = scan_format(&literal.to_string()) {
                    names.extend(format.names().map(str::to_string));
                }
            }
            TokenTree::Punct(_) => {}
        }
    }
}

/// Applies `rename` to every identifier token in a renamed position and to the inline names
/// of std formatting macros' format strings.
struct Walker<F: FnMut(&str) -> Option<String>> {
    rename: F,
    /// Whether derived `Debug` output may be printed: a `?` format spec, `dbg!`, or `Debug`
    /// outside an attribute.
    debug_printed: bool,
    /// Names used inside format strings.
    format_names: BTreeSet<String>,
}

fn is_punct(tree: Option<&TokenTree>, ch: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ch)
}

impl<F: FnMut(&str) -> Option<String>> Walker<F> {
    fn walk(&mut self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        let mut i = 0;
        while let Some(tree) = trees.get(i) {
            let at = |k: usize| trees.get(k);
            let before = |back: usize| i.checked_sub(back).and_then(|k| trees.get(k));
            match tree {
                TokenTree::Punct(punct) if punct.as_char() == '#' => {
                    // An attribute `#[..]` or `#![..]` is copied as it is.
                    let bracket = if is_punct(at(i + 1), '!') {
                        i + 2
                    } else {
                        i + 1
                    };
                    if matches!(at(bracket), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket)
                    {
                        out.extend(trees[i..=bracket].iter().cloned());
                        i = bracket + 1;
                        continue;
                    }
                    out.push(tree.clone());
                }
                TokenTree::Group(group) => {
                    let mut new = Group::new(group.delimiter(), self.walk(group.stream()));
                    new.set_span(group.span());
                    out.push(TokenTree::Group(new));
                }
                TokenTree::Literal(_) => out.push(tree.clone()),
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    let invoked = matches!(at(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!' && p.spacing() == Spacing::Alone);
                    let group = match at(i + 2) {
                        Some(TokenTree::Group(group)) if invoked => Some(group),
                        _ => None,
                    };
                    if (invoked && name == "dbg") || name == "Debug" {
                        self.debug_printed = true;
                    }
                    if let (Some(group), "stringify") = (group, name.as_str()) {
                        out.extend([
                            tree.clone(),
                            trees[i + 1].clone(),
                            TokenTree::Group(group.clone()),
                        ]);
                        i += 3;
                        continue;
                    }
                    let format_skip = FORMAT_MACROS
                        .iter()
                        .find(|(macro_name, _)| *macro_name == name)
                        .map(|&(_, skip)| skip);
                    if let (Some(group), Some(skip)) = (group, format_skip) {
                        let args = self.walk(group.stream());
                        let args = self.rename_format_string(args, skip);
                        let mut new = Group::new(group.delimiter(), args);
                        new.set_span(group.span());
                        out.extend([tree.clone(), trees[i + 1].clone(), TokenTree::Group(new)]);
                        i += 3;
                        continue;
                    }
                    let lifetime_or_metavariable = matches!(before(1), Some(TokenTree::Punct(p)) if matches!(p.as_char(), '\'' | '$'));
                    let fragment = is_punct(before(1), ':')
                        && matches!(before(2), Some(TokenTree::Ident(_)))
                        && is_punct(before(3), '$');
                    let macro_name = is_punct(before(1), '!')
                        && matches!(before(2), Some(TokenTree::Ident(m)) if m == "macro_rules");
                    let renamed = if invoked || lifetime_or_metavariable || fragment || macro_name {
                        None
                    } else {
                        (self.rename)(&name)
                    };
                    match renamed {
                        Some(new) => out.push(TokenTree::Ident(Ident::new(&new, ident.span()))),
                        None => out.push(tree.clone()),
                    }
                }
                TokenTree::Punct(_) => out.push(tree.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }

    /// Renames the inline names of the format string that follows `skip` top-level commas.
    fn rename_format_string(&mut self, args: TokenStream, skip: usize) -> TokenStream {
        let mut trees: Vec<TokenTree> = args.into_iter().collect();
        let mut commas = 0;
        let mut index = 0;
        while commas < skip && index < trees.len() {
            if is_punct(trees.get(index), ',') {
                commas += 1;
            }
            index += 1;
        }
        if commas < skip {
            return trees.into_iter().collect();
        }
        if let Some(TokenTree::Literal(literal)) = trees.get_mut(index) {
            if let Some(format) = scan_format(&literal.to_string()) {
                self.debug_printed |= format.debug;
                self.format_names.extend(format.names().map(str::to_string));
                let mut text = String::new();
                let mut changed = false;
                for piece in &format.pieces {
                    match piece {
                        Piece::Text(part) => text.push_str(part),
                        Piece::Name(name) => match (self.rename)(name) {
                            Some(new) => {
                                text.push_str(&new);
                                changed = true;
                            }
                            None => text.push_str(name),
                        },
                    }
                }
                if changed {
                    if let Ok(mut new) = Literal::from_str(&text) {
                        new.set_span(literal.span());
                        *literal = new;
                    }
                }
            }
        }
        trees.into_iter().collect()
    }
}

/// A string literal's source text split at the identifiers a format string would capture.
#[derive(Debug, PartialEq, Eq)]
struct FormatString {
    pieces: Vec<Piece>,
    /// Some placeholder's spec has a `?` (Debug formatting).
    debug: bool,
}

#[derive(Debug, PartialEq, Eq)]
enum Piece {
    Text(String),
    Name(String),
}

impl FormatString {
    fn names(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Name(name) => Some(name.as_str()),
            Piece::Text(_) => None,
        })
    }
}

fn is_name(word: &str) -> bool {
    word.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && word.chars().all(|c| c.is_alphanumeric() || c == '_')
        && word != "_"
}

/// Splits a string literal's source text (`"..."`, `r"..."`, `r#"..."#`) at the inline
/// argument names of its placeholders (`{name}`, `{name:?}`) and at named widths and
/// precisions (`{:w$}`, `{:.p$}`); `None` for other literals and malformed placeholders.
fn scan_format(literal: &str) -> Option<FormatString> {
    let raw = literal.starts_with('r');
    let hashes = literal.chars().skip(1).take_while(|&c| c == '#').count();
    let open = if raw { 1 + hashes + 1 } else { 1 };
    let close = if raw { 1 + hashes } else { 1 };
    let well_formed =
        (literal.starts_with('"') || literal.starts_with("r\"") || literal.starts_with("r#"))
            && literal.len() >= open + close
            && literal.is_char_boundary(open)
            && literal.is_char_boundary(literal.len() - close);
    if !well_formed {
        return None;
    }
    let body: Vec<char> = literal[open..literal.len() - close].chars().collect();
    let mut format = FormatString {
        pieces: Vec::new(),
        debug: false,
    };
    let mut text = literal[..open].to_string();
    let mut i = 0;
    while let Some(&c) = body.get(i) {
        match c {
            '\\' if !raw => {
                // An escape: `\u{..}` has braces that are no placeholder.
                let end = if body.get(i + 1) == Some(&'u') {
                    (i..body.len())
                        .find(|&k| body[k] == '}')
                        .map_or(body.len(), |k| k + 1)
                } else {
                    (i + 2).min(body.len())
                };
                text.extend(&body[i..end]);
                i = end;
            }
            '{' | '}' if body.get(i + 1) == Some(&c) => {
                text.push(c);
                text.push(c);
                i += 2;
            }
            '{' => {
                let end = (i + 1..body.len()).find(|&k| body[k] == '}')?;
                let inner: String = body[i + 1..end].iter().collect();
                text.push('{');
                let (argument, spec) = match inner.split_once(':') {
                    Some((argument, spec)) => (argument, Some(spec)),
                    None => (inner.as_str(), None),
                };
                if is_name(argument) {
                    format.pieces.push(Piece::Text(std::mem::take(&mut text)));
                    format.pieces.push(Piece::Name(argument.to_string()));
                } else {
                    text.push_str(argument);
                }
                if let Some(spec) = spec {
                    text.push(':');
                    format.debug |= spec.contains('?');
                    split_spec(spec, &mut text, &mut format.pieces);
                }
                text.push('}');
                i = end + 1;
            }
            _ => {
                text.push(c);
                i += 1;
            }
        }
    }
    text.push_str(&literal[literal.len() - close..]);
    format.pieces.push(Piece::Text(text));
    Some(format)
}

/// Splits a placeholder spec at the names of `name$` widths and precisions.
fn split_spec(spec: &str, text: &mut String, pieces: &mut Vec<Piece>) {
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let word_end = (i..chars.len())
            .find(|&k| !(chars[k].is_alphanumeric() || chars[k] == '_'))
            .unwrap_or(chars.len());
        if word_end > i {
            let word: String = chars[i..word_end].iter().collect();
            if chars.get(word_end) == Some(&'$') && is_name(&word) {
                pieces.push(Piece::Text(std::mem::take(text)));
                pieces.push(Piece::Name(word));
            } else {
                text.push_str(&word);
            }
            i = word_end;
        } else {
            text.push(c);
            i += 1;
        }
    }
}

/// The names of the traits the file defines.
#[derive(Debug, Default)]
struct LocalTraits {
    names: BTreeSet<String>,
}

impl<'ast> Visit<'ast> for LocalTraits {
    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        self.names.insert(node.ident.to_string());
        visit::visit_item_trait(self, node);
    }
}

/// The names the file defines, and the names that must stay.
#[derive(Debug)]
struct Definitions<'a> {
    local_traits: &'a BTreeSet<String>,
    defined: BTreeSet<String>,
    kept: BTreeSet<String>,
    /// Types deriving `Debug`, with their fields and variants.
    debug_derived: BTreeSet<String>,
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// Whether a foreign item's symbol is named by `#[link_name = ".."]` rather than by its own
/// name (which may then be renamed like any other).
fn has_link_name(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| attr.path().is_ident("link_name"))
}

fn derives_debug(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("derive")
            && attr
                .parse_args_with(Punctuated::<syn::Path, syn::Token![,]>::parse_terminated)
                .is_ok_and(|paths| {
                    paths
                        .iter()
                        .any(|path| path.segments.last().is_some_and(|s| s.ident == "Debug"))
                })
    })
}

fn use_tree_idents(tree: &syn::UseTree, names: &mut BTreeSet<String>) {
    match tree {
        syn::UseTree::Path(path) => {
            names.insert(path.ident.to_string());
            use_tree_idents(&path.tree, names);
        }
        syn::UseTree::Name(name) => {
            names.insert(name.ident.to_string());
        }
        syn::UseTree::Rename(rename) => {
            names.insert(rename.ident.to_string());
        }
        syn::UseTree::Glob(_) => {}
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_tree_idents(tree, names);
            }
        }
    }
}

/// A name [`RESERVED`] lists that can start a path to std's items: a prelude item or a
/// primitive type (not `self`, `Self`, `crate`, `super`, nor `std` itself).
fn is_prelude_or_primitive(ident: &Ident) -> bool {
    let name = ident.to_string();
    RESERVED.contains(&name.as_str())
        && !matches!(name.as_str(), "self" | "Self" | "crate" | "super")
        && !is_std_root(ident)
}

fn is_std_root(ident: &Ident) -> bool {
    ident == "std" || ident == "core" || ident == "alloc"
}

impl Definitions<'_> {
    fn define(&mut self, ident: &Ident) {
        self.defined.insert(ident.to_string());
    }

    fn keep(&mut self, ident: &Ident) {
        self.kept.insert(ident.to_string());
    }

    /// The names a judge's harness may call: `pub` items at the root, their `pub` fields,
    /// variants and trait items, and `pub` items of inherent impls at the root.
    fn root(&mut self, file: &syn::File) {
        for item in &file.items {
            match item {
                syn::Item::Fn(item) if is_pub(&item.vis) => self.keep(&item.sig.ident),
                syn::Item::Const(item) if is_pub(&item.vis) => self.keep(&item.ident),
                syn::Item::Static(item) if is_pub(&item.vis) => self.keep(&item.ident),
                syn::Item::Type(item) if is_pub(&item.vis) => self.keep(&item.ident),
                syn::Item::Mod(item) if is_pub(&item.vis) => self.keep(&item.ident),
                syn::Item::Struct(item) if is_pub(&item.vis) => {
                    self.keep(&item.ident);
                    for field in &item.fields {
                        if let (Some(ident), true) = (&field.ident, is_pub(&field.vis)) {
                            self.keep(ident);
                        }
                    }
                }
                syn::Item::Enum(item) if is_pub(&item.vis) => {
                    self.keep(&item.ident);
                    for variant in &item.variants {
                        self.keep(&variant.ident);
                    }
                }
                syn::Item::Trait(item) if is_pub(&item.vis) => {
                    self.keep(&item.ident);
                    for trait_item in &item.items {
                        match trait_item {
                            syn::TraitItem::Fn(f) => self.keep(&f.sig.ident),
                            syn::TraitItem::Const(c) => self.keep(&c.ident),
                            syn::TraitItem::Type(t) => self.keep(&t.ident),
                            _ => {}
                        }
                    }
                }
                syn::Item::Impl(item) if item.trait_.is_none() => {
                    for impl_item in &item.items {
                        let public = match impl_item {
                            syn::ImplItem::Fn(f) => is_pub(&f.vis),
                            syn::ImplItem::Const(c) => is_pub(&c.vis),
                            syn::ImplItem::Type(t) => is_pub(&t.vis),
                            _ => false,
                        };
                        if let (true, Some(name)) = (public, impl_item_name(impl_item)) {
                            self.keep(name);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Macro arguments that parse as comma-separated expressions (or `[x; n]`) are visited
    /// too, for the bindings of closures inside `assert!` and the like.
    fn visit_macro_args(&mut self, mac: &syn::Macro) {
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = mac.parse_body_with(parser) {
            for arg in &args {
                self.visit_expr(arg);
            }
        } else if let Ok(expr) = syn::parse2::<syn::Expr>(
            TokenTree::Group(Group::new(Delimiter::Bracket, mac.tokens.clone())).into(),
        ) {
            self.visit_expr(&expr);
        }
    }
}

impl<'ast> Visit<'ast> for Definitions<'_> {
    fn visit_item_fn(&mut self, node: &'ast syn::ItemFn) {
        self.define(&node.sig.ident);
        visit::visit_item_fn(self, node);
    }

    fn visit_item_struct(&mut self, node: &'ast syn::ItemStruct) {
        self.define(&node.ident);
        if derives_debug(&node.attrs) {
            self.debug_derived.insert(node.ident.to_string());
            for field in &node.fields {
                if let Some(ident) = &field.ident {
                    self.debug_derived.insert(ident.to_string());
                }
            }
        }
        visit::visit_item_struct(self, node);
    }

    fn visit_item_enum(&mut self, node: &'ast syn::ItemEnum) {
        self.define(&node.ident);
        if derives_debug(&node.attrs) {
            self.debug_derived.insert(node.ident.to_string());
            for variant in &node.variants {
                self.debug_derived.insert(variant.ident.to_string());
                for field in &variant.fields {
                    if let Some(ident) = &field.ident {
                        self.debug_derived.insert(ident.to_string());
                    }
                }
            }
        }
        visit::visit_item_enum(self, node);
    }

    fn visit_item_union(&mut self, node: &'ast syn::ItemUnion) {
        self.define(&node.ident);
        visit::visit_item_union(self, node);
    }

    fn visit_field(&mut self, node: &'ast syn::Field) {
        if let Some(ident) = &node.ident {
            self.define(ident);
        }
        visit::visit_field(self, node);
    }

    fn visit_variant(&mut self, node: &'ast syn::Variant) {
        self.define(&node.ident);
        visit::visit_variant(self, node);
    }

    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        self.define(&node.ident);
        visit::visit_item_trait(self, node);
    }

    fn visit_trait_item_fn(&mut self, node: &'ast syn::TraitItemFn) {
        self.define(&node.sig.ident);
        visit::visit_trait_item_fn(self, node);
    }

    fn visit_trait_item_const(&mut self, node: &'ast syn::TraitItemConst) {
        self.define(&node.ident);
        visit::visit_trait_item_const(self, node);
    }

    fn visit_trait_item_type(&mut self, node: &'ast syn::TraitItemType) {
        self.define(&node.ident);
        visit::visit_trait_item_type(self, node);
    }

    fn visit_item_type(&mut self, node: &'ast syn::ItemType) {
        self.define(&node.ident);
        visit::visit_item_type(self, node);
    }

    fn visit_item_const(&mut self, node: &'ast syn::ItemConst) {
        self.define(&node.ident);
        visit::visit_item_const(self, node);
    }

    fn visit_item_static(&mut self, node: &'ast syn::ItemStatic) {
        self.define(&node.ident);
        visit::visit_item_static(self, node);
    }

    fn visit_item_mod(&mut self, node: &'ast syn::ItemMod) {
        self.define(&node.ident);
        visit::visit_item_mod(self, node);
    }

    fn visit_foreign_item_fn(&mut self, node: &'ast syn::ForeignItemFn) {
        if !has_link_name(&node.attrs) {
            self.keep(&node.sig.ident);
        }
        visit::visit_foreign_item_fn(self, node);
    }

    fn visit_foreign_item_static(&mut self, node: &'ast syn::ForeignItemStatic) {
        if !has_link_name(&node.attrs) {
            self.keep(&node.ident);
        }
        visit::visit_foreign_item_static(self, node);
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let external = node.trait_.as_ref().is_some_and(|(_, path, _)| {
            !path
                .segments
                .last()
                .is_some_and(|s| self.local_traits.contains(&s.ident.to_string()))
        });
        for item in &node.items {
            if let Some(name) = impl_item_name(item) {
                if external {
                    self.keep(name);
                } else {
                    self.define(name);
                }
            }
        }
        visit::visit_item_impl(self, node);
    }

    fn visit_generic_param(&mut self, node: &'ast syn::GenericParam) {
        match node {
            syn::GenericParam::Type(param) => self.define(&param.ident),
            syn::GenericParam::Const(param) => self.define(&param.ident),
            syn::GenericParam::Lifetime(_) => {}
        }
        visit::visit_generic_param(self, node);
    }

    fn visit_pat_ident(&mut self, node: &'ast syn::PatIdent) {
        // Uppercase names in patterns are constants, unit structs and variants (`None`).
        if node
            .ident
            .to_string()
            .starts_with(|c: char| c.is_lowercase() || c == '_')
        {
            self.define(&node.ident);
        }
        visit::visit_pat_ident(self, node);
    }

    fn visit_use_rename(&mut self, node: &'ast syn::UseRename) {
        self.define(&node.rename);
        visit::visit_use_rename(self, node);
    }

    fn visit_item_use(&mut self, node: &'ast syn::ItemUse) {
        if let syn::UseTree::Path(path) = &node.tree {
            if is_std_root(&path.ident) {
                let mut names = BTreeSet::new();
                use_tree_idents(&node.tree, &mut names);
                self.kept.extend(names);
            }
        }
        visit::visit_item_use(self, node);
    }

    fn visit_path(&mut self, node: &'ast syn::Path) {
        if node.segments.first().is_some_and(|s| is_std_root(&s.ident)) {
            for segment in &node.segments {
                self.keep(&segment.ident);
            }
        }
        // `Ord::min(a, b)`, `u64::max(a, b)`, `<T as Iterator>::next`: a name after a prelude
        // item or a primitive type is std's (a trait of ours with a `min` would rename it).
        if node
            .segments
            .first()
            .is_some_and(|s| is_prelude_or_primitive(&s.ident))
        {
            for segment in node.segments.iter().skip(1) {
                self.keep(&segment.ident);
            }
        }
        visit::visit_path(self, node);
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        if node.path.is_ident("stringify") {
            let mut names = BTreeSet::new();
            all_idents(node.tokens.clone(), &mut names);
            self.kept.extend(names);
        } else {
            self.visit_macro_args(node);
        }
        visit::visit_macro(self, node);
    }
}

#[cfg(test)]
mod tests;
