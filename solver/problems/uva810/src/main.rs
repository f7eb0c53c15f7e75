//! uva810: UVa 810 "A Dicey Problem" (ICPC World Finals 1999, problem C).
//!
//! Reads dice mazes and prints, for each, the shortest walk that tips the die off its start
//! cell and back (see `puzzle::dice_maze` for the rules), nine positions per line.
//! This file only reads and prints; the search is `DiceMaze::shortest_return`.
//! A maze with several shortest walks (the statement promises none) gets the first in the
//! order north, west, south, east, move by move (`dice_maze::SEARCH_ORDER`, the order of the
//! classic accepted solution).
//!
//! Input, repeated: a maze name (one whitespace-free word; `END` ends the input), then
//! `R C Sr Sc T F` (rows, columns, start row and column, top and facing values), then R x C
//! cell values in row-major order. Numbers are read as whitespace-separated tokens, so line
//! breaks inside a maze are not checked. Accepted:
//! - R and C in 1..=100 (the statement promises at most 10; larger grids are still searched
//!   quickly, and the bound keeps the search's memory small whatever the input says);
//! - Sr in 1..=R, Sc in 1..=C; T and F in 1..=6, neither equal nor opposite (summing to 7);
//! - cell values in -1..=6. The start cell is an ordinary cell: its value does not stop the
//!   die from leaving, but the die has to be able to enter it again, so a `0` start cell
//!   gives `No Solution Possible`.
//!
//! The end of the input at a maze boundary counts like `END` (the answers are all printed and
//! the exit status is 0), and nothing after `END` is read, as the judge's own solutions do.
//! Anything else that breaks the format stops the program with `error: uva810: line L,
//! column C: <what>` on stderr and status 1, after the answers to the mazes before it.

use judge_io::{Input, InputError, Output};
use puzzle::dice_maze::DiceMaze;
use puzzle::die::Die;

/// The largest number of rows or columns accepted.
const MAX_SIDE: i64 = 100;
/// Positions printed on one output line.
const POSITIONS_PER_LINE: usize = 9;

fn main() {
    judge_io::run("uva810", solve);
}

/// Answers every maze of `input` on `out`; see the crate documentation for the format.
// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    loop {
        let name = match input.token() {
            Some(name) if name.bytes != b"END" => name.text().into_owned(),
            _ => return Ok(()),
        };
        let rows = input.int_in("rows", 1..=MAX_SIDE)? as usize;
        let columns = input.int_in("columns", 1..=MAX_SIDE)? as usize;
        let start_row = input.int_in("start row", 1..=rows as i64)? as usize;
        let start_column = input.int_in("start column", 1..=columns as i64)? as usize;
        let die_position = at_next_token(input);
        let top = input.int_in("top face", 1..=6i64)? as u8;
        let facing = input.int_in("facing face", 1..=6i64)? as u8;
        let die = Die::from_top_facing(top, facing).ok_or_else(|| {
            InputError::at(
                die_position.0,
                die_position.1,
                format!("no die shows {top} on top and {facing} facing: they are equal or opposite faces"),
            )
        })?;
        let mut cells = Vec::with_capacity(rows * columns);
        for _ in 0..rows * columns {
            cells.push(input.int_in("cell value", -1..=6i64)? as i8);
        }
        let maze = DiceMaze::new(rows, columns, cells);
        writeln!(out, "{name}");
        match maze.shortest_return((start_row - 1, start_column - 1), die) {
            Some(walk) => write_walk(out, &walk),
            None => writeln!(out, "  No Solution Possible"),
        }
    }
}

/// The 1-based position of the next token (or of the end of the input).
fn at_next_token(input: &mut Input) -> (usize, usize) {
    input.skip_whitespace();
    input.position()
}

