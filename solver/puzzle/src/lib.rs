//! puzzle (placeholder).

pub mod big_puzzle;
pub mod calendar;
pub mod dice_maze;
pub mod die;
