//! The driver's tests: programs shrunk by the whole loop, and what it answers when a pass
//! breaks the draft.

use super::*;
use crate::bundle::shrink::blame::DOES_NOT_COMPILE;
use crate::bundle::shrink::dce::tidy;
use crate::bundle::shrink::first_check::{older_first_check, OlderCheck};
use crate::bundle::shrink::settings::EarlyMigration;
use quote::ToTokens;
use std::collections::BTreeMap;
use syn::Item;

/// Edition 2021, warnings denied, no third-party module.
fn settings_for<'a>(label: &'a str, origins: &'a BTreeMap<Vec<String>, PathBuf>) -> Settings<'a> {
    static NONE: BTreeSet<String> = BTreeSet::new();
    Settings {
        edition: "2021",
        label,
        origins,
        third_party: &NONE,
        libraries: &NONE,
        deny_warnings: true,
        rustc_args: &[],
        size_budget: None,
        before_migration: false,
        migration: None,
        drop_debug_asserts: false,
        prune_unnamed: false,
    }
}

/// Runs the loop on `source` and returns the surviving program as one line of tokens.
fn minimize(source: &str) -> Result<String, Error> {
    minimize_as(source, "2021", false)
}

/// [`minimize`] in `edition`, with `vendor`'s code read as that edition before its
/// migration or not.
fn minimize_as(source: &str, edition: &str, before_migration: bool) -> Result<String, Error> {
    crate::bundle::draft::keep_test_drafts();
    let file: syn::File = syn::parse_str(source).expect("test source parses");
    let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
    let third_party = BTreeSet::from(["vendor".to_string()]);
    let settings = Settings {
        edition,
        label: "dce-test",
        origins: &origins,
        third_party: &third_party,
        libraries: &third_party,
        deny_warnings: true,
        rustc_args: &[],
        size_budget: None,
        before_migration,
        migration: None,
        drop_debug_asserts: false,
        prune_unnamed: false,
    };
    let (file, _) = remove_dead_code(file, &settings)?;
    Ok(file.to_token_stream().to_string())
}

/// [`minimize`] from the draft without what nothing names ([`Settings::prune_unnamed`]).
fn minimize_named(source: &str) -> Result<String, Error> {
    let file: syn::File = syn::parse_str(source).expect("test source parses");
    let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
    let third_party = BTreeSet::from(["vendor".to_string()]);
    let settings = Settings {
        third_party: &third_party,
        libraries: &third_party,
        prune_unnamed: true,
        ..settings_for("dce-test", &origins)
    };
    let (file, _) = remove_dead_code(file, &settings)?;
    Ok(file.to_token_stream().to_string())
}

#[test]
fn a_module_a_removal_empties_goes_with_the_imports_naming_it() {
    let mut file: syn::File = syn::parse_str(
        "mod vendor { pub mod outer { pub mod socket {} pub mod kinds { pub const K: u8 = 1; } } \
         pub mod bits { pub use super::outer::{socket, kinds}; } pub mod net { pub use super::bits::socket; } } \
         fn main() { println!(\"{}\", vendor::bits::kinds::K); }",
    )
    .expect("parses");
    let existed = stale::module_paths(&file.items);
    tidy(&mut file, "2021", &existed);
    assert_eq!(
        file.to_token_stream().to_string(),
        "mod vendor { pub mod outer { pub mod kinds { pub const K : u8 = 1 ; } } \
         pub mod bits { pub use super :: outer :: { kinds } ; } } \
         fn main () { println ! (\"{}\" , vendor :: bits :: kinds :: K) ; }"
    );
}

#[test]
fn a_use_group_left_with_one_import_prints_as_its_parse_does() {
    let out = minimize(
        "mod vendor { use std::io::{self, BufRead}; \
             pub fn count(r: impl BufRead) -> usize { r.lines().count() } } \
         fn main() { println!(\"{}\", vendor::count(std::io::stdin().lock())); }",
    )
    .expect("minimizes");
    assert!(out.contains("use std :: io :: BufRead ;"), "{out}");
    let kept_self = minimize(
        "mod vendor { use std::io::{self, BufRead}; \
             pub fn out() -> io::Stdout { io::stdout() } } \
         fn main() { let _ = vendor::out(); }",
    )
    .expect("minimizes");
    assert!(
        kept_self.contains("use std :: io :: { self } ;"),
        "{kept_self}"
    );
}

