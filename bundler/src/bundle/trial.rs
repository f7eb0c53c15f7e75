//! Trait impls of third-party crates that the program does not need, found by trying: run once
//! by dead-code removal after rustc's dead-code warnings are exhausted.
//!
//! rustc never calls a trait impl dead, so a library's full operator set (ac-library-rs's
//! `StaticModInt` has `Add`, `Sub`, `Mul`, `Div` and their `*Assign` forms for `T`, `&T`, any
//! integer, from both sides, plus `Sum` and `Product`) and every impl whose body never runs
//! (num-traits' `Float for f32`, num-bigint's `Add<u8> for &BigUint`) stays whole. Here every
//! candidate impl is removed at once and the draft is checked; each error names the trait and
//! the types rustc wanted (`cannot multiply `M` by `&M``, `the trait bound `M: Neg` is not
//! satisfied`), or at least the trait, and exactly the impls it names come back; then the
//! draft is checked again. It gives up (everything stays) after [`MAX_CHECKS`] checks, or at
//! an error that names no removed impl.
//!
//! Only impls whose removal cannot change what a compiling program does are candidates:
//! - impls whose every method [`super::unrun`] found the program never runs (the bodies are
//!   stubs): no call that can run resolves to them, so without them a program either fails to
//!   compile (it needed them for a bound) or runs the same code. Impls for primitive
//!   numbers are grouped by trait and kind (integers, floats): with exactly one impl left,
//!   an integer literal's type could be inferred from it instead of falling back to `i32`.
//!   So the group's fallback impl (for `i32`, `f64`) stays while any impl of the group
//!   stays, and comes back with any that comes back: with it and another, a literal is
//!   ambiguous and falls back to it as before; with it alone, inference picks what the
//!   fallback would have;
//! - operator impls (`a + b` looks up exactly `Add<B> for A`, never through autoref or another
//!   trait) and `Sum` / `Product`, for a named type (never a primitive or a type parameter,
//!   where integer-literal inference could pick another impl), and not for an operator whose
//!   method the file also calls by method syntax (`x.add(y)`, where method lookup could find
//!   another candidate).

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::Item;

use super::dce::{Diagnostic, Scratch};
use super::unrun::is_stub;
use crate::error::Error;

/// At most this many rustc checks (the first with every candidate removed).
pub(super) const MAX_CHECKS: usize = 8;

/// The operator traits: (trait, the method that method syntax would call).
const OPERATORS: &[(&str, &str)] = &[
    ("Add", "add"),
    ("Sub", "sub"),
    ("Mul", "mul"),
    ("Div", "div"),
    ("Rem", "rem"),
    ("Neg", "neg"),
    ("Not", "not"),
    ("BitAnd", "bitand"),
    ("BitOr", "bitor"),
    ("BitXor", "bitxor"),
    ("Shl", "shl"),
    ("Shr", "shr"),
    ("AddAssign", "add_assign"),
    ("SubAssign", "sub_assign"),
    ("MulAssign", "mul_assign"),
    ("DivAssign", "div_assign"),
    ("RemAssign", "rem_assign"),
    ("BitAndAssign", "bitand_assign"),
    ("BitOrAssign", "bitor_assign"),
    ("BitXorAssign", "bitxor_assign"),
    ("ShlAssign", "shl_assign"),
    ("ShrAssign", "shr_assign"),
];

/// A type as the matching needs it: reference or not, and the last segment of its path
/// (`&'_ modint::StaticModInt<M>` is `(true, "StaticModInt")`); `None` for a type parameter
/// of the impl, which stands for any type.
type Shape = Option<(bool, String)>;

#[derive(Debug, Clone)]
struct Candidate {
    /// Indices from the file's items down to the impl.
    at: Vec<usize>,
    trait_name: String,
    lhs: Shape,
    rhs: Shape,
    /// For an impl with a primitive number on either side: its operands with the number
    /// written as its kind (`("integer", "BigUint")` for `Sub<BigUint> for u8`). Of the
    /// impls of one trait with the same such operands, the fallback one ([`is_fallback`])
    /// stays or comes back whenever another does (module docs).
    literal_group: Option<(String, String)>,
}

/// What one error asks for: the trait, the left-hand type and, when the message says, the
/// right-hand one.
#[derive(Debug, PartialEq, Eq)]
struct Wanted {
    trait_name: String,
    lhs: (bool, String),
    rhs: Option<(bool, String)>,
}

