//! Placements: every way one piece fits into a [`Region`], as cell masks of that region.
//!
//! A piece comes as its orientations, usually the box masks the `tables` macros derive
//! (`polycube_orientations!`: bit `x + 4y + 16z` in a 4x4x4 box; `polyomino_orientations!`:
//! bit `x + 8y` in an 8x8 box). This module decodes them into an [`Orientation`] (a list of
//! cells) and translates each orientation over the region. It does not rotate anything: the
//! orientations are given.

use crate::region::{order, Bits, Cell, Region};

/// One orientation of a piece: its cells, translated so the minimum x, y and z are 0, sorted by
/// `(z, y, x)` like the cells of a [`Region`].
///
/// # Example
///
/// ```
/// use puzzle::placement::Orientation;
///
/// // The V tricube in the polycube box encoding: bits 0, 1 and 4 are (0,0,0), (1,0,0), (0,1,0).
/// let v = Orientation::from_polycube_mask(0b1_0011);
/// assert_eq!(v.cells(), &[[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
/// assert_eq!(Orientation::new([[5, 6, 7], [5, 7, 7]]).cells(), &[[0, 0, 0], [0, 1, 0]]);
/// assert_eq!(Orientation::from_polyomino_mask(0b1_0000_0010).cells(), &[[1, 0, 0], [0, 1, 0]]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orientation {
    cells: Vec<Cell>,
}

impl Orientation {
    /// The orientation with these cells, normalized (shifted to minimum 0 on every axis, sorted,
    /// repeated cells once). O(k log k) for k cells.
    pub fn new(cells: impl IntoIterator<Item = Cell>) -> Self {
        let mut cells: Vec<Cell> = cells.into_iter().collect();
        let origin = [0, 1, 2].map(|axis| cells.iter().map(|cell| cell[axis]).min().unwrap_or(0));
        for cell in &mut cells {
            for axis in 0..3 {
                cell[axis] -= origin[axis];
            }
        }
        cells.sort_unstable_by_key(order);
        cells.dedup();
        Orientation { cells }
    }

    /// Decodes a polycube box mask: bit `x + 4y + 16z` is the cube `(x, y, z)`, `x, y, z < 4`.
    /// O(1) (at most 64 cells).
    pub fn from_polycube_mask(mask: u64) -> Self {
        Self::new(Bits(mask).map(|bit| [bit as i32 % 4, bit as i32 / 4 % 4, bit as i32 / 16]))
    }

    /// Decodes a polyomino box mask: bit `x + 8y` is the square `(x, y, 0)`, `x, y < 8`.
    /// O(1) (at most 64 cells).
    pub fn from_polyomino_mask(mask: u64) -> Self {
        Self::new(Bits(mask).map(|bit| [bit as i32 % 8, bit as i32 / 8, 0]))
    }

    /// The polycube box mask of this orientation (the inverse of
    /// [`from_polycube_mask`](Self::from_polycube_mask)), or `None` when it does not fit in the
    /// 4x4x4 box. O(k).
    pub fn polycube_mask(&self) -> Option<u64> {
        self.cells.iter().try_fold(0, |mask, &[x, y, z]| {
            (x < 4 && y < 4 && z < 4).then(|| mask | 1 << (x + 4 * y + 16 * z))
        })
    }

    /// The cells, normalized and sorted. O(1).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }
}

/// Every placement of a piece with the given orientations in `region`: the region masks of all
/// translations of all orientations whose cells all lie in the region, sorted ascending, each
/// mask once (two orientations may give the same cells, e.g. a symmetric piece given with all
/// its symmetries).
///
/// An orientation without cells has no placement.
///
/// # Complexity
///
/// O(m · n · k log n) for m orientations of k cells and a region of n cells.
///
/// # Example
///
/// ```
/// use puzzle::placement::{placements, Orientation};
/// use puzzle::region::Region;
///
/// let square = Region::new([[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0]]).expect("4 cells");
/// let domino = [Orientation::new([[0, 0, 0], [1, 0, 0]]), Orientation::new([[0, 0, 0], [0, 1, 0]])];
/// assert_eq!(placements(&square, &domino), vec![0b0011, 0b0101, 0b1010, 0b1100]);
/// ```
pub fn placements(region: &Region, orientations: &[Orientation]) -> Vec<u64> {
    let mut masks = Vec::new();
    for orientation in orientations {
        let Some(&first) = orientation.cells.first() else {
            continue;
        };
        // The first cell is the orientation's lowest in region order, so anchoring it on each
        // region cell in turn meets every translation that fits, each once.
        for &anchor in region.cells() {
            let shift = |cell: &Cell| [0, 1, 2].map(|axis| cell[axis] - first[axis] + anchor[axis]);
            masks.extend(region.mask_of(orientation.cells.iter().map(shift)));
        }
    }
    masks.sort_unstable();
    masks.dedup();
    masks
}

