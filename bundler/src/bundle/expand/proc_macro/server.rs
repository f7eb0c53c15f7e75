//! A client of the toolchain's proc-macro server, `$(rustc --print sysroot)/libexec/
//! rust-analyzer-proc-macro-srv`: spawn it, check it speaks protocol API version 6, list a
//! dylib's macros, expand one call.
//!
//! The protocol (measured; /work/shared/notes/proc-macro-server.md): one JSON object per line
//! each way, serde's externally tagged enums, token trees as [`FlatTree`](super::flat). It is
//! not a general client: it sends spans as id 0 (`SetConfig` span mode `Id`), speaks only
//! version 6 and refuses any other, and knows only the four requests the server has.

use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use proc_macro2::{Span, TokenStream};
use serde_json::{json, Value};

use super::flat::{from_flat, to_flat, FlatTree};
use crate::error::Error;
use crate::scratch::ScratchDir;

/// The one protocol version this client speaks; the server does not negotiate, and a tree in
/// another layout makes it panic or misread silently, so anything else is refused up front.
pub(crate) const API_VERSION: u64 = 6;

/// How much of the server's stderr to keep for a crash report: the end is what explains it.
const STDERR_TAIL: usize = 8 * 1024;

/// How long one request may take before the server is taken to be stuck (a macro in an
/// endless loop); `JUDGEPACK_MACRO_TIMEOUT` (seconds) overrides it for a macro that really
/// computes that long.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// The request timeout: `JUDGEPACK_MACRO_TIMEOUT` seconds when set to a positive number.
fn timeout_from_env() -> Duration {
    std::env::var("JUDGEPACK_MACRO_TIMEOUT")
        .ok()
        .and_then(|seconds| seconds.trim().parse::<f64>().ok())
        .filter(|seconds| seconds.is_finite() && *seconds > 0.0)
        .map_or(DEFAULT_TIMEOUT, Duration::from_secs_f64)
}

/// The kind of a proc macro, as `ListMacros` reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum MacroKind {
    /// `#[proc_macro_attribute]`: `#[name]` / `#[name(args)]` on an item, replaced by its output.
    Attr,
    /// `#[proc_macro_derive]`: a name inside `#[derive(...)]`; its output is appended.
    Derive,
    /// `#[proc_macro]`: `name!(...)`, replaced by its output.
    FuncLike,
}

impl fmt::Display for MacroKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MacroKind::Attr => "an attribute macro",
            MacroKind::Derive => "a derive macro",
            MacroKind::FuncLike => "a function-like macro",
        })
    }
}

/// Why an expansion failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum MacroError {
    /// The macro itself failed (it panicked, or the server could not find or load it): the
    /// server's message, usually the panic message. The caller knows the call site and says
    /// where it is.
    Failed(String),
    /// Talking to the server failed: it crashed, or answered something this client does not
    /// understand.
    Server(Error),
}

impl fmt::Display for MacroError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MacroError::Failed(message) => f.write_str(message),
            MacroError::Server(error) => error.fmt(f),
        }
    }
}

/// A running proc-macro server. Dropping it kills the process.
#[derive(Debug)]
pub(crate) struct Server {
    path: PathBuf,
    child: Child,
    stdin: ChildStdin,
    /// The server's stdout, line by line, from a reader thread (`None`: it closed), so that
    /// a request can wait with a deadline.
    replies: Receiver<Option<String>>,
    stdout_reader: Option<JoinHandle<()>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_reader: Option<JoinHandle<()>>,
    /// How long a request may take; see [`DEFAULT_TIMEOUT`].
    pub(crate) timeout: Duration,
    /// The server's own temp folder, removed with it (after `Drop::drop` reaped the server).
    temp: ScratchDir,
}

/// Where the proc-macro server of the rustc that cargo uses in `dir` is: `RUSTC` if set (cargo
/// honors it), else `rustc` on `PATH`, run in `dir` so a `rust-toolchain.toml` there applies.
/// A dylib loads only in the server of the exact rustc that built it, so this must match the
/// `cargo build` that made the dylibs.
pub(crate) fn server_path(dir: &Path) -> Result<PathBuf, Error> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .args(["--print", "sysroot"])
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|error| {
            Error::new(format!(
                "cannot run `{} --print sysroot` to find the proc-macro server: {error}",
                Path::new(&rustc).display()
            ))
            .help("install a Rust toolchain (rustup), or set RUSTC to a rustc that runs")
        })?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "`{} --print sysroot` failed ({}): {}",
            Path::new(&rustc).display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ))
        .help("fix the toolchain setup so that `rustc --print sysroot` works in the workspace"));
    }
    let sysroot = String::from_utf8_lossy(&output.stdout).trim().to_string();
    Ok(Path::new(&sysroot).join("libexec").join(format!(
        "rust-analyzer-proc-macro-srv{}",
        std::env::consts::EXE_SUFFIX
    )))
}

