// Parses access-log lines with a named-capture regex and summarizes by status and path.
use regex::Regex;
use std::collections::BTreeMap;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let re = Regex::new(
        r#"^(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) \[(?P<date>\d{4}-\d{2}-\d{2})T(?P<time>[\d:]+)\] "(?P<method>GET|POST|PUT|DELETE) (?P<path>/[^ ]*)" (?P<status>\d{3}) (?P<bytes>\d+|-)$"#,
    )
    .unwrap();
    let mut by_status: BTreeMap<u16, usize> = BTreeMap::new();
    let mut bytes_by_path: BTreeMap<String, u64> = BTreeMap::new();
    let mut bad = 0;
    for line in input.lines() {
        let Some(caps) = re.captures(line) else {
            bad += 1;
            continue;
        };
        let status: u16 = caps["status"].parse().unwrap();
        *by_status.entry(status).or_default() += 1;
        let bytes = caps.name("bytes").unwrap().as_str().parse::<u64>().unwrap_or(0);
        let path = caps["path"].split('?').next().unwrap().to_string();
        *bytes_by_path.entry(path).or_default() += bytes;
        if status >= 500 {
            println!("server error: {} {} at {} {}", &caps["method"], &caps["path"], &caps["date"], &caps["time"]);
        }
    }
    for (s, n) in &by_status {
        println!("status {} x{}", s, n);
    }
    for (p, b) in &bytes_by_path {
        println!("{} {} bytes", p, b);
    }
    println!("unparsed {}", bad);
    let ip_re = Regex::new(r"\b(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b").unwrap();
    let masked = ip_re.replace_all(input.lines().next().unwrap_or(""), "$1.$2.x.x");
    println!("masked: {}", masked);
}
