#![no_main]

//! judge-io's reader against a plain model of it: the first byte says how many of the next
//! bytes are operations, the rest is the input. After every operation the cursor's position
//! must be the model's, and every token and line must be the model's bytes.

use judge_io::{Input, InputError};

/// 1-based (line, column) of byte `pos`: lines end at `\n` only.
fn position(data: &[u8], pos: usize) -> (usize, usize) {
    let before = &data[..pos];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, pos - start + 1)
}

fn skip_whitespace(data: &[u8], mut pos: usize) -> usize {
    while pos < data.len() && data[pos].is_ascii_whitespace() {
        pos += 1;
    }
    pos
}

fn token_end(data: &[u8], mut pos: usize) -> usize {
    while pos < data.len() && !data[pos].is_ascii_whitespace() {
        pos += 1;
    }
    pos
}

fn check_error(e: &InputError) {
    assert!(!e.message.chars().any(char::is_control), "{e:?}");
    assert!(
        e.message.len() <= 1000,
        "message of {} bytes",
        e.message.len()
    );
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&count, rest)) = data.split_first() else {
        return;
    };
    let count = usize::from(count % 16).min(rest.len());
    let (ops, text) = rest.split_at(count);
    if ops.is_empty() {
        return;
    }
    let mut input = Input::new(text);
    let mut pos = 0;
    // A bound, not a goal: the model recounts lines from the start after every step.
    for step in 0..200 {
        match ops[step % ops.len()] % 7 {
            0 => {
                let start = skip_whitespace(text, pos);
                let end = token_end(text, start);
                let token = input.token().map(|t| (t.bytes.to_vec(), t.line, t.column));
                let expected = (end > start).then(|| {
                    (
                        text[start..end].to_vec(),
                        position(text, start).0,
                        position(text, start).1,
                    )
                });
                assert_eq!(token, expected);
                pos = if end > start { end } else { start };
            }
            1 => {
                let got = input.line().map(|l| (l.bytes.to_vec(), l.line, l.column));
                if pos == text.len() {
                    assert_eq!(got, None);
                } else {
                    let (line, column) = position(text, pos);
                    let (mut end, next) = match text[pos..].iter().position(|&b| b == b'\n') {
                        Some(i) => (pos + i, pos + i + 1),
                        None => (text.len(), text.len()),
                    };
                    // Only a `\r` right before `\n` belongs to the line break.
                    if end < text.len() && end > pos && text[end - 1] == b'\r' {
                        end -= 1;
                    }
                    assert_eq!(got, Some((text[pos..end].to_vec(), line, column)));
                    pos = next;
                }
            }
            2 => {
                let start = skip_whitespace(text, pos);
                let end = token_end(text, start);
                match input.int::<i64>("n") {
                    Ok(_) => assert!(end > start),
                    Err(e) => {
                        check_error(&e);
                        assert_eq!((e.line, e.column), position(text, start));
                    }
                }
                pos = end;
            }
            3 => {
                assert_eq!(input.bump(), text.get(pos).copied());
                pos = (pos + 1).min(text.len());
            }
            4 => {
                let start = skip_whitespace(text, pos);
                let result = input.finish();
                pos = start;
                assert_eq!(result.is_ok(), start == text.len());
                if let Err(e) = result {
                    check_error(&e);
                    assert_eq!((e.line, e.column), position(text, start));
                    assert!(!input.found().chars().any(char::is_control));
                }
            }
            5 => {
                input.skip_whitespace();
                pos = skip_whitespace(text, pos);
            }
            _ => {
                let start = skip_whitespace(text, pos);
                let end = token_end(text, start);
                let got = input
                    .token_fold(0usize, |n, _| n + 1)
                    .map(|(t, n)| (t.bytes.len(), n, t.line, t.column));
                let (line, column) = position(text, start);
                assert_eq!(
                    got,
                    (end > start).then_some((end - start, end - start, line, column))
                );
                pos = end;
            }
        }
        assert_eq!(input.position(), position(text, pos), "after op {step}");
        assert_eq!(input.peek(), text.get(pos).copied());
    }
});
