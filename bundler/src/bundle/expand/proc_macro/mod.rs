//! Expanding third-party proc macros (proconio's `#[fastout]`, `#[derive_readable]`, any path
//! proc-macro crate) through the toolchain's own proc-macro server, so their output can be
//! inlined into a submission (issue #10).
//!
//! - [`build`]: `cargo build` the package and collect its proc-macro dylibs;
//! - [`server`]: a client of `rust-analyzer-proc-macro-srv` next to the rustc cargo uses
//!   (protocol API version 6 only);
//! - [`flat`]: proc-macro2 tokens to and from the server's `FlatTree`;
//! - [`expand`]: finds macro invocations in a `syn::File` and replaces them by their expansion;
//! - [`scope`]: which proc macro a written path names, by the scope at the call.
//!
//! What it is not: a name resolver. The caller maps a macro path as written to a dylib and macro
//! name; this module never guesses. It does not handle the `tables` macros either: those are
//! expanded in-process by `bundle::expand`.
//!
//! The loader uses [`ProcMacros`] ([`index`]): the macros' names come from the proc-macro
//! crates' sources, and the first file that calls one builds its dylib and starts the server.
//! The pieces underneath, as [`ProcMacros`] calls them:
//!
//! ```text
//! let dylibs = build_dylibs(&root.join("Cargo.toml"), Some(package), Some(bin))?; // crate -> .so
//! let mut server = Server::start(&root)?;              // same rustc as that cargo build
//! let macros = server.list_macros(&dylibs["proconio_derive"])?; // per dylib: (name, kind)
//! let mut resolve = |path: &str| -> Option<Resolved> {
//!     // `fastout`, `proconio::fastout`, `derive_readable`: map by the `use`s of the file
//!     // and the crate's dependency names to (dylib, name in `macros`, kind)
//! };
//! let context = Context { display_path, env, current_dir, helpers };
//! expand_file(&mut file, &mut server, &context, &mut resolve)?; // before `tables` and paths
//! ```

mod build;
mod expand;
mod flat;
mod index;
mod scope;
mod server;

#[cfg(test)]
mod tests;

pub(crate) use build::build_dylibs;
pub(crate) use expand::{expand_file, Context, Resolved};
pub(crate) use index::ProcMacros;
pub(crate) use scope::CrateScope;
pub(crate) use server::{MacroKind, Server};
