//! Runs every case under tests/cmd (placeholder until the suite lands).

#[test]
fn placeholder() {}
