//! puzzle: the solver library of judgepack. Cells of a grid as bit masks ([`region`]), the
//! placements of a piece in a region ([`placement`]), an exact-cover search over them
//! ([`exact_cover`]), and the models of the problems built on those: the Soma pieces
//! ([`soma`]), UVa 197's cube ([`uva197`]), the die and its maze ([`die`], [`dice_maze`]),
//! the big puzzle ([`big_puzzle`]) and the calendar ([`calendar`]).
//!
//! It reads no input and prints nothing: the problem crates do that, with `judge-io`. It is
//! bundled into single-file submissions, so it is std only, edition 2021, rustc 1.70, no
//! `unsafe`. Orientation tables come from the `tables` macros, derived at compile time.

pub mod big_puzzle;
pub mod calendar;
pub mod dice_maze;
pub mod die;
pub mod exact_cover;
pub mod placement;
pub mod region;
pub mod soma;
pub mod uva197;
