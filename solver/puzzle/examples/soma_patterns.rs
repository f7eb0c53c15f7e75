//! Writes 56 Soma patterns as TopCoder `String[]` literals, one a line, for timing the
//! `topcoder_soma` harness against the C baseline (`docs/PERFORMANCE.md`):
//! `cargo run --release -p puzzle --example soma_patterns > soma56.txt`.
//!
//! Deterministic (a fixed seed), every pattern within the statement's constraints (2 to 27 rows
//! of one length 2 to 27, digits summing to 27). Seven families of eight:
//!
//! - `cube`: the 3x3x3 cube with 0..7 random cubes moved between columns (thousands of ways);
//! - `tower`: 2x3 and 2x4 bases, heights 3 to 5;
//! - `slab`: a 3x4 base, heights 1 to 4;
//! - `stairs`: heights rising along both axes, like the statement's crystal, some cubes moved;
//! - `low`: 27 cubes on a 4x5 or 5x5 base, heights 1 and 2, some columns empty;
//! - `pieces`: the seven pieces as height maps, in 2 to 4 groups of side by side pieces,
//!   scattered over the 27x27 grid (at least one way by construction);
//! - `scatter`: 2 to 4 random blobs scattered over the 27x27 grid (mostly no way at all).
//!
//! Not part of any test; the output is never committed.

use std::io::{self, BufWriter, Write};

/// splitmix64: small, fast and good enough for test data.
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
}

/// A height map: `heights[row][column]`.
type Heights = Vec<Vec<u8>>;

/// Moves `moves` random cubes, one at a time, from a column higher than `low` to a column
/// lower than `high` (the source keeps at least `low` cubes, the target gets at most `high`).
fn shuffle_cubes(heights: &mut Heights, moves: usize, low: u8, high: u8, rng: &mut Rng) {
    let rows = heights.len();
    let columns = heights[0].len();
    let mut done = 0;
    while done < moves {
        let (from, to) = (rng.below(rows * columns), rng.below(rows * columns));
        let (fr, fc, tr, tc) = (from / columns, from % columns, to / columns, to % columns);
        if from != to && heights[fr][fc] > low && heights[tr][tc] < high {
            heights[fr][fc] -= 1;
            heights[tr][tc] += 1;
            done += 1;
        }
    }
}

/// `rows` x `columns` columns of `base` cubes, then the remaining cubes of 27 one per column
/// at random distinct columns.
fn even(rows: usize, columns: usize, base: u8, rng: &mut Rng) -> Heights {
    let mut heights = vec![vec![base; columns]; rows];
    let mut left = 27 - rows * columns * usize::from(base);
    while left > 0 {
        let at = rng.below(rows * columns);
        if heights[at / columns][at % columns] == base {
            heights[at / columns][at % columns] += 1;
            left -= 1;
        }
    }
    heights
}

fn cube(index: usize, rng: &mut Rng) -> Heights {
    let mut heights = vec![vec![3; 3]; 3];
    shuffle_cubes(&mut heights, index, 1, 5, rng);
    heights
}

fn tower(index: usize, rng: &mut Rng) -> Heights {
    if index % 2 == 0 {
        even(2, 3, 4, rng)
    } else {
        let mut heights = even(2, 4, 3, rng);
        shuffle_cubes(&mut heights, index / 2, 2, 5, rng);
        heights
    }
}

fn slab(index: usize, rng: &mut Rng) -> Heights {
    let mut heights = even(3, 4, 2, rng);
    shuffle_cubes(&mut heights, index, 1, 4, rng);
    heights
}

/// Heights `1 + x + y` on an `n x n` base (3 or 4), trimmed or grown one cube at a time at
/// random columns until they sum to 27.
fn stairs(index: usize, rng: &mut Rng) -> Heights {
    let n = 3 + index % 2;
    let mut heights: Heights = (0..n)
        .map(|r| (0..n).map(|c| (1 + r + c).min(6) as u8).collect())
        .collect();
    let mut total: usize = heights.iter().flatten().map(|&h| usize::from(h)).sum();
    while total != 27 {
        let at = rng.below(n * n);
        let cell = &mut heights[at / n][at % n];
        if total > 27 && *cell > 1 {
            *cell -= 1;
            total -= 1;
        } else if total < 27 && *cell < 7 {
            *cell += 1;
            total += 1;
        }
    }
    shuffle_cubes(&mut heights, index / 2, 1, 7, rng);
    heights
}

fn low(index: usize, rng: &mut Rng) -> Heights {
    let (rows, columns) = if index % 2 == 0 { (4, 5) } else { (5, 5) };
    let mut heights = vec![vec![0; columns]; rows];
    let mut left = 27;
    while left > 0 {
        let at = rng.below(rows * columns);
        let cell = &mut heights[at / columns][at % columns];
        if *cell < 2 {
            *cell += 1;
            left -= 1;
        }
    }
    heights
}

