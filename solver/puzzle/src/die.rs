//! A standard six-sided die tipped from cell to cell on a grid seen from above.
//!
//! [`Die`] is one of the 24 orientations of the die; [`Die::roll`] tips it over one edge.
//! Both rest on two tables the `tables` macros derive from one reference orientation
//! (`tables::die_faces!()` and `tables::die_rolls!()`, see `docs/ARCHITECTURE.md`), so no
//! face arithmetic happens here.
//!
//! Conventions (those of UVa 810): the grid is seen from above with row 1 at the top; north is
//! row - 1, east is column + 1. The viewer sits south, so the face "facing the viewer" is the
//! south face. The reference orientation has 1 facing the viewer, 2 on top and 3 on the viewer's
//! left (west); opposite faces sum to 7.
//!
//! Not here: grids, mazes or searches (see [`crate::dice_maze`]).

/// For each orientation the values at `[top, bottom, north, south, east, west]`,
/// orientations sorted by (top, south).
const FACES: [[u8; 6]; 24] = tables::die_faces!();
/// For each orientation the orientation after tipping one cell `[north, east, south, west]`.
const ROLLS: [[u8; 4]; 24] = tables::die_rolls!();

const TOP: usize = 0;
const BOTTOM: usize = 1;
const NORTH: usize = 2;
const SOUTH: usize = 3;
const EAST: usize = 4;
const WEST: usize = 5;

/// One of the four directions a die can be tipped on the grid.
///
/// The discriminants follow the column order of the roll table, and [`Direction::ALL`] lists
/// them in that order: north, east, south, west (clockwise from north).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Toward row - 1 (up on the page).
    North,
    /// Toward column + 1 (right on the page).
    East,
    /// Toward row + 1 (down on the page, toward the viewer).
    South,
    /// Toward column - 1 (left on the page).
    West,
}

impl Direction {
    /// All four directions, clockwise from north: the order of the die table's rolls (a search
    /// may try them in another order, e.g. `dice_maze::SEARCH_ORDER`).
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The change of `(row, column)` one step in this direction.
    ///
    /// ```
    /// use puzzle::die::Direction;
    /// assert_eq!(Direction::North.delta(), (-1, 0));
    /// assert_eq!(Direction::East.delta(), (0, 1));
    /// ```
    pub fn delta(self) -> (isize, isize) {
        match self {
            Direction::North => (-1, 0),
            Direction::East => (0, 1),
            Direction::South => (1, 0),
            Direction::West => (0, -1),
        }
    }

    /// The direction that undoes this one.
    ///
    /// ```
    /// use puzzle::die::Direction;
    /// assert_eq!(Direction::East.opposite(), Direction::West);
    /// ```
    pub fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 2) % 4]
    }
}

/// An orientation of a standard die: which value shows on each of its six sides.
///
/// A `Die` is an index into the 24 orientations (one per choice of top face and of the face
/// toward the viewer), so it is `Copy`, one byte, and usable as an array index
/// ([`Die::index`]). Build one with [`Die::from_top_facing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Die(u8);

impl Die {
    /// The number of orientations of a die.
    pub const COUNT: usize = 24;

    /// The die with `top` on top and `facing` toward the viewer (the south face).
    ///
    /// Returns `None` when the two values are equal, opposite (sum 7) or outside `1..=6`,
    /// as no die shows them that way. O(24).
    ///
    /// ```
    /// use puzzle::die::Die;
    /// let die = Die::from_top_facing(2, 1).expect("2 on top, 1 toward the viewer exists");
    /// assert_eq!(die.west(), 3);
    /// assert_eq!(Die::from_top_facing(2, 5), None); // 2 and 5 are opposite
    /// ```
    pub fn from_top_facing(top: u8, facing: u8) -> Option<Die> {
        FACES
            .iter()
            .position(|faces| faces[TOP] == top && faces[SOUTH] == facing)
            .map(|index| Die(index as u8))
    }

