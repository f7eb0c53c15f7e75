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
//! draft is checked again. Types are compared by the last segment of their path and, for
//! impls with no type parameter, in full with the file's type aliases expanded (rustc prints
//! typenum's `U64` as `UInt<UInt<..., B0>, B0>`, and bitmaps has an `impl Bits` for each of
//! `U1` to `U1024`); checks run with `--verbose` so that rustc never cuts a long type short.
//! An error that names no removed impl is taken as a consequence of the others in its check;
//! when none of them names one, half of the removed impls come back. It gives up
//! (everything stays) after [`MAX_CHECKS`] checks.
//!
//! An impl that comes back brings back with it the removed impls of its own module that its
//! bounds ask for, and theirs in turn ([`with_needs`]): each bound of its generics and where
//! clause with a type on at least one side (typenum's `UInt<Ul, B0>: Add<UInt<Ur, B>>` and
//! `Ul: Mul<UInt<Ur, B>>`, compared by shape like a message's types), and its trait's bounds
//! on associated types, of the types it gives them (bitmaps' `type Store: BitOps` and
//! `type Store = u32`). rustc names an unmet bound only once the bound that needed it holds,
//! so each level of typenum's type-level recursion used to cost a check (im-rc's trial took 8,
//! now 4). A bound on a bare type parameter (`U: Unsigned`) names no type and asks for
//! nothing; another module's impls are not asked for (petgraph has a type `Edges` in each
//! graph module, and an `Iterator` bound on one would bring back the impls of all).
//!
//! With a second core, dead-code removal begins the trial beside its rounds ([`TrialAhead`]),
//! on the draft of the round after the stubs, and drops what it dropped again from the draft
//! the rounds end with ([`drop_again`]); one check tells whether that still compiles.
//!
//! Only impls whose removal cannot change what a compiling program does are candidates:
//! - impls whose every method [`crate::bundle::shrink::unrun`] found the program never runs (the bodies are
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

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};

use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::Item;

use crate::bundle::draft::{Diagnostic, Scratch};
use crate::bundle::mbe::is_primitive;
use crate::bundle::shrink::unrun::is_stub;
use crate::error::Error;

pub(crate) mod ahead;

/// At most this many rustc checks (the first with every candidate removed).
pub(crate) const MAX_CHECKS: usize = 12;

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

/// Binary operators as rustc writes them ("binary operation `+` cannot be applied", "no
/// implementation for `A + B`"), and their traits.
const BINARY_OPERATORS: &[(&str, &str)] = &[
    ("<<=", "ShlAssign"),
    (">>=", "ShrAssign"),
    ("+=", "AddAssign"),
    ("-=", "SubAssign"),
    ("*=", "MulAssign"),
    ("/=", "DivAssign"),
    ("%=", "RemAssign"),
    ("&=", "BitAndAssign"),
    ("|=", "BitOrAssign"),
    ("^=", "BitXorAssign"),
    ("<<", "Shl"),
    (">>", "Shr"),
    ("+", "Add"),
    ("-", "Sub"),
    ("*", "Mul"),
    ("/", "Div"),
    ("%", "Rem"),
    ("&", "BitAnd"),
    ("|", "BitOr"),
    ("^", "BitXor"),
];

/// Comparisons as "no implementation for `A == B`" writes them (under "can't compare").
const COMPARISONS: &[(&str, &str)] = &[
    ("==", "PartialEq"),
    ("!=", "PartialEq"),
    ("<=", "PartialOrd"),
    (">=", "PartialOrd"),
    ("<", "PartialOrd"),
    (">", "PartialOrd"),
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
    /// The operands in full ([`spelled`]) when the impl has no type parameter: typenum's
    /// `impl Bits for U17` and `impl Bits for U18` share their shape (`UInt`) and differ here.
    exact: Exact,
    /// For an impl with a primitive number on either side: its operands with the number
    /// written as its kind (`("integer", "BigUint")` for `Sub<BigUint> for u8`). Of the
    /// impls of one trait with the same such operands, the fallback one ([`is_fallback`])
    /// stays or comes back whenever another does (module docs).
    literal_group: Option<(String, String)>,
    /// What the impl's own bounds ask of other impls ([`needs`]).
    needs: Vec<Need>,
}

