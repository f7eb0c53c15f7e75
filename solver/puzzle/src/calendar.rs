//! The calendar puzzle (DragonFjord's "A-Puzzle-A-Day", seed 003): eight pieces tile a
//! 43-cell board of month and day labels so that exactly one month cell and one day cell
//! stay uncovered, showing a date.
//!
//! The board is drawn in a 7 x 7 square. Rows 0-1 hold the months Jan..Jun and Jul..Dec in
//! columns 0-5; rows 2-5 hold the days 1..28, seven a row; row 6 holds the days 29, 30, 31 in
//! columns 0-2. The other six cells of the square are off the board. Pieces may be rotated and
//! flipped. Cell (row, column) is `[column, row, 0]` in a [`Region`], so region indices run in
//! reading order.
//!
//! This module models the board, the dates and the solutions, and counts them with the
//! exact-cover engine: one search per date ([`solve`]), or one search for all dates at once
//! ([`solve_all`]). It does not read input or print answers (the `calendar` problem does).

use std::fmt;
use std::ops::ControlFlow;

use crate::exact_cover::{for_each_solution_split, FewItems};
use crate::placement::polyomino_placements;
use crate::region::{Bits, Region};

/// Rows and columns of the square the board is drawn in.
pub const SIDE: usize = 7;

/// Number of dates the board can show: every day of a leap year.
pub const DATES: usize = 366;

/// The pieces with all their orientations (rotations and mirror images): piece `p + 1` is
/// `PIECES[p]`, drawn as the seed draws `nd[p]`. Polyomino box masks, bit `x + 8y`.
pub const PIECES: [&[u64]; 8] = [
    // 1: the 2 x 3 rectangle.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("###", "###")),
    // 2: V.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("###", "..#", "..#")),
    // 3: Y.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("#.", "##", "#.", "#.")),
    // 4: U.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("##", ".#", "##")),
    // 5: P.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid(".##", "###")),
    // 6: N.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid(".#", "##", "#.", "#.")),
    // 7: Z.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("..#", "###", "#..")),
    // 8: L.
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("...#", "####")),
];

/// Is the cell at (`row`, `column`) of the 7 x 7 drawing part of the board?
fn on_board(row: usize, column: usize) -> bool {
    match row {
        0 | 1 => column < 6,
        2..=5 => column < SIDE,
        6 => column < 3,
        _ => false,
    }
}

/// The 43 board cells as (row, column), in reading order.
fn board_cells() -> impl Iterator<Item = (usize, usize)> {
    (0..SIDE)
        .flat_map(|row| (0..SIDE).map(move |column| (row, column)))
        .filter(|&(row, column)| on_board(row, column))
}

/// The board cells `keep` accepts, as a region.
fn board_region(keep: impl Fn((usize, usize)) -> bool) -> Region {
    Region::new(
        board_cells()
            .filter(|&cell| keep(cell))
            .map(|(row, column)| [column as i32, row as i32, 0]),
    )
    .expect("the board has 43 cells, a region holds 64")
}

/// The (row, column) of the cell of `month` (1..=12).
fn month_position(month: u32) -> (usize, usize) {
    let month = month as usize - 1;
    (month / 6, month % 6)
}

/// The (row, column) of the cell of `day` (1..=31).
fn day_position(day: u32) -> (usize, usize) {
    let day = day as usize - 1;
    (2 + day / SIDE, day % SIDE)
}

/// Number of days of `month` (1..=12) in a leap year, or `None` for a month outside 1..=12.
///
/// ```
/// use puzzle::calendar::days_in_month;
/// assert_eq!(days_in_month(2), Some(29));
/// assert_eq!(days_in_month(12), Some(31));
/// assert_eq!(days_in_month(13), None);
/// ```
pub fn days_in_month(month: u32) -> Option<u32> {
    match month {
        2 => Some(29),
        4 | 6 | 9 | 11 => Some(30),
        1..=12 => Some(31),
        _ => None,
    }
}

/// A date the board can show: a month 1..=12 and a day of that month (February has 29).
///
/// Dates order by month, then day, which is also the order of [`Date::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    month: u8,
    day: u8,
}

