//! The snapshot suite, one test binary: every submission against its cases (`cases`), the
//! submissions against a fresh bundle (`freshness`), a submission whose output streams fail
//! (`io_failures`) and the corpus sample (`corpus_sample`). Each module was its own binary
//! before; in one, libtest runs their tests side by side instead of one binary after another.
//! Run one module with `cargo test -p tests --test it cases::`.

mod cases;
mod corpus_sample;
mod freshness;
mod io_failures;
