//! Exact cover of at most 64 cells by pieces, each piece used exactly once: count the
//! solutions, visit them, or find the first.
//!
//! The caller brings the placements of every piece as cell masks (see [`crate::placement`]).
//! This module knows nothing of geometry; it is a backtracking search over bit sets in the
//! manner of Knuth's Algorithm X (dancing links with bit sets instead of links).
//!
//! # Items, options and the search state
//!
//! In Knuth's words, the *items* are the cells `0..cells` and the pieces; the *options* (rows)
//! are the placements, each covering its cells and its piece. A solution picks options that
//! cover every item exactly once.
//!
//! Cells allowed to stay empty (the calendar's two date cells, say) are the caller's business:
//! leave them out of the region, or add a one-cell "hole" piece per such cell whose placements
//! are the cells that may stay empty.
//!
//! # The branching rule, and why
//!
//! At each node the search picks one uncovered item and branches on every option still alive
//! that covers it. Two rules are implemented:
//!
//! * *lowest cell* (the classic polyomino search, the baseline): the lowest uncovered cell.
//!   Every option covering it has it as its lowest cell, so this is "placements indexed by
//!   their lowest cell". It only notices a cell nothing can cover when it reaches that cell.
//! * *fewest options* (Knuth's MRV heuristic, the default): the item, cell or piece, with the
//!   fewest live options, the lowest such cell on ties. An item with no option left is a dead
//!   end found at once, however far from the lowest cell it lies ("dead-cell pruning"), and an
//!   item with one option is forced before any guess is made.
//!
//! Measured on TopCoder's nine Soma examples (search nodes, `cargo bench -p puzzle` prints
//! them; the `node_counts` test checks the cube's):
//!
//! | pattern | fewest options | lowest cell |
//! |---|---:|---:|
//! | the cube, 11,520 solutions | 256,916 | 861,284 |
//! | the crystal, 2,800 | 34,591 | 152,365 |
//! | the chase lounge, none | 6 | 10,325 |
//! | the monument, 78 | 1,695 | 43,217 |
//! | all nine | 319,045 | 1,140,902 |
//!
//! MRV is the rule kept: 3.4 times fewer nodes on the cube, 3.6 on all nine, and it never
//! explores a hopeless region for long (the lounge: 6 nodes against 10,325). A node costs it
//! more (a popcount per open item over the live words, and judges compile without the
//! `popcnt` instruction), so in time the gain is smaller: 28 ms against 30 ms for the cube,
//! 34 ms against 41 ms for all nine (`cargo bench -p puzzle --bench engine`, release profile).
//! Tried and dropped: stopping the scan at an item with one option (more nodes: a dead item
//! later in the scan is missed), branching on cells only (280,131 nodes on the cube), keeping
//! per-item counts updated instead of popcounts (2.5 times slower: placing a piece kills many
//! options), stopping an item's popcounts once they reach the best count so far (same tree,
//! 25% slower: the early exit breaks the unrolled popcount loop), counting all items at once
//! in bit-sliced binary counters over the live options (same tree, 11% faster on the cube,
//! none on the calendar, several hundred bytes more in each submission using the engine; but
//! see [`FewItems`], which counts only up to 7 that way and pays),
//! remembering in `count` the count below each state (covered cells, placed pieces) with two
//! or more pieces left (17% fewer instructions on the 56 generated Soma patterns, no change in
//! CPU time: the hash map's misses cost what the saved nodes did; issue #13), adding the
//! words of an item's count with carry-save adders before one popcount per four words (more
//! instructions: LLVM already vectorizes the plain sum of popcounts with SSE2). The other
//! measurements, against `dlx`, `xcov` and C, are in `docs/PERFORMANCE.md`.
//!
//! # Complexity
//!
//! Exponential in general (exact cover is NP-complete). Per search node O(W · (n + m)) word
//! operations, W = ⌈R / 64⌉ for R options, n cells, m pieces. Memory O(R · W) words per
//! search: the bit set of the options each option conflicts with, computed the first time the
//! option is tried (a search that dies near the root computes a few).

use crate::region::Bits;
use std::ops::ControlFlow;

/// An exact-cover problem: `cells` cells, `pieces[p]` the placements of piece `p`.
///
/// # Example
///
/// ```
/// use puzzle::exact_cover::ExactCover;
///
/// // Tile a 2x2 square (cells 0 1 / 2 3) with two dominoes, one for each piece.
/// let domino = vec![0b0011, 0b1100, 0b0101, 0b1010];
/// let cover = ExactCover::new(4, vec![domino.clone(), domino]);
/// // Two tilings, and in each the two pieces can swap places.
/// assert_eq!(cover.count(), 4);
/// assert_eq!(cover.first(), Some(vec![0b0011, 0b1100]));
/// ```
#[derive(Clone, Debug)]
pub struct ExactCover {
    /// The number of cells, `<= 64`.
    cells: usize,
    /// The mask of all cells.
    all_cells: u64,
    /// The number of pieces.
    pieces: usize,
    /// The options as `(piece, cell mask)`, sorted, no two equal; option `r` is `options[r]`.
    options: Vec<(usize, u64)>,
    /// Words in a bit set of options: `ceil(options.len() / 64)`.
    words: usize,
    /// For item `i` (cells `0..cells`, then piece `p` is item `cells + p`), the bit set of the
    /// options covering it at `covering[i * words..][..words]`.
    covering: Vec<u64>,
    /// The scan for the item to branch on stops at the first item with at most this many
    /// options: 0 for the fewest-options rule (only a dead item stops it early), `u32::MAX`
    /// for the lowest-cell rule (the first item, the lowest uncovered cell).
    stop_at: u32,
    /// Items from this one on (the holes, see [`ExactCover::with_holes_from`]) are branched
    /// on only when they have no option left; `usize::MAX` when there are none.
    holes_from: usize,
}

