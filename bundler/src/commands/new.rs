//! `judgepack new`: a package with one bin per problem, from a template, with empty cases,
//! added to the workspace's members; with `--judge`, in the judge's edition and depending on
//! the crates it provides; with `--stress`, a second package with a generator and a naive bin
//! for `judgepack stress`.
//!
//! Bin `x` of package `p` is `[[bin]] name = "p-x", path = "src/bin/x.rs"` (cargo-compete's
//! naming), so two contests' `a` never collide in one target directory. Nothing that exists
//! is overwritten; when cargo then rejects the workspace, everything made is taken back. It
//! writes files only: it neither downloads nor builds the judge's crates.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use clap::Args;
use judgepack::error::Error;
use judgepack::profile::Profile;
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
    "Examples:\n  judgepack new abc401 a b c d e f\n  judgepack new practice sum --judge codeforces\n  judgepack new abc402 a b c --judge atcoder --stress\n\n",
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

    /// The judge to record in [package.metadata.judgepack] judge; the package gets its
    /// edition and, for a judge that provides crates, depends on them at its versions and
    /// features
    #[arg(long, value_name = "JUDGE")]
    judge: Option<String>,

    /// Also make the package <PACKAGE>-stress in <PACKAGE>/stress/ with the bins
    /// <PACKAGE>-generator (prints one input when run as `generator SEED SIZE`) and
    /// <PACKAGE>-naive (a simple solution, from the template), for `judgepack stress`
    #[arg(long)]
    stress: bool,
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

/// What `--stress`'s generator starts as: an input for the built-in template.
const GENERATOR: &str = r#"//! Prints one input for `judgepack stress`, run as `generator SEED SIZE`: SIZE grows from 1,
//! so keep the input small while SIZE is, and within the problem's limits when it is large.
use std::io::{self, Write};

/// SplitMix64: it mixes the seed, so seeds 1, 2, 3 give unrelated inputs.
fn random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|arg| arg.parse().ok()).collect();
    let [seed, size] = args[..] else {
        eprintln!("usage: generator SEED SIZE (two whole numbers)");
        std::process::exit(2);
    };
    let mut state = seed;
    let n = 1 + random(&mut state) % size.max(1);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{n}").expect("stdout is writable");
}
"#;

pub(crate) fn run(cli: &Cli, args: &NewArgs) -> Result<(), Failure> {
    check_name(&args.package, "package")?;
    for bin in &args.bins {
        check_name(bin, "bin")?;
        if args.stress && (bin == "generator" || bin == "naive") {
            return Err(Failure::Usage(
                Error::new(format!(
                    "--stress makes the bin {}-{bin} itself",
                    args.package
                ))
                .help("name the problem otherwise, or leave out --stress"),
            ));
        }
    }
    let root_manifest = locate_root(cli.manifest_path.as_deref())?;
    let plan = Plan::make(args, root_manifest)?;
    plan.refuse_existing()?;
    let original = fs::read_to_string(&plan.root_manifest).ok();
    let manifest = plan.root_manifest_text(original.as_deref())?;
    plan.write(original.as_deref(), manifest.as_deref())?;
    plan.report(args, original.is_some(), manifest.is_some());
    Ok(())
}

