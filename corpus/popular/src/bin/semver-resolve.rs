// Picks the newest version satisfying each requirement, like a tiny dependency resolver.
use semver::{BuildMetadata, Prerelease, Version, VersionReq};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (avail, reqs) = input.split_once("\n\n").unwrap();
    let mut versions: Vec<Version> = Vec::new();
    for tok in avail.split_whitespace() {
        match Version::parse(tok) {
            Ok(v) => versions.push(v),
            Err(e) => println!("skip {}: {}", tok, e),
        }
    }
    versions.sort();
    println!("available: {}", versions.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "));
    for line in reqs.lines().filter(|l| !l.trim().is_empty()) {
        let req = match VersionReq::parse(line.trim()) {
            Ok(r) => r,
            Err(e) => {
                println!("{:?}: invalid requirement: {}", line, e);
                continue;
            }
        };
        let best = versions.iter().rev().find(|v| req.matches(v));
        let count = versions.iter().filter(|v| req.matches(v)).count();
        match best {
            Some(v) => println!("{} -> {} ({} candidates, {} comparators)", req, v, count, req.comparators.len()),
            None => println!("{} -> no match", req),
        }
    }
    if let Some(latest) = versions.iter().rev().find(|v| v.pre.is_empty()) {
        let mut next = latest.clone();
        next.minor += 1;
        next.patch = 0;
        next.pre = Prerelease::new("rc.1").unwrap();
        next.build = BuildMetadata::EMPTY;
        println!("next release candidate {} (< {}: {})", next, latest, next < *latest);
    }
}
