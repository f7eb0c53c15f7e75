//! The Samsung-style "big puzzle": jigsaw pieces with coded sides are put one at a time on an
//! N x N board framed by given border pieces, each at the best place it fits.
//!
//! This module is the model with the seed's API (`init`, `put`, `destroy`); it does not read
//! input. Coordinates: x is the column, y the row; the inner board is 1 <= x, y <= N, the border
//! pieces sit at x or y = 0 or N + 1.
//!
//! # Sides and what "fits" means
//!
//! Directions are numbered clockwise: 0 up (y - 1), 1 right (x + 1), 2 down (y + 1),
//! 3 left (x - 1). A piece is `[up, right, down, left]`; each side is an M-digit number
//! (digits 1..=9) read clockwise around the piece: the up side from left to right, the right
//! side from top to bottom, the down side from right to left, the left side from bottom to top.
//!
//! - **Facing sides.** A cell's side in direction d touches the neighbour's side in direction
//!   d + 2 (mod 4). Along the shared edge the two clockwise readings run in opposite
//!   directions, so digit k of one meets digit M + 1 - k of the other, and the heights must
//!   sum to 10: side b fits side a exactly when `b == flip(a)`, where `flip` reverses the
//!   digits and replaces every d by 10 - d (the seed's example: `flip(77335) = 57733`).
//!   `flip` is an involution, so fitting is symmetric.
//! - **Rotations.** Turning a piece r quarter turns clockwise moves the side at direction d to
//!   direction d + r and keeps its digits: a rotation preserves the clockwise sense around the
//!   piece (only a flip, which is forbidden, would reverse the readings). So the rotated piece
//!   shows `piece[(d - r) mod 4]` in direction d.
//! - **Requirements.** An empty inner cell whose neighbour in direction d holds a piece showing
//!   side s towards it (the neighbour's side d + 2) requires `flip(s)` in direction d. Rotation
//!   r fits the cell iff the cell has at least one requirement and `piece[(d - r) mod 4]`
//!   equals it for every required d. The number of requirements is the cell's neighbour count.
//! - **Check against the statement.** Its example puts `{3426, 1414, 8689, 5642}` turned 90
//!   degrees at (2, 4) (showing 1414 down, onto the bottom border's 6969 = flip(1414)), then
//!   `{4948, 1882, 1242, 7435}` turned 270 degrees at (1, 4), where 7435 meets the border's 5763,
//!   4948 meets 2616 and 1242 meets the first piece's 8689; a counter-clockwise reading of
//!   "turned" fits none of these (case `tests/cmd/big_puzzle/seed_example`).
//! - **Choice.** Among fitting (cell, rotation) pairs `put` takes the most neighbours, then the
//!   smallest y, then the smallest x.
//!
//! # Can the rotation be ambiguous?
//!
//! Not under the statement's guarantee that no two sides of a piece are equal: if rotations
//! r1 != r2 both fit a cell, pick any required direction d; then
//! `piece[(d - r1) mod 4] == need[d] == piece[(d - r2) mod 4]` names two different sides
//! with equal codes. Pieces that break the guarantee are still handled deterministically: the
//! smallest clockwise rotation (0, 90, 180, 270 degrees in that order) is taken.
//!
//! # Sides as packed digits
//!
//! Inside, a side is held as its M digits, one per nibble, the first digit highest: the side
//! 77335 is `0x77335` ([`pack`]). Then `flip` is a few word operations (reverse the nibbles,
//! subtract each from 10) instead of a division per digit, and a valid side is never 0. The
//! seed's API ([`BigPuzzle::init`], [`BigPuzzle::put`]) takes decimal codes and packs them;
//! [`BigPuzzle::init_packed`] and [`BigPuzzle::put_packed`] take packed sides, which a reader
//! makes straight from the digits it reads.
//!
//! # Index
//!
//! Every empty cell's requirements are packed into one `u128` key (32 bits per direction,
//! 0 where there is no neighbour). A bucket table maps a key to the cells having exactly that
//! key, so every cell of a bucket fits the same rotated pieces and the smallest cell index
//! (row-major, hence smallest y then x) is the best of the bucket. For rotation r the fitting
//! cells are exactly the cells of the buckets `pack(rotated piece restricted to S)` for
//! nonempty direction sets S. A filter `wanted` tells, per code, in which directions some cell
//! may have required it during this test case; only such directions can belong to S. So a
//! `put` makes 4 probes of `wanted` (one per side) and usually one lookup in the table per
//! rotation with a wanted side, instead of trying all 15 sets S. The sets are tried from the
//! largest down and a set smaller than the best fit found so far is skipped (more neighbours
//! win), so when the piece fits a cell that requires all its wanted sides, that one lookup is
//! the only one.
//!
//! `wanted` is a table of 4-bit direction masks, two a byte, indexed by a hash of the code,
//! with no keys: codes that collide share a mask, so it may name directions no cell wants (which only
//! costs a table lookup that finds nothing) but never misses one. A probe is one load
//! where a hash map needs a probe sequence and a key comparison, and the table is small
//! enough to stay in cache.
//!
//! Each empty cell that has requirements has a record (its key, its index, and the slot of
//! its bucket), and a bucket names records. The bucket table is flat, open addressing with
//! linear probing, and its slots hold no key, only 30 bits of the key's hash and the bucket's
//! first record: 8 bytes. A slot whose hash bits match is the key's when its first record has
//! the key, which is why a bucket's first record is kept current: when a cell's key grows or
//! the cell is filled, it leaves its bucket at once if it is the first (its record names the
//! slot, so this takes no probe), and the next live cell becomes the first. A bucket left
//! without cells is deleted by moving the later slots of its run back (the top bits of the
//! hash in the tag tell where each one's probe sequence starts), so the table holds only the
//! buckets of the empty cells next to filled ones: 16N slots, 128 KiB at N = 1000, which
//! stays in a core's L2 cache with the filter. A filled cell's record gets key 0.
//!
//! The other cells of a bucket are cleaned lazily. A cell's key only grows until the cell is
//! filled, so a cell enters a bucket at most once and, once it has left, never comes back: an
//! entry is stale exactly when its record's key is no longer the bucket's key, and stale
//! entries are dropped when they reach the front. Most buckets only ever hold one cell, so a
//! bucket keeps its smallest record inline and only the others in a min-heap by cell; the
//! heaps live in an arena reused from case to case, so buckets allocate only while the arena
//! grows.
//!
//! Invariants between calls: `board[c]` is `FILLED` for border and placed cells, otherwise
//! c's record index, or 0 when c has no requirement; `records[i].key` holds the packed
//! requirements of the empty cell `records[i].cell`, 0 once it is filled (record 0 is a
//! placeholder); every record with a nonzero key is in the bucket of its key (which may also
//! hold stale entries in its heap), and is the bucket's first if its cell is the bucket's
//! smallest; a bucket's first record, if any, has the bucket's key; if some cell required
//! side s in direction d since `init`, bit d of the filter's mask for s is set; a used slot
//! lies on the probe sequence of its key, with no unused slot between; `used` counts the
//! slots in use. The records and the border list every cell whose board entry is not 0, so
//! `destroy` can clear the board without sweeping it.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Bits of one side in a packed requirement key: 8 digits, a nibble each.
const SIDE_BITS: usize = 32;
/// `board` entry of a cell holding a piece (border or placed).
const FILLED: u32 = u32::MAX;

