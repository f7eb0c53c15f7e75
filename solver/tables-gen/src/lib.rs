//! tables-gen derives the constant tables the solver uses (the 24 rotations of the cube, the 8
//! symmetries of the square, the orientations of polycubes and polyominoes, the die table) from
//! first principles, and renders them as array-literal tokens.
//!
//! It is the one library both callers share: the `tables` proc-macro crate (each macro is one
//! call to [`expand`]) and the bundler, which replaces every `tables::NAME!(...)` call with the
//! tokens [`expand`] returns. The contract is in `docs/ARCHITECTURE.md`, "Contract: the table
//! macros".
//!
//! Not its job: being bundled. It is never part of a submission, so it may use any dependency
//! and any Rust version; submissions only ever see its output, plain array literals.

mod die;
mod expand;
mod groups;
mod render;
mod shapes;

pub use die::{die_faces, die_rolls, BOTTOM, EAST, NORTH, SOUTH, TOP, WEST};
pub use expand::{expand, MACROS};
pub use groups::{
    apply, cube_rotations, det2, det3, identity, mat_mul, square_symmetries, transpose, Matrix,
};
pub use render::{render, ToLiteral};
pub use shapes::{
    cube3, grid, heights, polycube_cells, polycube_orientations, polyomino_cells,
    polyomino_orientations, ShapeError, Symmetry,
};
