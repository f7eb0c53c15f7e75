//! `judgepack stress`: run a bin against a reference bin on inputs from a generator bin until
//! they disagree or a budget runs out; shrink the first disagreement and keep it as a case
//! that `judgepack test` runs from then on.
//!
//! It is not a fuzzer (inputs come only from the generator, and nothing is learnt from a run)
//! and not a judge of the reference: the reference is taken to be right, so when it fails,
//! that is reported as its failure, never as a counterexample. Running programs and judging
//! answers is [`judgepack::run`]'s job, as it is for `test`; [`shrink`] only edits text.

mod shrink;

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use judgepack::cases::{normalize_newlines, Case, ExpectedStatus};
use judgepack::error::Error;
use judgepack::run::{self, CaseRun, Judging, Ran, DEFAULT_TIME_LIMIT};
use judgepack::workspace::Bin;

use super::{cargo_build, fresh_bundle, quote, Context, RunArgs};
use crate::{Cli, Failure, TargetArgs};

/// Run a bin against a reference bin on generated inputs until they disagree
///
/// Input i (from 0) is what the generator prints when run as `GEN SEED SIZE`, with SEED the
/// --seed plus i and SIZE = 1 + i / 10: sizes grow from 1, so the first disagreement found is
/// a small one (the generator keeps SIZE within the problem's limits its own way). The
/// reference, a simple solution known to be right, gives the expected answer, judged as `test`
/// judges (--match, --checker; with --checker and no reference, the checker gets an empty
/// expected file). The first input the bin fails (WA, RE or TLE) is shrunk: lines, tokens,
/// then numbers towards 0, each change kept only while the bin still fails alike and the
/// --validator accepts the input. It is printed with both answers and written as the case
/// `<cases>/<BIN>/stress-<SEED>.toml` (with .stdin and .stdout) that `test` runs from then on.
/// The same --seed finds the same case on any number of cores. The bin is a fresh bundle
/// compiled as its judge compiles it (cargo's release build with --cargo); the reference,
/// generator and validator are cargo's release builds.
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "Examples:\n  judgepack stress abc400-a --reference abc400-naive --generator abc400-generator --count 200\n  judgepack stress abc400-a --reference abc400-naive --generator abc400-generator --cargo --time 1 --seed 7\n  judgepack stress abc400-a --generator abc400-generator --checker 'sh sum-checker.sh' --cargo --count 100\n\n",
    "Exit status: 0 no disagreement within the budget; 1 a counterexample was found (or the \
     reference, generator or validator failed); 2 usage error (bad arguments, unknown bin, \
     not in a Cargo workspace)."
))]
pub(crate) struct StressArgs {
    #[command(flatten)]
    target: TargetArgs,

    /// The bin whose answers are right (a simple, slow solution), by name in any package
    #[arg(long, value_name = "REF")]
    reference: Option<String>,

    /// The bin that prints one input, run as `GEN SEED SIZE`
    #[arg(long, value_name = "GEN")]
    generator: String,

    /// A bin that exits 0 on an input the problem allows (given on stdin); shrinking keeps
    /// only inputs it accepts
    #[arg(long, value_name = "VAL")]
    validator: Option<String>,

    /// How many inputs to try at most [default: 1000, or no limit with --time]
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    count: Option<u64>,

    /// Stop trying new inputs after SECS seconds
    #[arg(long, value_name = "SECS")]
    time: Option<f64>,

    /// The first input's seed; input i gets S + i
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// How many inputs to run at once [default: the number of CPUs]
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,

    /// Run the bin's cargo-built release binary instead of the bundle
    #[arg(long)]
    cargo: bool,

    #[command(flatten)]
    run: RunArgs,
}

/// `--count`: a whole number from 1.
fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("no input would be tried: give 1 or more".to_owned()),
        Ok(count) => Ok(count),
        Err(_) => Err("not a whole number".to_owned()),
    }
}