/// The side whose decimal code is the `m` (at most 8) low digits of `code`, packed one digit
/// per nibble with the first digit highest: `pack(77335, 5) == 0x77335`.
///
/// Total: a code with more digits keeps its low `m`, a digit 0 stays 0 (such sides give
/// unspecified answers, never a panic).
pub fn pack(code: i32, m: usize) -> u32 {
    let mut code = code as u32;
    let mut packed = 0;
    for k in 0..m.min(8) {
        packed |= (code % 10) << (4 * k);
        code /= 10;
    }
    packed
}

/// The side that fits the packed side `side`: its digits reversed, each d replaced by 10 - d.
/// `unused` is 4 * (8 - M), the nibbles above the side's M digits.
///
/// Total for any input (a nibble above 10 wraps); meaningful for M digits 1..=9, and then
/// never 0.
fn flip(side: u32, unused: u32) -> u32 {
    let reversed = side.swap_bytes();
    let reversed = (reversed >> 4 & 0x0f0f_0f0f) | (reversed & 0x0f0f_0f0f) << 4;
    // No digit exceeds 10, so the subtraction borrows nowhere: nibble by nibble 10 - d.
    (0xaaaa_aaaa_u32 >> unused).wrapping_sub(reversed >> unused)
}

/// The piece turned `r` quarter turns clockwise: side `d` of the result is `piece[(d - r) mod 4]`.
fn rotate(piece: [u32; 4], r: usize) -> [u32; 4] {
    [0, 1, 2, 3].map(|d| piece[(d + 4 - r) % 4])
}

/// All four sides in one key, side d in bits `32 d..32 d + 32`.
fn key_of(sides: [u32; 4]) -> u128 {
    (0..4).fold(0, |key, d| key | u128::from(sides[d]) << (SIDE_BITS * d))
}

/// `LANES[s]`: the bits of the directions in the set `s` (bit d for direction d) in a key.
const LANES: [u128; 16] = {
    let mut lanes = [0; 16];
    let mut set = 0;
    while set < 16 {
        let mut d = 0;
        while d < 4 {
            if set >> d & 1 == 1 {
                lanes[set] |= (u32::MAX as u128) << (SIDE_BITS * d);
            }
            d += 1;
        }
        set += 1;
    }
    lanes
};

/// The number of directions in the set `set` (0..16), without a popcount instruction.
fn size(set: u32) -> u32 {
    (0x4332_3221_3221_2110_u64 >> (4 * set) & 0xf) as u32
}

/// log2 of the size of the `wanted` filter: 2^18 masks (128 KiB), several per code of a
/// maximal test case (at most 4N + 4 * 10,000 requirements arise in one). Unit tests use 8
/// masks, so that collisions, which a large table makes rare, happen all the time there.
const WANTED_BITS: u32 = if cfg!(test) { 3 } else { 18 };

/// The place of `side`'s mask in the `wanted` filter (Fibonacci hashing): its byte, and the
/// shift of its nibble in that byte.
fn slot(side: u32) -> (usize, u32) {
    let hash = (u64::from(side).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - WANTED_BITS)) as usize;
    (hash >> 1, 4 * (hash as u32 & 1))
}

/// `DIAGONALS[r]`: where the masks of the four sides, side i's in bits `4 i..4 i + 4`, say
/// that the side shown in direction d after r quarter turns is wanted there: side i shows in
/// direction i + r, so bit `4 i + (i + r) mod 4`.
const DIAGONALS: [u32; 4] = {
    let mut diagonals = [0; 4];
    let mut r = 0;
    while r < 4 {
        let mut i = 0;
        while i < 4 {
            diagonals[r] |= 1 << (4 * i + (i + r) % 4);
            i += 1;
        }
        r += 1;
    }
    diagonals
};

/// An empty cell with requirements: its packed requirements (0 once filled), its index, and
/// the slot of its bucket when it is the bucket's first (otherwise anything: the slot's
/// first tells).
#[derive(Debug, Clone, Copy)]
struct Record {
    key: u128,
    cell: u32,
    slot: u32,
}