/// A bound of an impl (`UInt<U, B0>: Add<UInt<V, B>>`, `U: Mul<UInt<V, B>>`): the trait and
/// the shapes of its left-hand and right-hand types, each `None` for a type parameter.
#[derive(Debug, Clone)]
struct Need {
    trait_name: String,
    lhs: Shape,
    rhs: Shape,
}

/// What one error asks for: the trait, the left-hand type and, when the message says, the
/// right-hand one.
#[derive(Debug, PartialEq, Eq)]
struct Wanted {
    trait_name: String,
    lhs: (bool, String),
    rhs: Option<(bool, String)>,
    /// The operands in full, when the message names concrete types.
    exact: Exact,
}

/// Operand types written out in full ([`spelled`]), each when known and concrete.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Exact {
    lhs: Option<String>,
    rhs: Option<String>,
}

impl Exact {
    /// Whether a candidate's operands (`self`) may be the ones a message wants: equal where
    /// both are known.
    fn may_be(&self, wanted: &Exact) -> bool {
        let agree = |ours: &Option<String>, theirs: &Option<String>| match (ours, theirs) {
            (Some(ours), Some(theirs)) => ours == theirs,
            _ => true,
        };
        agree(&self.lhs, &wanted.lhs) && agree(&self.rhs, &wanted.rhs)
    }

    /// From the texts of a message's operands: each spelled, unless it holds what is not a
    /// concrete type (an elided part, an inference variable, an undecided literal).
    fn from_message(lhs: &str, rhs: Option<&str>) -> Exact {
        let concrete = |text: &str| {
            let spelled = spelled(text);
            let vague = spelled.contains("...") || spelled.contains('{') || has_word(&spelled, "_");
            (!vague).then_some(spelled)
        };
        Exact {
            lhs: concrete(lhs),
            rhs: rhs.and_then(concrete),
        }
    }
}

/// Removes the impls the program does not need (module docs); returns, when some went, the
/// diagnostics of the new draft (printed with prettyplease), and how many rustc checks it ran.
pub(crate) fn drop_unused_impls(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    scratch: &Scratch,
    edition: &str,
) -> Result<(Option<Vec<Diagnostic>>, usize), Error> {
    let (dropped, checks) =
        try_impls(file, third_party, scratch, edition, &AtomicBool::new(false))?;
    Ok((dropped.map(|(diagnostics, _)| diagnostics), checks))
}

/// What a trial that dropped impls ends with: the diagnostics of the draft without them,
/// and which they were.
type Tried = (Vec<Diagnostic>, Dropped);