/// Removes the impls the program does not need (module docs); returns, when some went, the
/// diagnostics of the new draft (printed with prettyplease), and how many rustc checks it ran.
pub(super) fn drop_unused_impls(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    scratch: &Scratch,
    edition: &str,
) -> Result<(Option<Vec<Diagnostic>>, usize), Error> {
    let mut called = MethodCalls::default();
    called.visit_file(file);
    let candidates = candidates(file, third_party, &called.names);
    if candidates.is_empty() {
        return Ok((None, 0));
    }
    let mut removed: Vec<&Candidate> = candidates.iter().collect();
    for check in 1..=MAX_CHECKS {
        let draft = without(file, &removed);
        let diagnostics = scratch.check(&prettyplease::unparse(&draft), edition)?;
        let errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
        if errors.is_empty() {
            *file = draft;
            return Ok((Some(diagnostics), check));
        }
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
            eprintln!(
                "judgepack: note: {} impls out, check {check}: {messages:?}",
                removed.len()
            );
        }
        let mut restore = BTreeSet::new();
        let mut unread = false;
        for error in errors {
            let mut hits = match wanted(&error.message) {
                Some(wanted) => matching(&removed, &wanted),
                None => BTreeSet::new(),
            };
            if hits.is_empty() {
                for wanted in wanted_in_notes(&error.message, &error.rendered) {
                    hits.extend(matching(&removed, &wanted));
                }
            }
            if hits.is_empty() && error.message == "mismatched types" {
                hits = mismatched(&removed, &error.rendered);
            }
            if hits.is_empty() && std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                eprintln!("judgepack: note: read by mentions: {}", error.rendered);
            }
            let words = error.words();
            if hits.is_empty() {
                hits = mentioned(&removed, &words, |c| Some(&c.trait_name));
            }
            if hits.is_empty() {
                hits = mentioned(&removed, &words, |c| {
                    c.lhs.as_ref().map(|(_, name)| name.as_str())
                });
            }
            if hits.is_empty() {
                if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
                    eprintln!(
                        "judgepack: note: no removed impl named by: {}",
                        error.rendered
                    );
                }
                unread = true;
            }
            restore.extend(hits);
        }
        if unread {
            // Nothing says which impl was missed: half of them come back, the later half in
            // the file (a crate's impls tend to need each other), and the next check tells.
            restore.extend(removed.len() / 2..removed.len());
        }
        // An impl for a number comes back with its kind's fallback impl of the trait.
        let groups: BTreeSet<(&str, &(String, String))> = restore
            .iter()
            .filter_map(|&index| {
                let candidate = removed[index];
                Some((
                    candidate.trait_name.as_str(),
                    candidate.literal_group.as_ref()?,
                ))
            })
            .collect();
        restore.extend(removed.iter().enumerate().filter_map(|(index, candidate)| {
            let group = (
                candidate.trait_name.as_str(),
                candidate.literal_group.as_ref()?,
            );
            (groups.contains(&group) && is_fallback(candidate)).then_some(index)
        }));
        removed = removed
            .into_iter()
            .enumerate()
            .filter(|(index, _)| !restore.contains(index))
            .map(|(_, candidate)| candidate)
            .collect();
        if removed.is_empty() {
            return Ok((None, check));
        }
    }
    Ok((None, MAX_CHECKS))
}

/// The indices in `removed` of the impls `wanted` names: same trait and left-hand type, and
/// of those, the ones with the right-hand type the message gives; else those over a type
/// parameter (which may be the one); else all of them. A wrong guess only costs a check: the
/// next one names what is still missing.
fn matching(removed: &[&Candidate], wanted: &Wanted) -> BTreeSet<usize> {
    let hits = matching_any_number(removed, wanted);
    // A literal whose type is not decided yet (`{integer}`) becomes the fallback type when
    // two or more impls remain: that impl first; a later check names another if needed.
    let literal = |shape: &(bool, String)| shape.1 == "{integer}" || shape.1 == "{float}";
    if literal(&wanted.lhs) || wanted.rhs.as_ref().is_some_and(literal) {
        let fallback: BTreeSet<usize> = hits
            .iter()
            .copied()
            .filter(|&index| is_fallback(removed[index]))
            .collect();
        if !fallback.is_empty() {
            return fallback;
        }
    }
    hits
}

