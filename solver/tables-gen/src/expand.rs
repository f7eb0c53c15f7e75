//! The macro entry point: parsing macro input with syn and expanding each table macro to its
//! array literal.
//!
//! Not here: deriving the tables (see the other modules).

use crate::render::render;
use crate::shapes::{
    cube3, grid, heights, polycube_orientations, polyomino_orientations, ShapeError, Symmetry,
};
use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Ident, LitStr, Token};

/// The names of the table macros [`expand`] knows, as written after `tables::`.
pub const MACROS: &[&str] = &[
    "cube_rotations",
    "square_symmetries",
    "polycube_orientations",
    "polyomino_orientations",
    "die_faces",
    "die_rolls",
];

/// Expands the table macro `macro_name` called with `input` (the tokens inside its
/// parentheses) to an array literal.
///
/// Syntax (see `docs/ARCHITECTURE.md`):
/// - `cube_rotations`, `square_symmetries`, `die_faces`, `die_rolls`: no input.
/// - `polycube_orientations`: `SYM, heights("..", ..)` or `SYM, cube3("...")`.
/// - `polyomino_orientations`: `SYM, grid("..", ..)`.
///
/// `SYM` is `rotations` or `rotations_and_mirrors`; a trailing comma is allowed after the shape
/// and after its last string.
///
/// Errors: a `syn::Error` spanning the offending token (an unknown name spans the call site).
///
/// # Example
/// ```
/// use quote::quote;
/// let tokens = tables_gen::expand("polyomino_orientations", quote!(rotations, grid("##")))?;
/// assert_eq!(tokens.to_string(), "[3 , 257]");
/// let error = tables_gen::expand("die_faces", quote!(oops)).err().map(|e| e.to_string());
/// assert_eq!(error.as_deref(), Some("`die_faces!` takes no input"));
/// # Ok::<(), syn::Error>(())
/// ```
pub fn expand(macro_name: &str, input: TokenStream) -> syn::Result<TokenStream> {
    match macro_name {
        "cube_rotations" => no_input(macro_name, input).map(|()| render(&crate::cube_rotations())),
        "square_symmetries" => {
            no_input(macro_name, input).map(|()| render(&crate::square_symmetries()))
        }
        "die_faces" => no_input(macro_name, input).map(|()| render(&crate::die_faces())),
        "die_rolls" => no_input(macro_name, input).map(|()| render(&crate::die_rolls())),
        "polycube_orientations" => {
            let call =
                (|stream: ParseStream| OrientationsCall::parse(stream, &["heights", "cube3"]))
                    .parse2(input)?;
            let owned = call.strings();
            let strings: Vec<&str> = owned.iter().map(String::as_str).collect();
            let cells = match call.form.to_string().as_str() {
                "heights" => heights(&strings),
                _ => match strings.as_slice() {
                    [cube] => cube3(cube),
                    _ => {
                        let span = call.shape.get(1).map_or(call.form.span(), LitStr::span);
                        return Err(syn::Error::new(
                            span,
                            "`cube3` takes exactly one string of 27 characters",
                        ));
                    }
                },
            }
            .map_err(|error| call.error(&error))?;
            let masks =
                polycube_orientations(&cells, call.symmetry).map_err(|error| call.error(&error))?;
            Ok(render(&masks))
        }
        "polyomino_orientations" => {
            let call =
                (|stream: ParseStream| OrientationsCall::parse(stream, &["grid"])).parse2(input)?;
            let owned = call.strings();
            let strings: Vec<&str> = owned.iter().map(String::as_str).collect();
            let cells = grid(&strings).map_err(|error| call.error(&error))?;
            let masks = polyomino_orientations(&cells, call.symmetry)
                .map_err(|error| call.error(&error))?;
            Ok(render(&masks))
        }
        _ => Err(syn::Error::new(
            Span::call_site(),
            format!(
                "unknown table macro `{macro_name}`; the table macros are {}",
                MACROS.join(", ")
            ),
        )),
    }
}

fn no_input(macro_name: &str, input: TokenStream) -> syn::Result<()> {
    match input.into_iter().next() {
        None => Ok(()),
        Some(token) => Err(syn::Error::new(
            token.span(),
            format!("`{macro_name}!` takes no input"),
        )),
    }
}