impl Date {
    /// The date `month`/`day`, or `None` when it does not exist (month outside 1..=12, day
    /// outside that month; February 29 exists).
    ///
    /// ```
    /// use puzzle::calendar::Date;
    /// assert!(Date::new(2, 29).is_some());
    /// assert!(Date::new(2, 30).is_none());
    /// assert!(Date::new(4, 31).is_none());
    /// assert!(Date::new(13, 1).is_none());
    /// assert!(Date::new(1, 0).is_none());
    /// ```
    pub fn new(month: u32, day: u32) -> Option<Date> {
        let last = days_in_month(month)?;
        // Both fit in a u8 here: month <= 12, day <= 31.
        (1..=last).contains(&day).then_some(Date {
            month: month as u8,
            day: day as u8,
        })
    }

    /// The month, 1..=12.
    pub fn month(self) -> u32 {
        u32::from(self.month)
    }

    /// The day of the month, 1..=31.
    pub fn day(self) -> u32 {
        u32::from(self.day)
    }

    /// The position of the date in the year, 0 for January 1 up to 365 for December 31.
    ///
    /// ```
    /// use puzzle::calendar::{Date, DATES};
    /// assert_eq!(Date::new(1, 1).map(Date::index), Some(0));
    /// assert_eq!(Date::new(3, 1).map(Date::index), Some(31 + 29));
    /// assert_eq!(Date::new(12, 31).map(Date::index), Some(DATES - 1));
    /// ```
    pub fn index(self) -> usize {
        let before: u32 = (1..self.month()).filter_map(days_in_month).sum();
        (before + self.day() - 1) as usize
    }

    /// All 366 dates in calendar order.
    ///
    /// ```
    /// use puzzle::calendar::{Date, DATES};
    /// assert_eq!(Date::all().count(), DATES);
    /// ```
    pub fn all() -> impl Iterator<Item = Date> {
        (1..=12).flat_map(|month| (1..=31).filter_map(move |day| Date::new(month, day)))
    }

    /// Is (`row`, `column`) one of the two cells this date leaves uncovered?
    fn shows(self, cell: (usize, usize)) -> bool {
        cell == month_position(self.month()) || cell == day_position(self.day())
    }
}

/// Prints `M D`, e.g. `2 29`.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.month, self.day)
    }
}

/// A solved board as its 7 x 7 drawing: for each cell in row-major order, `b'1'..=b'8'` for the
/// piece covering it, `b'.'` for the two uncovered date cells, `b'#'` for cells off the board.
///
/// Solutions order as their 49-character row-major strings. Solutions of one date differ only
/// in piece digits, so for them this is the order of the piece labellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Solution {
    cells: [u8; SIDE * SIDE],
}

/// Draws the solutions of one region of the board: made once per search, since every
/// solution found is drawn (25,061 in [`solve_all`]).
struct Drawer {
    /// The drawing with no piece: `.` on the board, `#` off it.
    blank: [u8; SIDE * SIDE],
    /// `position[i]`: where region cell `i` is in the drawing.
    position: Vec<usize>,
}

impl Drawer {
    fn new(region: &Region) -> Drawer {
        let mut blank = [b'#'; SIDE * SIDE];
        for (row, column) in board_cells() {
            blank[row * SIDE + column] = b'.';
        }
        let position = region.cells().iter();
        let position = position.map(|&[x, y, _]| y as usize * SIDE + x as usize);
        Drawer {
            blank,
            position: position.collect(),
        }
    }

    /// The drawing of `placements[p]`, the region mask covered by piece `p + 1`. Board cells
    /// no piece covers are `.`.
    fn draw(&self, placements: &[u64]) -> Solution {
        let mut cells = self.blank;
        for (piece, &mask) in placements.iter().enumerate() {
            for index in Bits(mask) {
                // At most 8 pieces: the digit stays in '1'..='8'.
                cells[self.position[index]] = b'1' + piece as u8;
            }
        }
        Solution { cells }
    }
}