/// Inputs of each size before the size grows by one.
const INPUTS_PER_SIZE: u64 = 10;

/// Inputs tried when neither --count nor --time says.
const DEFAULT_COUNT: u64 = 1000;

/// Tests of smaller inputs at most, when shrinking one.
const MAX_SHRINK_TRIES: usize = 2000;

/// Lines of an input or output printed at most.
const SHOWN_LINES: usize = 20;

/// The generator's SIZE for input `index`.
fn size_of(index: u64) -> u64 {
    1 + index / INPUTS_PER_SIZE
}

pub(crate) fn run(cli: &Cli, args: &StressArgs) -> Result<(), Failure> {
    let limit = args.run.limit()?;
    let plan = Plan::from_args(args)?;
    if args.reference.is_none() && args.run.checker.is_none() {
        return Err(Failure::Usage(
            Error::new("stress needs --reference REF, a bin whose answers are right")
                .help("or --checker CMD, when a checker judges an answer from the input alone"),
        ));
    }
    let ctx = Context::load_running(cli, &args.run)?;
    let bin = ctx.select_one(&args.target)?;
    let judging = ctx
        .judging(bin)
        .map_err(|e| Failure::Usage(Error::new(e)))?;
    let helpers = Helpers::named(&ctx, args)?;
    let programs = build(&ctx, args, bin, &helpers)?;
    let names = Names {
        solution: &bin.name,
        reference: helpers.reference.map(|bin| bin.name.as_str()),
        generator: &helpers.generator.name,
        validator: helpers.validator.map(|bin| bin.name.as_str()),
    };
    let trial = Trial {
        programs: &programs,
        judging: &judging,
        limit,
    };
    say!("{}", plan.describe(&names, &judging));
    let start = Instant::now();
    let searched = search(&trial, &plan);
    let elapsed = start.elapsed();
    let Some(found) = searched.found else {
        say!("{}", searched.summary(&plan, &ctx, elapsed));
        return Ok(());
    };
    let report = Report {
        ctx: &ctx,
        args,
        bin,
        names: &names,
        trial: &trial,
        plan: &plan,
    };
    report.finding(found)
}

/// The bins a stress run runs beside the one it stresses.
struct Helpers<'a> {
    reference: Option<&'a Bin>,
    generator: &'a Bin,
    validator: Option<&'a Bin>,
}

impl<'a> Helpers<'a> {
    /// The bins --reference, --generator and --validator name, in any package; a name that
    /// is no bin is a usage error.
    fn named(ctx: &'a Context, args: &StressArgs) -> Result<Helpers<'a>, Failure> {
        let named = |flag: &str, name: &str| {
            ctx.ws.bin(name).map_err(|e| {
                let mut error = Error::new(format!("{flag} {name}: {}", e.what()));
                if let Some(advice) = e.advice() {
                    error = error.help(advice);
                }
                Failure::Usage(error)
            })
        };
        Ok(Helpers {
            reference: args
                .reference
                .as_deref()
                .map(|name| named("--reference", name))
                .transpose()?,
            generator: named("--generator", &args.generator)?,
            validator: args
                .validator
                .as_deref()
                .map(|name| named("--validator", name))
                .transpose()?,
        })
    }
}

/// Builds what runs: `bin` as a fresh bundle compiled as its judge compiles it (cargo's
/// release build with --cargo), the helpers with cargo, all at once.
fn build(
    ctx: &Context,
    args: &StressArgs,
    bin: &Bin,
    helpers: &Helpers,
) -> Result<Programs, Failure> {
    let bundle = if args.cargo {
        say!("stressing {} (cargo build --release)", bin.name);
        None
    } else {
        let judge = args.target.judge.as_deref();
        Some(fresh_bundle(ctx, bin, judge, &|what| {
            say!("stressing {what}");
        })?)
    };
    let mut wanted = vec![helpers.generator];
    wanted.extend(helpers.reference);
    wanted.extend(helpers.validator);
    if bundle.is_none() {
        wanted.push(bin);
    }
    // One executable per bin, in `wanted`'s order.
    let mut built = cargo_build(ctx, &wanted)?.into_iter();
    let mut next = || {
        built.next().ok_or_else(|| {
            Failure::Failed(Error::new(
                "cargo build reported fewer executables than bins",
            ))
        })
    };
    let generator = next()?;
    let reference = helpers.reference.map(|_| next()).transpose()?;
    let validator = helpers.validator.map(|_| next()).transpose()?;
    let solution = match bundle {
        Some(binary) => binary,
        None => next()?,
    };
    Ok(Programs {
        solution,
        reference,
        generator,
        validator,
    })
}

/// The executables a stress run runs.
#[derive(Debug)]
struct Programs {
    solution: PathBuf,
    reference: Option<PathBuf>,
    generator: PathBuf,
    validator: Option<PathBuf>,
}

/// The bins' names, for messages.
#[derive(Debug, Clone, Copy)]
struct Names<'a> {
    solution: &'a str,
    reference: Option<&'a str>,
    generator: &'a str,
    validator: Option<&'a str>,
}

