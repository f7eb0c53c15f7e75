//! What rustc said about a text it has already seen: the diagnostics of a dead-code draft, the
//! functions an instrumented draft can run, older crates' code migrated to edition 2024, the
//! names a bin's compact form could not rename, and the binary a judge's compile made, kept under the workspace's `target/judgepack/cache/` so
//! that a `bundle --all` or `test` after an edit to one bin redoes only that bin's rustc runs.
//!
//! An entry is found by its whole key, never by its hash alone: the key (the rustc version,
//! the arguments, the source text) is stored beside the value and compared in full, so a hash
//! collision is a miss. Entries are written to a temporary name and renamed, so two processes
//! at once see a whole entry or none. The cache is only a shortcut: any failure to read or
//! write it is a miss, and deleting the directory is always safe. It is off until the caller
//! names a directory ([`use_dir`]); the `judgepack` binary names one, library callers (the
//! tests) may.
//!
//! Not cached: anything whose result depends on files outside the key (drafts checked against
//! the rmeta files of crates a judge provides).

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// What an entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The diagnostics of a draft (`rustc --emit=metadata --error-format=json`'s stderr).
    Check,
    /// The binary of a judge's compile (`rustc -O`).
    Binary,
    /// The marker functions an instrumented draft's LLVM IR defines (`bundle::unrun`).
    Ran,
    /// The libraries as dead-code removal left them for a bin (`bundle::shrink::replay`).
    Replay,
    /// Older crates' code as the edition 2024 migration rewrote it (`bundle::rewrite::migrate`).
    Migration,
    /// The names rustc refused renamed in a bin's compact form (`bundle::print::minify`).
    Exclusions,
}

impl Kind {
    fn dir_name(self) -> &'static str {
        match self {
            Kind::Check => "check",
            Kind::Binary => "binary",
            Kind::Ran => "ran",
            Kind::Replay => "replay",
            Kind::Migration => "migration",
            Kind::Exclusions => "exclusions",
        }
    }

    /// Entries kept; past it the oldest go. A draft's diagnostics are a few kilobytes, a
    /// binary a few megabytes.
    fn max_entries(self) -> usize {
        match self {
            Kind::Check => 1000,
            Kind::Binary => 40,
            Kind::Ran => 200,
            // Key and value each hold a bin's libraries' code: up to a megabyte. Two per bin
            // (where rustc's warnings ran out, and the answer).
            Kind::Replay => 80,
            Kind::Migration => 40,
            Kind::Exclusions => 200,
        }
    }
}

static DIR: OnceLock<PathBuf> = OnceLock::new();

/// Turns the cache on, in `dir` (created when first written). The first call wins.
pub fn use_dir(dir: PathBuf) {
    let _ = DIR.set(dir);
}

/// `rustc -vV` run in `dir` (where a `rust-toolchain.toml` may choose the toolchain), once per
/// directory and process; `None` when rustc cannot say, which turns the cache off for it.
pub(crate) fn rustc_version_in(dir: &Path) -> Option<String> {
    static VERSIONS: OnceLock<Mutex<BTreeMap<PathBuf, Option<String>>>> = OnceLock::new();
    // Held while rustc runs, so that threads asking at once run it once.
    let mut versions = VERSIONS
        .get_or_init(|| Mutex::new(BTreeMap::new()))
        .lock()
        .ok()?;
    if let Some(known) = versions.get(dir) {
        return known.clone();
    }
    let version = Command::new("rustc")
        .arg("-vV")
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| String::from_utf8_lossy(&output.stdout).into_owned());
    versions.insert(dir.to_path_buf(), version.clone());
    version
}

/// The path of the value stored under `key` in `kind`, when there is one for exactly this key.
pub(crate) fn lookup(kind: Kind, key: &str) -> Option<PathBuf> {
    let (key_file, value_file) = files(kind, key)?;
    let stored = fs::read(&key_file).ok()?;
    (stored == key.as_bytes() && value_file.is_file()).then_some(value_file)
}

/// Stores under `key` in `kind` the value `write` puts at the path it is given; errors are
/// ignored (the cache is only a shortcut).
pub(crate) fn store(kind: Kind, key: &str, write: impl FnOnce(&Path) -> io::Result<()>) {
    let Some((key_file, value_file)) = files(kind, key) else {
        return;
    };
    let Some(dir) = key_file.parent() else {
        return;
    };
    if fs::create_dir_all(dir).is_err() {
        return;
    }
    static SERIAL: AtomicUsize = AtomicUsize::new(0);
    let temporary = |what: &str| {
        dir.join(format!(
            ".{what}-{}-{}",
            std::process::id(),
            SERIAL.fetch_add(1, Ordering::Relaxed)
        ))
    };
    let (key_tmp, value_tmp) = (temporary("key"), temporary("value"));
    // The value first: a key names only a value that is whole.
    let written = write(&value_tmp)
        .and_then(|()| fs::rename(&value_tmp, &value_file))
        .and_then(|()| fs::write(&key_tmp, key))
        .and_then(|()| fs::rename(&key_tmp, &key_file));
    if written.is_err() {
        let _ = fs::remove_file(&value_tmp);
        let _ = fs::remove_file(&key_tmp);
        return;
    }
    prune(dir, kind.max_entries(), MAX_BYTES_PER_KIND);
}