/// `SYM, FORM("row", ...)` with an optional trailing comma.
struct OrientationsCall {
    symmetry: Symmetry,
    form: Ident,
    shape: Vec<LitStr>,
}

impl OrientationsCall {
    fn parse(input: ParseStream, forms: &[&str]) -> syn::Result<Self> {
        const SYMMETRY: &str = "expected `rotations` or `rotations_and_mirrors`";
        let symmetry_ident: Ident = input
            .parse()
            .map_err(|error| syn::Error::new(error.span(), SYMMETRY))?;
        let symmetry = match symmetry_ident.to_string().as_str() {
            "rotations" => Symmetry::Rotations,
            "rotations_and_mirrors" => Symmetry::RotationsAndMirrors,
            _ => return Err(syn::Error::new(symmetry_ident.span(), SYMMETRY)),
        };
        input.parse::<Token![,]>()?;
        let expected_form = format!(
            "expected {}",
            forms
                .iter()
                .map(|&form| match form {
                    "cube3" => "`cube3(\"...\")`".to_owned(),
                    _ => format!("`{form}(\"...\", ...)`"),
                })
                .collect::<Vec<_>>()
                .join(" or ")
        );
        let form: Ident = input
            .parse()
            .map_err(|error| syn::Error::new(error.span(), &expected_form))?;
        if !forms.contains(&form.to_string().as_str()) {
            return Err(syn::Error::new(form.span(), expected_form));
        }
        let content;
        syn::parenthesized!(content in input);
        let shape = Punctuated::<LitStr, Token![,]>::parse_terminated(&content)?
            .into_iter()
            .collect();
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        }
        if !input.is_empty() {
            return Err(input.error("unexpected input after the shape"));
        }
        Ok(Self {
            symmetry,
            form,
            shape,
        })
    }

    fn strings(&self) -> Vec<String> {
        self.shape.iter().map(LitStr::value).collect()
    }

    /// A shape error pointing at the string it is in, or at the form for the whole shape.
    fn error(&self, error: &ShapeError) -> syn::Error {
        let span = error
            .argument()
            .and_then(|i| self.shape.get(i))
            .map_or(self.form.span(), LitStr::span);
        syn::Error::new(span, error.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expands `name!(source)`, which must fail; returns the message and the 0-based column
    /// where the error's span starts.
    fn failure(name: &str, source: &str) -> (String, usize) {
        let tokens: TokenStream = source.parse().expect("lexable test input");
        let error = expand(name, tokens).expect_err("malformed input");
        (error.to_string(), error.span().start().column)
    }

    /// The column of `needle` in `source` (test inputs are one ASCII line).
    fn at(source: &str, needle: &str) -> usize {
        source.find(needle).expect("needle in source")
    }

    fn expansion(name: &str, source: &str) -> String {
        let tokens: TokenStream = source.parse().expect("lexable test input");
        expand(name, tokens).expect("well-formed input").to_string()
    }

    const SYMMETRY: &str = "expected `rotations` or `rotations_and_mirrors`";

    #[test]
    fn every_listed_macro_expands() {
        for name in MACROS {
            let input = match *name {
                "polycube_orientations" => "rotations, cube3(\"#..........................\")",
                "polyomino_orientations" => "rotations, grid(\"#\")",
                _ => "",
            };
            let expanded: syn::Expr =
                syn::parse_str(&expansion(name, input)).expect("an expression");
            assert!(matches!(expanded, syn::Expr::Array(_)), "{name}");
        }
        assert_eq!(
            expansion(
                "polycube_orientations",
                "rotations, cube3(\"#..........................\")"
            ),
            "[1]"
        );
    }

    #[test]
    fn trailing_commas_and_escapes_are_accepted() {
        let plain = expansion(
            "polyomino_orientations",
            r###"rotations_and_mirrors, grid("##", "#.")"###,
        );
        assert_eq!(
            expansion(
                "polyomino_orientations",
                r###"rotations_and_mirrors, grid("##", "#.",),"###
            ),
            plain
        );
        assert_eq!(
            expansion(
                "polyomino_orientations",
                r##"rotations_and_mirrors, grid("#\x23", "#.")"##
            ),
            plain
        );
        assert_eq!(
            expansion(
                "polycube_orientations",
                r#"rotations, heights("11", "10",)"#
            )
            .matches(',')
            .count(),
            11
        );
    }

    #[test]
    fn bad_symmetry_points_at_it() {
        for source in [
            r##"flips, grid("#")"##,
            r##""rotations", grid("#")"##,
            r##"(rotations), grid("#")"##,
        ] {
            assert_eq!(
                failure("polyomino_orientations", source),
                (SYMMETRY.to_owned(), 0),
                "{source}"
            );
        }
        let source = r#"rotations_and_mirror, heights("1")"#;
        assert_eq!(
            failure("polycube_orientations", source),
            (SYMMETRY.to_owned(), 0)
        );
        assert_eq!(failure("polycube_orientations", "").0, SYMMETRY);
    }

    #[test]
    fn bad_form_points_at_it() {
        let source = r#"rotations, heights("1")"#;
        let expected = "expected `grid(\"...\", ...)`".to_owned();
        assert_eq!(
            failure("polyomino_orientations", source),
            (expected, at(source, "heights"))
        );

        let source = r#"rotations, grid("1")"#;
        let expected = "expected `heights(\"...\", ...)` or `cube3(\"...\")`".to_owned();
        assert_eq!(
            failure("polycube_orientations", source),
            (expected, at(source, "grid"))
        );

        let source = r###"rotations, "##""###;
        assert_eq!(
            failure("polyomino_orientations", source).1,
            at(source, "\"##")
        );
    }

    #[test]
    fn bad_punctuation_points_at_it() {
        let source = r##"rotations grid("#")"##;
        assert_eq!(
            failure("polyomino_orientations", source),
            ("expected `,`".to_owned(), at(source, "grid"))
        );

        let source = r##"rotations, grid["#"]"##;
        assert_eq!(
            failure("polyomino_orientations", source),
            ("expected parentheses".to_owned(), at(source, "["))
        );

        let source = r##"rotations, grid("#", 5)"##;
        assert_eq!(
            failure("polyomino_orientations", source),
            ("expected string literal".to_owned(), at(source, "5"))
        );

        let source = r##"rotations, grid("#"), extra"##;
        let expected = "unexpected input after the shape".to_owned();
        assert_eq!(
            failure("polyomino_orientations", source),
            (expected, at(source, "extra"))
        );
    }

    #[test]
    fn shape_errors_point_at_the_string() {
        let source = r#"rotations, heights("11", "1x")"#;
        let expected = "row 1, column 1: expected a height digit 0-9, found `x`".to_owned();
        assert_eq!(
            failure("polycube_orientations", source),
            (expected, at(source, "\"1x"))
        );

        let source = r#"rotations, heights("11", "1")"#;
        assert_eq!(
            failure("polycube_orientations", source).1,
            at(source, "\"1\"")
        );

        let source = r#"rotations, cube3("bb.b")"#;
        assert_eq!(
            failure("polycube_orientations", source).1,
            at(source, "\"bb")
        );

        let source = r#"rotations, cube3("a", "b")"#;
        let expected = "`cube3` takes exactly one string of 27 characters".to_owned();
        assert_eq!(
            failure("polycube_orientations", source),
            (expected.clone(), at(source, "\"b"))
        );
        let source = "rotations, cube3()";
        assert_eq!(
            failure("polycube_orientations", source),
            (expected, at(source, "cube3"))
        );
    }

    #[test]
    fn whole_shape_errors_point_at_the_form() {
        let source = r#"rotations, heights("5")"#;
        let (message, column) = failure("polycube_orientations", source);
        assert!(message.starts_with("shape too big"), "{message}");
        assert_eq!(column, at(source, "heights"));

        let source = r#"rotations_and_mirrors, grid(". .")"#;
        let expected = "empty shape: it has no cell".to_owned();
        assert_eq!(
            failure("polyomino_orientations", source),
            (expected, at(source, "grid"))
        );
    }

    #[test]
    fn macros_without_input_reject_input() {
        for name in [
            "cube_rotations",
            "square_symmetries",
            "die_faces",
            "die_rolls",
        ] {
            let source = "  top = 2";
            assert_eq!(
                failure(name, source),
                (format!("`{name}!` takes no input"), at(source, "top"))
            );
        }
    }

    #[test]
    fn unknown_macro_is_an_error() {
        let (message, _) = failure("die_roll", "");
        assert!(
            message.starts_with("unknown table macro `die_roll`"),
            "{message}"
        );
        assert!(
            MACROS.iter().all(|name| message.contains(name)),
            "{message}"
        );
    }
}
