//! The previous run's dead-code answer, tried first: after an edit to the bin, the libraries
//! it loads are usually the same text as last time, and so is what dead-code removal leaves of
//! them. [`Memory::replayed`] gives the loaded draft with each library module as the previous
//! run's removal left it; [`crate::bundle::shrink::driver`] checks that draft with rustc like any
//! other and goes on from there, or, when it does not settle cleanly, starts over from the
//! loaded draft. One or two rustc checks instead of every round's.
//!
//! What is kept is the draft where rustc's dead-code warnings first ran out, before the passes
//! that depend on what the program can run ([`crate::bundle::shrink::unrun`] stubs bodies by
//! the bin's call graph), or the draft bodies were stubbed in when that came first: those
//! passes always run again. It is not replayed when the bin now names
//! something the previous removal cut (a name new in the bin's code that the libraries had
//! and the kept draft lost): a call could then resolve to another item of that name and still
//! compile.
//!
//! The answer dead-code removal returned is kept too, and tried before anything else
//! ([`Memory::answer`]): after an edit that changes what the bin does but not which library
//! code it uses (a fixed condition, another constant), rustc finds nothing to remove from it
//! and the program runs no library function the previous one did not, so every pass would
//! decide as before. One rustc check, and one compile to LLVM IR when bodies were stubbed,
//! instead of every pass's.
//!
//! Kept in the cache directory ([`crate::cache`], `Kind::Replay`), under a key holding the
//! rustc version, the draft's compile arguments, the bin and the libraries' loaded text in
//! full; any failure to read or write it is a miss.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::Item;

use crate::cache;

/// What a run of dead-code removal remembers for the next run on the same libraries.
pub(crate) struct Memory<'a> {
    key: String,
    libraries: &'a BTreeSet<String>,
    bin_names: BTreeSet<String>,
}

impl<'a> Memory<'a> {
    /// The memory slot of `loaded` (the draft before removal), or `None` when the cache is off.
    pub(crate) fn of(
        loaded: &syn::File,
        libraries: &'a BTreeSet<String>,
        compile_args: &[&str],
        label: &str,
    ) -> Option<Memory<'a>> {
        let version = cache::rustc_version_in(Path::new("."))?;
        let (libs, bin): (Vec<&Item>, Vec<&Item>) = loaded
            .items
            .iter()
            .partition(|item| library_name(item, libraries).is_some());
        let mut key = format!("replay 1\n{version}\n{}\n{label}\n", compile_args.join(" "));
        for item in libs {
            key.push_str(&item.to_token_stream().to_string());
            key.push('\n');
        }
        Some(Memory {
            key,
            libraries,
            bin_names: names(bin.into_iter()),
        })
    }

    /// The loaded draft with each library as the previous run left it, when there is such a
    /// run and the bin names nothing new that it cut.
    pub(crate) fn replayed(&self, loaded: &syn::File) -> Option<syn::File> {
        let stored =
            std::fs::read_to_string(cache::lookup(cache::Kind::Replay, &self.key)?).ok()?;
        self.compose(loaded, &stored)
    }

    /// The previous run's answer (the draft dead-code removal returned) with the bin as it
    /// is now, when there is one for these libraries and this size budget, the bin names
    /// nothing new that it cut, and it was recorded whole.
    pub(crate) fn answer(&self, loaded: &syn::File, budget: Option<usize>) -> Option<Answer> {
        let path = cache::lookup(cache::Kind::Replay, &self.answer_key(budget))?;
        let stored = std::fs::read_to_string(path).ok()?;
        let (ran_line, rest) = stored.split_once('\n')?;
        let ran = match ran_line.strip_prefix("ran")? {
            " -" => None,
            numbers => Some(
                numbers
                    .split_whitespace()
                    .map(str::parse)
                    .collect::<Result<BTreeSet<usize>, _>>()
                    .ok()?,
            ),
        };
        Some(Answer {
            draft: self.compose(loaded, rest)?,
            ran,
        })
    }

    /// Remembers `answer`, what dead-code removal returned, with `ran` (the functions the
    /// program could run in the draft [`Memory::record`] kept, when bodies were stubbed).
    pub(crate) fn record_answer(
        &self,
        answer: &syn::File,
        ran: Option<&BTreeSet<usize>>,
        budget: Option<usize>,
    ) {
        let ran_line = match ran {
            None => "ran -".to_string(),
            Some(ran) => ran.iter().fold("ran".to_string(), |mut line, n| {
                line.push(' ');
                line.push_str(&n.to_string());
                line
            }),
        };
        let text = format!("{ran_line}\n{}", self.remembered(answer));
        cache::store(cache::Kind::Replay, &self.answer_key(budget), |path| {
            std::fs::write(path, text)
        });
    }

    fn answer_key(&self, budget: Option<usize>) -> String {
        format!("answer {budget:?}\n{}", self.key)
    }

    /// [`Memory::replayed`] from the text [`Memory::remembered`] made.
    fn compose(&self, loaded: &syn::File, stored: &str) -> Option<syn::File> {
        let (bin_line, libs_text) = stored.split_once('\n')?;
        let bin_before: BTreeSet<&str> = bin_line.split(' ').collect();
        let kept: syn::File = syn::parse_file(libs_text).ok()?;
        let loaded_libs = loaded
            .items
            .iter()
            .filter(|item| library_name(item, self.libraries).is_some());
        let cut: BTreeSet<String> = names(loaded_libs)
            .difference(&names(kept.items.iter()))
            .cloned()
            .collect();
        let newly_named_cut = self
            .bin_names
            .iter()
            .any(|name| !bin_before.contains(name.as_str()) && cut.contains(name));
        if newly_named_cut {
            return None;
        }
        let mut kept_by_name: BTreeMap<String, Item> = kept
            .items
            .into_iter()
            .filter_map(|item| Some((library_name(&item, self.libraries)?, item)))
            .collect();
        let mut draft = loaded.clone();
        draft.items = loaded
            .items
            .iter()
            .filter_map(|item| match library_name(item, self.libraries) {
                Some(name) => kept_by_name.remove(&name),
                None => Some(item.clone()),
            })
            .collect();
        Some(draft)
    }

    /// Remembers the libraries of `settled` (a draft rustc finds no dead code in) for the next
    /// run.
    pub(crate) fn record(&self, settled: &syn::File) {
        let text = self.remembered(settled);
        cache::store(cache::Kind::Replay, &self.key, |path| {
            std::fs::write(path, text)
        });
    }

    /// What [`Memory::record`] stores: the bin's names, then the libraries' code.
    fn remembered(&self, settled: &syn::File) -> String {
        let libs = syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: settled
                .items
                .iter()
                .filter(|item| library_name(item, self.libraries).is_some())
                .cloned()
                .collect(),
        };
        let bin_line = self
            .bin_names
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" ");
        format!("{bin_line}\n{}", libs.to_token_stream())
    }
}