fn matching_any_number(removed: &[&Candidate], wanted: &Wanted) -> BTreeSet<usize> {
    let with_lhs = |lhs: Option<&(bool, String)>| -> Vec<(usize, &Candidate)> {
        removed
            .iter()
            .enumerate()
            .filter(|(_, candidate)| {
                candidate.trait_name == wanted.trait_name
                    && match lhs {
                        Some(lhs) => fits(&candidate.lhs, lhs),
                        None => candidate.lhs.is_none(),
                    }
            })
            .map(|(index, candidate)| (index, *candidate))
            .collect()
    };
    // Else a blanket impl (`impl<T: Float> Real for T`) may be the one.
    let mut same_lhs = with_lhs(Some(&wanted.lhs));
    if same_lhs.is_empty() {
        same_lhs = with_lhs(None);
    }
    let Some(rhs) = &wanted.rhs else {
        return same_lhs.iter().map(|(index, _)| *index).collect();
    };
    let tiers: [&dyn Fn(&Candidate) -> bool; 2] =
        [&|candidate| fits(&candidate.rhs, rhs), &|candidate| {
            candidate.rhs.is_none()
        }];
    for tier in tiers {
        let hits: BTreeSet<usize> = same_lhs
            .iter()
            .filter(|(_, candidate)| tier(candidate))
            .map(|(index, _)| *index)
            .collect();
        if !hits.is_empty() {
            return hits;
        }
    }
    same_lhs.iter().map(|(index, _)| *index).collect()
}

/// Whether an impl's operand is the type a message names; rustc's `{integer}` (a literal
/// whose type is not decided) is any integer type, `{float}` any float type.
fn fits(shape: &Shape, wanted: &(bool, String)) -> bool {
    let Some((reference, name)) = shape else {
        return false;
    };
    *reference == wanted.0
        && match wanted.1.as_str() {
            "{integer}" => literal_kind(name) == Some("integer"),
            "{float}" => literal_kind(name) == Some("float"),
            other => name == other,
        }
}

/// For "mismatched types ... expected `A`, found `B`": with the impl an operator needed gone,
/// inference settled on another impl of the trait for the same left-hand type (`&x - y` needs
/// `Sub<BigInt> for &BigInt`; with only `Sub<&BigInt> for &BigInt` left, `y` should have been
/// `&BigInt`). The removed impls for a type named `A` (either reference form) with the
/// right-hand operand `B` come back: every trait's, as the message names none.
fn mismatched(removed: &[&Candidate], rendered: &str) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for line in rendered.lines() {
        let Some(at) = line.find("expected `") else {
            continue;
        };
        let parts = quoted(&line[at..]);
        if !line[at..].contains("`, found `") || parts.len() < 2 {
            continue;
        }
        let (Some(expected), Some(found)) = (message_shape(parts[0]), message_shape(parts[1]))
        else {
            continue;
        };
        out.extend(
            removed
                .iter()
                .enumerate()
                .filter(|(_, candidate)| {
                    candidate
                        .lhs
                        .as_ref()
                        .is_some_and(|(_, name)| *name == expected.1)
                        && fits(&candidate.rhs, &found)
                })
                .map(|(index, _)| index),
        );
    }
    out
}

/// The removed impls whose `name` (a trait's, or a self type's) rustc's text mentions, notes
/// included: for an error [`wanted`] cannot read, first by trait ("the method `gcd` exists for
/// reference `&u64`, but its trait bounds were not satisfied", "`Foo` doesn't implement
/// `Debug`"), then, when it names no trait either, by type (a mismatched type where an impl
/// for a reference went, a lifetime a removed impl's associated type implied).
fn mentioned(
    removed: &[&Candidate],
    words: &BTreeSet<&str>,
    name: impl Fn(&Candidate) -> Option<&str>,
) -> BTreeSet<usize> {
    removed
        .iter()
        .enumerate()
        .filter(|(_, candidate)| name(candidate).is_some_and(|name| words.contains(name)))
        .map(|(index, _)| index)
        .collect()
}

/// The file without the impls at `removed`.
fn without(file: &syn::File, removed: &[&Candidate]) -> syn::File {
    let mut file = file.clone();
    let paths: BTreeSet<&[usize]> = removed.iter().map(|c| c.at.as_slice()).collect();
    prune(&mut file.items, &mut Vec::new(), &paths);
    file
}

fn prune(items: &mut Vec<Item>, at: &mut Vec<usize>, removed: &BTreeSet<&[usize]>) {
    let mut index = 0;
    items.retain_mut(|item| {
        at.push(index);
        index += 1;
        let keep = !removed.contains(at.as_slice());
        if keep {
            if let Item::Mod(module) = item {
                if let Some((_, inner)) = &mut module.content {
                    prune(inner, at, removed);
                }
            }
        }
        at.pop();
        keep
    });
}

#[derive(Default)]
struct MethodCalls {
    names: BTreeSet<String>,
}

