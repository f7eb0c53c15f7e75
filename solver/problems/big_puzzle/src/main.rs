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
use std::io::Write;

fn main() {
    judge_io::run("big_puzzle", solve);
}

/// Reads `count` pieces, four sides of exactly `m` digits 1..=9 each, packed one digit a
/// nibble ([`puzzle::big_puzzle::pack`]), and hands them to `each` in order. On a bad piece,
/// the pieces before it have been handed over and the error names the bad one.
///
/// Reading is a good part of the program's time on a 25 MB input, so the usual lines go
/// through [`plain_piece`] in a tight loop over the bytes, the cursor moved once over all of
/// them; a piece written any other way (and every error) through [`piece`].
fn pieces(
    input: &mut Input,
    m: usize,
    count: usize,
    mut each: impl FnMut([u32; 4]),
) -> Result<(), InputError> {
    let mut left = count;
    while left > 0 {
        let rest = input.rest();
        let mut at = 0;
        while left > 0 {
            while rest.get(at).is_some_and(u8::is_ascii_whitespace) {
                at += 1;
            }
            let Some(sides) = plain_piece(&rest[at..], m) else {
                break;
            };
            each(sides);
            at += 4 * (m + 1);
            left -= 1;
        }
        input.advance(at);
        if left > 0 {
            each(piece(input, m)?);
            left -= 1;
        }
    }
    Ok(())
}

