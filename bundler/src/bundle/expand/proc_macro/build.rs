//! Builds a package's proc-macro dependencies with cargo and finds their dylibs, for the
//! proc-macro server to load.
//!
//! It is not a general cargo driver: it runs one `cargo build --message-format=json` (debug
//! profile, cargo's own target directory) and reads only `compiler-artifact`,
//! `compiler-message` and `build-finished` messages.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::error::Error;

/// Dylib file endings on Linux, macOS and Windows.
const DYLIB_ENDINGS: [&str; 3] = [".so", ".dylib", ".dll"];

/// Runs `cargo build --message-format=json` for `manifest_path` (optionally one package and
/// one bin) and returns each proc-macro crate built, by lib crate name (`fixture_macros`,
/// underscores as in code), with the absolute path of its dylib.
///
/// Uses `CARGO` when set (as cargo sets it for the programs it runs) so the dylibs come from the
/// same toolchain as the caller; the server must be that toolchain's too ([`super::Server`]).
/// A failed build is an error carrying cargo's error text.
pub(crate) fn build_dylibs(
    manifest_path: &Path,
    package: Option<&str>,
    bin: Option<&str>,
) -> Result<BTreeMap<String, PathBuf>, Error> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(&cargo);
    command
        .args(["build", "--message-format=json", "--manifest-path"])
        .arg(manifest_path);
    if let Some(package) = package {
        command.args(["--package", package]);
    }
    if let Some(bin) = bin {
        command.args(["--bin", bin]);
    }
    // Run where the manifest is, so a rust-toolchain.toml there picks the same toolchain the
    // server lookup (`server_path`) sees. A missing directory is left for cargo to report (it
    // names the manifest).
    if let Some(dir) = manifest_path.parent().filter(|dir| dir.is_dir()) {
        command.current_dir(dir);
    }
    let output = command.stdin(Stdio::null()).output().map_err(|error| {
        Error::new(format!(
            "cannot run `{} build` to build proc macros: {error}",
            Path::new(&cargo).display()
        ))
        .help("install a Rust toolchain (rustup), or set CARGO to a cargo that runs")
    })?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut dylibs = BTreeMap::new();
    let mut diagnostics = Vec::new();
    for line in stdout.lines().filter(|line| line.starts_with('{')) {
        let Ok(message) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        match message["reason"].as_str() {
            Some("compiler-artifact") => {
                let is_proc_macro = message["target"]["kind"]
                    .as_array()
                    .is_some_and(|kinds| kinds.iter().any(|kind| kind == "proc-macro"));
                let name = message["target"]["name"].as_str();
                let dylib = message["filenames"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .find(|file| DYLIB_ENDINGS.iter().any(|ending| file.ends_with(ending)));
                if let (true, Some(name), Some(dylib)) = (is_proc_macro, name, dylib) {
                    dylibs.insert(name.replace('-', "_"), PathBuf::from(dylib));
                }
            }
            Some("compiler-message") => {
                let level = message["message"]["level"].as_str();
                if matches!(level, Some("error" | "error: internal compiler error")) {
                    if let Some(rendered) = message["message"]["rendered"].as_str() {
                        diagnostics.push(rendered.trim_end().to_string());
                    }
                }
            }
            _ => {}
        }
    }
    if !output.status.success() {
        // Compiler errors come as JSON on stdout; cargo's own (a bad manifest, no network) on
        // stderr. Show both, compiler errors first: they are the usual cause.
        let stderr = String::from_utf8_lossy(&output.stderr);
        let cargo_errors: Vec<&str> = stderr
            .lines()
            .filter(|line| !line.trim_start().starts_with("Compiling") && !line.trim().is_empty())
            .collect();
        let mut what = format!(
            "`cargo build` of `{}` failed ({}), so its proc macros cannot be expanded",
            manifest_path.display(),
            output.status
        );
        for text in diagnostics.iter().map(String::as_str).chain(cargo_errors) {
            what.push('\n');
            what.push_str(text);
        }
        return Err(Error::new(what).help(
            "fix the errors above; `cargo build` of the package must succeed before bundling",
        ));
    }
    Ok(dylibs)
}