impl<'ast> Visit<'ast> for MethodCalls {
    fn visit_expr_method_call(&mut self, node: &'ast syn::ExprMethodCall) {
        self.names.insert(node.method.to_string());
        syn::visit::visit_expr_method_call(self, node);
    }
}

fn candidates(
    file: &syn::File,
    third_party: &BTreeSet<String>,
    called: &BTreeSet<String>,
) -> Vec<Candidate> {
    let mut all = Vec::new();
    for (index, item) in file.items.iter().enumerate() {
        if let Item::Mod(module) = item {
            if third_party.contains(&module.ident.to_string()) {
                if let Some((_, items)) = &module.content {
                    collect(items, &mut vec![index], called, &mut all);
                }
            }
        }
    }
    // A kind's fallback impl stays while any impl of its group does (module docs).
    let kept: BTreeSet<(String, (String, String))> = all
        .iter()
        .filter(|(_, may_go)| !may_go)
        .filter_map(|(c, _)| Some((c.trait_name.clone(), c.literal_group.clone()?)))
        .collect();
    all.into_iter()
        .filter(|(candidate, may_go)| {
            *may_go
                && !(is_fallback(candidate)
                    && candidate.literal_group.as_ref().is_some_and(|group| {
                        kept.contains(&(candidate.trait_name.clone(), group.clone()))
                    }))
        })
        .map(|(candidate, _)| candidate)
        .collect()
}

fn collect(
    items: &[Item],
    at: &mut Vec<usize>,
    called: &BTreeSet<String>,
    out: &mut Vec<(Candidate, bool)>,
) {
    for (index, item) in items.iter().enumerate() {
        at.push(index);
        match item {
            Item::Mod(module) => {
                if let Some((_, inner)) = &module.content {
                    collect(inner, at, called, out);
                }
            }
            Item::Impl(item_impl) => {
                if let Some(candidate) = candidate(item_impl, at, called) {
                    out.push(candidate);
                }
            }
            _ => {}
        }
        at.pop();
    }
}

/// A trait impl as the trial sees it, and whether it may go (module docs); `None` for an
/// impl never touched (inherent, negative, `unsafe`, `default`).
fn candidate(
    item_impl: &syn::ItemImpl,
    at: &[usize],
    called: &BTreeSet<String>,
) -> Option<(Candidate, bool)> {
    let (negative, path, _) = item_impl.trait_.as_ref()?;
    if negative.is_some() || item_impl.unsafety.is_some() || item_impl.defaultness.is_some() {
        return None;
    }
    let segment = path.segments.last()?;
    let trait_name = segment.ident.to_string();
    let params: BTreeSet<String> = item_impl
        .generics
        .type_params()
        .map(|param| param.ident.to_string())
        .collect();
    let lhs = type_shape(&item_impl.self_ty, &params);
    let rhs = match &segment.arguments {
        syn::PathArguments::None => lhs.clone(),
        syn::PathArguments::AngleBracketed(args) => match args.args.first() {
            Some(syn::GenericArgument::Type(ty)) => match ty {
                syn::Type::Path(path) if path.path.is_ident("Self") => lhs.clone(),
                syn::Type::Reference(reference) if matches!(&*reference.elem, syn::Type::Path(p) if p.path.is_ident("Self")) => {
                    lhs.as_ref().map(|(_, name)| (true, name.clone()))
                }
                ty => type_shape(ty, &params),
            },
            _ => None,
        },
        syn::PathArguments::Parenthesized(_) => None,
    };
    let literal_group = {
        let kind = |shape: &Shape| match shape {
            Some((reference, name)) => {
                let name = literal_kind(name).unwrap_or(name);
                format!("{}{name}", if *reference { "&" } else { "" })
            }
            None => "_".to_string(),
        };
        let number = |shape: &Shape| {
            shape
                .as_ref()
                .is_some_and(|(_, name)| literal_kind(name).is_some())
        };
        (number(&lhs) || number(&rhs)).then(|| (kind(&lhs), kind(&rhs)))
    };
    let may_go = never_runs(item_impl) || {
        let operator = OPERATORS.iter().find(|(name, _)| *name == trait_name);
        let tried = match operator {
            Some((_, method)) => !called.contains(*method),
            None => trait_name == "Sum" || trait_name == "Product",
        };
        // For a named type: never a primitive or a type parameter.
        tried && lhs.as_ref().is_some_and(|(_, name)| !is_primitive(name))
    };
    let candidate = Candidate {
        at: at.to_vec(),
        trait_name,
        lhs,
        rhs,
        literal_group,
    };
    Some((candidate, may_go))
}