/// The largest box (cells, padding included) [`placements_by_table`] makes a table of: 2^16
/// bytes. A TopCoder Soma pattern needs at most 33 x 33 x 15 (27 x 27 x 9 and 3 a side).
const TABLE_CELLS: i64 = 1 << 16;

/// [`placements`], the same masks, found through a table of the region's bounding box (one
/// byte a cell: the region index there, or none) instead of a binary search of the region per
/// cell of each placement tried. For a program that finds the placements of many regions: the
/// 56 generated Soma patterns of `docs/PERFORMANCE.md` spent a fifth of their time in
/// [`placements`]. A region whose box (padded by the orientations' extent on every side) has
/// more than 2^16 cells goes to [`placements`]. Separate from [`placements`] so that the UVa
/// 197 submission, which holds the placement code within 10,000 bytes, does not carry it.
///
/// # Complexity
///
/// O(b + m · n · k + p log p) for a padded box of b cells, m orientations of k cells, a
/// region of n cells and p placements.
///
/// ```
/// use puzzle::placement::{placements, placements_by_table, Orientation};
/// use puzzle::region::Region;
///
/// let square = Region::new([[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0]]).expect("4 cells");
/// let domino = [Orientation::new([[0, 0, 0], [1, 0, 0]]), Orientation::new([[0, 0, 0], [0, 1, 0]])];
/// assert_eq!(placements_by_table(&square, &domino), placements(&square, &domino));
/// ```
pub fn placements_by_table(region: &Region, orientations: &[Orientation]) -> Vec<u64> {
    let cells = region.cells();
    let extent = orientations
        .iter()
        .flat_map(|o| o.cells.iter().flatten())
        .max();
    let (Some(&reach), Some(first)) = (extent, cells.first()) else {
        return placements(region, orientations);
    };
    // Cell c of the region sits at `low + reach` in the padded box: an orientation's cell lies
    // within `reach` of its first cell on every axis, so anchoring any orientation on any region
    // cell stays inside the box.
    let reach = i64::from(reach);
    let mut low = first.map(i64::from);
    let mut high = low;
    for cell in cells {
        for axis in 0..3 {
            low[axis] = low[axis].min(i64::from(cell[axis]));
            high[axis] = high[axis].max(i64::from(cell[axis]));
        }
    }
    let size = [0, 1, 2].map(|axis| high[axis] - low[axis] + 1 + 2 * reach);
    if size[0].saturating_mul(size[1]).saturating_mul(size[2]) > TABLE_CELLS {
        return placements(region, orientations);
    }
    // The offset in the table of a step of `delta` along the axes.
    let offset = |delta: [i64; 3]| delta[0] + size[0] * (delta[1] + size[1] * delta[2]);
    let at = |cell: &Cell| offset([0, 1, 2].map(|axis| i64::from(cell[axis]) - low[axis] + reach));
    let mut table = vec![u8::MAX; (size[0] * size[1] * size[2]) as usize];
    for (index, cell) in cells.iter().enumerate() {
        // A region has at most 64 cells: the index fits in a byte, below u8::MAX.
        table[at(cell) as usize] = index as u8;
    }
    let mut masks = Vec::new();
    for orientation in orientations {
        let Some(&first) = orientation.cells.first() else {
            continue;
        };
        let steps: Vec<i64> = orientation
            .cells
            .iter()
            .map(|cell| offset([0, 1, 2].map(|axis| i64::from(cell[axis] - first[axis]))))
            .collect();
        // As in `placements`: anchoring the first cell on each region cell meets every
        // translation that fits, each once.
        for anchor in cells {
            let base = at(anchor);
            let mask = steps.iter().try_fold(0u64, |mask, &step| {
                let index = table[(base + step) as usize];
                (index != u8::MAX).then(|| mask | 1 << index)
            });
            masks.extend(mask);
        }
    }
    masks.sort_unstable();
    masks.dedup();
    masks
}

/// [`placements_by_table`] of the orientations given as polycube box masks: the same masks as
/// [`polycube_placements`].
///
/// ```
/// use puzzle::placement::{polycube_placements, polycube_placements_by_table};
/// use puzzle::region::Region;
///
/// let cube = Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells");
/// let bars = [0b111, 0b1_0001_0001];
/// assert_eq!(polycube_placements_by_table(&cube, &bars), polycube_placements(&cube, &bars));
/// ```
pub fn polycube_placements_by_table(region: &Region, orientations: &[u64]) -> Vec<u64> {
    let orientations = orientations
        .iter()
        .map(|&mask| Orientation::from_polycube_mask(mask));
    placements_by_table(region, &orientations.collect::<Vec<_>>())
}

/// [`placements`] of the orientations given as polycube box masks (the output of
/// `tables::polycube_orientations!`).
///
/// ```
/// use puzzle::placement::polycube_placements;
/// use puzzle::region::Region;
///
/// let cube = Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells");
/// // A single cube in its only orientation fits in 27 places.
/// assert_eq!(polycube_placements(&cube, &[1]).len(), 27);
/// ```
pub fn polycube_placements(region: &Region, orientations: &[u64]) -> Vec<u64> {
    let orientations = orientations
        .iter()
        .map(|&mask| Orientation::from_polycube_mask(mask));
    placements(region, &orientations.collect::<Vec<_>>())
}

