//! tables (placeholder).
