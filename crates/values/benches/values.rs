//! Benchmarks of the values crate: `cargo bench -p ludoteca-values`.
//!
//! The arena of canonical forms is shared and kept, and the sums and comparisons already
//! made are remembered per thread, so each benchmark first empties this thread's caches
//! ([`ludoteca_values::arena::clear_caches`]) to time the work itself.

use divan::{Bencher, black_box};
use ludoteca_values::arena::clear_caches;
use ludoteca_values::{Game, Valuer};

fn main() {
    divan::main();
}

/// Jogo 13 (I): Left (first player) takes 1 or 4, Right takes 2 or 3.
fn je_13_i(h: &u32) -> (Vec<u32>, Vec<u32>) {
    let take = |set: &[u32]| set.iter().filter(|&&k| k <= *h).map(|k| h - k).collect();
    (take(&[1, 4]), take(&[2, 3]))
}

/// The values of heaps 0..n of Jogo 13 (I), memoised along the way.
#[divan::bench(sample_count = 5, args = [100, 1000, 10000])]
fn je_13_i_values(bencher: Bencher, n: u32) {
    bencher.bench_local(|| {
        clear_caches();
        let mut valuer = Valuer::new(je_13_i);
        for h in 0..n {
            black_box(valuer.value(h).unwrap());
        }
    });
}

/// The outcome of every sum of two heaps 0..40 of Jogo 13 (I), from the values.
#[divan::bench(sample_count = 5)]
fn je_13_i_pair_outcomes(bencher: Bencher) {
    let mut valuer = Valuer::new(je_13_i);
    let values: Vec<Game> = (0..40).map(|h| valuer.value(h).unwrap()).collect();
    bencher.bench_local(|| {
        clear_caches();
        let mut count = 0;
        for a in &values {
            for b in &values {
                count += a.sum(b).unwrap().outcome() as usize;
            }
        }
        count
    });
}

/// `x + n·↑ + *m` built by sums: up to ↑16*16.
#[divan::bench(sample_count = 10, args = [4, 8, 16])]
fn ups_and_stars(bencher: Bencher, n: i64) {
    bencher.bench_local(|| {
        clear_caches();
        let g = Game::up_multiple(n).unwrap();
        g.sum(&Game::nimber(n as u64).unwrap()).unwrap()
    });
}

/// Reading, writing and the thermograph of a hot game with nested switches.
#[divan::bench(sample_count = 20)]
fn parse_print_thermograph() -> String {
    clear_caches();
    let g = Game::parse("{5|{3|1}||{0|-2},{-1|-4}} + {2|1/2||0} + ↑ + *2").unwrap();
    let t = g.thermograph().unwrap();
    format!("{g} {} {}", t.mean(), t.temperature())
}
