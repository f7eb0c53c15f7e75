//! judgepack: turns a problem crate and the library crates it depends on into one `.rs` file an
//! online judge accepts, and checks that file the way a judge compiles it.
//!
//! - [`workspace`] reads the cargo workspace: which packages are problems, what they depend on.
//! - [`bundle`] inlines the libraries, expands the `tables` macros, strips tests, docs and dead
//!   code, and prints the submission.
//! - [`error`] is the one error type: what, where (file and line), what to do.
//! - [`profile`] is what each judge runs; [`submission`] bundles a bin for one judge and
//!   checks the size limit; [`run`] compiles and runs the file as that judge does.
//! - [`scratch`] is every temporary directory: removed on drop, or by a signal handler.
//!
//! It is not a general-purpose Rust bundler: it supports the constructs the judgepack solver
//! crates use and reports anything else as an error with file, line and advice.

pub mod bundle;
pub mod cache;
pub mod error;
pub mod workspace;

pub mod cases;
pub mod profile;
pub mod run;
pub mod scratch;
pub mod stat;
pub mod submission;
pub mod timings;
