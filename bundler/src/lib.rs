//! judgepack: bundles a problem crate into one verified single-file judge submission.

pub mod cases;
pub mod profile;
pub mod run;
pub mod stat;