/// One slot of the bucket table: the cells of one key, a min-heap by cell split in two
/// because most buckets ever hold one cell. `tag` is 0 for an unused slot, otherwise 30 bits
/// of the key's hash (`TAG_HASH`) and `TAG_USED`, with `TAG_HEAP` when the others have a
/// heap, `BigPuzzle::heaps[BigPuzzle::rests[slot]]`. `first` is the record of the smallest
/// cell (a bucket left without cells is deleted).
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    tag: u32,
    first: u32,
}

/// Set in every used slot's tag, so that 0 means unused.
const TAG_USED: u32 = 1;
/// Set in a slot's tag when the bucket has a heap.
const TAG_HEAP: u32 = 2;
/// The tag bits that come from the hash: the hash's top 30 bits, of which the top ones are
/// the slot where the key's probe sequence starts.
const TAG_HASH: u32 = !3;

/// The board with its index; see the module docs for the rules and the invariants.
///
/// ```
/// use puzzle::big_puzzle::BigPuzzle;
/// // A 4 x 4 board whose border pieces all show 111 inwards (and 222..=555 elsewhere).
/// let border = [[111, 222, 333, 444]; 4];
/// let up = border.map(|[a, b, _, d]| [a, b, 111, d]);
/// let right = border.map(|[a, b, c, _]| [a, b, c, 111]);
/// let down = border.map(|[_, b, c, d]| [111, b, c, d]);
/// let left = border.map(|[a, _, c, d]| [a, 111, c, d]);
/// let mut puzzle = BigPuzzle::new();
/// puzzle.init(4, 3, &up, &right, &down, &left);
/// // 999 fits 111. The corners (1,1), (4,1), (1,4), (4,4) have two border neighbours; a piece
/// // with 999 on two adjacent sides takes (1, 1) first, turned so they face up and left.
/// assert_eq!(puzzle.put([999, 123, 456, 999]), 2);
/// assert_eq!(puzzle.put([999, 999, 123, 456]), 5); // then (4, 1)
/// assert_eq!(puzzle.put([123, 456, 789, 321]), -1); // fits nowhere
/// puzzle.destroy();
/// ```
#[derive(Debug, Default, Clone)]
pub struct BigPuzzle {
    n: usize,
    m: usize,
    /// 4 * (8 - M): see `flip`.
    unused: u32,
    /// N + 2: cells are indexed `y * stride + x` over the board with its border. (A power of
    /// two would spare the division in `put`'s answer, but rows a power of two apart in
    /// memory share cache sets, and that costs more.)
    stride: usize,
    /// Per cell: `FILLED`, a record index, or 0. Four bytes a cell keep the board's cache
    /// lines few.
    board: Vec<u32>,
    /// The empty cells with requirements, in the order they got their first one; record 0 is
    /// a placeholder so that 0 can mean "none" on the board.
    records: Vec<Record>,
    /// The bucket table, a power of two long, `64 - shift` bits of a hash.
    slots: Vec<Slot>,
    shift: u32,
    /// `rests[i]`: the heap of slot i, when its tag has `TAG_HEAP`.
    rests: Vec<u32>,
    /// The number of slots in use.
    used: usize,
    /// Min-heaps of the (cell, record) pairs beyond a bucket's first, lazily cleaned;
    /// `heaps[..heaps_used]` belong to the current test case, the others keep their memory
    /// for the next ones.
    heaps: Vec<BinaryHeap<Reverse<u64>>>,
    heaps_used: usize,
    /// The 4-bit mask at `slot(side)`: bit d set when some cell may have required `side` in
    /// direction d; empty until the first `init`.
    wanted: Vec<u8>,
    /// Whether a test case has started since the last `destroy`.
    live: bool,
}

impl BigPuzzle {
    /// An empty model; call [`BigPuzzle::init`] before [`BigPuzzle::put`].
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a test case: an empty N x N board framed by the border pieces `up[i]` at
    /// (i + 1, 0), `right[i]` at (N + 1, i + 1), `down[i]` at (i + 1, N + 1) and `left[i]` at
    /// (0, i + 1), each `[up, right, down, left]` as M-digit codes.
    ///
    /// Constraints: 1 <= N (the statement: 4..=1000), 1 <= M <= 8, sides M-digit numbers of
    /// digits 1..=9 (other values give unspecified answers, never a panic). Memory is kept
    /// between test cases. O(N) plus clearing what the previous case touched.
    ///
    /// # Panics
    /// If a border slice does not hold exactly N pieces.
    pub fn init(
        &mut self,
        n: usize,
        m: usize,
        up: &[[i32; 4]],
        right: &[[i32; 4]],
        down: &[[i32; 4]],
        left: &[[i32; 4]],
    ) {
        self.init_with(n, m, [up, right, down, left], |side| pack(side, m));
    }

    /// [`BigPuzzle::init`] with the sides already packed ([`pack`]).
    ///
    /// # Panics
    /// If a border slice does not hold exactly N pieces.
    pub fn init_packed(
        &mut self,
        n: usize,
        m: usize,
        up: &[[u32; 4]],
        right: &[[u32; 4]],
        down: &[[u32; 4]],
        left: &[[u32; 4]],
    ) {
        self.init_with(n, m, [up, right, down, left], |side| side);
    }