/// What one complete search did, for tests and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// The solutions found.
    pub solutions: u64,
    /// The search-tree nodes: how many times an option was tried (the root is not counted).
    pub nodes: u64,
}

impl ExactCover {
    /// The problem of covering cells `0..cells` exactly once, using each piece exactly once;
    /// `pieces[p]` are the cell masks where piece `p` can go. Repeated masks of one piece count
    /// once; identical pieces are distinct pieces (swapping them gives another solution).
    ///
    /// # Constraints
    ///
    /// `cells <= 64`; every mask is non-empty and within `cells` bits.
    ///
    /// # Panics
    ///
    /// When a constraint is broken.
    ///
    /// # Complexity
    ///
    /// O(R log R + R · (n + m) / 64) time and memory for R masks, n cells, m pieces.
    pub fn new(cells: usize, pieces: Vec<Vec<u64>>) -> Self {
        assert!(cells <= 64, "{cells} cells, at most 64");
        let all_cells = u64::MAX.checked_shr(64 - cells as u32).unwrap_or(0);
        let mut options = vec![];
        for (piece, masks) in pieces.iter().enumerate() {
            for &mask in masks {
                assert!(
                    mask != 0 && mask & !all_cells == 0,
                    "piece {piece}: mask {mask:#x}"
                );
                options.push((piece, mask));
            }
        }
        options.sort_unstable();
        options.dedup();
        let words = (options.len() + 63) / 64;
        let mut covering = vec![0; (cells + pieces.len()) * words];
        for (option, &(piece, mask)) in options.iter().enumerate() {
            for item in Bits(mask).chain([cells + piece]) {
                covering[item * words + option / 64] |= 1 << (option % 64);
            }
        }
        ExactCover {
            cells,
            all_cells,
            pieces: pieces.len(),
            options,
            words,
            covering,
            stop_at: 0,
            holes_from: usize::MAX,
        }
    }

    /// The same problem searched with the baseline rule, the lowest uncovered cell first (see
    /// the module documentation). Solutions are the same, in another order; for comparisons.
    pub fn with_lowest_cell_rule(mut self) -> Self {
        self.stop_at = u32::MAX;
        self
    }

    /// The same problem, with pieces `first_hole..` taken as holes (one-cell pieces that mark
    /// the cells allowed to stay empty, see the module documentation): the fewest-options rule
    /// never branches on a hole unless it has no option left, which ends the branch at once.
    /// Solutions are the same: any uncovered item may be branched on, and while a hole has an
    /// option some cell is uncovered. A hole is a poor item to branch on: it has many options
    /// late into the search, each covers one cell, and the cell's own options include it.
    /// The calendar's all-dates search (two holes, split on the Z): 939,437 nodes branching on
    /// them, 688,143 not.
    ///
    /// ```
    /// use puzzle::exact_cover::ExactCover;
    ///
    /// // A 1x3 strip, a domino and one hole: the hole on either end.
    /// let cover = ExactCover::new(3, vec![vec![0b011, 0b110], vec![0b001, 0b100]]);
    /// assert_eq!(cover.with_holes_from(1).count(), 2);
    /// ```
    pub fn with_holes_from(mut self, first_hole: usize) -> Self {
        self.holes_from = self.cells + first_hole;
        self
    }

    /// The number of solutions.
    ///
    /// # Complexity
    ///
    /// Exponential; see the module documentation.
    ///
    /// # Example
    ///
    /// ```
    /// use puzzle::exact_cover::ExactCover;
    ///
    /// // A 1x3 strip with a domino and a monomino: domino left or right.
    /// let cover = ExactCover::new(3, vec![vec![0b011, 0b110], vec![0b001, 0b010, 0b100]]);
    /// assert_eq!(cover.count(), 2);
    /// // Nothing to cover and no piece: one (empty) solution.
    /// assert_eq!(ExactCover::new(0, vec![]).count(), 1);
    /// // A piece with no placement: none.
    /// assert_eq!(ExactCover::new(0, vec![vec![]]).count(), 0);
    /// ```
    pub fn count(&self) -> u64 {
        self.search_stats().solutions
    }

    /// The solutions and search nodes of a complete search.
    ///
    /// ```
    /// use puzzle::exact_cover::ExactCover;
    ///
    /// let cover = ExactCover::new(3, vec![vec![0b011, 0b110], vec![0b001, 0b010, 0b100]]);
    /// let stats = cover.search_stats();
    /// assert_eq!(stats.solutions, 2);
    /// assert!(stats.nodes >= 4);
    /// ```
    pub fn search_stats(&self) -> SearchStats {
        let mut solutions = 0;
        let nodes = self.for_each_solution(|_| {
            solutions += 1;
            ControlFlow::Continue(())
        });
        SearchStats { solutions, nodes }
    }

