use super::*;
use crate::cases::Case;

fn profile() -> &'static Profile {
    Profile::by_name("codeforces").expect("codeforces is a known judge")
}

/// Compiles `program` with the codeforces profile in `dir`.
fn build(dir: &ScratchDir, program: &str) -> Result<Compiled, CompileError> {
    let source = dir.path().join("source.rs");
    fs::write(&source, program).expect("scratch dir is writable");
    let out = dir.path().join("out");
    fs::create_dir(&out).expect("scratch dir is writable");
    compile(&source, profile(), &out)
}

fn case(stdin: &str, stdout: &str) -> Case {
    Case {
        name: "sample".to_owned(),
        path: PathBuf::from("sample.toml"),
        bin_name: None,
        args: Vec::new(),
        env: Vec::new(),
        stdin: stdin.as_bytes().to_vec(),
        stdout: stdout.to_owned(),
        stderr: None,
        status: ExpectedStatus::Success,
        matching: None,
    }
}

/// Sums the integers on stdin; exits 1 with a message on a bad token; panics on `boom`;
/// sleeps on `sleep`.
const ADDER: &str = r#"
use std::io::Read;
fn main() {
let mut input = String::new();
std::io::stdin().read_to_string(&mut input).expect("stdin is readable");
let mut sum = 0i64;
for token in input.split_whitespace() {
    match token {
        "boom" => panic!("boom"),
        "sleep" => std::thread::sleep(std::time::Duration::from_secs(30)),
        _ => match token.parse::<i64>() {
            Ok(n) => sum += n,
            Err(_) => {
                eprintln!("error: bad token {token}");
                std::process::exit(1);
            }
        },
    }
}
println!("{sum}");
}
"#;

#[test]
fn verdicts_of_a_real_program() {
    let dir = ScratchDir::new("run").unwrap();
    let binary = build(&dir, ADDER).unwrap().binary;
    let run = |case: &Case| run_case(&binary, case, DEFAULT_TIME_LIMIT).verdict;

    assert_eq!(run(&case("1 2 3\n", "6\n")), Verdict::Accepted);

    let wrong = run(&case("1 2 3\n", "7\n"));
    assert_eq!(wrong.code(), "WA");
    assert_eq!(
        wrong.detail().unwrap(),
        "stdout differs at line 1 (expected 1 line, got 1 line)\n-    1 | 7\n+    1 | 6"
    );

    let panic = run(&case("boom\n", "0\n"));
    assert_eq!(panic.code(), "RE");
    let detail = panic.detail().unwrap();
    assert!(detail.starts_with("exit code 101\n"), "{detail}");
    assert!(detail.contains("boom"), "{detail}");

    let mut error_case = case("x\n", "");
    error_case.status = ExpectedStatus::Code(1);
    error_case.stderr = Some("error: bad token x\n".to_owned());
    assert_eq!(run(&error_case), Verdict::Accepted);
    error_case.stderr = Some("error: bad token [..]\n".to_owned());
    assert_eq!(run(&error_case), Verdict::Accepted);
    error_case.stderr = Some("error: bad token y\n".to_owned());
    assert_eq!(run(&error_case).code(), "WA");

    // An error where success is expected is a runtime error, with the message.
    let failed = run(&case("x\n", ""));
    assert_eq!(
        failed,
        Verdict::RuntimeError {
            detail: "exit code 1\n  error: bad token x".to_owned()
        }
    );

    // Success where an error is expected is a wrong answer.
    let mut expects_error = case("1\n", "1\n");
    expects_error.status = ExpectedStatus::Failed;
    let missed = run(&expects_error);
    assert_eq!(
        missed.detail().unwrap(),
        "exit code 0, expected a non-zero exit code"
    );
}

#[test]
fn a_program_past_the_limit_is_killed() {
    let dir = ScratchDir::new("run").unwrap();
    let binary = build(&dir, ADDER).unwrap().binary;
    let limit = Duration::from_millis(300);
    let run = run_case(&binary, &case("sleep\n", "0\n"), limit);
    assert_eq!(run.verdict, Verdict::TimeLimitExceeded { limit });
    assert!(run.elapsed >= limit);
}

