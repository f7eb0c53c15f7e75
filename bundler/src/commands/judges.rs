//! `judgepack judges`: the judge profiles, as data, with where their facts come from.

use clap::Args;
use judgepack::error::Error;
use judgepack::profile::{Profile, PROFILES};
use judgepack::workspace::Workspace;

use crate::{Cli, Failure};

/// List the judges: compiler, edition, flags, size limit, provided crates, source and date
///
/// Every built-in profile, then the workspace's own ([workspace.metadata.judgepack.judges],
/// when run inside one). With a JUDGE, everything about it, its crates with their pinned
/// versions too. What no source gives is shown as unknown, never guessed.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack judges\n  judgepack judges atcoder    (its 68 crates with their pinned versions)\n\n",
    exit_status!()
))]
pub(crate) struct JudgesArgs {
    /// Show one judge in full
    #[arg(value_name = "JUDGE")]
    judge: Option<String>,
}

pub(crate) fn run(cli: &Cli, args: &JudgesArgs) -> Result<(), Failure> {
    // The workspace's own judges, when there is a workspace; the built-in ones need none.
    let ws = Workspace::load(cli.manifest_path.as_deref()).ok();
    let mut profiles: Vec<&'static Profile> = PROFILES.iter().collect();
    if let Some(ws) = &ws {
        for custom in &ws.config.judges {
            if let Ok(profile) = Profile::find(ws, &custom.name) {
                profiles.push(profile);
            }
        }
    }
    match &args.judge {
        None => table(&profiles),
        Some(name) => {
            let profile = profiles
                .iter()
                .find(|profile| profile.name == name)
                .ok_or_else(|| {
                    let known: Vec<&str> = profiles.iter().map(|profile| profile.name).collect();
                    Failure::Usage(
                        Error::new(format!(
                            "unknown judge `{name}`; known judges: {}",
                            known.join(", ")
                        ))
                        .help("run `judgepack judges` to list them"),
                    )
                })?;
            detail(profile);
        }
    }
    Ok(())
}

/// One row per judge, then each judge's source and the date it was read.
fn table(profiles: &[&Profile]) {
    let rows: Vec<[String; 6]> = profiles
        .iter()
        .map(|profile| {
            [
                profile.name.to_string(),
                rustc(profile),
                profile.edition.to_string(),
                compile(profile),
                judgepack::stat::limit_text(profile),
                crates(profile),
            ]
        })
        .collect();
    let header = ["judge", "rustc", "edition", "compile", "limit", "crates"];
    let mut widths = header.map(str::len);
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: [&str; 6]| {
        let [judge, rustc, edition, compile, limit, crates] = cells;
        let [w0, w1, w2, w3, w4, w5] = widths;
        row!("{judge:<w0$}  {rustc:<w1$}  {edition:<w2$}  {compile:<w3$}  {limit:>w4$}  {crates:>w5$}");
    };
    line(header);
    for row in &rows {
        let [a, b, c, d, e, f] = row;
        line([a, b, c, d, e, f]);
    }
    say!();
    say!("sources:");
    for profile in profiles {
        say!("  {} ({}): {}", profile.name, read(profile), profile.source);
    }
}

/// Everything about one judge.
fn detail(profile: &Profile) {
    say!("{}: {}", profile.name, profile.title);
    say!("  rustc:    {}", rustc(profile));
    say!("  edition:  {}", profile.edition);
    say!("  compile:  {}", compile(profile));
    let cfgs = profile.cfgs();
    if !cfgs.is_empty() {
        say!("  cfg:      {}", cfgs.join(", "));
    }
    say!("  limit:    {}", judgepack::stat::limit_text(profile));
    say!("  source:   {}", profile.source);
    say!("  read:     {}", read(profile));
    if profile.provided.is_empty() {
        say!("  crates:   none (std only)");
        return;
    }
    say!("  crates:   {}", profile.provided.len());
    for krate in profile.provided {
        let version = krate
            .version
            .map_or_else(|| "version unknown".to_string(), |v| format!("={v}"));
        if krate.features.is_empty() {
            row!("    {} {version}", krate.name);
        } else {
            row!(
                "    {} {version} [{}]",
                krate.name,
                krate.features.join(", ")
            );
        }
    }
}

fn rustc(profile: &Profile) -> String {
    match (profile.rustc, profile.read.is_empty()) {
        (Some(version), _) => version.to_string(),
        // judgepack's own profiles compile with the rustc on PATH.
        (None, true) => "PATH's".to_string(),
        (None, false) => "unknown".to_string(),
    }
}

/// The compile command in short: `rustc <flags>`, or the cargo build and its settings.
fn compile(profile: &Profile) -> String {
    let mut text = match profile.cargo {
        None => format!("rustc {}", profile.rustc_args.join(" ")),
        Some(build) => {
            let mut text = "cargo build --release".to_string();
            if build.lto {
                text.push_str(", lto");
            }
            if !build.rustflags.is_empty() {
                text.push_str(&format!(", rustflags {}", build.rustflags.join(" ")));
            }
            text
        }
    };
    if !profile.flags_known {
        text.push_str(" (flags unknown: assumed)");
    }
    text
}

fn crates(profile: &Profile) -> String {
    match profile.provided.len() {
        0 => "-".to_string(),
        count => count.to_string(),
    }
}

fn read(profile: &Profile) -> &'static str {
    if profile.read.is_empty() {
        "judgepack's own"
    } else {
        profile.read
    }
}