#[test]
fn what_nothing_names_goes_before_the_first_check() {
    // rustc never calls an allowed item dead; nothing names it, so it goes all the same.
    let source = "mod vendor { pub fn used() -> u8 { helper() } fn helper() -> u8 { 7 } \
         #[allow(dead_code)] pub fn unnamed() -> u8 { 1 } } \
         fn main() { println!(\"{}\", vendor::used()); }";
    let out = minimize_named(source).expect("minimizes");
    assert_eq!(
        out,
        "mod vendor { pub fn used () -> u8 { helper () } fn helper () -> u8 { 7 } } \
         fn main () { println ! (\"{}\" , vendor :: used ()) ; }"
    );
    assert!(minimize(source).expect("minimizes").contains("unnamed"));
}

#[test]
fn a_draft_that_needs_an_item_nothing_names_is_shrunk_from_the_whole_draft() {
    // An inherent impl through a type alias: the call names `Foo` and `get`, never
    // `Alias`, so the impl is unnamed; without it `Foo::get` does not resolve.
    let source = "mod vendor { pub struct Foo; pub type Alias = Foo; \
         impl Alias { pub fn get() -> u8 { 3 } } pub fn unused() {} } \
         fn main() { println!(\"{}\", vendor::Foo::get()); }";
    let mut named: syn::File = syn::parse_str(source).expect("test source parses");
    crate::bundle::reach::prune_draft(&mut named, &BTreeSet::from(["vendor".into()]));
    assert!(!named.to_token_stream().to_string().contains("impl Alias"));
    let out = minimize_named(source).expect("minimizes");
    assert!(
        out.contains("impl Alias { pub fn get () -> u8 { 3 } }"),
        "{out}"
    );
    assert!(!out.contains("unused"), "{out}");
}

/// A library written for 2021 whose `impl Trait` captures `&self` in 2024, so that a
/// caller holding it cannot borrow `self` mutably (pathfinding's `Matrix::keys`).
const OVERCAPTURING: &str = "mod vendor { \
         pub struct G { pub v: Vec<u32>, pub w: Vec<u32> } \
         impl G { \
             pub fn keys(&self) -> impl Iterator<Item = usize> { 0..self.v.len() } \
             pub fn bump(&mut self) { \
                 for (k, w) in self.keys().zip(self.w.iter_mut()) { *w += k as u32; } } \
         } } \
     fn main() { let mut g = vendor::G { v: vec![1, 2], w: vec![3, 4] }; g.bump(); \
         println!(\"{:?}\", g.w); }";

#[test]
fn an_error_of_the_edition_in_a_library_before_its_migration_takes_rustcs_fix() {
    let out = minimize_as(OVERCAPTURING, "2024", true).expect("minimizes");
    assert!(
        out.contains("impl Iterator < Item = usize > + use < >"),
        "{out}"
    );
}

#[test]
fn a_ref_binding_through_a_reference_before_the_migration_takes_rustcs_fix() {
    // 2024 rejects `ref mut` where matching `&mut e` already binds by reference (im-rc's
    // `Entry::and_modify`); rustc's fix drops the `ref mut`, which binding through the
    // reference makes implicit.
    let out = minimize_as(
        "mod vendor { \
             pub enum Entry { Occupied(u8), Vacant } \
             pub fn bump(mut e: Entry) -> u8 { \
                 match &mut e { Entry::Occupied(ref mut x) => { *x += 1; *x } \
                                Entry::Vacant => 0 } } } \
         fn main() { println!(\"{} {}\", vendor::bump(vendor::Entry::Occupied(1)), \
             vendor::bump(vendor::Entry::Vacant)); }",
        "2024",
        true,
    )
    .expect("minimizes");
    assert!(
        out.contains("match & mut e { Entry :: Occupied (x) =>"),
        "{out}"
    );
}

#[test]
fn a_first_check_as_2021_takes_the_pattern_fixes_and_gives_the_dead_code_at_once() {
    // One check instead of two: as 2024 the `ref mut` is an error and rustc stops before
    // its dead-code lint.
    let source = "mod vendor { \
             pub enum Entry { Occupied(u8), Vacant } \
             pub fn bump(mut e: Entry) -> u8 { \
                 match &mut e { Entry::Occupied(ref mut x) => { *x += 1; *x } \
                                Entry::Vacant => 0 } } \
             pub fn dead() {} } \
         fn main() { println!(\"{}\", vendor::bump(vendor::Entry::Vacant)); }";
    let text = prettyplease::unparse(&syn::parse_str(source).expect("test source parses"));
    let origins = BTreeMap::new();
    let vendor = BTreeSet::from(["vendor".to_string()]);
    let settings = Settings {
        edition: "2024",
        libraries: &vendor,
        third_party: &vendor,
        before_migration: true,
        ..settings_for("dce-test", &origins)
    };
    let scratch = Scratch::new("dce-test").expect("scratch");
    let (diagnostics, fixed, _) = older_first_check(&scratch, &text, &settings)
        .expect("rustc runs")
        .expect("compiles as 2021");
    let fixed = fixed.expect("the pattern is fixed");
    assert!(!fixed.contains("ref mut"), "{fixed}");
    assert!(
        diagnostics
            .iter()
            .any(|d| d.message == "function `dead` is never used"),
        "{diagnostics:?}"
    );
    let as_2024 = scratch.check(&fixed, "2024").expect("rustc runs");
    assert!(!as_2024.iter().any(Diagnostic::is_error), "{as_2024:?}");
    // A bin that is 2024 code only is checked as 2024.
    let chains =
        "fn main() { let v = Some(1); if let Some(x) = v && x > 0 { println!(\"{x}\"); } }";
    assert!(older_first_check(&scratch, chains, &settings)
        .expect("rustc runs")
        .is_none());
}

