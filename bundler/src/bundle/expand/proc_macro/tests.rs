//! Tests against the real proc-macro server of the toolchain running the tests, with the
//! proc macros of `bundler/tests/fixtures/procmacro_srv` (built once per test run into that
//! fixture's own `target/`).
//!
//! Not here: the `FlatTree` layout alone (unit tests in `flat.rs`, no server needed).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use proc_macro2::TokenStream;

use super::server::MacroError;
use super::{build_dylibs, expand_file, Context, MacroKind, Resolved, Server};
use crate::error::Error;

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/procmacro_srv")
}

/// The fixture's macro dylib, built once for all tests of this run.
fn dylib() -> &'static Path {
    static DYLIBS: OnceLock<Result<BTreeMap<String, PathBuf>, Error>> = OnceLock::new();
    let built = DYLIBS.get_or_init(|| {
        build_dylibs(
            &fixture_dir().join("Cargo.toml"),
            Some("fixture_app"),
            Some("fixture_app"),
        )
    });
    match built {
        Ok(dylibs) => dylibs.get("fixture_macros").unwrap_or_else(|| {
            panic!("the fixture build made no fixture_macros dylib: {dylibs:?}")
        }),
        Err(error) => panic!("building the fixture failed:\n{error}"),
    }
}

fn server() -> Server {
    Server::start(&fixture_dir()).unwrap_or_else(|error| panic!("{error}"))
}

/// Resolves `name` and `fixture_macros::name` to the fixture's macros.
fn resolver(server: &mut Server) -> impl FnMut(&str) -> Option<Resolved> {
    let dylib = dylib().to_path_buf();
    let macros = server
        .list_macros(&dylib)
        .unwrap_or_else(|error| panic!("{error}"));
    move |path| {
        let name = path.strip_prefix("fixture_macros::").unwrap_or(path);
        macros
            .iter()
            .find(|(macro_name, _)| macro_name == name)
            .map(|(macro_name, kind)| (dylib.clone(), macro_name.clone(), *kind))
    }
}

fn context() -> Context {
    Context {
        display_path: PathBuf::from("app/src/main.rs"),
        helpers: BTreeSet::from(["describe".to_string()]),
        ..Context::default()
    }
}

/// Expands `source` with the fixture's macros and prints it with prettyplease.
fn expand(source: &str) -> Result<String, Error> {
    let mut server = server();
    let mut resolve = resolver(&mut server);
    let mut file = syn::parse_file(source).expect("test source parses");
    expand_file(&mut file, &mut server, &context(), &mut resolve)?;
    Ok(prettyplease::unparse(&file))
}

fn expanded(source: &str) -> String {
    expand(source).unwrap_or_else(|error| panic!("{error}"))
}

#[test]
fn the_server_speaks_version_6_and_lists_every_kind() {
    let mut server = server();
    let macros = server
        .list_macros(dylib())
        .expect("the fixture dylib loads");
    let kinds: BTreeMap<&str, MacroKind> = macros
        .iter()
        .map(|(name, kind)| (name.as_str(), *kind))
        .collect();
    assert_eq!(kinds["traced"], MacroKind::Attr);
    assert_eq!(kinds["Describe"], MacroKind::Derive);
    assert_eq!(kinds["make_fn"], MacroKind::FuncLike);
    assert_eq!(kinds["boom"], MacroKind::FuncLike);
    assert_eq!(kinds["stuck"], MacroKind::FuncLike);
    assert_eq!(macros.len(), 10, "{macros:?}");
}

#[test]
fn attribute_macros_replace_items_everywhere() {
    let output = expanded(
        "#[traced]\nfn main() {}\n\
         mod inner {\n    pub struct S;\n    impl S {\n        #[fixture_macros::traced(method)]\n        pub fn go(&self) -> u8 { 1 }\n    }\n}\n",
    );
    assert!(
        output.contains("::std::eprintln!(\"enter {}\", \"main\");"),
        "{output}"
    );
    assert!(
        output.contains("::std::eprintln!(\"enter {}\", \"method\");"),
        "{output}"
    );
    assert!(!output.contains("traced"), "{output}");
    assert!(output.contains("pub fn go(&self) -> u8"), "{output}");
}

/// What each item a proc macro wrote carries: the lints rustc does not report in another
/// crate's macro output.
const QUIET: &str = "#[allow(\n    unused_parens,\n    unused_braces,\n    unused_mut,\n    non_local_definitions,\n    nonstandard_style\n)]\n";

