// Parse submission log lines with named captures, total each user's accepted score and mask
// anything that looks like a token.
use regex::Regex;
use std::collections::BTreeMap;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let line_re = Regex::new(
        r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}) user=(?P<user>[a-z_][a-z0-9_]*) task=(?P<task>[a-g]) (?P<verdict>AC|WA|TLE|RE)(?: score=(?P<score>\d+))?",
    )
    .unwrap();
    let token_re = Regex::new(r"token=[0-9a-f]{8,}").unwrap();
    let mut score: BTreeMap<&str, u32> = BTreeMap::new();
    let mut bad = 0;
    for line in input.lines() {
        let Some(caps) = line_re.captures(line) else {
            bad += 1;
            println!("skip: {}", token_re.replace_all(line, "token=***"));
            continue;
        };
        let user = caps.name("user").unwrap().as_str();
        if &caps["verdict"] == "AC"
            && let Some(s) = caps.name("score")
        {
            *score.entry(user).or_default() += s.as_str().parse::<u32>().unwrap();
        } else {
            score.entry(user).or_default();
        }
    }
    for (u, s) in &score {
        println!("{u} {s}");
    }
    println!("{bad} malformed");
    let dates: Vec<&str> = Regex::new(r"\d{4}-\d{2}-\d{2}").unwrap().find_iter(&input).map(|m| m.as_str()).collect();
    println!("first {:?} last {:?}", dates.first(), dates.last());
}
