//! The `judgepack` command line: `bundle`, `check`, `test`, `stress`, `stat`, `new` and
//! `judges`, one module each under `commands/`, as cargo keeps its subcommands. `cargo
//! judgepack <command>` works too: cargo runs `cargo-judgepack judgepack <command>`, which runs
//! this binary, and a leading `judgepack` argument is dropped here.
//!
//! This file only parses arguments, sets the Ctrl-C / SIGTERM handler (it removes the
//! temporary directories in use, [`judgepack::scratch`], and exits with status 130),
//! dispatches and maps failures to exit codes; the commands are thin layers over the library
//! ([`judgepack::bundle`], [`judgepack::run`], [`judgepack::stat`]). Bins are picked as cargo
//! picks them (`--bin`, `-p`, `--manifest-path`), so it works from any directory of any
//! workspace. Timings are always the last column and `--no-time` leaves them out, so the
//! output is stable for snapshots.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use judgepack::error::Error;

/// The exit status section shared by every `--help`.
macro_rules! exit_status {
    () => {
        "Exit status: 0 all good; 1 a check, a case or a bundle failed; \
         2 usage error (bad arguments, unknown bin or case, not in a Cargo workspace)."
    };
}

/// Prints a table row (like `println!`) without trailing spaces, which an empty last
/// column (`--no-time`) would leave.
macro_rules! row {
    ($($arg:tt)*) => {
        $crate::emit(&format!("{}\n", format!($($arg)*).trim_end()))
    };
}

/// `println!` that ends the program quietly (exit status 1) when stdout is closed, e.g. by
/// `judgepack check | head -1`, instead of panicking.
macro_rules! say {
    () => {
        $crate::emit("\n")
    };
    ($($arg:tt)*) => {
        $crate::emit(&format!("{}\n", format!($($arg)*)))
    };
}

mod commands;

/// Bundle a Cargo bin target and the crates it uses into one .rs file an online judge
/// accepts, and verify it the way the judge compiles it.
#[derive(Debug, Parser)]
#[command(
    name = "judgepack",
    version,
    // Never wrap: help must read the same whichever clap features the build unified
    // (divan, a bench dependency, turns on `wrap_help`).
    term_width = 0,
    after_help = concat!(
        "Examples:\n  judgepack new abc401 a b c    (a package with bins abc401-a, -b, -c and empty cases)\n  judgepack test abc400-a    (its cases on a fresh bundle)\n  judgepack stress abc400-a --reference abc400-naive --generator abc400-generator    (against a simple solution on generated inputs)\n  judgepack bundle abc400-a -o a.rs\n  judgepack bundle --all    (regenerate and verify every submission)\n  judgepack judges    (each judge's compiler, flags, limit and crates, with sources)\n\n",
        exit_status!()
    )
)]
struct Cli {
    /// The workspace's Cargo.toml [default: found from the current directory]
    #[arg(long, global = true, value_name = "PATH", display_order = 90)]
    manifest_path: Option<PathBuf>,

    /// Use only the dependencies cargo has already downloaded, as cargo's --offline [default:
    /// run `cargo fetch` first when some are missing]
    #[arg(long, global = true, display_order = 92)]
    offline: bool,

    /// Leave timings out of the output (for stable snapshots)
    #[arg(long, global = true, display_order = 91)]
    no_time: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Bundle(commands::bundle::BundleArgs),
    Check(commands::check::CheckArgs),
    Test(commands::test::TestArgs),
    Stress(commands::stress::StressArgs),
    Stat(commands::stat::StatArgs),
    New(commands::new::NewArgs),
    Judges(commands::judges::JudgesArgs),
}

/// Which bins a command works on: cargo's target selection, plus the judge.
#[derive(Debug, Args)]
struct TargetArgs {
    /// A bin target, or a package that has one bin (as `cargo run -p`)
    #[arg(value_name = "BIN")]
    name: Option<String>,

    /// The bin target to work on, as in `cargo run --bin`
    #[arg(long, value_name = "NAME")]
    bin: Option<String>,