#[test]
fn derives_keep_std_derives_and_append_their_items() {
    let output = expanded(
        "#[derive(Clone, Debug, Describe)]\nstruct Point {\n    x: i32,\n    #[describe(skip)]\n    y: i32,\n}\nfn after() {}\n",
    );
    let expected = format!(
        "#[derive(Clone, Debug)]\nstruct Point {{\n    x: i32,\n    y: i32,\n}}\n{QUIET}impl Point {{\n    pub fn describe() -> &'static str {{\n        \"Point {{ x }}\"\n    }}\n}}\nfn after() {{}}\n"
    );
    assert_eq!(output, expected);
}

#[test]
fn a_derive_alone_removes_its_derive_attribute() {
    let output = expanded("#[derive(fixture_macros::Describe)]\nstruct Unit {}\n");
    assert!(
        output.starts_with(&format!("struct Unit {{}}\n{QUIET}impl Unit {{")),
        "{output}"
    );
}

#[test]
fn function_like_macros_in_every_position() {
    let output = expanded(
        "make_fn!(answer, 42);\n\
         fn main() {\n\
             make_fn!(inner, 1);\n\
             let pair: fixture_macros::pair_type!() = (1, 2);\n\
             let fixture_macros::origin!() = (0, 0) else { return };\n\
             let doubled = fixture_macros::twice!(3);\n\
             println!(\"{} {:?}\", twice!(4), pair);\n\
             twice!(5);\n\
         }\n",
    );
    assert!(
        output.contains("fn answer() -> i64 {\n    42\n}"),
        "{output}"
    );
    assert!(
        output.contains("fn inner() -> i64 {\n        1\n    }"),
        "{output}"
    );
    assert!(
        output.contains("let pair: (i32, i32) = (1, 2);"),
        "{output}"
    );
    assert!(output.contains("let (0, 0) = (0, 0) else {"), "{output}");
    // `twice!` expands to `double!`, which is expanded in turn.
    assert!(output.contains("let doubled = ((3) * 2);"), "{output}");
    assert!(
        output.contains("println!(\"{} {:?}\", ((4) * 2), pair);"),
        "{output}"
    );
    assert!(output.contains("((5) * 2);"), "{output}");
    assert!(!output.contains("double!"), "{output}");
}

#[test]
fn literals_built_by_a_macro_come_back_exactly() {
    let mut server = server();
    let output = server
        .expand(dylib(), "literals", TokenStream::new(), None, &[], None)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(
        output.to_string(),
        "(- 7i32 , 1_000u64 , 'x' , \"a\\\"b\" , b\"bytes\" , 2.5f32)"
    );
}

#[test]
fn a_panicking_macro_is_reported_with_name_file_and_line() {
    let error = expand("fn main() {\n    let x = 1;\n    fixture_macros::boom!(x);\n}\n")
        .expect_err("boom! always panics");
    assert_eq!(error.file(), Some(Path::new("app/src/main.rs")));
    assert_eq!(error.line(), Some(3));
    assert!(error.what().contains("`fixture_macros::boom`"), "{error}");
    assert!(
        error.what().contains("boom: this macro always fails"),
        "{error}"
    );
    assert!(error.advice().is_some(), "{error}");
}

#[test]
fn the_server_reports_a_panic_as_a_failed_macro() {
    let mut server = server();
    let error = server
        .expand(dylib(), "boom", TokenStream::new(), None, &[], None)
        .expect_err("boom! always panics");
    assert_eq!(
        error,
        MacroError::Failed("boom: this macro always fails".to_string())
    );
    // The server survives a panicking macro.
    assert!(server.list_macros(dylib()).is_ok());
}

#[test]
fn a_macro_that_never_returns_times_out_and_the_server_is_stopped() {
    let mut server = server();
    server.timeout = std::time::Duration::from_millis(1500);
    let started = std::time::Instant::now();
    let error = server
        .expand(dylib(), "stuck", TokenStream::new(), None, &[], None)
        .expect_err("stuck! never returns");
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    let MacroError::Server(error) = error else {
        panic!("a timeout is the server's failure, not the macro's: {error:?}");
    };
    assert!(error.what().contains("did not answer"), "{error}");
    assert!(error
        .advice()
        .is_some_and(|advice| advice.contains("JUDGEPACK_MACRO_TIMEOUT")));
    // The stuck server was killed: the next request says so instead of waiting again.
    assert!(server.list_macros(dylib()).is_err());
}

