//! big_puzzle: the driver of the Samsung-style "big puzzle" (seed 004).
//!
//! Reads T test cases (`N M`, N border pieces each for the top, right, bottom and left border,
//! `Q`, Q pieces; a piece is 4 side codes) and prints every `put`'s answer on its own line.
//! It checks the statement's limits (T <= 50, 4 <= N <= 1000, 3 <= M <= 8, Q <= 10,000, sides of
//! exactly M digits 1..=9) and reports the first violation with its position. It does not
//! check that a piece's four sides differ: the model answers such pieces deterministically.
//! The rules live in `puzzle::big_puzzle`.

use judge_io::{Input, InputError, Output};
use puzzle::big_puzzle::BigPuzzle;

fn main() {
    judge_io::run("big_puzzle", solve);
}

/// Reads one piece: four sides of exactly `m` digits 1..=9.
///
/// Each token is checked and converted in the same pass that finds its end (reading is a
/// good part of the program's time on a 25 MB input).
fn piece(input: &mut Input, m: usize) -> Result<[i32; 4], InputError> {
    // (value, every byte a digit 1..=9); the value wraps only for overlong tokens, which
    // are rejected anyway.
    let side_code = |(code, digits_ok): (i32, bool), byte: u8| {
        let digit = byte.wrapping_sub(b'0');
        (
            code.wrapping_mul(10).wrapping_add(i32::from(digit)),
            digits_ok & (1..=9).contains(&digit),
        )
    };
    let mut sides = [0; 4];
    for side in &mut sides {
        let Some((token, (code, digits_ok))) = input.token_fold((0, true), side_code) else {
            return Err(input.error("expected side code, found end of input"));
        };
        if token.bytes.len() != m || !digits_ok {
            return Err(token.error(format!(
                "expected side code of {m} digits 1-9, found {}",
                judge_io::quote(token.bytes)
            )));
        }
        *side = code;
    }
    Ok(sides)
}

// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    let tests = input.int_in("test count T", 0..=50usize)?;
    let mut puzzle = BigPuzzle::new();
    let mut borders: [Vec<[i32; 4]>; 4] = Default::default();
    for _ in 0..tests {
        let n = input.int_in("N", 4..=1000usize)?;
        let m = input.int_in("M", 3..=8usize)?;
        for border in &mut borders {
            border.clear();
            for _ in 0..n {
                border.push(piece(input, m)?);
            }
        }
        let [up, right, down, left] = &borders;
        puzzle.init(n, m, up, right, down, left);
        let puts = input.int_in("put count Q", 0..=10_000usize)?;
        for _ in 0..puts {
            out.int(i64::from(puzzle.put(piece(input, m)?)));
            out.byte(b'\n');
        }
        puzzle.destroy();
    }
    input.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4 x 4 board, M = 3: every border piece shows `inward` towards the board and 555
    /// elsewhere.
    fn board(inward: &str) -> String {
        let up = format!("555 555 {inward} 555\n").repeat(4);
        let right = format!("555 555 555 {inward}\n").repeat(4);
        let down = format!("{inward} 555 555 555\n").repeat(4);
        let left = format!("555 {inward} 555 555\n").repeat(4);
        format!("4 3\n{up}{right}{down}{left}")
    }

    fn run(text: &str) -> (String, Result<(), String>) {
        let (printed, result) = judge_io::run_on(text.as_bytes(), solve);
        (printed, result.map_err(|e| e.to_string()))
    }

    #[test]
    fn most_neighbours_then_top_then_left() {
        // 111 faces every border cell, so pieces need 999 there; the corners have two border
        // neighbours. Hand-checked: (1,1); (4,1) before (1,4) and (4,4); a piece with one 999
        // fits no two-neighbour cell and takes (1,3), the first one-neighbour cell; again, now
        // (4,3); the last piece meets no requirement.
        let text = format!(
            "1\n{}5\n999 123 456 999\n999 999 123 456\n999 234 567 891\n999 234 567 891\n123 456 789 321\n",
            board("111")
        );
        assert_eq!(run(&text), ("2\n5\n4\n7\n-1\n".to_string(), Ok(())));
    }

    #[test]
    fn several_test_cases_and_zero_puts() {
        let text = format!(
            "3\n{}0\n{}1\n999 999 999 999\n{}0\n",
            board("111"),
            board("222"),
            board("333")
        );
        assert_eq!(run(&text), ("-1\n".to_string(), Ok(())));
    }

    #[test]
    fn hostile_tokens_are_quoted_short_and_escaped() {
        let giant = format!("1\n4 3\n{}\n", "1".repeat(10_000_000));
        assert_eq!(
            run(&giant).1,
            Err(format!(
                "line 3, column 1: expected side code of 3 digits 1-9, found `{}...`",
                "1".repeat(40)
            ))
        );
        assert_eq!(
            run("1\n4 3\n1\x002\x07\x1b[2J").1,
            Err(
                r"line 3, column 1: expected side code of 3 digits 1-9, found `1\02\x07\x1b[2J`"
                    .to_string()
            )
        );
    }

    #[test]
    fn answers_before_an_error_are_kept() {
        let text = format!("1\n{}2\n999 999 123 456\n999 99 123 456\n", board("111"));
        assert_eq!(
            run(&text),
            (
                "2\n".to_string(),
                Err(
                    "line 21, column 5: expected side code of 3 digits 1-9, found `99`".to_string()
                )
            )
        );
    }

    #[test]
    fn limits_are_checked_with_positions() {
        let cases = [
            (
                "51\n",
                "line 1, column 1: test count T must be in 0..=50, found 51",
            ),
            (
                "1\n3 3\n",
                "line 2, column 1: N must be in 4..=1000, found 3",
            ),
            ("1\n4 9\n", "line 2, column 3: M must be in 3..=8, found 9"),
            ("1\n4 x\n", "line 2, column 3: expected M, found `x`"),
            (
                "1\n4 3\n111 222 303 444\n",
                "line 3, column 9: expected side code of 3 digits 1-9, found `303`",
            ),
            (
                "1\n4 3\n111 222",
                "line 3, column 8: expected side code, found end of input",
            ),
            (
                "1\n4 3\n111 222 333 4444\n",
                "line 3, column 13: expected side code of 3 digits 1-9, found `4444`",
            ),
            (
                "",
                "line 1, column 1: expected test count T, found end of input",
            ),
            (
                "0 junk",
                "line 1, column 3: expected end of input, found `junk`",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                run(text),
                (String::new(), Err(message.to_string())),
                "{text:?}"
            );
        }
        let too_many = format!("1\n{}10001\n", board("111"));
        assert_eq!(
            run(&too_many).1,
            Err("line 19, column 1: put count Q must be in 0..=10000, found 10001".to_string())
        );
    }
}
