//! Making a failing input smaller while it still fails: fewer lines, fewer tokens, smaller
//! numbers, each change kept only when the caller's test still says "fails".
//!
//! It knows nothing of programs: the test is a closure. It is not a parser of input formats
//! either; its one guess at structure is that an integer before a run of lines or tokens may
//! count them (`N` then `N` values), so a deletion is also tried with that count lowered.

use std::thread;

/// An input as lines of whitespace-separated tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Input {
    lines: Vec<Vec<String>>,
}

/// A place in an [`Input`]: line and token index.
type Position = (usize, usize);

/// Counts of lowered-count variants tried per deletion (the nearest candidate counts first).
const COUNT_VARIANTS: usize = 3;

impl Input {
    /// `text` split into lines and tokens. Rendering it back gives single spaces and a final
    /// newline, which the caller checks still fails before shrinking.
    pub(super) fn parse(text: &str) -> Input {
        Input {
            lines: text
                .lines()
                .map(|line| line.split_whitespace().map(str::to_owned).collect())
                .collect(),
        }
    }

    /// The text: tokens joined by one space, each line ended by a newline.
    pub(super) fn render(&self) -> String {
        self.lines
            .iter()
            .map(|tokens| format!("{}\n", tokens.join(" ")))
            .collect()
    }

    /// How many lines and tokens it has.
    pub(super) fn size(&self) -> (usize, usize) {
        (self.lines.len(), self.lines.iter().map(Vec::len).sum())
    }

    /// Integer tokens before `end` (exclusive) whose value `v` has `lowest <= v` and
    /// `v <= most(position)`, nearest first, at most [`COUNT_VARIANTS`] of them.
    fn counts_before(
        &self,
        end: Position,
        lowest: usize,
        most: impl Fn(Position) -> usize,
    ) -> Vec<Position> {
        let mut found = Vec::new();
        for line in (0..=end.0.min(self.lines.len().saturating_sub(1))).rev() {
            let stop = if line == end.0 {
                end.1
            } else {
                self.lines[line].len()
            };
            for token in (0..stop.min(self.lines[line].len())).rev() {
                let Ok(value) = self.lines[line][token].parse::<usize>() else {
                    continue;
                };
                if value >= lowest && value <= most((line, token)) {
                    found.push((line, token));
                    if found.len() == COUNT_VARIANTS {
                        return found;
                    }
                }
            }
        }
        found
    }

    /// This input with the integer at `at` lowered by `by`.
    fn lowered(&self, at: Position, by: usize) -> Input {
        let mut copy = self.clone();
        let token = &mut copy.lines[at.0][at.1];
        if let Ok(value) = token.parse::<usize>() {
            *token = (value - by.min(value)).to_string();
        }
        copy
    }

    /// Every input with a run of lines deleted, longest runs first; each deletion first with
    /// a count before it lowered, then alone.
    pub(super) fn line_deletions(&self) -> Vec<Input> {
        let total = self.lines.len();
        let mut candidates = Vec::new();
        for chunk in halvings(total) {
            for start in (0..total).step_by(chunk) {
                let deleted = chunk.min(total - start);
                let mut smaller = self.clone();
                smaller.lines.drain(start..start + deleted);
                // A count of the lines after it is at most that many.
                let counts = self.counts_before((start, 0), deleted, |(line, _)| total - line - 1);
                for count in counts {
                    candidates.push(smaller.lowered(count, deleted));
                }
                candidates.push(smaller);
            }
        }
        candidates
    }

    /// Every input with a run of tokens of one line deleted, longest runs first; each with a
    /// count before it lowered first, then alone. A line's last token goes with the line.
    pub(super) fn token_deletions(&self) -> Vec<Input> {
        let mut candidates = Vec::new();
        for (line, tokens) in self.lines.iter().enumerate() {
            let total = tokens.len();
            if total < 2 {
                continue;
            }
            for chunk in halvings(total) {
                for start in (0..total).step_by(chunk) {
                    let deleted = chunk.min(total - start);
                    if deleted == total {
                        continue;
                    }
                    let mut smaller = self.clone();
                    smaller.lines[line].drain(start..start + deleted);
                    // A count of this line's tokens is at most as many as follow it there.
                    let most = |(at_line, at_token): Position| {
                        if at_line == line {
                            total - at_token - 1
                        } else {
                            total
                        }
                    };
                    for count in self.counts_before((line, start), deleted, most) {
                        candidates.push(smaller.lowered(count, deleted));
                    }
                    candidates.push(smaller);
                }
            }
        }
        candidates
    }

