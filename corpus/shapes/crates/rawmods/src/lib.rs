//! Modules named with raw identifiers: `r#ref` (file `ref.rs`) and `r#type` (file `type.rs`);
//! and a module declared in a function's body with `#[path]` (getrandom 0.4's `fill_inner`).

pub mod r#ref;
pub mod r#type;

pub use r#ref::RefTable;
pub use r#type::Type;

/// Ids 1, 2, ... from a counter whose module only this function sees.
pub fn next_id() -> u32 {
    #[path = "util/counter.rs"]
    mod counter;
    counter::bump()
}
