//! puzzle (placeholder).

pub mod calendar;
pub mod dice_maze;
pub mod die;
