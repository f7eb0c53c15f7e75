//! judge-io (placeholder).
