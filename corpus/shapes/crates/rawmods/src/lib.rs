//! Modules named with raw identifiers: `r#ref` (file `ref.rs`) and `r#type` (file `type.rs`).

pub mod r#ref;
pub mod r#type;

pub use r#ref::RefTable;
pub use r#type::Type;
