// ABC273 E style: a sequence with ADD / DELETE / SAVE / LOAD, printing the last element after
// every query. A persistent list makes SAVE and LOAD O(1).
use itertools::Itertools;
use proconio::{fastout, input};
use rpds::{HashTrieMap, List};

#[fastout]
fn main() {
    input! { q: usize }
    let mut cur: List<u32> = List::new();
    let mut pages: HashTrieMap<u32, List<u32>> = HashTrieMap::new();
    let mut ans = Vec::with_capacity(q);
    for _ in 0..q {
        input! { op: String }
        match op.as_str() {
            "ADD" => {
                input! { x: u32 }
                cur.push_front_mut(x);
            }
            "DELETE" => {
                cur.drop_first_mut();
            }
            "SAVE" => {
                input! { y: u32 }
                pages.insert_mut(y, cur.clone());
            }
            "LOAD" => {
                input! { z: u32 }
                cur = pages.get(&z).cloned().unwrap_or_else(List::new);
            }
            _ => unreachable!("unknown query {op}"),
        }
        ans.push(cur.first().map_or(-1, |&x| x as i64));
    }
    println!("{}", ans.iter().join(" "));
    println!("pages saved: {}, current length: {}", pages.size(), cur.len());
}
