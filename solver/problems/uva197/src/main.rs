//! uva197: UVa 197 "Cube". Each case is a word of 27 characters of `a` and `.` giving piece
//! `a` in its fixed orientation; the program prints every way to build the 3x3x3 cube with `a`
//! in that orientation (translated anywhere) as 27-letter lines in ascending order, then a
//! blank line.
//!
//! Cases are read as whitespace-separated words, as the classic `scanf("%s")` solutions read
//! them: blank lines, `\r\n` and spaces around a case are fine, and two cases may share a line.
//! A word that is not 27 characters of `a` and `.` with the `a` cells forming the L tetromino
//! stops the run with an error naming line and column; the answers before it stay printed.
//! The answer depends only on `a`'s orientation; one search answers all 24 (the others are its
//! solutions rotated), and each orientation's lines are printed into a buffer at most once.
//!
//! Not here: the search, which is `puzzle::uva197`.

use judge_io::{Input, InputError, Output};
use puzzle::uva197::{orientation_of, CubeSolutions, PIECE_A};

/// The cells of piece `a` drawn by `word` as a mask, bit `x + 3y + 9z`; an error names the
/// byte index in `word` where it arises.
fn piece_a(word: &[u8]) -> Result<u64, (usize, &'static str)> {
    // The first byte that is not `a` or `.`, or where the 27 characters end too soon or late.
    let bad = word.iter().position(|&b| b != b'a' && b != b'.');
    let index = bad.unwrap_or(word.len()).min(27);
    if index < 27 || word.len() > 27 {
        return Err((index, "expected 27 characters, each `a` or `.`"));
    }
    Ok(word
        .iter()
        .rev()
        .fold(0, |mask, &b| mask << 1 | u64::from(b == b'a')))
}

// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    // Made on the first case, so empty input costs no search.
    let mut all: Option<CubeSolutions> = None;
    // The printed answer of each orientation seen: its 480 lines and the blank line.
    let mut printed: Vec<Option<String>> = vec![None; PIECE_A.len()];
    while let Some(word) = input.token() {
        let at = |(index, message)| InputError::at(word.line, word.column + index, message);
        let a = piece_a(word.bytes).map_err(at)?;
        let orientation =
            orientation_of(a).ok_or_else(|| at((0, "the `a` cells are not an L tetromino")))?;
        let answer = printed[orientation].get_or_insert_with(|| {
            let solutions = all
                .get_or_insert_with(CubeSolutions::search)
                .solutions_in(orientation);
            let mut answer = String::with_capacity(solutions.len() * 28 + 1);
            for solution in &solutions {
                answer.push_str(std::str::from_utf8(solution).expect("a solution is letters"));
                answer.push('\n');
            }
            answer.push('\n');
            answer
        });
        out.str(answer);
    }
    Ok(())
}

fn main() {
    judge_io::run("uva197", solve)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> (Vec<String>, String) {
        let (printed, result) = judge_io::run_on(input.as_bytes(), solve);
        let lines = printed.lines().map(str::to_string).collect();
        (
            lines,
            result.map_or_else(|e| e.to_string(), |()| "ok".to_string()),
        )
    }

    #[test]
    fn one_case_prints_480_sorted_solutions_and_a_blank_line() {
        let (lines, result) = run("a..a..aa...................\n");
        assert_eq!(result, "ok");
        assert_eq!(lines.len(), 481);
        assert_eq!(lines[480], "");
        assert!(lines[..480].windows(2).all(|pair| pair[0] < pair[1]));
        assert!(lines[..480].iter().all(|line| line.len() == 27));
    }

    /// The statement's sample input, and every solution line the statement prints (its two
    /// figure-2 solutions and the excerpt of its sample output; the statement's own order is not
    /// sorted, ours is).
    #[test]
    fn statement_sample_lines_are_among_the_solutions() {
        let (lines, result) = run("aa.a..a....................\n.........a..a..aa..........\n");
        assert_eq!((lines.len(), result.as_str()), (962, "ok"));
        let (first, second) = (&lines[..480], &lines[481..961]);
        for published in [
            "aababbadcggeffcddcgeegfedfc",
            "aababbadceffgdcgdceefedfggc",
            "aababbadcffegfcddcfeeggedgc",
        ] {
            assert!(first.iter().any(|line| line == published), "{published}");
        }
        for published in ["adcaccaacfddfebgeeffdggbgeb", "adcaccaacddgbfgffedggbfebee"] {
            assert!(second.iter().any(|line| line == published), "{published}");
        }
    }

    /// Cases are words, as `scanf("%s")` reads them; a repeated orientation is answered again
    /// (from the cache) exactly as the first time.
    #[test]
    fn two_cases_on_one_line_and_repeats() {
        let one = run("a..a..aa...................\n").0;
        let moved = ".a..a..aa..................";
        assert_eq!(moved.len(), 27);
        let (lines, result) = run(&format!("a..a..aa...................  {moved}\n"));
        assert_eq!(result, "ok");
        assert_eq!(lines.len(), 2 * one.len());
        assert_eq!(lines[..one.len()], one[..]);
        assert_eq!(lines[one.len()..], one[..]);
    }

    #[test]
    fn translation_does_not_matter() {
        let corner = run("a..a..aa...................").0;
        let moved = run(".........a..a..aa..........").0;
        assert_eq!(corner, moved);
    }

    #[test]
    fn blank_lines_and_spaces_are_skipped() {
        let (lines, result) = run("\r\n  \n  aaaa.......................  \r\n\n");
        assert_eq!((lines.len(), result.as_str()), (481, "ok"));
        assert_eq!(run(""), (Vec::new(), "ok".to_string()));
    }

    #[test]
    fn errors_name_line_and_column() {
        let cases = [
            (
                "a..a..aa..................",
                "line 1, column 27: expected 27 characters, each `a` or `.`",
            ),
            (
                "a..a..aa....................",
                "line 1, column 28: expected 27 characters, each `a` or `.`",
            ),
            (
                "  a..a..ab..................",
                "line 1, column 10: expected 27 characters, each `a` or `.`",
            ),
            (
                "\na..a..aa......é............",
                "line 2, column 15: expected 27 characters, each `a` or `.`",
            ),
            (
                "aaa.a......................",
                "line 1, column 1: the `a` cells are not an L tetromino",
            ),
            (
                "...........................",
                "line 1, column 1: the `a` cells are not an L tetromino",
            ),
            (
                "a..a..aa..a................",
                "line 1, column 1: the `a` cells are not an L tetromino",
            ),
            (
                "a..a..aa. .................",
                "line 1, column 10: expected 27 characters, each `a` or `.`",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(run(input), (Vec::new(), expected.to_string()), "{input}");
        }
    }

    #[test]
    fn answers_before_an_error_stay_printed() {
        let (lines, result) = run("a..a..aa...................\nx\n");
        assert_eq!(lines.len(), 481);
        assert_eq!(
            result,
            "line 2, column 1: expected 27 characters, each `a` or `.`"
        );
    }
}
