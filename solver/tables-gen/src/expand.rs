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
/// let tokens = tables_gen::expand("polyomino_orientations", quote!(rotations, grid("##"))).unwrap();
/// assert_eq!(tokens.to_string(), "[3 , 257]");
/// let error = tables_gen::expand("die_faces", quote!(oops)).unwrap_err();
/// assert_eq!(error.to_string(), "`die_faces!` takes no input");
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
                .map(|form| format!("`{form}(\"...\", ...)`"))
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
