//! Judge profiles: how each online judge compiles a submission and how large it may be.
//!
//! The built-in profiles are one table of data ([`PROFILES`]); a workspace may add its own in
//! `[workspace.metadata.judgepack.judges.NAME]`. Everything else in judgepack that needs a
//! compile command, an edition or a size limit asks [`Profile::find`] or [`Judge::resolve`]
//! (which also says where a bin's judge came from: `--judge`, the package, the workspace, or
//! the `default` profile). [`bundle_submission`] applies a profile's printing rule (readable, compact
//! when needed) to a bundle. This module does not run anything: compiling and running live in
//! [`crate::run`].

use std::collections::BTreeSet;
use std::fmt;

use crate::error::Error;
use crate::workspace::{Bin, CustomJudge, Workspace};

/// How one online judge builds and limits a Rust submission, and where that is known from.
///
/// What a source does not say is `None` (or [`Profile::flags_known`] false), never a guess:
/// `judgepack judges` shows it as unknown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// The name a problem crate uses in `[package.metadata.judgepack] judge = "..."`.
    pub name: &'static str,
    /// The judge's full name, for messages.
    pub title: &'static str,
    /// The rustc release the judge runs (`"1.89.0"`, a rustup toolchain name); `None` when no
    /// source says, or the judge follows the latest stable.
    pub rustc: Option<&'static str>,
    /// Every argument the judge's rustc gets before the source file (the output path comes
    /// after it). Contains `--edition` followed by [`Profile::edition`]. For a judge that
    /// builds with cargo ([`Profile::cargo`]): what cargo's release profile and the judge's
    /// rustflags pass for the submission's crate.
    pub rustc_args: &'static [&'static str],
    /// Whether the sources give [`Profile::rustc_args`]; when not, they are judgepack's
    /// assumption for verifying.
    pub flags_known: bool,
    /// The Rust edition the judge compiles with; the bundle is printed for it.
    pub edition: &'static str,
    /// How a judge that builds a cargo package does it; `None` for a plain `rustc` judge.
    pub cargo: Option<CargoBuild>,
    /// The largest accepted source file, in bytes; `None` when no source says (then the
    /// bundle is printed readable and never over a limit).
    pub size_limit: Option<usize>,
    /// Whether a bundle that is over [`Profile::size_limit`] in its readable form may be
    /// printed compactly instead.
    pub compact_if_needed: bool,
    /// The crates the judge builds submissions with, with the versions it pins: `use` of
    /// them stays as written, nothing of them is inlined, and the file is verified as a
    /// cargo package that depends on them. Empty for std-only judges.
    pub provided: &'static [Provided],
    /// Where the facts come from.
    pub source: &'static str,
    /// When they were read (ISO date), empty for judgepack's own profiles.
    pub read: &'static str,
}

/// How a judge that builds submissions as a cargo package builds them: `src/main.rs` of a
/// package depending on [`Profile::provided`], `cargo build --release`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CargoBuild {
    /// `[profile.release] lto = true`.
    pub lto: bool,
    /// `build.rustflags` in the judge's `.cargo/config.toml` (every crate gets them).
    pub rustflags: &'static [&'static str],
}

/// A crate a judge provides, as its `Cargo.toml` declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Provided {
    /// The package name.
    pub name: &'static str,
    /// The version it is pinned to (`=` in the judge's manifest); `None` when unknown.
    pub version: Option<&'static str>,
    /// The features the judge turns on (default features stay on).
    pub features: &'static [&'static str],
}

/// `name` pinned to `=version`.
const fn pin(name: &'static str, version: &'static str) -> Provided {
    Provided {
        name,
        version: Some(version),
        features: &[],
    }
}

/// `name` pinned to `=version` with `features`.
const fn pin_with(
    name: &'static str,
    version: &'static str,
    features: &'static [&'static str],
) -> Provided {
    Provided {
        name,
        version: Some(version),
        features,
    }
}

/// `name`, version unknown.
const fn unpinned(name: &'static str) -> Provided {
    Provided {
        name,
        version: None,
        features: &[],
    }
}

