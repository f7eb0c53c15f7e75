//! `judgepack new`: a package with one bin per problem, from a template, with empty cases,
//! added to the workspace's members.
//!
//! Bin `x` of package `p` is `[[bin]] name = "p-x", path = "src/bin/x.rs"` (cargo-compete's
//! naming), so two contests' `a` never collide in one target directory. Nothing that exists
//! is overwritten; when cargo then rejects the workspace, everything made is taken back.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use clap::Args;
use judgepack::error::Error;
use judgepack::workspace::Workspace;
use toml_edit::{Array, DocumentMut, Item, Table, Value};

use super::Settings;
use crate::{Cli, Failure};

/// Create a package with one bin per problem, from a template, with empty case files
///
/// Makes `<PACKAGE>/Cargo.toml` at the workspace root with one bin `<PACKAGE>-<BIN>` in
/// `src/bin/<BIN>.rs` per BIN (copied from the template: --template, else
/// `[workspace.metadata.judgepack] template`, else a built-in one), an empty case per bin in
/// the cases folder (`tests/cmd/<PACKAGE>-<BIN>/sample.toml`, `.stdin`, `.stdout`), and adds
/// the package to `[workspace] members` (making a workspace here when there is none).
/// Refuses to overwrite anything; if cargo then rejects the workspace, undoes it all.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack new abc401 a b c d e f\n  judgepack new practice sum --judge codeforces\n\n",
    exit_status!()
))]
pub(crate) struct NewArgs {
    /// The package to create: a directory of that name at the workspace root
    #[arg(value_name = "PACKAGE")]
    package: String,

    /// The problems, one bin each (e.g. a b c)
    #[arg(value_name = "BIN", required = true)]
    bins: Vec<String>,

    /// The source every bin starts from [default: [workspace.metadata.judgepack] template,
    /// else a built-in one that reads tokens and prints]
    #[arg(long, value_name = "FILE")]
    template: Option<PathBuf>,

    /// The judge to record in [package.metadata.judgepack] judge
    #[arg(long, value_name = "JUDGE")]
    judge: Option<String>,
}

/// What every new bin starts as when the workspace names no template.
const TEMPLATE: &str = r#"use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin is UTF-8 text");
    let mut tokens = input.split_ascii_whitespace();
    let mut next = || tokens.next().unwrap_or_default();
    let n: i64 = next().parse().unwrap_or(0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{n}").expect("stdout is writable");
}
"#;

pub(crate) fn run(cli: &Cli, args: &NewArgs) -> Result<(), Failure> {
    check_name(&args.package, "package")?;
    for bin in &args.bins {
        check_name(bin, "bin")?;
    }
    let usage = |message: String| Failure::Usage(Error::new(message));
    let root_manifest = locate_root(cli.manifest_path.as_deref())?;
    let root = root_manifest
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let settings = Settings::read(&root).map_err(Failure::Usage)?;
    let template_path = args
        .template
        .clone()
        .or_else(|| settings.template.as_ref().map(|path| root.join(path)));
    let template = match &template_path {
        Some(path) => fs::read_to_string(path)
            .map_err(|e| usage(format!("cannot read the template {}: {e}", path.display())))?,
        None => TEMPLATE.to_owned(),
    };
    let cases_base = root.join(settings.cases.unwrap_or_else(|| PathBuf::from("tests/cmd")));

    let package_dir = root.join(&args.package);
    let edition = fs::read_to_string(&root_manifest)
        .map(|text| edition_line(&text))
        .unwrap_or_else(|_| edition_line(""));
    let mut files: Vec<(PathBuf, String)> = vec![(
        package_dir.join("Cargo.toml"),
        package_manifest(&args.package, &args.bins, args.judge.as_deref(), &edition),
    )];
    for bin in &args.bins {
        files.push((
            package_dir
                .join("src")
                .join("bin")
                .join(format!("{bin}.rs")),
            template.clone(),
        ));
    }
    for bin in &args.bins {
        let dir = cases_base.join(format!("{}-{bin}", args.package));
        files.push((
            dir.join("sample.toml"),
            format!("bin.name = \"{}-{bin}\"\n", args.package),
        ));
        files.push((dir.join("sample.stdin"), String::new()));
        files.push((dir.join("sample.stdout"), String::new()));
    }
    let show = |path: &Path| {
        path.strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string()
    };
    if package_dir.exists() {
        return Err(Failure::Usage(
            Error::new(format!("{}/ already exists", show(&package_dir)))
                .help("judgepack new never overwrites anything: pick another package name"),
        ));
    }
    let existing: Vec<String> = files
        .iter()
        .filter(|(path, _)| path.exists())
        .map(|(path, _)| show(path))
        .collect();
    if !existing.is_empty() {
        return Err(Failure::Usage(
            Error::new(format!("already exists: {}", existing.join(", ")))
                .help("judgepack new never overwrites anything: move them away first"),
        ));
    }

    let original = fs::read_to_string(&root_manifest).ok();
    let manifest = match &original {
        Some(text) => add_member(text, &args.package)
            .map_err(|e| usage(format!("{}: {e}", root_manifest.display())))?,
        None => Some(format!(
            "[workspace]\nresolver = \"2\"\nmembers = [\"{}\"]\n",
            args.package
        )),
    };

    let mut made = Made::default();
    let result = (|| {
        for (path, text) in &files {
            made.write(path, text)?;
        }
        if let Some(manifest) = &manifest {
            fs::write(&root_manifest, manifest)
                .map_err(|e| format!("cannot write {}: {e}", root_manifest.display()))?;
        }
        Workspace::load(Some(&root_manifest))
            .map(drop)
            .map_err(|e| format!("cargo rejects the workspace with the new package:\n{e}"))
    })();
    if let Err(message) = result {
        made.undo();
        match &original {
            Some(text) => drop(fs::write(&root_manifest, text)),
            None => drop(fs::remove_file(&root_manifest)),
        }
        return Err(Failure::Failed(Error::new(format!(
            "{message}\nnothing was left behind"
        ))));
    }

    eprintln!(
        "created package `{}` with {} bin{} in {}/",
        args.package,
        args.bins.len(),
        if args.bins.len() == 1 { "" } else { "s" },
        show(&package_dir)
    );
    for (path, _) in &files {
        eprintln!("  {}", show(path));
    }
    match (&original, &manifest) {
        (None, _) => eprintln!("made a new workspace: {}", show(&root_manifest)),
        (Some(_), Some(_)) => eprintln!(
            "added \"{}\" to [workspace] members in {}",
            args.package,
            show(&root_manifest)
        ),
        (Some(_), None) => eprintln!(
            "{} already includes it in [workspace] members",
            show(&root_manifest)
        ),
    }
    let first = format!("{}-{}", args.package, args.bins[0]);
    let first_case = cases_base.join(&first).join("sample");
    say!(
        "next: paste the first sample into {}.stdin and .stdout, write {}, then run `judgepack test {first}`",
        show(&first_case),
        show(&package_dir.join("src/bin").join(format!("{}.rs", args.bins[0])))
    );
    Ok(())
}

