//! uva197: UVa 197 "Cube". Each input line is 27 characters of `a` and `.` giving piece `a` in
//! its fixed orientation; the program prints every way to build the 3x3x3 cube with `a` in that
//! orientation (translated anywhere) as 27-letter lines in ascending order, then a blank line.
//!
//! Leniency: blank lines are skipped, whitespace around a line is ignored (`\r\n` too). A line
//! that is not 27 characters of `a` and `.` with the `a` cells forming the L tetromino stops
//! the run with an error naming line and column; the answers before it stay printed.
//!
//! Not here: the search, which is `puzzle::uva197`.

use judge_io::{Input, InputError, Output};
use puzzle::placement::Orientation;

/// The shape of piece `a` drawn by `line` (27 characters, index `x + 3y + 9z`).
fn piece_a(
    line: &[u8],
    line_number: usize,
    first_column: usize,
) -> Result<Orientation, InputError> {
    let at =
        |index: usize, message: String| InputError::at(line_number, first_column + index, message);
    if let Some(index) = line.iter().position(|&b| b != b'a' && b != b'.') {
        let found = String::from_utf8_lossy(&line[index..]).chars().next();
        let found = found.expect("a non-empty rest of the line has a first char");
        return Err(at(index, format!("expected `a` or `.`, found `{found}`")));
    }
    if line.len() != 27 {
        let message = format!(
            "expected 27 characters of `a` and `.`, found {}",
            line.len()
        );
        return Err(at(line.len().min(27), message));
    }
    let cells = line.iter().enumerate().filter(|&(_, &b)| b == b'a');
    let shape =
        Orientation::new(cells.map(|(i, _)| [i as i32 % 3, i as i32 / 3 % 3, i as i32 / 9]));
    if !puzzle::uva197::is_piece_a(&shape) {
        return Err(at(
            0,
            "the `a` cells do not form the L tetromino".to_string(),
        ));
    }
    Ok(shape)
}

fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    while let Some(line) = input.line() {
        let start = line.bytes.iter().position(|b| !b.is_ascii_whitespace());
        let Some(start) = start else { continue };
        let end = line
            .bytes
            .iter()
            .rposition(|b| !b.is_ascii_whitespace())
            .map_or(start, |e| e + 1);
        let a = piece_a(&line.bytes[start..end], line.line, line.column + start)?;
        for solution in puzzle::uva197::solutions(&a) {
            out.str(&String::from_utf8_lossy(&solution));
            out.byte(b'\n');
        }
        out.byte(b'\n');
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
                "line 1, column 27: expected 27 characters of `a` and `.`, found 26",
            ),
            (
                "a..a..aa....................",
                "line 1, column 28: expected 27 characters of `a` and `.`, found 28",
            ),
            (
                "  a..a..ab..................",
                "line 1, column 10: expected `a` or `.`, found `b`",
            ),
            (
                "\na..a..aa......é............",
                "line 2, column 15: expected `a` or `.`, found `é`",
            ),
            (
                "aaa.a......................",
                "line 1, column 1: the `a` cells do not form the L tetromino",
            ),
            (
                "...........................",
                "line 1, column 1: the `a` cells do not form the L tetromino",
            ),
            (
                "a..a..aa..a................",
                "line 1, column 1: the `a` cells do not form the L tetromino",
            ),
            (
                "a..a..aa. .................",
                "line 1, column 10: expected `a` or `.`, found ` `",
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
        assert_eq!(result, "line 2, column 1: expected `a` or `.`, found `x`");
    }
}