    /// Calls `visit` with the mask chosen for each piece (indexed by piece) for every solution,
    /// until `visit` returns `ControlFlow::Break(())`; returns the number of search nodes
    /// visited (as [`SearchStats::nodes`]).
    ///
    /// # Example
    ///
    /// ```
    /// use puzzle::exact_cover::ExactCover;
    /// use std::ops::ControlFlow;
    ///
    /// let cover = ExactCover::new(3, vec![vec![0b011, 0b110], vec![0b001, 0b010, 0b100]]);
    /// let mut seen = Vec::new();
    /// let nodes = cover.for_each_solution(|masks| {
    ///     seen.push(masks.to_vec());
    ///     ControlFlow::Continue(())
    /// });
    /// seen.sort();
    /// assert_eq!(seen, vec![vec![0b011, 0b100], vec![0b110, 0b001]]);
    /// assert!(nodes >= 4);
    /// ```
    // The search itself, not a wrapper around it: every byte of this module counts in the UVa
    // 197 submission, which calls this.
    pub fn for_each_solution(&self, visit: impl FnMut(&[u64]) -> ControlFlow<()>) -> u64 {
        let (words, levels) = (self.words, self.pieces + 1);
        let mut live = vec![0; words * levels];
        for option in 0..self.options.len() {
            live[option / 64] |= 1 << (option % 64);
        }
        let mut search = Search {
            problem: self,
            live,
            // Level 0 lists every word; the other levels are scratch.
            active: (0..words * levels).collect(),
            conflicts: vec![0; self.options.len() * words],
            placed: vec![0; self.pieces],
            nodes: 0,
            visit,
        };
        let _ = search.descend(0, 0, words);
        search.nodes
    }

    /// The first solution found (masks indexed by piece), if any.
    ///
    /// "First" is in the search's order, not any order of the masks.
    pub fn first(&self) -> Option<Vec<u64>> {
        let mut found = None;
        self.for_each_solution(|masks| {
            found = Some(masks.to_vec());
            ControlFlow::Break(())
        });
        found
    }
}

/// The state of one search.
///
/// Invariants, at a node of depth `d` (`d` pieces placed) covering the cells `covered`:
/// * `placed[p]` is the mask piece `p` occupies, 0 when `p` is not placed yet; exactly `d`
///   entries are non-zero, and they are pairwise disjoint. Their union is `covered`.
/// * Level `d` is the set of the options of unplaced pieces disjoint from `covered`: exactly
///   the options that can still extend this node. Its non-zero words are listed, ascending, at
///   `active[d * words..]`, as many as `descend` was told; word `w` is `live[d * words + w]` (options
///   `64w..64w + 64`) and is meaningful only when listed. Most options die after a few
///   placements, so scanning only the listed words keeps deep nodes cheap.
/// * The levels below `d` hold the ancestors' sets, untouched below them; the levels above `d`
///   are scratch.
/// * `conflicts[r * words..][..words]` is 0 or the bit set of the options sharing an item with
///   option `r` (itself included, so it is never 0): what placing `r` kills. It is computed the
///   first time `r` is tried, so a search that dies early (a dead item near the root) does not
///   pay for all the options' sets, and a long one pays once per option.
/// * `nodes` counts the options tried so far.
struct Search<'a, V> {
    problem: &'a ExactCover,
    live: Vec<u64>,
    active: Vec<usize>,
    conflicts: Vec<u64>,
    placed: Vec<u64>,
    nodes: u64,
    visit: V,
}