    fn init_with<T: Copy>(
        &mut self,
        n: usize,
        m: usize,
        borders: [&[[T; 4]]; 4],
        packed: impl Fn(T) -> u32,
    ) {
        for border in borders {
            assert_eq!(border.len(), n, "a border needs N pieces");
        }
        self.destroy();
        self.live = true;
        self.n = n;
        self.m = m;
        self.unused = 4 * (8 - m.clamp(1, 8) as u32);
        self.stride = n + 2;
        self.wanted.resize(1 << (WANTED_BITS - 1), 0);
        if self.board.len() < self.stride * (n + 2) {
            self.board.resize(self.stride * (n + 2), 0);
        }
        self.records.push(Record {
            key: 0,
            cell: 0,
            slot: 0,
        });
        if self.slots.len() < 16 * n {
            self.grow((16 * n).next_power_of_two());
        }
        let w = self.stride;
        // Each border piece shows side d to its one inner neighbour, which requires the flip
        // of it from the opposite direction.
        for (d, border) in [2, 3, 0, 1].into_iter().zip(borders) {
            for (i, &piece) in border.iter().enumerate() {
                let (x, y) = match d {
                    2 => (i + 1, 0),
                    3 => (n + 1, i + 1),
                    0 => (i + 1, n + 1),
                    _ => (0, i + 1),
                };
                let cell = y * w + x;
                self.board[cell] = FILLED;
                let inner = [
                    cell.wrapping_sub(w),
                    cell + 1,
                    cell + w,
                    cell.wrapping_sub(1),
                ][d];
                self.require(inner, (d + 2) % 4, flip(packed(piece[d]), self.unused));
            }
        }
    }

    /// Puts `piece` (`[up, right, down, left]`) where it fits best (see the module docs),
    /// turned to fit, and returns x + y of that cell; returns -1 and leaves the board alone
    /// when no empty cell takes it.
    ///
    /// O(log N) amortized: at most 4 + 60 table lookups, a few heap operations (each stale
    /// heap entry is popped once, and every placement pushes at most 4 entries).
    pub fn put(&mut self, piece: [i32; 4]) -> i32 {
        let m = self.m;
        self.put_packed(piece.map(|side| pack(side, m)))
    }

    /// [`BigPuzzle::put`] with the sides already packed ([`pack`]).
    pub fn put_packed(&mut self, piece: [u32; 4]) -> i32 {
        // Bits 4 i + d: some empty cell may require `piece[i]` in direction d.
        let mut wanted = 0;
        for (i, &side) in piece.iter().enumerate() {
            let (byte, shift) = slot(side);
            let mask = self
                .wanted
                .get(byte)
                .map_or(0, |&m| u32::from(m) >> shift & 0xf);
            wanted |= mask << (4 * i);
        }
        if wanted == 0 {
            return -1;
        }
        // (4 - neighbours) << 40 | cell << 2 | rotation of the best fit so far: smaller is
        // better.
        let mut best = u64::MAX;
        let mut best_record = 0;
        for (r, &diagonal) in DIAGONALS.iter().enumerate() {
            // Directions where some empty cell may want the side this rotation shows there:
            // side i shows at direction i + r.
            let diagonal = wanted & diagonal;
            let open = (diagonal | diagonal >> 4 | diagonal >> 8 | diagonal >> 12) & 0xf;
            if open == 0 {
                continue;
            }
            let shown = key_of(rotate(piece, r));
            // Every nonempty subset of `open`, by the usual submask walk.
            let mut subset = open;
            while subset != 0 {
                let missing = u64::from(4 - size(subset));
                if missing <= best >> 40 {
                    if let Some(record) = self.first_in(shown & LANES[subset as usize]) {
                        let rank = missing << 40
                            | u64::from(self.records[record as usize].cell) << 2
                            | r as u64;
                        if rank < best {
                            (best, best_record) = (rank, record);
                        }
                    }
                }
                subset = (subset - 1) & open;
            }
        }
        if best == u64::MAX {
            return -1;
        }
        let (cell, r) = ((best >> 2) as u32 as usize, (best & 3) as usize);
        self.occupy(cell, best_record, rotate(piece, r));
        (cell % self.stride + cell / self.stride) as i32
    }

    /// Ends a test case: clears the board in time proportional to the cells the case
    /// touched, and the index in time proportional to the largest N so far (the bucket table
    /// is cleared whole) plus the cells touched. Calling it twice, or before any `init`, is
    /// harmless.
    pub fn destroy(&mut self) {
        if !self.live {
            return;
        }
        self.live = false;
        for record in &self.records {
            self.board[record.cell as usize] = 0;
        }
        self.records.clear();
        let (n, w) = (self.n, self.stride);
        for i in 1..=n {
            for cell in [i, i * w + n + 1, (n + 1) * w + i, i * w] {
                self.board[cell] = 0;
            }
        }
        for heap in &mut self.heaps[..self.heaps_used] {
            heap.clear();
        }
        self.heaps_used = 0;
        self.wanted.fill(0);
        // Clearing the whole table (its length is fixed by the largest N so far) writes it in
        // order, which costs less than a write per bucket at random places.
        self.slots.fill(Slot::default());
        self.used = 0;
    }

    /// Fills the empty inner cell `cell`, whose record is `record`, with `shown` (already
    /// turned) and adds the requirements it puts on its empty neighbours.
    fn occupy(&mut self, cell: usize, record: u32, shown: [u32; 4]) {
        self.leave(record);
        self.records[record as usize].key = 0;
        self.board[cell] = FILLED;
        let w = self.stride;
        // An inner cell's neighbours are inner or border cells, all on the board.
        let neighbours = [cell - w, cell + 1, cell + w, cell - 1];
        // All four board entries, then the keys of the neighbours that have records, are
        // loaded before any is used, so that their cache misses overlap. Requiring a side of
        // one neighbour changes neither the entry nor the key of another.
        let records = neighbours.map(|neighbour| self.board[neighbour]);
        let keys = records.map(|record| self.records.get(record as usize).map_or(0, |r| r.key));
        // Written out so that each call knows its direction: the key's shift is a constant.
        let unused = self.unused;
        self.require_with(
            neighbours[0],
            records[0],
            keys[0],
            2,
            flip(shown[0], unused),
        );
        self.require_with(
            neighbours[1],
            records[1],
            keys[1],
            3,
            flip(shown[1], unused),
        );
        self.require_with(
            neighbours[2],
            records[2],
            keys[2],
            0,
            flip(shown[2], unused),
        );
        self.require_with(
            neighbours[3],
            records[3],
            keys[3],
            1,
            flip(shown[3], unused),
        );
    }

