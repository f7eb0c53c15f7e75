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

/// The 24 rotations of the cube about its centre, each as a permutation of the cells: cell `i`
/// goes to cell `rotation[i]` (index `x + 3y + 9z`); the identity first.
///
/// Closed from two quarter turns, about the z axis and about the x axis, which generate the
/// rotation group. Built here rather than from `tables::cube_rotations!()` because 24 integer
/// matrices printed as a literal cost about 700 bytes of the UVa file's 10,000, the closure
/// about 250.
fn cell_rotations() -> Vec<[u8; 27]> {
    let coordinates = |cell: usize| (cell % 3, cell / 3 % 3, cell / 9);
    // (x, y) -> (2 - y, x) and (y, z) -> (2 - z, y): each maps the cube onto itself.
    let quarter_turns: [[u8; 27]; 2] = [
        std::array::from_fn(|cell| {
            let (x, y, z) = coordinates(cell);
            (2 - y + 3 * x + 9 * z) as u8
        }),
        std::array::from_fn(|cell| {
            let (x, y, z) = coordinates(cell);
            (x + 3 * (2 - z) + 9 * y) as u8
        }),
    ];
    let mut rotations = vec![std::array::from_fn(|cell| cell as u8)];
    let mut next = 0;
    while next < rotations.len() {
        let rotation: [u8; 27] = rotations[next];
        for turn in &quarter_turns {
            let composed = rotation.map(|cell| turn[usize::from(cell)]);
            if !rotations.contains(&composed) {
                rotations.push(composed);
            }
        }
        next += 1;
    }
    rotations
}

/// Every solution of the cube grouped by the orientation of piece `a`, from one search.
///
/// Why one search is enough: rotating a whole solution about the cube's centre gives a
/// solution, each piece still in one of its own orientations (the rotations of `b`..`g` are
/// closed under rotation, and a rotation keeps the chirality of `f` and `g`). `a` has no
/// rotational symmetry, so exactly one rotation takes its orientation 0 to orientation `o`, and
/// that rotation is a bijection from the solutions with `a` in orientation 0 to those with `a`
/// in orientation `o`. The search runs for orientation 0; the others are its solutions rotated.
///
/// ```
/// use puzzle::uva197::{orientation_of, CubeSolutions};
///
/// let orientation = orientation_of(1 | 1 << 3 | 1 << 6 | 1 << 7).expect("an L");
/// let all = CubeSolutions::search().solutions_in(orientation);
/// assert_eq!(all.len(), 480);
/// assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
/// assert_eq!(&all[0], b"abbabdaaceffgddgcceefedfggc");
/// ```
#[derive(Debug)]
pub struct CubeSolutions {
    /// The solutions with `a` in orientation `PIECE_A[0]`.
    with_orientation_0: Vec<Solution>,
    /// For orientation `o`, the cell permutation of the rotation taking `PIECE_A[0]` to
    /// `PIECE_A[o]`.
    rotation_to: Vec<[u8; 27]>,
}

impl CubeSolutions {
    /// One exact-cover search (about 1.5 ms) and the 24 rotations as cell permutations.
    pub fn search() -> Self {
        let mut rotation_to = vec![[0; 27]; PIECE_A.len()];
        let a_somewhere = polycube_placements(&cube(), &[PIECE_A[0]])[0];
        for permutation in cell_rotations() {
            let rotated_a = Bits(a_somewhere).fold(0, |mask, cell| mask | 1 << permutation[cell]);
            let orientation = orientation_of(rotated_a).expect("a rotated L is an L");
            rotation_to[orientation] = permutation;
        }
        CubeSolutions {
            with_orientation_0: search_solutions_in(0),
            rotation_to,
        }
    }

    /// Every way to build the cube with piece `a` in orientation `PIECE_A[orientation]`,
    /// translated anywhere, and `b`..`g` rotated and translated freely; sorted ascending (480
    /// of them). The same as [`search_solutions_in`], by rotating the one search's solutions.
    ///
    /// # Panics
    ///
    /// If `orientation >= PIECE_A.len()` (24).
    ///
    /// # Complexity
    ///
    /// O(s log s) for the s = 480 solutions: rotating and sorting them.
    pub fn solutions_in(&self, orientation: usize) -> Vec<Solution> {
        let permutation = &self.rotation_to[orientation];
        let mut found: Vec<Solution> = self
            .with_orientation_0
            .iter()
            .map(|solution| {
                let mut rotated = [0; 27];
                for (cell, &letter) in solution.iter().enumerate() {
                    rotated[usize::from(permutation[cell])] = letter;
                }
                rotated
            })
            .collect();
        found.sort_unstable();
        found
    }
}

/// Every way to build the cube with piece `a` in orientation `PIECE_A[orientation]`, translated
/// anywhere, and `b`..`g` rotated and translated freely; sorted ascending (480 of them), by a
/// search of its own. [`CubeSolutions`] answers all 24 orientations from one search.
///
/// # Panics
///
/// If `orientation >= PIECE_A.len()` (24).
///
/// # Complexity
///
/// About 1.5 ms: one exact-cover search over the 27 cells.
///
/// ```
/// use puzzle::uva197::{orientation_of, search_solutions_in};
///
/// let orientation = orientation_of(1 | 1 << 3 | 1 << 6 | 1 << 7).expect("an L");
/// let all = search_solutions_in(orientation);
/// assert_eq!(all.len(), 480);
/// assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
/// assert_eq!(&all[0], b"abbabdaaceffgddgcceefedfggc");
/// ```
pub fn search_solutions_in(orientation: usize) -> Vec<Solution> {
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
        orientation_of(a).map(search_solutions_in)
    }

    /// The rotated solutions of one search are, orientation by orientation, exactly what a
    /// search of each orientation finds, in the same order.
    #[test]
    fn rotating_one_search_equals_searching_every_orientation() {
        let all = CubeSolutions::search();
        for orientation in 0..PIECE_A.len() {
            assert!(
                all.solutions_in(orientation) == search_solutions_in(orientation),
                "orientation {orientation}"
            );
        }
    }

    /// The closure is the rotation group: 24 distinct permutations of the cells, the same as
    /// `tables::cube_rotations!()` applied about the centre.
    #[test]
    fn rotations_permute_the_cells() {
        let permutations: HashSet<[u8; 27]> = cell_rotations().into_iter().collect();
        assert_eq!(permutations.len(), 24);
        let from_matrices: HashSet<[u8; 27]> = tables::cube_rotations!()
            .iter()
            .map(|matrix: &[[i8; 3]; 3]| {
                std::array::from_fn(|cell| {
                    let centred = [cell % 3, cell / 3 % 3, cell / 9].map(|c| c as i8 - 1);
                    let rotated =
                        matrix.map(|row| (0..3).map(|k| row[k] * centred[k]).sum::<i8>() + 1);
                    (rotated[0] + 3 * rotated[1] + 9 * rotated[2]) as u8
                })
            })
            .collect();
        assert_eq!(permutations, from_matrices);
        for permutation in &permutations {
            let mut sorted = *permutation;
            sorted.sort_unstable();
            assert!(sorted
                .iter()
                .enumerate()
                .all(|(i, &cell)| usize::from(cell) == i));
        }
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
