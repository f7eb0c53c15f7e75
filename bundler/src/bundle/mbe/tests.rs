use super::*;

#[test]
fn names_in_attributes_are_no_hygiene_overlap() {
    // libc's `custom_struct!` writes `#[allow(deprecated)]` on an impl and is called with
    // the caller's `#[allow(deprecated)]` among the struct's attributes.
    let mut file: syn::File = syn::parse_str(
        "mod m { macro_rules! st { ($(#[$a:meta])* $name:ident) => { \
         $(#[$a])* pub struct $name; #[allow(deprecated)] impl $name {} }; } \
         st! { #[allow(deprecated)] #[derive(Clone)] S } }",
    )
    .expect("parses");
    assert_eq!(
        expand_crate_macros(&mut file, &BTreeSet::from(["m".to_string()])),
        1
    );
    assert!(
        prettyplease::unparse(&file).contains("pub struct S;"),
        "{}",
        prettyplease::unparse(&file)
    );
}

#[test]
fn the_calls_among_the_items_of_a_trait_a_macro_writes_are_expanded() {
    // petgraph's `trait_template!` / `remove_sections!`, cut down.
    let mut file: syn::File = syn::parse_str(
        "mod m { macro_rules! inner { ([$($stack:tt)*]) => { $($stack)* }; \
             ([$($stack:tt)*] @section $x:ident $($t:tt)*) => { inner!([$($stack)*] $($t)*); }; \
             ([$($stack:tt)*] $t:tt $($tail:tt)*) => { inner!([$($stack)* $t] $($tail)*); }; } \
         macro_rules! outer { ([$($stack:tt)*] { $($tail:tt)* }) => { $($stack)* { inner!([] $($tail)*); } }; \
             ([$($stack:tt)*] $t:tt $($tail:tt)*) => { outer!([$($stack)* $t] $($tail)*); }; } \
         outer! { [] pub trait Walk { @section self fn walk(&self) -> u8; } } }",
    )
    .expect("parses");
    expand_crate_macros(&mut file, &BTreeSet::from(["m".to_string()]));
    let out = prettyplease::unparse(&file);
    assert!(
        out.contains("pub trait Walk {\n        fn walk(&self) -> u8;\n    }"),
        "{out}"
    );
}

#[test]
fn only_the_calls_of_macros_that_call_a_given_macro_are_expanded() {
    // simba: `complex_trait_methods!` writes a trait's methods through `paste::item!`.
    let mut file: syn::File = syn::parse_str(
        "macro_rules! methods { ($t:ident) => { paste::item! { fn [<get_ $t>](&self); } }; } \
         macro_rules! plain { () => { fn plain(&self); }; } \
         pub trait Complex { methods!(real); plain!(); } \
         impl S { methods!(imag); plain!(); } \
         methods!(free);",
    )
    .expect("parses");
    let only = |rules: &MacroRules| rules.calls().contains("item");
    assert_eq!(expand_calls_of(&mut file.items, &Vec::new(), &only), 3);
    let out = prettyplease::unparse(&file);
    assert!(
        out.contains("pub trait Complex {\n    paste::item! {"),
        "{out}"
    );
    assert!(out.contains("get_ real"), "{out}");
    assert!(out.contains("get_ imag"), "{out}");
    assert!(out.contains("get_ free"), "{out}");
    assert_eq!(out.matches("plain!()").count(), 2, "{out}");
    let calls = macro_names_in(
        "x => { a::b!(); #[derive(Ser)] struct S; c(); }"
            .parse()
            .expect("tokens"),
    );
    assert_eq!(
        calls,
        BTreeSet::from(["b".into(), "derive".into(), "Ser".into()])
    );
}

