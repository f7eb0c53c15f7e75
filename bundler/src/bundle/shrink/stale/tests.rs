use super::*;
use quote::ToTokens;

fn stale_removed(source: &str, edition: &str) -> String {
    let mut file: syn::File = syn::parse_str(source).expect("test source parses");
    remove_stale_imports(&mut file, edition, &BTreeSet::new());
    file.to_token_stream().to_string()
}

#[test]
fn an_import_of_a_removed_item_goes_and_so_does_a_reexport_chain() {
    let out = stale_removed(
        "mod a { pub mod iter { pub struct Kept; } pub use self::iter::{Gone, Kept}; } \
         mod b { pub use crate::a::Gone as G; use super::a::Kept; } \
         mod c { use crate::b::G; use std::fmt; }",
        "2021",
    );
    assert_eq!(
        out,
        "mod a { pub mod iter { pub struct Kept ; } pub use self :: iter :: { Kept } ; } \
         mod b { use super :: a :: Kept ; } mod c { use std :: fmt ; }"
    );
}

#[test]
fn a_relative_path_to_a_module_that_went_goes() {
    // triomphe's `pub use arc_borrow::*;` once `mod arc_borrow` was emptied and went;
    // libm's `pub use self::copysignf::copysignf;` once `mod copysignf` did.
    let module = |path: &[&str]| path.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let existed = BTreeSet::from([
        module(&["t"]),
        module(&["t", "arc_borrow"]),
        module(&["t", "copysignf"]),
    ]);
    let mut file: syn::File = syn::parse_str(
        "mod t { pub use arc_borrow::*; pub use self::copysignf::copysignf; \
         pub use rand::Rng; pub fn f() {} }",
    )
    .expect("test source parses");
    remove_stale_imports(&mut file, "2021", &existed);
    assert_eq!(
        file.to_token_stream().to_string(),
        "mod t { pub use rand :: Rng ; pub fn f () { } }"
    );
}

#[test]
fn an_import_through_a_module_that_went_goes() {
    // num-traits' `pub use crate::ops::inv::Inv;` once `Inv` and so `mod inv` went.
    let out = stale_removed(
        "mod ops { pub mod kept { pub trait K {} } } \
         pub use crate::ops::inv::Inv; pub use crate::ops::kept::K; \
         mod g { pub use crate::ops::gone::*; pub use super::ops::kept::*; }",
        "2021",
    );
    assert_eq!(
        out,
        "mod ops { pub mod kept { pub trait K { } } } pub use crate :: ops :: kept :: K ; \
         mod g { pub use super :: ops :: kept :: * ; }"
    );
    // typenum's `pub use crate::typenum::r#gen::consts; pub use consts::*;`: the glob of
    // an import of a module is followed.
    let out = stale_removed(
        "mod t { mod r#gen { pub mod consts { pub type U1 = (); } } \
         pub use crate::t::r#gen::consts; pub use consts::*; } \
         use t::{U1, Gone}; use t::consts::{U1 as One, Gone as G};",
        "2021",
    );
    assert_eq!(
        out,
        "mod t { mod r#gen { pub mod consts { pub type U1 = () ; } } \
         pub use crate :: t :: r#gen :: consts ; pub use consts :: * ; } \
         use t :: { U1 } ; use t :: consts :: { U1 as One } ;"
    );
    // A glob of an enum supplies its variants only (im-rc's `use self::Insert::*`); a
    // `pub use inner::*` does not supply `inner`'s private imports (typenum's `pub use
    // type_operators::*` beside `mod type_operators { use crate::typenum::NonZero; }`).
    let out = stale_removed(
        "mod b { pub enum Insert { Added } use self::Insert::*; pub struct Iter; } \
         use b::{Iter, DiffIter}; \
         mod t { pub use ops::*; mod ops { use crate::t::NonZero; pub use crate::t::Z0; } \
         pub struct Z0; } use t::NonZero;",
        "2021",
    );
    assert_eq!(
        out,
        "mod b { pub enum Insert { Added } use self :: Insert :: * ; pub struct Iter ; } \
         use b :: { Iter } ; \
         mod t { pub use ops :: * ; mod ops { pub use crate :: t :: Z0 ; } pub struct Z0 ; }"
    );
    // Not where the parent module may have the name: an enum, an import, a glob.
    let source = "mod f { pub enum E { V } pub use std::fmt; pub use std::collections::*; } \
                  use f::E::V; use f::fmt::Debug; use f::hash_map::HashMap;";
    let out = stale_removed(source, "2021");
    let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
    assert_eq!(out, unchanged.to_token_stream().to_string());
}

fn unused_removed(source: &str) -> String {
    let mut file: syn::File = syn::parse_str(source).expect("test source parses");
    remove_unused_imports(&mut file, "2021");
    file.to_token_stream().to_string()
}

