/* big_puzzle.c: the C baseline for the Samsung-style "big puzzle" (docs/PERFORMANCE.md).
 *
 * A simple hash-based solver, the reference point the Rust model is measured against. Reads
 * the driver format of the big_puzzle program (T; per test case "N M", 4N border pieces, Q, Q
 * pieces) and prints every put's answer on its own line. No input checks.
 *
 * Method: a hash table maps a side code c to the list of (cell, direction d) such that the
 * empty cell requires c in direction d (its neighbour there shows flip(c) towards it). A
 * requirement never changes while its cell is empty, so entries are only appended; an entry
 * whose cell has been filled since is skipped. put() looks up each of the piece's four sides;
 * side k found at direction d means rotation r = d - k, which is then checked against all of
 * the cell's neighbours. The best fit has the most neighbours, then the smallest y, then x.
 *
 * Build: gcc -O2 -o big_puzzle big_puzzle.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_N 1000
#define WIDTH (MAX_N + 2)
#define TABLE_BITS 18
#define TABLE_SIZE (1 << TABLE_BITS)
#define MAX_ENTRIES (4 * (4 * MAX_N + 10000) + 16)

static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0};

static int n, m, width;
static int stamp[WIDTH * WIDTH]; /* == test: the cell holds a piece */
static int shown[WIDTH * WIDTH][4]; /* sides of the piece there, by direction */
static int test;

/* Hash table: code -> first entry; entries chained. Slots are valid when slot_stamp == test. */
static int slot_code[TABLE_SIZE], slot_head[TABLE_SIZE], slot_stamp[TABLE_SIZE];
static int entry_cell[MAX_ENTRIES], entry_direction[MAX_ENTRIES], entry_next[MAX_ENTRIES];
static int entries;

static int flip(int code) {
    int fitting = 0;
    for (int i = 0; i < m; i++) {
        fitting = fitting * 10 + 10 - code % 10;
        code /= 10;
    }
    return fitting;
}

static int *slot_for(int code, int create) {
    uint32_t h = (uint32_t)code * 2654435761u >> (32 - TABLE_BITS);
    for (;; h = (h + 1) & (TABLE_SIZE - 1)) {
        if (slot_stamp[h] != test) {
            if (!create) return NULL;
            slot_stamp[h] = test;
            slot_code[h] = code;
            slot_head[h] = -1;
            return &slot_head[h];
        }
        if (slot_code[h] == code) return &slot_head[h];
    }
}

static int inner(int x, int y) { return x >= 1 && y >= 1 && x <= n && y <= n; }

/* Puts the sides `sides` (by direction) at (x, y) and records what its empty neighbours need. */
static void occupy(int x, int y, const int sides[4]) {
    int cell = y * width + x;
    stamp[cell] = test;
    memcpy(shown[cell], sides, sizeof shown[cell]);
    for (int d = 0; d < 4; d++) {
        int nx = x + DX[d], ny = y + DY[d];
        if (!inner(nx, ny) || stamp[ny * width + nx] == test) continue;
        int *head = slot_for(flip(sides[d]), 1);
        entry_cell[entries] = ny * width + nx;
        entry_direction[entries] = (d + 2) % 4;
        entry_next[entries] = *head;
        *head = entries++;
    }
}

static int put(const int piece[4]) {
    int best_neighbours = 0, best_cell = 0, best_rotation = 0;
    for (int k = 0; k < 4; k++) {
        int *head = slot_for(piece[k], 0);
        if (!head) continue;
        for (int e = *head; e >= 0; e = entry_next[e]) {
            int cell = entry_cell[e];
            if (stamp[cell] == test) continue;
            int r = (entry_direction[e] - k + 4) % 4, neighbours = 0, fits = 1;
            int x = cell % width, y = cell / width;
            for (int d = 0; d < 4 && fits; d++) {
                int other = (y + DY[d]) * width + x + DX[d];
                if (stamp[other] != test) continue;
                neighbours++;
                fits = flip(shown[other][(d + 2) % 4]) == piece[(d - r + 4) % 4];
            }
            if (fits && (neighbours > best_neighbours ||
                         (neighbours == best_neighbours && cell < best_cell))) {
                best_neighbours = neighbours;
                best_cell = cell;
                best_rotation = r;
            }
        }
    }
    if (best_neighbours == 0) return -1;
    int sides[4];
    for (int d = 0; d < 4; d++) sides[d] = piece[(d - best_rotation + 4) % 4];
    occupy(best_cell % width, best_cell / width, sides);
    return best_cell % width + best_cell / width;
}

static char *in;

static int next_int(void) {
    while (*in && (*in < '0' || *in > '9') && *in != '-') in++;
    int sign = 1, value = 0;
    if (*in == '-') {
        sign = -1;
        in++;
    }
    while (*in >= '0' && *in <= '9') value = value * 10 + *in++ - '0';
    return sign * value;
}

int main(void) {
    size_t size = 0, capacity = 1 << 20;
    char *buffer = malloc(capacity + 1);
    for (size_t got; (got = fread(buffer + size, 1, capacity - size, stdin)) > 0;) {
        size += got;
        if (size == capacity) buffer = realloc(buffer, (capacity *= 2) + 1);
    }
    buffer[size] = 0;
    in = buffer;
    static char out[1 << 16];
    size_t used = 0;
    int tests = next_int();
    for (test = 1; test <= tests; test++) {
        n = next_int();
        m = next_int();
        width = n + 2;
        entries = 0;
        static int border[4][MAX_N][4];
        for (int b = 0; b < 4; b++)
            for (int i = 0; i < n; i++)
                for (int s = 0; s < 4; s++) border[b][i][s] = next_int();
        for (int i = 0; i < n; i++) {
            occupy(i + 1, 0, border[0][i]);
            occupy(n + 1, i + 1, border[1][i]);
            occupy(i + 1, n + 1, border[2][i]);
            occupy(0, i + 1, border[3][i]);
        }
        int puts = next_int();
        for (int q = 0; q < puts; q++) {
            int piece[4];
            for (int s = 0; s < 4; s++) piece[s] = next_int();
            if (used > sizeof out - 16) {
                fwrite(out, 1, used, stdout);
                used = 0;
            }
            used += sprintf(out + used, "%d\n", put(piece));
        }
    }
    fwrite(out, 1, used, stdout);
    return 0;
}
