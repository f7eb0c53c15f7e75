//! The Soma pieces and the count of TopCoder SRM 198 "Soma": in how many distinct ways the seven
//! pieces build a given 27-cube pattern.
//!
//! Two solutions are distinct when some cube of the pattern is covered by a different piece, so
//! the count is the number of solutions of an [`ExactCover`] whose options are the placements of
//! the pieces in the pattern. Pieces may be rotated, never mirrored.
//!
//! Not here: reading TopCoder literals or checking the statement's constraints on them (the
//! `topcoder_soma` crate does that); this module answers any pattern.
//!
//! # Counting up to the pattern's rotations
//!
//! [`count_ways`] searches only a 1/|G| share of the solutions, G the rotations of the pattern,
//! and multiplies back. Why this is exact, for every pattern:
//!
//! * **The group.** Let G be the proper rotations g of the cube (`tables::cube_rotations!()`)
//!   that map the pattern's cell set P onto a translate of itself. The translation is unique
//!   (compare minimum corners), so each g gives one map φ_g(c) = g·c + t_g of P onto P, and
//!   φ_g ∘ φ_h = φ_gh (both are the linear map gh followed by the one translation that brings
//!   P back onto P): G acts on P, as permutations of its cells ([`rotation_symmetries`]).
//! * **The action on solutions.** A solution is the tuple (S_1, ..., S_7) of the cell sets the
//!   pieces cover, which is the same as the labelling of the cells by pieces that the
//!   statement counts. φ_g maps a placement of a piece to a placement of the same piece (a
//!   rotation of a rotation is a rotation), so g·(S_1, ..., S_7) = (φ_g(S_1), ..., φ_g(S_7)) is
//!   again a solution: G acts on the solutions.
//! * **Freeness.** The L piece has 24 distinct orientations under the 24 rotations, so no
//!   rotation but the identity maps L onto a translate of itself. Hence φ_g(S) = S for an L
//!   placement S forces g = id: G acts freely on L's placements, every orbit has exactly |G|
//!   placements, and G acts freely on solutions too (g·s = s fixes s's L placement).
//! * **Bijection.** Let R hold one placement of each G-orbit of L's placements (the smallest
//!   mask of the orbit) and let S_R be the solutions whose L placement is in R. Then
//!   (g, s) ↦ g·s is a bijection G × S_R → all solutions. Onto: the L placement of a solution
//!   s is φ_h⁻¹(r) for some r in R and h in G, so h·s is in S_R and s = h⁻¹·(h·s). One to one:
//!   g·s = g'·s' puts the L placements r of s and r' of s' in one orbit, so r = r', and then
//!   φ_g'⁻¹g fixes r, so g = g' by freeness, and s = s'.
//!
//! So the count is |G| · |S_R|: the search runs with L restricted to R. For the cube |G| = 24
//! and the search is about 24 times smaller; for a pattern without symmetry G = {id}, R is all
//! of L's placements and the search is the plain one.
//!
//! # Mirror images too
//!
//! [`count_ways`] uses the larger group G' of all the pattern's symmetries, mirror images
//! included ([`symmetries`]), with a weaker argument that needs no freeness:
//!
//! * A mirror image g maps a solution to a solution once the labels of A and B are swapped:
//!   L, T, Z, V and P are their own mirror images, A and B each other's (the test
//!   `piece_set_is_closed_under_mirroring`), and g maps P onto P. So g maps the solutions whose
//!   L lies at p one to one onto those whose L lies at φ_g(p) (the L stays the L), and the
//!   number of solutions with L at p, call it N(p), is the same on every G'-orbit of L's
//!   placements.
//! * Summing over L's placements orbit by orbit, the count is Σ |O| · N(r_O) over the orbits O,
//!   r_O the smallest mask of O. L is flat, so a mirror in its plane fixes it: orbits may
//!   differ in size, and the search runs once per orbit size, L restricted to the
//!   representatives of that size, its count times the size.
//!
//! With rotations only, every orbit has |G| placements and this is the count above. A pattern
//! with a mirror symmetry and no rotational one (a staircase, a slab) has |G'| = 2 and about
//! half the search.
//!
//! # Colouring the cells like a checkerboard
//!
//! Colour cell (x, y, z) black when x + y + z is even. Every placement of L, Z, A and B covers
//! two black and two white cells, every placement of T and P three of one colour and one of
//! the other, every placement of V two and one (the test `colour_balance_of_every_orientation`
//! checks all orientations): with the balance of a cell set its black cells minus its white
//! ones, T and P have balance ±2 and V ±1 wherever they lie. So in every solution
//! t + p + v = d, the pattern's own balance, and since d is odd (27 cells), at most two of the
//! eight sign choices fit: d = ±3 and ±5 fix all three signs, d = ±1 fixes v and leaves
//! t = -p. [`count_ways`] searches each fitting choice on its own with T, P and V restricted
//! to the placements of that balance: the solutions are split between the searches, none is
//! lost, and the placements that could never be part of a solution (half of V's, and half of
//! T's and P's when |d| > 1) are gone before the search starts. On the 56 generated patterns
//! of `docs/PERFORMANCE.md`, searched without the symmetries, this leaves 413,610 of the
//! 694,808 search nodes; on the cube 146,300 of 256,916.
//!
//! This composes with the symmetries above: a symmetry φ_g maps cells to cells as a signed
//! permutation of the axes followed by a translation, so it keeps every colour or swaps them
//! all; swapping them would turn d into -d while mapping the pattern onto itself, impossible
//! for d odd. So symmetries keep the balances of T, P and V, and within one sign choice the
//! number of solutions with L at p is still the same on every orbit.

