//! The dice maze of UVa 810 "A Dicey Problem": a grid of numbered cells a die is tipped
//! through, and the breadth-first search for the shortest way off the start cell and back.
//!
//! Rules (from the statement, checked against its samples): the die moves by tipping onto an
//! orthogonally adjacent cell inside the grid. It may enter a cell whose value equals the value
//! on top of the die *before* the move, or a wild cell (`-1`); a `0` cell can never be entered.
//! A solution leaves the start cell and comes back to it; the orientation the die comes back in
//! does not matter.
//!
//! The start cell's own value plays no part in leaving it (the rule only looks at the cell
//! entered), but coming back is an ordinary move onto it: it must be wild or equal the top,
//! and a blocked (`0`) start cell means there is no solution.
//!
//! Not here: reading mazes or printing paths (the `uva810` binary does that); positions here
//! are 0-based `(row, column)` pairs, row 0 at the top (north).

use crate::die::{Die, Direction};

/// A grid cell value that every die may enter.
pub const WILD: i8 = -1;
/// A grid cell value that no die may enter.
pub const BLOCKED: i8 = 0;

/// The order in which [`DiceMaze::shortest_return`] tries the four moves: north, west, south,
/// east (up, left, down, right). The statement promises one solution per solvable maze, so the
/// order matters only for mazes with several shortest walks; this is the order of the classic
/// accepted solution (the seed's program), so such mazes get the walk it would print whenever
/// its first move begins a shortest walk.
pub const SEARCH_ORDER: [Direction; 4] = [
    Direction::North,
    Direction::West,
    Direction::South,
    Direction::East,
];

/// A rectangular dice maze: `rows` x `columns` cells, each `-1` (wild), `0` (blocked) or
/// `1..=6` (enterable when that value is on top of the die).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceMaze {
    rows: usize,
    columns: usize,
    /// Row-major, `rows * columns` values in `-1..=6`.
    cells: Vec<i8>,
}

