//! The die table: the 24 orientations of a standard die and where tipping it leads.
//!
//! Conventions (UVa 810): the maze is seen from above, north is up the page (row - 1), east is
//! right (column + 1), the viewer sits south. Faces are listed as `[top, bottom, north, south,
//! east, west]`. Everything is derived from one reference orientation: 2 on top, 1 facing the
//! viewer (south), 3 on the viewer's left (west), opposite faces summing to 7.
//!
//! Not here: searching a maze (that is the `puzzle` crate's job).

use crate::groups::{apply, cube_rotations};

/// Index of the top face in a `[top, bottom, north, south, east, west]` row.
pub const TOP: usize = 0;
/// Index of the bottom face.
pub const BOTTOM: usize = 1;
/// Index of the north face.
pub const NORTH: usize = 2;
/// Index of the south face (the one facing the viewer).
pub const SOUTH: usize = 3;
/// Index of the east face.
pub const EAST: usize = 4;
/// Index of the west face.
pub const WEST: usize = 5;

/// The outward normal of each face, in `[top, bottom, north, south, east, west]` order, with
/// x pointing east, y north and z up.
const NORMALS: [[i32; 3]; 6] = [
    [0, 0, 1],
    [0, 0, -1],
    [0, 1, 0],
    [0, -1, 0],
    [1, 0, 0],
    [-1, 0, 0],
];

/// The reference orientation: 2 on top, 1 south, 3 west, opposite faces summing to 7.
const REFERENCE: [u8; 6] = [2, 5, 6, 1, 4, 3];

/// The values at `[top, bottom, north, south, east, west]` for each of the 24 orientations of
/// the die, sorted by (top, south).
///
/// Derived by turning the reference orientation (2 top, 1 south, 3 west) with each of the 24
/// [`crate::cube_rotations`]: the value on the face with normal `n` moves to the face with
/// normal `R n`.
///
/// # Example
/// ```
/// let faces = tables_gen::die_faces();
/// assert_eq!(faces.len(), 24);
/// assert_eq!(faces[0], [1, 6, 5, 2, 3, 4]); // 1 on top, 2 facing the viewer
/// ```
pub fn die_faces() -> Vec<[u8; 6]> {
    let mut orientations: Vec<[u8; 6]> = cube_rotations()
        .iter()
        .map(|rotation| {
            let mut faces = [0; 6];
            for (normal, &value) in NORMALS.iter().zip(&REFERENCE) {
                let turned = apply(rotation, *normal);
                let face = NORMALS
                    .iter()
                    .position(|&n| n == turned)
                    .expect("a rotation maps face normals to face normals");
                faces[face] = value;
            }
            faces
        })
        .collect();
    orientations.sort_by_key(|faces| (faces[TOP], faces[SOUTH]));
    orientations
}

/// Tips the die one cell in `direction` (0 north, 1 east, 2 south, 3 west): it rolls over its
/// bottom edge on that side, so the face on the opposite side comes to the top and the top face
/// goes to that side. Tipping north moves the south face to the top and the top face north.
fn tip(faces: [u8; 6], direction: usize) -> [u8; 6] {
    // (the side the die rolls towards, the opposite side)
    let (toward, away) = [(NORTH, SOUTH), (EAST, WEST), (SOUTH, NORTH), (WEST, EAST)][direction];
    let mut tipped = faces;
    tipped[TOP] = faces[away];
    tipped[toward] = faces[TOP];
    tipped[BOTTOM] = faces[toward];
    tipped[away] = faces[BOTTOM];
    tipped
}

