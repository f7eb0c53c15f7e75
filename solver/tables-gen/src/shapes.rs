//! Shapes: parsing the three drawing forms the macros accept (TopCoder height maps, 3x3x3 cube
//! strings, polyomino grids) into cells, and listing the distinct orientations of a shape as bit
//! masks.
//!
//! Not here: searching for placements or tilings (that is the `puzzle` crate's job).

use crate::groups::{apply, cube_rotations, mat_mul, square_symmetries, Matrix, MIRROR_3D};
use std::fmt;

/// A malformed shape: what is wrong, and which string argument (0-based) it is in, if any one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShapeError {
    message: String,
    argument: Option<usize>,
}

impl ShapeError {
    fn new(message: impl Into<String>, argument: Option<usize>) -> Self {
        Self {
            message: message.into(),
            argument,
        }
    }

    /// What is wrong, in words, e.g. ``row 1, column 2: expected a digit, found `x` ``.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The 0-based index of the string (row) the problem is in; `None` when it concerns the
    /// whole shape (empty, too big).
    pub fn argument(&self) -> Option<usize> {
        self.argument
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ShapeError {}

/// Which symmetries turn a shape into another orientation of the same piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Symmetry {
    /// Proper rotations only (pieces cannot be flipped into their mirror image).
    Rotations,
    /// Rotations and mirror images (the rotations, each also composed with one reflection).
    RotationsAndMirrors,
}

/// Parses a TopCoder height map: the digit `h` at row `r`, column `c` stands for the cubes
/// `(x = c, y = r, z = 0..h)`.
///
/// Errors: no rows, rows of unequal length, a character that is not a digit `0`-`9`, or no cube
/// at all.
///
/// # Example
/// ```
/// let cells = tables_gen::heights(&["02", "11"])?;
/// assert_eq!(cells, [[1, 0, 0], [1, 0, 1], [0, 1, 0], [1, 1, 0]]);
/// assert!(tables_gen::heights(&["1x"]).is_err());
/// # Ok::<(), tables_gen::ShapeError>(())
/// ```
pub fn heights(rows: &[&str]) -> Result<Vec<[i32; 3]>, ShapeError> {
    let width = rows.first().map_or(0, |row| row.chars().count());
    let mut cells = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        let length = row.chars().count();
        if length != width {
            return Err(ShapeError::new(
                format!("row {y} has {length} characters, row 0 has {width}; a height map is a rectangle"),
                Some(y),
            ));
        }
        for (x, ch) in row.chars().enumerate() {
            let height = ch.to_digit(10).ok_or_else(|| {
                ShapeError::new(
                    format!("row {y}, column {x}: expected a height digit 0-9, found `{ch}`"),
                    Some(y),
                )
            })?;
            cells.extend((0..height).map(|z| [coordinate(x), coordinate(y), z as i32]));
        }
    }
    non_empty(cells)
}

/// Parses a 3x3x3 cube drawing: exactly 27 characters, the one at index `x + 3y + 9z` is a cube
/// unless it is `.`.
///
/// Errors: not 27 characters, or no cube at all.
///
/// # Example
/// ```
/// let cells = tables_gen::cube3("bb.b.......................")?;
/// assert_eq!(cells, [[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
/// # Ok::<(), tables_gen::ShapeError>(())
/// ```
pub fn cube3(cube: &str) -> Result<Vec<[i32; 3]>, ShapeError> {
    let length = cube.chars().count();
    if length != 27 {
        return Err(ShapeError::new(
            format!("a cube3 drawing has 27 characters (index x + 3y + 9z), this one has {length}"),
            Some(0),
        ));
    }
    let cells = cube
        .chars()
        .enumerate()
        .filter(|&(_, ch)| ch != '.')
        .map(|(i, _)| [coordinate(i % 3), coordinate(i / 3 % 3), coordinate(i / 9)])
        .collect();
    non_empty(cells)
}

/// Parses a polyomino drawing: row `y`, column `x` is a cell unless it is `.` or a space. Rows
/// may differ in length (missing characters are empty).
///
/// Errors: no cell at all.
///
/// # Example
/// ```
/// let cells = tables_gen::grid(&["##", "#."])?;
/// assert_eq!(cells, [[0, 0], [1, 0], [0, 1]]);
/// # Ok::<(), tables_gen::ShapeError>(())
/// ```
pub fn grid(rows: &[&str]) -> Result<Vec<[i32; 2]>, ShapeError> {
    let cells = rows
        .iter()
        .enumerate()
        .flat_map(|(y, row)| {
            row.chars()
                .enumerate()
                .filter(|&(_, ch)| ch != '.' && ch != ' ')
                .map(move |(x, _)| [coordinate(x), coordinate(y)])
        })
        .collect();
    non_empty(cells)
}