#[test]
fn macros_writing_mod_declarations_are_told_apart() {
    let writes = |body: &str| {
        let body: TokenStream = body.parse().expect("tokens");
        (
            writes_mod_decl(&body),
            MacroRules::parse(body).map(|m| m.writes_mod_decl()),
        )
    };
    // libc's `prelude!`, safe_arch's `submodule!`.
    assert_eq!(
        writes("() => { mod types; mod prelude { } };"),
        (true, Some(true))
    );
    assert_eq!(
        writes("($v:vis $name:ident) => { mod $name; $v use $name::*; };"),
        (true, Some(true))
    );
    // An inline module, or `mod` as a fragment's neighbour, is not a declaration.
    assert_eq!(
        writes("($n:ident) => { mod $n { } };"),
        (false, Some(false))
    );
    assert_eq!(writes("() => { fn mod_x() {} };"), (false, Some(false)));
}

#[test]
fn a_macro_written_by_a_call_is_defined_there_and_called_after() {
    // anyhow's `__ensure![#[macro_export] macro_rules! ensure { .. }]` (an `item`
    // fragment), then a call of what it wrote.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! wrap { ($m:item) => { $m }; }
            wrap![#[macro_export] macro_rules! made { () => { struct Made; }; }];
            made!();
        }
        "#,
    );
    assert_eq!(count, 2, "{out}");
    assert!(out.contains("macro_rules! made"), "{out}");
    assert!(out.contains("struct Made;"), "{out}");
    assert!(!out.contains("wrap!["), "{out}");
}

fn expand_module(source: &str) -> (String, usize) {
    let mut file: syn::File = syn::parse_str(source).expect("test source parses");
    let count = expand_crate_macros(&mut file, &BTreeSet::from(["dep".to_string()]));
    (text(&file.items), count)
}

#[test]
fn each_module_expands_with_its_own_definition_and_items_are_not_hygienic() {
    // num-bigint defines `impl_shift` in two modules; num-traits' `pow_impl` passes the
    // function `pow` to a macro that writes `fn pow`.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! m { () => { struct A; }; }
            mod inner { macro_rules! m { () => { struct B; }; } m!(); }
            m!();
            macro_rules! pow_impl {
                ($t:ty, $method:expr) => {
                    impl Pow for $t { fn pow(self, rhs: u32) -> $t { ($method)(self, rhs) } }
                };
            }
            pow_impl!(u8, u8::pow);
            pow_impl!(Big, pow);
        }
        "#,
    );
    assert_eq!(count, 4, "{out}");
    assert!(out.contains("mod inner {\n        macro_rules! m"), "{out}");
    assert!(out.contains("struct B;\n    }\n    struct A;"), "{out}");
    assert!(out.contains("(u8::pow)(self, rhs)"), "{out}");
    assert!(out.contains("impl Pow for Big"), "{out}");
}

#[test]
fn the_macros_own_locals_are_renamed_where_the_callers_names_meet_them() {
    // itertools' `impl_tuple_collect!(dummy, a, b, .., i, ..)` binds `let mut i` too.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! m {
                ($($y:ident),*) => {
                    fn f() -> u32 { let mut i = 0; $(let $y = 1; i += $y;)* i }
                };
            }
            m!(a, i);
        }
        "#,
    );
    assert_eq!(count, 1, "{out}");
    assert!(out.contains("let mut i_1 = 0;"), "{out}");
    assert!(out.contains("let i = 1;"), "{out}");
    assert!(out.contains("i_1 += i;"), "{out}");
}

#[test]
fn field_names_are_not_locals() {
    // itertools' `impl_tuple_combination!(Tuple4Combination Tuple3Combination; a b c)`
    // binds `a`, `b`, `c` in patterns and writes a field `c`.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! m {
                ($C:ident; $($X:ident)*) => {
                    pub struct $C<I> { item: I, c: u8 }
                    impl<I> $C<I> {
                        fn new(item: I) -> Self { Self { item, c: 0 } }
                        fn get(&self, t: ($(ignore!($X)),*)) -> u8 { let ($($X),*) = t; self.c }
                    }
                };
            }
            m!(Three; a b c);
            macro_rules! shadow { ($x:ident) => { fn f(c: u8) -> u8 { let $x = 1; c + $x } }; }
            shadow!(c);
        }
        "#,
    );
    assert_eq!(count, 1, "{out}");
    assert!(out.contains("pub struct Three<I>"), "{out}");
    assert!(out.contains("shadow!(c);"), "{out}");
    // A struct's body, a literal; a return type or a bound is neither.
    let tokens = |text: &str| -> Vec<TokenTree> {
        text.parse::<TokenStream>()
            .expect("lexes")
            .into_iter()
            .collect()
    };
    assert!(opens_struct(&tokens("pub struct S<I: Iterator>")));
    assert!(opens_struct(&tokens("let x = Self")));
    assert!(opens_struct(&tokens("Self")));
    assert!(!opens_struct(&tokens("fn f() -> Self")));
    assert!(!opens_struct(&tokens("where T: Clone")));
    assert!(!opens_struct(&tokens("impl<I> From<I> for S<I>")));
}