impl Server {
    /// Starts the server of the rustc that cargo uses in `dir` (see [`server_path`]).
    pub(crate) fn start(dir: &Path) -> Result<Server, Error> {
        Server::spawn(&server_path(dir)?)
    }

    /// Starts the server at `path`, checks it speaks API version 6 and sets span mode `Id`.
    pub(crate) fn spawn(path: &Path) -> Result<Server, Error> {
        if !path.is_file() {
            return Err(Error::new(format!(
                "the toolchain has no proc-macro server: `{}` does not exist",
                path.display()
            ))
            .help(
                "use a rustup toolchain (stable since 1.64 ships rust-analyzer-proc-macro-srv in \
                 its sysroot), or remove the dependency on third-party proc macros",
            ));
        }
        // The server copies each macro library into a `proc-macro-srv*` directory of the temp
        // folder and leaves it there when killed: it gets a temp folder of its own, removed
        // once the server is gone.
        let temp = ScratchDir::new("macro-server").map_err(|error| {
            Error::new(format!(
                "cannot create a directory in {}: {error}",
                std::env::temp_dir().display()
            ))
            .help("check that the temp directory is writable")
        })?;
        let mut child = Command::new(path)
            // Without it the server refuses to run (exit 122); the value does not matter.
            .env("RUST_ANALYZER_INTERNALS_DO_NOT_USE", "this is judgepack")
            .env("TMPDIR", temp.path())
            .env("TMP", temp.path())
            .env("TEMP", temp.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| {
                Error::new(format!(
                    "cannot start the proc-macro server `{}`: {error}",
                    path.display()
                ))
                .help("check that the file is executable, or reinstall the toolchain")
            })?;
        // A SIGTERM reaches this process alone, and the server outlives it unless killed.
        temp.watch_child(child.id());
        let (Some(stdin), Some(stdout), Some(mut stderr_pipe)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            unreachable!("all three streams were asked to be piped");
        };
        // A macro's panic message goes to stderr; drained by a thread so a chatty macro cannot
        // fill the pipe and stall the server, and kept so a crash report can show it.
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&stderr);
        let stderr_reader = std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(read @ 1..) = stderr_pipe.read(&mut buffer) {
                let Ok(mut tail) = sink.lock() else { return };
                tail.extend_from_slice(&buffer[..read]);
                if tail.len() > STDERR_TAIL {
                    let excess = tail.len() - STDERR_TAIL;
                    tail.drain(..excess);
                }
            }
        });
        let (sender, replies) = mpsc::channel();
        let stdout_reader = std::thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            loop {
                let mut line = String::new();
                let line = match stdout.read_line(&mut line) {
                    Ok(1..) => Some(line),
                    Ok(0) | Err(_) => None,
                };
                let closed = line.is_none();
                if sender.send(line).is_err() || closed {
                    return;
                }
            }
        });
        let mut server = Server {
            path: path.to_path_buf(),
            child,
            stdin,
            replies,
            stdout_reader: Some(stdout_reader),
            stderr,
            stderr_reader: Some(stderr_reader),
            timeout: timeout_from_env(),
            temp,
        };
        let version = server.request("ApiVersionCheck", json!({}))?;
        if version.as_u64() != Some(API_VERSION) {
            return Err(Error::new(format!(
                "the proc-macro server `{}` speaks protocol API version {version}; judgepack \
                 supports only version {API_VERSION}",
                path.display()
            ))
            .help(format!(
                "use a toolchain whose rust-analyzer-proc-macro-srv speaks version {API_VERSION} \
                 (rustc 1.95 stable does): set it with `rustup override set` or a \
                 rust-toolchain.toml in the workspace, or set RUSTC"
            )));
        }
        // `Id` spans need no span table (the `RustAnalyzer` mode without one crashes it).
        server.request("SetConfig", json!({ "span_mode": "Id" }))?;
        Ok(server)
    }

    /// The macros a proc-macro dylib exports, in the dylib's order.
    pub(crate) fn list_macros(&mut self, dylib: &Path) -> Result<Vec<(String, MacroKind)>, Error> {
        let reply = self.request(
            "ListMacros",
            json!({ "dylib_path": dylib.to_string_lossy() }),
        )?;
        let list =
            match result_of(&reply) {
                Some(Ok(list)) => list,
                Some(Err(message)) => return Err(Error::new(format!(
                    "the proc-macro server cannot load `{}`: {message}",
                    dylib.display()
                ))
                .help(
                    "a proc-macro dylib loads only in the server of the exact rustc that built \
                     it: build it with the same toolchain (same RUSTC, same rustup override)",
                )),
                None => return Err(self.unexpected("ListMacros", &reply)),
            };
        let mut macros = Vec::new();
        for entry in list.as_array().into_iter().flatten() {
            let (Some(name), Some(kind)) = (entry[0].as_str(), entry[1].as_str()) else {
                return Err(self.unexpected("ListMacros", &reply));
            };
            let kind = match kind {
                "Attr" => MacroKind::Attr,
                "CustomDerive" => MacroKind::Derive,
                "Bang" | "FuncLike" => MacroKind::FuncLike,
                _ => return Err(self.unexpected("ListMacros", &reply)),
            };
            macros.push((name.to_string(), kind));
        }
        Ok(macros)
    }

    /// Expands one call of `macro_name` from `dylib`. `body` is the item (attribute and derive
    /// macros) or the tokens inside the delimiters (function-like); `attr` the tokens inside an
    /// attribute's delimiters (`Some(empty)` for a bare `#[name]`), `None` otherwise. `env` and
    /// `current_dir` apply only while this expansion runs (for macros that read
    /// `CARGO_MANIFEST_DIR` or files). The output's tokens all carry `Span::call_site()`.
    pub(crate) fn expand(
        &mut self,
        dylib: &Path,
        macro_name: &str,
        body: TokenStream,
        attr: Option<TokenStream>,
        env: &[(String, String)],
        current_dir: Option<&Path>,
    ) -> Result<TokenStream, MacroError> {
        let request = json!({
            "lib": dylib.to_string_lossy(),
            "env": env,
            "current_dir": current_dir.map(Path::to_string_lossy),
            "macro_body": to_flat(&body),
            "macro_name": macro_name,
            "attributes": attr.as_ref().map(to_flat),
            "has_global_spans": { "def_site": 0, "call_site": 0, "mixed_site": 0 },
        });
        let reply = self
            .request("ExpandMacro", request)
            .map_err(MacroError::Server)?;
        match result_of(&reply) {
            Some(Ok(tree)) => {
                let tree: FlatTree = serde_json::from_value(tree.clone())
                    .map_err(|_| MacroError::Server(self.unexpected("ExpandMacro", &reply)))?;
                from_flat(&tree, Span::call_site()).map_err(|problem| {
                    MacroError::Server(
                        Error::new(format!(
                            "the proc-macro server sent a malformed token tree for `{macro_name}`: \
                             {problem}"
                        ))
                        .help(self.version_help()),
                    )
                })
            }
            Some(Err(message)) => Err(MacroError::Failed(message)),
            None => Err(MacroError::Server(self.unexpected("ExpandMacro", &reply))),
        }
    }

    /// Sends `{kind: body}` and returns the value of the reply's `kind` field.
    fn request(&mut self, kind: &str, body: Value) -> Result<Value, Error> {
        // serde_json escapes newlines inside strings, so this is exactly one non-empty line
        // (an empty line would read as end of input and stop the server).
        let mut line = serde_json::to_string(&json!({ kind: body }))
            .expect("a serde_json::Value always serializes");
        line.push('\n');
        let sent = self
            .stdin
            .write_all(line.as_bytes())
            .and_then(|()| self.stdin.flush());
        if sent.is_err() {
            return Err(self.exited(kind));
        }
        let deadline = std::time::Instant::now() + self.timeout;
        let reply = loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.replies.recv_timeout(left) {
                Ok(None) | Err(RecvTimeoutError::Disconnected) => return Err(self.exited(kind)),
                // Anything else on stdout is a macro printing while it runs.
                Ok(Some(line)) if !line.starts_with('{') => continue,
                Ok(Some(line)) => break line,
                Err(RecvTimeoutError::Timeout) => return Err(self.timed_out(kind)),
            }
        };
        let value: Value = serde_json::from_str(&reply).map_err(|error| {
            Error::new(format!(
                "the proc-macro server `{}` answered a {kind} request with a line that is not \
                 JSON ({error}): {}",
                self.path.display(),
                reply.trim_end()
            ))
            .help(self.version_help())
        })?;
        match value.get(kind) {
            Some(answer) => Ok(answer.clone()),
            None => Err(self.unexpected(kind, &value)),
        }
    }

    /// The error for a server that stopped answering: its exit status and the end of stderr.
    fn exited(&mut self, kind: &str) -> Error {
        // The pipe closing usually means the process is gone; give it a moment to be reaped
        // rather than reporting "still running" for a process that is exiting.
        // Once reaped, its process id may be another process's.
        self.temp.unwatch_child();
        let status = (0..50).find_map(|_| match self.child.try_wait() {
            Ok(Some(status)) => Some(status.to_string()),
            Ok(None) => {
                std::thread::sleep(std::time::Duration::from_millis(10));
                None
            }
            Err(_) => Some("unknown status".to_string()),
        });
        if status.is_none() {
            self.temp.watch_child(self.child.id());
        }
        if let Some(reader) = self.stderr_reader.take() {
            if status.is_some() {
                let _ = reader.join();
            } else {
                self.stderr_reader = Some(reader);
            }
        }
        let stderr = self
            .stderr
            .lock()
            .map(|tail| String::from_utf8_lossy(&tail).trim().to_string())
            .unwrap_or_default();
        let mut what = format!(
            "the proc-macro server `{}` stopped answering during a {kind} request ({})",
            self.path.display(),
            status.as_deref().unwrap_or("still running")
        );
        if !stderr.is_empty() {
            what.push_str(":\n");
            what.push_str(&stderr);
        }
        Error::new(what).help(
            "a macro may have crashed it (a stack overflow or abort inside the macro): check that \
             `cargo build` of the package succeeds; if it does, report the macro call that \
             crashed it",
        )
    }

    /// The error for a request that took longer than [`Server::timeout`]; the server is
    /// killed, so the next request reports it gone.
    fn timed_out(&mut self, kind: &str) -> Error {
        let _ = self.child.kill();
        Error::new(format!(
            "the proc-macro server `{}` did not answer a {kind} request within {} s: the macro \
             may be in an endless loop",
            self.path.display(),
            self.timeout.as_secs_f64()
        ))
        .help(
            "check that `cargo build` of the package finishes; if the macro really computes that \
             long, set JUDGEPACK_MACRO_TIMEOUT to more seconds",
        )
    }

    fn unexpected(&self, kind: &str, reply: &Value) -> Error {
        Error::new(format!(
            "the proc-macro server `{}` answered a {kind} request with something judgepack does \
             not understand: {reply}",
            self.path.display()
        ))
        .help(self.version_help())
    }

    fn version_help(&self) -> String {
        format!(
            "judgepack speaks protocol API version {API_VERSION}; use a toolchain whose \
             rust-analyzer-proc-macro-srv speaks it (rustc 1.95 stable does)"
        )
    }
}

/// `{"Ok": v}` as `Ok(v)`, `{"Err": message}` as `Err(message)` (a non-string error as its
/// JSON text); anything else `None`.
fn result_of(reply: &Value) -> Option<Result<&Value, String>> {
    if let Some(ok) = reply.get("Ok") {
        return Some(Ok(ok));
    }
    let error = reply.get("Err")?;
    Some(Err(match error {
        Value::String(message) => message.clone(),
        other => other.to_string(),
    }))
}

impl Drop for Server {
    fn drop(&mut self) {
        // The server would also exit at end of input, but a macro stuck in a loop would not
        // notice; killing is certain. Errors mean it is already gone.
        let _ = self.child.kill();
        self.temp.unwatch_child();
        let _ = self.child.wait();
        for reader in [self.stdout_reader.take(), self.stderr_reader.take()]
            .into_iter()
            .flatten()
        {
            let _ = reader.join();
        }
    }
}