/// The crates of AtCoder's 2025 language update (rustc 1.89.0, edition 2024), as its install
/// script pins them (generated from rust-lang-ja/atcoder-proposal at 7a724cdf; read
/// 2026-11-26): the 2023 set with 42 versions changed, and 6 new crates.
pub const ATCODER_CRATES: &[Provided] = &[
    // New in 2025.
    pin("rpds", "1.1.1"),
    pin("rand_xorshift", "0.4.0"),
    pin("rand_xoshiro", "0.7.0"),
    pin("statrs", "0.18.0"),
    pin("primal", "0.3.3"),
    pin("thiserror", "2.0.16"),
    // Since 2023.
    pin("ac-library-rs", "0.2.0"),
    pin("once_cell", "1.21.3"),
    pin("static_assertions", "1.1.0"),
    pin("varisat", "0.2.2"),
    pin("memoise", "0.3.2"),
    pin("argio", "0.2.0"),
    pin("bitvec", "1.0.1"),
    pin("counter", "0.7.0"),
    pin("hashbag", "0.1.12"),
    pin("pathfinding", "4.14.0"),
    pin("recur-fn", "2.2.0"),
    pin_with("indexing", "0.4.1", &["experimental_pointer_ranges"]),
    pin_with(
        "amplify",
        "4.9.0",
        &["c_raw", "rand", "stringly_conversions"],
    ),
    pin("amplify_derive", "4.0.1"),
    pin_with("amplify_num", "0.5.3", &["std"]),
    pin("easy-ext", "1.0.2"),
    pin("multimap", "0.10.1"),
    pin("btreemultimap", "0.1.1"),
    pin("bstr", "1.12.0"),
    pin("az", "1.2.1"),
    pin("glidesort", "0.1.2"),
    pin("tap", "1.0.1"),
    pin("omniswap", "0.1.0"),
    pin("multiversion", "0.8.0"),
    // Since 2020.
    pin("num", "0.4.3"),
    pin("num-bigint", "0.4.6"),
    pin("num-complex", "0.4.6"),
    pin("num-integer", "0.1.46"),
    pin("num-iter", "0.1.45"),
    pin("num-rational", "0.4.2"),
    pin("num-traits", "0.2.19"),
    pin("num-derive", "0.4.2"),
    pin("ndarray", "0.16.1"),
    pin("nalgebra", "0.34.0"),
    pin("alga", "0.9.3"),
    pin("libm", "0.2.15"),
    pin("rand", "0.9.2"),
    pin("getrandom", "0.3.3"),
    pin("rand_chacha", "0.9.0"),
    pin("rand_core", "0.9.3"),
    pin("rand_hc", "0.4.0"),
    pin("rand_pcg", "0.9.0"),
    pin("rand_distr", "0.5.1"),
    pin("petgraph", "0.8.2"),
    pin("indexmap", "2.11.0"),
    pin("regex", "1.11.2"),
    pin("lazy_static", "1.5.0"),
    pin("ordered-float", "5.0.0"),
    pin("ascii", "1.1.0"),
    pin("permutohedron", "0.2.4"),
    pin("superslice", "1.0.0"),
    pin("itertools", "0.14.0"),
    pin("itertools-num", "0.1.3"),
    pin("maplit", "1.0.2"),
    pin("either", "1.15.0"),
    pin("im-rc", "15.1.0"),
    pin("fixedbitset", "0.5.7"),
    pin("bitset-fixed", "0.1.0"),
    pin_with("proconio", "0.5.0", &["derive"]),
    pin("text_io", "0.1.13"),
    pin("rustc-hash", "2.1.1"),
    pin_with(
        "smallvec",
        "1.15.1",
        &[
            "const_generics",
            "const_new",
            "write",
            "union",
            "serde",
            "arbitrary",
        ],
    ),
];

