use super::ahead::TrialAhead;
use super::*;
use quote::ToTokens;

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
        let found = wanted(message).map(|w| (w.trait_name, w.lhs, w.rhs));
        assert_eq!(found, Some((trait_name.to_string(), lhs, rhs)), "{message}");
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
fn the_trial_beside_the_rounds_drops_the_same_impls_from_a_later_draft() {
    // `Sub` is needed while `dead` is there, when the trial runs; the rounds remove
    // `dead` later, and only what the trial dropped goes from that draft.
    let earlier = "mod dep { pub struct M(pub u8); \
         impl std::ops::Add for M { type Output = M; fn add(self, _: M) -> M { unreachable!() } } \
         impl std::ops::Sub for M { type Output = M; fn sub(self, _: M) -> M { unreachable!() } } \
         pub fn dead() -> M { M(1) - M(2) } } \
         fn main() { println!(\"{}\", dep::M(1).0); }";
    let scratch = Scratch::new("trial-ahead-test").expect("scratch");
    let trial = TrialAhead::start(
        earlier.to_string(),
        BTreeSet::from(["dep".to_string()]),
        scratch,
        "2021".to_string(),
        "trial-ahead-test",
    );
    let dropped = trial.finish().expect("the trial dropped an impl");
    let mut later: syn::File =
        syn::parse_str(&earlier.replace("pub fn dead() -> M { M(1) - M(2) } ", ""))
            .expect("test source parses");
    assert_eq!(drop_again(&mut later, &dropped), 1);
    let printed = later.to_token_stream().to_string();
    assert!(!printed.contains("Add"), "{printed}");
    assert!(
        printed.contains("impl std :: ops :: Sub for M"),
        "{printed}"
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
            exact: Exact {
                lhs: Some("BigUint".to_string()),
                rhs: Some("BigUint".to_string()),
            },
        }]
    );
    let shift = "error[E0369]: no implementation for `&biguint::BigUint << usize`\n";
    let found: Vec<String> = wanted_in_notes("no implementation for", shift)
        .into_iter()
        .map(|w| format!("{} {:?} {:?}", w.trait_name, w.lhs, w.rhs))
        .collect();
    assert_eq!(found, [r#"Shl (true, "BigUint") Some((false, "usize"))"#]);
    let compare = "  |  ^^^^^^ no implementation for `BigInt == BigInt`\n";
    let found = wanted_in_notes("can't compare `BigInt` with `BigInt`", compare);
    assert_eq!(found[0].trait_name, "PartialEq");
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
        exact: Exact::default(),
        literal_group: None,
        needs: Vec::new(),
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
    // A literal: the impls of the expected type for its kind's fallback type.
    let removed = [
        candidate((false, "BigInt"), (false, "u8")),
        candidate((false, "BigInt"), (false, "i32")),
        candidate((false, "BigInt"), (false, "BigInt")),
    ];
    let removed: Vec<&Candidate> = removed.iter().collect();
    let rendered = "1929 |  let r3 = ((p2 + x2) * 2 - x0);\n\
                    |                      ^ expected `BigInt`, found integer\n";
    assert_eq!(mismatched(&removed, rendered), BTreeSet::from([1]));
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

#[test]
fn a_type_is_spelled_the_same_from_a_message_and_from_code() {
    let ty: syn::Type = syn::parse_str("&'a UInt<UInt<UTerm, B1>, B0,>").expect("parses");
    let from_code = spelled(&quote::quote!(#ty).to_string());
    assert_eq!(from_code, "&UInt<UInt<UTerm,B1>,B0>");
    assert_eq!(
        spelled("&'a uint::UInt<uint::UInt<uint::UTerm, bit::B1>, bit::B0>"),
        from_code
    );
    assert_eq!(
        spelled("Frozen<'_, ::std::vec::Vec<u8>>"),
        "Frozen<Vec<u8>>"
    );
    assert_eq!(
        message_shape("(&i64, &i64)"),
        Some((false, "(2)".to_string()))
    );
    assert_eq!(message_shape("&(u8,)"), Some((true, "(1)".to_string())));
    assert_eq!(
        message_shape("(Vec<(u8, u8)>, [u8; 2])"),
        Some((false, "(2)".to_string()))
    );
    let vague = Exact::from_message("UInt<UInt<..., ...>, ...>", Some("Vec<_>"));
    assert_eq!(vague, Exact::default());
}

#[test]
fn impls_for_aliases_are_told_apart_by_the_type_they_stand_for() {
    let file: syn::File = syn::parse_str(
        r#"
        mod dep {
            pub type U2 = UInt<UInt<UTerm, B1>, B0,>;
            pub type U3 = UInt<UInt<UTerm, B1>, B1>;
            pub type Three = U3;
            impl Bits for U2 {}
            impl Bits for Three {}
            impl<U> Bits for UInt<U, B0> {}
        }
        "#,
    )
    .expect("parses");
    let found = candidates(
        &file,
        &BTreeSet::from(["dep".to_string()]),
        &BTreeSet::new(),
    );
    let exact: Vec<Option<&str>> = found.iter().map(|c| c.exact.lhs.as_deref()).collect();
    assert_eq!(
        exact,
        [
            Some("UInt<UInt<UTerm,B1>,B0>"),
            Some("UInt<UInt<UTerm,B1>,B1>"),
            None
        ]
    );
    let removed: Vec<&Candidate> = found.iter().collect();
    let message = "the trait bound `uint::UInt<uint::UInt<uint::UTerm, bit::B1>, bit::B1>: Bits` \
                   is not satisfied";
    let wanted = wanted(message).expect("read");
    // The impl for that type and the one over a parameter; never the one for `U2`.
    assert_eq!(matching(&removed, &wanted), BTreeSet::from([1, 2]));
}

#[test]
fn unsatisfied_bounds_in_notes_are_read() {
    let rendered = "error[E0599]: the method `clone` exists for struct `Chunk<A>`, but its trait bounds were not satisfied\n\
        note: trait bound `UInt<UTerm, B1>: ChunkLength<A>` was not satisfied\n\
        note: the following trait bounds were not satisfied:\n\
        \x20     `bit::B0: marker_traits::Bit`\n\
        \x20     which is required by `UInt<UTerm, B0>: Unsigned`\n";
    let found: Vec<String> = wanted_in_notes("the method `clone` exists", rendered)
        .into_iter()
        .map(|w| format!("{} {} {:?}", w.trait_name, w.lhs.1, w.exact.lhs))
        .collect();
    assert_eq!(
        found,
        [
            r#"ChunkLength UInt Some("UInt<UTerm,B1>")"#,
            r#"Bit B0 Some("B0")"#
        ]
    );
}

#[test]
fn an_impl_comes_back_with_the_impls_of_its_module_its_bounds_ask_for() {
    let file: syn::File = syn::parse_str(
        r#"
        mod dep {
            pub mod uint {
                pub struct UTerm;
                pub struct UInt<U, B> { u: U, b: B }
                pub struct B0;
                pub struct B1;
                pub trait Bits { type Store: BitOps; }
                pub trait BitOps {}
                impl<Ul, B, Ur> Mul<UInt<Ur, B>> for UInt<Ul, B1>
                where
                    Ul: Mul<UInt<Ur, B>>,
                    UInt<Ul, B0>: Add<UInt<Ur, B>>,
                { type Output = UTerm; }
                impl<U, B> Mul<UInt<U, B>> for UTerm { type Output = UTerm; }
                impl<Ul, Ur> Add<UInt<Ur, B1>> for UInt<Ul, B0> { type Output = UTerm; }
                impl<Ul> Add<UTerm> for UInt<Ul, B0> { type Output = UTerm; }
                impl<U> Neg for UInt<U, B0> { type Output = UTerm; }
                impl Bits for UTerm { type Store = u32; }
                impl BitOps for u32 {}
                impl BitOps for u64 {}
            }
            pub mod other {
                pub struct UInt;
                impl Add<UInt> for UInt { type Output = UInt; }
            }
        }
        "#,
    )
    .expect("parses");
    let found = candidates(
        &file,
        &BTreeSet::from(["dep".to_string()]),
        &BTreeSet::new(),
    );
    let removed: Vec<&Candidate> = found.iter().collect();
    let named = |index: usize| {
        let c = removed[index];
        format!("{} {:?} {:?}", c.trait_name, c.lhs, c.rhs)
    };
    let index_of = |text: &str| (0..removed.len()).find(|&i| named(i) == text);
    let back = |first: &str| {
        let mut restore = BTreeSet::from([index_of(first).expect("a candidate")]);
        with_needs(&removed, &mut restore);
        let mut names: Vec<String> = restore.into_iter().map(named).collect();
        names.sort();
        names
    };
    // The bound on a type parameter asks for every `Mul` by a `UInt`; the one on a
    // `UInt` for the `Add`s of `UInt`s by a `UInt` (not by `UTerm`), in its own module
    // only; `Neg` is asked for by nothing.
    assert_eq!(
        back(r#"Mul Some((false, "UInt")) Some((false, "UInt"))"#),
        [
            r#"Add Some((false, "UInt")) Some((false, "UInt"))"#,
            r#"Mul Some((false, "UInt")) Some((false, "UInt"))"#,
            r#"Mul Some((false, "UTerm")) Some((false, "UInt"))"#,
        ]
    );
    // The trait's bound on an associated type, of the type the impl gives it.
    assert_eq!(
        back(r#"Bits Some((false, "UTerm")) Some((false, "UTerm"))"#),
        [
            r#"BitOps Some((false, "u32")) Some((false, "u32"))"#,
            r#"Bits Some((false, "UTerm")) Some((false, "UTerm"))"#,
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