/// The seven pieces as the statement draws them (height maps).
const PIECE_DRAWINGS: [[&str; 2]; 7] = [
    ["111", "100"],
    ["111", "010"],
    ["011", "110"],
    ["11", "10"],
    ["02", "11"],
    ["20", "11"],
    ["12", "01"],
];

/// The drawing of a piece as a height map, turned `quarter_turns` times in the plane.
fn piece_heights(piece: usize, quarter_turns: usize) -> Heights {
    let mut heights: Heights = PIECE_DRAWINGS[piece]
        .iter()
        .map(|row| row.bytes().map(|b| b - b'0').collect())
        .collect();
    for _ in 0..quarter_turns {
        let rows = heights.len();
        heights = (0..heights[0].len())
            .map(|c| (0..rows).rev().map(|r| heights[r][c]).collect())
            .collect();
    }
    heights
}

/// `blob` placed on the 27x27 grid with its top left corner at `(top, left)`.
fn stamp(grid: &mut Heights, blob: &Heights, top: usize, left: usize) {
    for (r, row) in blob.iter().enumerate() {
        for (c, &h) in row.iter().enumerate() {
            grid[top + r][left + c] += h;
        }
    }
}

/// Blobs placed at random over the 27x27 grid, each in its own tile of 9 rows and 13 columns
/// (so no two touch: a blob is at most 8 high and 12 wide).
fn scatter_blobs(blobs: &[Heights], rng: &mut Rng) -> Heights {
    let mut grid = vec![vec![0; 27]; 27];
    let mut tiles: Vec<usize> = (0..6).collect();
    for blob in blobs {
        let tile = tiles.swap_remove(rng.below(tiles.len()));
        let (rows, columns) = (blob.len(), blob[0].len());
        let top = tile / 2 * 9 + rng.below(9 - rows);
        let left = tile % 2 * 13 + rng.below(13 - columns);
        stamp(&mut grid, blob, top, left);
    }
    grid
}

/// The seven pieces in random order, cut into 2 to 4 groups; each group's pieces side by side
/// in a row (each piece in a random plane rotation), groups scattered.
fn pieces(_index: usize, rng: &mut Rng) -> Heights {
    let mut order: Vec<usize> = (0..7).collect();
    for i in (1..7).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let groups = 2 + rng.below(3);
    let mut blobs = Vec::new();
    for group in 0..groups {
        let members = &order[group * 7 / groups..(group + 1) * 7 / groups];
        let drawings: Vec<Heights> = members
            .iter()
            .map(|&piece| piece_heights(piece, rng.below(4)))
            .collect();
        let rows = drawings.iter().map(|d| d.len()).max().unwrap_or(1);
        let mut blob = vec![vec![]; rows];
        for drawing in drawings {
            for (r, row) in blob.iter_mut().enumerate() {
                let width = drawing[0].len();
                row.extend(drawing.get(r).map_or(vec![0; width], Clone::clone));
            }
        }
        blobs.push(blob);
    }
    scatter_blobs(&blobs, rng)
}

/// 27 cubes in 2 to 4 blobs, each dropped at random on a 3x3 base with heights up to 4.
fn scatter(_index: usize, rng: &mut Rng) -> Heights {
    let count = 2 + rng.below(3);
    let mut sizes = vec![27 / count; count];
    sizes[0] += 27 % count;
    let blobs: Vec<Heights> = sizes
        .into_iter()
        .map(|size| {
            let mut blob = vec![vec![0; 3]; 3];
            let mut left = size;
            while left > 0 {
                let at = rng.below(9);
                if blob[at / 3][at % 3] < 4 {
                    blob[at / 3][at % 3] += 1;
                    left -= 1;
                }
            }
            blob
        })
        .collect();
    scatter_blobs(&blobs, rng)
}

fn literal(heights: &Heights) -> String {
    let rows: Vec<String> = heights
        .iter()
        .map(|row| {
            let digits: String = row.iter().map(|&h| char::from(b'0' + h)).collect();
            format!("\"{digits}\"")
        })
        .collect();
    format!("{{{}}}", rows.join(", "))
}

fn main() -> io::Result<()> {
    type Family = fn(usize, &mut Rng) -> Heights;
    let families: [Family; 7] = [cube, tower, slab, stairs, low, pieces, scatter];
    let mut rng = Rng(198);
    let mut out = BufWriter::new(io::stdout().lock());
    for family in families {
        for index in 0..8 {
            let heights = family(index, &mut rng);
            let cubes: usize = heights.iter().flatten().map(|&h| usize::from(h)).sum();
            assert_eq!(cubes, 27, "every family builds 27 cubes");
            writeln!(out, "{}", literal(&heights))?;
        }
    }
    out.flush()
}
