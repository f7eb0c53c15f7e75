/* soma.c: the C baseline for TopCoder SRM 198 "Soma" (docs/PERFORMANCE.md).
 *
 * A straightforward solver, the reference point the Rust engine is measured against: reads
 * TopCoder String[] literals ({"333", "333", "333"}) from stdin and prints the number of ways
 * the seven Soma pieces build each pattern, one a line, like the topcoder_soma harness (no
 * constraint checks: input is assumed well formed).
 *
 * Method: the pattern's cubes are indexed in (z, y, x) order, so a set of cells is a uint64_t.
 * The 24 rotations are closed from two quarter turns; each piece's distinct orientations are
 * normalized and sorted in that order, so an orientation's first cube is its lowest cell. Every
 * placement is stored under its lowest cell. The search fills the lowest empty cell first and
 * tries every placement stored there whose piece is unused and whose cells are empty.
 *
 * Build: gcc -O2 -o soma soma.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CELLS 64
#define MAX_PLACEMENTS 4096

typedef struct { int x, y, z; } Cube;

/* The pieces as the statement draws them: digit h at row r, column c = cubes (c, r, 0..h-1). */
static const char *DRAWINGS[7][2] = {
    {"111", "100"}, {"111", "010"}, {"011", "110"}, {"11", "10"},
    {"02", "11"},   {"20", "11"},   {"12", "01"},
};

static int rotations[24][3][3];
static int rotation_count;

static Cube orientations[7][24][4];
static int orientation_count[7];
static int piece_size[7];

static void multiply(int a[3][3], int b[3][3], int out[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            out[i][j] = 0;
            for (int k = 0; k < 3; k++) out[i][j] += a[i][k] * b[k][j];
        }
}

static void close_rotations(void) {
    int generators[2][3][3] = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
                               {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}};
    int identity[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    memcpy(rotations[0], identity, sizeof identity);
    rotation_count = 1;
    for (int i = 0; i < rotation_count; i++)
        for (int g = 0; g < 2; g++) {
            int product[3][3];
            multiply(generators[g], rotations[i], product);
            int seen = 0;
            for (int j = 0; j < rotation_count && !seen; j++)
                seen = memcmp(rotations[j], product, sizeof product) == 0;
            if (!seen) memcpy(rotations[rotation_count++], product, sizeof product);
        }
}

static int cube_order(const void *a, const void *b) {
    const Cube *p = a, *q = b;
    if (p->z != q->z) return p->z - q->z;
    if (p->y != q->y) return p->y - q->y;
    return p->x - q->x;
}

static void build_orientations(void) {
    close_rotations();
    for (int p = 0; p < 7; p++) {
        Cube cubes[4];
        int n = 0;
        for (int r = 0; r < 2; r++)
            for (int c = 0; DRAWINGS[p][r][c]; c++)
                for (int z = 0; z < DRAWINGS[p][r][c] - '0'; z++) cubes[n++] = (Cube){c, r, z};
        piece_size[p] = n;
        for (int t = 0; t < rotation_count; t++) {
            Cube turned[4];
            int min[3] = {99, 99, 99};
            for (int i = 0; i < n; i++) {
                int v[3] = {cubes[i].x, cubes[i].y, cubes[i].z}, w[3];
                for (int a = 0; a < 3; a++)
                    w[a] = rotations[t][a][0] * v[0] + rotations[t][a][1] * v[1] +
                           rotations[t][a][2] * v[2];
                turned[i] = (Cube){w[0], w[1], w[2]};
                for (int a = 0; a < 3; a++)
                    if (w[a] < min[a]) min[a] = w[a];
            }
            for (int i = 0; i < n; i++) {
                turned[i].x -= min[0];
                turned[i].y -= min[1];
                turned[i].z -= min[2];
            }
            qsort(turned, n, sizeof(Cube), cube_order);
            int seen = 0;
            for (int o = 0; o < orientation_count[p] && !seen; o++)
                seen = memcmp(orientations[p][o], turned, n * sizeof(Cube)) == 0;
            if (!seen) memcpy(orientations[p][orientation_count[p]++], turned, n * sizeof(Cube));
        }
    }
}

/* The pattern, its cells and the placements stored under their lowest cell. */
static int grid[28][28][10]; /* cell index + 1, 0 outside */
static Cube cells[MAX_CELLS];
static int cell_count;
static uint64_t full;
static uint64_t placement_mask[MAX_PLACEMENTS];
static int placement_piece[MAX_PLACEMENTS];
static int first_at[MAX_CELLS + 1]; /* placements of lowest cell c: first_at[c]..first_at[c+1] */
static long long solutions;

static void search(uint64_t filled, int used) {
    if (filled == full) {
        solutions++;
        return;
    }
    int cell = __builtin_ctzll(~filled);
    for (int i = first_at[cell]; i < first_at[cell + 1]; i++)
        if (!(used >> placement_piece[i] & 1) && !(placement_mask[i] & filled))
            search(filled | placement_mask[i], used | 1 << placement_piece[i]);
}

static int cell_at(int x, int y, int z) {
    if (x < 0 || y < 0 || z < 0 || x >= 28 || y >= 28 || z >= 10) return 0;
    return grid[x][y][z];
}

static long long count(char rows[][32], int row_count) {
    memset(grid, 0, sizeof grid);
    cell_count = 0;
    for (int z = 0; z < 10; z++)
        for (int y = 0; y < row_count; y++)
            for (int x = 0; rows[y][x]; x++)
                if (z < rows[y][x] - '0') {
                    if (cell_count == MAX_CELLS) return 0;
                    cells[cell_count] = (Cube){x, y, z};
                    grid[x][y][z] = ++cell_count;
                }
    if (cell_count != 27) return 0;
    full = (1ULL << cell_count) - 1;
    int placements = 0;
    for (int c = 0; c < cell_count; c++) {
        first_at[c] = placements;
        for (int p = 0; p < 7; p++)
            for (int o = 0; o < orientation_count[p]; o++) {
                const Cube *shape = orientations[p][o];
                uint64_t mask = 0;
                int fits = 1;
                for (int i = 0; i < piece_size[p] && fits; i++) {
                    int at = cell_at(cells[c].x + shape[i].x - shape[0].x,
                                     cells[c].y + shape[i].y - shape[0].y,
                                     cells[c].z + shape[i].z - shape[0].z);
                    if (at) mask |= 1ULL << (at - 1);
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
    return solutions;
}

int main(void) {
    build_orientations();
    static char rows[32][32];
    int row_count = 0, in_string = 0, length = 0, c;
    while ((c = getchar()) != EOF) {
        if (in_string) {
            if (c == '"') {
                rows[row_count++][length] = 0;
                in_string = 0;
            } else if (length < 31) {
                rows[row_count][length++] = (char)c;
            }
        } else if (c == '"' && row_count < 32) {
            in_string = 1;
            length = 0;
        } else if (c == '}') {
            printf("%lld\n", count(rows, row_count));
            row_count = 0;
        }
    }
    return 0;
}