/// A previous run's answer with the bin as it is now ([`Memory::answer`]).
pub(crate) struct Answer {
    pub(crate) draft: syn::File,
    /// The functions the previous program could run in the draft [`Memory::replayed`] gives,
    /// when bodies were stubbed: the answer holds for a program that runs no others.
    pub(crate) ran: Option<BTreeSet<usize>>,
}

/// The name of a top-level library module.
fn library_name(item: &Item, libraries: &BTreeSet<String>) -> Option<String> {
    match item {
        Item::Mod(module) => {
            let name = module.ident.to_string();
            libraries.contains(&name).then_some(name)
        }
        _ => None,
    }
}

/// Every identifier in `items`, macro calls' tokens included.
fn names<'i>(items: impl Iterator<Item = &'i Item>) -> BTreeSet<String> {
    fn walk(tokens: TokenStream, names: &mut BTreeSet<String>) {
        for token in tokens {
            match token {
                TokenTree::Ident(ident) => {
                    names.insert(ident.to_string());
                }
                TokenTree::Group(group) => walk(group.stream(), names),
                _ => {}
            }
        }
    }
    let mut found = BTreeSet::new();
    for item in items {
        walk(item.to_token_stream(), &mut found);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> syn::File {
        syn::parse_file(text).expect("parses")
    }

    fn libraries() -> BTreeSet<String> {
        BTreeSet::from(["lib".to_string()])
    }

    /// A memory with no cache behind it: `replayed` is exercised through `compose`.
    fn memory<'a>(libraries: &'a BTreeSet<String>, loaded: &syn::File) -> Memory<'a> {
        let bin = loaded
            .items
            .iter()
            .filter(|item| library_name(item, libraries).is_none());
        Memory {
            key: String::new(),
            libraries,
            bin_names: names(bin),
        }
    }

    #[test]
    fn names_include_macro_tokens() {
        let loaded = file("fn main() { println!(\"{}\", lib::used(x)); }");
        let found = names(loaded.items.iter());
        assert!(found.contains("used") && found.contains("println") && found.contains("x"));
    }

    #[test]
    fn library_modules_are_told_from_the_bin() {
        let libraries = libraries();
        let loaded = file("mod lib { pub fn a() {} } mod local { } fn main() {}");
        let names: Vec<Option<String>> = loaded
            .items
            .iter()
            .map(|item| library_name(item, &libraries))
            .collect();
        assert_eq!(names, [Some("lib".to_string()), None, None]);
        let memory = memory(&libraries, &loaded);
        assert!(memory.bin_names.contains("local") && !memory.bin_names.contains("a"));
    }

    #[test]
    fn the_bin_edited_gets_the_libraries_as_they_were_left() {
        let libraries = libraries();
        let loaded =
            file("mod lib { pub fn used() {} pub fn unused() {} } fn main() { lib::used(); }");
        let settled = file("mod lib { pub fn used() {} } fn main() { lib::used(); }");
        let stored = memory(&libraries, &loaded).remembered(&settled);
        // One more statement, no new name the removal cut: the kept library comes back.
        let edited = file(
            "mod lib { pub fn used() {} pub fn unused() {} } \
             fn main() { let edit = 1; lib::used(); }",
        );
        let draft = memory(&libraries, &edited)
            .compose(&edited, &stored)
            .expect("replayed");
        assert_eq!(
            draft.to_token_stream().to_string(),
            file("mod lib { pub fn used() {} } fn main() { let edit = 1; lib::used(); }")
                .to_token_stream()
                .to_string()
        );
    }

    #[test]
    fn a_name_the_removal_cut_that_the_bin_now_uses_is_not_replayed() {
        let libraries = libraries();
        let loaded =
            file("mod lib { pub fn used() {} pub fn unused() {} } fn main() { lib::used(); }");
        let settled = file("mod lib { pub fn used() {} } fn main() { lib::used(); }");
        let stored = memory(&libraries, &loaded).remembered(&settled);
        let edited = file(
            "mod lib { pub fn used() {} pub fn unused() {} } \
             fn main() { lib::used(); lib::unused(); }",
        );
        assert!(memory(&libraries, &edited)
            .compose(&edited, &stored)
            .is_none());
    }
}
