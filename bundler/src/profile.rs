//! Judge profiles: how each online judge compiles a submission and how large it may be.
//!
//! The built-in profiles are one table of data ([`PROFILES`]); a workspace may add its own in
//! `[workspace.metadata.judgepack.judges.NAME]`. Everything else in judgepack that needs a
//! compile command, an edition or a size limit asks [`Profile::find`] or [`Judge::resolve`]
//! (which also says where a bin's judge came from: `--judge`, the package, the workspace, or
//! the `default` profile). [`bundle_submission`] applies a profile's printing rule (readable, compact
//! when needed) to a bundle. This module does not run anything: compiling and running live in
//! [`crate::run`].

use std::collections::BTreeMap;
use std::fmt;

use crate::bundle::{bundle_within, debug_assertions, Options};
use crate::error::Error;
use crate::stat;
use crate::workspace::{Bin, CustomJudge, Workspace};

/// How one online judge builds and limits a Rust submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// The name a problem crate uses in `[package.metadata.judgepack] judge = "..."`.
    pub name: &'static str,
    /// The judge's full name, for messages.
    pub title: &'static str,
    /// Every argument the judge passes to `rustc` before the source file (the output path
    /// comes after it). Contains `--edition` followed by [`Profile::edition`].
    pub rustc_args: &'static [&'static str],
    /// The Rust edition the judge compiles with; the bundle is printed for it.
    pub edition: &'static str,
    /// The largest accepted source file, in bytes.
    pub size_limit: usize,
    /// Whether a bundle that is over [`Profile::size_limit`] in its readable form may be
    /// printed compactly instead.
    pub compact_if_needed: bool,
    /// The crates (package names) the judge builds submissions with: `use` of them stays
    /// as written, nothing of them is inlined, and the file is verified as a cargo package
    /// that depends on them. Empty for std-only judges.
    pub provided: &'static [&'static str],
}

/// The crates of AtCoder's 2023 language update (rustc 1.70.0, `cargo build --release`,
/// edition 2021), as its `Cargo.toml` in rust-lang-ja/atcoder-proposal lists them.
pub const ATCODER_CRATES: &[&str] = &[
    "ac-library-rs",
    "once_cell",
    "static_assertions",
    "varisat",
    "memoise",
    "argio",
    "bitvec",
    "counter",
    "hashbag",
    "pathfinding",
    "recur-fn",
    "indexing",
    "amplify",
    "amplify_derive",
    "amplify_num",
    "easy-ext",
    "multimap",
    "btreemultimap",
    "bstr",
    "az",
    "glidesort",
    "tap",
    "omniswap",
    "multiversion",
    "num",
    "num-bigint",
    "num-complex",
    "num-integer",
    "num-iter",
    "num-rational",
    "num-traits",
    "num-derive",
    "ndarray",
    "nalgebra",
    "alga",
    "libm",
    "rand",
    "getrandom",
    "rand_chacha",
    "rand_core",
    "rand_hc",
    "rand_pcg",
    "rand_distr",
    "petgraph",
    "indexmap",
    "regex",
    "lazy_static",
    "ordered-float",
    "ascii",
    "permutohedron",
    "superslice",
    "itertools",
    "itertools-num",
    "maplit",
    "either",
    "im-rc",
    "fixedbitset",
    "bitset-fixed",
    "proconio",
    "proconio-derive",
    "text_io",
    "rustc-hash",
    "smallvec",
];

/// The crates yukicoder compiles Rust submissions with (its language page: proconio and the
/// num family).
pub const YUKICODER_CRATES: &[&str] = &[
    "proconio",
    "proconio-derive",
    "num",
    "num-bigint",
    "num-complex",
    "num-integer",
    "num-iter",
    "num-rational",
    "num-traits",
];

/// The judge of a bin for which nothing names one.
pub const DEFAULT_JUDGE: &str = "default";

