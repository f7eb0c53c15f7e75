//! puzzle (placeholder).
pub mod big_puzzle;