impl<V: FnMut(&[u64]) -> ControlFlow<()>> Search<'_, V> {
    /// Searches below the node of depth `depth` covering `covered`, whose level lists `listed`
    /// live words.
    fn descend(&mut self, depth: usize, covered: u64, listed: usize) -> ControlFlow<()> {
        let problem = self.problem;
        let words = problem.words;
        let level = depth * words;
        let live = &self.live[level..level + words];
        let active = &self.active[level..level + listed];
        let unplaced = (0..problem.pieces).filter(|&piece| self.placed[piece] == 0);
        // The items in order: uncovered cells, lowest first, then unplaced pieces.
        let items = Bits(problem.all_cells & !covered).chain(unplaced.map(|p| problem.cells + p));
        let (mut best, mut fewest) = (None, u32::MAX);
        for item in items {
            let row = &problem.covering[item * words..];
            let options: u32 = active
                .iter()
                .map(|&w| (live[w] & row[w]).count_ones())
                .sum();
            if options < fewest && (options == 0 || item < problem.holes_from) {
                (best, fewest) = (Some(item), options);
                // Stopping at one option too would miss a dead item further on: more nodes.
                if options <= problem.stop_at {
                    break;
                }
            }
        }
        let Some(item) = best else {
            return (self.visit)(&self.placed);
        };
        for index in 0..listed {
            // Deeper levels only write above `depth`, so this level stays valid.
            let word = self.active[level + index];
            let candidates = self.live[level + word] & problem.covering[item * words + word];
            for bit in Bits(candidates) {
                let option = word * 64 + bit;
                let (piece, mask) = problem.options[option];
                self.nodes += 1;
                let conflicts = &mut self.conflicts[option * words..][..words];
                // Not computed yet: every option conflicts with itself.
                if conflicts[word] >> bit & 1 == 0 {
                    for item in Bits(mask).chain([problem.cells + piece]) {
                        for (word, conflict) in conflicts.iter_mut().enumerate() {
                            *conflict |= problem.covering[item * words + word];
                        }
                    }
                }
                let (live, child_live) = self.live.split_at_mut(level + words);
                let (active, child_active) = self.active.split_at_mut(level + words);
                let mut child_len = 0;
                for &word in &active[level..level + listed] {
                    let left = live[level + word] & !conflicts[word];
                    if left != 0 {
                        child_live[word] = left;
                        child_active[child_len] = word;
                        child_len += 1;
                    }
                }
                self.placed[piece] = mask;
                let flow = self.descend(depth + 1, covered | mask, child_len);
                self.placed[piece] = 0;
                flow?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// An [`ExactCover`] with at most 64 items, cells and pieces together, searched with the same
/// rule and the same tree, but a cheaper choice of the item to branch on.
///
/// [`ExactCover`] counts each open item's live options with popcounts over the live words:
/// one pass over the words per item, and judges compile without the `popcnt` instruction. With
/// at most 64 items an option's items fit in one mask (its cells, and bit `cells + piece`), and
/// one pass over the live options counts every item at once, in bit-sliced counters: three
/// masks hold the bits of each item's count up to 7 and a fourth marks the items with 8 or
/// more. That pass finds a dead item (count 0) and, below 8, the item with the fewest options
/// (on ties the lowest, cells before pieces, as [`ExactCover`] picks); only when every open item
/// has 8 or more options, which happens near the root, are they counted one by one as there.
/// A search node has few live options (the calendar's all-dates search: 22 on average, in
/// 2.5 words, against 10 open items), so the pass is short. The calendar's all-dates search:
/// the same 607,582 nodes in a quarter less time; with the child levels written without a
/// branch and a word's items read as one slice, 0.63 of the time (`docs/PERFORMANCE.md`).
///
/// A separate type, not a rule of [`ExactCover`], so that the UVa 197 submission, whose
/// 10,000 bytes hold the engine, carries neither this code nor a test for it.
///
/// ```
/// use puzzle::exact_cover::{ExactCover, FewItems};
///
/// let domino = vec![0b0011, 0b1100, 0b0101, 0b1010];
/// let pieces = vec![domino.clone(), domino];
/// let few = FewItems::new(4, pieces.clone());
/// assert_eq!(few.search_stats(), ExactCover::new(4, pieces).search_stats());
/// ```
#[derive(Clone, Debug)]
pub struct FewItems {
    cover: ExactCover,
    /// `items[r]`: the items of option `r` as one mask, its cells and bit `cells + piece`.
    items: Vec<u64>,
    /// The depths at which the search remembers the states with no solution below them (see
    /// [`FewItems::remembering_dead_states`]); empty by default.
    remembered: std::ops::Range<usize>,
}

impl FewItems {
    /// As [`ExactCover::new`].
    ///
    /// # Panics
    ///
    /// As [`ExactCover::new`], and when `cells + pieces.len() > 64`.
    pub fn new(cells: usize, pieces: Vec<Vec<u64>>) -> Self {
        assert!(
            cells + pieces.len() <= 64,
            "{cells} cells and {} pieces, at most 64 items",
            pieces.len()
        );
        let cover = ExactCover::new(cells, pieces);
        let mut items: Vec<u64> = cover
            .options
            .iter()
            .map(|&(piece, mask)| mask | 1 << (cells + piece))
            .collect();
        // Whole words of options, so that a word's items are one slice of 64.
        items.resize(64 * cover.words, 0);
        FewItems {
            cover,
            items,
            // Empty.
            remembered: 0..0,
        }
    }

    /// As [`ExactCover::with_holes_from`].
    pub fn with_holes_from(mut self, first_hole: usize) -> Self {
        self.cover = self.cover.with_holes_from(first_hole);
        self
    }

    /// The same problem, searched remembering the states (the covered cells and the placed
    /// pieces) of depth 2 to 5 below which no solution was found, and skipping them when met
    /// again by another path: the same solutions in the same order, fewer nodes.
    ///
    /// The search below a state depends on the state alone: the live options are exactly
    /// those that share no item with it, whatever led there. So a state with no solution below
    /// it has none when it comes again: the same cells covered by the same pieces placed
    /// otherwise. Deeper states are cheap to search again, shallower ones rarely come again.
    /// The calendar's all-dates search: 607,582 nodes searched, 445,836 remembering from
    /// depth 2 on, in 4% less time with the window 2 to 5 (its deepest states are the most
    /// numerous). The 56 generated Soma patterns: 13% fewer nodes, 5% more time (they are
    /// searched by count, few states come again, and each search starts a table).
    pub fn remembering_dead_states(mut self) -> Self {
        self.remembered = 2..6;
        self
    }

    /// As [`ExactCover::count`].
    pub fn count(&self) -> u64 {
        self.search_stats().solutions
    }

    /// As [`ExactCover::search_stats`]: the same numbers.
    pub fn search_stats(&self) -> SearchStats {
        let mut solutions = 0;
        let nodes = self.for_each_solution(|_| {
            solutions += 1;
            ControlFlow::Continue(())
        });
        SearchStats { solutions, nodes }
    }

    /// As [`ExactCover::for_each_solution`]: the same solutions in the same order.
    pub fn for_each_solution(&self, visit: impl FnMut(&[u64]) -> ControlFlow<()>) -> u64 {
        let problem = &self.cover;
        let (words, levels) = (problem.words, problem.pieces + 1);
        let mut live = vec![0; words * levels];
        for option in 0..problem.options.len() {
            live[option / 64] |= 1 << (option % 64);
        }
        let mut search = Search {
            problem,
            live,
            active: (0..words * levels).collect(),
            conflicts: vec![0; problem.options.len() * words],
            placed: vec![0; problem.pieces],
            nodes: 0,
            visit,
        };
        let mut dead = DeadStates {
            depths: self.remembered.clone(),
            slots: Vec::new(),
            len: 0,
        };
        let _ = search.descend_counted(&self.items, &mut dead, 0, 0, words);
        search.nodes
    }
}

impl<V: FnMut(&[u64]) -> ControlFlow<()>> Search<'_, V> {
    /// [`Search::descend`] with the item chosen by bit-sliced counters (see [`FewItems`]);
    /// `items` are [`FewItems::items`], `covered` holds the covered cells and, from bit
    /// `cells`, the placed pieces.
    fn descend_counted(
        &mut self,
        items: &[u64],
        dead: &mut DeadStates,
        depth: usize,
        covered: u64,
        listed: usize,
    ) -> ControlFlow<(), bool> {
        let problem = self.problem;
        let words = problem.words;
        let level = depth * words;
        let live = &self.live[level..level + words];
        let active = &self.active[level..level + listed];
        let all_items = u64::MAX
            .checked_shr(64 - (problem.cells + problem.pieces) as u32)
            .unwrap_or(0);
        let open = all_items & !covered;
        // count = ones + 2 twos + 4 fours, for the items with fewer than 8 options.
        let (mut ones, mut twos, mut fours, mut many) = (0u64, 0u64, 0u64, 0u64);
        for &word in active {
            // The options of this word: `items` is padded to whole words.
            let options = &items[word * 64..][..64];
            let mut bits = live[word];
            while bits != 0 {
                let add = options[bits.trailing_zeros() as usize & 63];
                bits &= bits - 1;
                let carry = ones & add;
                ones ^= add;
                let carry_twos = twos & carry;
                twos ^= carry;
                many |= fours & carry_twos;
                fours ^= carry_twos;
            }
        }
        if open & !(ones | twos | fours | many) != 0 {
            // A dead item: no option covers it.
            return ControlFlow::Continue(false);
        }
        let holes = if problem.holes_from < 64 {
            u64::MAX << problem.holes_from
        } else {
            0
        };
        // As `descend` does, a solution once only holes are open (the dead check above already
        // ended such a node: a hole's options cover cells, and every cell is covered).
        let open = open & !holes;
        if open == 0 {
            (self.visit)(&self.placed)?;
            return ControlFlow::Continue(true);
        }
        let mut fewest = open & !many;
        let item = if fewest != 0 {
            // The items of the smallest count: keep those with a 0 bit where any has one.
            for slice in [fours, twos, ones] {
                if fewest & !slice != 0 {
                    fewest &= !slice;
                }
            }
            fewest.trailing_zeros() as usize
        } else {
            let (mut best, mut fewest) = (0, u32::MAX);
            for item in Bits(open) {
                let row = &problem.covering[item * words..];
                let options: u32 = active
                    .iter()
                    .map(|&w| (live[w] & row[w]).count_ones())
                    .sum();
                if options < fewest {
                    (best, fewest) = (item, options);
                }
            }
            best
        };
        let mut found = false;
        for index in 0..listed {
            let word = self.active[level + index];
            let candidates = self.live[level + word] & problem.covering[item * words + word];
            for bit in Bits(candidates) {
                let option = word * 64 + bit;
                let piece = problem.options[option].0;
                self.nodes += 1;
                let child = covered | items[option];
                if dead.depths.contains(&(depth + 1)) && dead.contains(child) {
                    continue;
                }
                let conflicts = &mut self.conflicts[option * words..][..words];
                if conflicts[word] >> bit & 1 == 0 {
                    for item in Bits(items[option]) {
                        for (word, conflict) in conflicts.iter_mut().enumerate() {
                            *conflict |= problem.covering[item * words + word];
                        }
                    }
                }
                let (live, child_live) = self.live.split_at_mut(level + words);
                let (active, child_active) = self.active.split_at_mut(level + words);
                let mut child_len = 0;
                for &word in &active[level..level + listed] {
                    // Written whatever `left` is, listed only when non-zero: no branch.
                    let left = live[level + word] & !conflicts[word];
                    child_live[word] = left;
                    child_active[child_len] = word;
                    child_len += usize::from(left != 0);
                }
                self.placed[piece] = problem.options[option].1;
                let flow = self.descend_counted(items, dead, depth + 1, child, child_len);
                self.placed[piece] = 0;
                found |= flow?;
            }
        }
        if !found && dead.depths.contains(&depth) {
            dead.insert(covered);
        }
        ControlFlow::Continue(found)
    }
}

/// The states (covered items, placed pieces included) of one [`FewItems`] search with no
/// solution below them, at the depths remembered (see [`FewItems::remembering_dead_states`]):
/// a set of `u64`, open addressing with linear probing, at most half full, 0 for an empty
/// slot (no state of depth 1 or more is 0).
struct DeadStates {
    /// The depths whose states are remembered.
    depths: std::ops::Range<usize>,
    /// A power of two slots, or none yet.
    slots: Vec<u64>,
    len: usize,
}

impl DeadStates {
    /// The slot where the search for `state` starts (Fibonacci hashing).
    fn home(&self, state: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (state.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }

    fn contains(&self, state: u64) -> bool {
        if self.slots.is_empty() {
            return false;
        }
        let mask = self.slots.len() - 1;
        let mut slot = self.home(state);
        loop {
            match self.slots[slot] {
                0 => return false,
                held if held == state => return true,
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    fn insert(&mut self, state: u64) {
        if 2 * (self.len + 1) > self.slots.len() {
            let size = (2 * self.slots.len()).max(256);
            let old = std::mem::replace(&mut self.slots, vec![0; size]);
            self.len = 0;
            for held in old.into_iter().filter(|&held| held != 0) {
                self.insert(held);
            }
        }
        let mask = self.slots.len() - 1;
        let mut slot = self.home(state);
        while self.slots[slot] != 0 {
            if self.slots[slot] == state {
                return;
            }
            slot = (slot + 1) & mask;
        }
        self.slots[slot] = state;
        self.len += 1;
    }
}

/// Calls `visit` with the mask of each piece (indexed by piece) for every exact cover of
/// `cells` cells by `pieces`, like [`ExactCover::for_each_solution`], but splits the search:
/// for each placement of piece `first`, the rest is searched as a smaller exact cover without
/// that piece's cells and without the options that overlap them.
///
/// The engine's cost per search node grows with the number of cells and options, which the
/// split shrinks (from 1004 options to a few hundred); the branching on `first` also
/// replaces the engine's own choice at the root, which can help or hurt: measure. Worth it only
/// for big searches, since each placement of `first` builds a new problem: the calendar's
/// all-dates search (`crate::calendar::solve_all`) took 139 ms split on the Z piece against
/// 245 ms unsplit.
///
/// Pieces `holes_from..` are holes in each smaller problem (see [`ExactCover::with_holes_from`];
/// `pieces.len()` for none). `keep(fixed, mask)` says whether a placement `mask` of another
/// piece, disjoint from the placement `fixed` of `first`, stays in the smaller problem: a
/// filter that knows the geometry can drop placements that no solution with `fixed` uses
/// (say, one that cuts off cells no set of the other pieces can fill), which the engine would
/// only find out by trying them in every branch. It must keep every placement some solution
/// uses; `|_, _| true` keeps all.
///
/// Each smaller problem is searched as [`FewItems`] (the same tree as [`ExactCover`]),
/// [remembering the dead states](FewItems::remembering_dead_states).
///
/// # Panics
///
/// As [`FewItems::new`] (at most 64 items); also if `first` is not a piece.
///
/// ```
/// use puzzle::exact_cover::{for_each_solution_split, ExactCover};
///
/// let domino = vec![0b0011, 0b1100, 0b0101, 0b1010];
/// let pieces = vec![domino.clone(), domino];
/// let mut found = Vec::new();
/// let keep_all = |_, _| true;
/// for_each_solution_split(4, &pieces, 0, 2, keep_all, |masks| found.push(masks.to_vec()));
/// assert_eq!(found.len() as u64, ExactCover::new(4, pieces).count());
/// ```
pub fn for_each_solution_split(
    cells: usize,
    pieces: &[Vec<u64>],
    first: usize,
    holes_from: usize,
    keep: impl Fn(u64, u64) -> bool,
    mut visit: impl FnMut(&[u64]),
) {
    let all_cells = u64::MAX.checked_shr(64 - cells as u32).unwrap_or(0);
    let mut placements = vec![0; pieces.len()];
    // Repeated masks count once, as in `ExactCover::new`.
    let mut firsts = pieces[first].clone();
    firsts.sort_unstable();
    firsts.dedup();
    // The holes of the smaller problems, which lack `first`.
    let holes_from = holes_from - usize::from(first < holes_from);
    for fixed in firsts {
        // The smaller problem calls cell `rest[j]` j; `rank` is the inverse.
        let rest: Vec<usize> = Bits(all_cells & !fixed).collect();
        let mut rank = [0; 64];
        for (j, &cell) in rest.iter().enumerate() {
            rank[cell] = j;
        }
        let others = (0..pieces.len()).filter(|&piece| piece != first);
        let smaller = others
            .map(|piece| {
                let fitting = pieces[piece].iter().filter(|&&mask| mask & fixed == 0);
                let kept = fitting.filter(|&&mask| keep(fixed, mask));
                let compact = |mask: u64| Bits(mask).fold(0, |m, cell| m | 1 << rank[cell]);
                kept.map(|&mask| compact(mask)).collect()
            })
            .collect();
        placements[first] = fixed;
        let smaller = FewItems::new(rest.len(), smaller)
            .with_holes_from(holes_from)
            .remembering_dead_states();
        smaller.for_each_solution(|masks| {
            let others = (0..pieces.len()).filter(|&piece| piece != first);
            for (piece, &mask) in others.zip(masks) {
                placements[piece] = Bits(mask).fold(0, |m, j| m | 1 << rest[j]);
            }
            visit(&placements);
            ControlFlow::Continue(())
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominoes on a 2 x n strip (cells 2i, 2i+1 in column i); n identical domino pieces.
    fn strip(n: usize) -> ExactCover {
        ExactCover::new(2 * n, strip_pieces(n))
    }

    /// The pieces of [`strip`].
    fn strip_pieces(n: usize) -> Vec<Vec<u64>> {
        let mut domino = Vec::new();
        for i in 0..n {
            domino.push(0b11 << (2 * i));
            if i + 1 < n {
                domino.push(0b0101 << (2 * i));
                domino.push(0b1010 << (2 * i));
            }
        }
        vec![domino; n]
    }

    fn factorial(n: u64) -> u64 {
        (1..=n).product()
    }

    #[test]
    fn dominoes_on_a_strip_count_fibonacci_times_labelings() {
        let fibonacci = [1, 1, 2, 3, 5, 8, 13, 21];
        for (n, tilings) in fibonacci.into_iter().enumerate().skip(1) {
            let cover = strip(n);
            let expected = tilings * factorial(n as u64);
            assert_eq!(cover.count(), expected, "n = {n}");
            assert_eq!(cover.clone().with_lowest_cell_rule().count(), expected);
        }
    }

    /// Dominoes on a strip have items with 8 or more options near the root, which
    /// [`FewItems`] counts one by one: still the same tree.
    #[test]
    fn few_items_on_strips() {
        for n in 1..8 {
            let few = FewItems::new(2 * n, strip_pieces(n));
            assert_eq!(few.search_stats(), strip(n).search_stats(), "n = {n}");
        }
    }

    #[test]
    #[should_panic(expected = "at most 64 items")]
    fn few_items_over_64_panics() {
        let _ = FewItems::new(64, vec![vec![1]]);
    }

    #[test]
    fn each_solution_is_an_exact_cover() {
        let cover = strip(5);
        let mut solutions = 0;
        cover.for_each_solution(|masks| {
            assert_eq!(masks.iter().fold(0, |all, mask| all | mask), (1 << 10) - 1);
            assert_eq!(masks.iter().map(|mask| mask.count_ones()).sum::<u32>(), 10);
            solutions += 1;
            ControlFlow::Continue(())
        });
        assert_eq!(solutions, 8 * 120);
    }

    #[test]
    fn break_stops_the_search() {
        let mut calls = 0;
        strip(6).for_each_solution(|_| {
            calls += 1;
            if calls == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(calls, 3);
    }

    #[test]
    fn unused_piece_is_no_solution() {
        // Cell 0 covered by piece 0; piece 1 could only go on cell 0 too.
        let cover = ExactCover::new(1, vec![vec![1], vec![1]]);
        assert_eq!(cover.count(), 0);
        assert_eq!(cover.clone().with_lowest_cell_rule().count(), 0);
        assert_eq!(cover.first(), None);
    }

    #[test]
    fn uncoverable_cell_is_no_solution() {
        let cover = ExactCover::new(3, vec![vec![0b011]]);
        assert_eq!(cover.count(), 0);
        assert_eq!(cover.with_lowest_cell_rule().count(), 0);
    }

    #[test]
    fn sixty_four_cells() {
        // 64 monominoes on 64 cells, each fixed to its own cell: one solution.
        let pieces = (0..64).map(|cell| vec![1u64 << cell]).collect();
        let cover = ExactCover::new(64, pieces);
        assert_eq!(cover.count(), 1);
        assert_eq!(cover.first().map(|masks| masks[63]), Some(1 << 63));
    }

    #[test]
    fn repeated_masks_count_once() {
        let cover = ExactCover::new(2, vec![vec![0b11, 0b11, 0b11]]);
        assert_eq!(cover.count(), 1);
    }

    /// Every choice of one mask per piece, checked one by one: the count by definition.
    fn brute_force(cells: usize, pieces: &[Vec<u64>]) -> u64 {
        let all = (1u64 << cells) - 1;
        let mut distinct: Vec<Vec<u64>> = pieces.to_vec();
        for masks in &mut distinct {
            masks.sort_unstable();
            masks.dedup();
        }
        let mut count = 0;
        let mut choice = vec![0; pieces.len()];
        loop {
            let masks = choice.iter().zip(&distinct).map(|(&i, masks)| masks[i]);
            let (union, sizes) = masks.fold((0, 0), |(u, n), m| (u | m, n + m.count_ones()));
            count += u64::from(union == all && sizes == cells as u32);
            // The next choice, like an odometer; done when it wraps around.
            let Some(piece) = (0..pieces.len()).find(|&p| choice[p] + 1 < distinct[p].len()) else {
                return count;
            };
            choice[piece] += 1;
            choice[..piece].fill(0);
        }
    }

    /// Small problems with at least one solution planted: up to 10 cells dealt at random to
    /// up to 4 pieces (a piece dealt no cell is left out), plus up to 12 random masks (cut to
    /// the cells, some repeated) given to random pieces.
    fn planted() -> impl proptest::strategy::Strategy<Value = (usize, Vec<Vec<u64>>)> {
        use proptest::prelude::*;
        (1usize..=10).prop_flat_map(|cells| {
            let deal = proptest::collection::vec(0usize..4, cells);
            let extra = proptest::collection::vec((0usize..4, 1u64..1024), 0..=12);
            (deal, extra).prop_map(move |(deal, extra)| {
                let mut pieces = vec![vec![0u64]; 4];
                for (cell, &piece) in deal.iter().enumerate() {
                    pieces[piece][0] |= 1 << cell;
                }
                for (piece, mask) in extra {
                    pieces[piece].push(mask & ((1 << cells) - 1));
                }
                let pieces = pieces.into_iter().filter(|masks| masks[0] != 0);
                let pieces = pieces.map(|masks| masks.into_iter().filter(|&m| m != 0).collect());
                (cells, pieces.collect())
            })
        })
    }

    /// Every solution, as one mask per piece, sorted: to compare two ways of searching.
    fn all_solutions(cover: &ExactCover) -> Vec<Vec<u64>> {
        let mut found = Vec::new();
        cover.for_each_solution(|masks| {
            found.push(masks.to_vec());
            ControlFlow::Continue(())
        });
        found.sort_unstable();
        found
    }

    proptest::proptest! {
        /// Splitting on any piece, with any pieces taken as holes, finds exactly the solutions
        /// the plain search finds; a filter keeping only the placements some solution uses
        /// changes nothing.
        #[test]
        fn split_search_finds_the_same_solutions(
            (cells, pieces) in planted(),
            first in 0usize..4,
            holes_from in 0usize..=4,
        ) {
            let first = first % pieces.len();
            let holes_from = holes_from.min(pieces.len());
            let expected = all_solutions(&ExactCover::new(cells, pieces.clone()));
            let used = |fixed: u64, mask: u64| {
                expected.iter().any(|solution| solution[first] == fixed && solution.contains(&mask))
            };
            for only_used in [false, true] {
                let mut split = Vec::new();
                let keep = |fixed, mask| !only_used || used(fixed, mask);
                for_each_solution_split(cells, &pieces, first, holes_from, keep, |masks| {
                    split.push(masks.to_vec())
                });
                split.sort_unstable();
                proptest::prop_assert_eq!(&split, &expected);
            }
        }

        /// Counting all items at once searches the same tree: the same solutions in the same
        /// order, the same number of nodes, with and without holes.
        #[test]
        fn few_items_search_the_same_tree((cells, pieces) in planted(), holes_from in 0usize..=4) {
            let holes_from = holes_from.min(pieces.len());
            let cover = ExactCover::new(cells, pieces.clone()).with_holes_from(holes_from);
            let few = FewItems::new(cells, pieces).with_holes_from(holes_from);
            let (mut expected, mut found) = (Vec::new(), Vec::new());
            let nodes = cover.for_each_solution(|masks| {
                expected.push(masks.to_vec());
                ControlFlow::Continue(())
            });
            let few_nodes = few.for_each_solution(|masks| {
                found.push(masks.to_vec());
                ControlFlow::Continue(())
            });
            proptest::prop_assert_eq!((found, few_nodes), (expected.clone(), nodes));
            // Remembering the dead states: the same solutions in the same order, no more nodes.
            let mut again = Vec::new();
            let fewer = few.remembering_dead_states().for_each_solution(|masks| {
                again.push(masks.to_vec());
                ControlFlow::Continue(())
            });
            proptest::prop_assert_eq!(again, expected);
            proptest::prop_assert!(fewer <= nodes);
        }

        /// Taking any pieces as holes finds exactly the same solutions.
        #[test]
        fn holes_find_the_same_solutions((cells, pieces) in planted(), holes_from in 0usize..=4) {
            let cover = ExactCover::new(cells, pieces);
            let holes = cover.clone().with_holes_from(holes_from);
            proptest::prop_assert_eq!(all_solutions(&holes), all_solutions(&cover));
        }

        /// Both rules count what trying every choice counts, and the first solution found is
        /// an exact cover.
        #[test]
        fn counts_match_brute_force((cells, pieces) in planted()) {
            let expected = brute_force(cells, &pieces);
            proptest::prop_assert!(expected >= 1, "a solution is planted");
            let all = (1u64 << cells) - 1;
            let cover = ExactCover::new(cells, pieces);
            proptest::prop_assert_eq!(cover.count(), expected);
            proptest::prop_assert_eq!(cover.clone().with_lowest_cell_rule().count(), expected);
            let first = cover.first().unwrap_or_default();
            let union = first.iter().fold(0, |u, m| u | m);
            let sizes: u32 = first.iter().map(|m| m.count_ones()).sum();
            proptest::prop_assert_eq!((union, sizes), (all, cells as u32));
        }
    }

    #[test]
    #[should_panic(expected = "piece 0: mask 0x4")]
    fn mask_outside_the_cells_panics() {
        let _ = ExactCover::new(2, vec![vec![0b100]]);
    }

    #[test]
    #[should_panic(expected = "at most 64")]
    fn too_many_cells_panics() {
        let _ = ExactCover::new(65, vec![]);
    }
}
