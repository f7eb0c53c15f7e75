// Point update, range max and "first index j >= x with A[j] >= v" (max_right), ALPC J shape.
use ac_library::{Max, Segtree};
use proconio::marker::Usize1;
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, q: usize, a: [i32; n] }
    let mut seg: Segtree<Max<i32>> = a.into();
    for _ in 0..q {
        input! { t: u8 }
        match t {
            1 => {
                input! { x: Usize1, v: i32 }
                seg.set(x, v);
            }
            2 => {
                input! { l: Usize1, r: usize }
                println!("{}", seg.prod(l..r));
            }
            3 => {
                input! { x: Usize1, v: i32 }
                println!("{}", seg.max_right(x, |&m| m < v) + 1);
            }
            _ => unreachable!(),
        }
    }
    println!("max {}", seg.all_prod());
}