#[test]
fn a_program_that_ignores_its_input_is_judged() {
    let dir = ScratchDir::new("run").unwrap();
    let binary = build(&dir, "fn main() { println!(\"hi\"); }\n")
        .unwrap()
        .binary;
    let big_input = "1\n".repeat(1 << 20);
    let run = run_case(&binary, &case(&big_input, "hi\n"), DEFAULT_TIME_LIMIT);
    assert_eq!(run.verdict, Verdict::Accepted);
}

#[test]
fn a_missing_binary_is_a_runtime_error() {
    let dir = ScratchDir::new("run").unwrap();
    let run = run_case(
        &dir.path().join("nothing"),
        &case("", ""),
        DEFAULT_TIME_LIMIT,
    );
    assert_eq!(run.verdict.code(), "RE");
}

#[test]
fn warnings_fail_compilation() {
    let dir = ScratchDir::new("run").unwrap();
    let error = build(&dir, "fn main() { let x = 1; }\n").unwrap_err();
    assert!(error.message.contains("unused variable"), "{error}");
    assert!(error.message.contains("main.rs"), "{error}");
    assert!(
        error
            .to_string()
            .contains("rustc --edition 2021 -O --cfg ONLINE_JUDGE main.rs"),
        "{error}"
    );
}

#[test]
fn errors_fail_compilation() {
    let dir = ScratchDir::new("run").unwrap();
    let error = build(&dir, "fn main() { let x: u8 = \"no\"; }\n").unwrap_err();
    assert!(error.message.contains("mismatched types"), "{error}");
}

#[test]
fn the_edition_comes_from_the_profile() {
    // `gen` is a keyword in edition 2024 only.
    let program = "fn main() { let gen = 1; println!(\"{gen}\"); }\n";
    let dir = ScratchDir::new("run").unwrap();
    assert!(build(&dir, program).is_ok());
    let source = dir.path().join("source.rs");
    let out = dir.path().join("out2024");
    fs::create_dir(&out).unwrap();
    let edition_2024 = Profile {
        name: "edition2024",
        title: "a judge on edition 2024",
        rustc_args: &["--edition", "2024", "-O"],
        edition: "2024",
        ..profile().clone()
    };
    assert!(compile(&source, &edition_2024, &out).is_err());
}

#[test]
fn equal_texts_have_no_diff() {
    assert_eq!(diff("", ""), None);
    assert_eq!(diff("a\nb", "a\nb"), None);
    assert_eq!(diff("took [..] ms\n", "took 12 ms\n"), None);
}

#[test]
fn diff_shows_a_missing_line_as_missing() {
    let expected = "1\n2\n3\n4\n5\n6\n7\n";
    let actual = "1\n2\n3\n5\n6\n7\n";
    assert_eq!(
        diff(expected, actual).unwrap(),
        "differs at line 4 (expected 7 lines, got 6 lines)\n\
         \x20    2 | 2\n\
         \x20    3 | 3\n\
         -    4 | 4\n\
         \x20    5 | 5\n\
         \x20    6 | 6"
    );
}

#[test]
fn diff_shows_an_extra_line_and_the_final_newline() {
    assert_eq!(
        diff("a\n", "a\nb\n").unwrap(),
        "differs at line 2 (expected 1 line, got 2 lines)\n     1 | a\n+    2 | b"
    );
    assert_eq!(
        diff("a\n", "a").unwrap(),
        "differs at line 1 (expected 1 line, got 1 line)\n-    1 | a\n+    1 | a  (no newline at end)"
    );
    assert_eq!(
        diff("", "x\n").unwrap(),
        "differs at line 1 (expected 0 lines, got 1 line)\n+    1 | x"
    );
}

#[test]
fn diff_makes_trailing_whitespace_visible() {
    assert_eq!(
        diff("a b\n", "a b \n").unwrap(),
        "differs at line 1 (expected 1 line, got 1 line)\n-    1 | a b\n+    1 | \"a b \""
    );
    assert_eq!(
        diff("x\n", "x\r\r\n").unwrap(),
        "differs at line 1 (expected 1 line, got 1 line)\n-    1 | x\n+    1 | \"x\\r\\r\""
    );
}

