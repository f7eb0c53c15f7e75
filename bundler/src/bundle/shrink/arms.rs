//! Rules of third-party `macro_rules!` that no call uses, found by following every call through
//! [`crate::bundle::mbe`]'s matcher: a pass ([`UnusedRules`]) that runs once the
//! passes before it have settled, at the cost of one rustc check.
//!
//! proconio's `input!` and `read_value!` have 21 rules between them (arrays, tuples, `mut`,
//! `from source`, jagged arrays); a program that reads `n: usize, a: u64` uses eight. rustc
//! never calls a rule dead, so each stays with the whole text of its transcriber. Here every
//! call in the file (outside macro definitions) of a macro the third-party crates define is
//! matched as rustc matches it, first rule first; what the chosen rule writes is searched for
//! further calls (`$crate::read_value!(...)`), which are followed the same way. A rule that
//! no call chose goes: every call still picks the rule it picked, since only rules that either
//! failed to match before it or were never reached are removed.
//!
//! A macro stays whole when anything about it is unsure: its name is defined twice in the
//! file, a call cannot be followed exactly (the matcher refuses), or the body of a macro
//! that is not followed (the user's own, or one whose calls cannot be) calls it.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::Item;

use super::settings::Settings;
use crate::bundle::draft::third_party_items_mut;
use crate::bundle::draft::Scratch;
use crate::bundle::mbe::MacroRules;
use crate::error::Error;

/// Calls followed per file before giving up (proconio's `input!` recurses once per token).
const MAX_CALLS: usize = 200_000;

/// Removes the rules of third-party macros that no call uses (module docs); returns how many
/// rules went.
pub(crate) fn drop_unused_rules(file: &mut syn::File, third_party: &BTreeSet<String>) -> usize {
    let mut definitions = Definitions::default();
    for item in &file.items {
        definitions.third_party = matches!(item, Item::Mod(module)
            if third_party.contains(&module.ident.to_string()));
        definitions.visit_item(item);
    }
    let mut followed: BTreeMap<String, Followed> = BTreeMap::new();
    for (name, found) in &definitions.by_name {
        let rules = match found.as_slice() {
            [(true, tokens)] => MacroRules::parse(tokens.clone()),
            _ => None,
        };
        followed.insert(
            name.clone(),
            match rules {
                Some(rules) => Followed::Rules(rules, BTreeSet::new()),
                None => Followed::Whole,
            },
        );
    }
    // A macro imported under another name is called by that name too.
    for name in &definitions.renamed {
        followed.insert(name.clone(), Followed::Whole);
    }
    let mut calls = Calls::default();
    calls.visit_file(file);
    let mut budget = MAX_CALLS;
    for (name, tokens) in calls.found {
        follow(&name, tokens, &mut followed, &mut budget, 0);
    }
    // A macro that is not followed may expand to calls of any macro its body names.
    loop {
        let whole: Vec<&String> = followed
            .iter()
            .filter(|(_, state)| matches!(state, Followed::Whole))
            .map(|(name, _)| name)
            .collect();
        let mut more = BTreeSet::new();
        for name in whole {
            for (_, tokens) in definitions.by_name.get(name).into_iter().flatten() {
                called_names(tokens.clone(), &mut more);
            }
        }
        let mut changed = false;
        for name in more {
            if let Some(state) = followed.get_mut(&name) {
                if !matches!(state, Followed::Whole) {
                    *state = Followed::Whole;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let keep: BTreeMap<String, BTreeSet<usize>> = followed
        .into_iter()
        .filter_map(|(name, state)| match state {
            // A macro no call used is dead code: rustc's lint takes it whole.
            Followed::Rules(_, used) if !used.is_empty() => Some((name, used)),
            _ => None,
        })
        .collect();
    third_party_items_mut(file, third_party)
        .map(|items| drop_rules(items, &keep))
        .sum()
}

/// What is known of one macro name.
enum Followed {
    /// Its rules, and the indices of those some call used.
    Rules(MacroRules, BTreeSet<usize>),
    /// Left whole (module docs).
    Whole,
}

/// Follows one call of `name` with `tokens`, and the calls its expansion makes.
fn follow(
    name: &str,
    tokens: TokenStream,
    followed: &mut BTreeMap<String, Followed>,
    budget: &mut usize,
    depth: usize,
) {
    let Some(Followed::Rules(rules, _)) = followed.get(name) else {
        return;
    };
    let traced = (*budget > 0 && depth < 128)
        .then(|| rules.expand_traced(tokens))
        .flatten();
    *budget = budget.saturating_sub(1);
    let Some((rule, output)) = traced else {
        followed.insert(name.to_string(), Followed::Whole);
        return;
    };
    if let Some(Followed::Rules(_, used)) = followed.get_mut(name) {
        used.insert(rule);
    }
    let mut inner = Vec::new();
    nested_calls(output, &mut inner);
    for (inner_name, inner_tokens) in inner {
        follow(&inner_name, inner_tokens, followed, budget, depth + 1);
    }
}

/// The macro calls (`name!(..)`, `a::b::name!{..}`) in `tokens`, groups included: the last
/// segment's name and the group's tokens.
fn nested_calls(tokens: TokenStream, out: &mut Vec<(String, TokenStream)>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (at, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) => {
                let bang =
                    matches!(tokens.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                if let (true, Some(TokenTree::Group(group))) = (bang, tokens.get(at + 2)) {
                    out.push((ident.to_string(), group.stream()));
                }
            }
            TokenTree::Group(group) => nested_calls(group.stream(), out),
            _ => {}
        }
    }
}

/// The names of the macros `tokens` calls, at any depth.
fn called_names(tokens: TokenStream, out: &mut BTreeSet<String>) {
    let mut calls = Vec::new();
    nested_calls(tokens, &mut calls);
    out.extend(calls.into_iter().map(|(name, _)| name));
}

/// Every `macro_rules!` definition of the file by name: whether it lies in a third-party
/// crate's module, and its tokens; and the names `use ... as` renames.
#[derive(Default)]
struct Definitions {
    by_name: BTreeMap<String, Vec<(bool, TokenStream)>>,
    renamed: BTreeSet<String>,
    /// Whether the top-level item being walked is a third-party crate's module.
    third_party: bool,
}

impl<'ast> Visit<'ast> for Definitions {
    fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
        if node.mac.path.is_ident("macro_rules") {
            if let Some(name) = &node.ident {
                self.by_name
                    .entry(name.to_string())
                    .or_default()
                    .push((self.third_party, node.mac.tokens.clone()));
            }
        }
    }

    fn visit_use_rename(&mut self, node: &'ast syn::UseRename) {
        self.renamed.insert(node.ident.to_string());
    }
}

/// Every macro call outside `macro_rules!` definitions, nested calls in other calls' tokens
/// included: the last segment's name and the tokens.
#[derive(Default)]
struct Calls {
    found: Vec<(String, TokenStream)>,
}

impl<'ast> Visit<'ast> for Calls {
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        if node.path.is_ident("macro_rules") {
            return;
        }
        if let Some(last) = node.path.segments.last() {
            self.found
                .push((last.ident.to_string(), node.tokens.clone()));
        }
        nested_calls(node.tokens.clone(), &mut self.found);
    }
}

/// Removes the rules of the macros in `keep` that are not kept, in `items` and their modules;
/// returns how many went.
fn drop_rules(items: &mut [Item], keep: &BTreeMap<String, BTreeSet<usize>>) -> usize {
    let mut removed = 0;
    for item in items {
        match item {
            Item::Macro(mac) if mac.mac.path.is_ident("macro_rules") => {
                let Some(used) = mac
                    .ident
                    .as_ref()
                    .and_then(|name| keep.get(&name.to_string()))
                else {
                    continue;
                };
                if let Some((tokens, count)) = MacroRules::retain_rules(&mac.mac.tokens, used) {
                    mac.mac.tokens = tokens;
                    removed += count;
                }
            }
            Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    removed += drop_rules(inner, keep);
                }
            }
            _ => {}
        }
    }
    removed
}

