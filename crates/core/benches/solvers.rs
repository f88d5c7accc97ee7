//! Benchmarks of the core solvers. Each asserts what it computed, so a fast
//! wrong answer cannot pass for a result.
//!
//! Run: `cargo bench -p ludoteca-core --bench solvers`

use divan::Bencher;
use ludoteca_core::subtraction::{SubtractionSet, grundy_values, safe_heaps};
use ludoteca_core::{Control, Convention, Game, Outcome, Retrograde, Solver};

fn main() {
    divan::main();
}

/// Outcomes of a subtraction game on heaps 0..10^8 (one bit per heap). The
/// 10^9 run is `examples/scan.rs`, measured with /usr/bin/time for memory.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn subtraction_outcomes_1e8(b: Bencher) {
    let set = SubtractionSet::new([1, 4]).unwrap();
    b.bench(|| {
        let bits = safe_heaps(set, Convention::Normal, 100_000_000, &Control::none()).unwrap();
        assert_eq!(bits.count_safe(), 40_000_000);
        bits
    });
}

/// Grundy values of a 10-element subtraction game on heaps 0..10^8.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn subtraction_grundy_1e8_ten_takes(b: Bencher) {
    let set = SubtractionSet::new([1, 3, 4, 7, 9, 12, 15, 20, 27, 33]).unwrap();
    b.bench(|| {
        let g = grundy_values(set, 100_000_000, &Control::none()).unwrap();
        assert!(g.iter().all(|&v| v <= 10));
        g
    });
}

/// A game for the generic solvers: take 1, 3 or 4 from one heap.
struct Subtract;
impl Game for Subtract {
    type Position = u32;
    type Move = u32;
    fn for_each_move(&self, n: &u32, mut f: impl FnMut(u32)) {
        [1, 3, 4].into_iter().filter(|s| s <= n).for_each(&mut f);
    }
    fn play(&self, n: &u32, s: &u32) -> u32 {
        n - s
    }
}

/// The generic memoised search, a million positions deep.
#[divan::bench(sample_count = 5)]
fn memoised_search_1e6(b: Bencher) {
    b.bench(|| {
        let mut s = Solver::new(&Subtract);
        let v = s.value(&1_000_000).unwrap();
        // {1, 3, 4}: n mod 7 ∈ {0, 2} is safe; 10^6 ≡ 1 (mod 7).
        assert_eq!(v.outcome, Outcome::NextWins);
        s.solved()
    });
}

/// Retrograde analysis of the same game, a million positions.
#[divan::bench(sample_count = 5)]
fn retrograde_1e6(b: Bencher) {
    b.bench(|| {
        let r = Retrograde::solve(&Subtract, &[1_000_000], &Control::none()).unwrap();
        assert_eq!(r.len(), 1_000_001);
        assert_eq!(r.value(&999_999).unwrap().outcome, Outcome::PreviousWins);
        r.len()
    });
}
