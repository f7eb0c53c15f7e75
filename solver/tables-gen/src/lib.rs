//! tables-gen (placeholder).