    /// Where the integer tokens other than 0 are.
    fn nonzero_integers(&self) -> Vec<Position> {
        let mut found = Vec::new();
        for (line, tokens) in self.lines.iter().enumerate() {
            for (token, text) in tokens.iter().enumerate() {
                if text.parse::<i128>().is_ok_and(|value| value != 0) {
                    found.push((line, token));
                }
            }
        }
        found
    }

    /// This input with `value` at `at`.
    fn with_number(&self, at: Position, value: i128) -> Input {
        let mut copy = self.clone();
        copy.lines[at.0][at.1] = value.to_string();
        copy
    }
}

/// `total / 2`, `total / 4`, ..., `1` (just `1` for 1; nothing for 0).
fn halvings(total: usize) -> Vec<usize> {
    let mut sizes = Vec::new();
    let mut chunk = total / 2;
    while chunk > 1 {
        sizes.push(chunk);
        chunk /= 2;
    }
    if total > 0 {
        sizes.push(1);
    }
    sizes
}

/// What shrinking made of an input.
#[derive(Debug)]
pub(super) struct Shrunk {
    /// The smallest input found that still fails.
    pub input: Input,
    /// How many inputs were tested.
    pub tries: usize,
    /// Whether it stopped at the limit of tries rather than at a fixed point.
    pub stopped: bool,
}

/// Tests inputs, counting the tries, up to a limit, on `jobs` threads at once.
struct Tester<'a> {
    fails: &'a (dyn Fn(&str) -> bool + Sync),
    tries: usize,
    max_tries: usize,
    jobs: usize,
}

impl Tester<'_> {
    fn exhausted(&self) -> bool {
        self.tries >= self.max_tries
    }

    /// The first of `candidates`, in order, that still fails. Tested `jobs` at a time, and
    /// counted as if one at a time (the tests after the first that fails are not), so the
    /// answer, the count and where the limit stops it are the same on any number of cores.
    fn first_failing(&mut self, candidates: Vec<Input>) -> Option<Input> {
        let mut candidates = candidates.into_iter().peekable();
        while candidates.peek().is_some() && !self.exhausted() {
            let room = self.jobs.min(self.max_tries - self.tries);
            let batch: Vec<Input> = candidates.by_ref().take(room).collect();
            let fails = self.fails;
            let verdicts: Vec<bool> = thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|input| scope.spawn(move || fails(&input.render())))
                    .collect();
                handles
                    .into_iter()
                    .map(|handle| handle.join().unwrap_or(false))
                    .collect()
            });
            if let Some(at) = verdicts.iter().position(|&failed| failed) {
                self.tries += at + 1;
                return batch.into_iter().nth(at);
            }
            self.tries += batch.len();
        }
        None
    }

    /// One test, counted.
    fn fails(&mut self, input: &Input) -> bool {
        self.tries += 1;
        (self.fails)(&input.render())
    }

    /// Each nonzero integer made as small (towards 0) as it can be while the input fails:
    /// 0 first, since most numbers are not what makes an input fail, then a binary search
    /// between 0 and its value.
    fn smaller_numbers(&mut self, mut input: Input) -> (Input, bool) {
        let mut changed = false;
        for at in input.nonzero_integers() {
            let Ok(value) = input.lines[at.0][at.1].parse::<i128>() else {
                continue;
            };
            if self.exhausted() {
                break;
            }
            let (sign, magnitude) = (value.signum(), value.abs());
            let (mut agrees, mut fails) = (0, magnitude);
            if self.fails(&input.with_number(at, 0)) {
                fails = 0;
            }
            while fails - agrees > 1 && !self.exhausted() {
                let middle = agrees + (fails - agrees) / 2;
                if self.fails(&input.with_number(at, sign * middle)) {
                    fails = middle;
                } else {
                    agrees = middle;
                }
            }
            if fails != magnitude {
                input = input.with_number(at, sign * fails);
                changed = true;
            }
        }
        (input, changed)
    }
}