use crate::exact_cover::{ExactCover, FewItems};
use crate::placement::{polycube_placements, polycube_placements_by_table};
use crate::region::{Bits, Region, TooManyCells};
use std::fmt;

/// The seven Soma pieces as the statement draws them (height maps), each as its distinct
/// orientations under rotation (polycube box masks, see `tables::polycube_orientations!`), in
/// the statement's order: L, T, Z, V, A, B, P. A and B are mirror images of each other.
///
/// ```
/// use puzzle::soma::PIECES;
///
/// let orientations: Vec<usize> = PIECES.iter().map(|piece| piece.len()).collect();
/// assert_eq!(orientations, [24, 12, 12, 12, 12, 12, 8]);
/// ```
pub const PIECES: [&[u64]; 7] = [
    &tables::polycube_orientations!(rotations, heights("111", "100")),
    &tables::polycube_orientations!(rotations, heights("111", "010")),
    &tables::polycube_orientations!(rotations, heights("011", "110")),
    &tables::polycube_orientations!(rotations, heights("11", "10")),
    &tables::polycube_orientations!(rotations, heights("02", "11")),
    &tables::polycube_orientations!(rotations, heights("20", "11")),
    &tables::polycube_orientations!(rotations, heights("12", "01")),
];

/// The index in [`PIECES`] of the L, the one piece without rotational symmetry (24
/// orientations), which [`count_ways`] restricts to one placement per orbit.
const L: usize = 0;

/// The indices in [`PIECES`] of T, V and P, the pieces that cover more cells of one colour of
/// a checkerboard than of the other (see the module docs).
const T: usize = 1;
const V: usize = 3;
const P: usize = 6;

/// The 24 proper rotations of the cube, identity first.
const ROTATIONS: [[[i8; 3]; 3]; 24] = tables::cube_rotations!();

/// The number of cubes of all seven pieces together.
pub const CUBES: usize = 27;

/// Why a pattern is not a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// The character at this 0-based row and column (in chars) is not a digit.
    NotADigit {
        /// 0-based row.
        row: usize,
        /// 0-based column, in chars.
        column: usize,
    },
    /// More cubes than a [`Region`] holds.
    TooManyCubes(TooManyCells),
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::NotADigit { row, column } => {
                write!(f, "row {row}, column {column}: not a digit")
            }
            PatternError::TooManyCubes(TooManyCells { cells }) => {
                write!(f, "{cells} cubes, at most 64 fit in a region")
            }
        }
    }
}

impl std::error::Error for PatternError {}

/// The cubes of a height map: the digit `h` at row `r`, column `c` stands for the cubes
/// `(c, r, 0)` .. `(c, r, h - 1)`. Rows may have different lengths.
///
/// # Errors
///
/// [`PatternError::NotADigit`] for a character that is not `0`..`9`,
/// [`PatternError::TooManyCubes`] for more than 64 cubes.
///
/// # Complexity
///
/// O(c + n log n) for c characters and n cubes.
///
/// ```
/// use puzzle::soma::pattern_region;
///
/// let region = pattern_region(&["21", "01"]).expect("4 cubes");
/// assert_eq!(region.cells(), &[[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 0, 1]]);
/// assert!(pattern_region(&["2x"]).is_err());
/// ```
pub fn pattern_region<S: AsRef<str>>(pattern: &[S]) -> Result<Region, PatternError> {
    let mut cubes = Vec::new();
    for (row, text) in pattern.iter().enumerate() {
        for (column, digit) in text.as_ref().chars().enumerate() {
            let height = digit
                .to_digit(10)
                .ok_or(PatternError::NotADigit { row, column })?;
            cubes.extend((0..height as i32).map(|z| [column as i32, row as i32, z]));
            if cubes.len() > 64 {
                // Too many already: stop before a long pattern of 9s grows the list further.
                return Region::new(cubes).map_err(PatternError::TooManyCubes);
            }
        }
    }
    Region::new(cubes).map_err(PatternError::TooManyCubes)
}

/// The exact-cover problem of building `region` with the seven pieces (piece `p` of the
/// problem is `PIECES[p]`).
///
/// # Panics
///
/// Never: a [`Region`] has at most 64 cells.
///
/// # Complexity
///
/// O(n² log n) for a region of n cells, to find the placements.
pub fn exact_cover(region: &Region) -> ExactCover {
    let pieces = PIECES
        .iter()
        .map(|orientations| polycube_placements(region, orientations))
        .collect();
    ExactCover::new(region.len(), pieces)
}

