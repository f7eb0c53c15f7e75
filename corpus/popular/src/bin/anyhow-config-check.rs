// Validates "key = value" config lines, reporting errors with anyhow context chains.
use anyhow::{anyhow, bail, ensure, Context, Result};
use std::collections::BTreeMap;
use std::io::Read;

#[derive(Debug)]
struct Config {
    port: u16,
    workers: u32,
    name: String,
    ratio: f64,
}

fn parse_line(line: &str) -> Result<(String, String)> {
    let (k, v) = line.split_once('=').ok_or_else(|| anyhow!("missing '=' in {:?}", line))?;
    let k = k.trim();
    ensure!(!k.is_empty(), "empty key");
    Ok((k.to_string(), v.trim().to_string()))
}

fn build(section: &str) -> Result<Config> {
    let mut map = BTreeMap::new();
    for (i, line) in section.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let (k, v) = parse_line(line).with_context(|| format!("line {}", i + 1))?;
        if map.insert(k.clone(), v).is_some() {
            bail!("duplicate key {}", k);
        }
    }
    let get = |k: &str| map.get(k).with_context(|| format!("missing key {}", k));
    let port: u16 = get("port")?.parse().context("invalid port")?;
    ensure!(port >= 1024, "port {} is privileged", port);
    let workers: u32 = get("workers")?.parse().with_context(|| format!("invalid workers {:?}", map["workers"]))?;
    let ratio: f64 = map.get("ratio").map(|s| s.parse()).transpose().context("invalid ratio")?.unwrap_or(0.5);
    Ok(Config { port, workers, name: get("name")?.clone(), ratio })
}

fn main() -> Result<()> {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input)?;
    for (n, section) in input.split("---").enumerate() {
        match build(section).with_context(|| format!("config #{}", n + 1)) {
            Ok(c) => println!("ok: {} port={} workers={} ratio={}", c.name, c.port, c.workers, c.ratio),
            Err(e) => {
                println!("error: {:#}", e);
                println!("  root cause: {}", e.root_cause());
                println!("  chain length: {}", e.chain().count());
            }
        }
    }
    Ok(())
}
