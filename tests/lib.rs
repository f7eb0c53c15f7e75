//! Helpers shared by the snapshot tests (placeholder).