/// Every built-in judge, in the order reports list them.
pub static PROFILES: [Profile; 7] = [
    Profile {
        name: DEFAULT_JUDGE,
        title: "plain rustc, for a bin whose workspace names no judge",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 64 * 1024,
        compact_if_needed: true,
        provided: &[],
    },
    Profile {
        name: "uva",
        title: "UVa Online Judge",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 10_000,
        compact_if_needed: true,
        provided: &[],
    },
    Profile {
        name: "topcoder",
        title: "TopCoder (harness main)",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 64 * 1024,
        compact_if_needed: true,
        provided: &[],
    },
    Profile {
        name: "codeforces",
        title: "Codeforces",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 64 * 1024,
        compact_if_needed: true,
        provided: &[],
    },
    Profile {
        name: "kattis",
        title: "Kattis",
        rustc_args: &["--edition", "2021", "-C", "opt-level=3"],
        edition: "2021",
        size_limit: 128 * 1024,
        compact_if_needed: true,
        provided: &[],
    },
    Profile {
        name: "atcoder",
        title: "AtCoder (2023 language update: rustc 1.70, its crate set)",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 512 * 1024,
        compact_if_needed: true,
        provided: ATCODER_CRATES,
    },
    Profile {
        name: "yukicoder",
        title: "yukicoder (proconio and num provided)",
        rustc_args: &["--edition", "2021", "-O"],
        edition: "2021",
        size_limit: 64 * 1024,
        compact_if_needed: true,
        provided: YUKICODER_CRATES,
    },
];

impl Profile {
    /// Looks up the profile of the judge called `name` (exact, lowercase).
    ///
    /// # Errors
    /// [`UnknownJudge`] when no profile has that name; its message lists the known names.
    ///
    /// # Example
    /// ```
    /// use judgepack::profile::Profile;
    /// let uva = Profile::by_name("uva").unwrap();
    /// assert_eq!(uva.size_limit, 10_000);
    /// assert!(Profile::by_name("spoj").unwrap_err().to_string().contains("uva"));
    /// ```
    pub fn by_name(name: &str) -> Result<&'static Profile, UnknownJudge> {
        PROFILES
            .iter()
            .find(|profile| profile.name == name)
            .ok_or_else(|| UnknownJudge {
                name: name.to_owned(),
                custom: Vec::new(),
            })
    }

    /// The profile called `name`: the workspace's own judges first, then the built-in ones.
    ///
    /// # Errors
    /// [`UnknownJudge`] when neither has that name.
    pub fn find(ws: &Workspace, name: &str) -> Result<&'static Profile, UnknownJudge> {
        if let Some(custom) = ws.config.judges.iter().find(|judge| judge.name == name) {
            return Ok(Profile::custom(custom));
        }
        Profile::by_name(name).map_err(|mut unknown| {
            for custom in &ws.config.judges {
                unknown.custom.push(custom.name.clone());
            }
            unknown
        })
    }

    /// A workspace's own judge as a profile. Profiles are `'static` data; a custom one lives
    /// as long as the process, which reads the workspace once.
    fn custom(judge: &CustomJudge) -> &'static Profile {
        let leak = |text: &str| -> &'static str { Box::leak(text.to_string().into_boxed_str()) };
        let args: Vec<&'static str> = judge.rustc_args.iter().map(|arg| leak(arg)).collect();
        Box::leak(Box::new(Profile {
            name: leak(&judge.name),
            title: leak(&format!("{} (defined in the workspace)", judge.name)),
            rustc_args: Box::leak(args.into_boxed_slice()),
            edition: leak(&judge.edition),
            size_limit: judge.size_limit,
            compact_if_needed: true,
            provided: &[],
        }))
    }

    /// The judge's compile command for `source`, as a shell would show it, e.g.
    /// `rustc --edition 2021 -O main.rs` (for a judge that provides crates, the cargo build
    /// [`crate::run::compile_with_cargo`] runs).
    pub fn command_line(&self, source: &str) -> String {
        if !self.provided.is_empty() {
            return format!(
                "cargo build --release ({source} as the bin of a package with its crates)"
            );
        }
        let mut line = String::from("rustc");
        for arg in self.rustc_args {
            line.push(' ');
            line.push_str(arg);
        }
        line.push(' ');
        line.push_str(source);
        line
    }
}