/// What `new` makes: the files and the members to add.
struct Plan {
    root: PathBuf,
    root_manifest: PathBuf,
    package_dir: PathBuf,
    cases_base: PathBuf,
    files: Vec<(PathBuf, String)>,
    /// The package's directory, and its stress package's with --stress, relative to the root.
    members: Vec<String>,
    /// The judge's name and how many crates the package declares from it.
    provided: Option<(&'static str, usize)>,
}

impl Plan {
    fn make(args: &NewArgs, root_manifest: PathBuf) -> Result<Plan, Failure> {
        let usage = |message: String| Failure::Usage(Error::new(message));
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
        let root_text = fs::read_to_string(&root_manifest).unwrap_or_default();
        let judge = match &args.judge {
            Some(name) => judge_profile(&root_text, name)?,
            None => None,
        };
        let mut head = Manifest {
            edition: judge.map_or_else(
                || edition_line(&root_text),
                |profile| format!("edition = \"{}\"", profile.edition),
            ),
            judge: args.judge.clone(),
            dependencies: judge.map(dependencies_table).unwrap_or_default(),
        };
        let cases_base = root.join(settings.cases.unwrap_or_else(|| PathBuf::from("tests/cmd")));
        let package_dir = root.join(&args.package);
        let bins: Vec<(String, String)> = args
            .bins
            .iter()
            .map(|bin| (format!("{}-{bin}", args.package), format!("{bin}.rs")))
            .collect();
        let mut files = vec![(
            package_dir.join("Cargo.toml"),
            head.package(&args.package, &bins),
        )];
        for (_, file) in &bins {
            files.push((package_dir.join("src/bin").join(file), template.clone()));
        }
        for (bin, _) in &bins {
            let dir = cases_base.join(bin);
            files.push((dir.join("sample.toml"), format!("bin.name = \"{bin}\"\n")));
            files.push((dir.join("sample.stdin"), String::new()));
            files.push((dir.join("sample.stdout"), String::new()));
        }
        let mut members = vec![args.package.clone()];
        if args.stress {
            head.judge = None;
            files.extend(stress_package(&args.package, &package_dir, &head, template));
            members.push(format!("{}/stress", args.package));
        }
        Ok(Plan {
            root,
            root_manifest,
            package_dir,
            cases_base,
            files,
            members,
            provided: judge
                .filter(|profile| !profile.provided.is_empty())
                .map(|profile| (profile.name, profile.provided.len())),
        })
    }

