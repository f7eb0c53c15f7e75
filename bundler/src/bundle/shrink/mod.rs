//! Stage 4 of the bundle flow: shrinking a draft that compiles.
//!
//! Every pass here keeps one contract: it takes a draft that compiles and returns a draft
//! that compiles and behaves the same, or the draft unchanged. A pass that cannot finish (a
//! removal that broke the draft beyond repair, a round limit) returns the last draft that
//! compiled. [`dce`] runs the loop: from the draft without the library items nothing
//! reachable names ([`crate::bundle::load::reach::prune_draft`]; from the whole draft when
//! that does not compile), [`asserts`] drops debug assertions for a judge without
//! them, then rustc's dead-code warnings (with [`stale`] removing the
//! imports of what a round removed, and those nothing names any more, in that round), then the quiet [`prune`], and, while the
//! file is over its limit or `--shrink` asks, [`unrun`], [`trial`] and [`arms`]; after an
//! edit to the bin, the previous run's answer is tried first, then the loop starts from where
//! the previous run's rustc warnings ran out ([`replay`]). What every pass shares (a draft
//! checked by rustc, its diagnostics) is in [`draft`], how they count names without
//! printing the draft to tokens in [`idents`], and what `std` defines at a path, by the
//! toolchain's documentation, in [`std_items`]; the passes import those and never each
//! other's internals.
//!
//! Not here: choosing the printed form (stage 5, [`crate::bundle::print`]).

pub(crate) mod arms;
pub(crate) mod asserts;
pub(crate) mod blame;
pub(crate) mod dce;
pub(crate) mod draft;
pub(crate) mod driver;
pub(crate) mod first_check;
pub(crate) mod idents;
pub(crate) mod macro_output;
pub(crate) mod pass;
pub(crate) mod prune;
pub(crate) mod replay;
pub(crate) mod stale;
pub(crate) mod std_items;
pub(crate) mod trial;
pub(crate) mod unrun;
