//! Size statistics of a single-file submission: its size against every judge's limit and
//! the items that take the most bytes.
//!
//! Works on any `.rs` file's text: items are found with syn and measured by the bytes of
//! their source text (attributes included), descending into inline modules and impl blocks.
//! It does not shrink anything; it tells where the bytes are.

use std::collections::BTreeMap;
use std::fmt;

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{ImplItem, Item};

use crate::profile::{Profile, DEFAULT_JUDGE, PROFILES};

/// One item of a file and the bytes of its source text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemSize {
    /// The item and the modules and impl blocks around it, outermost first, e.g.
    /// `["mod puzzle", "impl Search", "fn run"]`.
    pub path: Vec<String>,
    /// Bytes of the item's text in the file, from its first attribute to its last token.
    pub bytes: usize,
    /// Whether this is an inline module or an impl block, whose bytes include its children.
    pub container: bool,
}

impl ItemSize {
    /// The path joined with ` > `, e.g. `mod puzzle > impl Search > fn run`.
    pub fn display_path(&self) -> String {
        self.path.join(" > ")
    }
}

/// The measurements of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stat {
    /// The file's size in bytes.
    pub bytes: usize,
    /// Every item, containers before their children, in file order.
    pub items: Vec<ItemSize>,
}

/// A file that is not valid Rust.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatError {
    /// 1-based line of the error.
    pub line: usize,
    /// 1-based column (in characters) of the error.
    pub column: usize,
    /// syn's message.
    pub message: String,
}

impl fmt::Display for StatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for StatError {}

/// Parses `source` and measures every item in it.
///
/// # Errors
/// [`StatError`] with the position of the first syntax error.
///
/// # Example
/// ```
/// let stat = judgepack::stat::analyze("mod m {\n    fn f() {}\n}\nfn main() {}\n").unwrap();
/// let sizes: Vec<(String, usize)> =
///     stat.items.iter().map(|i| (i.display_path(), i.bytes)).collect();
/// assert_eq!(sizes, [
///     ("mod m".to_owned(), 23),
///     ("mod m > fn f".to_owned(), 9),
///     ("fn main".to_owned(), 12),
/// ]);
/// ```
pub fn analyze(source: &str) -> Result<Stat, StatError> {
    let file = syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        StatError {
            line: start.line,
            column: start.column + 1,
            message: error.to_string(),
        }
    })?;
    let mut measure = Measure {
        source,
        items: Vec::new(),
        path: Vec::new(),
    };
    measure.items(&file.items);
    Ok(Stat {
        bytes: source.len(),
        items: measure.items,
    })
}

/// The `count` largest items that are not containers, largest first (ties in file order).
pub fn largest(items: &[ItemSize], count: usize) -> Vec<&ItemSize> {
    let mut leaves: Vec<&ItemSize> = items.iter().filter(|item| !item.container).collect();
    leaves.sort_by_key(|item| std::cmp::Reverse(item.bytes));
    leaves.truncate(count);
    leaves
}

/// How much of one judge's limit `bytes` use.
#[derive(Debug, Clone, PartialEq)]
pub struct LimitUse {
    /// The judge.
    pub profile: &'static Profile,
    /// The file's size.
    pub bytes: usize,
    /// `bytes` as a percentage of the judge's limit (`None`: the limit is unknown).
    pub percent: Option<f64>,
}

impl LimitUse {
    /// Whether the file is within the judge's limit (a limit no source gives is never
    /// exceeded).
    pub fn fits(&self) -> bool {
        self.profile
            .size_limit
            .map_or(true, |limit| self.bytes <= limit)
    }
}

/// `bytes` against every real judge's limit, in [`PROFILES`] order (the `default` profile
/// is no judge of its own).
pub fn limits(bytes: usize) -> Vec<LimitUse> {
    PROFILES
        .iter()
        .filter(|profile| profile.name != DEFAULT_JUDGE)
        .map(|profile| LimitUse {
            profile,
            bytes,
            // Sizes are far below 2^52, so the conversion is exact.
            percent: profile
                .size_limit
                .map(|limit| bytes as f64 * 100.0 / limit as f64),
        })
        .collect()
}

/// The full `judgepack stat` report for the file `label` whose text is `source`: its size,
/// the use of every judge's limit (the file's own judge marked when known), its inline
/// modules, and its `top` largest items.
///
/// # Errors
/// [`StatError`] when `source` is not valid Rust.
pub fn report(
    label: &str,
    source: &str,
    judge: Option<&Profile>,
    top: usize,
) -> Result<String, StatError> {
    report_named(label, source, judge, top, &BTreeMap::new())
}

