use super::*;

fn parse(source: &str) -> syn::File {
    syn::parse_str(source).expect("test source parses")
}

/// Minifies `source` and returns the result, which must have compiled cleanly.
fn minified(source: &str) -> Minified {
    let result = minify(&parse(source), "2021", "minify-test", &[]).expect("rustc runs");
    assert!(result.verified, "not verified: {result:?}");
    result
}

fn format(literal: &str) -> FormatString {
    scan_format(literal).expect("a string literal")
}

#[test]
fn scans_format_strings_at_inline_names() {
    let scanned = format(r#""{x} {{y}} {0} {:>w$.p$} {z:?} \u{7b}q\u{7d}""#);
    assert_eq!(scanned.names().collect::<Vec<_>>(), ["x", "w", "p", "z"]);
    assert!(scanned.debug);
    let text: String = scanned
        .pieces
        .iter()
        .map(|piece| match piece {
            Piece::Text(text) | Piece::Name(text) => text.as_str(),
        })
        .collect();
    assert_eq!(text, r#""{x} {{y}} {0} {:>w$.p$} {z:?} \u{7b}q\u{7d}""#);
    assert_eq!(
        format(r###"r#"{a}"#"###).pieces,
        [
            Piece::Text("r#\"{".to_string()),
            Piece::Name("a".to_string()),
            Piece::Text("}\"#".to_string())
        ]
    );
    assert!(!format(r#""{} {:x<5}""#).debug);
    assert_eq!(format(r#""{:x<5} {_}""#).names().count(), 0);
    assert_eq!(scan_format("b\"x\""), None);
    assert_eq!(scan_format("'x'"), None);
    assert_eq!(scan_format("\"{unclosed\""), None);
}

#[test]
fn fresh_names_are_letters_then_letter_digit() {
    let names: Vec<String> = fresh_names(false).collect();
    assert_eq!(names[..3], ["a", "b", "c"]);
    assert_eq!(names[26..29], ["a0", "a1", "a2"]);
    assert_eq!(names.len(), 26 + 260 + 2600);
    assert_eq!(fresh_names(true).nth(26).as_deref(), Some("A0"));
}

#[test]
fn renames_locals_fields_methods_types_modules_and_format_args() {
    let result = minified(
        "mod geometry { pub struct Point { pub horizontal: i64, pub vertical: i64 } \
         impl Point { pub fn manhattan(&self) -> i64 { self.horizontal.abs() + self.vertical.abs() } } } \
         use geometry::Point; const LIMIT: i64 = 10; \
         fn main() { let point = Point { horizontal: 3, vertical: -4 }; \
         let distance = point.manhattan(); let width = 5; \
         println!(\"{distance:>width$} {}\", distance < LIMIT); }",
    );
    for name in [
        "geometry",
        "Point",
        "horizontal",
        "vertical",
        "manhattan",
        "point",
        "distance",
        "width",
        "LIMIT",
    ] {
        assert!(
            !result.text.contains(name),
            "`{name}` is still there:\n{}",
            result.text
        );
    }
    assert!(result.text.contains("fn main()"), "{}", result.text);
    assert!(result.text.contains("abs()"), "{}", result.text);
    assert!(result.excluded.is_empty(), "{result:?}");
    // Uppercase names get uppercase fresh names.
    assert!(result.renames["Point"].starts_with(|c: char| c.is_ascii_uppercase()));
    assert!(result.renames["LIMIT"].starts_with(|c: char| c.is_ascii_uppercase()));
    assert!(result.renames["point"].starts_with(|c: char| c.is_ascii_lowercase()));
}

#[test]
fn foreign_functions_and_statics_keep_their_symbol_names() {
    // An inherent method spelled like the foreign function would rename every `labs`.
    let result = minified(
        "mod c { extern \"C\" { pub fn labs(value: i64) -> i64; pub static environ: *const u8; \
         #[link_name = \"llabs\"] pub fn long_labs(value: i64) -> i64; } } \
         struct Meter; impl Meter { fn labs(&self) -> i64 { 7 } fn environ(&self) -> u8 { 1 } \
         fn long_labs(&self) -> i64 { 2 } } \
         fn main() { println!(\"{} {} {} {}\", unsafe { c::labs(-3) }, Meter.labs(), \
         unsafe { c::environ.is_null() }, Meter.environ() + Meter.long_labs() as u8 \
         + unsafe { c::long_labs(-1) } as u8); }",
    );
    assert!(result.text.contains("fn labs("), "{}", result.text);
    assert!(result.text.contains("static environ:"), "{}", result.text);
    assert!(result.renames.contains_key("long_labs"), "{result:?}");
}

#[test]
fn most_frequent_names_get_the_shortest_names_and_fresh_names_avoid_existing_ones() {
    let result = minified(
        "fn main() { let often = 1; let a = often + often + often; let rare = 2; \
         println!(\"{}\", a + rare); }",
    );
    // `a` exists already, so `often` (4 uses) gets `b` and `rare` (2 uses) `c`.
    assert_eq!(result.renames["often"], "b");
    assert_eq!(result.renames["rare"], "c");
    assert!(!result.renames.contains_key("a"));
}

#[test]
fn trait_defined_in_the_file_is_renamed_with_its_impls_external_trait_impls_keep_names() {
    let result = minified(
        "use std::fmt; trait Shape { fn area(&self) -> u32; } \
         struct Square { side: u32 } \
         impl Shape for Square { fn area(&self) -> u32 { self.side * self.side } } \
         impl fmt::Display for Square { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { \
         write!(f, \"square {}\", self.side) } } \
         struct Counter { left: u32 } \
         impl Iterator for Counter { type Item = u32; fn next(&mut self) -> Option<u32> { \
         self.left = self.left.checked_sub(1)?; Some(self.left) } } \
         fn main() { let square = Square { side: 3 }; \
         println!(\"{} {square} {}\", square.area(), Counter { left: 3 }.sum::<u32>()); }",
    );
    for renamed in [
        "Shape", "area", "Square", "side", "Counter", "left", "square",
    ] {
        assert!(
            result.renames.contains_key(renamed),
            "`{renamed}` kept: {result:?}"
        );
    }
    for kept in [
        "fn fmt(",
        "fn next(",
        "type Item=",
        "fmt::Display",
        "Iterator for",
    ] {
        assert!(
            result.text.contains(kept),
            "`{kept}` lost:\n{}",
            result.text
        );
    }
}

#[test]
fn a_name_after_a_prelude_trait_or_a_primitive_is_std_s() {
    let file: syn::File = syn::parse_str(
        "trait Float { fn min(self) -> Self; fn max(self) -> Self; fn mine(self) -> Self; } \
         fn main() { let a = Ord::min(1, 2); let b = u64::max(a, 3); let c = Self::mine; }",
    )
    .expect("parses");
    let lines = print::compact_lines(&file);
    let analysis = Analysis::of(&file, &lines);
    assert!(!analysis.candidates.contains("min"));
    assert!(!analysis.candidates.contains("max"));
    assert!(analysis.candidates.contains("mine"));
}

#[test]
fn a_field_named_like_a_std_method_is_excluded_after_the_compile_check() {
    let result = minified(
        "struct Stack { len: usize, items: Vec<u8> } \
         fn main() { let stack = Stack { len: 2, items: vec![1, 2] }; \
         println!(\"{} {}\", stack.len, stack.items.len()); }",
    );
    assert!(result.excluded.contains("len"), "{result:?}");
    assert!(!result.renames.contains_key("len"));
    assert!(result.renames.contains_key("items"), "{result:?}");
    assert!(result.text.contains(".len()"), "{}", result.text);
}

#[test]
fn pub_root_items_main_and_debug_printed_types_keep_their_names() {
    let result = minified(
        "pub struct Soma; impl Soma { pub fn let_me_count_the_ways(&self, pattern: Vec<String>) -> i32 { \
         helper_function(pattern.len()) } } \
         fn helper_function(count: usize) -> i32 { count as i32 } \
         #[derive(Debug)] struct Shown { value: u8 } \
         fn main() { let shown = Shown { value: 1 }; \
         println!(\"{} {:?} {}\", Soma.let_me_count_the_ways(vec![]), shown, shown.value); }",
    );
    for kept in ["Soma", "let_me_count_the_ways", "Shown", "value", "fn main"] {
        assert!(
            result.text.contains(kept),
            "`{kept}` lost:\n{}",
            result.text
        );
    }
    for renamed in ["helper_function", "count", "pattern"] {
        assert!(
            result.renames.contains_key(renamed),
            "`{renamed}` kept: {result:?}"
        );
    }
}

#[test]
fn main_returning_a_result_prints_debug_so_debug_derived_names_stay() {
    let result = minified(
        "#[derive(Debug)] struct Failure { reason: u8 } \
         fn check(level: u8) -> Result<u8, Failure> { if level > 9 { Err(Failure { reason: level }) } else { Ok(level) } } \
         fn main() -> Result<(), Failure> { if let Err(failure) = check(10) { \
         println!(\"{}\", failure.reason); } println!(\"{}\", check(3)?); Ok(()) }",
    );
    assert!(
        result.text.contains("struct Failure{reason:u8}"),
        "{}",
        result.text
    );
    assert!(result.renames.contains_key("check"), "{result:?}");
}

#[test]
fn debug_derived_types_are_renamed_when_nothing_prints_debug() {
    let result = minified(
        "#[derive(Debug, Clone)] struct Hidden { value: u8 } \
         fn main() { let hidden = Hidden { value: 1 }; println!(\"{}\", hidden.clone().value); }",
    );
    assert!(result.renames.contains_key("Hidden"), "{result:?}");
    assert!(result.renames.contains_key("value"), "{result:?}");
}

#[test]
fn macros_lifetimes_and_metavariables_are_left_alone() {
    let result = minified(
        "macro_rules! double { ($value:expr) => { $value * 2 }; } \
         fn longest<'long>(first: &'long str, second: &'long str) -> &'long str { \
         if first.len() >= second.len() { first } else { second } } \
         fn main() { let value = double!(21); 'outer: for step in 0..3 { if step == value { break 'outer; } } \
         println!(\"{value} {}\", longest(\"ab\", \"c\")); }",
    );
    for kept in [
        "macro_rules!double",
        "$value:expr",
        "$value*2",
        "'long",
        "'outer",
    ] {
        assert!(
            result.text.contains(kept),
            "`{kept}` lost:\n{}",
            result.text
        );
    }
    for renamed in ["longest", "first", "second", "value", "step"] {
        assert!(
            result.renames.contains_key(renamed),
            "`{renamed}` kept: {result:?}"
        );
    }
}

#[test]
fn format_string_forwarded_by_a_macro_of_ours_excludes_its_names_after_the_check() {
    let result = minified(
        "macro_rules! say { ($($t:tt)*) => { println!($($t)*) }; } \
         fn main() { let count = 3; let other = 4; say!(\"{count}\"); println!(\"{other}\"); }",
    );
    assert!(result.excluded.contains("count"), "{result:?}");
    assert!(result.text.contains("say!(\"{count}\")"), "{}", result.text);
    assert!(result.renames.contains_key("other"), "{result:?}");
}

#[test]
fn generic_parameters_and_closure_bindings_in_macros_are_renamed() {
    let result = minified(
        "fn largest<Element: PartialOrd + Copy, const WIDTH: usize>(items: [Element; WIDTH]) -> Element { \
         let mut best = items[0]; for item in items { if item > best { best = item; } } best } \
         fn main() { assert!([1, 2].iter().all(|entry| *entry > 0)); \
         println!(\"{}\", largest([3, 1, 2])); }",
    );
    for renamed in [
        "Element", "WIDTH", "items", "best", "item", "entry", "largest",
    ] {
        assert!(
            result.renames.contains_key(renamed),
            "`{renamed}` kept: {result:?}"
        );
    }
}

#[test]
fn minifying_twice_is_byte_identical() {
    let source = "struct Grid { rows: usize, columns: usize } \
                  impl Grid { fn cells(&self) -> usize { self.rows * self.columns } } \
                  fn main() { let grid = Grid { rows: 2, columns: 3 }; println!(\"{}\", grid.cells()); }";
    let first = minified(source);
    let second = minified(source);
    assert_eq!(first.text, second.text);
    assert_eq!(first.renames, second.renames);
}

#[test]
fn blame_maps_spans_in_identifiers_and_format_strings_back() {
    let renames = BTreeMap::from([
        ("length".to_string(), "a".to_string()),
        ("total".to_string(), "b".to_string()),
    ]);
    let text = "fn f(){let b=1;v.a();println!(\"{b}\");}\n";
    let diagnostic = |start: usize, end: usize, message: &str| Diagnostic {
        level: "error".to_string(),
        code: None,
        message: message.to_string(),
        rendered: String::new(),
        macro_call: None,
        fixes: Vec::new(),
        primary: vec![(
            LineColumn {
                line: 1,
                column: start,
            },
            LineColumn {
                line: 1,
                column: end,
            },
        )],
    };
    let method = diagnostic(17, 18, "no method named `a` found");
    assert_eq!(
        blame(text, &[&method], &renames),
        BTreeSet::from(["length".to_string()])
    );
    let in_string = diagnostic(31, 34, "cannot find value");
    assert_eq!(
        blame(text, &[&in_string], &renames),
        BTreeSet::from(["total".to_string()])
    );
}