#[test]
fn diff_cuts_long_differences() {
    let expected: String = (0..1000).map(|i| format!("{i}\n")).collect();
    let actual: String = (0..1000).map(|i| format!("{}\n", i * 2)).collect();
    let shown = diff(&expected, &actual).unwrap();
    assert!(
        shown.starts_with("differs at line 2 (expected 1000 lines, got 1000 lines)\n     1 | 0\n")
    );
    assert!(shown.ends_with("\n..."), "{shown}");
    assert!(shown.lines().count() <= MAX_ROWS + 2, "{shown}");
}

#[test]
fn diff_elides_long_unchanged_stretches() {
    let expected: String = (0..20).map(|i| format!("{i}\n")).collect();
    let actual = expected
        .replace("\n3\n", "\nthree\n")
        .replace("\n15\n", "\nfifteen\n");
    let shown = diff(&expected, &actual).unwrap();
    assert_eq!(
        shown,
        "differs at line 4 (expected 20 lines, got 20 lines)\n\
         \x20    2 | 1\n\
         \x20    3 | 2\n\
         -    4 | 3\n\
         +    4 | three\n\
         \x20    5 | 4\n\
         \x20    6 | 5\n\
         ...\n\
         \x20   14 | 13\n\
         \x20   15 | 14\n\
         -   16 | 15\n\
         +   16 | fifteen\n\
         \x20   17 | 16\n\
         \x20   18 | 17"
    );
}

#[test]
fn wildcards_match_any_run() {
    assert!(wildcard_match("a[..]c", "abbbc"));
    assert!(wildcard_match("a[..]c", "ac"));
    assert!(wildcard_match("[..]", "anything"));
    assert!(wildcard_match("x[..]y[..]z", "x1y2z"));
    assert!(!wildcard_match("a[..]c", "abd"));
    assert!(!wildcard_match("ab[..]ba", "aba"));
    assert!(!wildcard_match("abc", "abcd"));
}

#[test]
fn scratch_dirs_are_distinct_and_removed() {
    let first = ScratchDir::new("t").unwrap();
    let second = ScratchDir::new("t").unwrap();
    assert_ne!(first.path(), second.path());
    let path = first.path().to_owned();
    fs::write(path.join("f"), "x").unwrap();
    drop(first);
    assert!(!path.exists());
}

#[test]
fn compares_in_every_mode() {
    assert_eq!(compare(Match::Exact, "a\n", "a\n"), None);
    assert!(compare(Match::Exact, "a\n", "a \n").is_some());
    assert_eq!(compare(Match::Lines, "a\nb\n", "a \nb\t\n\n"), None);
    assert!(compare(Match::Lines, "a\nb\n", "a b\n").is_some());
    assert_eq!(compare(Match::Tokens, "a\nb\n", "a b"), None);
    let shown = compare(Match::Tokens, "a b\n", "a c\n").unwrap();
    assert!(
        shown.starts_with("differs at token 2: expected b, got c"),
        "{shown}"
    );
    assert_eq!(compare(Match::Unordered, "1\n2\n2\n", "2\n1\n2\n"), None);
    assert!(compare(Match::Unordered, "1\n2\n2\n", "2\n1\n1\n").is_some());
    let float = Match::Float {
        absolute: 1e-6,
        relative: 1e-6,
    };
    assert_eq!(compare(float, "1000000\n", "1000000.5\n"), None);
    assert_eq!(compare(float, "0.000001 yes\n", "0.0000015 yes\n"), None);
    let shown = compare(float, "0.5 yes\n", "0.5 no\n").unwrap();
    assert!(shown.contains("token 2"), "{shown}");
    let shown = compare(float, "0.5\n", "0.5 1\n").unwrap();
    assert!(shown.starts_with("has 2 tokens, expected 1"), "{shown}");
}

#[test]
fn a_checker_judges_with_three_files() {
    let dir = ScratchDir::new("run").unwrap();
    let binary = build(&dir, ADDER).unwrap().binary;
    let judging = |checker: &str| Judging {
        checker: Some(checker.to_owned()),
        ..Judging::default()
    };
    // Accepts when the actual answer equals the expected one plus nothing else.
    let same = judging("sh -c 'cmp -s \"$1\" \"$2\"'");
    let run = run_case_judged(&binary, &case("1 2\n", "3\n"), DEFAULT_TIME_LIMIT, &same);
    assert_eq!(run.verdict, Verdict::Accepted);
    assert_eq!(run.mode.as_deref(), Some("checker"));
    let run = run_case_judged(&binary, &case("1 2\n", "4\n"), DEFAULT_TIME_LIMIT, &same);
    assert_eq!(run.verdict.code(), "WA");
    // The three files are input, expected, actual, in that order.
    let input_first = judging("sh -c 'grep -q \"1 2\" \"$0\"'");
    let run = run_case_judged(
        &binary,
        &case("1 2\n", "0\n"),
        DEFAULT_TIME_LIMIT,
        &input_first,
    );
    assert_eq!(run.verdict, Verdict::Accepted);
}

