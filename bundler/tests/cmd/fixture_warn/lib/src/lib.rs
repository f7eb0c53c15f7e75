pub fn total(v: &[i64]) -> i64 {
    let mut s = 0;
    let mut unused = 5;
    for x in v { s += x; }
    s + unused
}