/// The crates of AtCoder's 2023 language update (rustc 1.70.0, edition 2021), as the
/// `Cargo.toml` of rust-lang-ja/atcoder-proposal (`main`) pins them.
pub const ATCODER_2023_CRATES: &[Provided] = &[
    pin("ac-library-rs", "0.1.1"),
    pin("once_cell", "1.18.0"),
    pin("static_assertions", "1.1.0"),
    pin("varisat", "0.2.2"),
    pin("memoise", "0.3.2"),
    pin("argio", "0.2.0"),
    pin("bitvec", "1.0.1"),
    pin("counter", "0.5.7"),
    pin("hashbag", "0.1.11"),
    pin("pathfinding", "4.3.0"),
    pin("recur-fn", "2.2.0"),
    pin_with("indexing", "0.4.1", &["experimental_pointer_ranges"]),
    pin_with(
        "amplify",
        "3.14.2",
        &["c_raw", "rand", "stringly_conversions"],
    ),
    pin("amplify_derive", "2.11.3"),
    pin_with("amplify_num", "0.4.1", &["std"]),
    pin("easy-ext", "1.0.1"),
    pin("multimap", "0.9.0"),
    pin("btreemultimap", "0.1.1"),
    pin("bstr", "1.6.0"),
    pin("az", "1.2.1"),
    pin("glidesort", "0.1.2"),
    pin("tap", "1.0.1"),
    pin("omniswap", "0.1.0"),
    pin("multiversion", "0.7.2"),
    pin("num", "0.4.1"),
    pin("num-bigint", "0.4.3"),
    pin("num-complex", "0.4.3"),
    pin("num-integer", "0.1.45"),
    pin("num-iter", "0.1.43"),
    pin("num-rational", "0.4.1"),
    pin("num-traits", "0.2.15"),
    pin("num-derive", "0.4.0"),
    pin("ndarray", "0.15.6"),
    pin("nalgebra", "0.32.3"),
    pin("alga", "0.9.3"),
    pin("libm", "0.2.7"),
    pin_with("rand", "0.8.5", &["small_rng", "min_const_gen"]),
    pin("getrandom", "0.2.10"),
    pin("rand_chacha", "0.3.1"),
    pin("rand_core", "0.6.4"),
    pin("rand_hc", "0.3.2"),
    pin("rand_pcg", "0.3.1"),
    pin("rand_distr", "0.4.3"),
    pin("petgraph", "0.6.3"),
    pin("indexmap", "2.0.0"),
    pin("regex", "1.9.1"),
    pin("lazy_static", "1.4.0"),
    pin("ordered-float", "3.7.0"),
    pin("ascii", "1.1.0"),
    pin("permutohedron", "0.2.4"),
    pin("superslice", "1.0.0"),
    pin("itertools", "0.11.0"),
    pin("itertools-num", "0.1.3"),
    pin("maplit", "1.0.2"),
    pin("either", "1.8.1"),
    pin("im-rc", "15.1.0"),
    pin("fixedbitset", "0.4.2"),
    pin("bitset-fixed", "0.1.0"),
    pin_with("proconio", "0.4.5", &["derive"]),
    pin("text_io", "0.1.12"),
    pin("rustc-hash", "1.1.0"),
    pin_with(
        "smallvec",
        "1.11.0",
        &[
            "const_generics",
            "const_new",
            "write",
            "union",
            "serde",
            "arbitrary",
        ],
    ),
];

/// The crates yukicoder compiles Rust submissions with (reported; versions unknown).
pub const YUKICODER_CRATES: &[Provided] = &[
    unpinned("proconio"),
    unpinned("num"),
    unpinned("itertools"),
    unpinned("ac-library-rs"),
];

/// AtCoder's build: `[profile.release] lto = true`, rustflags `--cfg atcoder`.
const ATCODER_BUILD: CargoBuild = CargoBuild {
    lto: true,
    rustflags: &["--cfg", "atcoder"],
};

/// Where the AtCoder facts come from.
const ATCODER_2025_SOURCE: &str = "AtCoder's install script for the 2025-10 language update \
     (live since 2025-10-18; generated from rust-lang-ja/atcoder-proposal at 7a724cdf; copy: \
     cputils/atcoder-docker-images info/rust-rustc-1-89-0.toml); 512 KiB reported only";