    /// Adds the requirement `side` in direction `facing` to `cell`, unless it is filled.
    fn require(&mut self, cell: usize, facing: usize, side: u32) {
        let record = self.board[cell];
        let key = self.records.get(record as usize).map_or(0, |r| r.key);
        self.require_with(cell, record, key, facing, side);
    }

    /// [`BigPuzzle::require`] given `board[cell]` and the cell's key (0 without a record).
    #[inline(always)]
    fn require_with(&mut self, cell: usize, mut record: u32, old: u128, facing: usize, side: u32) {
        if record == FILLED {
            return;
        }
        if record == 0 {
            record = self.records.len() as u32;
            self.records.push(Record {
                key: 0,
                cell: cell as u32,
                slot: 0,
            });
            self.board[cell] = record;
        }
        // The cell's side facing the new neighbour had no requirement: that cell was empty.
        if old != 0 {
            self.leave(record);
        }
        let key = old | u128::from(side) << (SIDE_BITS * facing);
        self.records[record as usize].key = key;
        self.enter_bucket(key, record, cell as u32);
        let (byte, shift) = slot(side);
        self.wanted[byte] |= 1 << (facing as u32 + shift);
    }

    /// Where the probe sequence of `key` starts, and the key's tag.
    fn home(&self, key: u128) -> (usize, u32) {
        let mixed = ((key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (key >> 64) as u64)
            .wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let home = (mixed >> self.shift) as usize;
        ((home), (mixed >> 32) as u32 & TAG_HASH | TAG_USED)
    }

    /// Where the probe sequence of the key of a slot with tag `tag` starts: the top bits of
    /// its hash are in the tag.
    fn home_of(&self, tag: u32) -> usize {
        (tag >> (self.shift - 32)) as usize
    }

    /// The slot of the bucket of `key`, if the bucket has a cell.
    fn find(&self, key: u128) -> Option<usize> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let (mut i, tag) = self.home(key);
        loop {
            let slot = self.slots[i];
            if slot.tag == 0 {
                return None;
            }
            if slot.tag & !TAG_HEAP == tag && self.records[slot.first as usize].key == key {
                return Some(i);
            }
            i = (i + 1) & mask;
        }
    }

    /// Makes the table `len` slots long (a power of two, at most 2^30), keeping the buckets.
    fn grow(&mut self, len: usize) {
        let len = len.max(16);
        let slots = std::mem::replace(&mut self.slots, vec![Slot::default(); len]);
        let rests = std::mem::replace(&mut self.rests, vec![0; len]);
        self.shift = 64 - len.trailing_zeros();
        for (slot, rest) in slots.into_iter().zip(rests) {
            if slot.tag == 0 {
                continue;
            }
            let mut i = self.home_of(slot.tag);
            while self.slots[i].tag != 0 {
                i = (i + 1) & (len - 1);
            }
            self.slots[i] = slot;
            self.rests[i] = rest;
            self.records[slot.first as usize].slot = i as u32;
        }
    }

    /// Adds `record` (of `cell`), whose requirements have just become `key`, to the bucket
    /// of `key`.
    fn enter_bucket(&mut self, key: u128, record: u32, cell: u32) {
        // At most three quarters used, so probe sequences stay short and end.
        if 4 * (self.used + 1) > 3 * self.slots.len() {
            self.grow(2 * self.slots.len());
        }
        let mask = self.slots.len() - 1;
        let (mut i, tag) = self.home(key);
        loop {
            let slot = self.slots[i];
            if slot.tag == 0 {
                break;
            }
            if slot.tag & !TAG_HEAP == tag && self.records[slot.first as usize].key == key {
                return self.join(i, record, cell);
            }
            i = (i + 1) & mask;
        }
        self.used += 1;
        self.slots[i] = Slot { tag, first: record };
        self.records[record as usize].slot = i as u32;
    }

    /// Adds `record` (of `cell`) to the nonempty bucket in slot `i`.
    fn join(&mut self, i: usize, record: u32, cell: u32) {
        if self.slots[i].tag & TAG_HEAP == 0 {
            self.slots[i].tag |= TAG_HEAP;
            self.rests[i] = self.heaps_used as u32;
            if self.heaps_used == self.heaps.len() {
                self.heaps.push(BinaryHeap::new());
            }
            self.heaps_used += 1;
        }
        let first = self.slots[i].first;
        let first_cell = self.records[first as usize].cell;
        let (smaller, larger) = if cell < first_cell {
            (record, (first_cell, first))
        } else {
            (first, (cell, record))
        };
        self.slots[i].first = smaller;
        self.records[smaller as usize].slot = i as u32;
        self.heaps[self.rests[i] as usize]
            .push(Reverse(u64::from(larger.0) << 32 | u64::from(larger.1)));
    }

    /// Takes `record` out of its bucket if it is the bucket's first, before its key changes:
    /// the smallest cell of the others that still has the key takes its place, and a bucket
    /// left without cells is deleted. Otherwise its heap entry is stale from now on.
    fn leave(&mut self, record: u32) {
        let Record { key, slot, .. } = self.records[record as usize];
        let i = slot as usize;
        if self.slots.get(i).map_or(true, |slot| slot.first != record) {
            return;
        }
        if self.slots[i].tag & TAG_HEAP != 0 {
            let heap = &mut self.heaps[self.rests[i] as usize];
            while let Some(Reverse(entry)) = heap.pop() {
                if self.records[entry as u32 as usize].key == key {
                    self.slots[i].first = entry as u32;
                    self.records[entry as u32 as usize].slot = slot;
                    return;
                }
            }
        }
        self.delete(i);
    }

