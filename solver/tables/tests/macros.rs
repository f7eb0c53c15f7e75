//! Every table macro used in a `const` with its type annotation, compared with the tables-gen
//! function computed at run time.

use tables_gen::{cube3, grid, heights, polycube_orientations, polyomino_orientations, Symmetry};

const ROTATIONS: [[[i8; 3]; 3]; 24] = tables::cube_rotations!();
const SQUARE: [[[i8; 2]; 2]; 8] = tables::square_symmetries!();
const FACES: [[u8; 6]; 24] = tables::die_faces!();
const ROLLS: [[u8; 4]; 24] = tables::die_rolls!();
const SOMA_L: [u64; 24] = tables::polycube_orientations!(rotations, heights("111", "100"));
const SOMA_A: &[u64] = &tables::polycube_orientations!(rotations_and_mirrors, heights("02", "11"),);
const SOMA_V_CUBE3: &[u64] =
    &tables::polycube_orientations!(rotations, cube3("bb.b......................."));
const CALENDAR_P: &[u64] =
    &tables::polyomino_orientations!(rotations_and_mirrors, grid("##", "##", "#."));
const CALENDAR_N: &[u64] = &tables::polyomino_orientations!(rotations, grid("##..", ".###",));

#[test]
fn symmetry_groups_match_tables_gen() {
    assert_eq!(ROTATIONS.to_vec(), tables_gen::cube_rotations());
    assert_eq!(SQUARE.to_vec(), tables_gen::square_symmetries());
}

#[test]
fn die_tables_match_tables_gen() {
    assert_eq!(FACES.to_vec(), tables_gen::die_faces());
    assert_eq!(ROLLS.to_vec(), tables_gen::die_rolls());
}

#[test]
fn polycube_orientations_match_tables_gen() -> Result<(), tables_gen::ShapeError> {
    assert_eq!(
        SOMA_L.to_vec(),
        polycube_orientations(&heights(&["111", "100"])?, Symmetry::Rotations)?
    );
    assert_eq!(
        SOMA_A.to_vec(),
        polycube_orientations(&heights(&["02", "11"])?, Symmetry::RotationsAndMirrors)?
    );
    assert_eq!(
        SOMA_V_CUBE3.to_vec(),
        polycube_orientations(&cube3("bb.b.......................")?, Symmetry::Rotations)?
    );
    assert_eq!(SOMA_V_CUBE3.len(), 12);
    assert_eq!(SOMA_A.len(), 24);
    Ok(())
}

#[test]
fn polyomino_orientations_match_tables_gen() -> Result<(), tables_gen::ShapeError> {
    assert_eq!(
        CALENDAR_P.to_vec(),
        polyomino_orientations(&grid(&["##", "##", "#."])?, Symmetry::RotationsAndMirrors)?
    );
    assert_eq!(
        CALENDAR_N.to_vec(),
        polyomino_orientations(&grid(&["##..", ".###"])?, Symmetry::Rotations)?
    );
    assert_eq!(CALENDAR_P.len(), 8);
    assert_eq!(CALENDAR_N.len(), 4);
    Ok(())
}

#[test]
fn macros_work_in_any_expression_position() {
    static SQUARE_ROTATIONS: [[[i8; 2]; 2]; 8] = tables::square_symmetries!();
    let rectangle: [u64; 2] = tables::polyomino_orientations!(rotations, grid("###", "###"));
    assert_eq!(rectangle, [0x707, 0x3_0303]);
    assert_eq!(SQUARE_ROTATIONS[4], [[-1, 0], [0, 1]]);
    let top_of_first = tables::die_faces!()[0][0];
    assert_eq!(top_of_first, 1);
}

#[test]
fn uva_810_sample_through_the_macros() {
    let start = FACES.iter().position(|f| f[0] == 5 && f[3] == 1);
    let after_south = start.map(|i| usize::from(ROLLS[i][2]));
    assert_eq!(
        after_south.map(|i| (FACES[i][0], FACES[i][3])),
        Some((6, 5))
    );
    let after_east = after_south.map(|i| FACES[usize::from(ROLLS[i][1])][0]);
    assert_eq!(after_east, Some(4));
}