/// A judge's own rustc release verifies when rustup has it (here: the release of the
/// rustc on PATH, when rustup lists it under its number); else the rustc on PATH does and
/// the note names it and the command that installs the judge's.
#[test]
fn the_judges_own_rustc_verifies_when_rustup_has_it() {
    let version = Command::new("rustc").arg("-V").output().unwrap();
    let version = String::from_utf8_lossy(&version.stdout)
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    let release: &'static str = Box::leak(version.into_boxed_str());
    let judge = Profile {
        rustc: Some(release),
        ..profile().clone()
    };
    match Toolchain::of(&judge) {
        Toolchain::Installed(name) => {
            assert!(name.starts_with(release), "{name}");
            assert_eq!(Toolchain::of(&judge).note("j"), None);
            let dir = ScratchDir::new("run-toolchain").unwrap();
            let source = dir.path().join("source.rs");
            fs::write(&source, "fn main() { println!(\"hi\"); }\n").unwrap();
            let compiled = compile(&source, &judge, dir.path()).unwrap_or_else(|e| panic!("{e}"));
            let output = Command::new(&compiled.binary).output().unwrap();
            assert_eq!(String::from_utf8_lossy(&output.stdout), "hi\n");
        }
        Toolchain::Missing(wanted) => assert_eq!(wanted, release),
        Toolchain::Path => panic!("the judge names a release"),
    }
    let old = Profile {
        rustc: Some("1.0.0"),
        ..profile().clone()
    };
    assert_eq!(Toolchain::of(&old), Toolchain::Missing("1.0.0".to_string()));
    let note = Toolchain::of(&old).note("old").unwrap();
    assert!(
        note.starts_with("old runs rustc 1.0.0, which is not installed: verified with rustc "),
        "{note}"
    );
    assert!(
        note.ends_with(": rustup toolchain install 1.0.0 --profile minimal"),
        "{note}"
    );
    assert_eq!(
        Toolchain::of(Profile::by_name("default").unwrap()),
        Toolchain::Path
    );
}

/// A cargo judge's rustflags reach the file: `--cfg atcoder` on AtCoder.
#[test]
fn a_cargo_judge_builds_with_its_rustflags() {
    let dir = ScratchDir::new("run-cargo-cfg").unwrap();
    let lock = dir.path().join("no.lock");
    let judge = CargoJudge {
        deps: &[],
        lock: &lock,
        target_dir: &dir.path().join("build"),
        whole_set: false,
    };
    let source = dir.path().join("main.rs");
    fs::write(
        &source,
        "fn main() {\n    #[allow(unexpected_cfgs)]\n    let on = cfg!(atcoder);\n    \
         println!(\"{on}\");\n}\n",
    )
    .unwrap();
    let printed = |name: &str| {
        let profile = Profile::by_name(name).unwrap();
        let out = dir.path().join(name);
        let compiled =
            compile_with_cargo(&source, profile, &judge, &out).unwrap_or_else(|e| panic!("{e}"));
        let output = Command::new(&compiled.binary).output().unwrap();
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    };
    assert_eq!(printed("atcoder"), "true");
    assert_eq!(printed("yukicoder"), "false");
}

