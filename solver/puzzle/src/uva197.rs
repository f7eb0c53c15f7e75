//! UVa 197 "Cube": every way to build the 3x3x3 cube from the seven pieces `a`..`g` when piece
//! `a` keeps a given orientation (it may be translated, never rotated).
//!
//! The cube's cells are indexed `x + 3y + 9z` (front/middle/back plane, then top/middle/bottom
//! row, then left/middle/right cell), the problem's linearization, which is also the order of
//! [`Region`] cells, so a solution's masks index straight into the 27-letter line.
//!
//! Fixing `a`'s orientation picks one solution out of each class of 24 rotated copies: each of
//! a's 24 orientations has 11520 / 24 = 480 solutions.
//!
//! Not here: reading the input lines (the `uva197` crate does that).

use crate::exact_cover::ExactCover;
use crate::placement::{placements, polycube_placements, Orientation};
use crate::region::Region;

/// Piece `a`, the L tetromino, in its 24 orientations: the shapes an input line may draw.
const PIECE_A: &[u64] =
    &tables::polycube_orientations!(rotations, cube3("a..a..aa..................."));

/// Pieces `b`..`g` as the statement defines them (27-character drawings), each in its
/// orientations under rotation, as polycube box masks.
pub const PIECES_B_TO_G: [&[u64]; 6] = [
    &tables::polycube_orientations!(rotations, cube3("bb.b.......................")),
    &tables::polycube_orientations!(rotations, cube3("ccc.c......................")),
    &tables::polycube_orientations!(rotations, cube3("dd..dd.....................")),
    &tables::polycube_orientations!(rotations, cube3("ee..e.....e................")),
    &tables::polycube_orientations!(rotations, cube3("ff.f........f..............")),
    &tables::polycube_orientations!(rotations, cube3("gg.g......g................")),
];

/// The letters of the pieces, `a` first.
pub const LETTERS: [u8; 7] = *b"abcdefg";

/// A solution: the letter of the piece covering each cell, cell `x + 3y + 9z`.
pub type Solution = [u8; 27];

/// Whether `shape` is piece `a` (the L tetromino) in one of its orientations. O(1).
///
/// ```
/// use puzzle::placement::Orientation;
/// use puzzle::uva197::is_piece_a;
///
/// assert!(is_piece_a(&Orientation::new([[0, 0, 0], [0, 1, 0], [0, 2, 0], [1, 2, 0]])));
/// assert!(is_piece_a(&Orientation::new([[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 1, 0]])));
/// assert!(!is_piece_a(&Orientation::new([[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]])));
/// ```
pub fn is_piece_a(shape: &Orientation) -> bool {
    shape
        .polycube_mask()
        .is_some_and(|mask| PIECE_A.contains(&mask))
}