/// [`drop_unused_impls`], also giving the impls that went ([`Dropped`]); it stops (with
/// nothing dropped) before a check once `cancelled` is set.
pub(super) fn try_impls(
    file: &mut syn::File,
    third_party: &BTreeSet<String>,
    scratch: &Scratch,
    edition: &str,
    cancelled: &AtomicBool,
) -> Result<(Option<Tried>, usize), Error> {
    let mut called = MethodCalls::default();
    called.visit_file(file);
    let candidates = candidates(file, third_party, &called.names);
    if candidates.is_empty() {
        return Ok((None, 0));
    }
    let mut removed: Vec<&Candidate> = candidates.iter().collect();
    for check in 1..=MAX_CHECKS {
        if cancelled.load(Ordering::Relaxed) {
            return Ok((None, check - 1));
        }
        let draft = without(file, &removed);
        let diagnostics = scratch.check(&prettyplease::unparse(&draft), edition)?;
        let errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
        if errors.is_empty() {
            let dropped = Dropped(
                removed
                    .iter()
                    .filter_map(|candidate| impl_key(file, &candidate.at))
                    .collect(),
            );
            *file = draft;
            return Ok((Some((diagnostics, dropped)), check));
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
        if unread && restore.is_empty() {
            // Nothing says which impl was missed: half of them come back, the later half in
            // the file (a crate's impls tend to need each other), and the next check tells.
            // When other errors named some, the unread ones are most likely what those
            // missing impls caused (a method of a type whose bound failed, a lifetime an
            // unnormalized associated type implied), and the next check tells too.
            restore.extend(removed.len() / 2..removed.len());
        }
        let asked = restore.len();
        with_needs(&removed, &mut restore);
        if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
            eprintln!(
                "judgepack: note: {asked} impls asked back, {} with their bounds'",
                restore.len()
            );
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
        return fallback_first(removed, hits);
    }
    hits
}

/// Of `hits`, the fallback impls ([`is_fallback`]) if there are any, else all: what a
/// literal becomes while two or more impls fit it.
fn fallback_first(removed: &[&Candidate], hits: BTreeSet<usize>) -> BTreeSet<usize> {
    let fallback: BTreeSet<usize> = hits
        .iter()
        .copied()
        .filter(|&index| is_fallback(removed[index]))
        .collect();
    if fallback.is_empty() {
        hits
    } else {
        fallback
    }
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
    same_lhs.retain(|(_, candidate)| candidate.exact.may_be(&wanted.exact));
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
/// `&BigInt`), or on an impl with another right-hand operand (`x -= &y` with only
/// `SubAssign<i32> for BigInt` left: "expected `i32`, found `&BigInt`"). The removed impls
/// for a type named `A` or `B` (either reference form) with the right-hand operand `B` come
/// back: every trait's, as the message names none; for a literal (`found integer`), only
/// its kind's fallback impls.
fn mismatched(removed: &[&Candidate], rendered: &str) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for line in rendered.lines() {
        let Some(at) = line.find("expected `") else {
            continue;
        };
        let rest = &line[at..];
        let parts = quoted(rest);
        // "found integer": a literal whose impl went, as `{integer}` says elsewhere.
        let found = if rest.contains("`, found integer") {
            Some((false, "{integer}".to_string()))
        } else if rest.contains("`, found floating-point number") {
            Some((false, "{float}".to_string()))
        } else if rest.contains("`, found `") && parts.len() >= 2 {
            message_shape(parts[1])
        } else {
            None
        };
        let (Some(expected), Some(found)) = (parts.first().and_then(|p| message_shape(p)), found)
        else {
            continue;
        };
        // The operand's own type may be either side's: `x -= &y` for `x: BigInt` with only
        // `SubAssign<i32>` left says "expected `i32`, found `&BigInt`".
        let literal = found.1.starts_with('{');
        let lhs_names = [
            Some(expected.1.as_str()),
            (!literal).then_some(found.1.as_str()),
        ];
        let hits: BTreeSet<usize> = removed
            .iter()
            .enumerate()
            .filter(|(_, candidate)| {
                candidate
                    .lhs
                    .as_ref()
                    .is_some_and(|(_, name)| lhs_names.contains(&Some(name.as_str())))
                    && fits(&candidate.rhs, &found)
            })
            .map(|(index, _)| index)
            .collect();
        out.extend(if literal {
            fallback_first(removed, hits)
        } else {
            hits
        });
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
    let aliases = type_aliases(file);
    let traits = trait_bounds(file);
    let mut all = Vec::new();
    for (index, item) in file.items.iter().enumerate() {
        if let Item::Mod(module) = item {
            if third_party.contains(&module.ident.to_string()) {
                if let Some((_, items)) = &module.content {
                    let mut walk = Walk {
                        called,
                        aliases: &aliases,
                        traits: &traits,
                        out: &mut all,
                    };
                    walk.collect(items, &mut vec![index]);
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

/// What [`candidates`] needs while it walks a crate's modules.
struct Walk<'a> {
    called: &'a BTreeSet<String>,
    aliases: &'a HashMap<String, syn::Type>,
    traits: &'a HashMap<String, TraitBounds>,
    out: &'a mut Vec<(Candidate, bool)>,
}

impl Walk<'_> {
    fn collect(&mut self, items: &[Item], at: &mut Vec<usize>) {
        for (index, item) in items.iter().enumerate() {
            at.push(index);
            match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        self.collect(inner, at);
                    }
                }
                Item::Impl(item_impl) => {
                    if let Some(candidate) =
                        candidate(item_impl, at, self.called, self.aliases, self.traits)
                    {
                        self.out.push(candidate);
                    }
                }
                _ => {}
            }
            at.pop();
        }
    }
}

/// The file's type aliases without generics whose name no other type item of the file has
/// (so a name means the alias wherever it is written): rustc's messages print what an alias
/// stands for, never its name (`impl Bits for U2` is for `UInt<UInt<UTerm, B1>, B0>`).
fn type_aliases(file: &syn::File) -> HashMap<String, syn::Type> {
    fn walk(items: &[Item], names: &mut HashMap<String, usize>, out: &mut Vec<syn::ItemType>) {
        for item in items {
            let name = match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        walk(inner, names, out);
                    }
                    continue;
                }
                Item::Type(alias) => {
                    if alias.generics.params.is_empty() {
                        out.push(alias.clone());
                    }
                    &alias.ident
                }
                Item::Struct(item) => &item.ident,
                Item::Enum(item) => &item.ident,
                Item::Union(item) => &item.ident,
                Item::Trait(item) => &item.ident,
                Item::TraitAlias(item) => &item.ident,
                _ => continue,
            };
            *names.entry(name.to_string()).or_default() += 1;
        }
    }
    let mut names = HashMap::new();
    let mut aliases = Vec::new();
    walk(&file.items, &mut names, &mut aliases);
    aliases
        .into_iter()
        .filter(|alias| names.get(&alias.ident.to_string()) == Some(&1))
        .map(|alias| (alias.ident.to_string(), *alias.ty))
        .collect()
}