/// The names of every built-in judge, comma separated, for messages.
pub fn known_names() -> String {
    PROFILES
        .iter()
        .map(|profile| profile.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where a bin's judge came from, most specific first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JudgeSource {
    /// `--judge NAME` on the command line.
    Flag,
    /// `[package.metadata.judgepack] judge`.
    Package,
    /// `[workspace.metadata.judgepack] judge`.
    Workspace,
    /// Nothing named one: the `default` profile.
    Default,
}

impl fmt::Display for JudgeSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JudgeSource::Flag => "--judge",
            JudgeSource::Package => "package metadata",
            JudgeSource::Workspace => "workspace metadata",
            JudgeSource::Default => "default",
        })
    }
}

/// A bin's judge: its profile and where the choice came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judge {
    /// How the judge compiles and limits the file.
    pub profile: &'static Profile,
    /// Where the choice came from.
    pub source: JudgeSource,
}

impl Judge {
    /// The judge of `bin`: `flag` (`--judge`), else its package's, else the workspace's, else
    /// [`DEFAULT_JUDGE`].
    ///
    /// # Errors
    /// An unknown judge name, at the manifest that gave it.
    pub fn resolve(ws: &Workspace, bin: &Bin, flag: Option<&str>) -> Result<Judge, Error> {
        let (name, source, place) = if let Some(flag) = flag {
            (flag, JudgeSource::Flag, None)
        } else if let Some(judge) = &bin.judge {
            (
                judge.as_str(),
                JudgeSource::Package,
                Some(bin.manifest_path.clone()),
            )
        } else if let Some(judge) = &ws.config.judge {
            (
                judge.as_str(),
                JudgeSource::Workspace,
                Some(ws.root.join("Cargo.toml")),
            )
        } else {
            (DEFAULT_JUDGE, JudgeSource::Default, None)
        };
        let profile = Profile::find(ws, name).map_err(|unknown| {
            let error = Error::new(format!("bin `{}`: {unknown}", bin.name));
            match place {
                Some(place) => error.at(ws.relative(&place), None).help(
                    "name a known judge, or define it in [workspace.metadata.judgepack.judges]",
                ),
                None => error.help("pass one of the known judges to --judge"),
            }
        })?;
        Ok(Judge { profile, source })
    }
}

/// How `bundle_submission` is asked to work.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The command that regenerates the file, for its header.
    pub command: String,
    /// Whether a warning in the user's code that dead-code removal cannot fix is an error.
    pub deny_warnings: bool,
    /// Shrink as far as the passes go although the file already fits ([`Options::shrink`]).
    pub shrink: bool,
}

/// A bin's submission text, printed as its judge's profile asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    /// The bin's name.
    pub bin: String,
    /// The whole file.
    pub text: String,
    /// Whether it is printed compactly (the readable form was over the limit).
    pub compact: bool,
    /// The judge it is for.
    pub profile: &'static Profile,
    /// Source name to short name, for a compact file (`stat` shows the source names).
    pub renames: BTreeMap<String, String>,
    /// Warnings in the user's code the file still carries (only without `deny_warnings`).
    pub warnings: Vec<Error>,
}

/// Bundles `bin` for `judge`: readable, or compact when the readable form is over the
/// judge's size limit and the profile allows compact printing. This is exactly the text
/// `judgepack bundle` prints and `bundle --all` writes to `submissions/`, so a freshness test
/// can compare against it. The text may still be over the limit: see
/// [`Submission::check_size`].
///
/// # Errors
/// Any bundling error.
pub fn bundle_submission(
    ws: &Workspace,
    bin: &Bin,
    judge: &Judge,
    request: &Request,
) -> Result<Submission, Error> {
    let profile = judge.profile;
    let options = Options {
        edition: profile.edition.to_string(),
        compact: false,
        debug_assertions: debug_assertions(profile.rustc_args),
        judge: profile.name.to_string(),
        command: request.command.clone(),
        deny_warnings: request.deny_warnings,
        shrink: request.shrink,
        provided: profile
            .provided
            .iter()
            .map(|name| name.to_string())
            .collect(),
    };
    let bundled = bundle_within(
        ws,
        bin,
        &options,
        profile.size_limit,
        profile.compact_if_needed,
    )?;
    Ok(Submission {
        bin: bin.name.clone(),
        text: bundled.text,
        compact: bundled.compact,
        profile,
        renames: bundled.renames,
        warnings: bundled.warnings,
    })
}