/// [`older_first_check`] of each of `sources` (printed by prettyplease), as edition 2024
/// with the early migration of `lints` in `older` (libraries all), `third_party` among them.
fn early_checks(
    sources: &[&str],
    lints: fn() -> &'static std::collections::HashSet<String>,
    older: &[&str],
    third_party: &[&str],
) -> Vec<OlderCheck> {
    let origins = BTreeMap::new();
    let older: BTreeSet<String> = older.iter().map(|name| name.to_string()).collect();
    let third_party: BTreeSet<String> = third_party.iter().map(|name| name.to_string()).collect();
    let early = EarlyMigration {
        lints,
        older: older.clone(),
        done: std::cell::Cell::new(false),
    };
    let settings = Settings {
        edition: "2024",
        libraries: &older,
        third_party: &third_party,
        before_migration: true,
        migration: Some(&early),
        ..settings_for("dce-test", &origins)
    };
    let scratch = Scratch::new("dce-test").expect("scratch");
    sources
        .iter()
        .map(|source| {
            let text = prettyplease::unparse(&syn::parse_str(source).expect("test source parses"));
            older_first_check(&scratch, &text, &settings)
                .expect("rustc runs")
                .expect("compiles as 2021")
        })
        .collect()
}

#[test]
fn the_first_check_as_2021_makes_the_migration_of_older_libraries() {
    // `impl Sized` captures `'a` in 2024, not in 2021: the migration writes `use<>`, in
    // the older library only (the bin's code is 2024 code already).
    let in_library = "mod vendor { \
             pub fn first<'a>(v: &'a [u8]) -> impl Sized { v[0] } \
             pub fn dead() {} } \
         fn main() { println!(\"{}\", std::mem::size_of_val(&vendor::first(&[1]))); }";
    let in_bin = "fn first<'a>(v: &'a [u8]) -> impl Sized { v[0] } \
         fn main() { println!(\"{}\", std::mem::size_of_val(&first(&[1]))); }";
    fn lints() -> &'static std::collections::HashSet<String> {
        static LINTS: std::sync::OnceLock<std::collections::HashSet<String>> =
            std::sync::OnceLock::new();
        LINTS.get_or_init(|| ["impl_trait_overcaptures".to_string()].into())
    }
    let mut checks = early_checks(&[in_library, in_bin], lints, &["vendor"], &["vendor"]);
    let (diagnostics, fixed, migrated) = checks.remove(0);
    let fixed = fixed.expect("the migration's fix is in");
    assert!(migrated);
    assert!(fixed.contains("use<>"), "{fixed}");
    // Its lint is the migration's, not the rounds'; the dead code is the rounds'.
    assert!(
        !diagnostics
            .iter()
            .any(|d| d.code.as_deref() == Some("impl_trait_overcaptures")),
        "{diagnostics:?}"
    );
    assert!(
        diagnostics
            .iter()
            .any(|d| d.message == "function `dead` is never used"),
        "{diagnostics:?}"
    );
    // The same in the bin's code is left as it is, and the migration is still done: the
    // code it compiles is the older libraries'.
    let (_, fixed, migrated) = checks.remove(0);
    assert!(fixed.is_none() && migrated);
}

