//! puzzle (placeholder).
pub mod dice_maze;
pub mod die;