/// [`report`] for a file whose names were shortened: `source_names` maps each short name back
/// to the name in the sources, and items are listed under those (byte counts stay the file's).
///
/// # Errors
/// [`StatError`] when `source` is not valid Rust.
pub fn report_named(
    label: &str,
    source: &str,
    judge: Option<&Profile>,
    top: usize,
    source_names: &BTreeMap<String, String>,
) -> Result<String, StatError> {
    let mut stat = analyze(source)?;
    for item in &mut stat.items {
        for segment in &mut item.path {
            *segment = with_source_names(segment, source_names);
        }
    }
    let mut out = format!("{label}: {} bytes\n", thousands(stat.bytes));

    let name_width = PROFILES.iter().map(|p| p.name.len()).max().unwrap_or(0);
    let limit_width = PROFILES
        .iter()
        .map(|p| limit_text(p).len())
        .max()
        .unwrap_or(0);
    for usage in limits(stat.bytes) {
        let mut notes = Vec::new();
        if judge.is_some_and(|j| j.name == usage.profile.name) {
            notes.push("its judge");
        }
        if !usage.fits() {
            notes.push("OVER THE LIMIT");
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("  ({})", notes.join(", "))
        };
        let percent = usage
            .percent
            .map_or_else(|| "-".to_string(), |percent| format!("{percent:.1}%"));
        out.push_str(&format!(
            "  {:<name_width$}  {:>limit_width$}  {percent:>7}{notes}\n",
            usage.profile.name,
            limit_text(usage.profile),
        ));
    }

    let modules: Vec<&ItemSize> = stat
        .items
        .iter()
        .filter(|item| {
            item.path
                .last()
                .is_some_and(|last| last.starts_with("mod "))
        })
        .collect();
    let leaves = largest(&stat.items, top);
    let width = modules
        .iter()
        .chain(&leaves)
        .map(|item| item.display_path().chars().count())
        .max()
        .unwrap_or(0);
    let byte_width = modules
        .iter()
        .chain(&leaves)
        .map(|item| thousands(item.bytes).len())
        .max()
        .unwrap_or(0);
    let row = |item: &ItemSize| {
        format!(
            "  {:<width$}  {:>byte_width$} B\n",
            item.display_path(),
            thousands(item.bytes)
        )
    };
    if !modules.is_empty() {
        out.push_str("modules:\n");
        for module in &modules {
            out.push_str(&row(module));
        }
    }
    let leaf_count = stat.items.iter().filter(|item| !item.container).count();
    out.push_str(&format!(
        "largest items ({} of {leaf_count}):\n",
        leaves.len()
    ));
    for item in &leaves {
        out.push_str(&row(item));
    }
    Ok(out)
}

/// A judge's size limit as a report shows it: `524,288 B`, or `unknown`.
pub fn limit_text(profile: &Profile) -> String {
    profile.size_limit.map_or_else(
        || "unknown".to_string(),
        |limit| format!("{} B", thousands(limit)),
    )
}

/// `n` with a comma between groups of three digits, e.g. `12,345`.
///
/// # Example
/// ```
/// assert_eq!(judgepack::stat::thousands(1234567), "1,234,567");
/// assert_eq!(judgepack::stat::thousands(999), "999");
/// ```
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

struct Measure<'a> {
    source: &'a str,
    items: Vec<ItemSize>,
    path: Vec<String>,
}

