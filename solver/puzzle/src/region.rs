//! A [`Region`]: the set of cells a puzzle has to fill, with each cell given a compact index so
//! that a set of cells is one `u64` bit mask.
//!
//! It is not a shape of a piece (see [`crate::placement::Orientation`]) and it knows nothing of
//! pieces; it only maps between coordinates and cell indices.

/// A cell of a 3D grid: `[x, y, z]`. 2D puzzles use `z = 0`.
pub type Cell = [i32; 3];

/// The most cells a [`Region`] can hold: a cell set is one `u64`.
pub const MAX_CELLS: usize = 64;

/// The sort key of the region order: `(z, y, x)`.
pub(crate) fn order(&[x, y, z]: &Cell) -> Cell {
    [z, y, x]
}

/// The set bits of a mask as cell indices, lowest first.
///
/// ```
/// use puzzle::region::Bits;
///
/// assert_eq!(Bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
/// assert_eq!(Bits(1 << 63).next(), Some(63));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let bit = self.0.trailing_zeros() as usize;
        self.0 &= self.0.wrapping_sub(1);
        (bit < 64).then_some(bit)
    }
}

/// A set of at most [`MAX_CELLS`] cells of a 3D grid, indexed `0..len()`.
///
/// Cells are indexed in ascending `(z, y, x)` order: x varies fastest, then y, then z. So the
/// 3 x 3 x 3 cube `0..3` in every coordinate gets index `x + 3y + 9z`, UVa 197's linearization.
/// Indexing is in reading order because a search that always fills the lowest empty cell then
/// finds that cell with empty cells only after it (to its right, below it, behind it): the
/// cell is in a corner of what is left, where few placements fit.
///
/// # Example
///
/// ```
/// use puzzle::region::Region;
///
/// let l = Region::new([[0, 0, 0], [0, 1, 0], [1, 1, 0]]).expect("3 cells fit");
/// assert_eq!(l.len(), 3);
/// assert_eq!(l.index_of([1, 1, 0]), Some(2));
/// assert_eq!(l.index_of([1, 0, 0]), None);
/// assert_eq!(l.full_mask(), 0b111);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The cells, sorted by `(z, y, x)`; `cells[i]` has index `i`.
    cells: Vec<Cell>,
}

/// A region with more than [`MAX_CELLS`] cells was asked for: it had `cells` distinct cells.
///
/// It has no `Display` on purpose: every byte of the library counts in a UVa submission, and
/// the `Debug` form says it all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyCells {
    /// How many distinct cells were given.
    pub cells: usize,
}

impl Region {
    /// The region of the given cells. Repeated cells count once, the order given is irrelevant.
    ///
    /// # Errors
    ///
    /// [`TooManyCells`] when there are more than [`MAX_CELLS`] distinct cells.
    ///
    /// # Complexity
    ///
    /// O(n log n) for n cells given.
    ///
    /// # Example
    ///
    /// ```
    /// use puzzle::region::Region;
    ///
    /// let cube = Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells");
    /// assert_eq!(cube.index_of([2, 1, 0]), Some(5));
    /// assert!(Region::new((0..65).map(|x| [x, 0, 0])).is_err());
    /// ```
    pub fn new(cells: impl IntoIterator<Item = Cell>) -> Result<Self, TooManyCells> {
        let mut cells: Vec<Cell> = cells.into_iter().collect();
        cells.sort_unstable_by_key(order);
        cells.dedup();
        match cells.len() {
            0..=MAX_CELLS => Ok(Region { cells }),
            len => Err(TooManyCells { cells: len }),
        }
    }

    /// The number of cells. O(1).
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the region has no cell. O(1).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells in index order. O(1).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The index of `cell`, or `None` when it is not in the region. O(log n).
    pub fn index_of(&self, cell: Cell) -> Option<usize> {
        self.cells.binary_search_by_key(&order(&cell), order).ok()
    }

    /// The mask with one bit per cell of the region: `(1 << len()) - 1`. O(1).
    pub fn full_mask(&self) -> u64 {
        // A shift by 64 is None: the empty region.
        u64::MAX
            .checked_shr((MAX_CELLS - self.cells.len()) as u32)
            .unwrap_or(0)
    }

    /// The mask of the given cells, or `None` when one of them is outside the region.
    ///
    /// O(k log n) for k cells.
    ///
    /// ```
    /// use puzzle::region::Region;
    ///
    /// let row = Region::new((0..5).map(|x| [x, 0, 0])).expect("5 cells");
    /// assert_eq!(row.mask_of([[1, 0, 0], [3, 0, 0]]), Some(0b01010));
    /// assert_eq!(row.mask_of([[5, 0, 0]]), None);
    /// ```
    pub fn mask_of(&self, cells: impl IntoIterator<Item = Cell>) -> Option<u64> {
        cells
            .into_iter()
            .try_fold(0, |mask, cell| Some(mask | 1 << self.index_of(cell)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_mask_at_every_size() {
        for n in 0..=64 {
            let region = Region::new((0..n).map(|x| [x, 0, 0])).expect("at most 64 cells");
            assert_eq!(region.full_mask().count_ones() as i32, n);
        }
    }

    #[test]
    fn duplicates_count_once() {
        let region = Region::new([[1, 0, 0], [1, 0, 0], [0, 0, 0]]).expect("2 cells");
        assert_eq!(region.cells(), &[[0, 0, 0], [1, 0, 0]]);
    }

    #[test]
    fn index_order_is_x_then_y_then_z() {
        let region = Region::new([[1, 0, 1], [0, 1, 0], [1, 0, 0], [0, 0, 1]]).expect("4 cells");
        assert_eq!(
            region.cells(),
            &[[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 0, 1]]
        );
    }

    #[test]
    fn too_many_cells() {
        let err = Region::new((0..100).map(|i| [i % 10, i / 10, 0])).expect_err("100 > 64");
        assert_eq!(err, TooManyCells { cells: 100 });
    }

    #[test]
    fn negative_coordinates() {
        let region = Region::new([[-1, -1, -1], [0, 0, 0]]).expect("2 cells");
        assert_eq!(region.index_of([-1, -1, -1]), Some(0));
        assert_eq!(region.mask_of([[0, 0, 0]]), Some(2));
    }
}