    /// Empties slot `i` and moves later slots of the same run back where their probe
    /// sequences still reach them (deletion without tombstones: the table holds the buckets
    /// with cells and nothing else). A deleted bucket's heap, empty, stays in the arena until
    /// the test case ends.
    fn delete(&mut self, mut i: usize) {
        let mask = self.slots.len() - 1;
        let mut j = i;
        loop {
            j = (j + 1) & mask;
            let slot = self.slots[j];
            if slot.tag == 0 {
                break;
            }
            // Slot j may move to i unless its home lies cyclically in (i, j].
            let home = self.home_of(slot.tag);
            if (j.wrapping_sub(home) & mask) >= (j.wrapping_sub(i) & mask) {
                self.slots[i] = slot;
                self.rests[i] = self.rests[j];
                self.records[slot.first as usize].slot = i as u32;
                i = j;
            }
        }
        self.slots[i] = Slot::default();
        self.used -= 1;
    }

    /// The record of the smallest cell whose requirements are exactly `key`.
    fn first_in(&self, key: u128) -> Option<u32> {
        let i = self.find(key)?;
        Some(self.slots[i].first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The key of a filled cell in `BigPuzzle::key`; never a packed key (bits above 108).
    const OCCUPIED: u128 = u128::MAX;

    /// Brute force straight from the statement: every empty cell, every rotation, digit by
    /// digit comparison; no packing, no `flip`, no index.
    #[derive(Debug, Clone)]
    pub(super) struct Reference {
        n: usize,
        m: usize,
        /// `(N + 2)^2` cells, row-major, with the border.
        board: Vec<Option<[i32; 4]>>,
    }

    fn digits(code: i32, m: usize) -> Vec<i32> {
        (0..m)
            .rev()
            .map(|k| code / 10i32.pow(k as u32) % 10)
            .collect()
    }

    /// Clockwise readings meet reversed: digit k of one faces digit M - 1 - k of the other.
    fn sides_fit(a: i32, b: i32, m: usize) -> bool {
        let (a, b) = (digits(a, m), digits(b, m));
        (0..m).all(|k| a[k] + b[m - 1 - k] == 10)
    }

    impl Reference {
        pub(super) fn new(
            n: usize,
            m: usize,
            up: &[[i32; 4]],
            right: &[[i32; 4]],
            down: &[[i32; 4]],
            left: &[[i32; 4]],
        ) -> Self {
            let w = n + 2;
            let mut board = vec![None; w * w];
            for i in 0..n {
                board[i + 1] = Some(up[i]);
                board[(i + 1) * w + n + 1] = Some(right[i]);
                board[(n + 1) * w + i + 1] = Some(down[i]);
                board[(i + 1) * w] = Some(left[i]);
            }
            Reference { n, m, board }
        }

        pub(super) fn piece(&self, x: usize, y: usize) -> Option<[i32; 4]> {
            self.board[y * (self.n + 2) + x]
        }

        /// The neighbour count if `shown` (already turned) fits at (x, y).
        fn fits(&self, x: usize, y: usize, shown: [i32; 4]) -> Option<usize> {
            let neighbours = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)];
            let mut count = 0;
            for (d, &(nx, ny)) in neighbours.iter().enumerate() {
                if let Some(other) = self.piece(nx, ny) {
                    if !sides_fit(shown[d], other[(d + 2) % 4], self.m) {
                        return None;
                    }
                    count += 1;
                }
            }
            (count > 0).then_some(count)
        }

        pub(super) fn put(&mut self, piece: [i32; 4]) -> i32 {
            let mut best: Option<(usize, usize, usize, [i32; 4])> = None;
            for y in 1..=self.n {
                for x in 1..=self.n {
                    if self.piece(x, y).is_some() {
                        continue;
                    }
                    // r quarter turns clockwise: the side at d came from d - r.
                    for r in 0..4 {
                        let shown = [0, 1, 2, 3].map(|d| piece[(d + 4 - r) % 4]);
                        if let Some(count) = self.fits(x, y, shown) {
                            // Scanning rows, then columns, then rotations in order, a later
                            // candidate wins only with strictly more neighbours.
                            if best.map_or(true, |(c, ..)| count > c) {
                                best = Some((count, x, y, shown));
                            }
                        }
                    }
                }
            }
            match best {
                Some((_, x, y, shown)) => {
                    self.board[y * (self.n + 2) + x] = Some(shown);
                    (x + y) as i32
                }
                None => -1,
            }
        }
    }

    /// A small deterministic generator (SplitMix64) for scenario building.
    pub(super) struct Rng(u64);

    impl Rng {
        pub(super) fn new(seed: u64) -> Self {
            Rng(seed)
        }
        pub(super) fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        pub(super) fn below(&mut self, bound: usize) -> usize {
            (self.next() % bound as u64) as usize
        }
    }

    /// A whole test case: the border, the pieces to put.
    #[derive(Debug, Clone)]
    pub(super) struct Scenario {
        pub(super) n: usize,
        pub(super) m: usize,
        pub(super) border: [Vec<[i32; 4]>; 4],
        pub(super) pieces: Vec<[i32; 4]>,
    }

