use ac_library::MfGraph;
use proconio::{input, marker::Chars};

// Maximum domino tiling of a grid ('.' free, '#' blocked) via bipartite max flow;
// prints the count and the tiling with v^ and ><.
fn main() {
    input! {
        h: usize,
        w: usize,
        mut grid: [Chars; h],
    }
    let s = h * w;
    let t = s + 1;
    let mut g = MfGraph::new(h * w + 2);
    for i in 0..h {
        for j in 0..w {
            if grid[i][j] == '#' {
                continue;
            }
            let v = i * w + j;
            if (i + j) % 2 == 0 {
                g.add_edge(s, v, 1);
                if i + 1 < h && grid[i + 1][j] == '.' {
                    g.add_edge(v, v + w, 1);
                }
                if j + 1 < w && grid[i][j + 1] == '.' {
                    g.add_edge(v, v + 1, 1);
                }
                if i > 0 && grid[i - 1][j] == '.' {
                    g.add_edge(v, v - w, 1);
                }
                if j > 0 && grid[i][j - 1] == '.' {
                    g.add_edge(v, v - 1, 1);
                }
            } else {
                g.add_edge(v, t, 1);
            }
        }
    }
    println!("{}", g.flow(s, t));
    for e in g.edges() {
        if e.from == s || e.to == t || e.flow == 0 {
            continue;
        }
        let (a, b) = (e.from.min(e.to), e.from.max(e.to));
        let (ai, aj, bi, bj) = (a / w, a % w, b / w, b % w);
        if ai == bi {
            grid[ai][aj] = '>';
            grid[bi][bj] = '<';
        } else {
            grid[ai][aj] = 'v';
            grid[bi][bj] = '^';
        }
    }
    for row in grid {
        println!("{}", row.into_iter().collect::<String>());
    }
    let cut = g.min_cut(s);
    println!("{}", cut.iter().filter(|&&x| x).count());
}