    /// `path` as shown to the user: relative to the root.
    fn show(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// A usage error when anything to be made exists already.
    fn refuse_existing(&self) -> Result<(), Failure> {
        if self.package_dir.exists() {
            return Err(Failure::Usage(
                Error::new(format!("{}/ already exists", self.show(&self.package_dir)))
                    .help("judgepack new never overwrites anything: pick another package name"),
            ));
        }
        let existing: Vec<String> = self
            .files
            .iter()
            .filter(|(path, _)| path.exists())
            .map(|(path, _)| self.show(path))
            .collect();
        if existing.is_empty() {
            return Ok(());
        }
        Err(Failure::Usage(
            Error::new(format!("already exists: {}", existing.join(", ")))
                .help("judgepack new never overwrites anything: move them away first"),
        ))
    }

    /// The root manifest with the members added (`None`: it has them already), or a new
    /// workspace's when there is none.
    fn root_manifest_text(&self, original: Option<&str>) -> Result<Option<String>, Failure> {
        let Some(text) = original else {
            let members: Vec<String> = self.members.iter().map(|m| format!("{m:?}")).collect();
            return Ok(Some(format!(
                "[workspace]\nresolver = \"2\"\nmembers = [{}]\n",
                members.join(", ")
            )));
        };
        let mut text = text.to_owned();
        let mut changed = false;
        for member in &self.members {
            let added = add_member(&text, member).map_err(|e| {
                Failure::Usage(Error::new(format!("{}: {e}", self.root_manifest.display())))
            })?;
            if let Some(added) = added {
                text = added;
                changed = true;
            }
        }
        Ok(changed.then_some(text))
    }

    /// Writes the files and the root manifest, and has cargo read the workspace; when cargo
    /// rejects it, takes everything back.
    fn write(&self, original: Option<&str>, manifest: Option<&str>) -> Result<(), Failure> {
        let mut made = Made::default();
        let result = (|| {
            for (path, text) in &self.files {
                made.write(path, text)?;
            }
            if let Some(manifest) = manifest {
                fs::write(&self.root_manifest, manifest)
                    .map_err(|e| format!("cannot write {}: {e}", self.root_manifest.display()))?;
            }
            self.check_with_cargo()
                .map_err(|e| format!("cargo rejects the workspace with the new package:\n{e}"))
        })();
        let Err(message) = result else {
            return Ok(());
        };
        made.undo();
        match original {
            Some(text) => drop(fs::write(&self.root_manifest, text)),
            None => drop(fs::remove_file(&self.root_manifest)),
        }
        Err(Failure::Failed(Error::new(format!(
            "{message}\nnothing was left behind"
        ))))
    }

    /// Has cargo read the workspace (which updates `Cargo.lock`). With a judge's crates, which
    /// may not be downloaded yet, only the manifests: the first build downloads and locks them.
    fn check_with_cargo(&self) -> Result<(), String> {
        if self.provided.is_none() {
            return Workspace::load(Some(&self.root_manifest))
                .map(drop)
                .map_err(|e| e.to_string());
        }
        cargo_metadata::MetadataCommand::new()
            .manifest_path(&self.root_manifest)
            .no_deps()
            .other_options(vec!["--offline".to_owned()])
            .exec()
            .map(drop)
            .map_err(|e| e.to_string())
    }

    /// What was made, and what to do next.
    fn report(&self, args: &NewArgs, had_root: bool, members_added: bool) {
        eprintln!(
            "created package `{}` with {} bin{} in {}/",
            args.package,
            args.bins.len(),
            if args.bins.len() == 1 { "" } else { "s" },
            self.show(&self.package_dir)
        );
        for (path, _) in &self.files {
            eprintln!("  {}", self.show(path));
        }
        let root = self.show(&self.root_manifest);
        let members: Vec<String> = self.members.iter().map(|m| format!("{m:?}")).collect();
        match (had_root, members_added) {
            (false, _) => eprintln!("made a new workspace: {root}"),
            (true, true) => eprintln!(
                "added {} to [workspace] members in {root}",
                members.join(", ")
            ),
            (true, false) => eprintln!("{root} already includes it in [workspace] members"),
        }
        if let Some((judge, count)) = self.provided {
            eprintln!(
                "it depends on the {count} crates {judge} provides, at its versions and features; \
                 the first build (or `cargo fetch`) downloads them and writes them into Cargo.lock"
            );
        }
        let first = format!("{}-{}", args.package, args.bins[0]);
        say!(
            "next: paste the first sample into {}.stdin and .stdout, write {}, then run `judgepack test {first}`",
            self.show(&self.cases_base.join(&first).join("sample")),
            self.show(&self.package_dir.join("src/bin").join(format!("{}.rs", args.bins[0])))
        );
        if args.stress {
            say!(
                "then: write {} and naive.rs, and run `judgepack stress {first} --reference {}-naive --generator {}-generator`",
                self.show(&self.package_dir.join("stress/src/bin/generator.rs")),
                args.package,
                args.package
            );
        }
    }
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
/// names the directory `member` (a path relative to the root).
fn member_matches(pattern: &str, member: &str) -> bool {
    let pattern = pattern.trim_start_matches("./");
    let parts: Vec<&str> = pattern.split('/').collect();
    let names: Vec<&str> = member.split('/').collect();
    parts.len() == names.len()
        && parts
            .iter()
            .zip(&names)
            .all(|(part, name)| match part.split_once('*') {
                None => part == name,
                Some((head, tail)) => {
                    name.len() >= head.len() + tail.len()
                        && name.starts_with(head)
                        && name.ends_with(tail)
                        && !tail.contains('*')
                }
            })
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

/// The files of `--stress`'s package `<package>-stress` in `<package_dir>/stress/`: its own
/// package, with no judge, so that `bundle --all` leaves its bins alone; the same
/// dependencies, so that the naive solution can use what the solution does.
fn stress_package(
    package: &str,
    package_dir: &Path,
    head: &Manifest,
    template: String,
) -> Vec<(PathBuf, String)> {
    let dir = package_dir.join("stress");
    let bins = [
        (format!("{package}-generator"), "generator.rs".to_owned()),
        (format!("{package}-naive"), "naive.rs".to_owned()),
    ];
    let manifest = head.package(&format!("{package}-stress"), &bins);
    vec![
        (dir.join("Cargo.toml"), manifest),
        (dir.join("src/bin/generator.rs"), GENERATOR.to_owned()),
        (dir.join("src/bin/naive.rs"), template),
    ]
}

/// What every manifest `new` writes shares.
struct Manifest {
    /// `edition = "2021"`, `edition.workspace = true`.
    edition: String,
    /// `[package.metadata.judgepack] judge`.
    judge: Option<String>,
    /// The `[dependencies]` table, or nothing.
    dependencies: String,
}

impl Manifest {
    /// The `Cargo.toml` of `package` with `bins` (each a name and a file in `src/bin/`).
    fn package(&self, package: &str, bins: &[(String, String)]) -> String {
        let mut text = format!(
            "[package]\nname = \"{package}\"\nversion = \"0.1.0\"\n{}\npublish = false\n",
            self.edition
        );
        if let Some(judge) = &self.judge {
            text.push_str(&format!(
                "\n[package.metadata.judgepack]\njudge = \"{judge}\"\n"
            ));
        }
        text.push_str(&self.dependencies);
        for (bin, file) in bins {
            text.push_str(&format!(
                "\n[[bin]]\nname = \"{bin}\"\npath = \"src/bin/{file}\"\n"
            ));
        }
        text
    }
}

/// The built-in judge called `name`; `None` for one the workspace defines
/// (`[workspace.metadata.judgepack.judges.NAME]` in the root manifest `root_text`), which
/// provides no crates and leaves the edition to the workspace.
fn judge_profile(root_text: &str, name: &str) -> Result<Option<&'static Profile>, Failure> {
    let unknown = match Profile::by_name(name) {
        Ok(profile) => return Ok(Some(profile)),
        Err(unknown) => unknown,
    };
    let defined = root_text.parse::<toml::Table>().ok().is_some_and(|table| {
        table
            .get("workspace")
            .and_then(|w| w.get("metadata"))
            .and_then(|m| m.get("judgepack"))
            .and_then(|j| j.get("judges"))
            .and_then(|judges| judges.get(name))
            .is_some()
    });
    if defined {
        return Ok(None);
    }
    Err(Failure::Usage(Error::new(unknown.to_string()).help(
        "`judgepack judges` lists them; a workspace defines its own in \
         [workspace.metadata.judgepack.judges.NAME]",
    )))
}

/// The `[dependencies]` table of the crates `profile`'s judge provides, at its pinned
/// versions (`=`) and with its features, as its own manifest declares them; nothing for a
/// judge that provides none.
fn dependencies_table(profile: &Profile) -> String {
    if profile.provided.is_empty() {
        return String::new();
    }
    let mut table = format!(
        "\n# What {} builds with (`judgepack judges {}`): its crates, versions and features.\n\
         [dependencies]\n",
        profile.name, profile.name
    );
    for krate in profile.provided {
        let version = krate
            .version
            .map_or_else(|| "*".to_owned(), |version| format!("={version}"));
        if krate.features.is_empty() {
            table.push_str(&format!("{} = \"{version}\"\n", krate.name));
        } else {
            table.push_str(&format!(
                "{} = {{ version = \"{version}\", features = {:?} }}\n",
                krate.name, krate.features
            ));
        }
    }
    table
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
        let head = Manifest {
            edition: "edition.workspace = true".to_owned(),
            judge: None,
            dependencies: String::new(),
        };
        let manifest = head.package("abc", &[("abc-a".to_owned(), "a.rs".to_owned())]);
        assert!(
            manifest.starts_with(
                "[package]\nname = \"abc\"\nversion = \"0.1.0\"\nedition.workspace = true\n"
            ),
            "{manifest}"
        );
    }

    #[test]
    fn a_judge_gives_its_crates_at_its_pins_and_features() {
        let atcoder = Profile::by_name("atcoder").unwrap();
        let table = dependencies_table(atcoder);
        assert!(table.contains("\n[dependencies]\n"), "{table}");
        assert!(table.contains("\nac-library-rs = \"=0.2.0\"\n"), "{table}");
        assert!(
            table.contains("\nproconio = { version = \"=0.5.0\", features = [\"derive\"] }\n"),
            "{table}"
        );
        let parsed: toml::Table = table.parse().unwrap();
        let declared = parsed["dependencies"].as_table().unwrap();
        assert_eq!(declared.len(), atcoder.provided.len());
        assert_eq!(declared.len(), 68);
        assert_eq!(
            dependencies_table(Profile::by_name("codeforces").unwrap()),
            ""
        );
    }

    #[test]
    fn judges_are_built_in_or_the_workspace_s() {
        let custom = "[workspace.metadata.judgepack.judges.mine]\nsize-limit = 1\n";
        assert!(judge_profile(custom, "mine").unwrap().is_none());
        assert_eq!(
            judge_profile("", "atcoder").unwrap().unwrap().edition,
            "2024"
        );
        assert!(judge_profile(custom, "spoj").is_err());
    }

    #[test]
    fn members_match_by_path() {
        assert!(member_matches("abc400/stress", "abc400/stress"));
        assert!(member_matches("./abc*/stress", "abc400/stress"));
        assert!(!member_matches("abc*", "abc400/stress"));
        assert!(!member_matches("abc400", "abc400/stress"));
        assert!(member_matches("*", "abc400"));
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
