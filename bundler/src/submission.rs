//! A bin bundled for one judge: the request, the file its profile asks for, and the check
//! of that file against the judge's size limit.
//!
//! Not here: what a judge is ([`crate::profile`]) or how its compiler is run ([`crate::run`]).

use std::collections::BTreeMap;

use crate::bundle::{bundle_within, debug_assertions, Options};
use crate::error::Error;
use crate::profile::{Judge, Profile};
use crate::stat;
use crate::workspace::{Bin, Workspace};

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
        provided: profile.provided_names(),
        cfgs: profile.cfgs(),
    };
    // A judge whose limit no source gives gets the readable form.
    let bundled = bundle_within(
        ws,
        bin,
        &options,
        profile.size_limit.unwrap_or(usize::MAX),
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
        let Some(limit) = self.profile.size_limit else {
            return Ok(());
        };
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
