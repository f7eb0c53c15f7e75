//! The calendar puzzle: every solution of every date, by one search over the whole board with
//! two "hole" pieces against one search per date; and one date alone.
//!
//! Run with `cargo bench -p puzzle --bench calendar`.

// Benchmarks are never bundled; divan's `sample_count` expands to const code newer than 1.70.
#![allow(clippy::incompatible_msrv)]

use puzzle::calendar::{solve, solve_all, Date};

fn main() {
    divan::main();
}

/// All 366 dates (24,405 solutions) in one search with a month hole and a day hole.
#[divan::bench(sample_count = 20)]
fn all_dates_one_search() -> u64 {
    solve_all().iter().map(|summary| summary.count).sum()
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