impl Measure<'_> {
    fn items(&mut self, items: &[Item]) {
        for item in items {
            self.item(item);
        }
    }

    fn item(&mut self, item: &Item) {
        let label = match item {
            Item::Const(i) => format!("const {}", i.ident),
            Item::Enum(i) => format!("enum {}", i.ident),
            Item::ExternCrate(i) => format!("extern crate {}", i.ident),
            Item::Fn(i) => format!("fn {}", i.sig.ident),
            Item::ForeignMod(_) => "extern block".to_owned(),
            Item::Impl(i) => {
                let target = self.text_of(i.self_ty.span());
                match &i.trait_ {
                    Some((_, path, _)) => {
                        format!("impl {} for {target}", self.text_of(path.span()))
                    }
                    None => format!("impl {target}"),
                }
            }
            Item::Macro(i) => match &i.ident {
                Some(name) => format!("macro_rules! {name}"),
                None => format!("{}!", self.text_of(i.mac.path.span())),
            },
            Item::Mod(i) => format!("mod {}", i.ident),
            Item::Static(i) => format!("static {}", i.ident),
            Item::Struct(i) => format!("struct {}", i.ident),
            Item::Trait(i) => format!("trait {}", i.ident),
            Item::TraitAlias(i) => format!("trait {}", i.ident),
            Item::Type(i) => format!("type {}", i.ident),
            Item::Union(i) => format!("union {}", i.ident),
            Item::Use(i) => format!("use {}", self.text_of(i.tree.span())),
            _ => "item".to_owned(),
        };
        let children = match item {
            Item::Mod(module) => module
                .content
                .as_ref()
                .map(|(_, items)| Children::Items(items)),
            Item::Impl(block) => Some(Children::ImplItems(&block.items)),
            _ => None,
        };
        self.push(label, item.span(), children.is_some());
        match children {
            Some(Children::Items(items)) => self.nested(|this| this.items(items)),
            Some(Children::ImplItems(items)) => self.nested(|this| {
                for item in items {
                    this.impl_item(item);
                }
            }),
            None => {}
        }
    }

    fn impl_item(&mut self, item: &ImplItem) {
        let label = match item {
            ImplItem::Const(i) => format!("const {}", i.ident),
            ImplItem::Fn(i) => format!("fn {}", i.sig.ident),
            ImplItem::Type(i) => format!("type {}", i.ident),
            ImplItem::Macro(i) => format!("{}!", self.text_of(i.mac.path.span())),
            _ => "item".to_owned(),
        };
        self.push(label, item.span(), false);
    }

    /// Runs `inside` with the last pushed item as the enclosing path.
    fn nested(&mut self, inside: impl FnOnce(&mut Self)) {
        let parent = self
            .items
            .last()
            .and_then(|item| item.path.last())
            .cloned()
            .unwrap_or_default();
        self.path.push(parent);
        inside(self);
        self.path.pop();
    }

    fn push(&mut self, label: String, span: Span, container: bool) {
        let mut path = self.path.clone();
        path.push(label);
        self.items.push(ItemSize {
            path,
            bytes: span.byte_range().len(),
            container,
        });
    }

    /// The source text under `span`, whitespace runs collapsed to one space.
    fn text_of(&self, span: Span) -> String {
        let text = self.source.get(span.byte_range()).unwrap_or_default();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

enum Children<'a> {
    Items(&'a [Item]),
    ImplItems(&'a [ImplItem]),
}

/// `text` with every identifier found in `source_names` replaced by its source name.
fn with_source_names(text: &str, source_names: &BTreeMap<String, String>) -> String {
    if source_names.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        out.push_str(source_names.get(&word).unwrap_or(&word));
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_are_shown_as_the_source_names() {
        let names: BTreeMap<String, String> = [("b6", "puzzle"), ("I", "Search"), ("d2", "run")]
            .into_iter()
            .map(|(short, long)| (short.to_string(), long.to_string()))
            .collect();
        assert_eq!(
            with_source_names("impl I<'_, V>", &names),
            "impl Search<'_, V>"
        );
        assert_eq!(with_source_names("fn d2", &names), "fn run");
        // Only whole identifiers: `b60` is another name.
        assert_eq!(with_source_names("mod b60", &names), "mod b60");
        let text = "mod b6{pub struct I;impl I{pub fn d2(&self){}}}fn main(){}";
        let report = report_named("x.rs", text, None, 5, &names).expect("valid Rust");
        assert!(
            report.contains("mod puzzle > impl Search > fn run"),
            "{report}"
        );
        assert!(!report.contains("b6"), "{report}");
    }

    const SAMPLE: &str = "\
//! header
use std::io::{self, Read};

mod puzzle {
    pub struct Search {
        count: u64,
    }

    impl Search {
        pub fn run(&mut self) -> u64 {
            self.count += 1;
            self.count
        }
    }

    impl Default for Search {
        fn default() -> Self {
            Search { count: 0 }
        }
    }

    pub mod tables {
        pub const ROTATIONS: [u8; 3] = [1, 2, 3];
    }
}

macro_rules! twice {
    ($e:expr) => {
        $e * 2
    };
}

/// Doc comments count.
fn main() {
    let _ = twice!(2);
}
";

    fn sizes(stat: &Stat) -> Vec<(String, usize, bool)> {
        stat.items
            .iter()
            .map(|i| (i.display_path(), i.bytes, i.container))
            .collect()
    }

    fn text_bytes(needle: &str) -> usize {
        assert!(SAMPLE.contains(needle), "{needle}");
        needle.len()
    }

    #[test]
    fn measures_nested_items_by_their_source_text() {
        let stat = analyze(SAMPLE).unwrap();
        assert_eq!(stat.bytes, SAMPLE.len());
        let run = "pub fn run(&mut self) -> u64 {\n            self.count += 1;\n            self.count\n        }";
        let main = "/// Doc comments count.\nfn main() {\n    let _ = twice!(2);\n}";
        let tables = "pub mod tables {\n        pub const ROTATIONS: [u8; 3] = [1, 2, 3];\n    }";
        let found = sizes(&stat);
        let expect = |path: &str| {
            found
                .iter()
                .find(|(p, _, _)| p == path)
                .map(|(_, b, c)| (*b, *c))
        };
        assert_eq!(
            expect("use std::io::{self, Read}"),
            Some((text_bytes("use std::io::{self, Read};"), false))
        );
        assert_eq!(
            expect("mod puzzle > impl Search > fn run"),
            Some((text_bytes(run), false))
        );
        assert_eq!(
            expect("mod puzzle > mod tables"),
            Some((text_bytes(tables), true))
        );
        assert_eq!(
            expect("mod puzzle > mod tables > const ROTATIONS"),
            Some((
                text_bytes("pub const ROTATIONS: [u8; 3] = [1, 2, 3];"),
                false
            ))
        );
        assert_eq!(
            expect("mod puzzle > impl Default for Search > fn default").map(|(_, c)| c),
            Some(false)
        );
        assert_eq!(expect("macro_rules! twice").map(|(_, c)| c), Some(false));
        assert_eq!(expect("fn main"), Some((text_bytes(main), false)));
        let order: Vec<&str> = found.iter().map(|(p, _, _)| p.as_str()).collect();
        assert_eq!(
            order,
            [
                "use std::io::{self, Read}",
                "mod puzzle",
                "mod puzzle > struct Search",
                "mod puzzle > impl Search",
                "mod puzzle > impl Search > fn run",
                "mod puzzle > impl Default for Search",
                "mod puzzle > impl Default for Search > fn default",
                "mod puzzle > mod tables",
                "mod puzzle > mod tables > const ROTATIONS",
                "macro_rules! twice",
                "fn main",
            ]
        );
    }

    #[test]
    fn counts_bytes_not_characters() {
        let stat = analyze("const S: &str = \"äöü\";\n").unwrap();
        assert_eq!(stat.items[0].bytes, "const S: &str = \"äöü\";".len());
    }

    #[test]
    fn largest_skips_containers_and_keeps_file_order_on_ties() {
        let stat = analyze("mod m { fn a() {} fn b() {} }\nfn c() { 1; }\n").unwrap();
        let names: Vec<String> = largest(&stat.items, 2)
            .iter()
            .map(|item| item.display_path())
            .collect();
        assert_eq!(names, ["fn c", "mod m > fn a"]);
    }

    #[test]
    fn syntax_errors_have_a_position() {
        let error = analyze("fn main() {\n    let = 1;\n}\n").unwrap_err();
        assert_eq!((error.line, error.column), (2, 9));
    }

    #[test]
    fn limits_cover_every_judge() {
        let uses = limits(10_001);
        assert_eq!(uses.len(), PROFILES.len() - 1);
        assert!(!uses[0].fits());
        assert!(uses[1..].iter().all(LimitUse::fits));
        assert!((uses[0].percent.unwrap_or(0.0) - 100.01).abs() < 1e-9);
    }

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(65_536), "65,536");
        assert_eq!(thousands(100_000), "100,000");
    }

    #[test]
    fn report_lists_limits_modules_and_items() {
        let uva = Profile::by_name("uva").ok();
        let text = report("sample.rs", SAMPLE, uva, 3).unwrap();
        let expected = "\
sample.rs: 545 bytes
  uva                 10,000 B     5.5%  (its judge)
  topcoder            65,536 B     0.8%
  codeforces          65,536 B     0.8%
  codeforces-2024     65,536 B     0.8%
  kattis             131,072 B     0.4%
  atcoder            524,288 B     0.1%
  atcoder-2023       524,288 B     0.1%
  library-checker  1,048,576 B     0.1%
  yukicoder            unknown        -
modules:
  mod puzzle                                         378 B
  mod puzzle > mod tables                             72 B
largest items (3 of 7):
  mod puzzle > impl Search > fn run                   92 B
  mod puzzle > impl Default for Search > fn default   64 B
  macro_rules! twice                                  63 B
";
        assert_eq!(text, expected);
    }
}
