//! The Soma pieces and the count of TopCoder SRM 198 "Soma": in how many distinct ways the seven
//! pieces build a given 27-cube pattern.
//!
//! Two solutions are distinct when some cube of the pattern is covered by a different piece, so
//! the count is the number of solutions of an [`ExactCover`] whose options are the placements of
//! the pieces in the pattern. Pieces may be rotated, never mirrored.
//!
//! Not here: reading TopCoder literals or checking the statement's constraints on them (the
//! `topcoder_soma` crate does that); this module answers any pattern.

use crate::exact_cover::ExactCover;
use crate::placement::polycube_placements;
use crate::region::{Region, TooManyCells};
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
                // Stop before a long pattern of 9s grows the list further.
                break;
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
/// # Complexity
///
/// Exponential in principle; about a millisecond for the 3x3x3 cube (11,520 solutions).
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
        Ok(region) if region.len() == CUBES => exact_cover(&region).count(),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::placement::Orientation;
    use proptest::prelude::*;

    /// The statement's nine examples.
    const EXAMPLES: [(&[&str], u64); 9] = [
        (&["333", "333", "333"], 11520),
        (&["345", "234", "123"], 2800),
        (&["3330000", "0033300", "0000333"], 28),
        (&["21111111", "21111111", "21111111"], 0),
        (&["67", "77"], 1520),
        (
            &[
                "010000000000000000000000000",
                "110000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000000",
                "000000000000000000000000022",
                "000000000000000000000000022",
                "000000000000000000000002222",
                "000000000000000000000002222",
            ],
            76,
        ),
        (
            &[
                "11100110001",
                "01001100111",
                "00000000000",
                "20002012011",
                "11011001001",
            ],
            1,
        ),
        (&["121", "222", "121", "121", "333"], 78),
        (&["020", "010", "010", "020", "343", "353"], 42),
    ];

    #[test]
    fn statement_examples() {
        for (pattern, expected) in EXAMPLES {
            assert_eq!(count_ways(pattern), expected, "{pattern:?}");
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn count_is_invariant_under_rotation_and_mirroring(pattern in patterns()) {
            let count = count_ways(&pattern);
            let mut turned = pattern.clone();
            for _ in 0..3 {
                turned = rotated(&turned);
                prop_assert_eq!(count_ways(&turned), count);
            }
            prop_assert_eq!(count_ways(&mirror(&pattern)), count);
        }
    }
}