impl Solution {
    /// Reads a drawing as [`Solution`]'s `Display` prints it: 7 lines of 7 characters from
    /// `#`, `.`, `1`..`8`. `None` for anything else. This does not check it is a tiling (see
    /// [`Solution::verify`]).
    ///
    /// ```
    /// use puzzle::calendar::Solution;
    /// let text = "1111.1#\n111111#\n1111111\n1111111\n1111111\n1111111\n.11####";
    /// let drawing = Solution::from_drawing(text).expect("7 x 7 from the alphabet");
    /// assert_eq!(drawing.to_string(), text);
    /// assert!(Solution::from_drawing("1111.1#").is_none());
    /// ```
    pub fn from_drawing(text: &str) -> Option<Solution> {
        let mut cells = [0; SIDE * SIDE];
        let mut lines = text.lines();
        for row in cells.chunks_exact_mut(SIDE) {
            let line = lines.next()?.as_bytes();
            if line.len() != SIDE || !line.iter().all(|&c| matches!(c, b'#' | b'.' | b'1'..=b'8')) {
                return None;
            }
            row.copy_from_slice(line);
        }
        lines.next().is_none().then_some(Solution { cells })
    }

    /// The 49 cells in row-major order, as described on [`Solution`].
    pub fn cells(&self) -> &[u8; SIDE * SIDE] {
        &self.cells
    }

    /// The seven rows of the drawing, each 7 ASCII characters.
    pub fn rows(&self) -> impl Iterator<Item = &str> {
        self.cells
            .chunks_exact(SIDE)
            .map(|row| std::str::from_utf8(row).expect("cells are ASCII"))
    }

    /// Checks that this drawing solves the puzzle for `date`: `#` exactly off the board, `.`
    /// exactly on the date's two cells, and the cells of each digit `p` forming piece `p` in one
    /// of its orientations (so every other board cell is covered by exactly one piece).
    ///
    /// # Errors
    ///
    /// What is wrong, e.g. `cell (0, 6) should be '#'` or `piece 3 is not its shape`.
    ///
    /// # Complexity
    ///
    /// O(49 · 8).
    pub fn verify(&self, date: Date) -> Result<(), String> {
        for (index, &cell) in self.cells.iter().enumerate() {
            let (row, column) = (index / SIDE, index % SIDE);
            let expected = if !on_board(row, column) {
                Some(b'#')
            } else if date.shows((row, column)) {
                Some(b'.')
            } else {
                None
            };
            let fits = match expected {
                Some(expected) => cell == expected,
                None => (b'1'..=b'8').contains(&cell),
            };
            if !fits {
                let wanted = expected.map_or("a piece digit".to_string(), |c| {
                    format!("'{}'", char::from(c))
                });
                return Err(format!("cell ({row}, {column}) should be {wanted}"));
            }
        }
        for (piece, orientations) in PIECES.iter().enumerate() {
            let digit = b'1' + piece as u8;
            let at = |index: &usize| self.cells[*index] == digit;
            let cells: Vec<usize> = (0..SIDE * SIDE).filter(at).collect();
            let top = cells.iter().map(|index| index / SIDE).min().unwrap_or(0);
            let left = cells.iter().map(|index| index % SIDE).min().unwrap_or(0);
            let shape = cells.iter().fold(0u64, |mask, index| {
                mask | 1 << (index % SIDE - left + 8 * (index / SIDE - top))
            });
            if !orientations.contains(&shape) {
                return Err(format!("piece {} is not its shape", piece + 1));
            }
        }
        Ok(())
    }
}

/// Prints the 7 rows of the drawing separated by newlines, without a final newline.
impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, text) in self.rows().enumerate() {
            if row > 0 {
                f.write_str("\n")?;
            }
            f.write_str(text)?;
        }
        Ok(())
    }
}

/// What a date's solutions come to: how many there are and the smallest one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The number of solutions (distinct labellings of the board cells by pieces).
    pub count: u64,
    /// The smallest solution in the order of [`Solution`], `None` when there is none.
    pub smallest: Option<Solution>,
}

impl Summary {
    fn add(&mut self, solution: Solution) {
        self.count += 1;
        if self.smallest.map_or(true, |smallest| solution < smallest) {
            self.smallest = Some(solution);
        }
    }
}

