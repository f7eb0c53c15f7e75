//! A `judgepack` that Ctrl-C or SIGTERM ends removes its temporary directories first, the
//! proc-macro server's among them, and exits with status 130.

// Sending a signal takes `kill`, which only Unix has.
#![cfg(unix)]

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// `judgepack bundle procmacro_app` on the fixture workspace, with `tmp` as its temp folder:
/// it starts the proc-macro server, which writes into a temp folder of its own, and runs for
/// about a second.
fn bundle(tmp: &Path) -> Command {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ws/Cargo.toml");
    let mut command = Command::new(env!("CARGO_BIN_EXE_judgepack"));
    command
        .args(["bundle", "procmacro_app", "--offline", "--manifest-path"])
        .arg(manifest)
        .env("TMPDIR", tmp)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// The names in `dir`.
fn entries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("the temp dir")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

/// Waits until `tmp` holds the proc-macro server's directory (true), or `child` ended first
/// (false).
fn wait_for_server_dir(child: &mut Child, tmp: &Path) -> bool {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        if entries(tmp)
            .iter()
            .any(|name| name.starts_with("judgepack-macro-server-"))
        {
            return true;
        }
        if matches!(child.try_wait(), Ok(Some(_))) {
            return false;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("no proc-macro server directory within 15 s");
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn sigterm_removes_the_temporary_directories() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sigterm");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("a temp dir");

    // A first run builds the fixture's proc macros, so that no linker of that build, which
    // writes into TMPDIR, is still running when the second run is ended.
    let warm = bundle(&tmp).output().expect("judgepack runs");
    assert!(warm.status.success(), "{}", stderr(&warm));
    assert!(entries(&tmp).is_empty(), "left behind: {:?}", entries(&tmp));

    // Ended once the proc-macro server's directory appears: judgepack is then mid-load, with a
    // child process and several directories of its own. A warm run takes a fraction of a
    // second, and a busy machine may let one end before it is seen: then another is started.
    let mut child = None;
    for _ in 0..5 {
        let mut run = bundle(&tmp).spawn().expect("judgepack runs");
        if wait_for_server_dir(&mut run, &tmp) {
            child = Some(run);
            break;
        }
        assert!(entries(&tmp).is_empty(), "left behind: {:?}", entries(&tmp));
    }
    let child = child.expect("judgepack ran until its proc-macro server started");
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(kill.success());
    let output = child.wait_with_output().expect("judgepack ends");

    let left = entries(&tmp);
    assert!(left.is_empty(), "left behind: {left:?}");
    assert_eq!(output.status.code(), Some(130), "{output:?}");
}
