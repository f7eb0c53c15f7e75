//! `cargo judgepack <command>`: cargo runs `cargo-judgepack judgepack <command> ...`; this
//! runs the `judgepack` installed beside it with the same arguments (`judgepack` drops the
//! leading `judgepack` word itself), so `cargo install --path bundler` gives both spellings.

use std::path::PathBuf;
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let name = format!("judgepack{}", std::env::consts::EXE_SUFFIX);
    let sibling = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(&name)))
        .filter(|path| path.is_file())
        .unwrap_or_else(|| PathBuf::from(&name));
    let mut command = Command::new(&sibling);
    command.args(std::env::args_os().skip(1));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let error = command.exec();
        eprintln!(
            "error: cannot run {}: {error}\nhelp: install both with `cargo install --path bundler`",
            sibling.display()
        );
        ExitCode::from(2)
    }
    #[cfg(not(unix))]
    match command.status() {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code.clamp(0, 255) as u8)),
        Err(error) => {
            eprintln!(
                "error: cannot run {}: {error}\nhelp: install both with `cargo install --path bundler`",
                sibling.display()
            );
            ExitCode::from(2)
        }
    }
}
