//! TopCoder `String[]` literals as the examples of a statement show them:
//! `{"333", "333", "333"}`: strings in double quotes, separated by commas, inside braces.
//!
//! Any whitespace (line breaks included) may stand between the tokens, so a literal may span
//! lines; `{}` is the empty array. Inside a string a backslash takes the next byte literally
//! (`\"`, `\\`); a string may not contain a line break. Not its job: other TopCoder types, or
//! checking a problem's constraints on the strings.

use crate::{Input, InputError};

/// One parsed literal and where its `{` stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StringArray {
    /// The strings, in order, without quotes or escapes.
    pub items: Vec<String>,
    /// 1-based line of the opening `{`.
    pub line: usize,
    /// 1-based byte column of the opening `{`.
    pub column: usize,
}

impl StringArray {
    /// An error located at the literal's opening `{`.
    pub fn error(&self, message: impl Into<String>) -> InputError {
        InputError::at(self.line, self.column, message)
    }
}

fn expected(input: &Input, what: &str) -> InputError {
    input.error(format!("expected {what}, found {}", input.found()))
}

/// Reads the next literal; `Ok(None)` when only whitespace is left.
///
/// Errors (at the offending byte): "expected `{`", "expected `\"` or `}`" (after `{`),
/// "expected `\"`" (after `,`), "expected `,` or `}`" (after a string), each followed by
/// ", found `...`" or ", found end of input"; "unterminated string literal" (at the opening
/// quote); "string literal is not valid UTF-8". O(length of the literal).
///
/// ```
/// use judge_io::{topcoder::read_string_array, Input};
/// let mut input = Input::new("{\"12\",\n \"3\"} {}");
/// let first = read_string_array(&mut input).expect("valid").expect("present");
/// assert_eq!((first.items, first.line, first.column), (vec!["12".to_string(), "3".to_string()], 1, 1));
/// assert_eq!(read_string_array(&mut input).expect("valid").expect("present").items.len(), 0);
/// assert_eq!(read_string_array(&mut input), Ok(None));
/// ```
pub fn read_string_array(input: &mut Input) -> Result<Option<StringArray>, InputError> {
    input.skip_whitespace();
    let (line, column) = input.position();
    match input.peek() {
        None => return Ok(None),
        Some(b'{') => input.bump(),
        Some(_) => return Err(expected(input, "`{`")),
    };
    let mut items = Vec::new();
    input.skip_whitespace();
    if input.peek() == Some(b'}') {
        input.bump();
    } else {
        loop {
            input.skip_whitespace();
            if input.peek() != Some(b'"') {
                let wanted = if items.is_empty() {
                    "`\"` or `}`"
                } else {
                    "`\"`"
                };
                return Err(expected(input, wanted));
            }
            items.push(string_literal(input)?);
            input.skip_whitespace();
            match input.peek() {
                Some(b',') => input.bump(),
                Some(b'}') => {
                    input.bump();
                    break;
                }
                _ => return Err(expected(input, "`,` or `}`")),
            };
        }
    }
    Ok(Some(StringArray {
        items,
        line,
        column,
    }))
}

/// Reads `"..."` with the cursor on the opening quote.
fn string_literal(input: &mut Input) -> Result<String, InputError> {
    let start = input.error("unterminated string literal");
    input.bump();
    let mut bytes = Vec::new();
    loop {
        match input.bump() {
            None | Some(b'\n') => return Err(start),
            Some(b'"') => break,
            Some(b'\\') => match input.bump() {
                None | Some(b'\n') => return Err(start),
                Some(byte) => bytes.push(byte),
            },
            Some(byte) => bytes.push(byte),
        }
    }
    String::from_utf8(bytes).map_err(|_| InputError {
        message: "string literal is not valid UTF-8".to_string(),
        ..start
    })
}