/// The number of distinct ways to build `pattern` (a height map, see [`pattern_region`]) with
/// the seven pieces; 0 when there is none, also when the pattern has not exactly 27 cubes or
/// is not a height map of digits.
///
/// It counts up to the pattern's symmetries, mirror images included (see the module docs):
/// the solutions whose L lies in one placement per orbit of the pattern's symmetry group,
/// each times the size of its orbit; and it searches each colour class of T, P and V apart
/// (see "Colouring" there).
///
/// # Complexity
///
/// Exponential in principle; about 1.5 ms for the 3x3x3 cube (11,520 solutions, |G| =
/// 24), the search of a pattern without symmetry plus O(24 n log n) to find G.
///
/// ```
/// use puzzle::soma::count_ways;
///
/// assert_eq!(count_ways(&["333", "333", "333"]), 11520);
/// assert_eq!(count_ways(&["67", "77"]), 1520);
/// assert_eq!(count_ways(&["33"]), 0);
/// ```
pub fn count_ways<S: AsRef<str>>(pattern: &[S]) -> u64 {
    match pattern_region(pattern) {
        Ok(region) if region.len() == CUBES => {
            let symmetries = symmetries(&region);
            // By table: the binary search per cell was a fifth of the time of 56 patterns.
            let pieces: Vec<Vec<u64>> = PIECES
                .iter()
                .map(|orientations| polycube_placements_by_table(&region, orientations))
                .collect();
            // (orbit size, smallest placement of each orbit of that size), see the module docs.
            let mut by_orbit_size: Vec<(u64, Vec<u64>)> = Vec::new();
            for &placement in &pieces[L] {
                let mut orbit: Vec<u64> = symmetries.iter().map(|g| image(g, placement)).collect();
                if orbit.iter().all(|&other| other >= placement) {
                    orbit.sort_unstable();
                    orbit.dedup();
                    let size = orbit.len() as u64;
                    match by_orbit_size.iter_mut().find(|(s, _)| *s == size) {
                        Some((_, representatives)) => representatives.push(placement),
                        None => by_orbit_size.push((size, vec![placement])),
                    }
                }
            }
            let mut count = 0;
            for mut coloured in colour_classes(&region, &pieces) {
                for (size, representatives) in &by_orbit_size {
                    coloured[L] = representatives.clone();
                    count += size * FewItems::new(region.len(), coloured.clone()).count();
                }
            }
            count
        }
        _ => 0,
    }
}

/// `pieces` (the placements of [`PIECES`] in `region`) once for each choice of the balances of
/// T, P and V that adds up to the balance of `region` (see "Colouring" in the module docs),
/// with those three pieces restricted to the placements of the chosen balance. Every solution
/// is a solution of exactly one of them; at most two are returned, none when the balance of
/// `region` is even or beyond ±5.
fn colour_classes(region: &Region, pieces: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
    let black = region
        .cells()
        .iter()
        .enumerate()
        .fold(0, |black, (index, cell)| {
            black | u64::from(cell.iter().sum::<i32>() % 2 == 0) << index
        });
    let balance =
        |mask: u64| (mask & black).count_ones() as i32 - (mask & !black).count_ones() as i32;
    let pattern = balance(region.full_mask());
    let mut classes = Vec::new();
    for (t, p) in [(-2, -2), (-2, 2), (2, -2), (2, 2)] {
        let v = pattern - t - p;
        if v.abs() == 1 {
            let mut coloured = pieces.to_vec();
            for (piece, wanted) in [(T, t), (P, p), (V, v)] {
                coloured[piece].retain(|&mask| balance(mask) == wanted);
            }
            classes.push(coloured);
        }
    }
    classes
}

/// The image of the cell set `mask` under the cell permutation `permutation`.
fn image(permutation: &[usize], mask: u64) -> u64 {
    Bits(mask).fold(0, |image, cell| image | 1 << permutation[cell])
}

/// The rotations of the cube that map `region` onto a translate of itself (its rotation
/// group G), each as the permutation of cell indices it induces: `permutation[i]` is the index
/// of the cell that cell `i` goes to. The identity comes first; an empty region has all 24.
///
/// # Complexity
///
/// O(24 n log n) for n cells.
///
/// ```
/// use puzzle::soma::{pattern_region, rotation_symmetries};
///
/// let cube = pattern_region(&["333", "333", "333"]).expect("27 cubes");
/// assert_eq!(rotation_symmetries(&cube).len(), 24);
/// // A bar of three: 4 turns about its axis, each alone or with a half turn end over end.
/// let bar = rotation_symmetries(&pattern_region(&["111"]).expect("3 cubes"));
/// assert_eq!(bar.len(), 8);
/// assert_eq!(bar[0], [0, 1, 2]);
/// assert_eq!(bar.iter().filter(|permutation| permutation[..] == [2, 1, 0]).count(), 4);
/// // The L piece standing: no symmetry. The V lying on its side: the half turn that swaps
/// // its arms.
/// assert_eq!(rotation_symmetries(&pattern_region(&["31"]).expect("4 cubes")).len(), 1);
/// assert_eq!(rotation_symmetries(&pattern_region(&["21"]).expect("3 cubes")).len(), 2);
/// ```
pub fn rotation_symmetries(region: &Region) -> Vec<Vec<usize>> {
    symmetries_among(region, ROTATIONS.iter().copied())
}

/// [`rotation_symmetries`] and the mirror images that map `region` onto a translate of itself
/// (a rotation after x -> -x; with the rotations these are all 48 symmetries of the cube), as
/// cell permutations; the rotations first. They form a group: the pattern's full symmetry
/// group. O(48 n log n) for n cells.
///
/// ```
/// use puzzle::soma::{pattern_region, symmetries};
///
/// // A staircase has no rotational symmetry, and one mirror image: along its diagonal.
/// assert_eq!(symmetries(&pattern_region(&["123", "234", "345"]).expect("27 cubes")).len(), 2);
/// // The cube has all 48.
/// assert_eq!(symmetries(&pattern_region(&["333", "333", "333"]).expect("27 cubes")).len(), 48);
/// ```
pub fn symmetries(region: &Region) -> Vec<Vec<usize>> {
    let mirrored = ROTATIONS
        .iter()
        .map(|rotation| rotation.map(|[x, y, z]| [-x, y, z]));
    symmetries_among(region, ROTATIONS.iter().copied().chain(mirrored))
}

