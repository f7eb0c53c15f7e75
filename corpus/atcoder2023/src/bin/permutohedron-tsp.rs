use permutohedron::{heap_recursive, Heap, LexicalPermutation};
use proconio::input;

// Brute-force traveling salesman over all orders (Heap's algorithm), the k-th
// lexicographic arrangement of a word, and the count of permutations with no fixed point.
fn main() {
    input! {
        n: usize,
        d: [[u32; n]; n],
        word: String,
        k: usize,
    }
    let mut rest: Vec<usize> = (1..n).collect();
    let mut best = u32::MAX;
    heap_recursive(&mut rest, |order| {
        let mut cost = d[0][order[0]];
        for w in order.windows(2) {
            cost += d[w[0]][w[1]];
        }
        cost += d[order[order.len() - 1]][0];
        best = best.min(cost);
    });
    println!("{}", best);

    let mut chars: Vec<char> = word.chars().collect();
    chars.sort();
    let mut count = 1;
    while count < k && chars.next_permutation() {
        count += 1;
    }
    println!("{} {}", count, chars.iter().collect::<String>());
    chars.prev_permutation();
    println!("{}", chars.iter().collect::<String>());

    let mut items: Vec<usize> = (0..n.min(6)).collect();
    let derangements = Heap::new(&mut items)
        .filter(|p| p.iter().enumerate().all(|(i, &x)| i != x))
        .count();
    println!("{}", derangements);
}