/// Which inputs to try, and on how many threads.
#[derive(Debug)]
struct Plan {
    first_seed: u64,
    count: Option<u64>,
    budget: Option<Duration>,
    jobs: usize,
}

impl Plan {
    fn from_args(args: &StressArgs) -> Result<Plan, Failure> {
        let budget = match args.time {
            None => None,
            Some(seconds) => Some(
                Duration::try_from_secs_f64(seconds)
                    .ok()
                    .filter(|budget| !budget.is_zero())
                    .ok_or_else(|| {
                        Failure::Usage(Error::new(format!(
                            "--time {seconds} is not a positive number of seconds"
                        )))
                    })?,
            ),
        };
        let count = match (args.count, budget) {
            (None, None) => Some(DEFAULT_COUNT),
            (count, _) => count,
        };
        let cpus = || thread::available_parallelism().map_or(1, |n| n.get());
        Ok(Plan {
            first_seed: args.seed,
            count,
            budget,
            jobs: args.jobs.map_or_else(cpus, usize::from),
        })
    }

    /// The generator's SEED for input `index`.
    fn seed_of(&self, index: u64) -> u64 {
        self.first_seed.wrapping_add(index)
    }

    /// The line that says what is run against what, on which inputs.
    fn describe(&self, names: &Names, judging: &Judging) -> String {
        let mut line = match names.reference {
            Some(reference) => format!("against {reference}"),
            None => "with no reference".to_owned(),
        };
        if let Some(checker) = &judging.checker {
            let _ = write!(line, ", judged by `{checker}`,");
        }
        let _ = write!(line, " on inputs from `{} SEED SIZE`: ", names.generator);
        match self.count {
            Some(count) => {
                let _ = write!(
                    line,
                    "seeds {} to {}, sizes 1 to {}",
                    self.first_seed,
                    self.seed_of(count - 1),
                    size_of(count - 1)
                );
            }
            None => {
                let _ = write!(line, "seeds from {}, sizes from 1", self.first_seed);
            }
        }
        if let Some(budget) = self.budget {
            let _ = write!(line, ", for {} s at most", budget.as_secs_f64());
        }
        if let Some(validator) = names.validator {
            let _ = write!(line, "; shrinking keeps what {validator} accepts");
        }
        line
    }
}

/// Running the programs on one input.
struct Trial<'a> {
    programs: &'a Programs,
    judging: &'a Judging,
    limit: Duration,
}

/// What the bin and the reference made of one input.
#[derive(Debug)]
enum Attempt {
    /// The bin's answer is accepted.
    Agree,
    /// It is not: the reference's answer, the bin's run and its verdict.
    Disagree {
        expected: String,
        ran: Ran,
        verdict: CaseRun,
    },
    /// The reference did not answer (non-zero exit, time-out).
    ReferenceFails(Ran),
}