    /// The die with index `index` (see [`Die::index`]), or `None` when `index >= 24`.
    pub fn from_index(index: usize) -> Option<Die> {
        (index < Self::COUNT).then_some(Die(index as u8))
    }

    /// Every orientation, in index order (sorted by top, then facing).
    ///
    /// ```
    /// use puzzle::die::Die;
    /// assert_eq!(Die::all().count(), 24);
    /// ```
    pub fn all() -> impl Iterator<Item = Die> {
        (0..Self::COUNT as u8).map(Die)
    }

    /// This orientation's index in `0..24`, for tables indexed by orientation.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The value on top.
    pub fn top(self) -> u8 {
        FACES[self.index()][TOP]
    }

    /// The value underneath, on the grid.
    pub fn bottom(self) -> u8 {
        FACES[self.index()][BOTTOM]
    }

    /// The value on the north side (away from the viewer).
    pub fn north(self) -> u8 {
        FACES[self.index()][NORTH]
    }

    /// The value on the south side: the face toward the viewer.
    pub fn facing(self) -> u8 {
        FACES[self.index()][SOUTH]
    }

    /// The value on the east side (the viewer's right).
    pub fn east(self) -> u8 {
        FACES[self.index()][EAST]
    }

    /// The value on the west side (the viewer's left).
    pub fn west(self) -> u8 {
        FACES[self.index()][WEST]
    }

    /// The die after tipping it over one edge onto the neighbouring cell in `direction`.
    ///
    /// Tipping north brings the south face to the top and the top to the north side;
    /// the east and west faces stay. O(1).
    ///
    /// ```
    /// use puzzle::die::{Die, Direction};
    /// let die = Die::from_top_facing(5, 1).expect("valid pair");
    /// let rolled = die.roll(Direction::South);
    /// assert_eq!((rolled.top(), rolled.facing()), (6, 5));
    /// ```
    pub fn roll(self, direction: Direction) -> Die {
        Die(ROLLS[self.index()][direction as usize])
    }
}

/// An independent model of the die for tests: the six values `[top, bottom, north, south,
/// east, west]` moved around by the face permutation of each tip, starting from the reference
/// die. It shares nothing with the derived tables, so tests can check one against the other.
#[cfg(test)]
pub(crate) mod model {
    use super::Direction;

    pub(crate) type Faces = [u8; 6];

    /// 2 on top, 1 facing the viewer (south), 3 on the west; opposites sum to 7.
    pub(crate) const REFERENCE: Faces = [2, 5, 6, 1, 4, 3];

    pub(crate) fn tip(faces: Faces, direction: Direction) -> Faces {
        let [top, bottom, north, south, east, west] = faces;
        match direction {
            // Tipping north: south comes up, top goes north, north goes down, bottom goes south.
            Direction::North => [south, north, top, bottom, east, west],
            Direction::South => [north, south, bottom, top, east, west],
            // Tipping east: west comes up, top goes east, east goes down, bottom goes west.
            Direction::East => [west, east, north, south, top, bottom],
            Direction::West => [east, west, north, south, bottom, top],
        }
    }