/// Every literal of `text` in order; after the first error the iterator ends.
///
/// ```
/// let all: Vec<_> = judge_io::topcoder::parse_string_arrays(b"{\"a\"}\n{\"b\" \"c\"}\n{}").collect();
/// assert_eq!(all.len(), 2);
/// assert_eq!(all[0].as_ref().map(|a| a.items.clone()), Ok(vec!["a".to_string()]));
/// assert_eq!(
///     all[1].as_ref().map(|_| ()).map_err(|e| e.to_string()),
///     Err("line 2, column 6: expected `,` or `}`, found `\"c\"}`".to_string())
/// );
/// ```
pub fn parse_string_arrays(text: &[u8]) -> impl Iterator<Item = Result<StringArray, InputError>> {
    let mut input = Input::new(text);
    let mut failed = false;
    std::iter::from_fn(move || {
        if failed {
            return None;
        }
        let next = read_string_array(&mut input).transpose();
        failed = matches!(next, Some(Err(_)));
        next
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    type Parsed = Result<(Vec<String>, usize, usize), String>;

    fn parse(text: &str) -> Vec<Parsed> {
        parse_string_arrays(text.as_bytes())
            .map(|r| {
                r.map(|a| (a.items, a.line, a.column))
                    .map_err(|e| e.to_string())
            })
            .collect()
    }

    fn ok(items: &[&str], line: usize, column: usize) -> Parsed {
        Ok((items.iter().map(|s| s.to_string()).collect(), line, column))
    }

    #[test]
    fn odd_spacing_and_line_breaks() {
        assert_eq!(
            parse("  {\"333\", \"333\",\"333\"}\r\n\n\t{ \"1\"\n ,\n\"22\" \n}{}{ }"),
            [
                ok(&["333", "333", "333"], 1, 3),
                ok(&["1", "22"], 3, 2),
                ok(&[], 6, 2),
                ok(&[], 6, 4),
            ]
        );
    }

    #[test]
    fn empty_and_blank_input() {
        assert!(parse("").is_empty());
        assert!(parse(" \n\r\n\t ").is_empty());
    }

    #[test]
    fn strings_keep_spaces_and_escapes() {
        assert_eq!(
            parse(r#"{"a b", "", "q\"\\"}"#),
            [ok(&["a b", "", "q\"\\"], 1, 1)]
        );
    }

    #[test]
    fn every_error_with_its_position() {
        let cases = [
            ("x", "line 1, column 1: expected `{`, found `x`"),
            (
                "{\"1\"}\n  333",
                "line 2, column 3: expected `{`, found `333`",
            ),
            (
                "{",
                "line 1, column 2: expected `\"` or `}`, found end of input",
            ),
            (
                "{\n 12}",
                "line 2, column 2: expected `\"` or `}`, found `12}`",
            ),
            ("{,}", "line 1, column 2: expected `\"` or `}`, found `,}`"),
            ("{\"1\",}", "line 1, column 6: expected `\"`, found `}`"),
            (
                "{\"1\", \n",
                "line 2, column 1: expected `\"`, found end of input",
            ),
            (
                "{\"1\" \"2\"}",
                "line 1, column 6: expected `,` or `}`, found `\"2\"}`",
            ),
            (
                "{\"1\"",
                "line 1, column 5: expected `,` or `}`, found end of input",
            ),
            (
                "{\"1\";",
                "line 1, column 5: expected `,` or `}`, found `;`",
            ),
            ("{\"12", "line 1, column 2: unterminated string literal"),
            (
                "{ \"12\n\"}",
                "line 1, column 3: unterminated string literal",
            ),
            ("{\"\\", "line 1, column 2: unterminated string literal"),
        ];
        for (text, message) in cases {
            let all = parse(text);
            assert_eq!(
                all.last(),
                Some(&Err(message.to_string())),
                "input {text:?}"
            );
            assert!(all[..all.len() - 1].iter().all(Result::is_ok));
        }
        let invalid_utf8 = parse_string_arrays(b"{\"\xff\"}").collect::<Vec<_>>();
        assert_eq!(
            invalid_utf8,
            [Err(InputError::at(
                1,
                2,
                "string literal is not valid UTF-8"
            ))]
        );
    }

    #[test]
    fn stops_after_the_first_error() {
        let all = parse("{\"1\"} ] {\"2\"}");
        assert_eq!(all.len(), 2);
        assert_eq!(
            all[1],
            Err("line 1, column 7: expected `{`, found `]`".to_string())
        );
    }
}
