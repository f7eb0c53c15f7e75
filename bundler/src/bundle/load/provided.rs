//! Crates the judge provides (AtCoder's crate set, yukicoder's proconio and num): a bundle
//! for such a judge keeps `use proconio::input;` as written, so the drafts that dead-code
//! removal compiles need those crates too. cargo builds them (`cargo check` of the bin), and
//! this module turns its artifacts into `--extern name=path` and `-L dependency=dir`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use cargo_metadata::Message;

use crate::error::Error;
use crate::workspace::{Bin, Workspace};

/// rustc arguments that make the provided crates `bin`'s package depends on usable from a
/// draft; empty when it depends on none.
pub(crate) fn extern_args(
    ws: &Workspace,
    bin: &Bin,
    provided: &BTreeSet<String>,
) -> Result<Vec<String>, Error> {
    let Some(package) = ws.package(&bin.package_id) else {
        return Ok(Vec::new());
    };
    let wanted: BTreeMap<cargo_metadata::PackageId, String> = package
        .deps
        .iter()
        .filter(|dep| {
            ws.package(&dep.package)
                .is_some_and(|p| provided.contains(&p.name))
        })
        .map(|dep| (dep.package.clone(), dep.extern_name.clone()))
        .collect();
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .args(["check", "--message-format=json", "--manifest-path"])
        .arg(ws.root.join("Cargo.toml"))
        .args(["-p", &bin.package, "--bin", &bin.name])
        .current_dir(&ws.root)
        .stdin(Stdio::null())
        .output()
        .map_err(|error| Error::new(format!("cannot run cargo: {error}")))?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "`cargo check --bin {}` failed, so the judge's crates cannot be checked against:\n{}",
            bin.name,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ))
        .help("make the bin build with cargo first"));
    }
    Ok(args_from_artifacts(&output.stdout, &wanted))
}

/// `--extern name=path` for each `wanted` package (by id, with its extern name) and `-L
/// dependency=dir` for every directory, from the JSON messages of `cargo check`.
///
/// A crate that a proc macro or build script also depends on is in one check twice, under one
/// package id: built for the host (an `.rlib` and its `.rmeta`, to run the macro) and checked
/// for the bin (an `.rmeta` alone); in AtCoder's set argio-macro and varisat-internal-macros
/// depend on regex. The bin's is the checked one: naming both makes rustc refuse every draft
/// (E0464, "multiple candidates for `rmeta` dependency `regex` found"). A package's build
/// script is an artifact of its own, never the crate.
fn args_from_artifacts(
    stdout: &[u8],
    wanted: &BTreeMap<cargo_metadata::PackageId, String>,
) -> Vec<String> {
    // Per extern name, in the order first seen: the file, and whether it is a checked unit.
    let mut externs: Vec<(String, PathBuf, bool)> = Vec::new();
    let mut dirs: BTreeSet<PathBuf> = BTreeSet::new();
    for message in Message::parse_stream(stdout).flatten() {
        let Message::CompilerArtifact(artifact) = message else {
            continue;
        };
        let files: Vec<PathBuf> = artifact
            .filenames
            .iter()
            .map(|file| file.clone().into_std_path_buf())
            .collect();
        dirs.extend(
            files
                .iter()
                .filter_map(|f| f.parent().map(Path::to_path_buf)),
        );
        // A build script is an artifact of the package too (im-rc's), not the crate.
        let Some(extern_name) = wanted
            .get(&artifact.package_id)
            .filter(|_| !artifact.target.is_custom_build())
        else {
            continue;
        };
        let Some(file) = files
            .iter()
            .find(|f| f.extension().is_some_and(|e| e == "rmeta"))
            .or_else(|| files.first())
        else {
            continue;
        };
        let checked = !files
            .iter()
            .any(|f| f.extension().is_some_and(|e| e == "rlib"));
        match externs.iter_mut().find(|(name, _, _)| name == extern_name) {
            None => externs.push((extern_name.clone(), file.clone(), checked)),
            Some(seen) if checked && !seen.2 => *seen = (extern_name.clone(), file.clone(), true),
            Some(_) => {}
        }
    }
    let mut args = Vec::new();
    for (name, file, _) in externs {
        args.push("--extern".to_string());
        args.push(format!("{name}={}", file.display()));
    }
    for dir in dirs {
        args.push("-L".to_string());
        args.push(format!("dependency={}", dir.display()));
    }
    args
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One `compiler-artifact` message of regex 1.11.2 with these files.
    fn artifact(files: &[&str]) -> String {
        target_artifact("lib", files)
    }

    /// One `compiler-artifact` message of regex 1.11.2's target of `kind` with these files.
    fn target_artifact(kind: &str, files: &[&str]) -> String {
        let files: Vec<String> = files.iter().map(|f| format!("{f:?}")).collect();
        format!(
            "{{\"reason\":\"compiler-artifact\",\"package_id\":\"{REGEX}\",\
             \"manifest_path\":\"/r/regex-1.11.2/Cargo.toml\",\"target\":{{\"kind\":[\"{kind}\"],\
             \"crate_types\":[\"{kind}\"],\"name\":\"regex\",\"src_path\":\"/r/regex-1.11.2/src/lib.rs\",\
             \"edition\":\"2021\",\"doc\":true,\"doctest\":true,\"test\":true}},\"profile\":\
             {{\"opt_level\":\"0\",\"debuginfo\":0,\"debug_assertions\":true,\
             \"overflow_checks\":true,\"test\":false}},\"features\":[\"std\"],\
             \"filenames\":[{}],\"executable\":null,\"fresh\":true}}\n",
            files.join(",")
        )
    }

    const REGEX: &str = "registry+https://github.com/rust-lang/crates.io-index#regex@1.11.2";

    /// regex checked for the bin and built for argio-macro in one `cargo check`, in either
    /// order: the draft gets the checked `.rmeta` alone.
    #[test]
    fn each_provided_crate_is_named_once_by_the_rmeta_checked_for_the_bin() {
        let host = artifact(&["/t/deps/libregex-1.rlib", "/t/deps/libregex-1.rmeta"]);
        let checked = artifact(&["/t/deps/libregex-2.rmeta"]);
        let wanted = BTreeMap::from([(
            cargo_metadata::PackageId {
                repr: REGEX.to_string(),
            },
            "regex".to_string(),
        )]);
        let expected = [
            "--extern",
            "regex=/t/deps/libregex-2.rmeta",
            "-L",
            "dependency=/t/deps",
        ];
        for stdout in [format!("{host}{checked}"), format!("{checked}{host}")] {
            assert_eq!(args_from_artifacts(stdout.as_bytes(), &wanted), expected);
        }
        // Built for the host only (nothing else checks it): that one.
        assert_eq!(
            args_from_artifacts(host.as_bytes(), &wanted)[1],
            "regex=/t/deps/libregex-1.rmeta"
        );
        // The package's build script comes first (im-rc's does): not the crate.
        let script = target_artifact("custom-build", &["/t/build/regex-3/build-script-build"]);
        let args = args_from_artifacts(format!("{script}{checked}").as_bytes(), &wanted);
        assert_eq!(args[..2], ["--extern", "regex=/t/deps/libregex-2.rmeta"]);
        assert_eq!(args.iter().filter(|arg| *arg == "--extern").count(), 1);
    }
}