#[test]
fn an_unsafe_operation_is_fixed_early_in_a_path_crate_and_left_allowed_in_a_third_party_one() {
    let source = "mod vendor { pub unsafe fn read(p: *const u8) -> u8 { *p } } \
         mod mine { pub unsafe fn read(p: *const u8) -> u8 { *p } } \
         fn main() { let x = 1u8; \
             println!(\"{}\", unsafe { vendor::read(&x) + mine::read(&x) }); }";
    fn lints() -> &'static std::collections::HashSet<String> {
        static LINTS: std::sync::OnceLock<std::collections::HashSet<String>> =
            std::sync::OnceLock::new();
        LINTS.get_or_init(|| ["unsafe_op_in_unsafe_fn".to_string(), "E0133".to_string()].into())
    }
    let (_, fixed, migrated) =
        early_checks(&[source], lints, &["vendor", "mine"], &["vendor"]).remove(0);
    let fixed = fixed.expect("the path crate's operation is fixed");
    assert!(migrated);
    let parsed: syn::File = syn::parse_str(&fixed).expect("parses");
    let module = |name: &str| {
        parsed
            .items
            .iter()
            .find(|item| matches!(item, Item::Mod(m) if m.ident == name))
            .map(|item| item.to_token_stream().to_string())
            .unwrap_or_default()
    };
    assert!(module("mine").contains("unsafe { * p }"), "{fixed}");
    assert!(!module("vendor").contains("unsafe { * p }"), "{fixed}");
}

#[test]
fn an_error_of_the_edition_is_an_error_when_not_before_a_migration() {
    let error = minimize_as(OVERCAPTURING, "2024", false).expect_err("does not compile");
    assert!(
        error.what().starts_with(DOES_NOT_COMPILE),
        "{}",
        error.what()
    );
}