impl DiceMaze {
    /// The maze with the given size and row-major cell values.
    ///
    /// # Panics
    /// If `rows` or `columns` is 0, if `cells.len() != rows * columns`, if a value is outside
    /// `-1..=6`, or if `rows * columns * 24` (the search's state count) exceeds `u32::MAX`.
    ///
    /// ```
    /// use puzzle::dice_maze::DiceMaze;
    /// let maze = DiceMaze::new(1, 3, vec![-1, 0, 6]);
    /// assert_eq!((maze.rows(), maze.columns(), maze.cell((0, 2))), (1, 3, 6));
    /// ```
    pub fn new(rows: usize, columns: usize, cells: Vec<i8>) -> DiceMaze {
        assert!(rows > 0 && columns > 0, "a maze has at least one cell");
        assert_eq!(cells.len(), rows * columns, "one value per cell");
        assert!(
            cells.iter().all(|value| (-1..=6).contains(value)),
            "cell values are -1..=6"
        );
        assert!(
            rows.checked_mul(columns)
                .and_then(|n| n.checked_mul(Die::COUNT))
                .is_some_and(|states| states <= u32::MAX as usize),
            "too many cells to search"
        );
        DiceMaze {
            rows,
            columns,
            cells,
        }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn columns(&self) -> usize {
        self.columns
    }

    /// The value of the cell at 0-based `(row, column)`.
    ///
    /// # Panics
    /// If the position is outside the maze.
    pub fn cell(&self, (row, column): (usize, usize)) -> i8 {
        assert!(row < self.rows && column < self.columns, "inside the maze");
        self.cells[self.index((row, column))]
    }

    /// The row-major index of the 0-based position `(row, column)`.
    fn index(&self, (row, column): (usize, usize)) -> usize {
        row * self.columns + column
    }

    /// The cell next to `from` in `direction`, if the maze has one there and a die showing
    /// `top` may tip onto it (the cell is wild or holds `top`).
    ///
    /// ```
    /// use puzzle::dice_maze::DiceMaze;
    /// use puzzle::die::Direction;
    /// let maze = DiceMaze::new(1, 3, vec![-1, 5, 0]);
    /// assert_eq!(maze.step((0, 1), Direction::West, 2), Some((0, 0))); // wild
    /// assert_eq!(maze.step((0, 0), Direction::East, 5), Some((0, 1))); // 5 on top
    /// assert_eq!(maze.step((0, 0), Direction::East, 4), None);
    /// assert_eq!(maze.step((0, 1), Direction::East, 5), None); // blocked
    /// assert_eq!(maze.step((0, 1), Direction::North, 5), None); // off the grid
    /// ```
    pub fn step(
        &self,
        (row, column): (usize, usize),
        direction: Direction,
        top: u8,
    ) -> Option<(usize, usize)> {
        let (row_delta, column_delta) = direction.delta();
        let row = row
            .checked_add_signed(row_delta)
            .filter(|&r| r < self.rows)?;
        let column = column
            .checked_add_signed(column_delta)
            .filter(|&c| c < self.columns)?;
        let value = self.cells[self.index((row, column))];
        (value == WILD || value == top as i8).then_some((row, column))
    }

    /// A shortest walk that tips `die` off `start` and back onto it, as the list of cells
    /// visited from `start` to `start` (so at least 3 long), or `None` when there is none.
    ///
    /// Breadth-first search over (cell, orientation) states. At least one move is made: the
    /// search stops the first time a move lands on `start`, in any orientation. Directions are
    /// tried in [`SEARCH_ORDER`] (north, west, south, east), so of all shortest walks the one
    /// returned is the first in that order move by move (lexicographically smallest sequence
    /// of directions); the result is deterministic even when the maze has several solutions.
    ///
    /// Complexity: O(rows * columns * 24) time and memory.
    ///
    /// # Panics
    /// If `start` is outside the maze.
    ///
    /// ```
    /// use puzzle::dice_maze::DiceMaze;
    /// use puzzle::die::Die;
    /// // DICEMAZE1 of the statement, 0-based: start at (0, 1) with 5 on top and 1 facing.
    /// let maze = DiceMaze::new(3, 3, vec![-1, 2, 4, 5, 5, 6, 6, -1, -1]);
    /// let die = Die::from_top_facing(5, 1).expect("valid pair");
    /// let walk = maze.shortest_return((0, 1), die).expect("solvable");
    /// assert_eq!(
    ///     walk,
    ///     [(0, 1), (1, 1), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0), (0, 1)]
    /// );
    /// ```
    pub fn shortest_return(&self, start: (usize, usize), die: Die) -> Option<Vec<(usize, usize)>> {
        assert!(
            start.0 < self.rows && start.1 < self.columns,
            "start inside the maze"
        );
        // A state is (cell, orientation) packed as cell * 24 + orientation. `parent` holds the
        // state each state was first reached from; the start state is its own parent, and
        // states never reached hold UNSEEN. Every state enters `queue` once, so the queue is a
        // plain vector read from `head`, in nondecreasing number of moves.
        const UNSEEN: u32 = u32::MAX;
        let first = self.index(start) * Die::COUNT + die.index();
        let mut parent = vec![UNSEEN; self.cells.len() * Die::COUNT];
        parent[first] = first as u32;
        let mut queue = vec![first];
        let mut head = 0;
        while let Some(&state) = queue.get(head) {
            head += 1;
            let cell = state / Die::COUNT;
            let position = (cell / self.columns, cell % self.columns);
            let die =
                Die::from_index(state % Die::COUNT).expect("a state's orientation is below 24");
            for direction in SEARCH_ORDER {
                let Some(next) = self.step(position, direction, die.top()) else {
                    continue;
                };
                if next == start {
                    return Some(self.walk_to(&parent, state, start));
                }
                let next_state = self.index(next) * Die::COUNT + die.roll(direction).index();
                if parent[next_state] == UNSEEN {
                    parent[next_state] = state as u32;
                    queue.push(next_state);
                }
            }
        }
        None
    }

    /// The cells from the start state to `last` along `parent`, then `start` again.
    fn walk_to(&self, parent: &[u32], last: usize, start: (usize, usize)) -> Vec<(usize, usize)> {
        let mut walk = vec![start];
        let mut state = last;
        loop {
            let cell = state / Die::COUNT;
            walk.push((cell / self.columns, cell % self.columns));
            let previous = parent[state] as usize;
            if previous == state {
                break;
            }
            state = previous;
        }
        walk.reverse();
        walk
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::die::model::{self, Faces};
    use proptest::prelude::*;
    use std::collections::HashSet;

    /// A state of the independent model: 0-based position and the model die.
    type ModelState = ((usize, usize), Faces);

    /// An independent answer, sharing neither the die tables nor the search with the code under
    /// test: the layered sets `B_j` of states from which some state on `start` is exactly `j`
    /// legal moves away give the shortest return length `L` (the least `j >= 1` with the start
    /// state in `B_j`); the lexicographically smallest walk of that length is then built
    /// greedily, taking at every step the first direction (N, W, S, E) whose state lies in the
    /// right `B`. A shortest return never passes the start on the way, so no check is needed.
    fn brute_force(
        rows: usize,
        columns: usize,
        cells: &[i8],
        start: (usize, usize),
        top: u8,
        facing: u8,
    ) -> Option<Vec<(usize, usize)>> {
        let begin: ModelState = (start, model::from_top_facing(top, facing)?);
        let moves = |(position, faces): ModelState| {
            use Direction::{East, North, South, West};
            [North, West, South, East]
                .into_iter()
                .filter_map(move |direction| {
                    let (dr, dc) = direction.delta();
                    let row = position.0 as isize + dr;
                    let column = position.1 as isize + dc;
                    if row < 0 || column < 0 || row >= rows as isize || column >= columns as isize {
                        return None;
                    }
                    let (row, column) = (row as usize, column as usize);
                    let value = cells[row * columns + column];
                    let enterable = value == -1 || (value > 0 && value as u8 == faces[0]);
                    enterable.then(|| ((row, column), model::tip(faces, direction)))
                })
        };
        let mut all_states = Vec::new();
        for row in 0..rows {
            for column in 0..columns {
                for top in 1..=6 {
                    for facing in 1..=6 {
                        if let Some(faces) = model::from_top_facing(top, facing) {
                            all_states.push(((row, column), faces));
                        }
                    }
                }
            }
        }
        let mut layers: Vec<HashSet<ModelState>> = vec![all_states
            .iter()
            .copied()
            .filter(|&(position, _)| position == start)
            .collect()];
        // A shortest return visits each state at most once, so if the start state is in no
        // B_j up to the number of states, there is no return at all.
        while layers.len() <= all_states.len() + 1 {
            let previous = layers.last().expect("B_0 is there");
            let layer: HashSet<ModelState> = all_states
                .iter()
                .copied()
                .filter(|&state| moves(state).any(|next| previous.contains(&next)))
                .collect();
            let found = layer.contains(&begin);
            layers.push(layer);
            if found {
                let mut walk = vec![start];
                let mut state = begin;
                for remaining in (0..layers.len() - 1).rev() {
                    state = moves(state)
                        .find(|next| layers[remaining].contains(next))
                        .expect("B_(j+1) states have a move into B_j");
                    walk.push(state.0);
                }
                return Some(walk);
            }
        }
        None
    }

    /// Runs the search with 1-based positions as the statement writes them, and checks the
    /// answer against the brute force.
    fn solve(
        rows: usize,
        columns: usize,
        cells: &[i8],
        start: (usize, usize),
        top: u8,
        facing: u8,
    ) -> Option<Vec<(usize, usize)>> {
        let maze = DiceMaze::new(rows, columns, cells.to_vec());
        let die = Die::from_top_facing(top, facing).expect("valid pair");
        let start = (start.0 - 1, start.1 - 1);
        let walk = maze.shortest_return(start, die);
        assert_eq!(walk, brute_force(rows, columns, cells, start, top, facing));
        walk.map(|w| w.into_iter().map(|(r, c)| (r + 1, c + 1)).collect())
    }

    #[test]
    fn sample_dicemaze1() {
        let cells = [-1, 2, 4, 5, 5, 6, 6, -1, -1];
        let expected = vec![
            (1, 2),
            (2, 2),
            (2, 3),
            (3, 3),
            (3, 2),
            (3, 1),
            (2, 1),
            (1, 1),
            (1, 2),
        ];
        assert_eq!(solve(3, 3, &cells, (1, 2), 5, 1), Some(expected));
    }

    #[test]
    fn sample_dicemaze2() {
        #[rustfmt::skip]
        let cells = [
            6, 4, 6, 0, 2, 6, 4,
            1, 2, -1, 5, 3, 6, 1,
            5, 3, 4, 5, 6, 4, 2,
            4, 1, 2, 0, 3, -1, 6,
        ];
        #[rustfmt::skip]
        let expected = vec![
            (2, 6), (2, 5), (2, 4), (2, 3), (2, 2), (3, 2), (4, 2), (4, 1), (3, 1),
            (2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (1, 5), (1, 6), (1, 7), (2, 7),
            (3, 7), (4, 7), (4, 6), (3, 6), (2, 6),
        ];
        assert_eq!(solve(4, 7, &cells, (2, 6), 3, 6), Some(expected));
    }

    #[test]
    fn sample_dicemaze3() {
        let cells = [2, 2, 3, 4, 5, 6, -1, -1, -1];
        assert_eq!(solve(3, 3, &cells, (1, 1), 2, 4), None);
    }

    #[test]
    fn one_by_one_maze_has_no_move() {
        for value in -1..=6 {
            assert_eq!(solve(1, 1, &[value], (1, 1), 1, 2), None);
        }
    }

    /// On one row the die only turns about the north-south axis, so its orientation is a
    /// function of the column: the only possible return is straight back from a neighbour.
    #[test]
    fn one_row_mazes_return_at_once_or_never() {
        // Wild cells everywhere: out and straight back, west before east.
        assert_eq!(
            solve(1, 3, &[-1, -1, -1], (1, 2), 1, 3),
            Some(vec![(1, 2), (1, 1), (1, 2)]),
            "west is tried before east"
        );
        assert_eq!(
            solve(1, 3, &[0, -1, -1], (1, 2), 1, 3),
            Some(vec![(1, 2), (1, 3), (1, 2)])
        );
        // Entering a numbered start again needs that number on top one tip away.
        let die = Die::from_top_facing(1, 3).expect("valid pair");
        let east_top = die.roll(Direction::East).top();
        let west_top = die.roll(Direction::West).top();
        assert_eq!(east_top + west_top, 7);
        let start_value = west_top as i8;
        assert_eq!(
            solve(1, 4, &[-1, start_value, -1, -1], (1, 2), 1, 3),
            Some(vec![(1, 2), (1, 1), (1, 2)])
        );
        // Neither side brings the right number up: however far the die goes, no return.
        let other = (1..=6)
            .find(|&v| v != east_top && v != west_top)
            .expect("6 values");
        assert_eq!(
            solve(1, 5, &[-1, other as i8, -1, -1, -1], (1, 2), 1, 3),
            None
        );
        // A column behaves the same way.
        assert_eq!(
            solve(4, 1, &[-1, -1, -1, -1], (4, 1), 6, 2),
            Some(vec![(4, 1), (3, 1), (4, 1)])
        );
    }

    #[test]
    fn maze_without_blocked_or_numbered_cells_returns_in_two_moves() {
        let cells = [-1; 12];
        assert_eq!(
            solve(3, 4, &cells, (2, 2), 4, 2),
            Some(vec![(2, 2), (1, 2), (2, 2)]),
            "north first"
        );
    }

    #[test]
    fn walled_in_start_has_no_solution() {
        #[rustfmt::skip]
        let cells = [
            -1, 0, -1,
            0, -1, 0,
            -1, 0, -1,
        ];
        assert_eq!(solve(3, 3, &cells, (2, 2), 1, 2), None);
        // Walled in by numbers the die never shows on top at the start.
        #[rustfmt::skip]
        let cells = [
            -1, 1, -1,
            1, -1, 1,
            -1, 1, -1,
        ];
        assert_eq!(solve(3, 3, &cells, (2, 2), 2, 1), None);
    }

    #[test]
    fn blocked_start_cell_can_be_left_but_never_entered_again() {
        let cells = [-1, 0, -1, -1, -1, -1];
        let maze = DiceMaze::new(2, 3, cells.to_vec());
        let die = Die::from_top_facing(1, 2).expect("valid pair");
        assert!(maze.step((0, 1), Direction::West, 1).is_some());
        assert_eq!(maze.shortest_return((0, 1), die), None);
        assert_eq!(solve(2, 3, &cells, (1, 2), 1, 2), None);
    }

    #[test]
    fn the_start_cell_value_only_matters_on_the_way_back() {
        // A wild ring of eight cells around a blocked centre: going out and straight back needs
        // the start's value on top; a wild start takes the two-move walk.
        #[rustfmt::skip]
        let mut cells = [
            -1, -1, -1,
            -1, 0, -1,
            -1, -1, -1,
        ];
        assert_eq!(solve(3, 3, &cells, (1, 1), 1, 2).map(|w| w.len()), Some(3));
        for value in 1..=6 {
            cells[0] = value;
            // Whatever the start holds, the die leaves it; the brute force agrees on the rest.
            let walk = solve(3, 3, &cells, (1, 1), 1, 2);
            if let Some(walk) = walk {
                assert!(walk.len() >= 3);
            }
        }
    }

    /// A wild ring of `rows` x `columns` cells around a blocked interior, with `start_value` in
    /// the top-left corner.
    fn ring(rows: usize, columns: usize, start_value: i8) -> Vec<i8> {
        let mut cells = vec![WILD; rows * columns];
        for row in 1..rows - 1 {
            for column in 1..columns - 1 {
                cells[row * columns + column] = BLOCKED;
            }
        }
        cells[0] = start_value;
        cells
    }

    /// Worked by hand: 1 on top, 2 facing is t1 b6 n5 s2 e3 w4. One tip east or south shows 4 or
    /// 5, so the die cannot come straight back onto the 2. Clockwise, E^6 = E^2 gives t6 s2,
    /// S^3 = N gives t2 s1 e4, W^6 = W^2 gives t5 s1, then N^2 gives t2 on (2,1): it may enter
    /// the 2. The walk has 19 positions: two full output lines and one lone position.
    #[test]
    fn ring_of_eighteen_moves() {
        let walk = solve(4, 7, &ring(4, 7, 2), (1, 1), 1, 2).expect("clockwise works");
        assert_eq!(walk.len(), 19);
        assert_eq!(&walk[..3], [(1, 1), (1, 2), (1, 3)]);
        assert_eq!(&walk[16..], [(3, 1), (2, 1), (1, 1)]);
    }

    /// 27 positions, exactly three full output lines; only the anticlockwise way (south first)
    /// brings the 3 up in time.
    #[test]
    fn ring_of_twenty_six_moves() {
        let walk = solve(7, 8, &ring(7, 8, 3), (1, 1), 1, 2).expect("anticlockwise works");
        assert_eq!(walk.len(), 27);
        assert_eq!(walk[1], (2, 1));
        assert_eq!(walk[25], (1, 2));
    }

    /// Both ways round a 4 x 4 ring bring the 6 up: south comes before east in
    /// [`SEARCH_ORDER`], so anticlockwise wins.
    #[test]
    fn ties_go_to_the_first_direction_in_order() {
        let walk = solve(4, 4, &ring(4, 4, 6), (1, 1), 1, 2).expect("both ways work");
        assert_eq!(walk.len(), 13);
        assert_eq!(walk[1], (2, 1));
    }

    fn small_maze() -> impl Strategy<Value = (usize, usize, Vec<i8>, (usize, usize), usize)> {
        (1usize..=4, 1usize..=4).prop_flat_map(|(rows, columns)| {
            let value = prop_oneof![3 => Just(WILD), 1 => Just(BLOCKED), 6 => 1i8..=6];
            (
                Just(rows),
                Just(columns),
                proptest::collection::vec(value, rows * columns),
                (1..=rows, 1..=columns),
                0..Die::COUNT,
            )
        })
    }

    proptest! {
        #[test]
        fn search_agrees_with_brute_force((rows, columns, cells, start, die) in small_maze()) {
            let die = Die::from_index(die).expect("below 24");
            // `solve` asserts the agreement; a walk also has to be legal step by step.
            if let Some(walk) = solve(rows, columns, &cells, start, die.top(), die.facing()) {
                prop_assert!(walk.len() >= 3);
                // The grid is bipartite: a closed walk has an even number of moves.
                prop_assert_eq!(walk.len() % 2, 1);
                prop_assert_eq!(walk[0], start);
                prop_assert_eq!(walk[walk.len() - 1], start);
                prop_assert!(!walk[1..walk.len() - 1].contains(&start));
            }
        }
    }
}
