//! Benchmarks of Northcott's game (je-18), asserting what they compute: the
//! exact retrograde solve of small boards (every position, or every position
//! up to the order of the rows) and the gap champion on 8×8.
//!
//! Run: `nice -n 10 cargo bench -p ludoteca-games --bench northcott`

use divan::Bencher;
use divan::counter::ItemsCount;
use ludoteca_core::{Control, Convention, Outcome};
use ludoteca_games::northcott::{NorthcottEntry, NorthcottGame, PRESET_STATEMENT, PRESET_SUMMARY};
use ludoteca_games::{Entry, Params};

fn main() {
    divan::main();
}

fn board(rows: u8, cols: u8) -> NorthcottGame {
    NorthcottGame { rows, cols, convention: Convention::Normal }
}

/// Every start of 2 rows × 6 columns (450 positions), solved exactly.
#[divan::bench(sample_count = 100)]
fn retrograde_2x6(b: Bencher) {
    let g = board(2, 6);
    b.counter(ItemsCount::new(g.position_count())).bench(|| g.solve(&Control::none()).unwrap().len());
}

/// The same, with the gap rule checked on every position (no draws).
#[divan::bench(sample_count = 100)]
fn retrograde_2x6_checked(b: Bencher) {
    let g = board(2, 6);
    b.counter(ItemsCount::new(g.position_count())).bench(|| {
        let solved = g.solve(&Control::none()).unwrap();
        assert_eq!(solved.len(), 450);
        for (p, v) in solved.iter() {
            assert_eq!(v.outcome, g.rule_value(p).outcome);
        }
        solved.len()
    });
}

/// Every position of larger boards: 3×8 (43,904) and 4×6 (101,250).
#[divan::bench(args = [(3, 8), (4, 6)], sample_count = 5)]
fn retrograde_full(b: Bencher, (rows, cols): (u8, u8)) {
    let g = board(rows, cols);
    b.counter(ItemsCount::new(g.position_count())).bench(|| g.solve(&Control::none()).unwrap().len());
}

/// Up to the order of the rows: 2×6 (240), 4×8 (62,930), 5×8 (402,752).
#[divan::bench(args = [(2, 6), (4, 8), (5, 8)], sample_count = 3)]
fn retrograde_by_symmetry(b: Bencher, (rows, cols): (u8, u8)) {
    let g = board(rows, cols);
    b.counter(ItemsCount::new(g.canonical_count())).bench(|| {
        let solved = g.solve_by_symmetry(&Control::none()).unwrap();
        assert_eq!(solved.len() as u64, g.canonical_count());
        solved.len()
    });
}

/// The champion's full analysis of the 8×8 default start by the gap rule.
#[divan::bench(sample_count = 100)]
fn gaps_analysis_8x8(b: Bencher) {
    let e = NorthcottEntry::from_params("je-18", &Params::new(), PRESET_SUMMARY, PRESET_STATEMENT).unwrap();
    let start = e.start();
    b.bench(|| {
        let a = e.analyse(&start, &Control::none()).unwrap();
        assert_eq!(a.method, "gaps");
        assert_ne!(a.outcome, Outcome::Draw);
        a.moves.len()
    });
}