/// [`placements`] of the orientations given as polyomino box masks (the output of
/// `tables::polyomino_orientations!`).
///
/// ```
/// use puzzle::placement::polyomino_placements;
/// use puzzle::region::Region;
///
/// let board = Region::new((0..9).map(|i| [i % 3, i / 3, 0])).expect("9 cells");
/// // A horizontal and a vertical domino (bits 0,1 and 0,8) fit 6 + 6 ways on a 3x3 board.
/// assert_eq!(polyomino_placements(&board, &[0b11, 0b1_0000_0001]).len(), 12);
/// ```
pub fn polyomino_placements(region: &Region, orientations: &[u64]) -> Vec<u64> {
    let orientations = orientations
        .iter()
        .map(|&mask| Orientation::from_polyomino_mask(mask));
    placements(region, &orientations.collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cube() -> Region {
        Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells")
    }

    #[test]
    fn polycube_mask_round_trip() {
        for mask in [
            1,
            0b1_0011,
            0x8000_0000_0000_0000,
            u64::MAX,
            0x0001_0010_0100_1000,
        ] {
            let orientation = Orientation::from_polycube_mask(mask);
            let normalized = orientation.polycube_mask().expect("decoded from the box");
            assert_eq!(Orientation::from_polycube_mask(normalized), orientation);
            assert_eq!(normalized.count_ones(), mask.count_ones());
        }
        assert_eq!(
            Orientation::new([[0, 0, 0], [4, 0, 0]]).polycube_mask(),
            None
        );
    }

    #[test]
    fn empty_orientation_has_no_placement() {
        assert_eq!(Orientation::from_polycube_mask(0).cells(), &[] as &[Cell]);
        assert!(placements(&cube(), &[Orientation::new([])]).is_empty());
    }

    #[test]
    fn placements_stay_inside_and_keep_the_shape() {
        // A bent piece in a region with a hole: every placement has 3 cells, all in the region.
        let region =
            Region::new([[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0], [2, 1, 0]]).expect("5 cells");
        let v = [Orientation::new([[0, 0, 0], [1, 0, 0], [0, 1, 0]])];
        // Only at the left end: (0,0),(1,0),(0,1).
        assert_eq!(placements(&region, &v), vec![0b01011]);
        // All four orientations: also mirrored at the right end, (1,0),(2,0),(2,1).
        let all = polycube_placements(&region, &[0b1_0011, 0b10_0011, 0b11_0001, 0b11_0010]);
        assert_eq!(all, vec![0b01011, 0b10110]);
    }

    #[test]
    fn duplicate_orientations_give_each_placement_once() {
        let bar = Orientation::new([[0, 0, 0], [1, 0, 0], [2, 0, 0]]);
        assert_eq!(placements(&cube(), &[bar.clone(), bar]).len(), 9);
    }

    /// A region spread wider than the table allows: the same placements, through the
    /// binary search.
    #[test]
    fn table_falls_back_for_spread_regions() {
        let far = Region::new([[0, 0, 0], [1, 0, 0], [70_000, 0, 0], [70_001, 0, 0]]).expect("4");
        let domino = [Orientation::new([[0, 0, 0], [1, 0, 0]])];
        assert_eq!(placements_by_table(&far, &domino), vec![0b0011, 0b1100]);
        let none: [Orientation; 0] = [];
        assert!(placements_by_table(&far, &none).is_empty());
        assert!(placements_by_table(&Region::new([]).expect("empty"), &domino).is_empty());
    }

    proptest::proptest! {
        /// The table finds exactly the masks the binary search finds: random regions of up to
        /// 64 cells in a box of up to 6 x 6 x 4 (some at negative coordinates), random
        /// orientations of up to 5 cells in the 4 x 4 x 4 box.
        #[test]
        fn table_finds_the_same_placements(
            region in proptest::collection::vec((-2i32..4, -1i32..5, 0i32..4), 0..64),
            orientations in proptest::collection::vec(proptest::collection::vec(0u32..64, 0..5), 0..6),
        ) {
            let region = Region::new(region.into_iter().map(|(x, y, z)| [x, y, z])).expect("<= 64");
            let orientations: Vec<Orientation> = orientations
                .iter()
                .map(|bits| Orientation::from_polycube_mask(bits.iter().fold(0, |m, b| m | 1 << b)))
                .collect();
            proptest::prop_assert_eq!(
                placements_by_table(&region, &orientations),
                placements(&region, &orientations)
            );
        }
    }

    #[test]
    fn polyomino_decoding() {
        let l = Orientation::from_polyomino_mask(0b111 | 1 << 8);
        assert_eq!(l.cells(), &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]);
        let high = Orientation::from_polyomino_mask(1 << 63 | 1 << 62);
        assert_eq!(high.cells(), &[[0, 0, 0], [1, 0, 0]]);
    }
}