    /// The model die with `top` up and `facing` south, found by exploring tips from the
    /// reference.
    pub(crate) fn from_top_facing(top: u8, facing: u8) -> Option<Faces> {
        let mut seen = vec![REFERENCE];
        let mut next = 0;
        while let Some(&faces) = seen.get(next) {
            next += 1;
            for direction in Direction::ALL {
                let tipped = tip(faces, direction);
                if !seen.contains(&tipped) {
                    seen.push(tipped);
                }
            }
        }
        assert_eq!(seen.len(), 24);
        seen.into_iter().find(|f| f[0] == top && f[3] == facing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::model::{tip, Faces, REFERENCE};

    fn faces(die: Die) -> Faces {
        [
            die.top(),
            die.bottom(),
            die.north(),
            die.facing(),
            die.east(),
            die.west(),
        ]
    }

    fn reference() -> Die {
        Die::from_top_facing(2, 1).expect("the reference orientation exists")
    }

    #[test]
    fn reference_has_three_on_the_west() {
        assert_eq!(faces(reference()), REFERENCE);
        assert_eq!(reference().west(), 3);
        assert_eq!(reference().east(), 4);
    }

    #[test]
    fn every_orientation_has_opposites_summing_to_seven() {
        for die in Die::all() {
            let f = faces(die);
            assert_eq!(f[TOP] + f[BOTTOM], 7, "{die:?}");
            assert_eq!(f[NORTH] + f[SOUTH], 7, "{die:?}");
            assert_eq!(f[EAST] + f[WEST], 7, "{die:?}");
        }
    }

    #[test]
    fn four_rolls_in_one_direction_return_to_the_start() {
        for die in Die::all() {
            for direction in Direction::ALL {
                let mut rolled = die;
                for _ in 0..4 {
                    rolled = rolled.roll(direction);
                }
                assert_eq!(rolled, die, "{direction:?}");
                assert_ne!(die.roll(direction), die);
                assert_eq!(die.roll(direction).roll(direction.opposite()), die);
            }
        }
    }

    #[test]
    fn all_24_orientations_are_reachable_and_match_the_independent_model() {
        let mut seen: Vec<Option<Faces>> = vec![None; Die::COUNT];
        seen[reference().index()] = Some(REFERENCE);
        let mut queue = vec![(reference(), REFERENCE)];
        while let Some((die, model)) = queue.pop() {
            assert_eq!(faces(die), model);
            for direction in Direction::ALL {
                let (next, next_model) = (die.roll(direction), tip(model, direction));
                match seen[next.index()] {
                    Some(known) => assert_eq!(known, next_model),
                    None => {
                        seen[next.index()] = Some(next_model);
                        queue.push((next, next_model));
                    }
                }
            }
        }
        assert!(seen.iter().all(Option::is_some));
    }

    #[test]
    fn from_top_facing_finds_exactly_the_24_valid_pairs() {
        let mut found = 0;
        for top in 0..=8 {
            for facing in 0..=8 {
                let valid = (1..=6).contains(&top)
                    && (1..=6).contains(&facing)
                    && top != facing
                    && top + facing != 7;
                match Die::from_top_facing(top, facing) {
                    Some(die) => {
                        assert!(valid, "{top} {facing}");
                        assert_eq!((die.top(), die.facing()), (top, facing));
                        found += 1;
                    }
                    None => assert!(!valid, "{top} {facing}"),
                }
            }
        }
        assert_eq!(found, 24);
    }

    #[test]
    fn orientations_are_sorted_by_top_then_facing() {
        let keys: Vec<(u8, u8)> = Die::all().map(|d| (d.top(), d.facing())).collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Die::from_index(23).map(Die::index), Some(23));
        assert_eq!(Die::from_index(24), None);
    }

    /// The walk of the UVa 810 sample, DICEMAZE1: start with 5 on top and 1 facing.
    #[test]
    fn sample_walk_checks_out_step_by_step() {
        use Direction::*;
        let start = Die::from_top_facing(5, 1).expect("valid pair");
        // The statement: moving left first brings the 3 to the top.
        assert_eq!(start.roll(West).top(), 3);
        // (1,2) S (2,2) E (2,3) S (3,3) W (3,2) W (3,1) N (2,1) N (1,1) E (1,2); the maze value
        // of each cell entered must equal the top before the move, or be wild (-1).
        let walk = [
            (South, 5, (6, 5)),
            (East, 6, (4, 5)),
            (South, -1, (2, 4)),
            (West, -1, (6, 4)),
            (West, 6, (5, 4)),
            (North, 5, (4, 2)),
            (North, -1, (2, 3)),
            (East, 2, (6, 3)),
        ];
        let mut die = start;
        let mut model = faces(start);
        for (direction, cell, after) in walk {
            assert!(cell == -1 || cell == i32::from(die.top()), "{direction:?}");
            die = die.roll(direction);
            model = tip(model, direction);
            assert_eq!((die.top(), die.facing()), after, "{direction:?}");
            assert_eq!(faces(die), model);
        }
    }
}