    /// The package whose bin(s) to work on, as in `cargo run -p`
    #[arg(short, long, value_name = "SPEC")]
    package: Option<String>,

    /// The judge profile to use [default: the package's or workspace's
    /// [*.metadata.judgepack] judge, else `default`: rustc --edition 2021 -O, 64 KiB]
    #[arg(long, value_name = "JUDGE")]
    judge: Option<String>,
}

/// Why a command did not succeed, and so its exit status.
#[derive(Debug)]
enum Failure {
    /// Bad arguments, unknown bin or case, no workspace: exit status 2.
    Usage(Error),
    /// Something that was checked is wrong: exit status 1. The message is printed.
    Failed(Error),
    /// Something failed and the report already said so: exit status 1.
    Reported,
}

impl From<Error> for Failure {
    fn from(error: Error) -> Failure {
        Failure::Failed(error)
    }
}

/// The worker thread's stack (see `main`).
pub(crate) const STACK_BYTES: usize = 512 << 20;

/// The exit status after Ctrl-C or SIGTERM: the shell's for a program that SIGINT ended.
const INTERRUPTED: i32 = 130;

fn main() -> ExitCode {
    // cargo runs this binary as its rustc wrapper when judgepack records how it compiles an
    // older crate (`bundle::load::migrate_crate`).
    if let Some(status) = judgepack::bundle::wrap_rustc() {
        return status;
    }
    if let Ok(myself) = std::env::current_exe() {
        judgepack::bundle::use_rustc_wrapper(myself);
    }
    // A signal ends the process without running a destructor, so the temporary directories
    // in use are removed here. Holding the list until the exit makes a thread about to make
    // one wait, so none appears after the sweep. Were the handler not set, only an
    // interrupted run would leave directories behind: no reason not to run.
    let _ = ctrlc::set_handler(|| {
        let _swept = judgepack::scratch::remove_all();
        std::process::exit(INTERRUPTED);
    });
    // `cargo judgepack test a` runs `cargo-judgepack judgepack test a`.
    let args = std::env::args_os()
        .enumerate()
        .filter(|(index, arg)| !(*index == 1 && arg == "judgepack"))
        .map(|(_, arg)| arg);
    let cli = Cli::parse_from(args);
    // syn's visitors recurse once per nesting level, and some crates (im-rc's generated
    // code) nest deeper than the main thread's 8 MiB allow; the stack is only reserved.
    let worker = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || match &cli.command {
            Command::Bundle(args) => commands::bundle::run(&cli, args),
            Command::Check(args) => commands::check::run(&cli, args),
            Command::Test(args) => commands::test::run(&cli, args),
            Command::Stress(args) => commands::stress::run(&cli, args),
            Command::Stat(args) => commands::stat::run(&cli, args),
            Command::New(args) => commands::new::run(&cli, args),
            Command::Judges(args) => commands::judges::run(&cli, args),
        });
    let result = match worker.map(std::thread::JoinHandle::join) {
        Ok(Ok(result)) => result,
        Ok(Err(payload)) if payload.is::<StdoutClosed>() => return ExitCode::FAILURE,
        Ok(Err(_)) => return ExitCode::from(101),
        Err(error) => Err(Failure::Failed(Error::new(format!(
            "cannot start the worker thread: {error}"
        )))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(error)) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
        Err(Failure::Failed(error)) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
        Err(Failure::Reported) => ExitCode::FAILURE,
    }
}

/// Writes `text` to stdout; when stdout is gone, stops the program with exit status 1.
///
/// It unwinds the worker thread rather than exiting, so that every temporary directory on
/// the way is removed; `main` turns the unwinding into the exit status. `resume_unwind` runs
/// no panic hook, so nothing is printed.
fn emit(text: &str) {
    let mut stdout = io::stdout().lock();
    if stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .is_err()
    {
        drop(stdout);
        std::panic::resume_unwind(Box::new(StdoutClosed));
    }
}

/// What [`emit`] unwinds with when stdout is closed.
struct StdoutClosed;