#[test]
fn output_that_does_not_fit_its_position_is_an_error() {
    let error = expand("fn main() {\n    let t: fixture_macros::make_fn!(a, 1) = 0;\n}\n")
        .expect_err("an fn is not a type");
    assert_eq!(error.line(), Some(2));
    assert!(error.what().contains("does not parse as a type"), "{error}");
}

#[test]
fn a_macro_used_as_the_wrong_kind_is_an_error() {
    let error = expand("#[make_fn]\nfn f() {}\n").expect_err("make_fn is function-like");
    assert_eq!(error.line(), Some(1));
    assert!(error.what().contains("is a function-like macro"), "{error}");
}

#[test]
fn endless_expansion_is_cut_off() {
    let mut server = server();
    let mut resolve = resolver(&mut server);
    // `twice!` expands to `fixture_macros::double!`, here resolved to `twice` again.
    let mut endless = |path: &str| {
        resolve(path).map(|(dylib, name, kind)| {
            let name = if name == "double" {
                "twice".to_string()
            } else {
                name
            };
            (dylib, name, kind)
        })
    };
    let mut file = syn::parse_file("fn main() {\n    let _ = twice!(1);\n}\n").expect("parses");
    let error = expand_file(&mut file, &mut server, &context(), &mut endless)
        .expect_err("the expansion never ends");
    assert_eq!(error.line(), Some(2));
    assert!(error.what().contains("rounds of expansion"), "{error}");
}

#[test]
fn a_missing_server_says_what_to_do() {
    let error = Server::spawn(Path::new("/nonexistent/rust-analyzer-proc-macro-srv"))
        .expect_err("no such file");
    assert!(error.what().contains("does not exist"), "{error}");
    assert!(error.advice().is_some());
}

#[test]
fn a_failed_build_shows_cargos_errors() {
    let error = build_dylibs(&fixture_dir().join("no_such_dir/Cargo.toml"), None, None)
        .expect_err("no manifest there");
    assert!(error.what().contains("cargo build"), "{error}");
    assert!(error.what().contains("no_such_dir"), "{error}");
    let error = build_dylibs(
        &fixture_dir().join("Cargo.toml"),
        Some("fixture_app"),
        Some("no_such_bin"),
    )
    .expect_err("no such bin");
    assert!(
        error.what().contains("no bin target named `no_such_bin`"),
        "{error}"
    );
    assert!(error.advice().is_some(), "{error}");
}

/// A temporary directory removed on drop, so a failing test leaves nothing behind either.
#[cfg(unix)]
struct TempDir(PathBuf);

#[cfg(unix)]
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(unix)]
#[test]
fn a_server_of_another_api_version_is_refused() {
    use std::os::unix::fs::PermissionsExt;

    let dir = TempDir(std::env::temp_dir().join(format!(
        "judgepack-procmacro-version-{}",
        std::process::id()
    )));
    std::fs::create_dir_all(&dir.0).expect("temp dir");
    let fake = dir.0.join("rust-analyzer-proc-macro-srv");
    std::fs::write(
        &fake,
        "#!/bin/sh\nread line\necho 'not json'\necho '{\"ApiVersionCheck\":5}'\n",
    )
    .expect("write the fake server");
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let error = Server::spawn(&fake).expect_err("version 5 is refused");
    assert!(error.what().contains("API version 5"), "{error}");
    assert!(error.what().contains("only version 6"), "{error}");
    assert!(
        error
            .advice()
            .is_some_and(|help| help.contains("toolchain")),
        "{error}"
    );
}

#[cfg(unix)]
#[test]
fn a_server_that_dies_is_an_error_with_its_stderr() {
    use std::os::unix::fs::PermissionsExt;

    let dir = TempDir(
        std::env::temp_dir().join(format!("judgepack-procmacro-crash-{}", std::process::id())),
    );
    std::fs::create_dir_all(&dir.0).expect("temp dir");
    let fake = dir.0.join("rust-analyzer-proc-macro-srv");
    std::fs::write(
        &fake,
        "#!/bin/sh\nread line\necho 'stack overflow' >&2\nexit 101\n",
    )
    .expect("write the fake server");
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let error = Server::spawn(&fake).expect_err("the server died");
    assert!(error.what().contains("stopped answering"), "{error}");
    assert!(error.what().contains("stack overflow"), "{error}");
}
