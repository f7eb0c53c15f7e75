//! Which corpus bins a command works on, for the `corpus` runner and the `bench`: the
//! workspaces under `corpus/` (each its own cargo workspace), their bins in name order, and the
//! selection flags both take (`--ws NAME`, `--bin NAME`, `--sample`), plus the judgepack binary
//! they run by default.

use std::path::PathBuf;

use judgepack::workspace::{Bin, Selection, Workspace};

/// `--ws`, `--bin` and `--sample` as given.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Workspaces by name (all when empty).
    pub workspaces: Vec<String>,
    /// Bins whose name contains one of these (all when empty).
    pub bins: Vec<String>,
    /// Only the bins listed in `corpus/SAMPLE`.
    pub sample: bool,
}

impl Filter {
    /// Takes `arg` when it is one of the selection flags, its value from `rest`: `Ok(true)`;
    /// `Ok(false)` when it is another argument.
    pub fn take(
        &mut self,
        arg: &str,
        rest: &mut impl Iterator<Item = String>,
    ) -> Result<bool, String> {
        let mut value = |name: &str| rest.next().ok_or(format!("{name} needs a value"));
        match arg {
            "--ws" => self.workspaces.push(value("--ws")?),
            "--bin" => self.bins.push(value("--bin")?),
            "--sample" => self.sample = true,
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// The corpus and a selection of it.
#[derive(Debug)]
pub struct Corpus {
    /// `corpus/` of this repository.
    pub dir: PathBuf,
    filter: Filter,
    /// `corpus/SAMPLE` as (workspace, bin), when `--sample`.
    sample: Vec<(String, String)>,
}

impl Corpus {
    /// The corpus of this repository, selected by `filter`.
    pub fn new(filter: Filter) -> Corpus {
        let dir = crate::workspace_root().join("corpus");
        let sample = if filter.sample {
            std::fs::read_to_string(dir.join("SAMPLE"))
                .unwrap_or_default()
                .lines()
                .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
                .filter_map(|line| {
                    line.split_once('/')
                        .map(|(ws, bin)| (ws.trim().to_string(), bin.trim().to_string()))
                })
                .collect()
        } else {
            Vec::new()
        };
        Corpus {
            dir,
            filter,
            sample,
        }
    }

    /// The selected workspaces' names, sorted.
    pub fn workspaces(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.dir)
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .filter(|entry| entry.path().join("Cargo.toml").is_file())
                    .filter_map(|entry| entry.file_name().into_string().ok())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names.retain(|name| {
            self.filter.workspaces.is_empty() || self.filter.workspaces.contains(name)
        });
        if self.filter.sample {
            names.retain(|name| self.sample.iter().any(|(ws, _)| ws == name));
        }
        names
    }

    /// Whether `bin` of workspace `ws` is selected.
    pub fn wants(&self, ws: &str, bin: &str) -> bool {
        (self.filter.bins.is_empty() || self.filter.bins.iter().any(|b| bin.contains(b.as_str())))
            && (!self.filter.sample || self.sample.iter().any(|(w, b)| w == ws && b == bin))
    }

    /// Workspace `name` as judgepack loads it and its selected bins in name order; the first
    /// line of the error when cargo cannot load it.
    pub fn bins(&self, name: &str) -> Result<(Workspace, Vec<Bin>), String> {
        let manifest = self.dir.join(name).join("Cargo.toml");
        let ws =
            Workspace::load_or_fetch(Some(&manifest)).map_err(|e| first_line(&e.to_string()))?;
        let mut bins: Vec<Bin> = ws
            .select(&Selection::default(), &|_| true)
            .map_err(|e| first_line(&e.to_string()))?
            .into_iter()
            .cloned()
            .collect();
        bins.sort_by(|a, b| a.name.cmp(&b.name));
        bins.retain(|bin| self.wants(name, &bin.name));
        Ok((ws, bins))
    }
}

/// `--judgepack PATH` when given, else `target/release/judgepack`, else `target/debug/judgepack`
/// of this repository; an error naming the build command when there is none.
pub fn judgepack_binary(given: Option<PathBuf>) -> Result<PathBuf, String> {
    let root = crate::workspace_root();
    let path = given.unwrap_or_else(|| {
        let release = root.join("target/release/judgepack");
        if release.is_file() {
            release
        } else {
            root.join("target/debug/judgepack")
        }
    });
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "no judgepack at {}: run `cargo build --release -p judgepack` first",
            path.display()
        ))
    }
}

/// The first non-empty line of a message, at most 200 characters.
pub fn first_line(text: &str) -> String {
    text.lines()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("")
        .trim()
        .chars()
        .take(200)
        .collect()
}