#[test]
fn unused_imports_renamed_or_as_underscore_go() {
    // rustc's span of an unused `Tr as _` (and of some renamed leaves) is `Tr` alone.
    let out = minimize(
        "mod m { pub trait Tr { fn t(&self) -> u8 { 1 } } impl Tr for u8 {} \
         pub struct S; pub struct Q; } \
         use m::{Tr as _, S as Renamed, Q}; \
         fn main() { let _q = Q; println!(\"{}\", 2u8); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "mod m { pub struct Q ; } use m :: Q ; fn main () { let _q = Q ; \
         println ! (\"{}\" , 2u8) ; }"
    );
}

#[test]
fn an_unused_import_a_macro_writes_into_a_third_party_module_is_allowed_there() {
    // The `use` stands in the macro's body (no item to delete); the call is in `vendor`.
    let out = minimize(
        "macro_rules! with_use { ($name:ident) => { pub fn $name() -> u8 { \
         use std::fmt::Write; 3 } }; } \
         mod vendor { with_use!(f); } \
         fn main() { println!(\"{}\", vendor::f()); }",
    )
    .expect("minimizes");
    assert!(
        out.contains("# [allow (unused_imports)] mod vendor"),
        "{out}"
    );
}

#[test]
fn a_deny_lint_in_third_party_code_is_allowed_and_dead_code_beside_it_goes() {
    // `overflowing_literals` denies by default; cargo caps it for a dependency. rustc's
    // other lints still run, so `unused` goes in the same round as the allow comes.
    let out = minimize(
        "mod vendor { pub fn wrapped() -> u8 { 256 } pub fn unused() -> u8 { 1 } } \
         fn main() { println!(\"{}\", vendor::wrapped()); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "# [allow (overflowing_literals)] mod vendor { pub fn wrapped () -> u8 { 256 } } \
         fn main () { println ! (\"{}\" , vendor :: wrapped ()) ; }"
    );
}

#[test]
fn dead_foreign_functions_and_statics_go_from_their_extern_block() {
    let out = minimize(
        "mod vendor { extern \"C\" { pub fn abs(x: i32) -> i32; pub fn labs(x: i64) -> i64; \
         pub static environ: *const *const u8; } extern \"C\" { pub fn labs2(x: i64) -> i64; } } \
         fn main() { println!(\"{}\", unsafe { vendor::abs(-3) }); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "mod vendor { extern \"C\" { pub fn abs (x : i32) -> i32 ; } } \
         fn main () { println ! (\"{}\" , unsafe { vendor :: abs (- 3) }) ; }"
    );
}

#[test]
fn a_public_tuple_field_never_read_is_allowed() {
    let out = minimize(
        "mod vendor { pub struct W(pub u8, pub(crate) u16); } \
         fn main() { let _w = vendor::W(1, 2); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "mod vendor { pub struct W (# [allow (dead_code)] pub u8 , # [allow (dead_code)] pub (crate) u16) ; } \
         fn main () { let _w = vendor :: W (1 , 2) ; }"
    );
}

/// A program on `vendor::S` that never prints one, so that `Display for S` and the
/// `helper` it calls never run; `extra` goes into `vendor`.
fn never_printed(extra: &str) -> String {
    format!(
        "mod vendor {{ \
             pub struct S(pub u32); \
             impl S {{ pub fn get(&self) -> u32 {{ self.0 }} }} \
             impl std::fmt::Display for S {{ \
                 fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {{ \
                     write!(f, \"{{}}\", helper(self.0)) }} }} \
             fn helper(x: u32) -> u32 {{ x * 2 }} \
             {extra} \
             impl Clone for S {{ fn clone(&self) -> S {{ S(self.0) }} }} \
         }} \
         fn main() {{ let s = vendor::S(3); println!(\"{{}}\", s.clone().get()); }}"
    )
}

/// What [`never_printed`] comes to once the bodies that never run are stubbed.
const NEVER_PRINTED_ANSWER: &str = "mod vendor { pub struct S (pub u32) ; \
     impl S { pub fn get (& self) -> u32 { self . 0 } } \
     impl Clone for S { fn clone (& self) -> S { S (self . 0) } } } \
     fn main () { let s = vendor :: S (3) ; println ! (\"{}\" , s . clone () . get ()) ; }";

#[test]
fn third_party_bodies_the_program_never_runs_are_stubbed_and_what_they_named_goes() {
    // rustc keeps `Display for S` (a live type's trait impl) and `helper` with it; the
    // program never prints an `S`, so neither can run: the body is stubbed, `helper` is
    // dead, and the impl, which nothing needs, is tried out and goes.
    let out = minimize(&never_printed("")).expect("minimizes");
    assert_eq!(out, NEVER_PRINTED_ANSWER);
}

#[test]
fn bodies_stubbed_in_the_first_later_draft_that_compiles_leave_the_same_answer() {
    // `unused` is dead at once, so the draft of round 1 compiles: with the compile to IR
    // begun beside round 0 (a second core, no size limit), the bodies are stubbed there,
    // before rustc's warnings run out; the answer is the one stubbing at the end gives.
    let out = minimize(&never_printed("pub fn unused() -> u32 { 7 }")).expect("minimizes");
    assert_eq!(out, NEVER_PRINTED_ANSWER);
}

#[test]
fn warnings_in_third_party_modules_are_silenced_on_the_module() {
    let out = minimize(
        "mod vendor { pub fn f() -> u32 { let mut x = 1; x } } \
         fn main() { println!(\"{}\", vendor::f()); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "# [allow (unused_mut)] mod vendor { pub fn f () -> u32 { let mut x = 1 ; x } } \
         fn main () { println ! (\"{}\" , vendor :: f ()) ; }"
    );
}

#[test]
fn removes_dead_functions_methods_and_imports_keeps_used_ones() {
    let out = minimize(
        "use std::collections::{HashMap, BTreeMap}; mod m { pub fn used() -> u8 { 1 } \
         pub fn dead() -> u8 { 2 } pub struct S; impl S { pub fn live(&self) -> u8 { 3 } \
         pub fn gone(&self) {} } } fn main() { let m: BTreeMap<u8, u8> = BTreeMap::new(); \
         println!(\"{} {} {}\", m::used(), m::S.live(), m.len()); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "use std :: collections :: BTreeMap ; mod m { pub fn used () -> u8 { 1 } \
         pub struct S ; impl S { pub fn live (& self) -> u8 { 3 } } } fn main () { \
         let m : BTreeMap < u8 , u8 > = BTreeMap :: new () ; println ! (\"{} {} {}\" , \
         m :: used () , m :: S . live () , m . len ()) ; }"
    );
}

#[test]
fn dead_type_takes_its_impls_and_dead_trait_its_impls() {
    let out = minimize(
        "struct Dead; impl Dead { fn f(&self) {} } impl std::fmt::Display for Dead { \
         fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"d\") } } \
         trait Unused { fn z(&self); } struct Live; impl Unused for Live { fn z(&self) {} } \
         fn main() { let _ = Live; }",
    )
    .expect("minimizes");
    assert_eq!(out, "struct Live ; fn main () { let _ = Live ; }");
}

#[test]
fn a_dead_type_takes_its_impls_in_a_const_block_elsewhere() {
    let out = minimize(
        "mod m { pub struct Dead; } mod n { const _: () = { \
         impl Iterator for super::m::Dead { type Item = u8; \
         fn next(&mut self) -> Option<u8> { None } } }; } fn main() {}",
    )
    .expect("minimizes");
    assert_eq!(out, "fn main () { }");
}

#[test]
fn unused_trait_method_goes_from_trait_and_impls() {
    let out = minimize(
        "trait T { fn a(&self) -> u8; fn b(&self) -> u8 { 0 } } struct S; \
         impl T for S { fn a(&self) -> u8 { 1 } fn b(&self) -> u8 { 2 } } \
         fn main() { println!(\"{}\", S.a()); }",
    )
    .expect("minimizes");
    assert_eq!(
        out,
        "trait T { fn a (& self) -> u8 ; } struct S ; impl T for S { fn a (& self) -> u8 { 1 } } \
         fn main () { println ! (\"{}\" , S . a ()) ; }"
    );
}

#[test]
fn nested_items_exported_macros_and_emptied_modules_go() {
    let out = minimize(
        "mod m { #[macro_export] macro_rules! unused { () => { unused!() } } \
         pub fn only_dead() {} } fn main() { fn helper() {} use std::fmt::Write; \
         let x = 1; println!(\"{x}\"); }",
    )
    .expect("minimizes");
    assert_eq!(out, "fn main () { let x = 1 ; println ! (\"{x}\") ; }");
}

#[test]
fn fields_and_variants_get_allow_dead_code() {
    let out = minimize(
        "struct P { a: u8, b: u8 } enum E { X, Y(u8) } \
         fn main() { let p = P { a: 1, b: 2 }; let e = E::X; \
         if let E::X = e { println!(\"{}\", p.a); } }",
    )
    .expect("minimizes");
    assert!(out.contains("# [allow (dead_code)] b : u8"), "{out}");
    assert!(out.contains("# [allow (dead_code)] Y (u8)"), "{out}");
    assert!(!out.contains("# [allow (dead_code)] a"), "{out}");
}

#[test]
fn unfixable_warning_is_an_error_naming_the_source() {
    let error = minimize("fn main() { let unused = 1; }").expect_err("unused variable");
    assert_eq!(error.file(), Some(std::path::Path::new("src/main.rs")));
    assert!(error.what().contains("unused variable"), "{error}");
    assert!(error.what().contains("the binary"), "{error}");
}

/// Whether a `judgepack-<label>-` directory of this process is left in the temp dir.
fn scratch_left(label: &str) -> bool {
    let prefix = format!("judgepack-{label}-{}-", std::process::id());
    std::fs::read_dir(std::env::temp_dir())
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .any(|entry| entry.file_name().to_string_lossy().starts_with(&prefix))
        })
        .unwrap_or(false)
}

#[test]
fn compile_error_in_the_draft_names_the_source_line() {
    let source = "mod solver {\n    pub fn pick() -> u8 {\n        rand::random()\n    }\n}\n\
                  fn main() {\n    println!(\"{}\", solver::pick());\n}\n";
    let file: syn::File = syn::parse_str(source).expect("test source parses");
    let origins = BTreeMap::from([
        (Vec::new(), PathBuf::from("app/src/main.rs")),
        (
            vec!["solver".to_string()],
            PathBuf::from("solver/src/lib.rs"),
        ),
    ]);
    let error = remove_dead_code(file, &settings_for("dce-unlinked", &origins))
        .expect_err("rand is no dependency");
    assert_eq!(
        error.file(),
        Some(std::path::Path::new("solver/src/lib.rs"))
    );
    assert_eq!(error.line(), Some(3), "{error}");
    assert!(error.what().contains("`rand`"), "{error}");
    assert!(!error.to_string().contains("judgepack-"), "{error}");
    assert!(!scratch_left("dce-unlinked"));
}

#[test]
fn unfixable_warning_leaves_no_draft_behind() {
    let file: syn::File = syn::parse_str("fn main() { let unused = 1; }").expect("parses");
    let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
    let error = remove_dead_code(file, &settings_for("dce-unfixable", &origins))
        .expect_err("unused variable");
    assert!(!error.to_string().contains("judgepack-"), "{error}");
    assert!(error.to_string().contains("<bundled draft>"), "{error}");
    assert!(!scratch_left("dce-unfixable"));
}

#[test]
fn compile_error_saves_the_draft_and_names_it() {
    // Without a known source file for the module, the draft is all there is to show.
    let file: syn::File =
        syn::parse_str("fn main() { let x: u8 = \"no\"; }").expect("test source parses");
    let error = remove_dead_code(file, &settings_for("dce-test", &BTreeMap::new()))
        .expect_err("type error");
    let draft = error.file().expect("the draft path").to_path_buf();
    assert!(draft.is_file(), "{} was kept", draft.display());
    assert!(error.what().contains("mismatched types"), "{error}");
    assert!(error
        .advice()
        .is_some_and(|h| h.contains(&draft.display().to_string())));
    if let Some(dir) = draft.parent() {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn classifies_warnings() {
    let warning = |code: &str, message: &str| Diagnostic {
        level: "warning".to_string(),
        code: Some(code.to_string()),
        message: message.to_string(),
        rendered: String::new(),
        macro_call: None,
        fixes: Vec::new(),
        primary: Vec::new(),
    };
    assert_eq!(
        classify(&warning("dead_code", "function `f` is never used")),
        Action::RemoveItems
    );
    assert_eq!(
        classify(&warning("dead_code", "fields `a` and `b` are never read")),
        Action::Allow
    );
    assert_eq!(
        classify(&warning("dead_code", "variant `B` is never constructed")),
        Action::Allow
    );
    assert_eq!(
        classify(&warning("unused_imports", "unused import: `x`")),
        Action::RemoveImports
    );
    assert_eq!(
        classify(&warning("unused_macros", "unused macro definition: `m`")),
        Action::RemoveItems
    );
    assert_eq!(
        classify(&warning(
            "unused_mut",
            "variable does not need to be mutable"
        )),
        Action::Fatal
    );
}

/// A trait written by a macro (so its dead method stays), implemented for `&S` by calling
/// `S`'s inherent method of the same name, as petgraph's `IntoNeighbors for &Graph` does.
fn shadowed(call: &str) -> String {
    format!(
        "mod vendor {{ macro_rules! define {{ ($($t:tt)*) => {{ $($t)* }} }} \
         define! {{ pub trait Look {{ fn look(self) -> u8; }} }} \
         pub struct S; impl S {{ pub fn new() -> S {{ S }} pub fn look(&self) -> u8 {{ 1 }} }} \
         impl<'a> Look for &'a S {{ fn look(self) -> u8 {{ {call} }} }} }} \
         fn main() {{ let _s = vendor::S::new(); }}"
    )
}

#[test]
fn inherent_method_a_trait_impl_calls_by_path_outlives_the_loop() {
    // Removing `S::look` made `S::look(self)` name the trait method: E0277 with no name
    // of the removed method in rustc's message, only in the code it points at.
    let out = minimize(&shadowed("S::look(self)")).expect("minimizes");
    // It outlives the loop; then the program never runs it nor the impl that calls it
    // (both stubs), so both go with the trait's never-run method, after a check.
    assert!(!out.contains("look (& self)"), "{out}");
    assert!(!out.contains("impl < 'a > Look"), "{out}");
}

#[test]
fn inherent_method_a_trait_impl_calls_by_method_outlives_the_loop() {
    // Removing `S::look` made `(*self).look()` call the trait impl itself: a program
    // that compiles with a warning, which the third-party module used to silence.
    let out = minimize(&shadowed("(*self).look()")).expect("minimizes");
    assert!(!out.contains("unconditional_recursion"), "{out}");
    assert!(!out.contains("look (& self)"), "{out}");
}

#[test]
fn trait_method_that_a_kept_impl_calls_goes_with_it() {
    // `Id::id` is dead to rustc (only a dead impl of a macro-written trait calls it), and
    // that impl stays for rustc; removing `id` alone would break the draft. The program
    // never runs `bound`, so its body is a stub, `id` is a never-run trait method, and
    // the impl of `Bound` is one nothing needs: all three go together.
    let out = minimize(
        "mod vendor { macro_rules! define { ($($t:tt)*) => { $($t)* } } \
         define! { pub trait Bound { fn bound(&self) -> u8; } } \
         pub trait Id { fn id(&self) -> u8; fn name(&self) -> u8; } pub struct A; \
         impl Id for A { fn id(&self) -> u8 { 1 } fn name(&self) -> u8 { 2 } } \
         pub struct S; impl Bound for S { fn bound(&self) -> u8 { A.id() } } } \
         use vendor::Id; fn main() { let _s = vendor::S; println!(\"{}\", vendor::A.name()); }",
    )
    .expect("minimizes");
    assert!(!out.contains("fn id"), "{out}");
    assert!(!out.contains("impl Bound"), "{out}");
    assert!(out.contains("fn name (& self) -> u8 { 2 }"), "{out}");
}

#[test]
fn a_draft_kept_printed_resumes_from_its_own_text() {
    // Printing the parse of an edited draft's text again need not give the same bytes:
    // prettyplease lays out `use a::{b, c,}` left by a removal otherwise than its parse.
    let text = "use std::{\n    fmt,\n    mem,\n};\nfn main() {}\n";
    let (file, resumed) = Kept::Printed(text.to_string()).resume().expect("parses");
    assert_ne!(prettyplease::unparse(&file), text);
    assert_eq!(resumed.as_deref(), Some(text));
}

#[test]
fn what_a_macro_written_impl_needs_stays() {
    // `Kind` is dead while `Num` is (rustc does not count the impls of a dead trait), but
    // the impls `num_impl!` writes import it: an unresolved import inside a macro's
    // expansion is a broken draft, not a stale import to delete.
    let out = minimize(
        "mod lib { pub trait Num { fn parse(s: &str) -> Self; } enum Kind { Empty, Invalid } \
         macro_rules! num_impl { ($($t:ident)*) => { $(impl Num for $t { \
         fn parse(s: &str) -> Self { use self::Kind::*; \
         match if s.is_empty() { Empty } else { Invalid } { Empty => 0, Invalid => 1 } } })* }; } \
         num_impl!(u8 u16); } fn main() {}",
    )
    .expect("minimizes");
    assert!(out.contains("enum Kind"), "{out}");
    assert!(out.contains("trait Num"), "{out}");
}

/// A pass that proposes removing every function named `helper`, which the program calls:
/// a proposal that breaks the draft. It counts its turns.
struct RemovesHelper(AtomicUsize);

impl Pass for RemovesHelper {
    fn name(&self) -> &'static str {
        "removes helper"
    }

    fn propose(
        &self,
        draft: &syn::File,
        _context: &mut pass::Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        self.0.fetch_add(1, Ordering::Relaxed);
        let mut broken = draft.clone();
        broken
            .items
            .retain(|item| !matches!(item, Item::Fn(f) if f.sig.ident == "helper"));
        Ok(Some(Proposal::unchecked(broken)))
    }
}

/// A pass that proposes dropping a `#[inline]` attribute, which no lint names: a proposal
/// that compiles.
struct DropsInline;

impl Pass for DropsInline {
    fn name(&self) -> &'static str {
        "drops inline"
    }

    fn propose(
        &self,
        draft: &syn::File,
        _context: &mut pass::Context<'_>,
    ) -> Result<Option<Proposal>, Error> {
        let mut lean = draft.clone();
        let mut dropped = false;
        for item in &mut lean.items {
            if let Item::Fn(f) = item {
                let before = f.attrs.len();
                f.attrs.retain(|attr| !attr.path().is_ident("inline"));
                dropped |= f.attrs.len() < before;
            }
        }
        Ok(dropped.then(|| Proposal::unchecked(lean)))
    }
}

#[test]
fn the_driver_rolls_back_a_pass_that_breaks_the_draft_and_keeps_one_that_does_not() {
    crate::bundle::draft::keep_test_drafts();
    let source = "#[inline] fn helper() -> u8 { 7 } fn unused() {} \
                  fn main() { println!(\"{}\", helper()); }";
    let origins = BTreeMap::from([(Vec::new(), PathBuf::from("src/main.rs"))]);
    let settings = settings_for("driver-rollback", &origins);
    let breaker = RemovesHelper(AtomicUsize::new(0));
    let passes: [&dyn Pass; 2] = [&breaker, &DropsInline];
    let file = syn::parse_str(source).expect("test source parses");
    let (file, warnings) = remove_dead_code_with(file, &settings, &passes).expect("shrinks");
    let out = file.to_token_stream().to_string();
    // The breaking proposal is rolled back by the driver (the pass never sees its error),
    // once: it has had its turn. The next pass's proposal compiles and stays, and rustc's
    // own dead code went before either.
    assert_eq!(breaker.0.load(Ordering::Relaxed), 1);
    assert_eq!(
        out,
        "fn helper () -> u8 { 7 } fn main () { println ! (\"{}\" , helper ()) ; }"
    );
    assert!(warnings.is_empty());
}

#[test]
fn a_bare_trait_object_in_a_librarys_macro_body_gets_dyn_where_rustc_points() {
    // text_io 0.1 (edition 2015): `try_scan!` writes `&mut Iterator<Item = u8>`; called from
    // the bin, rustc reports E0782 in the body with no fix of its own (it gives none inside
    // a macro), but it points at the trait, where its lint would write `dyn `.
    let source = "mod vendor { macro_rules! first { ($it:expr) => {{ \
                  let it: &mut Iterator<Item = u8> = $it; it.next() }}; } \
                  pub(crate) use first; } \
                  fn main() { let mut v = vec![7u8].into_iter(); \
                  println!(\"{:?}\", vendor::first!(&mut v)); }";
    let out = minimize(source).expect("minimizes");
    assert!(out.contains("& mut dyn Iterator < Item = u8 >"), "{out}");
    // A trait object the bin itself writes without `dyn` stays the user's error.
    let own = "macro_rules! first { ($it:expr) => {{ \
               let it: &mut Iterator<Item = u8> = $it; it.next() }}; } \
               fn main() { let mut v = vec![7u8].into_iter(); println!(\"{:?}\", first!(&mut v)); }";
    let error = minimize(own).expect_err("the bin's own error");
    assert!(
        error.what().starts_with(DOES_NOT_COMPILE),
        "{}",
        error.what()
    );
}
