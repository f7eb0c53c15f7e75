// Reads a JSON array of orders, aggregates with derived serde types and prints a JSON report.
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Read;

#[derive(Debug, Deserialize)]
struct Order {
    id: u32,
    customer: String,
    items: Vec<Item>,
    #[serde(default)]
    coupon: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Item {
    sku: String,
    qty: u32,
    #[serde(rename = "unitPrice")]
    unit_price: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CustomerSummary {
    orders: Vec<u32>,
    total_qty: u32,
    total_spent: f64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    coupons: Vec<String>,
}

#[derive(Serialize)]
enum Verdict {
    Big { customer: String, spent: f64 },
    Small(String),
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let orders: Vec<Order> = match serde_json::from_str(&input) {
        Ok(o) => o,
        Err(e) => {
            println!("invalid input: {}", e);
            return;
        }
    };
    let mut by_customer: BTreeMap<String, CustomerSummary> = BTreeMap::new();
    for o in &orders {
        let s = by_customer.entry(o.customer.clone()).or_insert(CustomerSummary {
            orders: vec![],
            total_qty: 0,
            total_spent: 0.0,
            coupons: vec![],
        });
        s.orders.push(o.id);
        for it in &o.items {
            s.total_qty += it.qty;
            let mut price = it.unit_price * it.qty as f64;
            if o.coupon.is_some() && it.sku.starts_with('B') {
                price *= 0.9;
            }
            s.total_spent += (price * 100.0).round() / 100.0;
        }
        if let Some(c) = &o.coupon {
            s.coupons.push(c.clone());
        }
    }
    println!("{}", serde_json::to_string_pretty(&by_customer).unwrap());
    let verdicts: Vec<Verdict> = by_customer
        .iter()
        .map(|(c, s)| {
            if s.total_spent >= 100.0 {
                Verdict::Big { customer: c.clone(), spent: s.total_spent }
            } else {
                Verdict::Small(c.clone())
            }
        })
        .collect();
    println!("{}", serde_json::to_string(&verdicts).unwrap());
}
