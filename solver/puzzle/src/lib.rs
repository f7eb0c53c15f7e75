//! puzzle (placeholder).