/// The judge of a bin for which nothing names one.
pub const DEFAULT_JUDGE: &str = "default";

/// The date the judges' facts were read (`/work/shared/notes/judges-2026.md`).
const READ: &str = "2026-11-26";

/// Every built-in judge, in the order reports list them.
pub static PROFILES: [Profile; 10] = [
    Profile {
        name: DEFAULT_JUDGE,
        title: "plain rustc, for a bin whose workspace names no judge",
        rustc: None,
        rustc_args: &["--edition", "2021", "-O"],
        flags_known: true,
        edition: "2021",
        cargo: None,
        size_limit: Some(64 * 1024),
        compact_if_needed: true,
        provided: &[],
        source: "the rustc on PATH, for a bin nothing names a judge for",
        read: "",
    },
    Profile {
        name: "uva",
        title: "UVa Online Judge",
        rustc: None,
        rustc_args: &["--edition", "2021", "-O"],
        flags_known: true,
        edition: "2021",
        cargo: None,
        size_limit: Some(10_000),
        compact_if_needed: true,
        provided: &[],
        source: "judgepack's own target for UVa problems: UVa takes no Rust (its language list: \
                 C, C++, C++11, Pascal, Java, Python)",
        read: READ,
    },
    Profile {
        name: "topcoder",
        title: "TopCoder (harness main)",
        rustc: None,
        rustc_args: &["--edition", "2021", "-O"],
        flags_known: true,
        edition: "2021",
        cargo: None,
        size_limit: Some(64 * 1024),
        compact_if_needed: true,
        provided: &[],
        source: "judgepack's own target for TopCoder problems: TopCoder takes no Rust (its help: \
                 Java, C++, C#, VB.NET, Python)",
        read: READ,
    },
    Profile {
        name: "codeforces",
        title: "Codeforces, Rust 1.89.0 (2021)",
        rustc: Some("1.89.0"),
        rustc_args: &["--edition", "2021", "-O", "--cfg", "ONLINE_JUDGE"],
        flags_known: true,
        edition: "2021",
        cargo: None,
        size_limit: Some(64 * 1024),
        compact_if_needed: true,
        provided: &[],
        source: "Codeforces' language list \"Rust 1.89.0 (2021)\" (several submit tools' tables); \
                 flags and 64 KB reported (blog entry 121114; its Windows-only \
                 -C link-args=/STACK:268435456 is left out)",
        read: READ,
    },
    Profile {
        name: "codeforces-2024",
        title: "Codeforces, Rust 1.89.0 (2024)",
        rustc: Some("1.89.0"),
        rustc_args: &["--edition", "2024", "-O", "--cfg", "ONLINE_JUDGE"],
        flags_known: true,
        edition: "2024",
        cargo: None,
        size_limit: Some(64 * 1024),
        compact_if_needed: true,
        provided: &[],
        source: "Codeforces' language list \"Rust 1.89.0 (2024)\" (several submit tools' tables); \
                 flags and 64 KB reported (blog entry 121114; its Windows-only \
                 -C link-args=/STACK:268435456 is left out)",
        read: READ,
    },
    Profile {
        name: "kattis",
        title: "Kattis",
        rustc: Some("1.85"),
        rustc_args: &["--edition", "2021", "-C", "opt-level=3"],
        flags_known: true,
        edition: "2021",
        cargo: None,
        size_limit: Some(128 * 1024),
        compact_if_needed: true,
        provided: &[],
        source:
            "Kattis problemtools (rustc -C opt-level=3 --edition 2021; its -C target-cpu=native \
                 is left out); rustc 1.85 reported mid-2025; 128 KiB: judgepack's earlier profile",
        read: READ,
    },
    Profile {
        name: "atcoder",
        title: "AtCoder, 2025 language update: rustc 1.89.0, edition 2024, 68 crates",
        rustc: Some("1.89.0"),
        rustc_args: &["--edition", "2024", "-C", "opt-level=3", "--cfg", "atcoder"],
        flags_known: true,
        edition: "2024",
        cargo: Some(ATCODER_BUILD),
        size_limit: Some(512 * 1024),
        compact_if_needed: true,
        provided: ATCODER_CRATES,
        source: ATCODER_2025_SOURCE,
        read: READ,
    },
    Profile {
        name: "atcoder-2023",
        title: "AtCoder, 2023 language update: rustc 1.70.0, edition 2021, 62 crates",
        rustc: Some("1.70.0"),
        rustc_args: &["--edition", "2021", "-C", "opt-level=3", "--cfg", "atcoder"],
        flags_known: true,
        edition: "2021",
        cargo: Some(ATCODER_BUILD),
        size_limit: Some(512 * 1024),
        compact_if_needed: true,
        provided: ATCODER_2023_CRATES,
        source: "rust-lang-ja/atcoder-proposal, main: Cargo.toml (the same list as cargo-equip's \
                 202301); whether it is still selectable after 2025-10 is unknown",
        read: READ,
    },
    Profile {
        name: "library-checker",
        title: "Library Checker (judge.yosupo.jp)",
        rustc: Some("1.94.1"),
        rustc_args: &["--edition", "2024", "-C", "opt-level=3"],
        flags_known: true,
        edition: "2024",
        cargo: None,
        size_limit: Some(1024 * 1024),
        compact_if_needed: true,
        provided: &[],
        source: "yosupo06/library-checker-judge: langs/langs.toml, database/validate.go (rustc \
                 1.94.1 since 2026-03-28; 1.71.1, edition 2021 before)",
        read: READ,
    },
    Profile {
        name: "yukicoder",
        title: "yukicoder (proconio, num, itertools, ac-library-rs provided)",
        rustc: None,
        rustc_args: &["--edition", "2024", "-C", "opt-level=3"],
        flags_known: false,
        edition: "2024",
        cargo: Some(CargoBuild {
            lto: false,
            rustflags: &[],
        }),
        size_limit: None,
        compact_if_needed: true,
        provided: YUKICODER_CRATES,
        source: "reported: edition 2024, the provided crates (versions unknown), recent stable \
                 (its languages API gives the current one); flags and source limit unknown, \
                 judgepack verifies with cargo build --release",
        read: READ,
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
    /// assert_eq!(uva.size_limit, Some(10_000));
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
            rustc: None,
            rustc_args: Box::leak(args.into_boxed_slice()),
            flags_known: true,
            edition: leak(&judge.edition),
            cargo: None,
            size_limit: Some(judge.size_limit),
            compact_if_needed: true,
            provided: &[],
            source: "[workspace.metadata.judgepack.judges]",
            read: "",
        }))
    }

    /// The names of the packages the judge provides.
    pub fn provided_names(&self) -> BTreeSet<String> {
        self.provided
            .iter()
            .map(|krate| krate.name.to_string())
            .collect()
    }

    /// The crate the judge provides under package name `name`, with its pin.
    pub fn provided_crate(&self, name: &str) -> Option<&'static Provided> {
        self.provided.iter().find(|krate| krate.name == name)
    }

    /// The `--cfg` values the judge's rustc gets (`atcoder`, `ONLINE_JUDGE`, `feature="x"`),
    /// from [`Profile::rustc_args`].
    ///
    /// ```
    /// use judgepack::profile::Profile;
    /// let atcoder = Profile::by_name("atcoder").unwrap();
    /// assert_eq!(atcoder.cfgs(), ["atcoder"]);
    /// assert!(Profile::by_name("uva").unwrap().cfgs().is_empty());
    /// ```
    pub fn cfgs(&self) -> Vec<String> {
        let mut cfgs = Vec::new();
        let mut args = self.rustc_args.iter();
        while let Some(arg) = args.next() {
            if *arg == "--cfg" {
                if let Some(value) = args.next() {
                    cfgs.push((*value).to_string());
                }
            } else if let Some(value) = arg.strip_prefix("--cfg=") {
                cfgs.push(value.to_string());
            }
        }
        cfgs
    }

    /// The judge's compile command for `source`, as a shell would show it, e.g.
    /// `rustc --edition 2021 -O main.rs` (for a judge that provides crates, the cargo build
    /// [`crate::run::compile_with_cargo`] runs).
    pub fn command_line(&self, source: &str) -> String {
        if self.cargo.is_some() {
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
        assert_eq!(limit("uva"), Ok(Some(10_000)));
        assert_eq!(limit("topcoder"), Ok(Some(65_536)));
        assert_eq!(limit("codeforces"), Ok(Some(65_536)));
        assert_eq!(limit("codeforces-2024"), Ok(Some(65_536)));
        assert_eq!(limit("kattis"), Ok(Some(131_072)));
        assert_eq!(limit("atcoder"), Ok(Some(524_288)));
        assert_eq!(limit("atcoder-2023"), Ok(Some(524_288)));
        assert_eq!(limit("library-checker"), Ok(Some(1_048_576)));
        // No source gives yukicoder's limit.
        assert_eq!(limit("yukicoder"), Ok(None));
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
            "unknown judge `UVA`; known judges: default, uva, topcoder, codeforces, \
             codeforces-2024, kattis, atcoder, atcoder-2023, library-checker, yukicoder"
        );
    }

    #[test]
    fn the_judges_as_the_sources_give_them() {
        let judge = |name| Profile::by_name(name).expect("a judge");
        let atcoder = judge("atcoder");
        assert_eq!(
            (atcoder.rustc, atcoder.edition, atcoder.provided.len()),
            (Some("1.89.0"), "2024", 68)
        );
        assert_eq!(atcoder.cargo.map(|c| c.lto), Some(true));
        let old = judge("atcoder-2023");
        assert_eq!(
            (old.rustc, old.edition, old.provided.len()),
            (Some("1.70.0"), "2021", 62)
        );
        // 6 crates added, none removed, 42 versions changed.
        let added: Vec<_> = atcoder
            .provided
            .iter()
            .filter(|new| old.provided_crate(new.name).is_none())
            .map(|new| new.name)
            .collect();
        assert_eq!(
            added,
            [
                "rpds",
                "rand_xorshift",
                "rand_xoshiro",
                "statrs",
                "primal",
                "thiserror"
            ]
        );
        let changed = old
            .provided
            .iter()
            .filter(|was| {
                atcoder.provided_crate(was.name).map(|now| now.version) != Some(was.version)
            })
            .count();
        assert_eq!(changed, 42);
        assert_eq!(
            atcoder.provided_crate("proconio"),
            Some(&pin_with("proconio", "0.5.0", &["derive"]))
        );
        let checker = judge("library-checker");
        assert_eq!(
            (checker.rustc, checker.rustc_args, checker.provided.len()),
            (
                Some("1.94.1"),
                &["--edition", "2024", "-C", "opt-level=3"][..],
                0
            )
        );
        assert_eq!(judge("codeforces").cfgs(), ["ONLINE_JUDGE"]);
        assert_eq!(judge("codeforces-2024").edition, "2024");
        let yukicoder = judge("yukicoder");
        assert!(!yukicoder.flags_known);
        assert!(yukicoder
            .provided
            .iter()
            .all(|krate| krate.version.is_none()));
    }

    #[test]
    fn every_judge_says_where_its_facts_come_from() {
        for profile in &PROFILES {
            assert!(!profile.source.is_empty(), "{}", profile.name);
            if profile.name != DEFAULT_JUDGE {
                assert_eq!(profile.read.len(), "2026-11-26".len(), "{}", profile.name);
            }
            // A cargo judge's rustflags are among the arguments its rustc gets.
            if let Some(cargo) = profile.cargo {
                let args = profile.rustc_args.join(" ");
                assert!(
                    args.contains(&cargo.rustflags.join(" ")),
                    "{}",
                    profile.name
                );
            }
            let names = profile.provided_names();
            assert_eq!(names.len(), profile.provided.len(), "{}", profile.name);
        }
    }
}
