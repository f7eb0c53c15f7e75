//! Stage 4 of the bundle flow: shrinking a draft that compiles.
//!
//! A reducer: the passes propose smaller drafts; one driver ([`driver`]) checks each with
//! rustc, schedules the passes, runs work ahead on a second core, replays the previous run's
//! answer ([`replay`]), times, and rolls back a draft that broke. Every round it first makes
//! the removals rustc's own lints name ([`dce`], with [`stale`] and [`prune`] tidying after
//! them); when those name nothing, each pass of the driver's list (`PASSES`) gets its turn: [`unrun`],
//! [`asserts`], [`trial`], [`arms`], [`macro_output`]. The driver's contract: it takes a
//! draft that compiles and returns one that compiles and behaves the same (or, when it
//! cannot finish, the last draft that compiled); a pass only proposes. The first check's
//! answers to older editions' errors are in [`first_check`], where an error comes from in
//! the user's source in [`blame`], how passes count names without printing the draft in
//! [`idents`], and what `std` defines at a path in [`std_items`]. The passes import those
//! and the driver's context, never each other's internals.
//!
//! Not here: checking a draft with rustc ([`crate::bundle::draft`], which every stage that
//! asks rustc shares); choosing the printed form (stage 5, [`crate::bundle::print`]).

pub(crate) mod arms;
pub(crate) mod asserts;
pub(crate) mod blame;
pub(crate) mod dce;
pub(crate) mod driver;
pub(crate) mod first_check;
pub(crate) mod idents;
pub(crate) mod macro_output;
pub(crate) mod pass;
pub(crate) mod passes;
pub(crate) mod prune;
pub(crate) mod replay;
pub(crate) mod settings;
pub(crate) mod stale;
pub(crate) mod std_items;
pub(crate) mod trial;
pub(crate) mod unrun;