/// Every way to build the cube with a piece of shape `a` translated anywhere (never rotated)
/// and `b`..`g` rotated and translated freely, sorted ascending.
///
/// Any shape is accepted for `a`; with anything but a 4-cube shape the answer is empty.
///
/// # Complexity
///
/// A few milliseconds: one exact-cover search over the 27 cells (480 solutions for an L).
///
/// ```
/// use puzzle::placement::Orientation;
/// use puzzle::uva197::solutions;
///
/// let a = Orientation::new([[0, 0, 0], [0, 1, 0], [0, 2, 0], [1, 2, 0]]);
/// let all = solutions(&a);
/// assert_eq!(all.len(), 480);
/// assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
/// assert_eq!(all[0].iter().filter(|&&letter| letter == b'a').count(), 4);
/// ```
pub fn solutions(a: &Orientation) -> Vec<Solution> {
    let cube =
        Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells fit in a region");
    let mut pieces = vec![placements(&cube, std::slice::from_ref(a))];
    pieces.extend(
        PIECES_B_TO_G
            .iter()
            .map(|orientations| polycube_placements(&cube, orientations)),
    );
    let mut found = Vec::new();
    ExactCover::new(27, pieces).for_each_solution(|masks| {
        let mut solution = [b'.'; 27];
        for (&mask, &letter) in masks.iter().zip(&LETTERS) {
            for (cell, slot) in solution.iter_mut().enumerate() {
                if mask >> cell & 1 == 1 {
                    *slot = letter;
                }
            }
        }
        found.push(solution);
        std::ops::ControlFlow::Continue(())
    });
    found.sort_unstable();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn shape(line: &str) -> Orientation {
        let cells = line.bytes().enumerate().filter(|&(_, c)| c != b'.');
        Orientation::new(cells.map(|(i, _)| [i as i32 % 3, i as i32 / 3 % 3, i as i32 / 9]))
    }

    #[test]
    fn piece_shapes() {
        let sizes: Vec<u32> = PIECES_B_TO_G.iter().map(|p| p[0].count_ones()).collect();
        assert_eq!(sizes, [3, 4, 4, 4, 4, 4]);
        let orientations: Vec<usize> = PIECES_B_TO_G.iter().map(|p| p.len()).collect();
        assert_eq!(orientations, [12, 12, 12, 8, 12, 12]);
        assert_eq!(PIECE_A.len(), 24);
    }

    /// The same pieces as TopCoder's Soma: V, T, Z, P, and the mirror pair A/B.
    #[test]
    fn pieces_are_the_soma_pieces() {
        use crate::soma::PIECES;
        assert_eq!(PIECE_A, PIECES[0]);
        let pairs = [(0, 3), (1, 1), (2, 2), (3, 6)];
        for (ours, soma) in pairs {
            assert_eq!(
                PIECES_B_TO_G[ours],
                PIECES[soma],
                "piece {}",
                LETTERS[ours + 1]
            );
        }
        let chiral: HashSet<&[u64]> = [PIECES_B_TO_G[4], PIECES_B_TO_G[5]].into();
        assert_eq!(chiral, [PIECES[4], PIECES[5]].into());
    }

    /// The orientations listed in the seed's accepted program (its `Aform`), as input lines.
    const SEED_ORIENTATIONS: [&str; 24] = [
        "a..a..aa...................",
        "..a..a.aa..................",
        "aa.a..a....................",
        "aa..a..a...................",
        "a..aaa.....................",
        "..aaaa.....................",
        "aaa..a.....................",
        "aaaa.......................",
        "..a..a..a........a.........",
        ".................a..a..a..a",
        "..a..a..a..a...............",
        "...........a........a..a..a",
        "..a..a........a........a...",
        ".....a........a.....a..a...",
        "..a........a........a..a...",
        "..a..a.....a........a......",
        "aa.......a........a........",
        "aa........a........a.......",
        "a........a........aa.......",
        ".a........a.......aa.......",
        "aaa......a.................",
        "aaa........a...............",
        "..a......aaa...............",
        "a........aaa...............",
    ];

    #[test]
    fn seed_lists_every_orientation_of_a_once() {
        let masks: HashSet<u64> = SEED_ORIENTATIONS
            .iter()
            .map(|line| {
                let a = shape(line);
                assert!(is_piece_a(&a), "{line}");
                a.polycube_mask().expect("fits")
            })
            .collect();
        assert_eq!(masks.len(), 24);
    }

    /// 480 solutions for every orientation of a, and together the 11,520 solutions of the cube,
    /// each exactly once.
    #[test]
    fn every_orientation_has_480_solutions() {
        let mut all = HashSet::new();
        for &mask in PIECE_A {
            let found = solutions(&Orientation::from_polycube_mask(mask));
            assert_eq!(found.len(), 480);
            for solution in &found {
                let mut counts = [0; 7];
                for &letter in solution {
                    counts[usize::from(letter - b'a')] += 1;
                }
                assert_eq!(counts, [4, 3, 4, 4, 4, 4, 4]);
            }
            all.extend(found);
        }
        assert_eq!(all.len(), 11520);
    }

    #[test]
    fn other_shapes_have_no_solution() {
        let t = shape("aaa.a......................");
        assert!(!is_piece_a(&t));
        // Sizes other than 4 cannot complete the 27 cubes.
        assert!(solutions(&shape("a..........................")).is_empty());
        assert!(solutions(&shape("aaaaa......................")).is_empty());
    }
}