#[test]
fn a_private_import_nothing_names_goes_with_the_imports_only_it_used() {
    // im-rc's chain: `map as hashmap` was named only by `hashmap::HashMap`, unused.
    let out = unused_removed(
        "mod h { pub mod map { pub struct HashMap; pub struct Kept; } } \
         mod m { use crate::h::map as hashmap; use hashmap::HashMap; use crate::h::map::Kept; \
         fn f() -> Kept { Kept } }",
    );
    assert_eq!(
        out,
        "mod h { pub mod map { pub struct HashMap ; pub struct Kept ; } } \
         mod m { use crate :: h :: map :: Kept ; fn f () -> Kept { Kept } }"
    );
}

#[test]
fn an_import_that_may_be_used_unnamed_or_elsewhere_stays() {
    // A trait (its methods), a public import, one an inner module, a macro body or a
    // format string names, a name from outside the draft or a glob.
    let source = "mod t { pub trait Tr { fn go(&self) {} } pub struct S; pub const N: u8 = 1; \
                  pub struct InMacro; pub struct Inner; pub use std::fmt::*; } \
                  macro_rules! mac { () => { InMacro } } \
                  mod m { use crate::t::Tr; pub use crate::t::S; use crate::t::N; \
                  use crate::t::InMacro; use crate::t::Inner; use rand::Rng; \
                  use crate::t::Debug; \
                  fn f() { ().go(); println!(\"{N}\"); let _ = mac!(); } \
                  mod i { fn g(_: super::Inner) {} } }";
    let out = unused_removed(source);
    let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
    assert_eq!(out, unchanged.to_token_stream().to_string());
}

#[test]
fn where_nothing_can_use_a_name_unnamed_any_import_nothing_names_goes() {
    // `std`'s traits and types alike, in a module of stubs; a module path, a `std`
    // macro whose input calls nothing and a derive that names its trait are no lookup.
    let out = unused_removed(
        "mod stubs { use std::fmt::{Debug, Formatter}; use std::hash::Hash; \
         use std::iter::FromIterator; \
         #[derive(Hash)] pub struct S; impl S { pub fn f(&self) -> u8 { \
         unreachable!(\"{}\", 1) } pub fn g() -> u8 { crate::stubs::h() } } \
         fn h() -> u8 { std::process::exit(1) } }",
    );
    assert_eq!(
        out,
        "mod stubs { use std :: hash :: Hash ; # [derive (Hash)] pub struct S ; \
         impl S { pub fn f (& self) -> u8 { unreachable ! (\"{}\" , 1) } \
         pub fn g () -> u8 { crate :: stubs :: h () } } \
         fn h () -> u8 { std :: process :: exit (1) } }"
    );
}

/// Asserts that [`remove_unused_imports`] leaves each of `sources` as it is.
fn each_stays(sources: &[&str]) {
    for source in sources {
        let out = unused_removed(source);
        let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
        assert_eq!(out, unchanged.to_token_stream().to_string(), "{source}");
    }
}

#[test]
fn where_a_trait_item_is_spelled_or_an_unknown_macro_called_a_trait_import_stays() {
    // A method call, a type-relative path, `write!` (`write_fmt`), a macro the draft does
    // not define, an inner module's call, a trait of the draft: each may use the trait.
    let sources = [
        "mod m { use std::fmt::Write; pub fn f(s: &mut String) { let _ = s.write_str(\"a\"); } }",
        "mod m { use std::iter::FromIterator; pub fn f() -> Vec<u8> { Vec::from_iter(None) } }",
        "mod m { use std::io::Write; pub fn f(o: &mut Vec<u8>) { let _ = write!(o, \"\"); } }",
        "mod m { use std::io::Read; pub fn f() { other::m!(); } }",
        "mod m { use std::fmt::Write; mod i { pub fn f(s: &mut String) { let _ = s.write_char('a'); } } }",
        "mod t { pub trait Tr { fn go(&self) {} } } \
         mod m { use crate::t::Tr; pub fn f() { ().go(); } }",
    ];
    each_stays(&sources);
}

#[test]
fn a_macro_body_spells_a_name_only_where_the_macro_is_called() {
    // `inner!` is called by `outer!`, which `m` calls; `n` calls neither.
    let out = unused_removed(
        "mod t { pub struct Kept; pub struct Gone; } \
         macro_rules! inner { () => { Kept } } macro_rules! outer { () => { inner!() } } \
         mod m { use crate::t::Kept; pub fn f() { let _ = outer!(); } } \
         mod n { use crate::t::Kept; use crate::t::Gone; pub fn g() {} }",
    );
    assert_eq!(
        out,
        "mod t { pub struct Kept ; pub struct Gone ; } \
         macro_rules ! inner { () => { Kept } } macro_rules ! outer { () => { inner ! () } } \
         mod m { use crate :: t :: Kept ; pub fn f () { let _ = outer ! () ; } } \
         mod n { pub fn g () { } }"
    );
}