#[test]
fn operator_impls_written_by_a_recursive_macro_become_items() {
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! impl_ops {
                () => {};
                (for <$($p:ident : $b:tt),*> <$l:ty> ~ <$r:ty> { $body:expr } $($rest:tt)*) => {
                    impl <$($p : $b),*> Add<$r> for $l {
                        type Output = $l;
                        fn add(self, rhs: $r) -> $l { apply($body, self, rhs) }
                    }
                    impl_ops!($($rest)*);
                };
            }
            impl_ops! {
                for <M: Modulus> <Static<M>> ~ <Static<M>> { |x, y| x + y }
                for <I: Id, T: Rem> <Dynamic<I>> ~ <&'_ T> { |x, y| x - *y }
            }
        }
        "#,
    );
    assert_eq!(count, 1);
    assert!(
        out.contains("impl<M: Modulus> Add<Static<M>> for Static<M>"),
        "{out}"
    );
    assert!(
        out.contains("impl<I: Id, T: Rem> Add<&'_ T> for Dynamic<I>"),
        "{out}"
    );
    assert!(out.contains("apply(|x, y| x - *y, self, rhs)"), "{out}");
    assert!(!out.contains("impl_ops! {"), "{out}");
    // The definition stays: dead-code removal drops it once nothing calls it.
    assert!(out.contains("macro_rules! impl_ops"), "{out}");
}

#[test]
fn meta_fragments_become_attributes() {
    // either's `impl_specific_ref_and_mut!(::std::path::Path, cfg(all()), doc = "..")`.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! impl_ref {
                ($t:ty, $($attr:meta),* ) => {
                    $(#[$attr])*
                    impl<L> AsRef<$t> for Either<L> { fn as_ref(&self) -> &$t { todo!() } }
                };
            }
            impl_ref!(str,);
            impl_ref!(::std::path::Path, cfg(all()), doc = "Requires `use_std`.");
        }
        "#,
    );
    assert_eq!(count, 2, "{out}");
    assert!(out.contains("impl<L> AsRef<str> for Either<L>"), "{out}");
    assert!(
        out.contains(
            "#[cfg(all())]\n    ///Requires `use_std`.\n    impl<L> AsRef<::std::path::Path>"
        ),
        "{out}"
    );
}

#[test]
fn nested_repetitions_and_separators() {
    let (out, _) = expand_module(
        r#"
        mod dep {
            macro_rules! consts {
                ($($group:ident => [$($name:ident = $value:literal),+]);* $(;)?) => {
                    $($(pub const $name: i32 = $value;)+ pub fn $group() -> [i32; 0] { [] })*
                };
            }
            consts!(small => [A = 1, B = -2]; big => [C = 100]);
        }
        "#,
    );
    for expected in [
        "pub const A: i32 = 1;",
        "pub const B: i32 = -2;",
        "pub const C: i32 = 100;",
        "pub fn small()",
        "pub fn big()",
    ] {
        assert!(out.contains(expected), "{expected} missing in {out}");
    }
}

#[test]
fn an_expression_fragment_keeps_its_precedence() {
    let (out, _) = expand_module(
        r#"
        mod dep {
            macro_rules! double { ($name:ident, $e:expr) => { const $name: u32 = $e * 2; }; }
            double!(X, 1 + 1);
        }
        "#,
    );
    assert!(out.contains("const X: u32 = (1 + 1) * 2;"), "{out}");
}

