//! Benchmarks of the Mastermind engine: `cargo bench --manifest-path crates/mastermind/Cargo.toml`.

use divan::{Bencher, black_box};
use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};

fn main() {
    divan::main();
}

/// Enumerating the classic space and tabulating its feedback.
#[divan::bench(sample_count = 10)]
fn classic_engine() -> Engine {
    Engine::new(black_box(&Variant::classic())).unwrap()
}

/// Statistics over all 1296 secrets of each heuristic strategy (engine built once).
#[divan::bench(sample_count = 10, args = ["knuth", "entropy", "most-parts", "expected-size", "random-consistent"])]
fn classic_heuristic_stats(bencher: Bencher, name: &str) {
    let engine = Engine::new(&Variant::classic()).unwrap();
    let s = Strategy::parse(name).unwrap();
    bencher.bench_local(|| Breaker::new(&engine, s).stats(&Control::none()).unwrap());
}

/// Knuth from nothing: engine + statistics.
#[divan::bench(sample_count = 10)]
fn classic_knuth_from_scratch() -> u64 {
    let engine = Engine::new(&Variant::classic()).unwrap();
    Breaker::new(&engine, Strategy::Knuth).stats(&Control::none()).unwrap().total
}

/// Exact optimal average (5625) from nothing: engine + solve + tree.
#[divan::bench(sample_count = 3)]
fn classic_optimal_average_from_scratch() -> u64 {
    let engine = Engine::new(&Variant::classic()).unwrap();
    Breaker::new(&engine, Strategy::OptimalAverage).stats(&Control::none()).unwrap().total
}

/// The seed's school game: every strategy, both optimal ones included, from nothing.
#[divan::bench(sample_count = 5)]
fn seed_default_all_strategies_from_scratch() -> u64 {
    let engine = Engine::new(&Variant::seed_default()).unwrap();
    Strategy::all(1).into_iter().map(|s| Breaker::new(&engine, s).stats(&Control::none()).unwrap().total).sum()
}

/// Exact optimal average of 4 pegs and 5 colours (2463) from nothing: engine + solve + tree.
#[divan::bench(sample_count = 5)]
fn four_by_five_optimal_average_from_scratch() -> u64 {
    let engine = Engine::new(&Variant { colors: 5, ..Variant::classic() }).unwrap();
    Breaker::new(&engine, Strategy::OptimalAverage).stats(&Control::none()).unwrap().total
}

/// Exact optimal average of classic 4×6 on one thread (the search alone, no parallelism).
#[divan::bench(sample_count = 3)]
fn classic_optimal_average_one_thread() -> u64 {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    pool.install(|| {
        let engine = Engine::new(&Variant::classic()).unwrap();
        Breaker::new(&engine, Strategy::OptimalAverage).stats(&Control::none()).unwrap().total
    })
}