/// For each orientation of [`die_faces`] (by index), the index of the orientation after
/// tipping the die one cell `[north, east, south, west]`.
///
/// # Example
/// ```
/// let faces = tables_gen::die_faces();
/// let rolls = tables_gen::die_rolls();
/// use tables_gen::{NORTH, SOUTH, TOP};
/// let start = faces.iter().position(|f| f[TOP] == 2 && f[SOUTH] == 1);
/// let north = start.map(|start| faces[usize::from(rolls[start][0])]);
/// // The south face comes to the top, the top face goes north.
/// assert_eq!(north.map(|f| (f[TOP], f[NORTH])), Some((1, 2)));
/// ```
pub fn die_rolls() -> Vec<[u8; 4]> {
    let faces = die_faces();
    let index = |target: [u8; 6]| {
        let found = faces
            .iter()
            .position(|&f| f == target)
            .expect("tipping a die gives a die orientation");
        u8::try_from(found).expect("24 orientations fit in u8")
    };
    faces
        .iter()
        .map(|&f| std::array::from_fn(|direction| index(tip(f, direction))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DIRECTIONS: [usize; 4] = [0, 1, 2, 3];

    fn find(faces: &[[u8; 6]], top: u8, south: u8) -> usize {
        faces
            .iter()
            .position(|f| f[TOP] == top && f[SOUTH] == south)
            .expect("an orientation with these faces")
    }

    #[test]
    fn four_tips_in_one_direction_return() {
        let rolls = die_rolls();
        for start in 0..24 {
            for direction in DIRECTIONS {
                let mut at = start;
                for _ in 0..4 {
                    at = usize::from(rolls[at][direction]);
                }
                assert_eq!(at, start);
            }
        }
    }

    #[test]
    fn opposite_tips_cancel() {
        let rolls = die_rolls();
        for start in 0..24 {
            for direction in DIRECTIONS {
                let there = usize::from(rolls[start][direction]);
                assert_eq!(usize::from(rolls[there][(direction + 2) % 4]), start);
            }
        }
    }

    #[test]
    fn uva_810_sample_moves() {
        let faces = die_faces();
        let rolls = die_rolls();
        let start = find(&faces, 5, 1);
        let after_south = usize::from(rolls[start][2]);
        assert_eq!((faces[after_south][TOP], faces[after_south][SOUTH]), (6, 5));
        let after_east = usize::from(rolls[after_south][1]);
        assert_eq!(faces[after_east][TOP], 4);
        assert_eq!(faces[after_south][WEST], 4);
    }

    #[test]
    fn every_orientation_is_reachable_from_the_reference() {
        let faces = die_faces();
        let rolls = die_rolls();
        let mut seen = [false; 24];
        let mut stack = vec![find(&faces, 2, 1)];
        while let Some(at) = stack.pop() {
            if !std::mem::replace(&mut seen[at], true) {
                stack.extend(rolls[at].iter().map(|&next| usize::from(next)));
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn opposite_faces_sum_to_seven() {
        for f in die_faces() {
            assert_eq!(
                [f[TOP] + f[BOTTOM], f[NORTH] + f[SOUTH], f[EAST] + f[WEST]],
                [7, 7, 7],
                "{f:?}"
            );
            let mut values = f;
            values.sort_unstable();
            assert_eq!(values, [1, 2, 3, 4, 5, 6]);
        }
    }

    #[test]
    fn each_adjacent_top_south_pair_appears_once_in_order() {
        let pairs: Vec<(u8, u8)> = die_faces().iter().map(|f| (f[TOP], f[SOUTH])).collect();
        let adjacent: Vec<(u8, u8)> = (1..=6)
            .flat_map(|top| {
                (1..=6)
                    .filter(move |&south| south != top && south + top != 7)
                    .map(move |south| (top, south))
            })
            .collect();
        // Sorted by (top, south), so equal to the ordered list of all adjacent pairs.
        assert_eq!(pairs, adjacent);
    }

    #[test]
    fn tipping_moves_faces_as_described() {
        let faces = die_faces();
        let rolls = die_rolls();
        for (f, roll) in faces.iter().zip(&rolls) {
            let [north, east, south, west] = roll.map(|i| faces[usize::from(i)]);
            assert_eq!(
                (north[TOP], north[NORTH], north[EAST]),
                (f[SOUTH], f[TOP], f[EAST])
            );
            assert_eq!(
                (east[TOP], east[EAST], east[NORTH]),
                (f[WEST], f[TOP], f[NORTH])
            );
            assert_eq!(
                (south[TOP], south[SOUTH], south[EAST]),
                (f[NORTH], f[TOP], f[EAST])
            );
            assert_eq!(
                (west[TOP], west[WEST], west[NORTH]),
                (f[EAST], f[TOP], f[NORTH])
            );
        }
    }

    #[test]
    fn reference_orientation() {
        let faces = die_faces();
        assert_eq!(faces[find(&faces, 2, 1)], [2, 5, 6, 1, 4, 3]);
    }
}
