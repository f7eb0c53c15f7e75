//! proc-macro2 token streams to and from the proc-macro server's `FlatTree`, API version 6
//! (layout measured in /work/shared/notes/proc-macro-server.md).
//!
//! It is not a general token-tree library: spans are not carried (every span sent is id 0, every
//! token received gets the one span the caller passes), so hygiene and per-token locations of an
//! expansion's output are lost; only the tokens' text and structure survive.

use std::collections::HashMap;
use std::str::FromStr;

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use serde::{Deserialize, Serialize};

/// The server's token tree, flattened into arrays of `u32` (field names as on the wire).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct FlatTree {
    subtree: Vec<u32>,
    literal: Vec<u32>,
    punct: Vec<u32>,
    ident: Vec<u32>,
    token_tree: Vec<u32>,
    text: Vec<String>,
}

/// "No suffix" in a literal's suffix slot.
const NONE: u32 = u32::MAX;

const TAG_GROUP: u32 = 0;
const TAG_LITERAL: u32 = 1;
const TAG_PUNCT: u32 = 2;
const TAG_IDENT: u32 = 3;

/// Literal kinds of the version-6 layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LitKind {
    Byte = 1,
    Char = 2,
    Integer = 3,
    Float = 4,
    Str = 5,
    StrRaw = 6,
    ByteStr = 7,
    ByteStrRaw = 8,
    CStr = 9,
    CStrRaw = 10,
}

impl LitKind {
    fn from_u32(kind: u32) -> Option<LitKind> {
        Some(match kind {
            1 => LitKind::Byte,
            2 => LitKind::Char,
            3 => LitKind::Integer,
            4 => LitKind::Float,
            5 => LitKind::Str,
            6 => LitKind::StrRaw,
            7 => LitKind::ByteStr,
            8 => LitKind::ByteStrRaw,
            9 => LitKind::CStr,
            10 => LitKind::CStrRaw,
            _ => return None,
        })
    }

    /// The prefix and quote character of a quoted kind; `None` for numbers.
    fn quoting(self) -> Option<(&'static str, char)> {
        Some(match self {
            LitKind::Byte => ("b", '\''),
            LitKind::Char => ("", '\''),
            LitKind::Str => ("", '"'),
            LitKind::StrRaw => ("r", '"'),
            LitKind::ByteStr => ("b", '"'),
            LitKind::ByteStrRaw => ("br", '"'),
            LitKind::CStr => ("c", '"'),
            LitKind::CStrRaw => ("cr", '"'),
            LitKind::Integer | LitKind::Float => return None,
        })
    }

    fn is_raw(self) -> bool {
        matches!(
            self,
            LitKind::StrRaw | LitKind::ByteStrRaw | LitKind::CStrRaw
        )
    }
}

/// A literal's source text split the way the server stores it: the text keeps escapes (and a
/// leading `-`) but not the prefix, quotes, hashes or suffix.
#[derive(Debug, PartialEq, Eq)]
struct LitParts<'a> {
    kind: LitKind,
    hashes: u32,
    text: &'a str,
    suffix: &'a str,
}

/// Splits a literal's source text (as proc-macro2 prints it). `None` for text that is not a
/// literal rustc's lexer would produce.
fn split_literal(source: &str) -> Option<LitParts<'_>> {
    let (kind, rest) = if let Some(rest) = source.strip_prefix("br") {
        (LitKind::ByteStrRaw, rest)
    } else if let Some(rest) = source.strip_prefix("cr") {
        (LitKind::CStrRaw, rest)
    } else if let Some(rest) = source.strip_prefix('r') {
        (LitKind::StrRaw, rest)
    } else if let Some(rest) = source.strip_prefix("b'") {
        (LitKind::Byte, rest)
    } else if let Some(rest) = source.strip_prefix("b\"") {
        (LitKind::ByteStr, rest)
    } else if let Some(rest) = source.strip_prefix("c\"") {
        (LitKind::CStr, rest)
    } else if let Some(rest) = source.strip_prefix('\'') {
        (LitKind::Char, rest)
    } else if let Some(rest) = source.strip_prefix('"') {
        (LitKind::Str, rest)
    } else {
        return split_number(source);
    };
    if kind.is_raw() {
        let hashes = rest.len() - rest.trim_start_matches('#').len();
        let rest = rest[hashes..].strip_prefix('"')?;
        let closing = format!("\"{}", "#".repeat(hashes));
        let end = rest.rfind(&closing)?;
        return Some(LitParts {
            kind,
            hashes: u32::try_from(hashes).ok()?,
            text: &rest[..end],
            suffix: &rest[end + closing.len()..],
        });
    }
    // A suffix is an identifier, so the last quote character closes the literal.
    let (_, quote) = kind.quoting()?;
    let end = rest.rfind(quote)?;
    Some(LitParts {
        kind,
        hashes: 0,
        text: &rest[..end],
        suffix: &rest[end + 1..],
    })
}