/// Reads one piece with the careful token reader, which checks and converts each token in
/// the pass that finds its end and makes every error.
fn piece(input: &mut Input, m: usize) -> Result<[u32; 4], InputError> {
    // (packed digits, every byte a digit 1..=9); the value loses digits only for overlong
    // tokens, which are rejected anyway.
    let side_code = |(code, digits_ok): (u32, bool), byte: u8| {
        let digit = byte.wrapping_sub(b'0');
        (
            code << 4 | u32::from(digit),
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

/// The sides of a piece written the usual way at the start of `text`, packed: four fields of
/// exactly `m` digits 1..=9 (`m <= 8`), each followed by one whitespace byte; `None` for
/// anything else (a bad digit, another length, two spaces, the input's last bytes).
///
/// When it answers, the careful reader would read the same four tokens with the same values
/// (each token is the `m` digits up to the whitespace byte), so skipping `4 * (m + 1)` bytes
/// leaves the input where the careful reader would, up to whitespace it skips anyway.
///
/// Each field is checked and packed as one 64-bit word (eight bytes, digit k in byte k),
/// a few word operations instead of a loop over its bytes: this reads the 25 MB of a maximal
/// input at a few instructions a byte.
fn plain_piece(text: &[u8], m: usize) -> Option<[u32; 4]> {
    const LANES_01: u64 = u64::from_le_bytes([0x01; 8]);
    const HIGH_BITS: u64 = 0x80 * LANES_01;
    if !(1..=8).contains(&m) {
        return None;
    }
    // The four fields with their whitespace bytes, and whatever the last 8-byte word reaches.
    let line = text.get(..3 * (m + 1) + 8.max(m + 1))?;
    // The bytes of the digits: byte k of a word for k < m.
    let digit_lanes = u64::MAX >> (64 - 8 * m);
    // The high bit of a digit's byte is set when the byte is no digit 1..=9, bit 0 when a
    // field is not followed by whitespace: one test for the whole piece.
    let mut bad = 0;
    let mut sides = [0u32; 4];
    for (k, side) in sides.iter_mut().enumerate() {
        let start = k * (m + 1);
        let word: [u8; 8] = line[start..start + 8].try_into().ok()?;
        bad |= u64::from(!line[start + m].is_ascii_whitespace());
        // ASCII digits are 0x30..=0x39: the xor leaves 0..=9 in a digit's byte. A byte
        // b < 0x80 is at most 9 when b + 0x76 < 0x80, and not 0 when b + 0x7f >= 0x80; bytes
        // below 0x80 add 0x76 or 0x7f without a carry into the next byte, and a byte from
        // 0x80 up is bad anyway.
        let digits = u64::from_le_bytes(word) ^ (0x30 * LANES_01);
        let above_9 = digits.wrapping_add(0x76 * LANES_01);
        let zero = !digits.wrapping_add(0x7f * LANES_01);
        bad |= (above_9 | zero | digits) & HIGH_BITS & digit_lanes;
        // The first digit to the highest of the m low bytes, then each pair of bytes, pair
        // of pairs and the two halves merged: one digit a nibble.
        let mut value = (digits & digit_lanes).swap_bytes() >> (8 * (8 - m));
        value = (value | value >> 4) & 0x00ff_00ff_00ff_00ff;
        value = (value | value >> 8) & 0x0000_ffff_0000_ffff;
        value = (value | value >> 16) & 0xffff_ffff;
        *side = value as u32;
    }
    (bad == 0).then_some(sides)
}

/// Writes one answer and its line break in one go: -1 or x + y, a few digits, where the
/// general integer writer costs more than the put itself on a maximal input.
fn answer(out: &mut Output, value: i32) {
    let mut line = [0u8; 12];
    let mut start = line.len() - 1;
    line[start] = b'\n';
    let mut rest = value.unsigned_abs();
    loop {
        start -= 1;
        line[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if value < 0 {
        start -= 1;
        line[start] = b'-';
    }
    // Writing to an `Output` never fails: it keeps a failure of stdout for `run` to report.
    let _ = out.write_all(&line[start..]);
}

// `pub(crate)` so the fuzz targets, which include this file as a module, can call it.
pub(crate) fn solve(input: &mut Input, out: &mut Output) -> Result<(), InputError> {
    let tests = input.int_in("test count T", 0..=50usize)?;
    let mut puzzle = BigPuzzle::new();
    let mut borders: [Vec<[u32; 4]>; 4] = Default::default();
    for _ in 0..tests {
        let n = input.int_in("N", 4..=1000usize)?;
        let m = input.int_in("M", 3..=8usize)?;
        for border in &mut borders {
            border.clear();
            pieces(input, m, n, |sides| border.push(sides))?;
        }
        let [up, right, down, left] = &borders;
        puzzle.init_packed(n, m, up, right, down, left);
        let puts = input.int_in("put count Q", 0..=10_000usize)?;
        pieces(input, m, puts, |sides| {
            answer(out, puzzle.put_packed(sides))
        })?;
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

    /// The fast path answers exactly for the plain form and leaves everything else to the
    /// careful reader.
    #[test]
    fn plain_piece_reads_only_the_plain_form() {
        // The last field's word reaches four bytes past the line: the next line's, usually.
        assert_eq!(plain_piece(b"123 456 789 111\n", 3), None);
        assert_eq!(
            plain_piece(b"123 456 789 111\n5 5\n", 3),
            Some([0x123, 0x456, 0x789, 0x111])
        );
        assert_eq!(
            plain_piece(b"123\t456\n789 111 9999", 3),
            Some([0x123, 0x456, 0x789, 0x111])
        );
        for text in [
            &b"123 456 789 111"[..],
            b"123 456 789 1111\n1 1\n",
            b"123  456 789 111\n1 1\n",
            b"123 406 789 111\n1 1\n",
            b"123 4x6 789 111\n1 1\n",
            b"12 3456 789 111\n1 1\n",
        ] {
            assert_eq!(
                plain_piece(text, 3),
                None,
                "{:?}",
                String::from_utf8_lossy(text)
            );
        }
    }

    /// For every M, the fast path packs what the careful reader packs, including codes
    /// with every digit 1..=9 in every position.
    #[test]
    fn plain_and_careful_readers_agree() {
        for m in 3..=8 {
            for first in 1..=9u8 {
                let field = |k: u8| -> String {
                    (0..m as u8)
                        .map(|i| char::from(b'0' + (first + k + i) % 9 + 1))
                        .collect()
                };
                let line = format!("{} {} {} {}\n1 1\n", field(0), field(3), field(5), field(7));
                let careful = piece(&mut Input::new(line.as_bytes()), m).expect("valid piece");
                assert_eq!(plain_piece(line.as_bytes(), m), Some(careful), "{line:?}");
                let decimal = line
                    .split_whitespace()
                    .take(4)
                    .map(|t| t.parse::<i32>().expect("number"));
                let packed: Vec<u32> = decimal
                    .map(|code| puzzle::big_puzzle::pack(code, m))
                    .collect();
                assert_eq!(careful.to_vec(), packed, "{line:?}");
            }
        }
    }

    /// Pieces written in unusual ways (tabs, several spaces, `\r\n`, no final line break) are
    /// read as the plain ones, and errors after a fast-read line keep their positions.
    #[test]
    fn unusual_spacing_reads_like_plain() {
        let plain = format!("1\n{}2\n999 999 123 456\n999 234 567 891\n", board("111"));
        let unusual = format!(
            "1\n{}2\n999\t999  123 456\r\n  999 234 567\n891",
            board("111")
        );
        assert_eq!(run(&plain), run(&unusual));
        let error = format!("1\n{}2\n999 999 123 456\n999 234 567 8911\n", board("111"));
        assert_eq!(
            run(&error).1,
            Err("line 21, column 13: expected side code of 3 digits 1-9, found `8911`".to_string())
        );
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

    /// Any ASCII whitespace byte separates fields, nothing else does.
    #[test]
    fn plain_piece_separators_are_ascii_whitespace() {
        for byte in 0..=255u8 {
            let mut text = *b"1 2 3 4\n99999999";
            text[1] = byte;
            let expected = byte.is_ascii_whitespace().then_some([1, 2, 3, 4]);
            assert_eq!(plain_piece(&text, 1), expected, "{byte:#x}");
        }
    }

    #[test]
    fn answers_print_as_decimal_lines() {
        let values = [-1, 0, 2, 9, 10, 1999, 2000, i32::MIN, i32::MAX];
        let mut out = Output::memory();
        let mut expected = String::new();
        for value in values {
            answer(&mut out, value);
            expected += &format!("{value}\n");
        }
        assert_eq!(out.into_string(), expected);
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