/// Whether every primitive number among the impl's operands is its kind's fallback type
/// (`i32`, `f64`): what an integer or float literal whose type nothing else decides becomes
/// while two or more impls of the trait for its kind exist.
fn is_fallback(candidate: &Candidate) -> bool {
    [&candidate.lhs, &candidate.rhs].into_iter().all(|shape| {
        shape.as_ref().map_or(true, |(_, name)| {
            literal_kind(name).is_none() || name == "i32" || name == "f64"
        })
    })
}

/// Whether [`super::unrun`] made every method of the impl a stub, or it has none (a marker
/// trait's, or one whose methods all went with [`super::unrun`]'s never-run trait methods):
/// nothing in it can run.
fn never_runs(item_impl: &syn::ItemImpl) -> bool {
    item_impl.items.iter().all(|item| match item {
        syn::ImplItem::Fn(method) => is_stub(&method.block),
        _ => true,
    })
}

/// `"integer"` or `"float"` for a primitive number type's name.
fn literal_kind(name: &str) -> Option<&'static str> {
    match name {
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
        | "usize" => Some("integer"),
        "f32" | "f64" => Some("float"),
        _ => None,
    }
}

/// The shape of a type written in an impl; `None` for one of the impl's type parameters (and
/// for anything but a path or a reference to one).
fn type_shape(ty: &syn::Type, params: &BTreeSet<String>) -> Shape {
    match ty {
        syn::Type::Reference(reference) => {
            let (_, name) = type_shape(&reference.elem, params)?;
            Some((true, name))
        }
        syn::Type::Path(path) if path.qself.is_none() => {
            let name = path.path.segments.last()?.ident.to_string();
            if path.path.segments.len() == 1 && params.contains(&name) {
                return None;
            }
            Some((false, name))
        }
        syn::Type::Group(group) => type_shape(&group.elem, params),
        syn::Type::Paren(paren) => type_shape(&paren.elem, params),
        _ => None,
    }
}

fn is_primitive(name: &str) -> bool {
    matches!(
        name,
        "bool"
            | "char"
            | "str"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "f32"
            | "f64"
    )
}

/// The shape of a type as rustc prints it in a message (`&'a modint::StaticModInt<Mod>`).
fn message_shape(text: &str) -> Option<(bool, String)> {
    let mut text = text.trim();
    let reference = text.starts_with('&');
    if reference {
        text = text.trim_start_matches('&').trim_start();
        if text.starts_with('\'') {
            text = text.split_once(' ').map_or("", |(_, rest)| rest);
        }
        text = text.strip_prefix("mut ").unwrap_or(text);
    }
    if text == "{integer}" || text == "{float}" {
        return Some((reference, text.to_string()));
    }
    let path = text.split('<').next()?;
    let name = path.rsplit("::").next()?.trim();
    let valid = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    valid.then(|| (reference, name.to_string()))
}

/// The backticked parts of a message.
fn quoted(message: &str) -> Vec<&str> {
    message.split('`').skip(1).step_by(2).collect()
}

/// What rustc's notes to an error say is missing: "the trait `Tr` is not implemented for
/// `Lhs`" (under "can't compare", a `?` or a bound of a bound), and for "no method named `m`
/// found for struct `Lhs`" the traits it lists as defining `m` ("`ToPrimitive` defines an
/// item `to_usize`", "candidate #1: `Iterator`").
fn wanted_in_notes(message: &str, rendered: &str) -> Vec<Wanted> {
    let mut out = Vec::new();
    let mut push = |trait_text: &str, lhs: &str| {
        let (trait_path, rhs) = match trait_text.split_once('<') {
            Some((path, args)) => (path, args.strip_suffix('>').unwrap_or(args)),
            None => (trait_text, lhs),
        };
        let (Some(trait_name), Some(lhs), Some(rhs)) = (
            trait_path.rsplit("::").next(),
            message_shape(lhs),
            message_shape(rhs),
        ) else {
            return;
        };
        out.push(Wanted {
            trait_name: trait_name.to_string(),
            lhs,
            rhs: Some(rhs),
        });
    };
    for line in rendered.lines() {
        if let Some(at) = line.find("the trait `") {
            let parts = quoted(&line[at..]);
            if line[at..].contains("` is not implemented for `") && parts.len() >= 2 {
                push(parts[0], parts[1]);
            }
        }
    }
    if message.starts_with("no method named ") && message.ends_with(" in the current scope") {
        let parts = quoted(message);
        if let Some(lhs) = parts.get(1) {
            for line in rendered.lines() {
                let line = line.trim_start_matches([' ', '=', '|']).trim();
                let listed =
                    line.starts_with("candidate #") || line.contains("` defines an item `");
                if let (true, Some(trait_text)) = (listed, quoted(line).first()) {
                    push(trait_text, lhs);
                }
            }
        }
    }
    out
}

