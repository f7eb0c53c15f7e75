//! The exact-cover engine side by side with the best Rust exact-cover crates, on identical
//! instances (`cargo bench -p puzzle --bench peers`; numbers in `docs/PERFORMANCE.md`).
//!
//! - `dlx` 0.8 (Knuth's Algorithm X with dancing links, MRV chooser, no tie-break);
//! - `xcov` 0.3 (safe dancing links, MRV).
//!
//! Every instance is built once, with our placement code, as `(cells, placements of each
//! piece)`, then converted to each crate's input: one option per placement, listing its cells
//! (items `0..cells`) and its piece (item `cells + piece`), options in the same order for all
//! (by piece, then mask). A timed run builds the solver's structure from that input and counts
//! every solution, for all three alike. Instances: the nine TopCoder Soma examples (the first is
//! the cube, 11,520 solutions) and the 366 calendar dates searched one by one (24,405 solutions
//! in all).
//!
//! Before the timings, `main` checks that the three agree on every instance's count.

// Benchmarks are never bundled; divan's `sample_size` expands to const code newer than 1.70.
#![allow(clippy::incompatible_msrv)]

use puzzle::calendar::PIECES as CALENDAR_PIECES;
use puzzle::exact_cover::ExactCover;
use puzzle::placement::{polycube_placements, polyomino_placements};
use puzzle::region::{Bits, Region};
use puzzle::soma::{pattern_region, EXAMPLES, PIECES as SOMA_PIECES};
use std::sync::OnceLock;

/// An exact-cover instance as our engine takes it.
struct Instance {
    cells: usize,
    pieces: Vec<Vec<u64>>,
}

impl Instance {
    /// The options as item lists: cells, then `cells + piece`; by piece, then mask.
    fn options(&self) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for (piece, masks) in self.pieces.iter().enumerate() {
            let mut masks = masks.clone();
            masks.sort_unstable();
            masks.dedup();
            for mask in masks {
                options.push(Bits(mask).chain([self.cells + piece]).collect());
            }
        }
        options
    }

    fn items(&self) -> usize {
        self.cells + self.pieces.len()
    }
}

/// An instance in every solver's input format, built once.
struct Prepared {
    ours: Instance,
    dlx: Vec<Vec<::dlx::Uint>>,
    /// 1-based items, ascending, as xcov wants them.
    xcov: Vec<Vec<usize>>,
}

impl Prepared {
    fn new(ours: Instance) -> Self {
        let options = ours.options();
        let dlx = options
            .iter()
            .map(|items| items.iter().map(|&item| item as ::dlx::Uint).collect())
            .collect();
        let xcov = options
            .iter()
            .map(|items| items.iter().map(|&item| item + 1).collect())
            .collect();
        Prepared { ours, dlx, xcov }
    }

    fn count_ours(&self) -> u64 {
        ExactCover::new(self.ours.cells, self.ours.pieces.clone()).count()
    }

    fn count_dlx(&self) -> u64 {
        use ::dlx::choose::{mrv_chooser, no_tiebreak, prefer_any};
        let items = self.ours.items() as ::dlx::Uint;
        let mut problem = ::dlx::x::make_problem(items, 0, &self.dlx, ::dlx::OptOrder::Seq);
        let mut solver = ::dlx::Solver::new(&mut problem);
        let mut chooser = mrv_chooser(prefer_any(), no_tiebreak());
        let mut solutions = 0;
        while solver.next_solution(&mut chooser) {
            solutions += 1;
        }
        solutions
    }

    fn count_xcov(&self) -> u64 {
        use ::xcov::ExactCoverProblem;
        let mut builder = ::xcov::DlxBuilder::new(self.ours.items(), 0);
        for option in &self.xcov {
            builder.add_option(option);
        }
        let mut problem = ::xcov::MrvExactCoverSearch::new(builder.build());
        let mut solutions = 0;
        while problem.search() {
            solutions += 1;
        }
        solutions
    }
}

fn soma_instance(pattern: &[&str]) -> Instance {
    let region = pattern_region(pattern).expect("a valid pattern");
    let pieces = SOMA_PIECES
        .iter()
        .map(|orientations| polycube_placements(&region, orientations))
        .collect();
    Instance {
        cells: region.len(),
        pieces,
    }
}

