//! Benchmarks: exact solves and the champion.
fn main() {}