/// What an error about a missing operator impl asks for; `None` for any other error.
fn wanted(message: &str) -> Option<Wanted> {
    let parts = quoted(message);
    let make = |trait_name: &str, lhs: &str, rhs: Option<&str>| -> Option<Wanted> {
        Some(Wanted {
            trait_name: trait_name.to_string(),
            lhs: message_shape(lhs)?,
            rhs: match rhs {
                Some(rhs) => Some(message_shape(rhs)?),
                None => None,
            },
        })
    };
    // "cannot add `Rhs` to `Lhs`", "cannot multiply-assign `Lhs` by `Rhs`", ...
    const VERBS: &[(&str, &str, bool)] = &[
        ("cannot add-assign ", "AddAssign", true),
        ("cannot add ", "Add", true),
        ("cannot subtract-assign ", "SubAssign", true),
        ("cannot subtract ", "Sub", true),
        ("cannot multiply-assign ", "MulAssign", false),
        ("cannot multiply ", "Mul", false),
        ("cannot divide-assign ", "DivAssign", false),
        ("cannot divide ", "Div", false),
        (
            "cannot calculate and assign the remainder of ",
            "RemAssign",
            false,
        ),
        ("cannot calculate the remainder of ", "Rem", false),
    ];
    for (prefix, trait_name, rhs_first) in VERBS {
        if message.starts_with(prefix) && parts.len() == 2 {
            let (lhs, rhs) = if *rhs_first {
                (parts[1], parts[0])
            } else {
                (parts[0], parts[1])
            };
            return make(trait_name, lhs, Some(rhs));
        }
    }
    // "the trait bound `Lhs: Trait<Rhs>` is not satisfied"
    if message.starts_with("the trait bound ") && parts.len() == 1 {
        let (lhs, bound) = parts[0].rsplit_once(": ")?;
        let (trait_path, args) = match bound.split_once('<') {
            Some((path, args)) => (path, Some(args.strip_suffix('>')?)),
            None => (bound, None),
        };
        let trait_name = trait_path.rsplit("::").next()?;
        return make(trait_name, lhs, Some(args.unwrap_or(lhs)));
    }
    // "type `Lhs` cannot be dereferenced"
    if message.starts_with("type `") && message.ends_with("` cannot be dereferenced") {
        return make("Deref", parts.first()?, None);
    }
    // "`Lhs` is not an iterator"
    if message.ends_with("` is not an iterator") && parts.len() == 1 {
        return make("Iterator", parts[0], None);
    }
    // "a value of type `Lhs` cannot be made by summing an iterator over elements of type `Rhs`"
    if message.starts_with("a value of type ") && parts.len() >= 2 {
        let trait_name = if message.contains(" by summing ") {
            "Sum"
        } else if message.contains(" by multiplying ") {
            "Product"
        } else {
            return None;
        };
        return make(trait_name, parts[0], Some(parts[1]));
    }
    // "binary assignment operation `*=` cannot be applied to type `Lhs`",
    // "binary operation `+` cannot be applied to type `Lhs`",
    // "cannot apply unary operator `-` to type `Lhs`"
    let symbol_trait = |symbol: &str| -> Option<&'static str> {
        Some(match symbol {
            "+" => "Add",
            "-" if message.starts_with("cannot apply unary") => "Neg",
            "-" => "Sub",
            "*" => "Mul",
            "/" => "Div",
            "%" => "Rem",
            "!" => "Not",
            "&" => "BitAnd",
            "|" => "BitOr",
            "^" => "BitXor",
            "<<" => "Shl",
            ">>" => "Shr",
            "+=" => "AddAssign",
            "-=" => "SubAssign",
            "*=" => "MulAssign",
            "/=" => "DivAssign",
            "%=" => "RemAssign",
            "&=" => "BitAndAssign",
            "|=" => "BitOrAssign",
            "^=" => "BitXorAssign",
            "<<=" => "ShlAssign",
            ">>=" => "ShrAssign",
            _ => return None,
        })
    };
    let by_symbol = message.starts_with("binary assignment operation ")
        || message.starts_with("binary operation ")
        || message.starts_with("cannot apply unary operator ");
    if by_symbol && parts.len() == 2 {
        return make(symbol_trait(parts[0])?, parts[1], None);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustc_messages_name_the_impl_they_need() {
        let shape = |r: bool, name: &str| (r, name.to_string());
        let cases = [
            (
                "cannot add `StaticModInt<M>` to `&StaticModInt<M>`",
                ("Add", shape(true, "StaticModInt"), Some(shape(false, "StaticModInt"))),
            ),
            (
                "cannot multiply-assign `modint::StaticModInt<Mod998244353>` by `&'a StaticModInt<M>`",
                ("MulAssign", shape(false, "StaticModInt"), Some(shape(true, "StaticModInt"))),
            ),
            (
                "the trait bound `StaticModInt<M>: Neg` is not satisfied",
                ("Neg", shape(false, "StaticModInt"), Some(shape(false, "StaticModInt"))),
            ),
            (
                "the trait bound `Wrap: std::ops::Add<&Wrap>` is not satisfied",
                ("Add", shape(false, "Wrap"), Some(shape(true, "Wrap"))),
            ),
            (
                "a value of type `StaticModInt<M>` cannot be made by summing an iterator over elements of type `&StaticModInt<M>`",
                ("Sum", shape(false, "StaticModInt"), Some(shape(true, "StaticModInt"))),
            ),
            (
                "binary assignment operation `*=` cannot be applied to type `StaticModInt<Mod998244353>`",
                ("MulAssign", shape(false, "StaticModInt"), None),
            ),
            (
                "cannot apply unary operator `-` to type `StaticModInt<Mod998244353>`",
                ("Neg", shape(false, "StaticModInt"), None),
            ),
        ];
        for (message, (trait_name, lhs, rhs)) in cases {
            let expected = Wanted {
                trait_name: trait_name.to_string(),
                lhs,
                rhs,
            };
            assert_eq!(wanted(message), Some(expected), "{message}");
        }
        assert_eq!(wanted("cannot find value `x` in this scope"), None);
        let read = |message: &str| {
            let wanted = wanted(message).expect(message);
            (wanted.trait_name, wanted.lhs, wanted.rhs)
        };
        assert_eq!(
            read("cannot multiply `BigInt` by `{integer}`"),
            (
                "Mul".to_string(),
                shape(false, "BigInt"),
                Some(shape(false, "{integer}"))
            )
        );
        assert_eq!(
            read("`Tuple1Combination<I>` is not an iterator"),
            (
                "Iterator".to_string(),
                shape(false, "Tuple1Combination"),
                None
            )
        );
        assert_eq!(
            read("type `Frozen<'a, G>` cannot be dereferenced"),
            ("Deref".to_string(), shape(false, "Frozen"), None)
        );
    }

    #[test]
    fn an_undecided_literal_fits_every_number_of_its_kind() {
        let operand = |name: &str| Some((false, name.to_string()));
        let integer = (false, "{integer}".to_string());
        assert!(fits(&operand("u8"), &integer));
        assert!(fits(&operand("i128"), &integer));
        assert!(!fits(&operand("f32"), &integer));
        assert!(!fits(&operand("BigUint"), &integer));
        assert!(!fits(&Some((true, "u8".to_string())), &integer));
        assert!(fits(&operand("f64"), &(false, "{float}".to_string())));
        assert!(!fits(&None, &integer));
    }

    #[test]
    fn notes_name_the_trait_a_type_lacks() {
        let compare = "error[E0277]: can't compare `biguint::BigUint` with `biguint::BigUint`\n\
            = help: the trait `PartialEq` is not implemented for `biguint::BigUint`\n";
        assert_eq!(
            wanted_in_notes("can't compare `BigUint` with `BigUint`", compare),
            [Wanted {
                trait_name: "PartialEq".to_string(),
                lhs: (false, "BigUint".to_string()),
                rhs: Some((false, "BigUint".to_string())),
            }]
        );
        let method =
            "error[E0599]: no method named `to_usize` found for type `u64` in the current scope\n\
            note: `ToPrimitive` defines an item `to_usize`, perhaps you need to implement it\n\
            = note: the following trait defines an item `next`, perhaps you need to implement it:\n\
                    candidate #1: `Iterator`\n";
        let found: Vec<String> = wanted_in_notes(
            "no method named `to_usize` found for type `u64` in the current scope",
            method,
        )
        .into_iter()
        .map(|w| format!("{} {:?}", w.trait_name, w.lhs))
        .collect();
        assert_eq!(
            found,
            [
                r#"ToPrimitive (false, "u64")"#,
                r#"Iterator (false, "u64")"#
            ]
        );
    }

    #[test]
    fn a_mismatch_brings_back_the_operand_forms_of_the_expected_type() {
        let candidate = |lhs: (bool, &str), rhs: (bool, &str)| Candidate {
            at: Vec::new(),
            trait_name: "Sub".to_string(),
            lhs: Some((lhs.0, lhs.1.to_string())),
            rhs: Some((rhs.0, rhs.1.to_string())),
            literal_group: None,
        };
        let removed = [
            candidate((true, "BigInt"), (false, "BigInt")),
            candidate((true, "BigInt"), (true, "BigInt")),
            candidate((false, "BigUint"), (false, "BigInt")),
        ];
        let removed: Vec<&Candidate> = removed.iter().collect();
        let rendered = "error[E0308]: mismatched types\n\
            4218 |   comp3 = ((&comp2 - comp3) >> 1);\n\
                 |                      ^^^^^ expected `&BigInt`, found `BigInt`\n";
        assert_eq!(mismatched(&removed, rendered), BTreeSet::from([0]));
    }

    #[test]
    fn impls_that_never_run_are_candidates_and_numbers_are_grouped_by_kind() {
        let file: syn::File = syn::parse_str(
            r#"
            mod dep {
                impl Zero for u8 { fn zero() -> u8 { unreachable!() } }
                impl Zero for u64 { fn zero() -> u64 { unreachable!() } }
                impl Zero for f32 { fn zero() -> f32 { unreachable!() } }
                impl Sub<BigUint> for u16 { type Output = BigUint; fn sub(self, _: BigUint) -> BigUint { unreachable!() } }
                impl<T: Float> Real for T { fn min(self, _: T) -> T { unreachable!() } }
                impl Zero for Big { fn zero() -> Big { Big } }
                impl Marker for Big {}
            }
            "#,
        )
        .expect("parses");
        let found: Vec<String> = candidates(
            &file,
            &BTreeSet::from(["dep".to_string()]),
            &BTreeSet::new(),
        )
        .into_iter()
        .map(|c| format!("{} {:?} {:?}", c.trait_name, c.lhs, c.literal_group))
        .collect();
        assert_eq!(
            found,
            [
                r#"Zero Some((false, "u8")) Some(("integer", "integer"))"#,
                r#"Zero Some((false, "u64")) Some(("integer", "integer"))"#,
                r#"Zero Some((false, "f32")) Some(("float", "float"))"#,
                r#"Sub Some((false, "u16")) Some(("integer", "BigUint"))"#,
                r#"Real None None"#,
                // No method at all: nothing in it can run.
                r#"Marker Some((false, "Big")) None"#,
            ]
        );
    }

    fn candidates_of(source: &str) -> Vec<String> {
        let file: syn::File = syn::parse_str(source).expect("test source parses");
        let mut called = MethodCalls::default();
        called.visit_file(&file);
        candidates(&file, &BTreeSet::from(["dep".to_string()]), &called.names)
            .into_iter()
            .map(|c| format!("{} {:?} {:?}", c.trait_name, c.lhs, c.rhs))
            .collect()
    }

    #[test]
    fn only_operator_impls_of_named_third_party_types_are_tried() {
        let found = candidates_of(
            r#"
            mod dep {
                impl Add for M { fn add(self, o: M) -> M { o } }
                impl<'a> Sum<&'a Self> for M { fn sum<I>(i: I) -> M { M } }
                impl<T: Rem> Mul<T> for &'_ M { fn mul(self, o: T) -> M { M } }
                impl Display for M { fn fmt(&self, f: &mut F) -> R { Ok(()) } }
                impl Add<M> for u32 { fn add(self, o: M) -> M { o } }
                impl<T> Add<M> for T { fn add(self, o: M) -> M { o } }
                impl Drop for M { fn drop(&mut self) { print() } }
            }
            mod user { impl Sub for M { fn sub(self, o: M) -> M { o } } }
            "#,
        );
        assert_eq!(
            found,
            [
                r#"Add Some((false, "M")) Some((false, "M"))"#,
                r#"Sum Some((false, "M")) Some((true, "M"))"#,
                r#"Mul Some((true, "M")) None"#,
            ]
        );
        // An operator the program calls by method syntax is never tried.
        let found = candidates_of(
            "fn main() { let _ = a.add(b); } mod dep { impl Add for M { fn add(self, o: M) -> M { o } } \
             impl Sub for M { fn sub(self, o: M) -> M { o } } }",
        );
        assert_eq!(found, [r#"Sub Some((false, "M")) Some((false, "M"))"#]);
    }
}