/// Calls `visit` with every solution for `date`, in the search's order, until it returns
/// `ControlFlow::Break(())`.
///
/// # Complexity
///
/// One exact-cover search of 41 cells: 0.4 to 2.8 ms in release mode, 1.4 ms on average over
/// the dates (see the `calendar` benchmark). Splitting it like [`solve_all`] does costs more
/// than it saves at this size.
///
/// ```
/// use puzzle::calendar::{for_each_solution, Date};
/// use std::ops::ControlFlow;
///
/// let date = Date::new(2, 29).expect("a leap day");
/// let mut first = None;
/// for_each_solution(date, |solution| {
///     first = Some(*solution);
///     ControlFlow::Break(())
/// });
/// assert_eq!(first.map(|s| s.verify(date)), Some(Ok(())));
/// ```
pub fn for_each_solution(date: Date, mut visit: impl FnMut(&Solution) -> ControlFlow<()>) {
    let region = board_region(|cell| !date.shows(cell));
    let pieces = PIECES
        .iter()
        .map(|orientations| polyomino_placements(&region, orientations))
        .collect();
    let drawer = Drawer::new(&region);
    FewItems::new(region.len(), pieces)
        .for_each_solution(|placements| visit(&drawer.draw(placements)));
}

/// The number of solutions for `date` and the smallest, by one search of that date.
///
/// # Complexity
///
/// As [`for_each_solution`].
///
/// ```
/// use puzzle::calendar::{solve, Date};
///
/// let summary = solve(Date::new(1, 1).expect("exists"));
/// assert_eq!(summary.count, 64);
/// ```
pub fn solve(date: Date) -> Summary {
    let mut summary = Summary::default();
    for_each_solution(date, |solution| {
        summary.add(*solution);
        ControlFlow::Continue(())
    });
    summary
}

/// With this many distinct dates asked or more, one search over all dates is faster than a
/// search per date: in release mode one search over all dates (0.14 s) takes as long as about
/// 100 single dates (1.4 ms each on average; `cargo bench -p puzzle --bench calendar`).
pub const ONE_PASS_FROM: usize = 100;

/// The summary of each of `dates` at its [`Date::index`] (other entries empty): each date
/// searched once however often it is asked, or all dates in one [`solve_all`] when at least
/// [`ONE_PASS_FROM`] distinct dates are asked.
///
/// ```
/// use puzzle::calendar::{summaries, Date};
///
/// let leap_day = Date::new(2, 29).expect("a date");
/// let found = summaries([leap_day, leap_day].iter());
/// assert_eq!(found[leap_day.index()].count, 64);
/// assert_eq!(found.iter().filter(|summary| summary.count > 0).count(), 1);
/// ```
pub fn summaries<'a>(dates: impl Iterator<Item = &'a Date>) -> Vec<Summary> {
    let mut asked = [false; DATES];
    for date in dates {
        asked[date.index()] = true;
    }
    if asked.iter().filter(|&&asked| asked).count() >= ONE_PASS_FROM {
        return solve_all();
    }
    let mut summaries = vec![Summary::default(); DATES];
    for date in Date::all().filter(|date| asked[date.index()]) {
        summaries[date.index()] = solve(date);
    }
    summaries
}

