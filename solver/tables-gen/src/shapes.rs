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
/// let cells = tables_gen::heights(&["02", "11"]).unwrap();
/// assert_eq!(cells, [[1, 0, 0], [1, 0, 1], [0, 1, 0], [1, 1, 0]]);
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
/// let cells = tables_gen::cube3("bb.b.......................").unwrap();
/// assert_eq!(cells, [[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
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
/// let cells = tables_gen::grid(&["##", "#."]).unwrap();
/// assert_eq!(cells, [[0, 0], [1, 0], [0, 1]]);
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
/// let tee = heights(&["111", "010"]).unwrap();
/// assert_eq!(polycube_orientations(&tee, Symmetry::Rotations).unwrap().len(), 12);
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
/// let square = grid(&["##", "##"]).unwrap();
/// assert_eq!(polyomino_orientations(&square, Symmetry::RotationsAndMirrors).unwrap(), [0x303]);
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

    fn polycube_count(rows: &[&str], symmetry: Symmetry) -> usize {
        let cells = heights(rows).expect("valid height map");
        polycube_orientations(&cells, symmetry)
            .expect("fits the box")
            .len()
    }

    fn polyomino_count(rows: &[&str], symmetry: Symmetry) -> usize {
        let cells = grid(rows).expect("valid grid");
        polyomino_orientations(&cells, symmetry)
            .expect("fits the box")
            .len()
    }

    #[test]
    fn soma_pieces_under_rotations() {
        // The seven pieces as the TopCoder statement draws them.
        let pieces: [(&[&str], usize); 7] = [
            (&["111", "100"], 24), // L
            (&["111", "010"], 12), // T
            (&["011", "110"], 12), // Z
            (&["11", "10"], 12),   // V
            (&["02", "11"], 12),   // A
            (&["20", "11"], 12),   // B
            (&["12", "01"], 8),    // P
        ];
        for (rows, count) in pieces {
            assert_eq!(polycube_count(rows, Symmetry::Rotations), count, "{rows:?}");
        }
    }

    #[test]
    fn calendar_pieces_with_mirrors() {
        let pieces: [(&[&str], usize); 8] = [
            (&["###", "###"], 2),        // 2x3 rectangle
            (&["#..", "#..", "###"], 4), // V
            (&["####", ".#.."], 8),      // Y
            (&["#.#", "###"], 4),        // U
            (&["##", "##", "#."], 8),    // P
            (&["##..", ".###"], 8),      // N
            (&["##.", ".#.", ".##"], 4), // Z
            (&["####", "#..."], 8),      // L
        ];
        for (rows, count) in pieces {
            assert_eq!(
                polyomino_count(rows, Symmetry::RotationsAndMirrors),
                count,
                "{rows:?}"
            );
        }
    }
}