impl Trial<'_> {
    /// The generator's input for `seed` and `size`, or its failed run.
    fn generate(&self, seed: u64, size: u64) -> Result<Vec<u8>, Ran> {
        let args = [seed.to_string(), size.to_string()];
        let ran = run::run_program(&self.programs.generator, &args, &[], &[], self.limit);
        if ran.succeeded() && !ran.stdout_truncated {
            Ok(ran.stdout)
        } else {
            Err(ran)
        }
    }

    /// Whether the validator (if any) accepts `input`.
    fn accepts(&self, input: &[u8]) -> bool {
        self.programs.validator.as_ref().map_or(true, |validator| {
            run::run_program(validator, &[], &[], input, self.limit).succeeded()
        })
    }

    /// Runs the reference (if any) and the bin on `input`, and judges the bin's answer.
    fn attempt(&self, input: &[u8]) -> Attempt {
        let expected = match &self.programs.reference {
            None => String::new(),
            Some(reference) => {
                let ran = run::run_program(reference, &[], &[], input, self.limit);
                if !ran.succeeded() {
                    return Attempt::ReferenceFails(ran);
                }
                normalize_newlines(&String::from_utf8_lossy(&ran.stdout))
            }
        };
        let case = case_of(input, &expected);
        let ran = run::run_program(&self.programs.solution, &[], &[], input, self.limit);
        let verdict = run::judge_run(&case, &ran, self.judging);
        if verdict.verdict.is_accepted() {
            Attempt::Agree
        } else {
            Attempt::Disagree {
                expected,
                ran,
                verdict,
            }
        }
    }
}

/// A case that feeds `input` and expects `expected` with exit status 0.
fn case_of(input: &[u8], expected: &str) -> Case {
    Case {
        name: "stress".to_owned(),
        path: PathBuf::new(),
        bin_name: None,
        args: Vec::new(),
        env: Vec::new(),
        stdin: input.to_vec(),
        stdout: expected.to_owned(),
        stderr: None,
        status: ExpectedStatus::Success,
        matching: None,
    }
}

/// What one input showed, when it is more than agreement.
#[derive(Debug)]
enum Finding {
    /// The bin fails on it.
    Disagreement { input: Vec<u8>, attempt: Attempt },
    /// The reference fails on it.
    ReferenceFails { input: Vec<u8>, ran: Ran },
    /// The generator failed to make it.
    GeneratorFails { ran: Ran },
}

/// The finding of input number `index`.
#[derive(Debug)]
struct Found {
    index: u64,
    finding: Finding,
}

/// What the search did.
#[derive(Debug)]
struct Searched {
    /// How many inputs were run.
    tried: u64,
    /// The finding with the smallest index, if any.
    found: Option<Found>,
}

impl Searched {
    /// The line for a search that found nothing.
    fn summary(&self, plan: &Plan, ctx: &Context, elapsed: Duration) -> String {
        let last = self.tried.saturating_sub(1);
        let mut line = format!(
            "no disagreement in {} inputs (seeds {} to {}, sizes 1 to {})",
            self.tried,
            plan.first_seed,
            plan.seed_of(last),
            size_of(last)
        );
        if !ctx.cli.no_time {
            let rate = self.tried as f64 / elapsed.as_secs_f64().max(1e-9);
            let _ = write!(line, "{}, {rate:.0} inputs/s", ctx.time(elapsed));
        }
        line
    }
}

