//! What build scripts told cargo, for the crates of a bundle that have one.
//!
//! A bundle cannot run a build script, but cargo can: `cargo check -p <crate>` runs it (and
//! those of its dependencies), and cargo's JSON messages carry what each printed: the
//! `cargo:rustc-cfg` lines (which [`crate::bundle::load::strip::Cfg`] then sees), `cargo:rustc-env` and
//! `OUT_DIR` (which [`crate::bundle::load::builtin`] substitutes into `env!` / `include!`), and native
//! libraries to link, which a single source file cannot carry (an error). Nothing runs unless a
//! crate the bin's code names has a build script.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use cargo_metadata::{Message, PackageId};

use crate::error::Error;

/// What one build script printed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct BuildOutput {
    /// `cargo:rustc-cfg=...` values (`has_i128`, `feature="x"`).
    pub cfgs: Vec<String>,
    /// `cargo:rustc-env=K=V` pairs, plus `OUT_DIR`.
    pub env: Vec<(String, String)>,
    /// Native libraries it links (`cargo:rustc-link-lib`).
    pub linked_libs: Vec<String>,
}

/// Runs `cargo check -p <spec>` for the workspace at `manifest` and returns the output of
/// every build script that ran, by package.
pub(crate) fn run(manifest: &Path, spec: &str) -> Result<BTreeMap<PackageId, BuildOutput>, Error> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .args(["check", "--message-format=json", "--manifest-path"])
        .arg(manifest)
        .args(["-p", spec])
        .current_dir(manifest.parent().unwrap_or(Path::new(".")))
        .stdin(Stdio::null())
        .output()
        .map_err(|error| {
            Error::new(format!(
                "cannot run cargo to run the build script of `{spec}`: {error}"
            ))
            .help("install a Rust toolchain, or set CARGO to a cargo that runs")
        })?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "`cargo check -p {spec}` failed, so its build script's output is unknown:\n{}",
            String::from_utf8_lossy(&output.stderr).trim_end()
        ))
        .help("make the crate build with cargo first"));
    }
    let mut outputs = BTreeMap::new();
    for message in Message::parse_stream(output.stdout.as_slice()).flatten() {
        if let Message::BuildScriptExecuted(script) = message {
            let mut env = script.env.clone();
            env.push((
                "OUT_DIR".to_string(),
                PathBuf::from(script.out_dir.as_str()).display().to_string(),
            ));
            outputs.insert(
                script.package_id.clone(),
                BuildOutput {
                    cfgs: script.cfgs.clone(),
                    env,
                    linked_libs: script
                        .linked_libs
                        .iter()
                        .map(|lib| lib.to_string())
                        .collect(),
                },
            );
        }
    }
    Ok(outputs)
}
