//! Temporary directories that do not outlive the program. [`ScratchDir`] makes one in the temp
//! folder and removes it on drop; every one in use is also listed, so that [`remove_all`] can
//! remove them when a signal (Ctrl-C, SIGTERM) ends the process, which runs no destructor.
//! A directory may name the child process that writes into it ([`ScratchDir::watch_child`]),
//! which [`remove_all`] kills first.
//!
//! It is not what catches the signals (`main.rs` does: a library leaves its caller's signals
//! alone), nor what is written into the directories.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};

/// The directories in use. The lock is held only to read or change the list, and by
/// [`remove_all`], which keeps it until the process ends.
static IN_USE: Mutex<Registry> = Mutex::new(Registry {
    next_id: 0,
    entries: Vec::new(),
});

#[derive(Debug)]
struct Registry {
    next_id: u64,
    entries: Vec<Entry>,
}

#[derive(Debug)]
struct Entry {
    id: u64,
    path: PathBuf,
    /// The process writing into the directory, not yet reaped (so the id is still its own).
    child: Option<u32>,
}

/// The list, even after a panic elsewhere poisoned the lock: each change to it is one
/// `push` or `retain`, which leaves it whole.
fn in_use() -> MutexGuard<'static, Registry> {
    IN_USE.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Registry {
    fn entry(&mut self, id: u64) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|entry| entry.id == id)
    }
}

/// A fresh directory in the temp folder, removed with everything in it when dropped, or by
/// [`remove_all`] if the process is ended first.
#[derive(Debug)]
pub struct ScratchDir {
    path: PathBuf,
    id: u64,
    kept: bool,
}

impl ScratchDir {
    /// Creates a new empty directory under the system's temporary directory, its name
    /// starting with `judgepack-<label>-<process id>-`.
    ///
    /// # Errors
    /// The I/O error when the directory cannot be created.
    pub fn new(label: &str) -> io::Result<ScratchDir> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        loop {
            let serial = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("judgepack-{label}-{}-{serial}-{nanos}", std::process::id());
            let path = std::env::temp_dir().join(name);
            // Made and listed under one lock, which `remove_all` keeps to the end: a directory
            // made while it sweeps would otherwise be missed. One `mkdir` is quick to wait for.
            let mut in_use = in_use();
            match fs::create_dir(&path) {
                Ok(()) => {
                    let id = in_use.next_id;
                    in_use.next_id += 1;
                    in_use.entries.push(Entry {
                        id,
                        path: path.clone(),
                        child: None,
                    });
                    return Ok(ScratchDir {
                        path,
                        id,
                        kept: false,
                    });
                }
                // Another process's (an earlier one with the same id): not ours to take over.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Leaves the directory where it is from now on: neither dropping this nor
    /// [`remove_all`] removes it (an error message names a file in it).
    pub fn keep(&mut self) {
        self.kept = true;
        self.forget();
    }

    /// Names `pid`, a child process writing into the directory, to be killed before
    /// [`remove_all`] removes it: a child that outlived the program could fill it again.
    /// Call [`ScratchDir::unwatch_child`] before reaping the child (`wait`, a `try_wait` that
    /// may succeed): after that its id may be another process's.
    pub fn watch_child(&self, pid: u32) {
        if let Some(entry) = in_use().entry(self.id) {
            entry.child = Some(pid);
        }
    }

    /// Forgets the child that [`ScratchDir::watch_child`] named.
    pub fn unwatch_child(&self) {
        if let Some(entry) = in_use().entry(self.id) {
            entry.child = None;
        }
    }

    fn forget(&self) {
        in_use().entries.retain(|entry| entry.id != self.id);
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !self.kept {
            // Removed before it leaves the list, so that a signal in between still finds it;
            // outside the lock, since removing a large tree is slow. Best effort: a leftover
            // temporary directory harms nobody.
            drop(fs::remove_dir_all(&self.path));
            self.forget();
        }
    }
}

/// What [`remove_all`] returns: the list stays locked while it lives.
#[derive(Debug)]
#[must_use = "hold it until the process exits, or new directories may be made after the sweep"]
pub struct Swept {
    _in_use: MutexGuard<'static, Registry>,
}

/// Kills each child named by [`ScratchDir::watch_child`] and removes every [`ScratchDir`]
/// still in use, for a signal handler that then ends the process. Removing one twice does no
/// harm, so a drop racing with it on another thread is fine.
///
/// Keep what it returns until the process exits: making a directory waits for it, so none
/// is made after the sweep.
pub fn remove_all() -> Swept {
    let in_use = in_use();
    for entry in &in_use.entries {
        if let Some(pid) = entry.child {
            kill(pid);
        }
    }
    for entry in &in_use.entries {
        remove_dir(&entry.path);
    }
    Swept { _in_use: in_use }
}

/// Removes `path` and everything in it, trying again for a moment when something still
/// writing into it (a dying child, a drop on another thread) makes the first try fail.
fn remove_dir(path: &Path) {
    for _ in 0..20 {
        match fs::remove_dir_all(path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound && path.exists() => {
                std::thread::sleep(Duration::from_millis(10));
            }
            _ => return,
        }
    }
}

/// Kills process `pid` at once (SIGKILL, as `Child::kill` does).
#[cfg(unix)]
fn kill(pid: u32) {
    use nix::sys::signal::{self, Signal};
    use nix::unistd::Pid;
    if let Ok(pid) = i32::try_from(pid) {
        // Best effort: it may be gone already.
        let _ = signal::kill(Pid::from_raw(pid), Signal::SIGKILL);
    }
}

/// Elsewhere a child is left to end when its input closes with the process.
#[cfg(not(unix))]
fn kill(_pid: u32) {}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(dir: &ScratchDir) -> bool {
        in_use().entries.iter().any(|entry| entry.path == dir.path)
    }

    #[test]
    fn a_scratch_dir_is_listed_while_it_exists() {
        let dir = ScratchDir::new("scratch-test").expect("a temp dir");
        let path = dir.path().to_path_buf();
        assert!(path.is_dir());
        assert!(listed(&dir));
        drop(dir);
        assert!(!path.exists());
        assert!(!in_use().entries.iter().any(|entry| entry.path == path));
    }

    #[test]
    fn a_kept_dir_is_neither_listed_nor_removed() {
        let mut dir = ScratchDir::new("scratch-test").expect("a temp dir");
        let path = dir.path().to_path_buf();
        dir.keep();
        assert!(!listed(&dir));
        drop(dir);
        assert!(path.is_dir());
        let _ = fs::remove_dir_all(&path);
    }

    #[test]
    fn removing_twice_is_harmless() {
        let dir = ScratchDir::new("scratch-test").expect("a temp dir");
        fs::write(dir.path().join("file"), "x").expect("a file");
        remove_dir(dir.path());
        assert!(!dir.path().exists());
        remove_dir(dir.path());
        drop(dir);
    }
}