/// Splits an integer or float literal (optionally negative, as a macro can build one) into
/// digits and suffix, classifying it as rustc's lexer does: a float has a `.` or an exponent.
fn split_number(source: &str) -> Option<LitParts<'_>> {
    let unsigned = source.strip_prefix('-').unwrap_or(source);
    let bytes = unsigned.as_bytes();
    if !bytes.first()?.is_ascii_digit() {
        return None;
    }
    let radix_prefixed = bytes.len() > 1 && bytes[0] == b'0' && b"xob".contains(&bytes[1]);
    let mut end = 0;
    let mut float = false;
    if radix_prefixed {
        end = 2;
        let hex = bytes[1] == b'x';
        while end < bytes.len()
            && (bytes[end] == b'_'
                || bytes[end].is_ascii_digit()
                || hex && bytes[end].is_ascii_hexdigit())
        {
            end += 1;
        }
    } else {
        while end < bytes.len() && (bytes[end].is_ascii_digit() || bytes[end] == b'_') {
            end += 1;
        }
        // `1.` is a float, `1.foo` / `1..2` are not one literal, so `.` counts only when not
        // followed by an identifier start or another dot.
        if end < bytes.len()
            && bytes[end] == b'.'
            && !bytes
                .get(end + 1)
                .is_some_and(|&b| b == b'.' || b == b'_' || b.is_ascii_alphabetic())
        {
            float = true;
            end += 1;
            while end < bytes.len() && (bytes[end].is_ascii_digit() || bytes[end] == b'_') {
                end += 1;
            }
        }
        if end < bytes.len() && (bytes[end] == b'e' || bytes[end] == b'E') {
            let mut exponent = end + 1;
            if exponent < bytes.len() && (bytes[exponent] == b'+' || bytes[exponent] == b'-') {
                exponent += 1;
            }
            let digits_start = exponent;
            while exponent < bytes.len()
                && (bytes[exponent].is_ascii_digit() || bytes[exponent] == b'_')
            {
                exponent += 1;
            }
            if bytes[digits_start..exponent].iter().any(u8::is_ascii_digit) {
                float = true;
                end = exponent;
            }
        }
    }
    let split = source.len() - unsigned.len() + end;
    Some(LitParts {
        kind: if float {
            LitKind::Float
        } else {
            LitKind::Integer
        },
        hashes: 0,
        text: &source[..split],
        suffix: &source[split..],
    })
}

/// Rebuilds a literal's source text from the server's parts.
fn literal_source(kind: LitKind, hashes: u32, text: &str, suffix: &str) -> String {
    match kind.quoting() {
        None => format!("{text}{suffix}"),
        Some((prefix, quote)) => {
            let hashes = "#".repeat(hashes as usize);
            format!("{prefix}{hashes}{quote}{text}{quote}{hashes}{suffix}")
        }
    }
}

