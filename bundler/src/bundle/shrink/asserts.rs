//! Debug assertions, dropped for a judge whose build has them off (every judgepack profile:
//! `-O`, no `-C debug-assertions`): there `debug_assert!` is a no-op, and what only the
//! assertions used becomes dead code. The driver ([`super::driver`]) drops them at its
//! start; for a draft far over the limit they wait for the draft the bodies are stubbed in
//! ([`super::unrun`]), or, when no bodies are stubbed, for this file's pass
//! ([`WaitingAsserts`]). The driver keeps them when dropping them leaves a warning or a type
//! uninferred.
//!
//! Not here: `assert!`, which runs in every build.

use syn::visit_mut::{self, VisitMut};

/// The assertion macros that compile to nothing without `-C debug-assertions`.
const DEBUG_ASSERTS: &[&str] = &["debug_assert", "debug_assert_eq", "debug_assert_ne"];

/// Removes every `debug_assert!`, `debug_assert_eq!` and `debug_assert_ne!` statement (for a
/// judge whose build has debug assertions off, where they are no-ops); returns how many went.
///
/// Only statements go (`debug_assert!(x);` in a block); a debug assertion in tail position
/// or inside a `macro_rules!` body stays. Removing one can leave a variable unused, or a type
/// uninferred: the driver then keeps them.
pub(crate) fn drop_debug_asserts(file: &mut syn::File) -> usize {
    let mut dropper = DebugAsserts { dropped: 0 };
    dropper.visit_file_mut(file);
    dropper.dropped
}

struct DebugAsserts {
    dropped: usize,
}

fn is_debug_assert(mac: &syn::Macro) -> bool {
    mac.path
        .segments
        .last()
        .is_some_and(|last| DEBUG_ASSERTS.iter().any(|name| last.ident == name))
}

impl VisitMut for DebugAsserts {
    fn visit_block_mut(&mut self, node: &mut syn::Block) {
        let before = node.stmts.len();
        node.stmts.retain(|stmt| match stmt {
            syn::Stmt::Macro(stmt) => !is_debug_assert(&stmt.mac),
            syn::Stmt::Expr(syn::Expr::Macro(expr), Some(_)) => !is_debug_assert(&expr.mac),
            _ => true,
        });
        self.dropped += before - node.stmts.len();
        visit_mut::visit_block_mut(self, node);
    }
}

/// Drops the debug assertions of `draft` ([`asserts`]); the draft as it was, when any went.
pub(crate) fn without_asserts(draft: &mut syn::File) -> Option<syn::File> {
    let mut without = draft.clone();
    (drop_debug_asserts(&mut without) > 0).then(|| std::mem::replace(draft, without))
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    use super::*;

    #[test]
    fn drops_debug_assert_statements_only() {
        let mut file: syn::File = syn::parse_str(
            "fn f(x: u8) -> u8 { debug_assert!(x > 0); std::debug_assert_eq!(x, 1, \"one\"); \
             assert!(x < 9); if x > 1 { debug_assert_ne!(x, 2); } x }",
        )
        .expect("parses");
        assert_eq!(drop_debug_asserts(&mut file), 3);
        assert_eq!(
            file.to_token_stream().to_string(),
            "fn f (x : u8) -> u8 { assert ! (x < 9) ; if x > 1 { } x }"
        );
    }
}
