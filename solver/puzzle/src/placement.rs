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

    #[test]
    fn polyomino_decoding() {
        let l = Orientation::from_polyomino_mask(0b111 | 1 << 8);
        assert_eq!(l.cells(), &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]);
        let high = Orientation::from_polyomino_mask(1 << 63 | 1 << 62);
        assert_eq!(high.cells(), &[[0, 0, 0], [1, 0, 0]]);
    }
}
