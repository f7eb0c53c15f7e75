//! The calendar puzzle (DragonFjord's "A-Puzzle-A-Day", seed 003): eight pieces tile a
//! 43-cell board of month and day labels so that exactly one month cell and one day cell
//! stay uncovered, showing a date.
//!
//! The board is drawn in a 7 x 7 square. Rows 0-1 hold the months Jan..Jun and Jul..Dec in
//! columns 0-5; rows 2-5 hold the days 1..28, seven a row; row 6 holds the days 29, 30, 31 in
//! columns 0-2. The other six cells of the square are off the board. Pieces may be rotated and
//! flipped. Cells are bits `column + 8 * row` of a `u64`, the layout of
//! `tables::polyomino_orientations!`, so an orientation moves by adding to its bit positions.
//!
//! This module models the board, the dates and the solutions, and counts them with the
//! exact-cover engine. It does not read input or print answers (the `calendar` problem does).

use std::fmt;

/// Rows and columns of the square the board is drawn in.
pub const SIDE: usize = 7;

/// Number of dates the board can show: every day of a leap year.
pub const DATES: usize = 366;

/// Width of a row in a cell mask, as in `tables::polyomino_orientations!`.
const ROW_BITS: usize = 8;

fn bit(row: usize, column: usize) -> u32 {
    // Both are below SIDE, so the bit is below 64.
    (column + ROW_BITS * row) as u32
}

/// Is the cell at (`row`, `column`) of the 7 x 7 drawing part of the board?
fn on_board(row: usize, column: usize) -> bool {
    match row {
        0 | 1 => column < 6,
        2..=5 => column < SIDE,
        6 => column < 3,
        _ => false,
    }
}

/// The mask of all 43 board cells.
fn board_mask() -> u64 {
    let mut mask = 0;
    for row in 0..SIDE {
        for column in 0..SIDE {
            if on_board(row, column) {
                mask |= 1 << bit(row, column);
            }
        }
    }
    mask
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
        if (1..=last).contains(&day) {
            // Both fit: month <= 12, day <= 31.
            Some(Date {
                month: month as u8,
                day: day as u8,
            })
        } else {
            None
        }
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
        let before: u32 = (1..self.month()).filter_map(days_in_month).sum::<u32>();
        (before + self.day() - 1) as usize
    }

    /// All 366 dates in calendar order.
    ///
    /// ```
    /// use puzzle::calendar::{Date, DATES};
    /// assert_eq!(Date::all().count(), DATES);
    /// ```
    pub fn all() -> impl Iterator<Item = Date> {
        (1..=12).flat_map(|month| {
            let last = days_in_month(month).unwrap_or(0);
            (1..=last).filter_map(move |day| Date::new(month, day))
        })
    }

    /// The (row, column) of this date's month cell.
    fn month_position(self) -> (usize, usize) {
        let month = usize::from(self.month - 1);
        (month / 6, month % 6)
    }

    /// The (row, column) of this date's day cell.
    fn day_position(self) -> (usize, usize) {
        let day = usize::from(self.day - 1);
        (2 + day / SIDE, day % SIDE)
    }

    /// The mask of the two cells this date leaves uncovered.
    fn holes(self) -> u64 {
        let (month_row, month_column) = self.month_position();
        let (day_row, day_column) = self.day_position();
        1 << bit(month_row, month_column) | 1 << bit(day_row, day_column)
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

impl Solution {
    /// The drawing of `placements[p]`, the cell mask covered by piece `p + 1`, on the board.
    /// Board cells no piece covers are `.`.
    fn from_placements(placements: &[u64]) -> Solution {
        let mut cells = [b'#'; SIDE * SIDE];
        for (row, line) in cells.chunks_exact_mut(SIDE).enumerate() {
            for (column, cell) in line.iter_mut().enumerate() {
                if on_board(row, column) {
                    let at = 1u64 << bit(row, column);
                    *cell = match placements.iter().position(|&mask| mask & at != 0) {
                        // At most 8 pieces, so the digit stays in '1'..='8'.
                        Some(piece) => b'1' + piece as u8,
                        None => b'.',
                    };
                }
            }
        }
        Solution { cells }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_43_cells_twelve_months_and_31_days() {
        assert_eq!(board_mask().count_ones(), 43);
        let months: u64 = (1..=12)
            .filter_map(|m| Date::new(m, 1))
            .map(|d| 1u64 << bit(d.month_position().0, d.month_position().1))
            .fold(0, |a, b| a | b);
        let days: u64 = (1..=31)
            .filter_map(|d| Date::new(1, d))
            .map(|d| 1u64 << bit(d.day_position().0, d.day_position().1))
            .fold(0, |a, b| a | b);
        assert_eq!(months.count_ones(), 12);
        assert_eq!(days.count_ones(), 31);
        assert_eq!(months & days, 0);
        assert_eq!(months | days, board_mask());
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
    fn holes_are_the_month_and_day_cells() {
        let date = Date::new(8, 19).expect("exists");
        // Aug is row 1, column 1; 19 is row 4, column 4.
        assert_eq!(date.holes(), 1 << bit(1, 1) | 1 << bit(4, 4));
    }

    #[test]
    fn empty_drawing_marks_board_and_holes() {
        let date = Date::new(1, 31).expect("exists");
        let solution = Solution::from_placements(&[board_mask() & !date.holes()]);
        let expected = ".11111#\n111111#\n1111111\n1111111\n1111111\n1111111\n11.####";
        assert_eq!(solution.to_string(), expected);
    }
}