/// Tries inputs 0, 1, 2, ... on `plan.jobs` threads until the budget runs out or an input
/// shows something. Every input below the smallest one that shows something is run, so the
/// finding does not depend on the number of threads or on their timing.
fn search(trial: &Trial, plan: &Plan) -> Searched {
    let deadline = plan.budget.map(|budget| Instant::now() + budget);
    let next = AtomicU64::new(0);
    let first_found = AtomicU64::new(u64::MAX);
    let tried = AtomicU64::new(0);
    let findings = Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..plan.jobs {
            scope.spawn(|| loop {
                if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                    break;
                }
                let index = next.fetch_add(1, Ordering::SeqCst);
                let over = plan.count.is_some_and(|count| index >= count);
                if over || index > first_found.load(Ordering::SeqCst) {
                    break;
                }
                let finding = try_input(trial, plan, index);
                tried.fetch_add(1, Ordering::SeqCst);
                if let Some(finding) = finding {
                    first_found.fetch_min(index, Ordering::SeqCst);
                    if let Ok(mut findings) = findings.lock() {
                        findings.push(Found { index, finding });
                    }
                }
            });
        }
    });
    let findings = findings
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    Searched {
        tried: tried.into_inner(),
        found: findings.into_iter().min_by_key(|found| found.index),
    }
}

/// Generates input `index` and runs it; `None` when the bin agrees with the reference.
fn try_input(trial: &Trial, plan: &Plan, index: u64) -> Option<Finding> {
    let input = match trial.generate(plan.seed_of(index), size_of(index)) {
        Ok(input) => input,
        Err(ran) => return Some(Finding::GeneratorFails { ran }),
    };
    match trial.attempt(&input) {
        Attempt::Agree => None,
        Attempt::ReferenceFails(ran) => Some(Finding::ReferenceFails { input, ran }),
        attempt @ Attempt::Disagree { .. } => Some(Finding::Disagreement { input, attempt }),
    }
}

/// Reports a finding: the counterexample, shrunk and kept, or what failed.
struct Report<'a> {
    ctx: &'a Context<'a>,
    args: &'a StressArgs,
    bin: &'a Bin,
    names: &'a Names<'a>,
    trial: &'a Trial<'a>,
    plan: &'a Plan,
}

