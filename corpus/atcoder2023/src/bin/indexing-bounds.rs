use indexing::scope;
use proconio::input;

// Binary searches written with branded indices (bounds checks proven once by the scope),
// answering "how many values lie in [l, r]" on a sorted array.
fn lower_bound<T: PartialOrd>(v: &[T], x: &T) -> usize {
    scope(v, |v| {
        let mut range = v.range();
        while let Ok(r) = range.nonempty() {
            let (a, b) = r.split_in_half();
            if v[b.first()] < *x {
                range = b.tail();
            } else {
                range = a;
            }
        }
        range.first().integer()
    })
}

fn upper_bound<T: PartialOrd>(v: &[T], x: &T) -> usize {
    scope(v, |v| {
        let mut range = v.range();
        while let Ok(r) = range.nonempty() {
            let (a, b) = r.split_in_half();
            if v[b.first()] <= *x {
                range = b.tail();
            } else {
                range = a;
            }
        }
        range.first().integer()
    })
}

fn main() {
    input! {
        n: usize,
        mut a: [i64; n],
        q: usize,
        queries: [(i64, i64); q],
    }
    indexing::algorithms::quicksort_range(&mut a);
    for (l, r) in queries {
        let cnt = upper_bound(&a, &r).saturating_sub(lower_bound(&a, &l));
        println!("{}", cnt);
    }
    let top = scope(&mut a[..], |mut v| {
        let range = v.range();
        if let Ok(r) = range.nonempty() {
            let (first, last) = (r.first(), r.last());
            v.swap(first, last);
            v[first]
        } else {
            0
        }
    });
    println!("{} {:?}", top, &a[..a.len().min(3)]);
    let checked = scope(&a[..], |v| v.vet(n).map(|i| v[i]).is_err());
    println!("{}", checked);
}