/// `ty` with the [`type_aliases`] it names replaced by what they stand for, through aliases
/// of aliases (to a depth that no real chain reaches; a cycle would not compile anyway).
fn without_aliases(
    ty: &syn::Type,
    aliases: &HashMap<String, syn::Type>,
    params: &BTreeSet<String>,
) -> syn::Type {
    struct Expand<'a> {
        aliases: &'a HashMap<String, syn::Type>,
        params: &'a BTreeSet<String>,
        depth: usize,
    }
    impl syn::visit_mut::VisitMut for Expand<'_> {
        fn visit_type_mut(&mut self, ty: &mut syn::Type) {
            if let syn::Type::Path(path) = ty {
                let alias = path.qself.is_none()
                    && path.path.segments.last().is_some_and(|last| {
                        last.arguments.is_none() && !self.params.contains(&last.ident.to_string())
                    });
                let target = path
                    .path
                    .segments
                    .last()
                    .and_then(|last| self.aliases.get(&last.ident.to_string()));
                if let (true, Some(target), true) = (alias, target, self.depth < 32) {
                    *ty = target.clone();
                    self.depth += 1;
                    self.visit_type_mut(ty);
                    self.depth -= 1;
                    return;
                }
            }
            syn::visit_mut::visit_type_mut(self, ty);
        }
    }
    let mut ty = ty.clone();
    syn::visit_mut::VisitMut::visit_type_mut(
        &mut Expand {
            aliases,
            params,
            depth: 0,
        },
        &mut ty,
    );
    ty
}

/// Whether `word` is a whole identifier-like word of `text`.
fn has_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|w| w == word)
}