/// Days of each month in a leap year.
const MONTH_DAYS: [usize; 12] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/// The calendar board without the cells of `month` and `day` (1-based): rows 0-1 the months
/// in columns 0-5, rows 2-5 days 1..28, row 6 days 29..31; cell (row, column) is
/// `[column, row, 0]`.
fn calendar_instance(month: usize, day: usize) -> Instance {
    let month_cell = ((month - 1) / 6, (month - 1) % 6);
    let day_cell = (2 + (day - 1) / 7, (day - 1) % 7);
    let board = (0..7usize)
        .flat_map(|row| (0..7usize).map(move |column| (row, column)))
        .filter(|&(row, column)| match row {
            0 | 1 => column < 6,
            6 => column < 3,
            _ => true,
        });
    let cells = board
        .filter(|&cell| cell != month_cell && cell != day_cell)
        .map(|(row, column)| [column as i32, row as i32, 0]);
    let region = Region::new(cells).expect("41 cells");
    let pieces = CALENDAR_PIECES
        .iter()
        .map(|orientations| polyomino_placements(&region, orientations))
        .collect();
    Instance {
        cells: region.len(),
        pieces,
    }
}

/// The instances by name: the nine Soma examples, then `calendar` (the 366 dates).
fn instances() -> &'static [(&'static str, Vec<Prepared>)] {
    static INSTANCES: OnceLock<Vec<(&str, Vec<Prepared>)>> = OnceLock::new();
    INSTANCES.get_or_init(|| {
        let mut all: Vec<(&str, Vec<Prepared>)> = EXAMPLES
            .iter()
            .map(|&(name, pattern, _)| (name, vec![Prepared::new(soma_instance(pattern))]))
            .collect();
        let dates = MONTH_DAYS
            .iter()
            .enumerate()
            .flat_map(|(month, &days)| (1..=days).map(move |day| (month + 1, day)))
            .map(|(month, day)| Prepared::new(calendar_instance(month, day)))
            .collect();
        all.push(("calendar", dates));
        all
    })
}

fn instance(name: &str) -> &'static [Prepared] {
    let found = instances().iter().find(|(known, _)| *known == name);
    &found.expect("a known instance").1
}

fn main() {
    let expected = EXAMPLES.iter().map(|&(name, _, count)| (name, count));
    for (name, count) in expected.chain([("calendar", 24_405)]) {
        let parts = instance(name);
        let counts = [
            Prepared::count_ours as fn(&Prepared) -> u64,
            Prepared::count_dlx,
            Prepared::count_xcov,
        ]
        .map(|count| parts.iter().map(count).sum::<u64>());
        assert_eq!(counts, [count; 3], "{name}: ours, dlx, xcov");
        let options: usize = parts.iter().map(|part| part.dlx.len()).sum();
        println!("{name:>12}: {count:>6} solutions, {options:>6} options, all three agree");
    }
    // Two seconds at most per benchmark (the slowest take seconds per run); `--max-time` on
    // the command line overrides it.
    divan::Divan::default()
        .max_time(std::time::Duration::from_secs(2))
        .config_with_args()
        .main();
}

/// Times `count` on every part of instance `name`, summed.
fn bench_all(bencher: divan::Bencher, name: &str, count: fn(&Prepared) -> u64) {
    let parts = instance(name);
    bencher.bench(|| parts.iter().map(count).sum::<u64>());
}

/// Times our engine on every part of instance `name`: `ExactCover::new` takes its pieces by
/// value, so the copies it consumes are made outside the timed part.
fn bench_ours(bencher: divan::Bencher, name: &str) {
    let parts = instance(name);
    bencher
        .with_inputs(|| {
            let pieces = parts.iter().map(|part| part.ours.pieces.clone());
            pieces.collect::<Vec<_>>()
        })
        .bench_values(|inputs| {
            let counts = inputs
                .into_iter()
                .zip(parts)
                .map(|(pieces, part)| ExactCover::new(part.ours.cells, pieces).count());
            counts.sum::<u64>()
        });
}

/// One module of three benchmarks per instance, so divan prints the solvers side by side. Each
/// instance names its sample size: the runs of the smallest take about a microsecond, too
/// short to time one by one.
macro_rules! side_by_side {
    ($($name:ident $size:literal)*) => {$(
        mod $name {
            /// Our engine: `ExactCover::new` and `count`.
            #[divan::bench(sample_size = $size)]
            fn ours(bencher: divan::Bencher) {
                super::bench_ours(bencher, stringify!($name));
            }

            /// `dlx` 0.8: `make_problem`, then `next_solution` with the MRV chooser.
            #[divan::bench(sample_size = $size)]
            fn dlx(bencher: divan::Bencher) {
                super::bench_all(bencher, stringify!($name), super::Prepared::count_dlx);
            }

            /// `xcov` 0.3: `DlxBuilder`, then `MrvExactCoverSearch::search` to the end.
            #[divan::bench(sample_size = $size)]
            fn xcov(bencher: divan::Bencher) {
                super::bench_all(bencher, stringify!($name), super::Prepared::count_xcov);
            }
        }
    )*};
}

side_by_side!(
    cube 1
    crystal 1
    wall 10
    chase_lounge 100
    tower 1
    replication 10
    disjoint 1000
    monument 10
    gallows 10
    calendar 1
);