impl Report<'_> {
    fn finding(&self, found: Found) -> Result<(), Failure> {
        let seed = self.plan.seed_of(found.index);
        let size = size_of(found.index);
        let at = format!("input {} (seed {seed}, size {size})", found.index + 1);
        match found.finding {
            Finding::GeneratorFails { ran } => Err(Failure::Failed(
                Error::new(format!(
                    "the generator {} failed on {at}: {}",
                    self.names.generator,
                    ran.failure()
                        .unwrap_or_else(|| "its output is over 64 MiB".to_owned())
                ))
                .help(format!(
                    "run it alone: {}",
                    self.generator_command(seed, size)
                )),
            )),
            Finding::ReferenceFails { input, ran } => Err(Failure::Failed(
                Error::new(format!(
                    "the reference {} failed on {at}: {}\ninput:\n{}",
                    self.names.reference.unwrap_or_default(),
                    ran.failure().unwrap_or_default(),
                    numbered(&String::from_utf8_lossy(&input))
                ))
                .help(format!(
                    "fix the reference (or the generator), then run the same stress again; \
                     to see it alone: {} | cargo run -q --release --bin {}",
                    self.generator_command(seed, size),
                    self.names.reference.unwrap_or_default()
                )),
            )),
            Finding::Disagreement { input, attempt } => {
                self.counterexample(&at, seed, &input, attempt)
            }
        }
    }

    /// `cargo run` of the generator for `seed` and `size`.
    fn generator_command(&self, seed: u64, size: u64) -> String {
        format!(
            "cargo run -q --release --bin {} -- {seed} {size}",
            self.names.generator
        )
    }

    /// Shrinks the failing `input`, prints it with both answers and the difference, and
    /// writes it as a case.
    fn counterexample(
        &self,
        at: &str,
        seed: u64,
        input: &[u8],
        attempt: Attempt,
    ) -> Result<(), Failure> {
        let Attempt::Disagree { verdict, .. } = &attempt else {
            return Err(Failure::Failed(Error::new("no disagreement to report")));
        };
        let code = verdict.verdict.code();
        if !self.trial.accepts(input) {
            return Err(Failure::Failed(
                Error::new(format!(
                    "{} fails ({code}) on {at}, but the validator {} rejects that input:\n{}",
                    self.names.solution,
                    self.names.validator.unwrap_or_default(),
                    numbered(&String::from_utf8_lossy(input))
                ))
                .help("fix the generator or the validator, then run the same stress again"),
            ));
        }
        let (input, attempt, shrinking) = self.shrunk(input, attempt);
        let Attempt::Disagree {
            expected,
            ran,
            verdict,
        } = &attempt
        else {
            return Err(Failure::Failed(Error::new("no disagreement to report")));
        };
        say!("{code} on {at}{shrinking}");
        say!("input:\n{}", numbered(&String::from_utf8_lossy(&input)));
        let reference = self.names.reference.map_or_else(
            || "no reference: an empty file for the checker".to_owned(),
            |name| format!("from {name}"),
        );
        say!("expected ({reference}):\n{}", numbered(expected));
        say!(
            "got (from {}):\n{}",
            self.names.solution,
            numbered(&String::from_utf8_lossy(&ran.stdout))
        );
        say!("{}", verdict.verdict.detail().unwrap_or_default());
        let name = self.keep(seed, &input, expected)?;
        say!("next, after a fix: {}", self.next_command(&name));
        Err(Failure::Reported)
    }

    /// `input`, shrunk while the bin still fails the same way, with its attempt and how it
    /// was shrunk (`, shrunk from 3 lines and 9 tokens to 2 and 2 in 40 tries`).
    fn shrunk(&self, input: &[u8], attempt: Attempt) -> (Vec<u8>, Attempt, String) {
        let Attempt::Disagree { verdict, .. } = &attempt else {
            return (input.to_vec(), attempt, String::new());
        };
        if let run::Verdict::TimeLimitExceeded { limit } = verdict.verdict {
            let note = format!(
                "; not shrunk (each smaller input would run up to {} ms)",
                limit.as_millis()
            );
            return (input.to_vec(), attempt, note);
        }
        let Ok(text) = std::str::from_utf8(input) else {
            return (
                input.to_vec(),
                attempt,
                "; not shrunk (not UTF-8 text)".into(),
            );
        };
        let code = verdict.verdict.code();
        let fails = |text: &str| {
            self.trial.accepts(text.as_bytes())
                && matches!(self.trial.attempt(text.as_bytes()),
                    Attempt::Disagree { verdict, .. } if verdict.verdict.code() == code)
        };
        let parsed = shrink::Input::parse(text);
        let original = parsed.render();
        // Shrinking rewrites whitespace; where that alone changes the answer, the input stays.
        if original != text && !fails(&original) {
            let note = "; not shrunk (its whitespace matters)";
            return (input.to_vec(), attempt, note.to_owned());
        }
        let before = measure(&parsed, input.len());
        let shrunk = shrink::shrink(parsed, &fails, self.plan.jobs, MAX_SHRINK_TRIES);
        let limit = if shrunk.stopped { ", the limit" } else { "" };
        let tries = shrunk.tries;
        let smaller = shrunk.input.render();
        if smaller == original {
            let note = format!("; nothing smaller fails alike ({tries} tries{limit})");
            return (input.to_vec(), attempt, note);
        }
        let again = self.trial.attempt(smaller.as_bytes());
        if !matches!(again, Attempt::Disagree { .. }) {
            // The bin or the reference answers differently on a second run of the same input.
            let note = "; not shrunk (the programs vary from run to run)";
            return (input.to_vec(), attempt, note.to_owned());
        }
        let after = measure(&shrunk.input, smaller.len());
        let mut note = if before == after {
            format!("; its numbers made smaller in {tries} tries{limit}")
        } else {
            format!("; shrunk from {before} to {after} in {tries} tries{limit}")
        };
        if self.names.validator.is_none() {
            note.push_str("\n(with no --validator, check that the problem allows it)");
        }
        (smaller.into_bytes(), again, note)
    }

    /// Writes the case `stress-<seed>` (or `stress-<seed>-2`, ... when that name holds
    /// another case) into the bin's cases folder; returns its name.
    fn keep(&self, seed: u64, input: &[u8], expected: &str) -> Result<String, Failure> {
        let dir = self.ctx.cases_dir(self.bin);
        let expected_from = match self.names.reference {
            Some(reference) => format!("the expected output is {reference}'s"),
            None => "no expected output: a checker judges it".to_owned(),
        };
        let toml = format!(
            "# Found by `judgepack stress` (seed {seed}); {expected_from}.\nbin.name = \"{}\"\n",
            self.bin.name
        );
        for attempt in 1.. {
            let name = match attempt {
                1 => format!("stress-{seed}"),
                n => format!("stress-{seed}-{n}"),
            };
            let path = dir.join(format!("{name}.toml"));
            let files = [
                (path.clone(), toml.as_bytes()),
                (path.with_extension("stdin"), input),
                (path.with_extension("stdout"), expected.as_bytes()),
            ];
            if files
                .iter()
                .all(|(file, text)| fs::read(file).is_ok_and(|old| old == *text))
            {
                say!("already kept as {}", self.ctx.show(&path));
                return Ok(name);
            }
            if files.iter().any(|(file, _)| file.exists()) {
                continue;
            }
            for (file, text) in &files {
                write_bytes(file, text)?;
            }
            say!("wrote {} with its .stdin and .stdout", self.ctx.show(&path));
            return Ok(name);
        }
        Err(Failure::Failed(Error::new("no free case name")))
    }

    /// `judgepack test` of the kept case, with the choices of this run.
    fn next_command(&self, case: &str) -> String {
        let mut command = format!("judgepack test {}", self.bin.name);
        if self.ctx.ws.bin_name_is_shared(self.bin) {
            let _ = write!(command, " -p {}", self.bin.package);
        }
        if self.args.cargo {
            command.push_str(" --cargo");
        }
        if let Some(judge) = &self.args.target.judge {
            let _ = write!(command, " --judge {}", quote(judge));
        }
        if self.args.run.time_limit != DEFAULT_TIME_LIMIT.as_secs_f64() {
            let _ = write!(command, " --time-limit {}", self.args.run.time_limit);
        }
        for flag in self.args.run.flags() {
            command.push(' ');
            command.push_str(&quote(&flag));
        }
        let _ = write!(command, " --case {}", quote(case));
        command
    }
}

