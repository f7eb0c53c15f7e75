//! calendar: the calendar puzzle (seed 003, DragonFjord's "A-Puzzle-A-Day"): how many ways the
//! eight pieces tile the board leaving a given date uncovered, and the smallest of them.
//! The puzzle is `puzzle::calendar`; this file only reads and prints.
//!
//! Judge mode (no arguments) reads lines from stdin and answers each:
//! - a line `M D` of two integers (optional sign, ASCII digits) naming a date that exists
//!   (February has 29 days) prints `M D K`, the numbers in plain decimal (`02 +3` gives `2 3`),
//!   K the number of solutions, then the smallest solution as 7 lines of 7 characters: `1`-`8`
//!   the piece covering a cell, `.` the two date cells, `#` off the board. Every date has a
//!   solution, so the board always follows;
//! - a line with only whitespace is skipped: it prints nothing;
//! - any other line prints its tokens joined by single spaces, then ` invalid` (`2 30 invalid`,
//!   `x y invalid`, `1 2 3 invalid`); invalid UTF-8 is shown as U+FFFD.
//!
//! No input is an error: the exit status is 0 and every non-blank line gets an answer. Each
//! date is searched once however often it is asked; when many distinct dates are asked, all 366
//! are counted in one search instead (`puzzle::calendar::summaries`).
//!
//! Modes for people: `--all`, `--solutions M D`, `--help` (see [`HELP`]). Bad arguments print
//! `error: calendar: <what>` to stderr and exit with status 2.

use judge_io::{quote, Input, InputError, Output, Token};
use puzzle::calendar::{self, Date, Summary};
use std::ops::ControlFlow;

/// What `--help` prints.
const HELP: &str = "\
calendar: the calendar puzzle (A-Puzzle-A-Day). Eight pieces, rotated and flipped at will,
tile the board so that one month cell and one day cell stay uncovered, showing a date.

Usage:
  calendar                   judge mode: for each stdin line `M D`, print `M D K` (K the number
                             of solutions) and the smallest solution as 7 lines of 7 characters
                             (`1`-`8` the pieces, `.` the date, `#` off the board); blank lines
                             are skipped, other lines print their tokens and ` invalid`
  calendar --all             print `M D K` for each of the 366 dates, then `total N`
  calendar --solutions M D   print `M D K`, then every solution of that date, smallest first,
                             each after a blank line
  calendar --help            print this help
";

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    if args.is_empty() {
        judge_io::run("calendar", solve);
        return;
    }
    let mut out = Output::stdout();
    let result = for_people(&args, &mut out);
    let written = std::io::Write::flush(&mut out);
    // A stderr that cannot be written leaves only the exit status to tell (`eprintln!` would
    // panic with status 101).
    use std::io::Write as _;
    let mut stderr = std::io::stderr().lock();
    if let Err(message) = result {
        let _ = writeln!(stderr, "error: calendar: {message}");
        std::process::exit(2);
    }
    if let Err(e) = written {
        let _ = writeln!(stderr, "error: calendar: cannot write output: {e}");
        std::process::exit(1);
    }
}

/// Answers every line of `input` on `out`; see the crate documentation. Never fails.
// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    let mut queries: Vec<Result<Date, String>> = Vec::new();
    while let Some(line) = input.line() {
        let tokens: Vec<Token> = line.tokens().collect();
        if !tokens.is_empty() {
            queries.push(date_of(&tokens).ok_or_else(|| joined(&tokens)));
        }
    }
    let summaries = calendar::summaries(queries.iter().filter_map(|query| query.as_ref().ok()));
    for query in &queries {
        match query {
            Ok(date) => print_summary(out, *date, &summaries[date.index()]),
            Err(text) => writeln!(out, "{text} invalid"),
        }
    }
    Ok(())
}

/// The date named by exactly two integer tokens, if it exists.
fn date_of(tokens: &[Token]) -> Option<Date> {
    match tokens {
        [month, day] => Date::new(month.int("month").ok()?, day.int("day").ok()?),
        _ => None,
    }
}

