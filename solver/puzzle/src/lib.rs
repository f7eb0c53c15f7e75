//! puzzle (placeholder).

pub mod calendar;
