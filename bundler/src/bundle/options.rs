//! How to print a bundle ([`Options`]): what the judge compiles with and what the user asked
//! for, the input every stage of the bundle flow reads.
//!
//! Not here: the judges themselves ([`crate::profile`]), which the commands turn into options.

use std::collections::BTreeSet;

/// How to print a bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The Rust edition the judge compiles with, e.g. `"2021"`.
    pub edition: String,
    /// Print minimized tokens with short private names instead of prettyplease's readable
    /// layout (for judges whose size limit the readable form exceeds).
    pub compact: bool,
    /// Whether the judge's build has debug assertions on ([`super::debug_assertions`] of its rustc
    /// arguments); when off, `debug_assert!` statements are dropped.
    pub debug_assertions: bool,
    /// The judge's name, for the header.
    pub judge: String,
    /// The command that regenerates the file, for the header (relative to the workspace).
    pub command: String,
    /// Whether a warning in the user's own code that dead-code removal cannot fix is an error
    /// (else it is reported in [`super::Bundled::warnings`] and the file is still made).
    pub deny_warnings: bool,
    /// Packages the judge provides ([`crate::profile::Profile::provided`]): not inlined,
    /// their `use` lines and macro calls left as written.
    pub provided: BTreeSet<String>,
    /// Shrink as far as the passes go even when the file already fits its judge's limit
    /// (`--shrink`); else [`super::bundle_within`] stops at the first form that fits.
    pub shrink: bool,
    /// The `--cfg` values the judge compiles with ([`crate::profile::Profile::cfgs`]:
    /// `atcoder`, `ONLINE_JUDGE`, `name="value"`): set when `#[cfg]` and `cfg!` are decided in
    /// every crate of the file, as the judge's compiler decides them.
    pub cfgs: Vec<String>,
}

impl Default for Options {
    /// Edition 2021, readable, debug assertions off (how every judgepack profile compiles),
    /// warnings denied.
    fn default() -> Options {
        Options {
            edition: "2021".to_string(),
            compact: false,
            debug_assertions: false,
            judge: "default".to_string(),
            command: "judgepack bundle --all".to_string(),
            deny_warnings: true,
            provided: BTreeSet::new(),
            shrink: false,
            cfgs: Vec::new(),
        }
    }
}
