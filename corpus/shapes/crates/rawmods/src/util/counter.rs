//! A counter for `next_id`, whose module is declared inside that function's body.

use std::sync::atomic::{AtomicU32, Ordering};

static NEXT: AtomicU32 = AtomicU32::new(1);

pub fn bump() -> u32 {
    NEXT.fetch_add(1, Ordering::Relaxed)
}