/// Builds a `FlatTree` from tokens, breadth first, so every group's children are contiguous and
/// every child group's index is greater than its parent's (the server requires the latter).
pub(crate) fn to_flat(stream: &TokenStream) -> FlatTree {
    let mut writer = Writer::default();
    writer.flat.subtree.extend([0; 5]);
    let mut queue = std::collections::VecDeque::new();
    queue.push_back((0u32, Delimiter::None, stream.clone()));
    while let Some((index, delimiter, stream)) = queue.pop_front() {
        let first = wire_len(&writer.flat.token_tree);
        for tree in stream {
            let entry = match tree {
                TokenTree::Group(group) => {
                    let child = wire_len(&writer.flat.subtree) / 5;
                    writer.flat.subtree.extend([0; 5]);
                    queue.push_back((child, group.delimiter(), group.stream()));
                    child << 2 | TAG_GROUP
                }
                TokenTree::Literal(literal) => {
                    let source = literal.to_string();
                    // proc-macro2 only makes literals its own lexer accepts, which split.
                    let parts = split_literal(&source).unwrap_or(LitParts {
                        kind: LitKind::Integer,
                        hashes: 0,
                        text: &source,
                        suffix: "",
                    });
                    let text = writer.intern(parts.text);
                    let suffix = if parts.suffix.is_empty() {
                        NONE
                    } else {
                        writer.intern(parts.suffix)
                    };
                    let index = wire_len(&writer.flat.literal) / 4;
                    writer.flat.literal.extend([
                        0,
                        text,
                        parts.kind as u32 | parts.hashes << 8,
                        suffix,
                    ]);
                    index << 2 | TAG_LITERAL
                }
                TokenTree::Punct(punct) => {
                    let spacing = u32::from(punct.spacing() == Spacing::Joint);
                    let index = wire_len(&writer.flat.punct) / 3;
                    writer
                        .flat
                        .punct
                        .extend([0, u32::from(punct.as_char()), spacing]);
                    index << 2 | TAG_PUNCT
                }
                TokenTree::Ident(ident) => {
                    let source = ident.to_string();
                    let (name, raw) = match source.strip_prefix("r#") {
                        Some(name) => (name, 1),
                        None => (source.as_str(), 0),
                    };
                    let text = writer.intern(name);
                    let index = wire_len(&writer.flat.ident) / 3;
                    writer.flat.ident.extend([0, text, raw]);
                    index << 2 | TAG_IDENT
                }
            };
            writer.flat.token_tree.push(entry);
        }
        let end = wire_len(&writer.flat.token_tree);
        let kind = match delimiter {
            Delimiter::None => 0,
            Delimiter::Parenthesis => 1,
            Delimiter::Brace => 2,
            Delimiter::Bracket => 3,
        };
        let at = index as usize * 5;
        writer.flat.subtree[at..at + 5].copy_from_slice(&[0, 0, kind, first, end]);
    }
    writer.flat
}

#[derive(Default)]
struct Writer {
    flat: FlatTree,
    texts: HashMap<String, u32>,
}

impl Writer {
    fn intern(&mut self, text: &str) -> u32 {
        if let Some(&index) = self.texts.get(text) {
            return index;
        }
        let index = wire_len(&self.flat.text);
        self.flat.text.push(text.to_string());
        self.texts.insert(text.to_string(), index);
        index
    }
}

/// A table's length as a wire index. Token streams with 2^32 entries are not a real case: the
/// JSON alone would be tens of gigabytes.
fn wire_len<T>(table: &[T]) -> u32 {
    u32::try_from(table.len()).expect("a token tree with fewer than 2^32 entries")
}

/// Rebuilds tokens from a `FlatTree` the server sent, giving every token `span`. A root group
/// with a delimiter (the server sends one when the output is a single group) becomes that group.
///
/// Errors describe what in the tree is malformed; the caller adds which request it answered.
pub(crate) fn from_flat(flat: &FlatTree, span: Span) -> Result<TokenStream, String> {
    let reader = Reader { flat, span };
    let (delimiter, stream) = reader.subtree(0, 0)?;
    Ok(match delimiter {
        Delimiter::None => stream,
        delimiter => {
            let mut group = Group::new(delimiter, stream);
            group.set_span(span);
            TokenStream::from(TokenTree::Group(group))
        }
    })
}

struct Reader<'a> {
    flat: &'a FlatTree,
    span: Span,
}

/// Deeper than any real expansion; guards the recursion against a cyclic tree.
const MAX_NESTING: usize = 1024;