impl Submission {
    /// How many of the largest items an over-the-limit error names.
    const NAMED_ITEMS: usize = 5;

    /// Checks the text against the judge's size limit.
    ///
    /// # Errors
    /// When the text is over the limit; the help names the largest items, the place to cut.
    pub fn check_size(&self) -> Result<(), Error> {
        let limit = self.profile.size_limit;
        if self.text.len() <= limit {
            return Ok(());
        }
        let form = if self.compact { "compact" } else { "readable" };
        let mut help = String::from("shrink the largest items (`judgepack stat` lists more):");
        if let Ok(analysis) = stat::analyze(&self.text) {
            let items = stat::largest(&analysis.items, Self::NAMED_ITEMS);
            let width = items
                .iter()
                .map(|item| item.display_path().chars().count())
                .max()
                .unwrap_or(0);
            for item in items {
                help.push_str(&format!(
                    "\n    {:<width$}  {:>6} B",
                    item.display_path(),
                    stat::thousands(item.bytes)
                ));
            }
        }
        Err(Error::new(format!(
            "the {form} bundle of `{}` has {} bytes, over the {} limit of {} bytes",
            self.bin,
            stat::thousands(self.text.len()),
            self.profile.name,
            stat::thousands(limit)
        ))
        .help(help))
    }
}

/// A judge name that no profile has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownJudge {
    /// The name that was asked for.
    pub name: String,
    /// The workspace's own judges, listed after the built-in ones.
    pub custom: Vec<String>,
}

impl fmt::Display for UnknownJudge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown judge `{}`; known judges: {}",
            self.name,
            known_names()
        )?;
        for custom in &self.custom {
            write!(f, ", {custom}")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownJudge {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_profile_by_its_name() {
        for profile in &PROFILES {
            assert_eq!(Profile::by_name(profile.name), Ok(profile));
        }
    }

    #[test]
    fn limits_match_the_judges() {
        let limit = |name| Profile::by_name(name).map(|p| p.size_limit);
        assert_eq!(limit("uva"), Ok(10_000));
        assert_eq!(limit("topcoder"), Ok(65_536));
        assert_eq!(limit("codeforces"), Ok(65_536));
        assert_eq!(limit("kattis"), Ok(131_072));
        assert_eq!(limit("atcoder"), Ok(524_288));
        assert_eq!(limit("yukicoder"), Ok(65_536));
    }

    #[test]
    fn compile_commands_match_the_judges() {
        let command = |name| Profile::by_name(name).map(|p| p.command_line("a.rs"));
        assert_eq!(
            command("uva").as_deref(),
            Ok("rustc --edition 2021 -O a.rs")
        );
        assert_eq!(
            command("kattis").as_deref(),
            Ok("rustc --edition 2021 -C opt-level=3 a.rs")
        );
        assert_eq!(
            command("atcoder").as_deref(),
            Ok("cargo build --release (a.rs as the bin of a package with its crates)")
        );
    }

    #[test]
    fn rustc_args_carry_the_edition() {
        for profile in &PROFILES {
            let position = profile.rustc_args.iter().position(|a| *a == "--edition");
            let edition = position.and_then(|i| profile.rustc_args.get(i + 1));
            assert_eq!(edition, Some(&profile.edition), "{}", profile.name);
        }
    }

    #[test]
    fn names_are_unique_and_lowercase() {
        for (i, profile) in PROFILES.iter().enumerate() {
            assert_eq!(profile.name, profile.name.to_lowercase());
            assert!(PROFILES[..i].iter().all(|p| p.name != profile.name));
        }
    }

    #[test]
    fn unknown_judge_lists_the_known_ones() {
        let error = Profile::by_name("UVA").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown judge `UVA`; known judges: default, uva, topcoder, codeforces, kattis, atcoder, \
             yukicoder"
        );
    }
}