/// Package and bin names: ASCII letters, digits, `-` and `_`, not starting with a digit
/// (cargo's rule for package names), so paths and target names stay plain.
fn check_name(name: &str, what: &str) -> Result<(), Failure> {
    let ok = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !(what == "package" && name.starts_with(|c: char| c.is_ascii_digit()));
    if ok {
        return Ok(());
    }
    Err(Failure::Usage(
        Error::new(format!("`{name}` cannot be a {what} name")).help(
            "use ASCII letters, digits, `-` and `_` (a package name cannot start with a digit)",
        ),
    ))
}

/// The workspace's root `Cargo.toml`: `--manifest-path`'s workspace, else the one cargo
/// finds from here; a new one in the current directory when there is none.
fn locate_root(manifest_path: Option<&Path>) -> Result<PathBuf, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Process::new(cargo);
    command.args(["locate-project", "--workspace", "--message-format", "plain"]);
    if let Some(path) = manifest_path {
        command.arg("--manifest-path").arg(path);
    }
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::new(format!("cannot run cargo: {e}")))?;
    if output.status.success() {
        let path = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        return Ok(PathBuf::from(path));
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    match manifest_path {
        // No Cargo.toml here or above: this directory becomes the workspace.
        None if stderr.contains("could not find") => {
            let here = std::env::current_dir()
                .map_err(|e| Error::new(format!("cannot read the current directory: {e}")))?;
            Ok(here.join("Cargo.toml"))
        }
        _ => Err(Failure::Usage(Error::new(format!(
            "cannot find the workspace: {}",
            stderr.trim()
        )))),
    }
}

/// The root manifest `text` with `package` added to `[workspace] members` (made when
/// missing), or `None` when a member pattern already covers it.
fn add_member(text: &str, package: &str) -> Result<Option<String>, String> {
    let mut document: DocumentMut = text.parse().map_err(|e| format!("{e}"))?;
    let workspace = document
        .entry("workspace")
        .or_insert_with(|| Item::Table(Table::new()))
        .as_table_mut()
        .ok_or("`workspace` is not a table")?;
    let members = workspace
        .entry("members")
        .or_insert_with(|| Item::Value(Value::Array(Array::new())))
        .as_array_mut()
        .ok_or("[workspace] members is not an array")?;
    let covered = members
        .iter()
        .filter_map(Value::as_str)
        .any(|pattern| member_matches(pattern.trim_end_matches('/'), package));
    if covered {
        return Ok(None);
    }
    members.push(package);
    // One member per line when the list already is written that way.
    if text.contains("members = [\n") {
        for member in members.iter_mut() {
            member.decor_mut().set_prefix("\n    ");
        }
        members.set_trailing("\n");
        members.set_trailing_comma(true);
    }
    Ok(Some(document.to_string()))
}