    /// A hidden solved board whose edges carry random codes over `alphabet` (digits), so its
    /// inner pieces fit; they are dealt shuffled and turned, mixed with random pieces.
    pub(super) fn scenario(
        rng: &mut Rng,
        n: usize,
        m: usize,
        alphabet: &[i32],
        random_share: usize,
    ) -> Scenario {
        let w = n + 2;
        let code =
            |rng: &mut Rng| (0..m).fold(0, |acc, _| acc * 10 + alphabet[rng.below(alphabet.len())]);
        let fitting = |c: i32| fitting(c, m);
        let mut cells = vec![[0i32; 4]; w * w];
        for y in 0..w {
            for x in 0..w {
                // Each cell draws its up and left sides; the neighbours get the fitting side.
                let up = code(rng);
                cells[y * w + x][0] = up;
                if y > 0 {
                    cells[(y - 1) * w + x][2] = fitting(up);
                }
                let left = code(rng);
                cells[y * w + x][3] = left;
                if x > 0 {
                    cells[y * w + x - 1][1] = fitting(left);
                }
            }
        }
        for x in 0..w {
            cells[(w - 1) * w + x][2] = code(rng);
        }
        for y in 0..w {
            cells[y * w + w - 1][1] = code(rng);
        }
        let border = [
            (1..=n).map(|i| cells[i]).collect(),
            (1..=n).map(|i| cells[i * w + n + 1]).collect(),
            (1..=n).map(|i| cells[(n + 1) * w + i]).collect(),
            (1..=n).map(|i| cells[i * w]).collect(),
        ];
        let mut pieces: Vec<[i32; 4]> = Vec::new();
        for y in 1..=n {
            for x in 1..=n {
                let r = rng.below(4);
                pieces.push(rotate(cells[y * w + x].map(|s| s as u32), r).map(|s| s as i32));
            }
        }
        for _ in 0..pieces.len() * random_share / 100 {
            pieces.push([0; 4].map(|_| code(rng)));
        }
        for i in (1..pieces.len()).rev() {
            pieces.swap(i, rng.below(i + 1));
        }
        Scenario {
            n,
            m,
            border,
            pieces,
        }
    }

    impl BigPuzzle {
        /// Checks the bucket table against the records: every key of an empty cell leads to
        /// its bucket, whose first record is the smallest cell with that key.
        fn check_buckets(&self) {
            let mut smallest = std::collections::HashMap::new();
            for record in self.records.iter().skip(1).filter(|r| r.key != 0) {
                let cell = smallest.entry(record.key).or_insert(record.cell);
                *cell = record.cell.min(*cell);
            }
            // The table holds these buckets and nothing else.
            let in_use = self.slots.iter().filter(|slot| slot.tag != 0).count();
            assert_eq!((in_use, self.used), (smallest.len(), smallest.len()));
            for (key, cell) in smallest {
                let first = self
                    .first_in(key)
                    .map(|record| self.records[record as usize].cell);
                assert_eq!(first, Some(cell), "key {key:#x}");
            }
        }

        /// The packed requirements of `cell` if it is empty, `OCCUPIED` if it holds a piece.
        fn key(&self, cell: usize) -> u128 {
            match self.board[cell] {
                FILLED => OCCUPIED,
                record => self.records[record as usize].key,
            }
        }
    }

