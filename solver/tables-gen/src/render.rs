//! Rendering tables as array-literal tokens with `quote!`: unsuffixed integer literals, so the
//! caller's `const` annotation gives the types and the bundled text stays short.
//!
//! Not here: choosing what to render (see [`crate::expand`]).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// A value that can be written as a Rust literal expression: integers and (nested) arrays.
pub trait ToLiteral {
    /// The value as tokens, e.g. `[1, -1, 0]`.
    fn to_literal(&self) -> TokenStream;
}

macro_rules! unsigned_literal {
    ($($ty:ty => $ctor:ident),*) => {$(
        impl ToLiteral for $ty {
            fn to_literal(&self) -> TokenStream {
                let literal = Literal::$ctor(*self);
                quote!(#literal)
            }
        }
    )*};
}

unsigned_literal!(u8 => u8_unsuffixed, u64 => u64_unsuffixed);

impl ToLiteral for i8 {
    /// A negative value is a `-` token followed by the positive literal, the shape the parser
    /// gives `-1` in source, so the tokens survive any round trip.
    fn to_literal(&self) -> TokenStream {
        let magnitude = Literal::u8_unsuffixed(self.unsigned_abs());
        if *self < 0 {
            quote!(-#magnitude)
        } else {
            quote!(#magnitude)
        }
    }
}

impl<T: ToLiteral> ToLiteral for [T] {
    fn to_literal(&self) -> TokenStream {
        let items = self.iter().map(ToLiteral::to_literal);
        quote!([#(#items),*])
    }
}

impl<T: ToLiteral, const N: usize> ToLiteral for [T; N] {
    fn to_literal(&self) -> TokenStream {
        self[..].to_literal()
    }
}

impl<T: ToLiteral> ToLiteral for Vec<T> {
    fn to_literal(&self) -> TokenStream {
        self[..].to_literal()
    }
}

/// Renders `value` as an array-literal token stream.
///
/// # Example
/// ```
/// let tokens = tables_gen::render(&vec![[1i8, -1], [0, 2]]);
/// assert_eq!(tokens.to_string(), "[[1 , - 1] , [0 , 2]]");
/// ```
pub fn render<T: ToLiteral + ?Sized>(value: &T) -> TokenStream {
    value.to_literal()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_unsuffixed_and_compact() {
        assert_eq!(render(&[0u8, 255]).to_string(), "[0 , 255]");
        assert_eq!(render(&[u64::MAX]).to_string(), "[18446744073709551615]");
        assert_eq!(
            render(&[[-1i8, 0], [1, i8::MIN]]).to_string(),
            "[[- 1 , 0] , [1 , - 128]]"
        );
        assert_eq!(render(&Vec::<u8>::new()).to_string(), "[]");
    }

    #[test]
    fn rendered_tables_parse_as_array_expressions() {
        for tokens in [
            render(&crate::cube_rotations()),
            render(&crate::die_faces()),
        ] {
            let expression: syn::Expr = syn::parse2(tokens).expect("an array literal");
            assert!(matches!(expression, syn::Expr::Array(_)));
        }
    }
}
