//! UVa 197 "Cube": every way to build the 3x3x3 cube from the seven pieces `a`..`g` when piece
//! `a` keeps a given orientation (it may be translated, never rotated).
//!
//! The cube's cells are indexed `x + 3y + 9z` (front/middle/back plane, then top/middle/bottom
//! row, then left/middle/right cell), the problem's linearization and also the order of
//! [`Region`](crate::region::Region) cells. A set of cells of the cube is a 27-bit mask.
//!
//! Fixing `a`'s orientation picks one solution out of each class of 24 rotated copies: each of
//! a's 24 orientations has 11520 / 24 = 480 solutions.
//!
//! Not here: reading the input lines (the `uva197` crate does that).

use crate::exact_cover::ExactCover;
use crate::placement::polycube_placements;
use crate::region::{Bits, Region};

/// Piece `a`, the L tetromino, in its 24 orientations (polycube box masks).
pub const PIECE_A: &[u64] =
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

/// A solution: the letter of the piece covering each cell, cell `x + 3y + 9z`.
pub type Solution = [u8; 27];

/// The 3x3x3 cube as a [`Region`]: cell `x + 3y + 9z`.
fn cube() -> Region {
    Region::new((0..27).map(|i| [i % 3, i / 3 % 3, i / 9])).expect("27 cells fit")
}

/// The index in [`PIECE_A`] of the orientation of which the cells `a` (a 27-bit mask) are a
/// translation; `None` when `a` is not the L tetromino.
///
/// ```
/// use puzzle::uva197::{orientation_of, PIECE_A};
///
/// // "a..a..aa...................": cells 0, 3, 6 and 7.
/// let orientation = orientation_of(1 | 1 << 3 | 1 << 6 | 1 << 7).expect("an L");
/// assert!(orientation < PIECE_A.len());
/// // A T tetromino is no piece a.
/// assert_eq!(orientation_of(0b10111), None);
/// ```
pub fn orientation_of(a: u64) -> Option<usize> {
    let cube = cube();
    PIECE_A
        .iter()
        .position(|&orientation| polycube_placements(&cube, &[orientation]).contains(&a))
}

/// Every way to build the cube with piece `a` in orientation `PIECE_A[orientation]`, translated
/// anywhere, and `b`..`g` rotated and translated freely; sorted ascending (480 of them).
///
/// # Panics
///
/// If `orientation >= PIECE_A.len()` (24).
///
/// # Complexity
///
/// About 2 ms: one exact-cover search over the 27 cells.
///
/// ```
/// use puzzle::uva197::{orientation_of, solutions_in};
///
/// let orientation = orientation_of(1 | 1 << 3 | 1 << 6 | 1 << 7).expect("an L");
/// let all = solutions_in(orientation);
/// assert_eq!(all.len(), 480);
/// assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
/// assert_eq!(&all[0], b"abbabdaaceffgddgcceefedfggc");
/// ```
pub fn solutions_in(orientation: usize) -> Vec<Solution> {
    let cube = cube();
    let mut pieces = vec![polycube_placements(&cube, &[PIECE_A[orientation]])];
    for orientations in PIECES_B_TO_G {
        pieces.push(polycube_placements(&cube, orientations));
    }
    let mut found = Vec::new();
    ExactCover::new(27, pieces).for_each_solution(|masks| {
        let mut solution = [b'.'; 27];
        for (piece, &mask) in masks.iter().enumerate() {
            for cell in Bits(mask) {
                solution[cell] = b'a' + piece as u8;
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

    fn solutions(a: u64) -> Option<Vec<Solution>> {
        orientation_of(a).map(solutions_in)
    }
    use crate::placement::Orientation;
    use std::collections::HashSet;

    fn line_mask(line: &str) -> u64 {
        let cells = line.bytes().enumerate().filter(|&(_, c)| c != b'.');
        cells.fold(0, |mask, (i, _)| mask | 1 << i)
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
                char::from(b'b' + ours as u8)
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

    /// The seed's list is exactly the orientations of piece a; each has 480 solutions, and
    /// together they are the 11,520 solutions of the cube, each once.
    #[test]
    fn every_orientation_has_480_solutions() {
        let normalized: HashSet<u64> = SEED_ORIENTATIONS
            .iter()
            .map(|line| {
                let cells =
                    Bits(line_mask(line)).map(|i| [i as i32 % 3, i as i32 / 3 % 3, i as i32 / 9]);
                Orientation::new(cells)
                    .polycube_mask()
                    .expect("fits the box")
            })
            .collect();
        assert_eq!(normalized, PIECE_A.iter().copied().collect());
        let mut all = HashSet::new();
        for line in SEED_ORIENTATIONS {
            let found = solutions(line_mask(line)).expect("an L");
            assert_eq!(found.len(), 480, "{line}");
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
    fn translation_does_not_matter() {
        let corner = solutions(line_mask("a..a..aa...................")).expect("an L");
        for moved in [".........a..a..aa..........", "..................a..a..aa."] {
            assert!(
                solutions(line_mask(moved)) == Some(corner.clone()),
                "{moved}"
            );
        }
    }

    #[test]
    fn other_shapes_are_no_piece_a() {
        for line in [
            "aaa.a......................",
            "aa..aa.....................",
            "aa.aa......................",
            "a.........................a",
            "aaaaa......................",
            "a..a..a....................",
            "...........................",
        ] {
            assert!(solutions(line_mask(line)).is_none(), "{line}");
        }
    }
}