/// [`Summary`] of every date, indexed by [`Date::index`], from one search.
///
/// The search covers the whole 43-cell board with the eight pieces and two one-cell "holes",
/// one allowed on the month cells and one on the day cells, so each solution shows one date
/// (solutions showing a date that does not exist, like February 30, are dropped). It branches
/// first on the placements of [`SPLIT_PIECE`] (see [`for_each_solution_split`]), never on the
/// holes ([`crate::exact_cover::ExactCover::with_holes_from`]), drops the placements that
/// cut off a region no set of the other pieces fills ([`Fill::fillable`]), and skips the states
/// met again with no solution below them
/// ([`crate::exact_cover::FewItems::remembering_dead_states`]). Measured (search nodes):
/// 939,437 branching on the holes and keeping every placement, 688,143 not branching on the
/// holes, 607,582 also dropping the placements, 509,918 also skipping the dead states.
///
/// # Complexity
///
/// About 45 ms for the 25,061 covers (the `calendar` program, `docs/PERFORMANCE.md`, session
/// five); one search per date takes several times that in all (see the `calendar` benchmark).
///
/// ```no_run
/// use puzzle::calendar::solve_all;
///
/// let summaries = solve_all();
/// assert_eq!(summaries.iter().map(|s| s.count).sum::<u64>(), 24_405);
/// ```
pub fn solve_all() -> Vec<Summary> {
    let region = board_region(|_| true);
    let mut pieces: Vec<Vec<u64>> = PIECES
        .iter()
        .map(|orientations| polyomino_placements(&region, orientations))
        .collect();
    // label[index] is the month or day number of region cell `index`.
    let mut label = vec![0; region.len()];
    let mut hole = |number: u32, (row, column): (usize, usize)| {
        let index = region
            .index_of([column as i32, row as i32, 0])
            .expect("date cells are on the board");
        label[index] = number;
        1u64 << index
    };
    let month_holes = (1..=12).map(|month| hole(month, month_position(month)));
    pieces.push(month_holes.collect());
    let day_holes = (1..=31).map(|day| hole(day, day_position(day)));
    pieces.push(day_holes.collect());
    let fill = Fill::new(
        &region,
        pieces[8].iter().fold(0, |m, c| m | c),
        pieces[9].iter().fold(0, |m, c| m | c),
    );
    let all = region.full_mask();
    // Pieces 8 and 9 are the holes; only the rectangle has 6 cells.
    let keep = |fixed: u64, mask: u64| {
        let rectangle_free = fixed.count_ones() != 6 && mask.count_ones() != 6;
        fill.fillable(all & !(fixed | mask), rectangle_free)
    };
    let drawer = Drawer::new(&region);
    let mut summaries = vec![Summary::default(); DATES];
    for_each_solution_split(region.len(), &pieces, SPLIT_PIECE, 8, keep, |placements| {
        let [month, day] = [8, 9].map(|hole| label[placements[hole].trailing_zeros() as usize]);
        if let Some(date) = Date::new(month, day) {
            summaries[date.index()].add(drawer.draw(&placements[..8]));
        }
    });
    summaries
}

/// What [`solve_all`] knows of the board's geometry to drop placements early: each cell's
/// neighbours, and where the holes may go.
struct Fill {
    /// The region's cells in runs of consecutive indices that lie side by side in a row, as
    /// `(first index, length, first drawing bit)`: the drawing bit of cell (row, column) is
    /// `column + 8 row`, so a run maps to the drawing with one mask and one shift.
    runs: Vec<(u32, u32, u32)>,
    /// The month cells, where the month hole may go, as drawing bits.
    months: u64,
    /// The day cells, where the day hole may go, as drawing bits.
    days: u64,
}

/// The drawing bits of a row: the board is at most 7 wide, so bit 7 of every row stays empty
/// and a shift by one along a row never wraps into the next.
const ROW_BITS: u32 = 8;

impl Fill {
    fn new(region: &Region, months: u64, days: u64) -> Fill {
        let mut runs: Vec<(u32, u32, u32)> = Vec::new();
        for (index, &[x, y, _]) in region.cells().iter().enumerate() {
            assert!((0..SIDE as i32).contains(&x), "the board is {SIDE} wide");
            let bit = x as u32 + ROW_BITS * y as u32;
            // Bit 7 of a row is never a cell: a run never goes on into the next row.
            match runs.last_mut() {
                Some((_, length, start)) if *start + *length == bit => *length += 1,
                _ => runs.push((index as u32, 1, bit)),
            }
        }
        let mut fill = Fill {
            runs,
            months: 0,
            days: 0,
        };
        (fill.months, fill.days) = (fill.drawing(months), fill.drawing(days));
        fill
    }

    /// The region mask `cells` as drawing bits.
    fn drawing(&self, cells: u64) -> u64 {
        self.runs.iter().fold(0, |bits, &(first, length, start)| {
            bits | (cells >> first & !(u64::MAX << length)) << start
        })
    }