/// A type's text as [`Exact`] compares it, from rustc's message or from `quote`: paths cut
/// to their last segment, no lifetimes, no spaces (`&'a uint::UInt<uint::UTerm, bit::B1>`
/// and `& UInt < UTerm , B1 >` are both `&UInt<UTerm,B1>`).
fn spelled(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '\'' => {
                while chars
                    .next_if(|&c| c.is_alphanumeric() || c == '_')
                    .is_some()
                {}
                while chars.next_if(|c| c.is_whitespace()).is_some() {}
                chars.next_if_eq(&',');
            }
            ':' if chars.peek() == Some(&':') => {
                chars.next();
                while out.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    out.pop();
                }
            }
            // A trailing comma (`UInt<U, B0,>`, as rustfmt leaves long lists) is not kept.
            '>' | ')' | ']' => {
                if out.ends_with(',') {
                    out.pop();
                }
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// A trait impl as the trial sees it, and whether it may go (module docs); `None` for an
/// impl never touched (inherent, negative, `unsafe`, `default`).
fn candidate(
    item_impl: &syn::ItemImpl,
    at: &[usize],
    called: &BTreeSet<String>,
    aliases: &HashMap<String, syn::Type>,
    traits: &HashMap<String, TraitBounds>,
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
    let self_ty = without_aliases(&item_impl.self_ty, aliases, &params);
    let lhs = type_shape(&self_ty, &params);
    // The operands in full, for an impl with no type or const parameter.
    let concrete = item_impl
        .generics
        .params
        .iter()
        .all(|param| matches!(param, syn::GenericParam::Lifetime(_)));
    let full = |ty: &syn::Type| {
        let text = spelled(&quote::quote!(#ty).to_string());
        let generic = has_word(&text, "Self") || has_word(&text, "_");
        (concrete && !generic).then_some(text)
    };
    let lhs_full = full(&self_ty);
    let (rhs, rhs_full) = match &segment.arguments {
        syn::PathArguments::None => (lhs.clone(), lhs_full.clone()),
        syn::PathArguments::AngleBracketed(args) => match args.args.first() {
            Some(syn::GenericArgument::Type(ty)) => match ty {
                syn::Type::Path(path) if path.path.is_ident("Self") => {
                    (lhs.clone(), lhs_full.clone())
                }
                syn::Type::Reference(reference) if matches!(&*reference.elem, syn::Type::Path(p) if p.path.is_ident("Self")) => {
                    (
                        lhs.as_ref().map(|(_, name)| (true, name.clone())),
                        lhs_full.as_ref().map(|text| {
                            let mutable = if reference.mutability.is_some() {
                                "mut"
                            } else {
                                ""
                            };
                            format!("&{mutable}{text}")
                        }),
                    )
                }
                ty => {
                    let ty = without_aliases(ty, aliases, &params);
                    (type_shape(&ty, &params), full(&ty))
                }
            },
            _ => (None, None),
        },
        syn::PathArguments::Parenthesized(_) => (None, None),
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
        exact: Exact {
            lhs: lhs_full,
            rhs: rhs_full,
        },
        literal_group,
        needs: needs(item_impl, &params, aliases, traits),
    };
    Some((candidate, may_go))
}

/// The bounds of an impl's generics and where clause that name a type on at least one side
/// (module docs): `U: Unsigned` asks for any impl of `Unsigned`, which is no guide.
fn needs(
    item_impl: &syn::ItemImpl,
    params: &BTreeSet<String>,
    aliases: &HashMap<String, syn::Type>,
    traits: &HashMap<String, TraitBounds>,
) -> Vec<Need> {
    let shape = |ty: &syn::Type| type_shape(&without_aliases(ty, aliases, params), params);
    // (the bounded type's shape, its bounds); a type parameter's is `None`.
    let mut bounded: Vec<(Shape, &Punctuated<syn::TypeParamBound, syn::Token![+]>)> = item_impl
        .generics
        .type_params()
        .map(|param| (None, &param.bounds))
        .collect();
    if let Some(clause) = &item_impl.generics.where_clause {
        for predicate in &clause.predicates {
            if let syn::WherePredicate::Type(predicate) = predicate {
                bounded.push((shape(&predicate.bounded_ty), &predicate.bounds));
            }
        }
    }
    // What the trait asks of every impl: its bounds on associated types, of the types the
    // impl gives them (`type Store: BitOps` and `type Store = u32`).
    let trait_name = item_impl
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
        .map(|segment| segment.ident.to_string());
    if let Some(of_trait) = trait_name.as_ref().and_then(|name| traits.get(name)) {
        for impl_item in &item_impl.items {
            if let syn::ImplItem::Type(assoc) = impl_item {
                if let Some(bounds) = of_trait.associated.get(&assoc.ident.to_string()) {
                    bounded.push((shape(&assoc.ty), bounds));
                }
            }
        }
    }
    let mut out = Vec::new();
    for (lhs, bounds) in bounded {
        for bound in bounds {
            let syn::TypeParamBound::Trait(bound) = bound else {
                continue;
            };
            let Some(segment) = bound.path.segments.last() else {
                continue;
            };
            let rhs = first_type_argument(segment).and_then(shape);
            if lhs.is_some() || rhs.is_some() {
                out.push(Need {
                    trait_name: segment.ident.to_string(),
                    lhs: lhs.clone(),
                    rhs,
                });
            }
        }
    }
    out
}

/// A path segment's first generic argument, when it is a type (`UInt<Ur, B>` of `Add<UInt<Ur,
/// B>>`).
fn first_type_argument(segment: &syn::PathSegment) -> Option<&syn::Type> {
    match &segment.arguments {
        syn::PathArguments::AngleBracketed(args) => match args.args.first() {
            Some(syn::GenericArgument::Type(ty)) => Some(ty),
            _ => None,
        },
        _ => None,
    }
}

/// What a trait the file defines asks of each of its impls ([`needs`]): each associated
/// type's bounds, by its name.
#[derive(Debug, Default)]
struct TraitBounds {
    associated: HashMap<String, Punctuated<syn::TypeParamBound, syn::Token![+]>>,
}

/// The file's traits by name; a name several traits have gets all their bounds (asking back
/// more impls is never wrong, only less tight).
fn trait_bounds(file: &syn::File) -> HashMap<String, TraitBounds> {
    fn walk(items: &[Item], out: &mut HashMap<String, TraitBounds>) {
        for item in items {
            match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &module.content {
                        walk(inner, out);
                    }
                }
                Item::Trait(item_trait) => {
                    let bounds = out.entry(item_trait.ident.to_string()).or_default();
                    for trait_item in &item_trait.items {
                        if let syn::TraitItem::Type(assoc) = trait_item {
                            bounds
                                .associated
                                .entry(assoc.ident.to_string())
                                .or_default()
                                .extend(assoc.bounds.iter().cloned());
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = HashMap::new();
    walk(&file.items, &mut out);
    out
}

/// With the impls at `restore`, the removed impls their bounds ask for, and theirs in turn.
fn with_needs(removed: &[&Candidate], restore: &mut BTreeSet<usize>) {
    let fits = |shape: &Shape, need: &Shape| match (shape, need) {
        (Some(shape), Some(need)) => shape == need,
        _ => true,
    };
    // A module of a crate (`at` without the impl's own index).
    fn module(candidate: &Candidate) -> &[usize] {
        &candidate.at[..candidate.at.len().saturating_sub(1)]
    }
    let mut todo: Vec<usize> = restore.iter().copied().collect();
    while let Some(index) = todo.pop() {
        let asking = removed[index];
        for need in &asking.needs {
            for (other, candidate) in removed.iter().enumerate() {
                if module(candidate) == module(asking)
                    && candidate.trait_name == need.trait_name
                    && fits(&candidate.lhs, &need.lhs)
                    && fits(&candidate.rhs, &need.rhs)
                    && restore.insert(other)
                {
                    todo.push(other);
                }
            }
        }
    }
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

/// Whether [`crate::bundle::shrink::unrun`] made every method of the impl a stub, or it has none (a marker
/// trait's, or one whose methods all went with [`crate::bundle::shrink::unrun`]'s never-run trait methods):
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
        // A tuple by its arity (itertools implements `TupleCollect` for each up to 12).
        syn::Type::Tuple(tuple) => Some((false, format!("({})", tuple.elems.len()))),
        _ => None,
    }
}

/// The arity of a tuple type as rustc prints it (`(&i64, &i64)` has 2, `(u8,)` 1).
fn tuple_arity(text: &str) -> Option<usize> {
    let inner = text.strip_prefix('(')?.strip_suffix(')')?;
    let mut depth = 0usize;
    let mut elems = 0;
    let mut pending = false;
    for c in inner.chars() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | '>' | ']' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 => {
                elems += 1;
                pending = false;
                continue;
            }
            c if c.is_whitespace() => continue,
            _ => {}
        }
        pending = true;
    }
    Some(elems + usize::from(pending))
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
    if let Some(arity) = tuple_arity(text) {
        return Some((reference, format!("({arity})")));
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
        let exact = Exact::from_message(lhs, Some(rhs));
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
            exact,
            rhs: Some(rhs),
        });
    };
    for line in rendered.lines() {
        // "no implementation for `&BigUint << usize`" (as the message of E0369, or the label
        // under "can't compare `A` with `B`").
        if let Some(at) = line.find("no implementation for `") {
            if let Some(text) = quoted(&line[at..]).first() {
                // Spaces around the operator: `A << B` never reads as `<`.
                for (op, trait_name) in BINARY_OPERATORS.iter().chain(COMPARISONS) {
                    if let Some((lhs, rhs)) = text.split_once(&format!(" {op} ")) {
                        push(&format!("{trait_name}<{rhs}>"), lhs);
                        break;
                    }
                }
            }
        }
        if let Some(at) = line.find("the trait `") {
            let parts = quoted(&line[at..]);
            if line[at..].contains("` is not implemented for `") && parts.len() >= 2 {
                push(parts[0], parts[1]);
            }
        }
        // "note: trait bound `Lhs: Trait` was not satisfied" (under "the method `m` exists
        // for struct `S`, but its trait bounds were not satisfied"), and the lines
        // "`Lhs: Trait`" listed under "the following trait bounds were not satisfied:".
        let bound = match line.find("trait bound `") {
            Some(at) if line.ends_with("` was not satisfied") => {
                quoted(&line[at..]).first().copied()
            }
            _ => {
                let line = line.trim_start_matches([' ', '=', '|']).trim();
                line.strip_prefix('`')
                    .and_then(|line| line.strip_suffix('`'))
            }
        };
        if let Some((lhs, bound)) = bound.and_then(|bound| bound.rsplit_once(": ")) {
            push(bound, lhs);
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
            exact: Exact::from_message(lhs, rhs),
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
        match symbol {
            "-" if message.starts_with("cannot apply unary") => Some("Neg"),
            "!" => Some("Not"),
            _ => BINARY_OPERATORS
                .iter()
                .find(|(op, _)| *op == symbol)
                .map(|(_, trait_name)| *trait_name),
        }
    };
    let by_symbol = message.starts_with("binary assignment operation ")
        || message.starts_with("binary operation ")
        || message.starts_with("cannot apply unary operator ");
    if by_symbol && parts.len() == 2 {
        return make(symbol_trait(parts[0])?, parts[1], None);
    }
    None
}

/// What [`drop_unused_impls`] did, for `JUDGEPACK_DEBUG`.
pub(crate) fn trial_note(label: &str, dropped: bool, checks: usize) {
    if std::env::var_os("JUDGEPACK_DEBUG").is_some() && checks > 0 {
        let what = if dropped { "dropped some" } else { "kept all" };
        eprintln!("judgepack: note: {label}: impls tried out: {what} after {checks} rustc checks");
    }
}

/// The impls a trial dropped, each by its module's path and its header (`impl<..> Trait
/// for Type where ..`, without its items or attributes): what finds them again in a later
/// draft of the same program, where the rounds have removed other items since.
pub(crate) struct Dropped(BTreeSet<(Vec<String>, String)>);

/// The key [`Dropped`] knows the impl at `at` (indices from the file's items) by.
fn impl_key(file: &syn::File, at: &[usize]) -> Option<(Vec<String>, String)> {
    let (last, modules) = at.split_last()?;
    let mut items = &file.items;
    let mut path = Vec::new();
    for &index in modules {
        let Some(Item::Mod(module)) = items.get(index) else {
            return None;
        };
        path.push(module.ident.to_string());
        items = &module.content.as_ref()?.1;
    }
    let Some(Item::Impl(item_impl)) = items.get(*last) else {
        return None;
    };
    Some((path, impl_header(item_impl)))
}

fn impl_header(item_impl: &syn::ItemImpl) -> String {
    let mut header = item_impl.clone();
    header.attrs.clear();
    header.items.clear();
    header.to_token_stream().to_string()
}

/// Removes from `file` the impls `dropped` names; returns how many went.
pub(crate) fn drop_again(file: &mut syn::File, dropped: &Dropped) -> usize {
    fn walk(items: &mut Vec<Item>, path: &mut Vec<String>, dropped: &Dropped) -> usize {
        let before = items.len();
        items.retain(|item| match item {
            Item::Impl(item_impl) => !dropped.0.contains(&(path.clone(), impl_header(item_impl))),
            _ => true,
        });
        let mut count = before - items.len();
        for item in items.iter_mut() {
            if let Item::Mod(module) = item {
                if let Some((_, inner)) = &mut module.content {
                    path.push(module.ident.to_string());
                    count += walk(inner, path, dropped);
                    path.pop();
                }
            }
        }
        count
    }
    walk(&mut file.items, &mut Vec::new(), dropped)
}

#[cfg(test)]
mod tests;
