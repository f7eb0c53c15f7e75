//! tables: compile-time tables as function-like proc macros, each a one-line shim over
//! [`tables_gen::expand`] (see `docs/ARCHITECTURE.md`, "Contract: the table macros").
//!
//! Every macro expands to a plain array literal with unsuffixed integers, so give the `const`
//! a type annotation. Call them fully qualified (`tables::name!(...)`): the bundler finds and
//! replaces exactly those calls with the same literal.
//!
//! Not its job: any logic. Everything is derived and tested in `tables-gen`.

use proc_macro::TokenStream;

/// The 24 proper rotations of the cube as `[[[i8; 3]; 3]; 24]` integer matrices (acting on
/// column vectors), identity first, in the order of [`tables_gen::cube_rotations`].
///
/// ```
/// const ROTATIONS: [[[i8; 3]; 3]; 24] = tables::cube_rotations!();
/// assert_eq!(ROTATIONS[0], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
/// ```
#[proc_macro]
pub fn cube_rotations(input: TokenStream) -> TokenStream {
    tables_gen::expand("cube_rotations", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The 8 symmetries of the square as `[[[i8; 2]; 2]; 8]`: the 4 rotations then the 4 mirror
/// images, identity first, in the order of [`tables_gen::square_symmetries`].
///
/// ```
/// const SYMMETRIES: [[[i8; 2]; 2]; 8] = tables::square_symmetries!();
/// assert_eq!(SYMMETRIES[0], [[1, 0], [0, 1]]);
/// ```
#[proc_macro]
pub fn square_symmetries(input: TokenStream) -> TokenStream {
    tables_gen::expand("square_symmetries", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The distinct orientations of a polycube as `[u64; N]` masks, bit `x + 4y + 16z` in a 4x4x4
/// box, normalized to the minimum corner, sorted ascending.
///
/// Input: `rotations` or `rotations_and_mirrors`, a comma, then the shape as
/// `heights("row", ...)` (TopCoder height map) or `cube3("27 chars")` (index `x + 3y + 9z`,
/// `.` is empty).
///
/// ```
/// const L: [u64; 24] = tables::polycube_orientations!(rotations, heights("111", "100"));
/// const V: &[u64] = &tables::polycube_orientations!(rotations, cube3("bb.b......................."));
/// assert_eq!(V.len(), 12);
/// assert_eq!(L[0].count_ones(), 4);
/// ```
///
/// A malformed shape is a compile error:
/// ```compile_fail
/// const X: &[u64] = &tables::polycube_orientations!(rotations, heights("1x"));
/// ```
#[proc_macro]
pub fn polycube_orientations(input: TokenStream) -> TokenStream {
    tables_gen::expand("polycube_orientations", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The distinct orientations of a polyomino as `[u64; N]` masks, bit `x + 8y` in an 8x8 box,
/// normalized to the minimum corner, sorted ascending.
///
/// Input: `rotations` or `rotations_and_mirrors`, a comma, then `grid("row", ...)` where any
/// character but `.` and space is a cell, x = column, y = row.
///
/// ```
/// const P: &[u64] = &tables::polyomino_orientations!(rotations_and_mirrors, grid("##", "##", "#."));
/// assert_eq!(P.len(), 8);
/// ```
///
/// The symmetry must be named:
/// ```compile_fail
/// const P: &[u64] = &tables::polyomino_orientations!(flips, grid("##", "#."));
/// ```
#[proc_macro]
pub fn polyomino_orientations(input: TokenStream) -> TokenStream {
    tables_gen::expand("polyomino_orientations", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The values at `[top, bottom, north, south, east, west]` for the 24 orientations of a die,
/// as `[[u8; 6]; 24]` sorted by (top, south); see [`tables_gen::die_faces`].
///
/// ```
/// const FACES: [[u8; 6]; 24] = tables::die_faces!();
/// assert!(FACES.iter().all(|f| f[0] + f[1] == 7 && f[2] + f[3] == 7 && f[4] + f[5] == 7));
/// ```
///
/// It takes no input:
/// ```compile_fail
/// const FACES: [[u8; 6]; 24] = tables::die_faces!(2, 1);
/// ```
#[proc_macro]
pub fn die_faces(input: TokenStream) -> TokenStream {
    tables_gen::expand("die_faces", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// For each orientation of [`die_faces!`] (by index), the orientation index after tipping the
/// die one cell `[north, east, south, west]`, as `[[u8; 4]; 24]`.
///
/// ```
/// const ROLLS: [[u8; 4]; 24] = tables::die_rolls!();
/// // Tipping north then south comes back.
/// assert!((0..24).all(|i| ROLLS[ROLLS[i][0] as usize][2] as usize == i));
/// ```
#[proc_macro]
pub fn die_rolls(input: TokenStream) -> TokenStream {
    tables_gen::expand("die_rolls", input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