/// Whether member pattern `pattern` (a path, `*` standing for any run within one part)
/// names directory `package` at the root.
fn member_matches(pattern: &str, package: &str) -> bool {
    let pattern = pattern.trim_start_matches("./");
    if pattern.contains('/') {
        return false;
    }
    match pattern.split_once('*') {
        None => pattern == package,
        Some((head, tail)) => {
            package.len() >= head.len() + tail.len()
                && package.starts_with(head)
                && package.ends_with(tail)
                && !tail.contains('*')
        }
    }
}

/// What `new` made, so it can be taken back.
#[derive(Debug, Default)]
struct Made {
    files: Vec<PathBuf>,
    dirs: Vec<PathBuf>,
}

impl Made {
    /// Writes `text` to the new file `path`, making missing directories; never overwrites.
    fn write(&mut self, path: &Path, text: &str) -> Result<(), String> {
        let mut missing = Vec::new();
        let mut dir = path.parent();
        while let Some(d) = dir.filter(|d| !d.as_os_str().is_empty() && !d.exists()) {
            missing.push(d.to_path_buf());
            dir = d.parent();
        }
        for d in missing.into_iter().rev() {
            fs::create_dir(&d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
            self.dirs.push(d);
        }
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        self.files.push(path.to_path_buf());
        std::io::Write::write_all(&mut file, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    /// Removes every file and directory made, newest first.
    fn undo(&self) {
        for file in self.files.iter().rev() {
            drop(fs::remove_file(file));
        }
        for dir in self.dirs.iter().rev() {
            drop(fs::remove_dir(dir));
        }
    }
}

/// The new package's `edition` line, as the workspace's root manifest `text` has it:
/// `edition.workspace = true` under `[workspace.package] edition`, the root package's edition,
/// else `edition = "2021"`.
fn edition_line(text: &str) -> String {
    let Ok(doc) = text.parse::<DocumentMut>() else {
        return "edition = \"2021\"".to_string();
    };
    let edition_of = |table: Option<&Item>| {
        table
            .and_then(|table| table.get("edition"))
            .and_then(Item::as_str)
            .map(str::to_string)
    };
    let workspace_package = doc.get("workspace").and_then(|w| w.get("package"));
    if edition_of(workspace_package).is_some() {
        return "edition.workspace = true".to_string();
    }
    let edition = edition_of(doc.get("package")).unwrap_or_else(|| "2021".to_string());
    format!("edition = \"{edition}\"")
}

/// The new package's `Cargo.toml`.
fn package_manifest(package: &str, bins: &[String], judge: Option<&str>, edition: &str) -> String {
    let mut text = format!(
        "[package]\nname = \"{package}\"\nversion = \"0.1.0\"\n{edition}\npublish = false\n"
    );
    if let Some(judge) = judge {
        text.push_str(&format!(
            "\n[package.metadata.judgepack]\njudge = \"{judge}\"\n"
        ));
    }
    for bin in bins {
        text.push_str(&format!(
            "\n[[bin]]\nname = \"{package}-{bin}\"\npath = \"src/bin/{bin}.rs\"\n"
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_a_member_once_and_keeps_the_layout() {
        let text = "[workspace]\nresolver = \"2\"\nmembers = [\n    \"a\",\n]\n# keep me\n";
        let added = add_member(text, "abc400").unwrap().unwrap();
        assert_eq!(
            added,
            "[workspace]\nresolver = \"2\"\nmembers = [\n    \"a\",\n    \"abc400\",\n]\n# keep me\n"
        );
        assert_eq!(add_member(&added, "abc400").unwrap(), None);
        assert_eq!(
            add_member("[workspace]\nmembers = [\"abc*\"]\n", "abc400").unwrap(),
            None
        );
        let inline = add_member("[workspace]\nmembers = [\"x\"]\n", "y")
            .unwrap()
            .unwrap();
        assert_eq!(inline, "[workspace]\nmembers = [\"x\", \"y\"]\n");
        let package = add_member("[package]\nname = \"p\"\n", "y")
            .unwrap()
            .unwrap();
        assert!(
            package.contains("[workspace]\nmembers = [\"y\"]"),
            "{package}"
        );
    }

    #[test]
    fn the_edition_follows_the_workspace() {
        let inherited = "[workspace]\nmembers = []\n[workspace.package]\nedition = \"2024\"\n";
        assert_eq!(edition_line(inherited), "edition.workspace = true");
        let root_package = "[package]\nname = \"p\"\nedition = \"2024\"\n[workspace]\n";
        assert_eq!(edition_line(root_package), "edition = \"2024\"");
        assert_eq!(
            edition_line("[workspace]\nmembers = []\n"),
            "edition = \"2021\""
        );
        let manifest =
            package_manifest("abc", &["a".to_string()], None, "edition.workspace = true");
        assert!(
            manifest.starts_with(
                "[package]\nname = \"abc\"\nversion = \"0.1.0\"\nedition.workspace = true\n"
            ),
            "{manifest}"
        );
    }

    #[test]
    fn names_are_checked() {
        assert!(check_name("abc400", "package").is_ok());
        assert!(check_name("a_1-x", "bin").is_ok());
        assert!(check_name("400abc", "package").is_err());
        assert!(check_name("../x", "bin").is_err());
        assert!(check_name("", "bin").is_err());
    }
}