/// Prints the 0-based `walk` 1-based as `(r,c)`, nine to a line, each line indented two
/// spaces, a comma after every position but the last.
fn write_walk(out: &mut Output, walk: &[(usize, usize)]) {
    for (index, &(row, column)) in walk.iter().enumerate() {
        if index % POSITIONS_PER_LINE == 0 {
            out.str("  ");
        }
        write!(out, "({},{})", row + 1, column + 1);
        if index + 1 == walk.len() {
            out.byte(b'\n');
        } else if index % POSITIONS_PER_LINE == POSITIONS_PER_LINE - 1 {
            out.str(",\n");
        } else {
            out.byte(b',');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> (String, Result<(), String>) {
        let (printed, result) = judge_io::run_on(input.as_bytes(), solve);
        (printed, result.map_err(|e| e.to_string()))
    }

    const SAMPLE_INPUT: &str = "DICEMAZE1
3 3 1 2 5 1
-1 2 4
5 5 6
6 -1 -1
DICEMAZE2
4 7 2 6 3 6
6 4 6 0 2 6 4
1 2 -1 5 3 6 1
5 3 4 5 6 4 2
4 1 2 0 3 -1 6
DICEMAZE3
3 3 1 1 2 4
2 2 3
4 5 6
-1 -1 -1
END
";

    const SAMPLE_OUTPUT: &str = "DICEMAZE1
  (1,2),(2,2),(2,3),(3,3),(3,2),(3,1),(2,1),(1,1),(1,2)
DICEMAZE2
  (2,6),(2,5),(2,4),(2,3),(2,2),(3,2),(4,2),(4,1),(3,1),
  (2,1),(2,2),(2,3),(2,4),(2,5),(1,5),(1,6),(1,7),(2,7),
  (3,7),(4,7),(4,6),(3,6),(2,6)
DICEMAZE3
  No Solution Possible
";

    #[test]
    fn sample() {
        assert_eq!(run(SAMPLE_INPUT), (SAMPLE_OUTPUT.to_string(), Ok(())));
    }

    #[test]
    fn sample_with_crlf_and_odd_spacing() {
        let input = SAMPLE_INPUT.replace('\n', "\r\n").replace(' ', " \t ");
        assert_eq!(run(&input), (SAMPLE_OUTPUT.to_string(), Ok(())));
    }

    /// Every walk length from 1 to 40: nine per line, commas everywhere but at the very end,
    /// no empty line. (A real walk always has an odd length, the grid being bipartite, so 18
    /// positions never come out of the search; the printer is checked on it all the same.)
    #[test]
    fn walks_wrap_after_nine_positions() {
        for length in 1..=40 {
            let walk: Vec<(usize, usize)> = (0..length).map(|i| (i, i + 1)).collect();
            let mut out = Output::memory();
            write_walk(&mut out, &walk);
            let printed = out.into_string();
            let lines: Vec<&str> = printed.lines().collect();
            assert_eq!(
                lines.len(),
                (length + POSITIONS_PER_LINE - 1) / POSITIONS_PER_LINE,
                "{length}"
            );
            assert!(printed.ends_with(")\n"), "{length}");
            for (number, line) in lines.iter().enumerate() {
                let last = number + 1 == lines.len();
                assert!(line.starts_with("  ("));
                assert_eq!(line.ends_with(','), !last, "{length}");
                let count = line.matches('(').count();
                assert!(count == POSITIONS_PER_LINE || (last && count > 0));
            }
            let expected: Vec<String> = walk
                .iter()
                .map(|(r, c)| format!("({},{})", r + 1, c + 1))
                .collect();
            assert_eq!(printed.replace(['\n', ' '], ""), expected.join(","));
        }
        let mut out = Output::memory();
        write_walk(&mut out, &[(0, 0); 18]);
        assert_eq!(
            out.into_string(),
            format!(
                "  {}\n  {}\n",
                ["(1,1)"; 9].join(",") + ",",
                ["(1,1)"; 9].join(",")
            )
        );
    }

    /// A wild ring around a blocked interior, the start (top-left corner) holding `start`.
    fn ring(name: &str, rows: usize, columns: usize, start: i8, die: &str) -> String {
        let mut text = format!("{name}\n{rows} {columns} 1 1 {die}\n");
        for row in 0..rows {
            let cells: Vec<String> = (0..columns)
                .map(|column| {
                    let value = if row == 0 && column == 0 {
                        start
                    } else if row == 0 || column == 0 || row + 1 == rows || column + 1 == columns {
                        -1
                    } else {
                        0
                    };
                    value.to_string()
                })
                .collect();
            text += &cells.join(" ");
            text += "\n";
        }
        text
    }

    /// Derived by hand in `puzzle::dice_maze`'s tests (and cross-checked by brute force
    /// there): 19 positions clockwise.
    #[test]
    fn nineteen_positions_leave_one_on_the_last_line() {
        let input = ring("RING19", 4, 7, 2, "1 2") + "END\n";
        let expected = "RING19
  (1,1),(1,2),(1,3),(1,4),(1,5),(1,6),(1,7),(2,7),(3,7),
  (4,7),(4,6),(4,5),(4,4),(4,3),(4,2),(4,1),(3,1),(2,1),
  (1,1)
";
        assert_eq!(run(&input), (expected.to_string(), Ok(())));
    }

    /// 27 positions anticlockwise: three full lines, no comma at the end, no empty line.
    #[test]
    fn twenty_seven_positions_fill_three_lines() {
        let input = ring("RING27", 7, 8, 3, "1 2") + "END\n";
        let expected = "RING27
  (1,1),(2,1),(3,1),(4,1),(5,1),(6,1),(7,1),(7,2),(7,3),
  (7,4),(7,5),(7,6),(7,7),(7,8),(6,8),(5,8),(4,8),(3,8),
  (2,8),(1,8),(1,7),(1,6),(1,5),(1,4),(1,3),(1,2),(1,1)
";
        assert_eq!(run(&input), (expected.to_string(), Ok(())));
    }

    #[test]
    fn small_mazes() {
        let input = "ONE 1 1 1 1 1 2 -1
WILDROW 1 3 1 2 1 3 -1 -1 -1
EASTONLY 1 3 1 2 1 3 0 -1 -1
NEVER 1 5 1 2 1 3 -1 1 -1 -1 -1
COLUMN 4 1 4 1 6 2 -1 -1 -1 -1
WALLED 3 3 2 2 1 2 -1 0 -1 0 -1 0 -1 0 -1
BLOCKEDSTART 2 3 1 2 1 2 -1 0 -1 -1 -1 -1
END
";
        let expected = "ONE
  No Solution Possible
WILDROW
  (1,2),(1,1),(1,2)
EASTONLY
  (1,2),(1,3),(1,2)
NEVER
  No Solution Possible
COLUMN
  (4,1),(3,1),(4,1)
WALLED
  No Solution Possible
BLOCKEDSTART
  No Solution Possible
";
        assert_eq!(run(input), (expected.to_string(), Ok(())));
    }

    #[test]
    fn end_of_input_without_end_is_a_normal_end() {
        let (printed, result) = run(SAMPLE_INPUT.trim_end_matches("END\n"));
        assert_eq!((printed.as_str(), result), (SAMPLE_OUTPUT, Ok(())));
        assert_eq!(run(""), (String::new(), Ok(())));
    }

    #[test]
    fn nothing_after_end_is_read() {
        let input = format!("{SAMPLE_INPUT}garbage 1 2\n");
        assert_eq!(run(&input), (SAMPLE_OUTPUT.to_string(), Ok(())));
    }

    /// The answers before the bad maze are printed, then the error says where.
    fn error_after_first_maze(bad: &str) -> String {
        let input = format!("A 1 1 1 1 1 2\n-1\n{bad}");
        let (printed, result) = run(&input);
        assert_eq!(printed, "A\n  No Solution Possible\n");
        result.expect_err("the second maze is bad")
    }

    #[test]
    fn malformed_input_is_reported_with_its_position() {
        let cases = [
            ("B\n2 2 1 1 1 2\n-1 -1\n-1", "line 6, column 3: expected cell value, found end of input"),
            ("B\n2 2 1 1 1 2\n-1 x -1 -1\n", "line 5, column 4: expected cell value, found `x`"),
            ("B\n2 2 1 1 1 2\n-1 7 -1 -1\n", "line 5, column 4: cell value must be in -1..=6, found 7"),
            ("B\n2 2 1 1 1 2\n-1 -2 -1 -1\n", "line 5, column 4: cell value must be in -1..=6, found -2"),
            ("B\n0 2 1 1 1 2\n", "line 4, column 1: rows must be in 1..=100, found 0"),
            ("B\n2 101 1 1 1 2\n", "line 4, column 3: columns must be in 1..=100, found 101"),
            ("B\n2 2 3 1 1 2\n", "line 4, column 5: start row must be in 1..=2, found 3"),
            ("B\n2 2 1 0 1 2\n", "line 4, column 7: start column must be in 1..=2, found 0"),
            ("B\n2 2 1 1 7 2\n", "line 4, column 9: top face must be in 1..=6, found 7"),
            (
                "B\n2 2 1 1 2 5\n",
                "line 4, column 9: no die shows 2 on top and 5 facing: they are equal or opposite faces",
            ),
            (
                "B\n2 2 1 1 3 3\n",
                "line 4, column 9: no die shows 3 on top and 3 facing: they are equal or opposite faces",
            ),
            ("B\n2 2 1 1 1\n", "line 5, column 1: expected facing face, found end of input"),
            ("B\n", "line 4, column 1: expected rows, found end of input"),
            (
                "B\n99999999999999999999 2 1 1 1 2\n",
                "line 4, column 1: expected rows, found `99999999999999999999` (out of range for i64)",
            ),
        ];
        for (bad, message) in cases {
            assert_eq!(error_after_first_maze(bad), message, "{bad:?}");
        }
    }
}
