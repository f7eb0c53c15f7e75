//! topcoder_soma: TopCoder SRM 198 Div I Level 3 "Soma", as the class TopCoder calls plus a
//! harness `main` that runs it on `String[]` literals.
//!
//! The harness reads stdin as TopCoder `String[]` literals (`{"333", "333", "333"}`, any
//! whitespace between tokens, a literal may span lines) and prints each return value on its own
//! line. A literal breaking the statement's constraints (2..=27 elements, all of one length in
//! 2..=27, digits only, digits summing to 27) stops the run with an error naming the literal's
//! position; the answers before it stay printed. The method itself answers any pattern.
//! Messages count from 1 everywhere, like line and column: `element 1` is the first string
//! of the literal and `character 1` its first character; the offending character is quoted
//! with control characters escaped.
//!
//! Not here: the counting, which is `puzzle::soma`.

use judge_io::topcoder::{read_string_array, StringArray};
use judge_io::{Input, InputError, Output};

/// The class of the TopCoder problem.
#[derive(Clone, Copy, Debug, Default)]
pub struct Soma;

impl Soma {
    /// `letMeCountTheWays`: the number of distinct ways to build `pattern` (a height map of
    /// digits) with the seven Soma pieces; 0 when there is none or `pattern` is not a height map
    /// of exactly 27 cubes.
    pub fn let_me_count_the_ways(&self, pattern: Vec<String>) -> i32 {
        // Seven pieces in at most 24 orientations on 27 cells: far below i32::MAX.
        i32::try_from(puzzle::soma::count_ways(&pattern)).unwrap_or(i32::MAX)
    }
}

/// The statement's constraints on `pattern`, reported at the literal's position.
fn check_constraints(literal: &StringArray) -> Result<(), InputError> {
    let rows = &literal.items;
    if !(2..=27).contains(&rows.len()) {
        let message = format!("pattern has {} elements, expected 2 to 27", rows.len());
        return Err(literal.error(message));
    }
    let width = rows[0].chars().count();
    let mut cubes = 0;
    for (row, number) in rows.iter().zip(1..) {
        let count = row.chars().count();
        if !(2..=27).contains(&count) {
            let message = format!("element {number} has {count} characters, expected 2 to 27");
            return Err(literal.error(message));
        }
        if count != width {
            let message = format!("element {number} is not as long as element 1");
            return Err(literal.error(message));
        }
        for (digit, character) in row.chars().zip(1..) {
            let Some(height) = digit.to_digit(10) else {
                let shown = judge_io::quote(digit.encode_utf8(&mut [0; 4]));
                let message =
                    format!("element {number}, character {character}: {shown} is not a digit");
                return Err(literal.error(message));
            };
            cubes += height;
        }
    }
    if cubes != 27 {
        return Err(literal.error(format!("the digits sum to {cubes}, expected 27")));
    }
    Ok(())
}

// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    while let Some(literal) = read_string_array(input)? {
        check_constraints(&literal)?;
        writeln!(out, "{}", Soma.let_me_count_the_ways(literal.items));
    }
    Ok(())
}

fn main() {
    judge_io::run("topcoder_soma", solve)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|row| row.to_string()).collect()
    }

    #[test]
    fn method_answers_any_pattern() {
        assert_eq!(
            Soma.let_me_count_the_ways(strings(&["333", "333", "333"])),
            11520
        );
        assert_eq!(Soma.let_me_count_the_ways(strings(&["3"])), 0);
        assert_eq!(Soma.let_me_count_the_ways(strings(&["33x"])), 0);
        assert_eq!(Soma.let_me_count_the_ways(Vec::new()), 0);
    }

    #[test]
    fn harness_prints_one_answer_per_literal() {
        let input = b"{\"333\",\n \"333\", \"333\"}\n{\"67\",\"77\"}{\"3330000\", \"0033300\", \"0000333\"}";
        assert_eq!(
            judge_io::run_on(input, solve),
            ("11520\n1520\n28\n".to_string(), Ok(()))
        );
        assert_eq!(judge_io::run_on(b"  \n", solve), (String::new(), Ok(())));
    }

    fn error(input: &str) -> (String, String) {
        let (printed, result) = judge_io::run_on(input.as_bytes(), solve);
        (
            printed,
            result.map_or_else(|e| e.to_string(), |()| "ok".to_string()),
        )
    }

    #[test]
    fn constraint_errors_name_the_literal() {
        let cases = [
            (
                r#"{"9999999999999999999999999999"}"#,
                "line 1, column 1: pattern has 1 elements, expected 2 to 27",
            ),
            (
                r#" {"3", "3"}"#,
                "line 1, column 2: element 1 has 1 characters, expected 2 to 27",
            ),
            (
                r#"{"333", "33", "3333"}"#,
                "line 1, column 1: element 2 is not as long as element 1",
            ),
            (
                r#"{"333", "3a3", "333"}"#,
                "line 1, column 1: element 2, character 2: `a` is not a digit",
            ),
            (
                "{\"333\", \"333\", \"33\r\"}",
                r"line 1, column 1: element 3, character 3: `\r` is not a digit",
            ),
            (
                "{\"\x07\x0033\", \"333\", \"333\"}",
                r"line 1, column 1: element 1, character 1: `\x07` is not a digit",
            ),
            (
                r#"{"333", "333", "332"}"#,
                "line 1, column 1: the digits sum to 26, expected 27",
            ),
            (
                r#"{"333", "333", "334"}"#,
                "line 1, column 1: the digits sum to 28, expected 27",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(
                error(input),
                (String::new(), expected.to_string()),
                "{input}"
            );
        }
        let many_rows = format!("{{{}}}", vec!["\"10\""; 28].join(","));
        assert_eq!(
            error(&many_rows).1,
            "line 1, column 1: pattern has 28 elements, expected 2 to 27"
        );
        let wide = format!("{{\"{}\", \"{}\"}}", "1".repeat(28), "0".repeat(28));
        assert_eq!(
            error(&wide).1,
            "line 1, column 1: element 1 has 28 characters, expected 2 to 27"
        );
    }

    #[test]
    fn answers_before_an_error_stay_printed() {
        let (printed, message) = error("{\"67\", \"77\"}\n\n  {\"67\", \"76\"}");
        assert_eq!(printed, "1520\n");
        assert_eq!(
            message,
            "line 3, column 3: the digits sum to 26, expected 27"
        );
        let (printed, message) = error("{\"67\", \"77\"} 42");
        assert_eq!(printed, "1520\n");
        assert_eq!(message, "line 1, column 14: expected `{`, found `42`");
    }
}
