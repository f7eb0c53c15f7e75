//! Writes a max-size big_puzzle input to stdout (50 test cases, N = 1000, M = 8, 10,000 puts
//! each; about 25 MB) for timing the driver: `cargo run --release -p puzzle --example
//! big_puzzle_input [play|same] [seed] > big.txt`. The seed (default 2024, the baseline
//! script's) draws an independent input of the same kind.
//!
//! - `play` (default): a hidden solved board with random edge codes; 80% of the puts are its
//!   pieces, turned at random, each next to the border or an earlier one (so most fit), 20% are
//!   random pieces (which fit nowhere).
//! - `same`: every border piece shows 11111111 inwards and every piece has one side 99999999,
//!   so thousands of cells want the same code (the worst case for an index by single codes).
//!
//! Not part of any test; the output is never committed.

use std::io::{self, BufWriter, Write};

const TESTS: usize = 50;
const N: usize = 1000;
const M: u32 = 8;
const PUTS: usize = 10_000;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    /// An M-digit code of digits 1..=9 (9^8 < 2^64: one draw gives all digits).
    fn code(&mut self) -> u32 {
        let mut draw = self.next();
        (0..M).fold(0, |code, _| {
            let digit = 1 + (draw % 9) as u32;
            draw /= 9;
            code * 10 + digit
        })
    }
}

/// Digits reversed, each d replaced by 10 - d: the side that fits `code`.
fn flip(mut code: u32) -> u32 {
    let mut fitting = 0;
    for _ in 0..M {
        fitting = fitting * 10 + 10 - code % 10;
        code /= 10;
    }
    fitting
}

/// A solved board given by its edges: `across[y][x]` is the up side of (x, y) (the cell above
/// shows its flip), `along[y][x]` the left side of (x, y).
struct Hidden {
    across: Vec<Vec<u32>>,
    along: Vec<Vec<u32>>,
}

impl Hidden {
    fn new(rng: &mut Rng) -> Self {
        let mut grid = || -> Vec<Vec<u32>> {
            (0..N + 3)
                .map(|_| (0..N + 3).map(|_| rng.code()).collect())
                .collect()
        };
        Hidden {
            across: grid(),
            along: grid(),
        }
    }

    fn piece(&self, x: usize, y: usize) -> [u32; 4] {
        [
            self.across[y][x],
            flip(self.along[y][x + 1]),
            flip(self.across[y + 1][x]),
            self.along[y][x],
        ]
    }
}

fn line(out: &mut impl Write, piece: [u32; 4]) -> io::Result<()> {
    writeln!(out, "{} {} {} {}", piece[0], piece[1], piece[2], piece[3])
}

fn play(out: &mut impl Write, rng: &mut Rng) -> io::Result<()> {
    let hidden = Hidden::new(rng);
    writeln!(out, "{N} {M}")?;
    for i in 1..=N {
        line(out, hidden.piece(i, 0))?;
    }
    for i in 1..=N {
        line(out, hidden.piece(N + 1, i))?;
    }
    for i in 1..=N {
        line(out, hidden.piece(i, N + 1))?;
    }
    for i in 1..=N {
        line(out, hidden.piece(0, i))?;
    }
    writeln!(out, "{PUTS}")?;
    let mut dealt = vec![false; (N + 2) * (N + 2)];
    let mut frontier: Vec<(usize, usize)> = (1..=N)
        .flat_map(|i| [(i, 1), (N, i), (i, N), (1, i)])
        .collect();
    for _ in 0..PUTS {
        if rng.below(5) == 0 {
            line(out, [0; 4].map(|_| rng.code()))?;
            continue;
        }
        let (x, y) = loop {
            let cell = frontier.swap_remove(rng.below(frontier.len()));
            if !dealt[cell.1 * (N + 2) + cell.0] {
                break cell;
            }
        };
        dealt[y * (N + 2) + x] = true;
        for (nx, ny) in [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)] {
            if (1..=N).contains(&nx) && (1..=N).contains(&ny) && !dealt[ny * (N + 2) + nx] {
                frontier.push((nx, ny));
            }
        }
        let piece = hidden.piece(x, y);
        let turn = rng.below(4);
        line(out, [0, 1, 2, 3].map(|d| piece[(d + 4 - turn) % 4]))?;
    }
    Ok(())
}

fn same(out: &mut impl Write, rng: &mut Rng) -> io::Result<()> {
    const INWARD: u32 = 11_111_111;
    const FITTING: u32 = 99_999_999;
    writeln!(out, "{N} {M}")?;
    let mut other = || [0; 3].map(|_| rng.code());
    for _ in 0..N {
        let [a, b, c] = other();
        line(out, [a, b, INWARD, c])?;
    }
    for _ in 0..N {
        let [a, b, c] = other();
        line(out, [a, b, c, INWARD])?;
    }
    for _ in 0..N {
        let [a, b, c] = other();
        line(out, [INWARD, a, b, c])?;
    }
    for _ in 0..N {
        let [a, b, c] = other();
        line(out, [a, INWARD, b, c])?;
    }
    writeln!(out, "{PUTS}")?;
    for _ in 0..PUTS {
        let mut piece = [0; 4].map(|_| rng.code());
        piece[rng.below(4)] = FITTING;
        line(out, piece)?;
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let mode = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "play".to_string());
    let seed = match std::env::args().nth(2).map(|seed| seed.parse::<u64>()) {
        None => 2024,
        Some(Ok(seed)) => seed,
        Some(Err(e)) => {
            eprintln!("big_puzzle_input: the seed must be a number below 2^64: {e}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut rng = Rng(seed);
    writeln!(out, "{TESTS}")?;
    for _ in 0..TESTS {
        match mode.as_str() {
            "play" => play(&mut out, &mut rng)?,
            "same" => same(&mut out, &mut rng)?,
            _ => {
                eprintln!("usage: big_puzzle_input [play|same] [seed]");
                std::process::exit(2);
            }
        }
    }
    out.flush()
}