/// The linear maps among `maps` (integer matrices, each mapping the cube's cells onto
/// themselves) that map `region` onto a translate of itself, as cell permutations.
fn symmetries_among(region: &Region, maps: impl Iterator<Item = [[i8; 3]; 3]>) -> Vec<Vec<usize>> {
    let cells = region.cells();
    let corner = |cells: &[[i32; 3]]| {
        [0, 1, 2].map(|axis| cells.iter().map(|cell| cell[axis]).min().unwrap_or(0))
    };
    let region_corner = corner(cells);
    maps.filter_map(|rotation| {
        let turned: Vec<[i32; 3]> = cells
            .iter()
            .map(|cell| {
                [0, 1, 2].map(|row| (0..3).map(|k| i32::from(rotation[row][k]) * cell[k]).sum())
            })
            .collect();
        let turned_corner = corner(&turned);
        // A rotation is one to one, so n images all in the n-cell region are all of it.
        turned
            .iter()
            .map(|cell| {
                region.index_of(
                    [0, 1, 2].map(|axis| cell[axis] - turned_corner[axis] + region_corner[axis]),
                )
            })
            .collect()
    })
    .collect()
}

/// The nine examples of the statement, as `(name, pattern, answer)`: the tests and the
/// benchmarks share them (a bundle drops them as dead code).
pub const EXAMPLES: [(&str, &[&str], u64); 9] = [
    ("cube", &["333", "333", "333"], 11520),
    ("crystal", &["345", "234", "123"], 2800),
    ("wall", &["3330000", "0033300", "0000333"], 28),
    ("chase_lounge", &["21111111", "21111111", "21111111"], 0),
    ("tower", &["67", "77"], 1520),
    ("replication", &REPLICATION, 76),
    (
        "disjoint",
        &[
            "11100110001",
            "01001100111",
            "00000000000",
            "20002012011",
            "11011001001",
        ],
        1,
    ),
    ("monument", &["121", "222", "121", "121", "333"], 78),
    ("gallows", &["020", "010", "010", "020", "343", "353"], 42),
];

