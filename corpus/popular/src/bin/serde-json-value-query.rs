// Loads an untyped JSON document and answers JSON-pointer queries, then patches it with json!.
use serde_json::{json, Value};
use std::io::Read;

fn depth(v: &Value) -> usize {
    match v {
        Value::Array(a) => 1 + a.iter().map(depth).max().unwrap_or(0),
        Value::Object(o) => 1 + o.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (doc, queries) = input.split_once("\n---\n").expect("separator");
    let mut v: Value = serde_json::from_str(doc).unwrap();
    println!("depth {}", depth(&v));
    for q in queries.lines().filter(|l| !l.is_empty()) {
        match v.pointer(q) {
            Some(Value::String(s)) => println!("{} => string {:?}", q, s),
            Some(Value::Number(n)) if n.is_i64() => println!("{} => int {}", q, n.as_i64().unwrap()),
            Some(Value::Number(n)) => println!("{} => float {}", q, n),
            Some(other) => println!("{} => {}", q, other),
            None => println!("{} => missing", q),
        }
    }
    let count = v["items"].as_array().map_or(0, |a| a.len());
    v["meta"] = json!({
        "count": count,
        "tags": ["checked", "serde_json"],
        "ok": v.get("name").is_some(),
    });
    if let Some(items) = v["items"].as_array_mut() {
        items.retain(|it| it["price"].as_f64().unwrap_or(0.0) < 100.0);
    }
    println!("{}", v);
    let total: f64 = v["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|it| it["price"].as_f64())
        .sum();
    println!("total {}", total);
}
