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
    let mut args = Vec::new();
    let mut dirs: BTreeSet<PathBuf> = BTreeSet::new();
    for message in Message::parse_stream(output.stdout.as_slice()).flatten() {
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
        if let Some(extern_name) = wanted.get(&artifact.package_id) {
            let file = files
                .iter()
                .find(|f| f.extension().is_some_and(|e| e == "rmeta"))
                .or_else(|| files.first());
            if let Some(file) = file {
                args.push("--extern".to_string());
                args.push(format!("{extern_name}={}", file.display()));
            }
        }
    }
    for dir in dirs {
        args.push("-L".to_string());
        args.push(format!("dependency={}", dir.display()));
    }
    Ok(args)
}