/// Shrinks `input`, which `fails`, to a fixed point: lines deleted, then tokens, then
/// numbers made smaller, again while any of them changes something; at most `max_tries`
/// tests, `jobs` at a time.
pub(super) fn shrink(
    input: Input,
    fails: &(dyn Fn(&str) -> bool + Sync),
    jobs: usize,
    max_tries: usize,
) -> Shrunk {
    let mut tester = Tester {
        fails,
        tries: 0,
        max_tries,
        jobs: jobs.max(1),
    };
    let mut input = input;
    loop {
        let mut changed = false;
        while let Some(smaller) = tester.first_failing(input.line_deletions()) {
            input = smaller;
            changed = true;
        }
        while let Some(smaller) = tester.first_failing(input.token_deletions()) {
            input = smaller;
            changed = true;
        }
        let (smaller, numbers_changed) = tester.smaller_numbers(input);
        input = smaller;
        if !(changed || numbers_changed) || tester.exhausted() {
            break;
        }
    }
    Shrunk {
        input,
        stopped: tester.exhausted(),
        tries: tester.tries,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A "program" that fails when the input, read as `n` then `n` values, has a value of at
    /// least 1000 among its first `n`, and rejects malformed input as the reference would.
    fn overflow(text: &str) -> bool {
        let mut tokens = text.split_whitespace().map(|t| t.parse::<i64>());
        let Some(Ok(n)) = tokens.next() else {
            return false;
        };
        let values: Vec<i64> = tokens.filter_map(Result::ok).collect();
        usize::try_from(n)
            .is_ok_and(|n| n <= values.len() && values[..n].iter().any(|&v| v >= 1000))
    }

    #[test]
    fn a_count_is_lowered_with_the_values_it_counts() {
        let input = Input::parse("4\n5 70000 3 9\n");
        let shrunk = shrink(input, &overflow, 2, 1000);
        assert_eq!(shrunk.input.render(), "1\n1000\n");
        assert!(!shrunk.stopped);
    }

    #[test]
    fn lines_go_with_their_count() {
        let fails = |text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            lines.first().and_then(|n| n.parse::<usize>().ok()) == Some(lines.len() - 1)
                && lines.iter().skip(1).any(|line| *line == "7")
        };
        let shrunk = shrink(Input::parse("4\n1\n7\n2\n3\n"), &fails, 1, 1000);
        assert_eq!(shrunk.input.render(), "1\n7\n");
    }

    #[test]
    fn negative_numbers_move_towards_zero() {
        let fails = |text: &str| text.trim().parse::<i64>().is_ok_and(|v| v <= -37);
        let shrunk = shrink(Input::parse("-5000"), &fails, 1, 1000);
        assert_eq!(shrunk.input.render(), "-37\n");
    }

    #[test]
    fn the_limit_of_tries_is_kept() {
        let shrunk = shrink(Input::parse("4\n5 70000 3 9\n"), &overflow, 3, 5);
        assert_eq!(shrunk.tries, 5);
        assert!(shrunk.stopped);
        assert!(overflow(&shrunk.input.render()));
    }

    #[test]
    fn the_same_answer_and_count_on_any_number_of_threads() {
        let input = Input::parse("6\n3 1000 5 2000 4 9\n2 2\n");
        let one = shrink(input.clone(), &overflow, 1, 1000);
        for jobs in [2, 3, 7] {
            let many = shrink(input.clone(), &overflow, jobs, 1000);
            assert_eq!((&one.input, one.tries), (&many.input, many.tries));
            let cut = shrink(input.clone(), &overflow, 1, 9);
            let cut_many = shrink(input.clone(), &overflow, jobs, 9);
            assert_eq!((cut.input, cut.tries), (cut_many.input, cut_many.tries));
        }
    }
}
