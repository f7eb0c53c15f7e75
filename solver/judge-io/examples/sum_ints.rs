//! Reads every whitespace-separated integer of stdin through `judge_io::Input` and prints
//! their count and sum: times input scanning alone, e.g. on the big_puzzle max-size input
//! (`cargo run --release -p judge-io --example sum_ints < big.txt`).

fn main() {
    judge_io::run("sum_ints", |input, out| {
        let (mut count, mut sum) = (0u64, 0i64);
        while !input.is_eof() {
            sum = sum.wrapping_add(input.int::<i64>("integer")?);
            count += 1;
        }
        writeln!(out, "{count} integers, sum {sum}");
        Ok(())
    });
}
