//! The symmetry groups: the 24 proper rotations of the cube and the 8 symmetries of the square,
//! each derived by closing generator matrices under composition.
//!
//! Not here: applying the groups to shapes (see [`crate::shapes`]).

/// An `N` x `N` integer matrix acting on column vectors: `v' = M v`, `v'[i] = sum_j M[i][j] v[j]`.
pub type Matrix<const N: usize> = [[i8; N]; N];

/// A quarter turn about the x axis (right-handed: y goes to z, z goes to -y).
const QUARTER_TURN_X: Matrix<3> = [[1, 0, 0], [0, 0, -1], [0, 1, 0]];
/// A quarter turn about the z axis (right-handed: x goes to y, y goes to -x).
const QUARTER_TURN_Z: Matrix<3> = [[0, -1, 0], [1, 0, 0], [0, 0, 1]];
/// A quarter turn of the plane (counterclockwise with y up: x goes to y, y goes to -x).
const QUARTER_TURN_2D: Matrix<2> = [[0, -1], [1, 0]];
/// A reflection of the plane across the y axis: x goes to -x.
const MIRROR_2D: Matrix<2> = [[-1, 0], [0, 1]];

/// The identity matrix.
pub fn identity<const N: usize>() -> Matrix<N> {
    std::array::from_fn(|i| std::array::from_fn(|j| i8::from(i == j)))
}

/// The matrix product `a b` (apply `b` first, then `a`).
///
/// Entries must stay in `i8`; products of signed permutation matrices always do.
pub fn mat_mul<const N: usize>(a: &Matrix<N>, b: &Matrix<N>) -> Matrix<N> {
    std::array::from_fn(|i| std::array::from_fn(|j| (0..N).map(|k| a[i][k] * b[k][j]).sum()))
}

/// Applies `m` to the integer vector `v`: `m v`.
pub fn apply<const N: usize>(m: &Matrix<N>, v: [i32; N]) -> [i32; N] {
    std::array::from_fn(|i| (0..N).map(|j| i32::from(m[i][j]) * v[j]).sum())
}

/// The transpose of `m` (for an orthogonal matrix, its inverse).
pub fn transpose<const N: usize>(m: &Matrix<N>) -> Matrix<N> {
    std::array::from_fn(|i| std::array::from_fn(|j| m[j][i]))
}

/// The closure of `generators` under composition, breadth first: the list starts with the
/// identity; each listed element, in list order, is multiplied on the left by each generator in
/// turn, and every product not yet listed is appended.
///
/// Terminates only for generators of a finite group (true for signed permutation matrices).
/// Complexity: O(|group|^2 * |generators|) matrix comparisons.
fn close<const N: usize>(generators: &[Matrix<N>]) -> Vec<Matrix<N>> {
    let mut group = vec![identity::<N>()];
    let mut next = 0;
    while next < group.len() {
        let element = group[next];
        for generator in generators {
            let product = mat_mul(generator, &element);
            if !group.contains(&product) {
                group.push(product);
            }
        }
        next += 1;
    }
    group
}

/// The 24 proper rotations of the cube as integer matrices.
///
/// Derived by closing a quarter turn about x (`y -> z`) and a quarter turn about z (`x -> y`)
/// under composition, breadth first: identity first, then each listed element multiplied on the
/// left by the x turn and then the z turn, new products appended in the order found. The order is
/// deterministic and is the order of `tables::cube_rotations!()`.
///
/// # Example
/// ```
/// let rotations = tables_gen::cube_rotations();
/// assert_eq!(rotations.len(), 24);
/// assert_eq!(rotations[0], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
/// ```
pub fn cube_rotations() -> Vec<Matrix<3>> {
    close(&[QUARTER_TURN_X, QUARTER_TURN_Z])
}

/// The 8 symmetries of the square as integer matrices: first the 4 rotations (the closure of one
/// quarter turn `x -> y`: identity, 90, 180, 270 degrees), then the same 4 rotations each
/// composed with the reflection `x -> -x` applied first (`rotation * mirror`).
///
/// # Example
/// ```
/// let symmetries = tables_gen::square_symmetries();
/// assert_eq!(symmetries.len(), 8);
/// assert_eq!(symmetries[0], [[1, 0], [0, 1]]);
/// assert_eq!(symmetries[4], [[-1, 0], [0, 1]]);
/// ```
pub fn square_symmetries() -> Vec<Matrix<2>> {
    let rotations = close(&[QUARTER_TURN_2D]);
    let mirrors: Vec<Matrix<2>> = rotations.iter().map(|r| mat_mul(r, &MIRROR_2D)).collect();
    rotations.into_iter().chain(mirrors).collect()
}

/// The reflection of space across the plane x = 0, used to reach mirror images of polycubes.
pub(crate) const MIRROR_3D: Matrix<3> = [[-1, 0, 0], [0, 1, 0], [0, 0, 1]];

/// The determinant of a 3 x 3 matrix.
pub fn det3(m: &Matrix<3>) -> i32 {
    let e = |i: usize, j: usize| i32::from(m[i][j]);
    e(0, 0) * (e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1))
        - e(0, 1) * (e(1, 0) * e(2, 2) - e(1, 2) * e(2, 0))
        + e(0, 2) * (e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0))
}

/// The determinant of a 2 x 2 matrix.
pub fn det2(m: &Matrix<2>) -> i32 {
    i32::from(m[0][0]) * i32::from(m[1][1]) - i32::from(m[0][1]) * i32::from(m[1][0])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_orthogonal<const N: usize>(m: &Matrix<N>) -> bool {
        mat_mul(m, &transpose(m)) == identity()
    }

    #[test]
    fn cube_rotations_form_the_rotation_group() {
        let group = cube_rotations();
        assert_eq!(group.len(), 24);
        assert_eq!(group[0], identity());
        for (i, a) in group.iter().enumerate() {
            assert!(!group[i + 1..].contains(a), "duplicate {a:?}");
            assert_eq!(det3(a), 1);
            assert!(is_orthogonal(a));
            assert!(a.iter().flatten().all(|&x| (-1..=1).contains(&x)));
            assert!(group.contains(&transpose(a)), "inverse of {a:?} missing");
            for b in &group {
                assert!(group.contains(&mat_mul(a, b)));
            }
        }
    }

    #[test]
    fn square_symmetries_are_four_rotations_then_four_mirrors() {
        let group = square_symmetries();
        assert_eq!(group.len(), 8);
        assert_eq!(group[0], identity());
        let dets: Vec<i32> = group.iter().map(det2).collect();
        assert_eq!(dets, [1, 1, 1, 1, -1, -1, -1, -1]);
        for (i, a) in group.iter().enumerate() {
            assert!(!group[i + 1..].contains(a), "duplicate {a:?}");
            assert!(is_orthogonal(a));
            assert!(group.contains(&transpose(a)));
            for b in &group {
                assert!(group.contains(&mat_mul(a, b)));
            }
        }
        assert_eq!(group[1], QUARTER_TURN_2D);
    }
}
