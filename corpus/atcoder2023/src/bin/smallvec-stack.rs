use proconio::input;
use smallvec::{smallvec, SmallVec, ToSmallVec};

// Evaluates reverse Polish expressions with a SmallVec stack (no heap for shallow ones),
// then splits each expression's numbers into inline buffers.
fn eval(tokens: &[String]) -> Option<i64> {
    let mut st: SmallVec<[i64; 16]> = SmallVec::new();
    for t in tokens {
        match t.as_str() {
            "+" | "-" | "*" => {
                let b = st.pop()?;
                let a = st.pop()?;
                st.push(match t.as_str() {
                    "+" => a + b,
                    "-" => a - b,
                    _ => a * b,
                });
            }
            num => st.push(num.parse().ok()?),
        }
    }
    if st.len() == 1 { st.pop() } else { None }
}

fn main() {
    input! {
        q: usize,
    }
    for _ in 0..q {
        input! { k: usize, tokens: [String; k] }
        match eval(&tokens) {
            Some(v) => println!("{}", v),
            None => println!("invalid"),
        }
        let nums: SmallVec<[i64; 4]> = tokens.iter().filter_map(|t| t.parse().ok()).collect();
        let mut sorted: SmallVec<[i64; 4]> = nums.to_smallvec();
        sorted.sort();
        sorted.dedup();
        println!("{} {} {:?}", nums.len(), nums.spilled(), sorted);
    }
    let mut v: SmallVec<[u8; 4]> = smallvec![1, 2, 3];
    v.extend_from_slice(&[4, 5]);
    v.retain(|x| *x % 2 == 1);
    v.truncate(2);
    println!("{:?} {}", v, v.capacity() >= 2);
    let heap: Vec<u8> = v.into_vec();
    println!("{}", heap.len());
}