#[test]
fn a_module_import_is_used_only_where_a_path_goes_through_it() {
    // `fn fmt` and the field `ptr` spell the names but use no module.
    let out = unused_removed(
        "mod m { use std::fmt; use core::ptr::{self, NonNull}; pub struct S { ptr: u8 } \
         impl S { pub fn fmt(&self) -> u8 { self.ptr } } \
         pub fn f(p: NonNull<u8>) -> *mut u8 { p.as_ptr() } }",
    );
    assert_eq!(
        out,
        "mod m { use core :: ptr :: { NonNull } ; pub struct S { ptr : u8 } \
         impl S { pub fn fmt (& self) -> u8 { self . ptr } } \
         pub fn f (p : NonNull < u8 >) -> * mut u8 { p . as_ptr () } }"
    );
    // A path that goes through it, here or inside, through `super` or from the crate
    // root (num-integer's `use crate::num_traits as traits;` and `use
    // crate::num_integer::traits::Zero;`), in a macro's input; or a macro of the draft
    // called (it may glue a path to the name it is given).
    let sources = [
        "mod m { use std::fmt; pub fn f() -> fmt::Result { Ok(()) } }",
        "mod t { pub trait Zero {} } \
         mod m { use crate::t as traits; mod i { use crate::m::traits::Zero; \
         pub fn f<T: Zero>() {} } }",
        "mod t { pub fn zero() {} } \
         mod m { use crate::t as traits; mod i { pub fn f() { crate::m::traits::zero() } } }",
        "mod t { pub trait Zero {} } \
         mod m { use crate::t as traits; use traits::Zero; pub fn f<T: Zero>() {} }",
        "mod m { mod sqrt { pub fn sqrt() {} } pub use self::sqrt::sqrt; \
         mod acos { use super::sqrt; pub fn f() { sqrt() } } }",
        "mod m { use std::fmt; mod i { pub fn f() -> super::fmt::Result { Ok(()) } } }",
        "mod m { use std::mem; pub fn f() { println!(\"{}\", mem::size_of::<u8>()); } }",
        "macro_rules! glue { ($m:ident) => { $m::Result<()> } } \
         mod m { use std::fmt; pub fn f() -> glue!(fmt) { Ok(()) } }",
    ];
    each_stays(&sources);
}

#[test]
fn a_trait_import_goes_when_nothing_spells_the_trait_or_its_items() {
    // `std`'s (by its documentation) and the draft's (by its definition), in a module
    // with method calls of other traits.
    let out = unused_removed(
        "mod t { pub trait Tr { fn go(&self) {} } } \
         mod m { use std::fmt::Write; use crate::t::Tr; \
         pub fn f(s: &mut String) { s.push('a'); } }",
    );
    let expected = if std_item(&["std".into(), "fmt".into(), "Write".into()]) == StdItem::Unknown {
        "mod t { pub trait Tr { fn go (& self) { } } } \
         mod m { use std :: fmt :: Write ; pub fn f (s : & mut String) { s . push ('a') ; } }"
    } else {
        "mod t { pub trait Tr { fn go (& self) { } } } \
         mod m { pub fn f (s : & mut String) { s . push ('a') ; } }"
    };
    assert_eq!(out, expected);
}

#[test]
fn a_module_imported_with_self_in_a_group_is_supplied() {
    let source = "mod m { pub use std::vec::{self, Vec}; pub use std::fmt::{self}; } \
                  mod n { use crate::m::vec; use crate::m::fmt; use crate::m::Vec; }";
    let out = stale_removed(source, "2021");
    let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
    assert_eq!(out, unchanged.to_token_stream().to_string());
}

#[test]
fn a_glob_of_a_draft_module_is_followed() {
    let out = stale_removed(
        "mod raw { mod inner { pub struct Kept; } pub use self::inner::*; } \
         use raw::{Gone, Kept};",
        "2021",
    );
    assert_eq!(
        out,
        "mod raw { mod inner { pub struct Kept ; } pub use self :: inner :: * ; } \
         use raw :: { Kept } ;"
    );
}

#[test]
fn a_name_a_glob_macro_or_extern_crate_may_supply_stays() {
    let source =
        "mod a { pub use std::collections::*; } mod e { m!(); } macro_rules! mac { () => {} } \
                  use a::Any; use e::Made; use crate::mac; use self::std::x; \
                  mod f { pub enum E { V } } use f::E::V; use ::a::Abs;";
    let out = stale_removed(source, "2021");
    let unchanged: syn::File = syn::parse_str(source).expect("test source parses");
    assert_eq!(out, unchanged.to_token_stream().to_string());
}

#[test]
fn a_2015_path_starts_at_the_crate_root() {
    let out = stale_removed(
        "mod a { pub fn f() {} } mod b { use a::f; use a::g; }",
        "2015",
    );
    assert_eq!(out, "mod a { pub fn f () { } } mod b { use a :: f ; }");
    let out = stale_removed("mod a { pub fn f() {} } mod b { use a::g; }", "2021");
    assert_eq!(out, "mod a { pub fn f () { } } mod b { use a :: g ; }");
}