    /// Can the cells `open` still be filled by pentominoes, the 2 x 3 rectangle when
    /// `rectangle` says it is free, and the two holes? A necessary condition: `open` falls into
    /// connected regions (4-neighbours), and each region is filled by pieces and holes of its
    /// own, so its size is 5a + 6b + h with b = 0 or 1 (b = 1 in at most one region, and only
    /// when the rectangle is free) and h at most the holes that may lie in it (the month hole
    /// if it has a month cell, the day hole if it has a day cell). A placement that leaves a
    /// region of 4, 9 or 14 cells, say, is in no solution.
    ///
    /// O(n) for n open cells.
    fn fillable(&self, open: u64, rectangle: bool) -> bool {
        let mut rest = self.drawing(open);
        // For steps of 1, 2 and 4 along a row: the open cells with the cells that far before
        // them (right) or after them (left) open too. Another region's cells are never next
        // to this one's, so these serve every region of `open`.
        let mut passes = [(rest, rest); 3];
        for step in [1, 2] {
            let (right, left) = passes[step - 1];
            passes[step] = (right & right << step, left & left >> step);
        }
        let mut need_rectangle = 0;
        while rest != 0 {
            // Grow the region of the lowest open cell: whole runs along its rows (a run is at
            // most 7 cells: three doubling steps each way), then one row up and down, until
            // it stops.
            let mut part = rest & rest.wrapping_neg();
            loop {
                let (mut right, mut left) = (part, part);
                for (step, &(right_open, left_open)) in [1, 2, 4].into_iter().zip(&passes) {
                    right |= right_open & right << step;
                    left |= left_open & left >> step;
                }
                let row = right | left;
                let grown = row | (row << ROW_BITS | row >> ROW_BITS) & rest;
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            let size = part.count_ones();
            let holes = u32::from(part & self.months != 0) + u32::from(part & self.days != 0);
            let fits = |six: u32| (0..=holes).any(|h| size >= h + six && (size - h - six) % 5 == 0);
            if !fits(0) {
                if !(rectangle && fits(6)) {
                    return false;
                }
                need_rectangle += 1;
            }
        }
        need_rectangle <= 1
    }
}

/// The piece [`solve_all`] branches on first: the Z, piece 7. Measured in release mode, the
/// all-dates search took 139 ms split on the Z, 169 to 300 ms split on another piece (N 169,
/// Y and U 177, V 208, L 212, rectangle 219, P 300) and 245 ms unsplit. Two levels of
/// splitting (the Z, then another piece) took longer than one.
const SPLIT_PIECE: usize = 6;

#[cfg(test)]
mod tests {
    use super::*;

    fn date(month: u32, day: u32) -> Date {
        Date::new(month, day).expect("a date that exists")
    }

    #[test]
    fn board_has_twelve_months_and_31_days() {
        assert_eq!(board_cells().count(), 43);
        let mut cells: Vec<(usize, usize)> = (1..=12).map(month_position).collect();
        cells.extend((1..=31).map(day_position));
        cells.sort_unstable();
        assert!(cells.iter().copied().eq(board_cells()));
    }

    /// Regions of the board that the pieces and holes can or cannot fill, by size.
    #[test]
    fn fillable_regions() {
        let region = board_region(|_| true);
        let cell = |row: i32, column: i32| region.mask_of([[column, row, 0]]).expect("a cell");
        let mask = |cells: &[(i32, i32)]| cells.iter().fold(0, |m, &(r, c)| m | cell(r, c));
        let months = (0..12).fold(0, |m, i| m | cell(i / 6, i % 6));
        let fill = Fill::new(&region, months, region.full_mask() & !months);
        // The whole board: 43 = 7 * 5 + 6 + 2 holes.
        assert!(fill.fillable(region.full_mask(), true));
        assert!(!fill.fillable(region.full_mask(), false));
        // Four day cells in a row: no piece has 4 cells, and one hole leaves 3.
        let four = mask(&[(2, 0), (2, 1), (2, 2), (2, 3)]);
        assert!(!fill.fillable(four, true));
        // Five: a pentomino; six: a pentomino and the day hole, or the rectangle.
        let five = four | cell(2, 4);
        assert!(fill.fillable(five, false));
        assert!(fill.fillable(five | cell(2, 5), false));
        // Seven day cells: 5 + the day hole leaves one, 6 + 1 needs the rectangle.
        let seven = five | cell(2, 5) | cell(2, 6);
        assert!(!fill.fillable(seven, false));
        assert!(fill.fillable(seven, true));
        // Two separate regions of seven cannot both have the rectangle.
        let other = mask(&[(4, 0), (4, 1), (4, 2), (4, 3), (4, 4), (4, 5), (4, 6)]);
        assert!(!fill.fillable(seven | other, true));
        // Eight cells with a month and a day cell: 6 + both holes.
        let eight = mask(&[
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3),
            (1, 4),
            (1, 5),
            (2, 4),
            (2, 5),
        ]);
        assert!(fill.fillable(eight, true));
        assert!(!fill.fillable(eight, false));
    }