/// `<dir>/<kind>/<hash>.key` and `.value`; `None` when the cache is off.
fn files(kind: Kind, key: &str) -> Option<(PathBuf, PathBuf)> {
    let dir = DIR.get()?.join(kind.dir_name());
    let name = format!("{:016x}", hash(key.as_bytes()));
    Some((
        dir.join(format!("{name}.key")),
        dir.join(format!("{name}.value")),
    ))
}

/// Bytes (keys and values) each kind keeps at most; past it the oldest entries go, so that the
/// cache of a big workspace stays well under a gigabyte whatever its drafts weigh.
const MAX_BYTES_PER_KIND: u64 = 256 << 20;

/// Removes the oldest entries of `dir` beyond `max` entries or `max_bytes` bytes (the newest
/// entry stays whatever it weighs).
fn prune(dir: &Path, max: usize, max_bytes: u64) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let size = |path: &Path| fs::metadata(path).map_or(0, |metadata| metadata.len());
    let mut keys: Vec<(std::time::SystemTime, PathBuf, u64)> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "key"))
        .filter_map(|path| {
            let modified = fs::metadata(&path).ok()?.modified().ok()?;
            let bytes = size(&path) + size(&path.with_extension("value"));
            Some((modified, path, bytes))
        })
        .collect();
    // Newest first: kept while both budgets allow.
    keys.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    let mut total = 0u64;
    for (index, (_, key, bytes)) in keys.into_iter().enumerate() {
        total += bytes;
        if index >= max || (index > 0 && total > max_bytes) {
            let _ = fs::remove_file(&key);
            let _ = fs::remove_file(key.with_extension("value"));
        }
    }
}

/// 64-bit FNV-1a: a file name for a key (the key itself decides a hit).
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cache of this test process, in a fresh directory (the first `use_dir` wins, so
    /// every test of the process shares it; keys are unique per test). Under the workspace's
    /// `target/`, not the temp folder: the tests share it to the end, so none can remove it.
    fn on() {
        static ON: OnceLock<()> = OnceLock::new();
        ON.get_or_init(|| {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../target/judgepack-test-cache")
                .join(std::process::id().to_string());
            let _ = fs::remove_dir_all(&dir);
            use_dir(dir);
        });
    }

    #[test]
    fn a_value_is_found_by_its_whole_key_only() {
        on();
        let key = "rustc 1.95\n--edition 2021\nfn main() {}\n";
        assert_eq!(lookup(Kind::Check, key), None);
        store(Kind::Check, key, |path| fs::write(path, "diagnostics"));
        let found = lookup(Kind::Check, key).expect("stored");
        assert_eq!(fs::read_to_string(found).unwrap(), "diagnostics");
        // Another key stored under the same file name (a hash collision) is a miss.
        let (key_file, _) = files(Kind::Check, key).unwrap();
        fs::write(&key_file, "another key").unwrap();
        assert_eq!(lookup(Kind::Check, key), None);
    }

    #[test]
    fn a_failed_write_leaves_no_entry() {
        on();
        let key = "a value that cannot be written";
        store(Kind::Binary, key, |_| {
            Err(io::Error::new(io::ErrorKind::Other, "disk full"))
        });
        assert_eq!(lookup(Kind::Binary, key), None);
    }

    #[test]
    fn only_the_newest_entries_within_both_budgets_are_kept() {
        let dir = std::env::temp_dir().join(format!("judgepack-prune-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        for n in 0..5 {
            fs::write(dir.join(format!("{n}.key")), "k").unwrap();
            fs::write(dir.join(format!("{n}.value")), "v").unwrap();
            // Distinct modification times, oldest first.
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        prune(&dir, 3, u64::MAX);
        let mut left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            ["2.key", "2.value", "3.key", "3.value", "4.key", "4.value"]
        );
        // Two bytes an entry: a budget of five keeps the newest two.
        prune(&dir, 3, 5);
        assert!(!dir.join("2.key").exists() && !dir.join("2.value").exists());
        assert!(dir.join("3.key").exists() && dir.join("4.value").exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
