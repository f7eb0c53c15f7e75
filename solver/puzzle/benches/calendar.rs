//! The calendar puzzle: every solution of every date, by one search over the whole board with
//! two "hole" pieces (split on the Z, as `solve_all` does, and unsplit) against one search per
//! date; and single dates.
//!
//! Run with `cargo bench -p puzzle --bench calendar`.

// Benchmarks are never bundled; divan's `sample_count` expands to const code newer than 1.70.
#![allow(clippy::incompatible_msrv)]

use puzzle::calendar::{solve, solve_all, Date, PIECES};
use puzzle::exact_cover::ExactCover;
use puzzle::placement::polyomino_placements;
use puzzle::region::Region;

fn main() {
    divan::main();
}

/// All 366 dates (24,405 solutions) in one search with a month hole and a day hole, split on
/// the placements of the Z.
#[divan::bench(sample_count = 20)]
fn all_dates_one_search() -> u64 {
    solve_all().iter().map(|summary| summary.count).sum()
}

/// The same search handed to the engine whole; counts only (25,061 covers, February 30 and
/// the like included).
#[divan::bench(sample_count = 10)]
fn all_dates_one_search_unsplit(bencher: divan::Bencher) {
    let on_board = |row: i32, column: i32| match row {
        0 | 1 => column < 6,
        6 => column < 3,
        _ => true,
    };
    let cells = (0..7).flat_map(|row| (0..7).map(move |column| [column, row, 0]));
    let board =
        Region::new(cells.filter(|&[column, row, _]| on_board(row, column))).expect("43 cells");
    let cell = |column: i32, row: i32| 1u64 << board.index_of([column, row, 0]).expect("on board");
    let mut pieces: Vec<Vec<u64>> = PIECES
        .iter()
        .map(|orientations| polyomino_placements(&board, orientations))
        .collect();
    pieces.push((0..12).map(|month| cell(month % 6, month / 6)).collect());
    pieces.push((0..31).map(|day| cell(day % 7, 2 + day / 7)).collect());
    bencher.bench(|| ExactCover::new(board.len(), pieces.clone()).count());
}

/// All 366 dates, one search each.
#[divan::bench(sample_count = 10)]
fn all_dates_search_per_date() -> u64 {
    Date::all().map(|date| solve(date).count).sum()
}

/// One date: February 29; January 25 and October 6, the dates with the most (216) and the
/// fewest (7) solutions.
#[divan::bench(args = [(2, 29), (1, 25), (10, 6)])]
fn one_date(date: (u32, u32)) -> u64 {
    let date = Date::new(date.0, date.1).expect("dates that exist");
    solve(divan::black_box(date)).count
}
