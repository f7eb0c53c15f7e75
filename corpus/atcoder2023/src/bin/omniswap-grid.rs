use proconio::input;

// Applies swap and rotate operations to cells of a 2D grid (which std::mem::swap
// cannot borrow twice) and to fields of a struct vector, then prints the result.
#[derive(Debug, Clone, Default)]
struct Player {
    name: String,
    score: i64,
}

fn main() {
    input! {
        h: usize,
        w: usize,
        mut g: [[i64; w]; h],
        q: usize,
        ops: [(char, usize, usize, usize, usize); q],
        mut players: [(String, i64); 3],
    }
    for &(op, a, b, c, d) in &ops {
        match op {
            's' => omniswap::swap!(&mut g[a][b], &mut g[c][d]),
            _ => omniswap::rotate!(&mut g[a][b], &mut g[a][d], &mut g[c][d], &mut g[c][b]),
        }
    }
    for row in &g {
        println!("{}", row.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" "));
    }
    let mut ps: Vec<Player> = players
        .drain(..)
        .map(|(name, score)| Player { name, score })
        .collect();
    omniswap::rotate!(&mut ps[0].name, &mut ps[1].name, &mut ps[2].name);
    omniswap::swap!(&mut ps[0].score, &mut ps[2].score);
    for p in &ps {
        println!("{} {}", p.name, p.score);
    }
    let taken = omniswap::take!(&mut ps[1].name);
    println!("{} [{}]", taken, ps[1].name);
    println!("{:?}", ps[2]);
}
