// Fully persistent array: each query "1 v i x" makes a new version from version v with
// A[i] = x; "2 v i" reads A[i] in version v. im-rc's Vector shares structure between versions.
use im_rc::{OrdSet, Vector};
use proconio::marker::Usize1;
use proconio::{fastout, input};

#[fastout]
fn main() {
    input! { n: usize, a: [i64; n], q: usize }
    let mut versions: Vec<Vector<i64>> = vec![a.into_iter().collect()];
    let mut touched: OrdSet<usize> = OrdSet::new();
    for _ in 0..q {
        input! { t: u8, v: usize }
        if t == 1 {
            input! { i: Usize1, x: i64 }
            let next = versions[v].update(i, x);
            versions.push(next);
            touched.insert(i);
        } else {
            input! { i: Usize1 }
            println!("{}", versions[v][i]);
        }
    }
    let last = versions.last().unwrap();
    println!("{} versions, last sum {}", versions.len(), last.iter().sum::<i64>());
    println!("touched {:?}", touched.iter().map(|i| i + 1).collect::<Vec<_>>());
    let (left, right) = last.clone().split_at(n / 2);
    println!("halves {:?} | {:?}", left, right);
}