impl Reader<'_> {
    fn slot<'t>(
        &self,
        table: &'t [u32],
        name: &str,
        index: u32,
        width: usize,
    ) -> Result<&'t [u32], String> {
        let start = index as usize * width;
        table.get(start..start + width).ok_or_else(|| {
            format!(
                "{name} {index} is out of range ({} entries)",
                table.len() / width
            )
        })
    }

    fn text(&self, index: u32) -> Result<&str, String> {
        self.flat
            .text
            .get(index as usize)
            .map(String::as_str)
            .ok_or_else(|| format!("text {index} is out of range"))
    }

    fn subtree(&self, index: u32, nesting: usize) -> Result<(Delimiter, TokenStream), String> {
        if nesting > MAX_NESTING {
            return Err(format!("groups nested deeper than {MAX_NESTING}"));
        }
        let &[_, _, kind, first, end] = self.slot(&self.flat.subtree, "subtree", index, 5)? else {
            unreachable!("slot returns exactly 5 entries");
        };
        let delimiter = match kind {
            0 => Delimiter::None,
            1 => Delimiter::Parenthesis,
            2 => Delimiter::Brace,
            3 => Delimiter::Bracket,
            _ => return Err(format!("subtree {index} has unknown delimiter kind {kind}")),
        };
        let children = self
            .flat
            .token_tree
            .get(first as usize..end as usize)
            .ok_or_else(|| format!("subtree {index} has children {first}..{end} out of range"))?;
        let mut stream = TokenStream::new();
        for &entry in children {
            let at = entry >> 2;
            let tree = match entry & 3 {
                TAG_GROUP => {
                    if at <= index {
                        return Err(format!("subtree {at} is not after its parent {index}"));
                    }
                    let (delimiter, inner) = self.subtree(at, nesting + 1)?;
                    let mut group = Group::new(delimiter, inner);
                    group.set_span(self.span);
                    TokenTree::Group(group)
                }
                TAG_LITERAL => TokenTree::Literal(self.literal(at)?),
                TAG_PUNCT => TokenTree::Punct(self.punct(at)?),
                _ => TokenTree::Ident(self.ident(at)?),
            };
            stream.extend([tree]);
        }
        Ok((delimiter, stream))
    }

    fn literal(&self, index: u32) -> Result<Literal, String> {
        let &[_, text, kind_hashes, suffix] = self.slot(&self.flat.literal, "literal", index, 4)?
        else {
            unreachable!("slot returns exactly 4 entries");
        };
        let kind = LitKind::from_u32(kind_hashes & 0xff)
            .ok_or_else(|| format!("literal {index} has unknown kind {}", kind_hashes & 0xff))?;
        let suffix = if suffix == NONE {
            ""
        } else {
            self.text(suffix)?
        };
        let source = literal_source(kind, kind_hashes >> 8, self.text(text)?, suffix);
        let mut literal = Literal::from_str(&source)
            .map_err(|error| format!("literal `{source}` does not lex: {error}"))?;
        literal.set_span(self.span);
        Ok(literal)
    }

    fn punct(&self, index: u32) -> Result<Punct, String> {
        let &[_, char, spacing] = self.slot(&self.flat.punct, "punct", index, 3)? else {
            unreachable!("slot returns exactly 3 entries");
        };
        let char = char::from_u32(char)
            .filter(|c| "=<>!~+-*/%^&|@.,;:#$?'".contains(*c))
            .ok_or_else(|| format!("punct {index} is not a punctuation character ({char})"))?;
        let spacing = if spacing == 1 {
            Spacing::Joint
        } else {
            Spacing::Alone
        };
        let mut punct = Punct::new(char, spacing);
        punct.set_span(self.span);
        Ok(punct)
    }

    fn ident(&self, index: u32) -> Result<Ident, String> {
        let &[_, text, raw] = self.slot(&self.flat.ident, "ident", index, 3)? else {
            unreachable!("slot returns exactly 3 entries");
        };
        let name = self.text(text)?;
        let source = if raw == 1 {
            format!("r#{name}")
        } else {
            name.to_string()
        };
        // Ident::new panics on text that is not an identifier; lexing checks it without panicking.
        let mut tokens = TokenStream::from_str(&source)
            .map_err(|error| format!("ident `{source}` does not lex: {error}"))?
            .into_iter();
        match (tokens.next(), tokens.next()) {
            (Some(TokenTree::Ident(mut ident)), None) => {
                ident.set_span(self.span);
                Ok(ident)
            }
            _ => Err(format!("ident {index} (`{source}`) is not one identifier")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tokens with their structure, spacing and exact literal text, for comparing streams.
    fn describe(stream: &TokenStream) -> Vec<String> {
        stream
            .clone()
            .into_iter()
            .map(|tree| match tree {
                TokenTree::Group(group) => format!(
                    "group {:?} {:?}",
                    group.delimiter(),
                    describe(&group.stream())
                ),
                TokenTree::Literal(literal) => format!("literal {literal}"),
                TokenTree::Punct(punct) => {
                    format!("punct {} {:?}", punct.as_char(), punct.spacing())
                }
                TokenTree::Ident(ident) => format!("ident {ident}"),
            })
            .collect()
    }

    fn round_trip(stream: &TokenStream) -> TokenStream {
        let flat = to_flat(stream);
        // Through JSON too, as on the wire.
        let json = serde_json::to_string(&flat).expect("a FlatTree serializes");
        let back: FlatTree = serde_json::from_str(&json).expect("a FlatTree deserializes");
        from_flat(&back, Span::call_site()).expect("our own tree is well formed")
    }

    fn assert_round_trip(source: &str) {
        let stream = TokenStream::from_str(source).expect("test source lexes");
        assert_eq!(
            describe(&round_trip(&stream)),
            describe(&stream),
            "{source}"
        );
    }

    #[test]
    fn literals_of_every_kind_round_trip() {
        assert_round_trip(
            r####"1 1_000u64 0xFFu8 0o17 0b1010_1010i32 1.5 1e10 2.5e-3f64 1f32 1. 7usize
                "plain" "esc\"aped\n" r"raw" r#"ha"sh"# r##"two"#hashes"## b"bytes\x00" br#"raw"bytes"#
                'c' '\n' '\'' '\u{1F600}' b'x' b'\\' c"cstr" cr#"raw c"# "suffixed"sfx"####,
        );
    }

    #[test]
    fn lifetimes_joint_puncts_and_raw_identifiers_round_trip() {
        assert_round_trip(
            "fn f<'a>(x: &'a str) -> &'static str { a::b::<T>(); 0..=9; x += 1; r#type; r#fn }",
        );
    }

    #[test]
    fn nested_groups_of_every_delimiter_round_trip() {
        let stream = TokenStream::from_str("a ( b [ c { d } ] ( ) ) { [ ] } [ ( { } ) ]")
            .expect("test source lexes");
        let invisible = Group::new(Delimiter::None, stream.clone());
        let with_invisible: TokenStream = [TokenTree::Group(invisible)]
            .into_iter()
            .chain(stream)
            .collect();
        assert_eq!(
            describe(&round_trip(&with_invisible)),
            describe(&with_invisible)
        );
    }

    #[test]
    fn negative_literals_built_by_macros_round_trip() {
        // proc-macro2 (outside a proc macro) keeps a negative literal as `-` and the literal.
        let stream: TokenStream = [
            TokenTree::Literal(Literal::i32_suffixed(-7)),
            TokenTree::Literal(Literal::f64_unsuffixed(-2.5)),
        ]
        .into_iter()
        .collect();
        assert_eq!(describe(&round_trip(&stream)), describe(&stream));
    }

    #[test]
    fn a_reply_of_the_real_server_decodes() {
        // `literals!()` of the test fixture, as rust-analyzer-proc-macro-srv 1.95.0 sent it: one
        // root group, a negative literal in one piece (text `-7`).
        let reply = r#"{"subtree":[0,0,1,0,11],"literal":[0,0,3,1,0,2,3,3,0,4,2,4294967295,0,5,5,4294967295,0,6,7,4294967295,0,7,4,8],"punct":[0,44,0,0,44,0,0,44,0,0,44,0,0,44,0],"ident":[],"token_tree":[1,2,5,6,9,10,13,14,17,18,21],"text":["-7","i32","1_000","u64","x","a\\\"b","bytes","2.5","f32"]}"#;
        let flat: FlatTree = serde_json::from_str(reply).expect("the reply is a FlatTree");
        let stream = from_flat(&flat, Span::call_site()).expect("well formed");
        assert_eq!(
            stream.to_string(),
            r#"(- 7i32 , 1_000u64 , 'x' , "a\"b" , b"bytes" , 2.5f32)"#
        );
    }

    #[test]
    fn literal_parts_match_the_servers_layout() {
        let parts = |source| {
            let parts = split_literal(source).expect("a literal");
            (parts.kind as u32, parts.hashes, parts.text, parts.suffix)
        };
        assert_eq!(parts("'\\n'"), (2, 0, "\\n", ""));
        assert_eq!(parts("1_000u64"), (3, 0, "1_000", "u64"));
        assert_eq!(parts("-7i32"), (3, 0, "-7", "i32"));
        assert_eq!(parts("2.5f32"), (4, 0, "2.5", "f32"));
        assert_eq!(parts("1e-3"), (4, 0, "1e-3", ""));
        assert_eq!(parts("0xABu8"), (3, 0, "0xAB", "u8"));
        assert_eq!(parts("r##\"a\"#b\"##"), (6, 2, "a\"#b", ""));
        assert_eq!(parts("b\"x\""), (7, 0, "x", ""));
        assert_eq!(parts("br\"x\""), (8, 0, "x", ""));
        assert_eq!(parts("c\"x\""), (9, 0, "x", ""));
        assert_eq!(parts("cr#\"x\"#"), (10, 1, "x", ""));
        assert_eq!(parts("b'\\''"), (1, 0, "\\'", ""));
        assert_eq!(parts("\"s\"suffix"), (5, 0, "s", "suffix"));
    }

    #[test]
    fn flat_layout_of_a_small_stream() {
        let stream = TokenStream::from_str("f(x::y, 'a')").expect("test source lexes");
        let flat = to_flat(&stream);
        assert_eq!(flat.subtree, [0, 0, 0, 0, 2, 0, 0, 1, 2, 8]);
        assert_eq!(flat.token_tree, [3, 4, 7, 2, 6, 11, 10, 1]);
        assert_eq!(
            flat.punct,
            [0, ':' as u32, 1, 0, ':' as u32, 0, 0, ',' as u32, 0]
        );
        assert_eq!(flat.literal, [0, 3, 2, NONE]);
        assert_eq!(flat.text, ["f", "x", "y", "a"]);
    }

    #[test]
    fn a_root_with_a_delimiter_is_one_group() {
        let mut flat = to_flat(&TokenStream::from_str("a, 1").expect("test source lexes"));
        flat.subtree[2] = 1;
        let stream = from_flat(&flat, Span::call_site()).expect("well formed");
        assert_eq!(stream.to_string(), "(a , 1)");
    }

    #[test]
    fn malformed_trees_are_errors_not_panics() {
        let mut flat = to_flat(&TokenStream::from_str("a + (b)").expect("test source lexes"));
        flat.ident[1] = 99;
        assert!(from_flat(&flat, Span::call_site()).is_err());
        let mut flat = to_flat(&TokenStream::from_str("(b)").expect("test source lexes"));
        flat.subtree[9] = 7;
        assert!(from_flat(&flat, Span::call_site()).is_err());
        let mut flat = to_flat(&TokenStream::from_str("x").expect("test source lexes"));
        flat.text[0] = "not an ident".to_string();
        assert!(from_flat(&flat, Span::call_site()).is_err());
        let mut flat = to_flat(&TokenStream::from_str("+").expect("test source lexes"));
        flat.punct[1] = 'a' as u32;
        assert!(from_flat(&flat, Span::call_site()).is_err());
        let mut flat = to_flat(&TokenStream::from_str("(x)").expect("test source lexes"));
        flat.token_tree[0] = 0;
        assert!(
            from_flat(&flat, Span::call_site()).is_err(),
            "a group that contains itself"
        );
    }
}