    /// Runs the model and the reference side by side; compares every answer and, after each
    /// put, the model's packed requirements of every cell with the reference board. Returns
    /// how many bucket heaps (buckets of more than one cell) the case used.
    fn agree(s: &Scenario) -> usize {
        let [up, right, down, left] = &s.border;
        let mut model = BigPuzzle::new();
        model.init(s.n, s.m, up, right, down, left);
        let mut reference = Reference::new(s.n, s.m, up, right, down, left);
        model.check_buckets();
        for (i, &piece) in s.pieces.iter().enumerate() {
            assert_eq!(model.put(piece), reference.put(piece), "put #{i} of {s:?}");
            model.check_buckets();
            for y in 1..=s.n {
                for x in 1..=s.n {
                    let state = model.key(y * model.stride + x);
                    let expected = if reference.piece(x, y).is_some() {
                        OCCUPIED
                    } else {
                        let around = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)];
                        (0..4).fold(0u128, |key, d| {
                            let (nx, ny) = around[d];
                            match reference.piece(nx, ny) {
                                Some(p) => {
                                    key | u128::from(pack(fitting(p[(d + 2) % 4], s.m), s.m))
                                        << (SIDE_BITS * d)
                                }
                                None => key,
                            }
                        })
                    };
                    assert_eq!(state, expected, "cell ({x}, {y}) after put #{i}");
                }
            }
        }
        let heaps_used = model.heaps_used;
        model.destroy();
        assert!(model.board.iter().all(|&s| s == 0));
        assert!(model.slots.iter().all(|slot| slot.tag == 0) && model.used == 0);
        assert!(model.wanted.iter().all(|&mask| mask == 0));
        assert!(model.heaps.iter().all(BinaryHeap::is_empty));
        heaps_used
    }

    /// The side that fits `code`, in decimal, straight from the digits.
    fn fitting(code: i32, m: usize) -> i32 {
        digits(code, m)
            .iter()
            .rev()
            .fold(0, |acc, &digit| acc * 10 + 10 - digit)
    }

    #[test]
    fn flip_matches_the_statement_example() {
        let unused = 4 * (8 - 5);
        assert_eq!(pack(77335, 5), 0x77335);
        assert_eq!(flip(0x77335, unused), 0x57733);
        assert_eq!(flip(0x57733, unused), 0x77335);
        assert!(sides_fit(77335, 57733, 5));
        assert!(!sides_fit(77335, 33775, 5));
        assert_eq!(flip(0x9999_9999, 0), 0x1111_1111);
        assert_eq!(fitting(77335, 5), 57733);
    }

    proptest! {
        /// Packed flipping is decimal fitting, for every M.
        #[test]
        fn packed_flip_is_decimal_fitting(m in 1usize..=8, draws in prop::collection::vec(1i32..=9, 8)) {
            let code = draws[..m].iter().fold(0, |acc, &d| acc * 10 + d);
            let fits = fitting(code, m);
            prop_assert!(sides_fit(code, fits, m));
            prop_assert_eq!(flip(pack(code, m), 4 * (8 - m as u32)), pack(fits, m));
            prop_assert_ne!(pack(code, m), 0);
        }
    }

    #[test]
    fn rotation_moves_sides_clockwise() {
        assert_eq!(rotate([1, 2, 3, 4], 0), [1, 2, 3, 4]);
        assert_eq!(rotate([1, 2, 3, 4], 1), [4, 1, 2, 3]);
        assert_eq!(rotate([1, 2, 3, 4], 3), [2, 3, 4, 1]);
    }

    #[test]
    fn a_whole_board_fills_and_then_takes_nothing() {
        let mut rng = Rng::new(7);
        let s = scenario(&mut rng, 5, 4, &[1, 2, 3, 4, 5, 6, 7, 8, 9], 0);
        let [up, right, down, left] = &s.border;
        let mut model = BigPuzzle::new();
        model.init(s.n, s.m, up, right, down, left);
        let mut placed = 0;
        // Unique random codes: every inner piece fits exactly its own cell eventually.
        let mut pending = s.pieces.clone();
        while !pending.is_empty() {
            let before = pending.len();
            pending.retain(|&p| model.put(p) == -1);
            placed += before - pending.len();
            assert!(
                pending.len() < before,
                "stuck with {} pieces",
                pending.len()
            );
        }
        assert_eq!(placed, 25);
        assert_eq!(model.put(s.pieces[0]), -1);
    }

    #[test]
    fn model_agrees_with_reference_on_many_seeds() {
        let mut cases_with_heaps = 0;
        for seed in 0..300u64 {
            let mut rng = Rng::new(seed);
            let n = 4 + rng.below(5);
            let m = 3 + rng.below(2);
            // Small alphabets make equal codes, ties and pieces with equal sides common.
            let alphabet: &[i32] = match seed % 3 {
                0 => &[1, 9],
                1 => &[2, 5, 8],
                _ => &[1, 2, 3, 4, 5, 6, 7, 8, 9],
            };
            let s = scenario(&mut rng, n, m, alphabet, 30);
            cases_with_heaps += usize::from(agree(&s) > 0);
        }
        // The seeds exercise buckets of several cells, not only the inline first cell.
        assert!(
            cases_with_heaps >= 100,
            "{cases_with_heaps} cases used heaps"
        );
    }

    proptest! {
        #[test]
        fn model_agrees_with_reference(
            seed in any::<u64>(),
            n in 4usize..=8,
            m in 3usize..=5,
            alphabet in prop::sample::subsequence(vec![1, 2, 3, 4, 5, 6, 7, 8, 9], 1..=9),
            random_share in 0usize..=100,
        ) {
            let s = scenario(&mut Rng::new(seed), n, m, &alphabet, random_share);
            agree(&s);
        }
    }

    /// The reference's answers for a well-formed driver input (format in DESIGN.md).
    fn reference_answers(text: &str) -> String {
        let numbers: Vec<i32> = text
            .split_ascii_whitespace()
            .map(|t| t.parse().expect("case inputs are numbers"))
            .collect();
        let mut at = 0;
        let mut take = |count: usize| {
            at += count;
            &numbers[at - count..at]
        };
        let pieces = |flat: &[i32]| -> Vec<[i32; 4]> {
            flat.chunks(4).map(|c| [c[0], c[1], c[2], c[3]]).collect()
        };
        let mut answers = String::new();
        for _ in 0..take(1)[0] {
            let (n, m) = match take(2) {
                &[n, m] => (n as usize, m as usize),
                _ => unreachable!(),
            };
            let border = [0; 4].map(|_| pieces(take(4 * n)));
            let [up, right, down, left] = &border;
            let mut reference = Reference::new(n, m, up, right, down, left);
            let q = take(1)[0] as usize;
            for piece in pieces(take(4 * q)) {
                answers += &format!("{}\n", reference.put(piece));
            }
        }
        answers
    }

    /// Every well-formed case under tests/cmd/big_puzzle expects what the reference answers.
    /// With `BLESS=1` the expected files are written from the reference instead.
    #[test]
    fn cases_expect_the_reference_answers() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/cmd/big_puzzle");
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).expect("cases directory") {
            let path = entry.expect("directory entry").path();
            if path.extension().map_or(true, |e| e != "stdin") {
                continue;
            }
            let toml = std::fs::read_to_string(path.with_extension("toml")).expect("toml");
            if toml.contains("status.code") {
                continue;
            }
            let input = std::fs::read_to_string(&path).expect("stdin file");
            let expected = reference_answers(&input);
            let stdout = path.with_extension("stdout");
            if std::env::var_os("BLESS").is_some() {
                std::fs::write(&stdout, &expected).expect("write stdout file");
            }
            let found = std::fs::read_to_string(&stdout).unwrap_or_default();
            assert_eq!(found, expected, "{}", stdout.display());
            checked += 1;
        }
        assert!(checked >= 5, "only {checked} cases found in {dir}");
    }

    #[test]
    fn reinit_with_a_smaller_board_starts_clean() {
        let mut model = BigPuzzle::new();
        for (seed, n) in [(1, 8), (2, 4), (3, 6)] {
            let mut rng = Rng::new(seed);
            let s = scenario(&mut rng, n, 3, &[1, 2, 3, 4, 5, 6, 7, 8, 9], 20);
            let [up, right, down, left] = &s.border;
            // No destroy between cases: init must clean up by itself.
            model.init(s.n, s.m, up, right, down, left);
            let mut reference = Reference::new(s.n, s.m, up, right, down, left);
            for &piece in &s.pieces {
                assert_eq!(model.put(piece), reference.put(piece));
            }
        }
    }
}