#[test]
fn the_first_matching_rule_wins_and_dollar_crate_is_the_crate() {
    let (out, _) = expand_module(
        r#"
        mod dep {
            macro_rules! pick {
                (a $t:ty) => { type A = $crate::dep::Wrap<$t>; };
                ($i:ident $t:ty) => { type B = $t; };
            }
            pick!(a u8);
            pick!(b u16);
        }
        "#,
    );
    assert!(out.contains("type A = crate::dep::Wrap<u8>;"), "{out}");
    assert!(out.contains("type B = u16;"), "{out}");
}

#[test]
fn calls_it_cannot_follow_exactly_stay_as_written() {
    let cases = [
        // A name the caller brings is a local the macro uses without binding it.
        r#"mod dep {
            macro_rules! m { ($e:expr) => { fn f(x: u32) -> u32 { $e + x } }; }
            m!({ let x = 2; x });
        }"#,
        // A local the macro binds and names in a format string.
        r#"mod dep {
            macro_rules! m { ($e:expr) => { fn f() { let y = 1; println!("{y}"); $e; } }; }
            m!({ let y = 2; y });
        }"#,
        // An unsupported fragment kind.
        r#"mod dep {
            macro_rules! m { ($p:pat) => { fn f() { let $p = 1; } }; }
            m!(x);
        }"#,
        // A name the caller brings is a local the macro binds (`0..n` ends in one).
        r#"mod dep {
            macro_rules! m { ($e:expr) => { fn f(n: usize) { for i in 0..n { $e; } } }; }
            m!(n);
        }"#,
        // No rule matches (rustc would reject it).
        r#"mod dep {
            macro_rules! m { (a) => { struct A; }; }
            m!(b);
        }"#,
        // Repetitions of different lengths in one transcriber repetition.
        r#"mod dep {
            macro_rules! m { ($($a:ident),* ; $($b:ident),*) => { $(struct $a($b);)* }; }
            m!(A, B; u8);
        }"#,
        // A call with an attribute.
        r#"mod dep {
            macro_rules! m { () => { struct A; }; }
            #[cfg_attr(any(), allow(dead_code))]
            m!();
        }"#,
    ];
    for case in cases {
        let (out, count) = expand_module(case);
        assert_eq!(count, 0, "expanded: {out}");
    }
}

#[test]
fn textual_scope_decides_which_calls_expand() {
    let (out, count) = expand_module(
        r#"
        mod dep {
            mod early { later!(); }
            macro_rules! later { () => { struct L; }; }
            mod inner { later!(); }
            #[macro_use]
            mod defs { macro_rules! exported { () => { struct E; }; } }
            exported!();
        }
        mod user { macro_rules! mine { () => { struct U; }; } mine!(); }
        "#,
    );
    assert_eq!(count, 2, "{out}");
    assert!(out.contains("mod early {\n        later!();"), "{out}");
    assert!(
        out.contains("struct L;") && out.contains("struct E;"),
        "{out}"
    );
    // Only the named (third-party) modules are touched.
    assert!(out.contains("mine!();"), "{out}");
}

#[test]
fn joint_punctuation_is_matched_as_rustc_glues_it() {
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! m { ($a:ident => $b:ident) => { type $a = $b; }; ($a:ident = > $b:ident) => { struct $a; }; }
            m!(X => u8);
            m!(Y = > u8);
        }
        "#,
    );
    assert_eq!(count, 2, "{out}");
    assert!(
        out.contains("type X = u8;") && out.contains("struct Y;"),
        "{out}"
    );
}

#[test]
fn a_joint_punct_at_the_end_of_a_part_is_written_alone() {
    // ndarray's `impl_scalar_lhs_op!(i8, Commute, /, Div, div, "division")` writes
    // `self $operator *elt` inside another macro's tokens: the `/` of `/,` is joint.
    let (out, count) = expand_module(
        r#"
        mod dep {
            macro_rules! m { ($op:tt, $x:ident) => { fn f(a: u8, b: &u8) -> u8 { g!(a $op *b) - $x } }; }
            m!(/, c);
        }
        "#,
    );
    assert_eq!(count, 1, "{out}");
    assert!(out.contains("g!(a / * b)"), "{out}");
}
