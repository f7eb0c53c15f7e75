use nom::character::complete::{char, digit1, space0};
use nom::multi::separated_list;
use nom::sequence::delimited;
use nom::IResult;
use std::io::Read;

fn number(input: &str) -> IResult<&str, u64> {
    let (rest, digits) = delimited(space0, digit1, space0)(input)?;
    Ok((rest, digits.parse().unwrap()))
}

fn list(input: &str) -> IResult<&str, Vec<u64>> {
    delimited(char('['), separated_list(char(','), number), char(']'))(input)
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let (_, v) = list(s.trim()).unwrap();
    println!("{} {}", v.len(), v.iter().sum::<u64>());
}