fn coordinate(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

fn non_empty<T>(cells: Vec<T>) -> Result<Vec<T>, ShapeError> {
    if cells.is_empty() {
        Err(ShapeError::new("empty shape: it has no cell", None))
    } else {
        Ok(cells)
    }
}

/// Every distinct orientation of a polycube as a bit mask in a 4x4x4 box: each group element
/// (see [`Symmetry`]; mirror images are the rotations composed with the reflection `x -> -x`)
/// is applied, the image is translated so its minimum x, y and z are 0, the cell `(x, y, z)`
/// becomes bit `x + 4y + 16z`; duplicates are removed and the masks sorted ascending.
///
/// Errors: no cell, or an image that does not fit the 4x4x4 box.
/// Constraint: coordinates within `-2^28..2^28`. Complexity: O(48 * cells).
///
/// # Example
/// ```
/// use tables_gen::{heights, polycube_orientations, Symmetry};
/// let tee = heights(&["111", "010"])?;
/// assert_eq!(polycube_orientations(&tee, Symmetry::Rotations)?.len(), 12);
/// let tower = heights(&["5"])?;
/// assert!(polycube_orientations(&tower, Symmetry::Rotations).is_err()); // 5 high: too big
/// # Ok::<(), tables_gen::ShapeError>(())
/// ```
pub fn polycube_orientations(
    cells: &[[i32; 3]],
    symmetry: Symmetry,
) -> Result<Vec<u64>, ShapeError> {
    let rotations = cube_rotations();
    let mut group = rotations.clone();
    if symmetry == Symmetry::RotationsAndMirrors {
        group.extend(rotations.iter().map(|r| mat_mul(r, &MIRROR_3D)));
    }
    orientations(cells, &group, 4)
}

/// Every distinct orientation of a polyomino as a bit mask in an 8x8 box: like
/// [`polycube_orientations`] with the symmetries of the square ([`crate::square_symmetries`];
/// `Rotations` uses the first 4) and bit `x + 8y`.
///
/// Errors: no cell, or an image that does not fit the 8x8 box.
/// Constraint: coordinates within `-2^28..2^28`. Complexity: O(8 * cells).
///
/// # Example
/// ```
/// use tables_gen::{grid, polyomino_orientations, Symmetry};
/// let square = grid(&["##", "##"])?;
/// assert_eq!(polyomino_orientations(&square, Symmetry::RotationsAndMirrors)?, [0x303]);
/// # Ok::<(), tables_gen::ShapeError>(())
/// ```
pub fn polyomino_orientations(
    cells: &[[i32; 2]],
    symmetry: Symmetry,
) -> Result<Vec<u64>, ShapeError> {
    let mut group = square_symmetries();
    if symmetry == Symmetry::Rotations {
        group.truncate(4);
    }
    orientations(cells, &group, 8)
}

/// The masks of `cells` under every matrix of `group`, normalized, in a box of `side`^N cells
/// (`side`^N must be at most 64).
fn orientations<const N: usize>(
    cells: &[[i32; N]],
    group: &[Matrix<N>],
    side: i32,
) -> Result<Vec<u64>, ShapeError> {
    let cells = non_empty(cells.to_vec())?;
    let mut masks = Vec::with_capacity(group.len());
    for matrix in group {
        let image: Vec<[i32; N]> = cells.iter().map(|&cell| apply(matrix, cell)).collect();
        let mut min = [i32::MAX; N];
        let mut max = [i32::MIN; N];
        for cell in &image {
            for axis in 0..N {
                min[axis] = min[axis].min(cell[axis]);
                max[axis] = max[axis].max(cell[axis]);
            }
        }
        if (0..N).any(|axis| max[axis] - min[axis] >= side) {
            let extents: Vec<String> = (0..N)
                .map(|axis| (max[axis] - min[axis] + 1).to_string())
                .collect();
            let sides = vec![side.to_string(); N];
            return Err(ShapeError::new(
                format!(
                    "shape too big: it spans {} cells, orientations must fit a {} box",
                    extents.join("x"),
                    sides.join("x")
                ),
                None,
            ));
        }
        let mask = image.iter().fold(0u64, |mask, cell| {
            let bit = (0..N)
                .rev()
                .fold(0, |bit, axis| bit * side + cell[axis] - min[axis]);
            mask | 1 << bit
        });
        masks.push(mask);
    }
    masks.sort_unstable();
    masks.dedup();
    Ok(masks)
}

/// The cells of a polycube mask (bit `x + 4y + 16z`), in bit order.
///
/// # Example
/// ```
/// assert_eq!(tables_gen::polycube_cells(0b10011), [[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
/// ```
pub fn polycube_cells(mask: u64) -> Vec<[i32; 3]> {
    bits(mask)
        .map(|bit| [bit % 4, bit / 4 % 4, bit / 16])
        .collect()
}

/// The cells of a polyomino mask (bit `x + 8y`), in bit order.
///
/// # Example
/// ```
/// assert_eq!(tables_gen::polyomino_cells(0x103), [[0, 0], [1, 0], [0, 1]]);
/// ```
pub fn polyomino_cells(mask: u64) -> Vec<[i32; 2]> {
    bits(mask).map(|bit| [bit % 8, bit / 8]).collect()
}

fn bits(mask: u64) -> impl Iterator<Item = i32> {
    (0..64).filter(move |bit| mask >> bit & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The seven Soma pieces as the TopCoder statement draws them, with their orientation
    /// counts under rotations.
    const SOMA: [(&str, &[&str], usize); 7] = [
        ("L", &["111", "100"], 24),
        ("T", &["111", "010"], 12),
        ("Z", &["011", "110"], 12),
        ("V", &["11", "10"], 12),
        ("A", &["02", "11"], 12),
        ("B", &["20", "11"], 12),
        ("P", &["12", "01"], 8),
    ];

    /// The calendar pieces, with their orientation counts under rotations and mirrors.
    const CALENDAR: [(&str, &[&str], usize); 8] = [
        ("rectangle", &["###", "###"], 2),
        ("V", &["#..", "#..", "###"], 4),
        ("Y", &["####", ".#.."], 8),
        ("U", &["#.#", "###"], 4),
        ("P", &["##", "##", "#."], 8),
        ("N", &["##..", ".###"], 8),
        ("Z", &["##.", ".#.", ".##"], 4),
        ("L", &["####", "#..."], 8),
    ];

    fn soma(rows: &[&str], symmetry: Symmetry) -> Vec<u64> {
        let cells = heights(rows).expect("valid height map");
        polycube_orientations(&cells, symmetry).expect("fits the box")
    }

    fn calendar(rows: &[&str], symmetry: Symmetry) -> Vec<u64> {
        let cells = grid(rows).expect("valid grid");
        polyomino_orientations(&cells, symmetry).expect("fits the box")
    }

    /// Whether the cells are connected through shared faces (edges in 2D).
    fn connected<const N: usize>(cells: &[[i32; N]]) -> bool {
        let mut seen = vec![false; cells.len()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(i) = stack.pop() {
            for (j, cell) in cells.iter().enumerate() {
                let distance: i32 = (0..N).map(|axis| (cell[axis] - cells[i][axis]).abs()).sum();
                if !seen[j] && distance == 1 {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        seen.iter().all(|&s| s)
    }

    /// The sorted squared distances between all pairs of cells: equal for congruent shapes,
    /// computed without the symmetry groups.
    fn distances<const N: usize>(cells: &[[i32; N]]) -> Vec<i32> {
        let mut all: Vec<i32> = cells
            .iter()
            .enumerate()
            .flat_map(|(i, a)| {
                cells[i + 1..]
                    .iter()
                    .map(move |b| (0..N).map(|k| (a[k] - b[k]).pow(2)).sum())
            })
            .collect();
        all.sort_unstable();
        all
    }

    fn touches_origin_planes<const N: usize>(cells: &[[i32; N]]) -> bool {
        (0..N).all(|axis| cells.iter().map(|cell| cell[axis]).min() == Some(0))
    }

    #[test]
    fn soma_pieces_under_rotations() {
        for (name, rows, count) in SOMA {
            assert_eq!(soma(rows, Symmetry::Rotations).len(), count, "{name}");
        }
    }

    #[test]
    fn calendar_pieces_with_mirrors() {
        for (name, rows, count) in CALENDAR {
            assert_eq!(
                calendar(rows, Symmetry::RotationsAndMirrors).len(),
                count,
                "{name}"
            );
        }
    }

    #[test]
    fn chiral_soma_piece_with_mirrors_contains_its_mirror_twin() {
        let a_rotations = soma(&["02", "11"], Symmetry::Rotations);
        let a_all = soma(&["02", "11"], Symmetry::RotationsAndMirrors);
        let b_rotations = soma(&["20", "11"], Symmetry::Rotations);
        assert!(b_rotations.iter().all(|mask| a_all.contains(mask)));
        assert!(
            a_rotations.iter().all(|mask| !b_rotations.contains(mask)),
            "A and B are not congruent by rotation"
        );
        assert_eq!(a_all.len(), 24);
        // An achiral piece gains nothing from mirrors.
        assert_eq!(
            soma(&["111", "010"], Symmetry::RotationsAndMirrors).len(),
            12
        );
    }

    #[test]
    fn every_polycube_orientation_decodes_to_a_congruent_shape() {
        for (name, rows, _) in SOMA {
            let cells = heights(rows).expect("valid height map");
            let masks = soma(rows, Symmetry::RotationsAndMirrors);
            assert!(
                masks.windows(2).all(|pair| pair[0] < pair[1]),
                "{name}: sorted, distinct"
            );
            for mask in masks {
                let image = polycube_cells(mask);
                assert_eq!(image.len(), cells.len(), "{name}");
                assert!(connected(&image), "{name}: {mask:#x}");
                assert!(
                    touches_origin_planes(&image),
                    "{name}: {mask:#x} is normalized"
                );
                assert_eq!(distances(&image), distances(&cells), "{name}: {mask:#x}");
            }
        }
    }

    #[test]
    fn every_polyomino_orientation_decodes_to_a_congruent_shape() {
        for (name, rows, _) in CALENDAR {
            let cells = grid(rows).expect("valid grid");
            let masks = calendar(rows, Symmetry::RotationsAndMirrors);
            assert!(
                masks.windows(2).all(|pair| pair[0] < pair[1]),
                "{name}: sorted, distinct"
            );
            for mask in masks {
                let image = polyomino_cells(mask);
                assert_eq!(image.len(), cells.len(), "{name}");
                assert!(connected(&image), "{name}: {mask:#x}");
                assert!(
                    touches_origin_planes(&image),
                    "{name}: {mask:#x} is normalized"
                );
                assert_eq!(distances(&image), distances(&cells), "{name}: {mask:#x}");
            }
        }
    }

    #[test]
    fn chiral_polyomino_gains_mirrors() {
        let rotations = calendar(&["##..", ".###"], Symmetry::Rotations);
        let mirrored = calendar(&[".###", "##.."], Symmetry::Rotations);
        let all = calendar(&["##..", ".###"], Symmetry::RotationsAndMirrors);
        assert_eq!((rotations.len(), mirrored.len(), all.len()), (4, 4, 8));
        let mut union: Vec<u64> = rotations.iter().chain(&mirrored).copied().collect();
        union.sort_unstable();
        assert_eq!(union, all);
    }

    #[test]
    fn known_masks() {
        // V in the xy plane: 3 cells of a 2x2 square, each of its 4 corners missing in turn,
        // in the three coordinate planes.
        let v = soma(&["11", "10"], Symmetry::Rotations);
        let square_xy = 0b11_0011u64;
        let square_xz = 0b11 | 0b11 << 16;
        let square_yz = 1 | 1 << 4 | 1 << 16 | 1 << 20;
        let mut expected: Vec<u64> = [square_xy, square_xz, square_yz]
            .iter()
            .flat_map(|&square| {
                (0..64)
                    .filter(move |bit| square >> bit & 1 == 1)
                    .map(move |bit| square & !(1 << bit))
            })
            .collect();
        expected.sort_unstable();
        assert_eq!(v, expected);
        assert_eq!(
            calendar(&["###", "###"], Symmetry::Rotations),
            [0x707, 0x3_0303]
        );
    }

    #[test]
    fn parsers_place_cells_as_documented() {
        assert_eq!(
            heights(&["0", "3"]),
            Ok(vec![[0, 1, 0], [0, 1, 1], [0, 1, 2]])
        );
        let mut corner = ['.'; 27];
        corner[1 + 3 * 2 + 9 * 2] = '#';
        assert_eq!(
            cube3(&corner.iter().collect::<String>()),
            Ok(vec![[1, 2, 2]])
        );
        assert_eq!(grid(&["  #", ".", "x"]), Ok(vec![[2, 0], [0, 2]]));
        // Any character other than `.` is a cube in cube3, including spaces.
        assert_eq!(cube3(&format!(" {}", ".".repeat(26))), Ok(vec![[0, 0, 0]]));
    }

    #[test]
    fn malformed_shapes_are_errors() {
        let error = heights(&["11", "1"]).expect_err("ragged height map");
        assert_eq!(error.argument(), Some(1));
        assert!(
            error.message().contains("row 1 has 1 characters"),
            "{error}"
        );

        let error = heights(&["11", "1a"]).expect_err("bad digit");
        assert_eq!(error.argument(), Some(1));
        assert_eq!(
            error.message(),
            "row 1, column 1: expected a height digit 0-9, found `a`"
        );

        for empty in [heights(&[]), heights(&["00", "00"]), heights(&[""])] {
            let error = empty.expect_err("empty");
            assert_eq!(
                (error.message(), error.argument()),
                ("empty shape: it has no cell", None)
            );
        }

        let error = cube3("bb.b").expect_err("short");
        assert_eq!(error.argument(), Some(0));
        assert!(error.message().contains("this one has 4"), "{error}");
        assert!(cube3(&".".repeat(27)).is_err());
        assert!(cube3(&"#".repeat(28)).is_err());

        assert!(grid(&[". .", ""]).is_err());
        assert!(grid(&[]).is_err());
    }

    #[test]
    fn shapes_too_big_for_the_box_are_errors() {
        let tower = heights(&["5"]).expect("valid");
        let error = polycube_orientations(&tower, Symmetry::Rotations).expect_err("too tall");
        assert_eq!(
            error.message(),
            "shape too big: it spans 1x1x5 cells, orientations must fit a 4x4x4 box"
        );
        assert_eq!(error.argument(), None);
        assert!(
            polycube_orientations(&heights(&["4444"]).expect("valid"), Symmetry::Rotations).is_ok()
        );
        assert!(
            polycube_orientations(&heights(&["11111"]).expect("valid"), Symmetry::Rotations)
                .is_err()
        );

        let bar = grid(&["#########"]).expect("valid");
        let error = polyomino_orientations(&bar, Symmetry::Rotations).expect_err("too long");
        assert_eq!(
            error.message(),
            "shape too big: it spans 9x1 cells, orientations must fit a 8x8 box"
        );
        assert_eq!(
            polyomino_orientations(&grid(&["########"]).expect("valid"), Symmetry::Rotations)
                .map(|m| m.len()),
            Ok(2)
        );

        assert!(polycube_orientations(&[], Symmetry::Rotations).is_err());
        assert!(polyomino_orientations(&[], Symmetry::RotationsAndMirrors).is_err());
    }

    fn polycube_from_bits(bits: u32) -> Vec<[i32; 3]> {
        (0..27)
            .filter(|i| bits >> i & 1 == 1)
            .map(|i| [i % 3, i / 3 % 3, i / 9])
            .collect()
    }

    fn polyomino_from_bits(bits: u16) -> Vec<[i32; 2]> {
        (0..16)
            .filter(|i| bits >> i & 1 == 1)
            .map(|i| [i % 4, i / 4])
            .collect()
    }

    proptest! {
        #[test]
        fn polycube_orbits(bits in 1u32..1 << 27) {
            let cells = polycube_from_bits(bits);
            let rotations = polycube_orientations(&cells, Symmetry::Rotations).expect("fits");
            let all = polycube_orientations(&cells, Symmetry::RotationsAndMirrors).expect("fits");
            prop_assert_eq!(24 % rotations.len(), 0);
            prop_assert!(all.len() == rotations.len() || all.len() == 2 * rotations.len());
            prop_assert!(rotations.iter().all(|mask| all.contains(mask)));
            for &mask in &rotations {
                prop_assert_eq!(mask.count_ones() as usize, cells.len());
                // Every orientation has the same orbit: the set is closed under the group.
                let again = polycube_orientations(&polycube_cells(mask), Symmetry::Rotations).expect("fits");
                prop_assert_eq!(&again, &rotations);
            }
        }

        #[test]
        fn polyomino_orbits(bits in 1u16..=u16::MAX) {
            let cells = polyomino_from_bits(bits);
            let rotations = polyomino_orientations(&cells, Symmetry::Rotations).expect("fits");
            let all = polyomino_orientations(&cells, Symmetry::RotationsAndMirrors).expect("fits");
            prop_assert_eq!(4 % rotations.len(), 0);
            prop_assert!(all.len() == rotations.len() || all.len() == 2 * rotations.len());
            prop_assert!(rotations.iter().all(|mask| all.contains(mask)));
            for &mask in &all {
                prop_assert_eq!(mask.count_ones() as usize, cells.len());
                let again = polyomino_orientations(&polyomino_cells(mask), Symmetry::RotationsAndMirrors).expect("fits");
                prop_assert_eq!(&again, &all);
            }
        }
    }
}