/// The scratch manifest: by default the user's dependencies the file names (a provided
/// one at the judge's pin, a path one as a path); with `whole_set`, AtCoder's own
/// manifest: its 68 crates by package name at their pins and features, the user's rename
/// and path library not among them.
#[test]
fn the_scratch_manifest_declares_the_named_crates_or_the_judges_whole_set() {
    let dep = |package: &str, rename: Option<&str>, extern_name: &str| DeclaredDep {
        package: package.to_string(),
        rename: rename.map(str::to_string),
        req: "^0.1".to_string(),
        features: Vec::new(),
        default_features: true,
        optional: false,
        path: None,
        source: None,
        extern_name: Some(extern_name.to_string()),
    };
    let deps = [
        dep("ac-library-rs", Some("acl"), "acl"),
        dep("proconio", None, "proconio"),
        dep("itertools", None, "itertools"),
        DeclaredDep {
            path: Some(PathBuf::from("/ws/mylib")),
            req: "*".to_string(),
            ..dep("mylib", None, "mylib")
        },
    ];
    let text = "use acl::Dsu;\nuse proconio::input;\nmod mylib {}\nfn main() {}\n";
    let atcoder = Profile::by_name("atcoder").unwrap();
    let no_lock = Path::new("no.lock");
    let judge = |whole_set| CargoJudge {
        deps: &deps,
        lock: no_lock,
        target_dir: no_lock,
        whole_set,
    };
    let named = scratch_manifest(text, atcoder, &judge(false), "judged_0");
    let dependencies = |manifest: &str| -> Vec<String> {
        let (_, deps) = manifest.split_once("[dependencies]\n").unwrap();
        deps.lines().map(str::to_string).collect()
    };
    assert!(named.contains("edition = \"2024\""), "{named}");
    assert!(named.contains("[profile.release]\nlto = true\n"), "{named}");
    assert_eq!(
        dependencies(&named),
        [
            "acl = { package = \"ac-library-rs\", version = \"=0.2.0\" }",
            "proconio = { version = \"=0.5.0\", features = [\"derive\"] }",
            "mylib = { path = \"/ws/mylib\" }",
        ]
    );
    let whole = scratch_manifest(text, atcoder, &judge(true), "judged_0");
    let declared = dependencies(&whole);
    assert_eq!(declared.len(), 68, "{whole}");
    for line in [
        "ac-library-rs = { version = \"=0.2.0\" }",
        "proconio = { version = \"=0.5.0\", features = [\"derive\"] }",
        "itertools = { version = \"=0.14.0\" }",
        "rpds = { version = \"=1.1.1\" }",
    ] {
        assert!(declared.iter().any(|d| d == line), "{line} in {whole}");
    }
    assert!(
        !whole.contains("acl") && !whole.contains("mylib"),
        "{whole}"
    );
    // A judge that gives no versions: the user's requirement, else any.
    let yukicoder = Profile::by_name("yukicoder").unwrap();
    let whole = scratch_manifest(text, yukicoder, &judge(true), "judged_0");
    assert_eq!(
        dependencies(&whole),
        [
            "proconio = { version = \"^0.1\" }",
            "num = { version = \"*\" }",
            "itertools = { version = \"^0.1\" }",
            "ac-library-rs = { version = \"^0.1\" }",
        ]
    );
}

/// Two verifications at once, of different files, sharing one build directory (two
/// `judgepack test`s, `bundle --all`): each runs the binary of its own file.
#[test]
fn verifications_at_once_each_run_their_own_file() {
    let dir = ScratchDir::new("run-cargo").unwrap();
    let build_dir = dir.path().join("build");
    let lock = dir.path().join("no.lock");
    let judge = CargoJudge {
        deps: &[],
        lock: &lock,
        target_dir: &build_dir,
        whole_set: false,
    };
    for round in 0..2 {
        thread::scope(|scope| {
            let handles: Vec<_> = (0..3)
                .map(|n| {
                    let (dir, judge) = (&dir, &judge);
                    scope.spawn(move || {
                        let work = dir.path().join(format!("{round}-{n}"));
                        fs::create_dir_all(&work).unwrap();
                        let source = work.join("main.rs");
                        fs::write(&source, format!("fn main() {{ println!(\"{n}\"); }}\n"))
                            .unwrap();
                        let compiled =
                            compile_with_cargo(&source, profile(), judge, &work.join("package"))
                                .unwrap_or_else(|e| panic!("{e}"));
                        let output = Command::new(&compiled.binary).output().unwrap();
                        (
                            n,
                            String::from_utf8_lossy(&output.stdout).trim().to_string(),
                        )
                    })
                })
                .collect();
            for handle in handles {
                let (n, printed) = handle.join().unwrap();
                assert_eq!(printed, n.to_string(), "round {round}");
            }
        });
    }
}
