/* calendar.c: the C baseline for the calendar puzzle (docs/PERFORMANCE.md).
 *
 * A straightforward solver, the reference point the Rust engine is measured against. Reads
 * lines "M D" from stdin and, like the calendar program's judge mode, prints "M D K" (K the
 * number of solutions) and the smallest solution as 7 lines of 7 characters. One separate
 * search per line; input is assumed to be valid dates.
 *
 * Method: the 43 board cells are indexed in reading order, so a set of cells is a uint64_t.
 * Each piece's distinct orientations (rotations and mirror images) are normalized and sorted in
 * reading order, so an orientation's first square is its lowest cell; every placement is stored
 * under its lowest cell. The search fills the lowest empty cell first and tries every
 * placement stored there whose piece is unused and whose cells are empty.
 *
 * Build: gcc -O2 -o calendar calendar.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIDE 7
#define PIECES 8
#define MAX_PLACEMENTS 4096

typedef struct { int x, y; } Square;

/* Pieces 1..8: the 2x3 rectangle, V, Y, U, P, N, Z, L. */
static const char *DRAWINGS[PIECES][4] = {
    {"###", "###"},           {"###", "..#", "..#"}, {"#.", "##", "#.", "#."},
    {"##", ".#", "##"},       {".##", "###"},        {".#", "##", "#.", "#."},
    {"..#", "###", "#.."},    {"...#", "####"},
};

static Square orientations[PIECES][8][6];
static int orientation_count[PIECES];
static int piece_size[PIECES];

static int square_order(const void *a, const void *b) {
    const Square *p = a, *q = b;
    return p->y != q->y ? p->y - q->y : p->x - q->x;
}

static void build_orientations(void) {
    for (int p = 0; p < PIECES; p++) {
        Square squares[6];
        int n = 0;
        for (int r = 0; r < 4 && DRAWINGS[p][r]; r++)
            for (int c = 0; DRAWINGS[p][r][c]; c++)
                if (DRAWINGS[p][r][c] == '#') squares[n++] = (Square){c, r};
        piece_size[p] = n;
        for (int t = 0; t < 8; t++) {
            Square turned[6];
            int min_x = 99, min_y = 99;
            for (int i = 0; i < n; i++) {
                int x = squares[i].x, y = squares[i].y;
                for (int q = 0; q < t % 4; q++) { /* quarter turn: (x, y) -> (-y, x) */
                    int old = x;
                    x = -y;
                    y = old;
                }
                if (t >= 4) x = -x;
                turned[i] = (Square){x, y};
                if (x < min_x) min_x = x;
                if (y < min_y) min_y = y;
            }
            for (int i = 0; i < n; i++) {
                turned[i].x -= min_x;
                turned[i].y -= min_y;
            }
            qsort(turned, n, sizeof(Square), square_order);
            int seen = 0;
            for (int o = 0; o < orientation_count[p] && !seen; o++)
                seen = memcmp(orientations[p][o], turned, n * sizeof(Square)) == 0;
            if (!seen) memcpy(orientations[p][orientation_count[p]++], turned, n * sizeof(Square));
        }
    }
}

static int on_board(int row, int column) {
    if (row < 0 || column < 0 || row >= SIDE || column >= SIDE) return 0;
    if (row <= 1) return column < 6;
    if (row == 6) return column < 3;
    return 1;
}

static int index_of[SIDE][SIDE]; /* board cell index, -1 off the board */
static int row_of[64], column_of[64];
static int cell_count;
static uint64_t full;
static uint64_t placement_mask[MAX_PLACEMENTS];
static int placement_piece[MAX_PLACEMENTS];
static int first_at[65];
static uint64_t chosen[PIECES];
static long long solutions;
static char best[SIDE * SIDE + 1], drawing[SIDE * SIDE + 1];

static void record(void) {
    solutions++;
    for (int p = 0; p < PIECES; p++)
        for (uint64_t m = chosen[p]; m; m &= m - 1) {
            int cell = __builtin_ctzll(m);
            drawing[row_of[cell] * SIDE + column_of[cell]] = (char)('1' + p);
        }
    if (solutions == 1 || memcmp(drawing, best, SIDE * SIDE) < 0) memcpy(best, drawing, SIDE * SIDE);
}

static void search(uint64_t filled, int used) {
    if (filled == full) {
        record();
        return;
    }
    int cell = __builtin_ctzll(~filled);
    for (int i = first_at[cell]; i < first_at[cell + 1]; i++) {
        int p = placement_piece[i];
        if (!(used >> p & 1) && !(placement_mask[i] & filled)) {
            chosen[p] = placement_mask[i];
            search(filled | placement_mask[i], used | 1 << p);
        }
    }
}

static void solve(int month, int day) {
    int month_row = (month - 1) / 6, month_column = (month - 1) % 6;
    int day_row = 2 + (day - 1) / SIDE, day_column = (day - 1) % SIDE;
    cell_count = 0;
    for (int r = 0; r < SIDE; r++)
        for (int c = 0; c < SIDE; c++) {
            int shown = (r == month_row && c == month_column) || (r == day_row && c == day_column);
            drawing[r * SIDE + c] = on_board(r, c) ? '.' : '#';
            index_of[r][c] = -1;
            if (on_board(r, c) && !shown) {
                row_of[cell_count] = r;
                column_of[cell_count] = c;
                index_of[r][c] = cell_count++;
            }
        }
    full = (1ULL << cell_count) - 1;
    int placements = 0;
    for (int cell = 0; cell < cell_count; cell++) {
        first_at[cell] = placements;
        for (int p = 0; p < PIECES; p++)
            for (int o = 0; o < orientation_count[p]; o++) {
                const Square *shape = orientations[p][o];
                uint64_t mask = 0;
                int fits = 1;
                for (int i = 0; i < piece_size[p] && fits; i++) {
                    int r = row_of[cell] + shape[i].y - shape[0].y;
                    int c = column_of[cell] + shape[i].x - shape[0].x;
                    if (on_board(r, c) && index_of[r][c] >= 0) mask |= 1ULL << index_of[r][c];
                    else fits = 0;
                }
                if (fits) {
                    placement_mask[placements] = mask;
                    placement_piece[placements++] = p;
                }
            }
    }
    first_at[cell_count] = placements;
    solutions = 0;
    search(0, 0);
    printf("%d %d %lld\n", month, day, solutions);
    if (solutions > 0)
        for (int r = 0; r < SIDE; r++) printf("%.*s\n", SIDE, best + r * SIDE);
}

int main(void) {
    build_orientations();
    int month, day;
    while (scanf("%d %d", &month, &day) == 2) solve(month, day);
    return 0;
}