    /// [`Fill::fillable`] by a plain search of each region, cell by cell through the
    /// neighbours' coordinates, and the same rule on the sizes.
    fn fillable_by_search(region: &Region, months: u64, open: u64, rectangle: bool) -> bool {
        let mut rest = open;
        let mut need_rectangle = 0;
        while rest != 0 {
            let mut part = 0u64;
            let mut stack = vec![rest.trailing_zeros() as usize];
            while let Some(index) = stack.pop() {
                if part >> index & 1 == 0 && rest >> index & 1 == 1 {
                    part |= 1 << index;
                    let [x, y, _] = region.cells()[index];
                    for next in [[x + 1, y, 0], [x - 1, y, 0], [x, y + 1, 0], [x, y - 1, 0]] {
                        stack.extend(region.index_of(next));
                    }
                }
            }
            rest &= !part;
            let size = part.count_ones();
            let holes = u32::from(part & months != 0) + u32::from(part & !months != 0);
            let fits = |six: u32| (0..=holes).any(|h| size >= h + six && (size - h - six) % 5 == 0);
            if !fits(0) {
                if !(rectangle && fits(6)) {
                    return false;
                }
                need_rectangle += 1;
            }
        }
        need_rectangle <= 1
    }

    proptest::proptest! {
        /// Growing regions by runs and rows decides as a plain search does, on random sets of
        /// board cells (dense ones, so that regions are large and winding).
        #[test]
        fn fillable_agrees_with_a_plain_search(
            picks in proptest::collection::vec(proptest::prelude::any::<u64>(), 3),
            rectangle in proptest::prelude::any::<bool>(),
        ) {
            let region = board_region(|_| true);
            let months = (0..12).fold(0, |m, i| m | region.mask_of([[i % 6, i / 6, 0]]).expect("a cell"));
            let fill = Fill::new(&region, months, region.full_mask() & !months);
            // Each cell open with probability 7/8.
            let open = region.full_mask() & (picks[0] | picks[1] | picks[2]);
            proptest::prop_assert_eq!(
                fill.fillable(open, rectangle),
                fillable_by_search(&region, months, open, rectangle)
            );
        }
    }

    #[test]
    fn pieces_are_the_seeds() {
        let sizes: Vec<u32> = PIECES.iter().map(|p| p[0].count_ones()).collect();
        assert_eq!(sizes, [6, 5, 5, 5, 5, 5, 5, 5]);
        // Orientations: rectangle 2; V, U and Z 4 (each has a mirror axis); Y, P, N and L 8.
        let orientations: Vec<usize> = PIECES.iter().map(|p| p.len()).collect();
        assert_eq!(orientations, [2, 4, 8, 4, 8, 8, 4, 8]);
        // No two pieces share a shape.
        for (i, a) in PIECES.iter().enumerate() {
            for b in &PIECES[i + 1..] {
                assert!(a.iter().all(|mask| !b.contains(mask)));
            }
        }
    }

    #[test]
    fn dates_exist_as_in_a_leap_year() {
        assert!(Date::new(2, 29).is_some());
        for (month, day) in [(2, 30), (2, 31), (4, 31), (6, 31), (9, 31), (11, 31)] {
            assert!(Date::new(month, day).is_none(), "{month} {day}");
        }
        for (month, day) in [
            (0, 5),
            (13, 1),
            (1, 0),
            (1, 32),
            (u32::MAX, 1),
            (1, u32::MAX),
        ] {
            assert!(Date::new(month, day).is_none(), "{month} {day}");
        }
        let all: Vec<Date> = Date::all().collect();
        assert_eq!(all.len(), DATES);
        for (index, date) in all.iter().enumerate() {
            assert_eq!(date.index(), index);
        }
        assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(all.last().map(|d| d.to_string()), Some("12 31".to_string()));
    }