/// [`drop_unused_rules`], kept when the draft still compiles; whether rules went.
pub(crate) fn drop_unused_rules_checked(
    parsed: &mut syn::File,
    settings: &Settings,
    scratch: &Scratch,
    edition: &str,
) -> Result<bool, Error> {
    let mut lean = parsed.clone();
    let removed = drop_unused_rules(&mut lean, settings.third_party);
    if removed == 0 {
        return Ok(false);
    }
    let compiles = scratch.compiles(&lean, edition)?;
    if std::env::var_os("JUDGEPACK_DEBUG").is_some() {
        eprintln!(
            "judgepack: note: {}: {removed} macro rules no call uses {}",
            settings.label,
            if compiles {
                "went"
            } else {
                "stay: the draft broke"
            }
        );
    }
    if compiles {
        *parsed = lean;
    }
    Ok(compiles)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(source: &str) -> (String, usize) {
        let mut file: syn::File = syn::parse_str(source).expect("test source parses");
        let removed = drop_unused_rules(&mut file, &BTreeSet::from(["dep".to_string()]));
        (prettyplease::unparse(&file), removed)
    }

    #[test]
    fn rules_no_call_reaches_go_and_nested_calls_are_followed() {
        let (out, removed) = pruned(
            r#"
            fn main() { let _ = m!(c 5); }
            mod dep {
                macro_rules! m {
                    (a) => { 1 };
                    (b) => { 2 };
                    (c $x:tt) => { $crate::dep::m!(a) + $x };
                    ($($t:tt)*) => { 0 };
                }
            }
            "#,
        );
        assert_eq!(removed, 2, "{out}");
        assert!(out.contains("(a) => {"), "{out}");
        assert!(out.contains("(c $x:tt) =>"), "{out}");
        assert!(!out.contains("(b) =>"), "{out}");
    }

    #[test]
    fn a_macro_that_cannot_be_followed_stays_whole() {
        let cases = [
            // The user's macro may call it with anything.
            r#"macro_rules! mine { ($($t:tt)*) => { m!($($t)*) }; }
               fn main() { let _ = mine!(a); let _ = m!(a); }
               mod dep { macro_rules! m { (a) => { 1 }; (b) => { 2 }; } }"#,
            // Called under another name as well.
            r#"use crate::dep::m as other;
               fn main() { let _ = m!(a); let _ = other!(b); }
               mod dep { macro_rules! m { (a) => { 1 }; (b) => { 2 }; } }"#,
            // Defined twice.
            r#"fn main() { let _ = m!(a); }
               mod dep { macro_rules! m { (a) => { 1 }; (b) => { 2 }; }
                         mod inner { macro_rules! m { (a) => { 1 }; (b) => { 2 }; } } }"#,
            // A call no rule matches exactly here.
            r#"fn main() { let _ = m!(a); let _ = m!(zzz); }
               mod dep { macro_rules! m { (a) => { 1 }; (b) => { 2 }; } }"#,
        ];
        for case in cases {
            let (out, removed) = pruned(case);
            assert_eq!(removed, 0, "{out}");
        }
    }
}