/// Example 5, "replication": two shapes in opposite corners of the 27 x 27 grid.
const REPLICATION: [&str; 27] = {
    const EMPTY: &str = "000000000000000000000000000";
    let mut rows = [EMPTY; 27];
    rows[0] = "010000000000000000000000000";
    rows[1] = "110000000000000000000000000";
    rows[23] = "000000000000000000000000022";
    rows[24] = "000000000000000000000000022";
    rows[25] = "000000000000000000000002222";
    rows[26] = "000000000000000000000002222";
    rows
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::placement::Orientation;
    use proptest::prelude::*;

    /// The count without the symmetry reduction: every solution searched.
    fn count_ways_plain<S: AsRef<str>>(pattern: &[S]) -> u64 {
        match pattern_region(pattern) {
            Ok(region) if region.len() == CUBES => exact_cover(&region).count(),
            _ => 0,
        }
    }

    /// The placements among `placements` (closed under the `symmetries`, a group given as cell
    /// permutations) that are the smallest mask of their orbit: one per orbit, ascending if
    /// `placements` is. O(|placements| · |symmetries| · k) for placements of k cells.
    fn orbit_representatives(placements: &[u64], symmetries: &[Vec<usize>]) -> Vec<u64> {
        let smallest = |&&mask: &&u64| symmetries.iter().all(|g| image(g, mask) >= mask);
        placements.iter().filter(smallest).copied().collect()
    }

    fn symmetry_count<S: AsRef<str>>(pattern: &[S]) -> usize {
        rotation_symmetries(&pattern_region(pattern).expect("a pattern")).len()
    }

    #[test]
    fn statement_examples() {
        for (name, pattern, expected) in EXAMPLES {
            assert_eq!(count_ways(pattern), expected, "{name}");
            assert_eq!(count_ways_plain(pattern), expected, "{name}");
        }
    }

    /// |G| worked out by hand: a box a x b x c has 24 rotations if a = b = c, 8 if two sides
    /// are equal (the turns about the odd axis, each alone or with a half turn that flips it),
    /// 4 if all differ (the identity and the three half turns about the axes).
    #[test]
    fn symmetry_groups_of_known_shapes() {
        assert_eq!(symmetry_count(&["333", "333", "333"]), 24);
        // Two equal sides: 3x3x2, 2x2x5, and a row of 27 cubes (1x1x27).
        assert_eq!(symmetry_count(&["222", "222", "222"]), 8);
        assert_eq!(symmetry_count(&["55", "55"]), 8);
        assert_eq!(symmetry_count(&["1".repeat(27)]), 8);
        // Three different sides: 1x3x9, 2x3x4, the wall-like 3x9x1.
        assert_eq!(symmetry_count(&["999"]), 4);
        assert_eq!(symmetry_count(&["444", "444"]), 4);
        assert_eq!(symmetry_count(&["111111111"; 3]), 4);
        // The cube with the middle column raised: the four turns about it.
        assert_eq!(symmetry_count(&["333", "343", "333"]), 4);
        // The cube with a corner or an edge column raised: none.
        assert_eq!(symmetry_count(&["433", "333", "333"]), 1);
        assert_eq!(symmetry_count(&["343", "333", "333"]), 1);
        // The wall: the half turn about the vertical axis through its middle.
        assert_eq!(symmetry_count(&["3330000", "0033300", "0000333"]), 2);
        // The tower (a corner missing at the top) and the disjoint example: none.
        assert_eq!(symmetry_count(&["67", "77"]), 1);
        assert_eq!(symmetry_count(EXAMPLES[6].1), 1);
    }

    /// The group of a region found the slow way: the rotations whose image of the region,
    /// shifted to its minimum corner and sorted, is the region's cells so shifted and sorted.
    fn symmetries_by_comparison(region: &Region) -> Vec<[[i8; 3]; 3]> {
        let normalized = |cells: Vec<[i32; 3]>| Orientation::new(cells).cells().to_vec();
        let original = normalized(region.cells().to_vec());
        ROTATIONS
            .iter()
            .filter(|rotation| {
                let turned = region.cells().iter().map(|&cell| turn(rotation, cell));
                normalized(turned.collect()) == original
            })
            .copied()
            .collect()
    }

    fn turn(rotation: &[[i8; 3]; 3], cell: [i32; 3]) -> [i32; 3] {
        [0, 1, 2].map(|row| (0..3).map(|k| i32::from(rotation[row][k]) * cell[k]).sum())
    }

    /// Every permutation returned is a bijection of the cells that is a rotation of the
    /// region followed by a translation (differences of cells turn by the same rotation), and
    /// the rotations are exactly those found by comparing sorted cell sets.
    fn check_symmetries(region: &Region) {
        let cells = region.cells();
        let permutations = rotation_symmetries(region);
        let rotations = symmetries_by_comparison(region);
        assert_eq!(permutations.len(), rotations.len(), "{cells:?}");
        assert_eq!(permutations[0], (0..cells.len()).collect::<Vec<_>>());
        for (permutation, rotation) in permutations.iter().zip(&rotations) {
            let mut sorted = permutation.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..cells.len()).collect::<Vec<_>>());
            let shift = |i: usize, j: usize| [0, 1, 2].map(|a| cells[i][a] - cells[j][a]);
            for i in 0..cells.len() {
                assert_eq!(
                    shift(permutation[i], permutation[0]),
                    turn(rotation, shift(i, 0)),
                    "{cells:?}"
                );
            }
        }
    }

    /// L has no rotational symmetry, so the group acts freely on its placements: each orbit
    /// has |G| placements and holds exactly one representative.
    fn check_orbits(region: &Region) {
        let symmetries = rotation_symmetries(region);
        let placements = polycube_placements(region, PIECES[L]);
        let representatives = orbit_representatives(&placements, &symmetries);
        assert_eq!(
            representatives.len() * symmetries.len(),
            placements.len(),
            "{:?}",
            region.cells()
        );
        for &placement in &placements {
            let orbit: Vec<u64> = symmetries.iter().map(|g| image(g, placement)).collect();
            let mut distinct = orbit.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), symmetries.len());
            assert!(orbit.iter().all(|mask| placements.contains(mask)));
            let chosen = orbit.iter().filter(|m| representatives.contains(m));
            assert_eq!(chosen.count(), 1);
        }
    }

    #[test]
    fn symmetries_map_the_pattern_onto_itself() {
        let shapes: Vec<Vec<String>> = EXAMPLES
            .iter()
            .map(|(_, pattern, _)| pattern.iter().map(|row| row.to_string()).collect())
            .chain(symmetric_patterns())
            .chain([vec!["999".to_string()], vec!["1".repeat(27)]])
            .collect();
        for pattern in shapes {
            let region = pattern_region(&pattern).expect("a pattern");
            check_symmetries(&region);
            check_orbits(&region);
        }
    }

    #[test]
    fn l_has_no_rotational_symmetry() {
        assert_eq!(PIECES[L].len(), ROTATIONS.len());
        for &orientation in PIECES[L] {
            let cells = Orientation::from_polycube_mask(orientation)
                .cells()
                .to_vec();
            let region = Region::new(cells).expect("4 cells");
            assert_eq!(rotation_symmetries(&region).len(), 1);
        }
    }

    /// The 3x3 height maps with the four-fold symmetry about the middle column and 27 cubes:
    /// middle h, corners a, edges b with h + 4a + 4b = 27 (the cube among them).
    fn symmetric_patterns() -> Vec<Vec<String>> {
        let mut patterns = Vec::new();
        for middle in 0..=9u8 {
            for corner in 0..=9u8 {
                for edge in 0..=9u8 {
                    if middle + 4 * corner + 4 * edge == 27 {
                        let [h, a, b] = [middle, corner, edge].map(|d| (b'0' + d) as char);
                        patterns.push(vec![
                            format!("{a}{b}{a}"),
                            format!("{b}{h}{b}"),
                            format!("{a}{b}{a}"),
                        ]);
                    }
                }
            }
        }
        patterns
    }

    /// Symmetric patterns with solutions: the reduced count is the plain one.
    #[test]
    fn reduced_count_equals_plain_count_on_symmetric_patterns() {
        let cases: [(&[&str], usize, u64); 8] = [
            (&["333", "333", "333"], 24, 11520),
            (&["3330000", "0033300", "0000333"], 2, 28),
            (&["33300", "03330", "00333"], 2, 488),
            (&["343", "313", "343"], 2, 256),
            (&["433", "313", "334"], 2, 156),
            (&["441", "414", "144"], 2, 56),
            (&["542", "131", "245"], 2, 42),
            (&["550", "313", "055"], 2, 2),
        ];
        for (pattern, group, expected) in cases {
            assert_eq!(symmetry_count(pattern), group, "{pattern:?}");
            assert_eq!(count_ways_plain(pattern), expected, "{pattern:?}");
            assert_eq!(count_ways(pattern), expected, "{pattern:?}");
        }
        for pattern in symmetric_patterns() {
            assert!(symmetry_count(&pattern) >= 4);
            assert_eq!(
                count_ways(&pattern),
                count_ways_plain(&pattern),
                "{pattern:?}"
            );
        }
    }

    /// Patterns with a mirror symmetry and no rotational one, where L's orbits under the full
    /// group have two sizes (placements in the mirror plane are fixed): the count weighted by
    /// orbit size is the plain one.
    #[test]
    fn mirror_symmetric_patterns_count_as_plain() {
        let mut patterns: Vec<Vec<String>> = [
            &["123", "234", "345"][..],
            &["555", "444"],
            &["2223", "3222", "2223"],
            &["454", "545"],
            &["3344", "4433"],
        ]
        .iter()
        .map(|rows| rows.iter().map(|row| row.to_string()).collect())
        .collect();
        // Rows "aba" (mirror x -> 2 - x) of three rows with 27 cubes, every eighth of them.
        let rows: Vec<String> = (1..=9u8)
            .flat_map(|a| (1..=9u8).map(move |b| format!("{a}{b}{a}")))
            .collect();
        let cubes = |row: &String| row.bytes().map(|d| u32::from(d - b'0')).sum::<u32>();
        for (i, first) in rows.iter().enumerate() {
            for second in &rows[i..] {
                for third in &rows {
                    if cubes(first) + cubes(second) + cubes(third) == 27 {
                        patterns.push(vec![first.clone(), second.clone(), third.clone()]);
                    }
                }
            }
        }
        let mut mirror_only = 0;
        for pattern in patterns.iter().step_by(8) {
            let region = pattern_region(pattern).expect("a pattern");
            if symmetries(&region).len() == 2 && rotation_symmetries(&region).len() == 1 {
                mirror_only += 1;
            }
            assert_eq!(
                count_ways(pattern),
                count_ways_plain(pattern),
                "{pattern:?}"
            );
        }
        assert!(mirror_only >= 5, "{mirror_only}");
    }

    /// The full group: the rotations first, then as many mirror images (a coset), and closed
    /// under composition.
    #[test]
    fn full_symmetry_groups() {
        for (pattern, rotations, all) in [
            (&["333", "333", "333"][..], 24, 48),
            (&["123", "234", "345"], 1, 2),
            (&["67", "77"], 1, 2),
            (&["433", "333", "333"], 1, 2),
            (&["3330000", "0033300", "0000333"], 2, 4),
        ] {
            let region = pattern_region(pattern).expect("a pattern");
            let group = symmetries(&region);
            assert_eq!(group.len(), all, "{pattern:?}");
            assert_eq!(group[..rotations], rotation_symmetries(&region)[..]);
            for g in &group {
                for h in &group {
                    let composed: Vec<usize> = h.iter().map(|&cell| g[cell]).collect();
                    assert!(group.contains(&composed), "{pattern:?}");
                }
            }
        }
    }

    #[test]
    fn piece_sizes() {
        let cubes: Vec<u32> = PIECES.iter().map(|piece| piece[0].count_ones()).collect();
        assert_eq!(cubes, [4, 4, 4, 3, 4, 4, 4]);
        assert_eq!(cubes.iter().sum::<u32>() as usize, CUBES);
    }

    /// The orientations of the mirror image (x -> -x) of a piece, sorted.
    fn mirrored(piece: &[u64]) -> Vec<u64> {
        let mut masks: Vec<u64> = piece
            .iter()
            .map(|&mask| {
                let cells = Orientation::from_polycube_mask(mask).cells().to_vec();
                Orientation::new(cells.into_iter().map(|[x, y, z]| [-x, y, z]))
                    .polycube_mask()
                    .expect("a mirrored piece fits the box it came from")
            })
            .collect();
        masks.sort_unstable();
        masks
    }

    /// The balance that the module docs' colouring relies on: in every orientation, T and P
    /// cover three cells of one colour and one of the other, V two and one, L, Z, A and B two
    /// and two. Shifting a piece by one cell swaps the colours, so the sign is free.
    #[test]
    fn colour_balance_of_every_orientation() {
        for (piece, &expected) in [0, 2, 0, 1, 0, 0, 2].iter().enumerate() {
            for &mask in PIECES[piece] {
                let cells = Orientation::from_polycube_mask(mask).cells().to_vec();
                let even = cells
                    .iter()
                    .filter(|c| c.iter().sum::<i32>() % 2 == 0)
                    .count();
                let balance = (2 * even as i32 - cells.len() as i32).abs();
                assert_eq!(balance, expected, "piece {piece}, orientation {mask:#x}");
            }
        }
        assert_eq!(
            [T, V, P].map(|piece| PIECES[piece][0].count_ones()),
            [4, 3, 4]
        );
    }

    /// The colour classes split the solutions without losing one, and search less: on the
    /// cube (balance 1: V fixed, T and P of opposite signs) two classes, each with half of
    /// V's placements and of T's and P's, together 11,520 solutions in 146,300 nodes against
    /// the plain search's 256,916; a region of even balance (a 2 x 26 slab) none.
    #[test]
    fn colour_classes_split_the_solutions() {
        let region = pattern_region(&["333", "333", "333"]).expect("27 cubes");
        let pieces: Vec<Vec<u64>> = PIECES
            .iter()
            .map(|orientations| polycube_placements(&region, orientations))
            .collect();
        let classes = colour_classes(&region, &pieces);
        assert_eq!(classes.len(), 2);
        let (mut solutions, mut nodes) = (0, 0);
        for class in classes {
            for piece in [T, P, V] {
                assert_eq!(2 * class[piece].len(), pieces[piece].len(), "piece {piece}");
            }
            let stats = ExactCover::new(region.len(), class).search_stats();
            solutions += stats.solutions;
            nodes += stats.nodes;
        }
        assert_eq!((solutions, nodes), (11520, 146_300));
        let even = pattern_region(&["1".repeat(26), "1".repeat(26)]).expect("52 cubes");
        assert!(colour_classes(&even, &pieces).is_empty());
    }

    /// Mirroring maps the piece set onto itself: L, T, Z, V and P onto themselves, A and B onto
    /// each other. This is why a pattern and its mirror image have the same count.
    #[test]
    fn piece_set_is_closed_under_mirroring() {
        let images = [0, 1, 2, 3, 5, 4, 6];
        for (piece, &image) in images.iter().enumerate() {
            assert_eq!(mirrored(PIECES[piece]), PIECES[image], "piece {piece}");
        }
        assert_ne!(PIECES[4], PIECES[5], "A and B are different pieces");
    }

    #[test]
    fn every_cube_solution_is_an_exact_cover() {
        let region = pattern_region(&["333", "333", "333"]).expect("27 cubes");
        let mut solutions = 0;
        exact_cover(&region).for_each_solution(|masks| {
            assert_eq!(
                masks.iter().fold(0, |all, mask| all | mask),
                region.full_mask()
            );
            assert_eq!(masks.iter().map(|m| m.count_ones()).sum::<u32>(), 27);
            solutions += 1;
            std::ops::ControlFlow::Continue(())
        });
        assert_eq!(solutions, 11520);
    }

    /// Both branching rules find the same solutions, with the numbers of search nodes quoted in
    /// the documentation of `exact_cover`: a change to the search shows here.
    #[test]
    fn node_counts() {
        let region = pattern_region(&["333", "333", "333"]).expect("27 cubes");
        let fewest_options = exact_cover(&region).search_stats();
        let lowest_cell = exact_cover(&region).with_lowest_cell_rule().search_stats();
        assert_eq!(
            (fewest_options.solutions, fewest_options.nodes),
            (11520, 256_916)
        );
        assert_eq!((lowest_cell.solutions, lowest_cell.nodes), (11520, 861_284));
    }

    /// A 27 x 27 grid with the seven pieces drawn far apart, `a` and `b` the drawings placed
    /// where A and B go.
    fn pieces_apart(a: &str, b: &str) -> Vec<String> {
        let mut grid = vec![vec![b'0'; 27]; 27];
        let drawings: [([&str; 2], usize, usize); 7] = [
            (["111", "100"], 0, 0),
            (["111", "010"], 0, 24),
            (["011", "110"], 25, 0),
            (["11", "10"], 25, 25),
            ([a, "11"], 12, 12),
            ([b, "11"], 0, 12),
            (["12", "01"], 12, 0),
        ];
        for (drawing, top, left) in drawings {
            for (r, row) in drawing.iter().enumerate() {
                grid[top + r][left..left + row.len()].copy_from_slice(row.as_bytes());
            }
        }
        to_strings(grid)
    }

    /// Each part has the shape of exactly one piece: one way. Swapping the drawings of A and B
    /// (mirror images, never rotations of each other) keeps one way.
    #[test]
    fn pieces_apart_over_the_whole_grid() {
        assert_eq!(count_ways(&pieces_apart("02", "20")), 1);
        assert_eq!(count_ways(&pieces_apart("20", "02")), 1);
        // Two A's and no B: none.
        assert_eq!(count_ways(&pieces_apart("02", "02")), 0);
    }

    #[test]
    fn patterns_without_a_tiling() {
        // Flat: A, B and P need two layers.
        assert_eq!(count_ways(&["111111111"; 3]), 0);
        // 27 separate cubes over a 27-wide grid.
        let apart = ["101010101010101010101010101", "000000000000000000000000000"];
        let apart = [apart[0], apart[1], "010101010101010101010101010"];
        assert_eq!(pattern_region(&apart).map(|region| region.len()), Ok(27));
        assert_eq!(count_ways(&apart), 0);
        // Three towers: no piece is a straight bar.
        assert_eq!(count_ways(&["9", "0", "9", "0", "9"]), 0);
        // A component of two cubes, the rest the cube without two cubes.
        assert_eq!(count_ways(&["2000", "0000", "0333", "0333", "0331"]), 0);
    }

    #[test]
    fn wrong_sizes_and_characters() {
        assert_eq!(count_ways(&["333", "333", "332"]), 0);
        assert_eq!(count_ways(&["333", "333", "334"]), 0);
        assert_eq!(count_ways(&["99999999"]), 0);
        assert_eq!(count_ways(&["333", "3a3", "333"]), 0);
        assert_eq!(count_ways::<&str>(&[]), 0);
        assert_eq!(
            pattern_region(&["33", "3a"]),
            Err(PatternError::NotADigit { row: 1, column: 1 })
        );
        assert_eq!(
            pattern_region(&["99999999"]).map_err(|e| e.to_string()),
            Err("72 cubes, at most 64 fit in a region".to_string())
        );
    }

    /// A 2x3x4 box and the V apart: the count is the number of ways the six other pieces build
    /// the box, counted directly.
    #[test]
    fn disconnected_count_is_the_count_of_its_parts() {
        let box_and_v = ["4440011", "4440010"];
        let the_box = pattern_region(&["444", "444"]).expect("24 cubes");
        let others = [0, 1, 2, 4, 5, 6].map(|p| polycube_placements(&the_box, PIECES[p]));
        let box_count = ExactCover::new(24, others.to_vec()).count();
        assert!(box_count > 0);
        assert_eq!(count_ways(&box_and_v), box_count);
        // The statement's disjoint example, turned and mirrored.
        let disjoint = [
            "11100110001",
            "01001100111",
            "00000000000",
            "20002012011",
            "11011001001",
        ];
        assert_eq!(count_ways(&rotated(&disjoint)), 1);
        assert_eq!(count_ways(&mirror(&disjoint)), 1);
    }

    fn to_strings(rows: Vec<Vec<u8>>) -> Vec<String> {
        rows.into_iter()
            .map(|row| String::from_utf8(row).expect("digits"))
            .collect()
    }

    /// The pattern turned 90 degrees (row r, column c goes to row c, column rows - 1 - r).
    fn rotated<S: AsRef<str>>(pattern: &[S]) -> Vec<String> {
        let rows: Vec<&[u8]> = pattern.iter().map(|row| row.as_ref().as_bytes()).collect();
        let columns = rows.first().map_or(0, |row| row.len());
        to_strings(
            (0..columns)
                .map(|c| rows.iter().rev().map(|row| row[c]).collect())
                .collect(),
        )
    }

    /// The pattern mirrored left to right.
    fn mirror<S: AsRef<str>>(pattern: &[S]) -> Vec<String> {
        pattern
            .iter()
            .map(|row| row.as_ref().chars().rev().collect())
            .collect()
    }

    /// Random patterns of 27 cubes on a grid of 2..=4 by 2..=4 columns no higher than 9.
    fn patterns() -> impl Strategy<Value = Vec<String>> {
        (2usize..=4, 2usize..=4)
            .prop_flat_map(|(rows, columns)| {
                let drops = proptest::collection::vec(0..rows * columns, CUBES);
                drops.prop_map(move |drops| {
                    let mut heights = vec![vec![0u8; columns]; rows];
                    for drop in drops {
                        heights[drop / columns][drop % columns] += 1;
                    }
                    heights
                })
            })
            .prop_filter("a column higher than 9", |heights| {
                heights.iter().flatten().all(|&h| h <= 9)
            })
            .prop_map(|heights| {
                to_strings(
                    heights
                        .into_iter()
                        .map(|row| row.into_iter().map(|h| b'0' + h).collect())
                        .collect(),
                )
            })
    }

    /// Random 3x3 patterns of 27 cubes symmetric under the half turn about the middle column:
    /// an odd middle column and four pairs of opposite columns of equal heights.
    fn half_turn_patterns() -> impl Strategy<Value = Vec<String>> {
        (0u8..5)
            .prop_flat_map(|middle| {
                let middle = 2 * middle + 1;
                let drops = proptest::collection::vec(0usize..4, usize::from((27 - middle) / 2));
                drops.prop_map(move |drops| {
                    let mut pairs = [0u8; 4];
                    for drop in drops {
                        pairs[drop] += 1;
                    }
                    (middle, pairs)
                })
            })
            .prop_filter("a column higher than 9", |(_, pairs)| {
                pairs.iter().all(|&h| h <= 9)
            })
            .prop_map(|(middle, [a, b, c, e])| {
                let rows = [[a, b, c], [e, middle, e], [c, b, a]];
                to_strings(
                    rows.iter()
                        .map(|row| row.iter().map(|h| b'0' + h).collect())
                        .collect(),
                )
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn reduced_count_equals_plain_count_under_a_half_turn(pattern in half_turn_patterns()) {
            let region = pattern_region(&pattern).expect("27 cubes");
            prop_assert_eq!(region.len(), CUBES);
            prop_assert!(rotation_symmetries(&region).len() >= 2);
            prop_assert_eq!(count_ways(&pattern), count_ways_plain(&pattern));
        }

        #[test]
        fn count_is_invariant_under_rotation_and_mirroring(pattern in patterns()) {
            let count = count_ways(&pattern);
            prop_assert_eq!(count_ways_plain(&pattern), count);
            let mut turned = pattern.clone();
            for _ in 0..3 {
                turned = rotated(&turned);
                prop_assert_eq!(count_ways(&turned), count);
            }
            prop_assert_eq!(count_ways(&mirror(&pattern)), count);
        }
    }
}