    #[test]
    fn drawing_marks_board_and_date_cells() {
        let region = board_region(|_| true);
        // One "piece" on every cell but Jan and 31.
        let everything = region.full_mask();
        let jan = region.mask_of([[0, 0, 0]]).expect("on the board");
        let day31 = region.mask_of([[2, 6, 0]]).expect("on the board");
        let solution = Drawer::new(&region).draw(&[everything & !jan & !day31]);
        let expected = ".11111#\n111111#\n1111111\n1111111\n1111111\n1111111\n11.####";
        assert_eq!(solution.to_string(), expected);
        assert_eq!(Solution::from_drawing(expected), Some(solution));
        assert_eq!(
            solution.verify(date(1, 31)),
            Err("piece 1 is not its shape".to_string())
        );
    }

    /// The seed's solution for August 19, its digits 0 turned to `.` and blanks to `#`.
    const AUGUST_19: &str = "441112#\n4.1112#\n4472223\n7776663\n7566.33\n5588883\n558####";

    #[test]
    fn verify_accepts_the_seeds_solution_and_rejects_broken_ones() {
        let good = Solution::from_drawing(AUGUST_19).expect("a drawing");
        assert_eq!(good.verify(date(8, 19)), Ok(()));
        assert_eq!(
            good.verify(date(8, 18)),
            Err("cell (4, 3) should be '.'".to_string())
        );
        // Swap two cells of pieces 4 and 1: both lose their shapes.
        let swapped = AUGUST_19.replacen("441", "414", 1);
        let bad = Solution::from_drawing(&swapped).expect("a drawing");
        assert_eq!(
            bad.verify(date(8, 19)),
            Err("piece 1 is not its shape".to_string())
        );
        let off = Solution::from_drawing(&AUGUST_19.replacen('#', "2", 1)).expect("a drawing");
        assert_eq!(
            off.verify(date(8, 19)),
            Err("cell (0, 6) should be '#'".to_string())
        );
        let hole = Solution::from_drawing(&AUGUST_19.replacen('5', ".", 1)).expect("a drawing");
        assert_eq!(
            hole.verify(date(8, 19)),
            Err("cell (4, 1) should be a piece digit".to_string())
        );
    }

    /// Every solution of a date is a tiling, all are distinct, and the smallest is the minimum.
    fn check_date(month: u32, day: u32) -> u64 {
        let date = date(month, day);
        let mut all = Vec::new();
        for_each_solution(date, |solution| {
            assert_eq!(solution.verify(date), Ok(()), "{date}\n{solution}");
            all.push(*solution);
            ControlFlow::Continue(())
        });
        all.sort_unstable();
        all.dedup();
        let summary = solve(date);
        assert_eq!(summary.count, all.len() as u64);
        assert_eq!(summary.smallest, all.first().copied());
        summary.count
    }

    #[test]
    fn counts_of_some_dates() {
        // January 1 to 4 as counted by an independent solver (anowell/today-puzzle's README).
        assert_eq!(check_date(1, 1), 64);
        assert_eq!(check_date(1, 2), 109);
        assert_eq!(check_date(1, 3), 47);
        assert_eq!(check_date(1, 4), 103);
        assert!(check_date(2, 29) > 0);
        assert!(check_date(8, 19) > 0);
    }
}

#[cfg(test)]
mod all_dates {
    use super::*;

    /// About 5 s in a debug build (the single searches 3 s of it), 0.7 s in release.
    #[test]
    fn one_pass_total_every_date_solvable_and_agrees_with_single_searches() {
        let summaries = solve_all();
        assert_eq!(summaries.iter().map(|s| s.count).sum::<u64>(), 24_405);
        for (date, summary) in Date::all().zip(&summaries) {
            assert!(summary.count >= 1, "{date}");
            let smallest = summary.smallest.expect("a solution");
            assert_eq!(smallest.verify(date), Ok(()), "{date}");
        }
        let count = |date: &Date| summaries[date.index()].count;
        let most = Date::all().max_by_key(count);
        assert_eq!(
            most.map(|date| (date.to_string(), count(&date))),
            Some(("1 25".into(), 216))
        );
        let fewest = Date::all().min_by_key(count);
        assert_eq!(
            fewest.map(|date| (date.to_string(), count(&date))),
            Some(("10 6".into(), 7))
        );
        for date in Date::all() {
            assert_eq!(solve(date), summaries[date.index()], "{date}");
        }
    }
}
