//! Benchmarks of the exact-cover engine on the Soma problems (`cargo bench -p puzzle`).
//!
//! The search-node counts of the same runs are printed once before the timings, so a change of
//! speed can be told apart from a change of the search tree.

use puzzle::exact_cover::ExactCover;
use puzzle::soma::{count_ways, exact_cover, pattern_region, EXAMPLES};

const CUBE: [&str; 3] = ["333", "333", "333"];

fn cover(pattern: &[&str]) -> ExactCover {
    exact_cover(&pattern_region(pattern).expect("a valid pattern"))
}

fn main() {
    let (mut fewest, mut lowest) = (0, 0);
    for (example, (_, pattern, expected)) in EXAMPLES.into_iter().enumerate() {
        let by_options = cover(pattern).search_stats();
        let by_cell = cover(pattern).with_lowest_cell_rule().search_stats();
        assert_eq!(
            (by_options.solutions, by_cell.solutions),
            (expected, expected)
        );
        println!(
            "nodes {:>9} fewest options, {:>9} lowest cell: example {example}",
            by_options.nodes, by_cell.nodes
        );
        fewest += by_options.nodes;
        lowest += by_cell.nodes;
    }
    println!("nodes {fewest:>9} fewest options, {lowest:>9} lowest cell: all nine examples");
    divan::main();
}

/// All 11,520 solutions of the Soma cube, placements included: the engine's measure.
#[divan::bench]
fn soma_cube() -> u64 {
    cover(divan::black_box(&CUBE)).count()
}

/// The same count by `soma::count_ways`, which searches one in 24 of the solutions (the L
/// restricted to one placement per orbit of the cube's rotations) and multiplies by 24.
#[divan::bench]
fn soma_cube_count_ways() -> u64 {
    count_ways(divan::black_box(&CUBE))
}

/// The same with the baseline branching rule.
#[divan::bench]
fn soma_cube_lowest_cell() -> u64 {
    cover(divan::black_box(&CUBE))
        .with_lowest_cell_rule()
        .count()
}

/// The nine TopCoder examples, each parsed, placed and counted by the engine.
#[divan::bench]
fn nine_examples() -> u64 {
    EXAMPLES
        .iter()
        .map(|(_, pattern, _)| cover(divan::black_box(pattern)).count())
        .sum()
}

/// The same by `soma::count_ways`, counting up to each pattern's rotations.
#[divan::bench]
fn nine_examples_count_ways() -> u64 {
    EXAMPLES
        .iter()
        .map(|(_, pattern, _)| count_ways(divan::black_box(pattern)))
        .sum()
}

/// The same with the baseline branching rule.
#[divan::bench]
fn nine_examples_lowest_cell() -> u64 {
    EXAMPLES
        .iter()
        .map(|(_, pattern, _)| {
            cover(divan::black_box(pattern))
                .with_lowest_cell_rule()
                .count()
        })
        .sum()
}

/// One UVa 197 case by a search of its own: the 480 sorted solutions for one orientation of
/// piece a.
#[divan::bench]
fn uva197_case() -> usize {
    // "a..a..aa...................": cells 0, 3, 6 and 7.
    let a = 1 | 1 << 3 | 1 << 6 | 1 << 7;
    puzzle::uva197::orientation_of(divan::black_box(a)).map_or(0, |orientation| {
        puzzle::uva197::search_solutions_in(orientation).len()
    })
}

/// All 24 orientations of piece a from one search, each rotated and sorted.
#[divan::bench]
fn uva197_all_orientations() -> usize {
    let all = puzzle::uva197::CubeSolutions::search();
    (0..puzzle::uva197::PIECE_A.len())
        .map(|orientation| all.solutions_in(divan::black_box(orientation)).len())
        .sum()
}