/// The tokens' text joined by single spaces.
fn joined(tokens: &[Token]) -> String {
    let texts: Vec<_> = tokens.iter().map(Token::text).collect();
    texts.join(" ")
}

/// `M D K`, then the smallest solution's 7 rows when there is one.
fn print_summary(out: &mut Output, date: Date, summary: &Summary) {
    writeln!(out, "{date} {}", summary.count);
    if let Some(smallest) = &summary.smallest {
        writeln!(out, "{smallest}");
    }
}

/// The modes for people, chosen by `args` (not empty); `Err` says which argument is wrong.
fn for_people(args: &[String], out: &mut Output) -> Result<(), String> {
    let (mode, rest) = args.split_first().ok_or("no arguments")?;
    let expect_no_more = |rest: &[String]| match rest.first() {
        Some(extra) => Err(format!(
            "unexpected argument {} after {}",
            quote(extra),
            quote(mode)
        )),
        None => Ok(()),
    };
    match mode.as_str() {
        "--help" | "-h" => {
            expect_no_more(rest)?;
            out.str(HELP);
        }
        "--all" => {
            expect_no_more(rest)?;
            let summaries = calendar::solve_all();
            for (date, summary) in Date::all().zip(&summaries) {
                writeln!(out, "{date} {}", summary.count);
            }
            let total: u64 = summaries.iter().map(|summary| summary.count).sum();
            writeln!(out, "total {total}");
        }
        "--solutions" => {
            let [month, day] = match rest {
                [month, day, extra @ ..] => {
                    expect_no_more(extra)?;
                    [month, day].map(|arg| arg.parse::<u32>().map_err(|_| arg))
                }
                _ => {
                    return Err(
                        "`--solutions` needs a month and a day, e.g. `--solutions 2 29`".into(),
                    )
                }
            };
            let month =
                month.map_err(|arg| format!("expected a month 1..12, found {}", quote(arg)))?;
            let day = day.map_err(|arg| format!("expected a day 1..31, found {}", quote(arg)))?;
            let date = Date::new(month, day).ok_or(format!("`{month} {day}` is not a date"))?;
            let mut solutions = Vec::new();
            calendar::for_each_solution(date, |solution| {
                solutions.push(*solution);
                ControlFlow::Continue(())
            });
            solutions.sort_unstable();
            writeln!(out, "{date} {}", solutions.len());
            for solution in &solutions {
                writeln!(out, "\n{solution}");
            }
        }
        _ => {
            return Err(format!(
                "unknown argument {}; see `calendar --help`",
                quote(mode)
            ))
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle::calendar::{Solution, DATES};

    fn run(input: &str) -> String {
        let (printed, result) = judge_io::run_on(input.as_bytes(), solve);
        assert_eq!(result, Ok(()));
        printed
    }

    fn people(args: &[&str]) -> Result<String, String> {
        let args: Vec<String> = args.iter().map(|arg| arg.to_string()).collect();
        let mut out = Output::memory();
        for_people(&args, &mut out).map(|()| out.into_string())
    }

    /// Checks one answer: header `M D K` with the given K, then a valid smallest tiling.
    fn check_answer(lines: &[&str], month: u32, day: u32, count: u64) {
        assert_eq!(lines[0], format!("{month} {day} {count}"));
        let date = Date::new(month, day).expect("a date");
        let drawing = Solution::from_drawing(&lines[1..8].join("\n")).expect("7 x 7 drawing");
        assert_eq!(drawing.verify(date), Ok(()));
        assert_eq!(Some(drawing), calendar::solve(date).smallest);
    }

    #[test]
    fn valid_dates_print_count_and_smallest_solution() {
        let printed = run("1 1\n2 29\n1 25\n");
        let lines: Vec<&str> = printed.lines().collect();
        assert_eq!(lines.len(), 24);
        check_answer(&lines[0..8], 1, 1, 64);
        check_answer(&lines[16..24], 1, 25, 216);
        assert!(lines[8].starts_with("2 29 "));
    }

    #[test]
    fn invalid_lines_print_their_tokens() {
        let input = "2 30\n13 1\n0 5\n4 31\n  x \t y\n1 2 3\n5\n-1 5\n1 99999999999999999999\n";
        let expected = "2 30 invalid\n13 1 invalid\n0 5 invalid\n4 31 invalid\nx y invalid\n\
                        1 2 3 invalid\n5 invalid\n-1 5 invalid\n1 99999999999999999999 invalid\n";
        assert_eq!(run(input), expected);
    }

    #[test]
    fn blank_lines_are_skipped_and_numbers_normalized() {
        let printed = run("\n   \n  02   +3  \r\n\n4 31");
        let lines: Vec<&str> = printed.lines().collect();
        assert_eq!(lines.len(), 9);
        assert!(lines[0].starts_with("2 3 "));
        assert_eq!(lines[8], "4 31 invalid");
        assert_eq!(run(""), "");
        assert_eq!(run("\n\n"), "");
    }

    #[test]
    fn invalid_utf8_is_replaced() {
        let (printed, result) = judge_io::run_on(b"1 \xff\n", solve);
        assert_eq!(result, Ok(()));
        assert_eq!(printed, "1 \u{fffd} invalid\n");
    }

    #[test]
    fn repeated_dates_get_the_same_answer() {
        let printed = run("3 7\n3 7\n");
        let (first, second) = printed.split_at(printed.len() / 2);
        assert_eq!(first, second);
    }

    #[test]
    fn many_dates_use_one_pass_and_agree() {
        // Every date once: at least calendar::ONE_PASS_FROM dates, so answered by one calendar::solve_all.
        let input: String = Date::all().map(|date| format!("{date}\n")).collect();
        let printed = run(&input);
        let lines: Vec<&str> = printed.lines().collect();
        assert_eq!(lines.len(), DATES * 8);
        let mut total = 0;
        for (date, answer) in Date::all().zip(lines.chunks(8)) {
            let count: u64 = answer[0]
                .rsplit(' ')
                .next()
                .and_then(|k| k.parse().ok())
                .expect("a count");
            assert!(count >= 1, "{date}");
            let drawing = Solution::from_drawing(&answer[1..].join("\n")).expect("a drawing");
            assert_eq!(drawing.verify(date), Ok(()), "{date}");
            total += count;
        }
        assert_eq!(total, 24_405);
        // Below the threshold each date is searched alone; the answers agree.
        let january_1 = run("1 1\n");
        assert_eq!(january_1, lines[..8].join("\n") + "\n");
    }

    #[test]
    fn people_modes() {
        assert_eq!(people(&["--help"]), Ok(HELP.to_string()));
        let solutions = people(&["--solutions", "1", "3"]).expect("a date");
        let blocks: Vec<&str> = solutions.split("\n\n").collect();
        assert_eq!(blocks.len(), 48);
        assert_eq!(blocks[0], "1 3 47");
        let date = Date::new(1, 3).expect("a date");
        let drawings: Vec<Solution> = blocks[1..]
            .iter()
            .map(|block| Solution::from_drawing(block).expect("a drawing"))
            .collect();
        assert!(drawings.iter().all(|d| d.verify(date).is_ok()));
        assert!(drawings.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn people_mode_errors_name_the_argument() {
        let cases: [(&[&str], &str); 7] = [
            (
                &["--bogus"],
                "unknown argument `--bogus`; see `calendar --help`",
            ),
            (&["--all", "x"], "unexpected argument `x` after `--all`"),
            (
                &["--help", "--all"],
                "unexpected argument `--all` after `--help`",
            ),
            (
                &["--solutions", "2"],
                "`--solutions` needs a month and a day, e.g. `--solutions 2 29`",
            ),
            (
                &["--solutions", "feb", "2"],
                "expected a month 1..12, found `feb`",
            ),
            (
                &["--solutions", "2", "x"],
                "expected a day 1..31, found `x`",
            ),
            (&["--solutions", "2", "30"], "`2 30` is not a date"),
        ];
        for (args, message) in cases {
            assert_eq!(people(args), Err(message.to_string()), "{args:?}");
        }
        assert_eq!(
            people(&["--solutions", "2", "29", "1"]),
            Err("unexpected argument `1` after `--solutions`".to_string())
        );
    }
}