/// Writes `bytes` to the file `path`, making its folder.
fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)
            .map_err(|e| Error::new(format!("cannot create {}: {e}", dir.display())))?;
    }
    fs::write(path, bytes)
        .map_err(|e| Failure::Failed(Error::new(format!("cannot write {}: {e}", path.display()))))
}

/// `3 lines, 9 tokens, 24 bytes`: how large `input` of `bytes` bytes is.
fn measure(input: &shrink::Input, bytes: usize) -> String {
    let (lines, tokens) = input.size();
    let plural = |n: usize, what: &str| {
        if n == 1 {
            format!("1 {what}")
        } else {
            format!("{n} {what}s")
        }
    };
    format!(
        "{}, {}, {}",
        plural(lines, "line"),
        plural(tokens, "token"),
        plural(bytes, "byte")
    )
}

/// `text` with numbered lines (as `test`'s diffs number them), at most [`SHOWN_LINES`] of
/// them; `(empty)` for nothing.
fn numbered(text: &str) -> String {
    if text.is_empty() {
        return "     (empty)".to_owned();
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = String::new();
    for (index, line) in lines.iter().take(SHOWN_LINES).enumerate() {
        if index > 0 {
            shown.push('\n');
        }
        let line: String = line.chars().take(160).collect();
        let _ = write!(shown, "{:>6} | {line}", index + 1);
    }
    if lines.len() > SHOWN_LINES {
        let _ = write!(
            shown,
            "\n     ... ({} more lines)",
            lines.len() - SHOWN_LINES
        );
    }
    shown
}
