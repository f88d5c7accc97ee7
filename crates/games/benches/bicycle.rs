//! Benchmarks of the bicycle games (je-22, je-23), asserting what they
//! compute: the exact table to d = 2008 stage by stage, exact search of a
//! short trip, the group formula at 10¹⁵ km (whole and rational), and the
//! proof of je-23's formula over every real distance up to 40.
//!
//! Run: `nice -n 10 cargo bench -p ludoteca-games --bench bicycle`

use divan::Bencher;
use ludoteca_core::{Control, Convention, Outcome, Solver, Value};
use ludoteca_games::Entry;
use ludoteca_games::Params;
use ludoteca_games::bicycle::formula::prove_real;
use ludoteca_games::bicycle::{
    Bicycle, BicyclePosition, Columns, STATEMENT_22, SUMMARY_22, WholeEntry, real_value, real_winning, whole_value,
    whole_winning,
};
use num_bigint::BigInt;
use num_rational::BigRational;

fn main() {
    divan::main();
}

const NORMAL: Convention = Convention::Normal;

/// Every (k, d) with d ≤ 2008, all 2008 stages (about four million cells),
/// exact outcome and remoteness: (1, 2008) is safe and lasts 88 stages.
#[divan::bench(sample_count = 10)]
fn table_to_2008() -> Option<Value> {
    let t = Columns::compute(1, NORMAL, 2008, 1, 1, &Control::none()).unwrap();
    let v = t.value(1, 2008);
    assert_eq!(v, Some(Value { outcome: Outcome::PreviousWins, remoteness: Some(88) }));
    v
}

/// The memoised generic search of (1, 120) (7,000 positions).
#[divan::bench(sample_count = 20)]
fn search_1_120() -> Value {
    let g = Bicycle { convention: NORMAL };
    let v = Solver::new(&g).value(&BicyclePosition { stage: 1, distance: 120 }).unwrap();
    assert_eq!(v, whole_value(1, 120, NORMAL));
    v
}

/// The group formula at d = 10¹⁵: class, remoteness and the good moves.
#[divan::bench]
fn formula_whole_1e15(b: Bencher) {
    b.bench(|| {
        // 10¹⁵ lies in group 31,622,776 of column 1: safe, 63,245,552 stages to go;
        // just above that group, the good rides are 1 to 1.
        let d = divan::black_box(1_000_000_000_000_000u64);
        let v = whole_value(1, d, NORMAL);
        let w = whole_winning(1, divan::black_box(1_000_000_025_191_729), NORMAL);
        assert_eq!(v, Value { outcome: Outcome::PreviousWins, remoteness: Some(63_245_552) });
        assert_eq!(w, Some(1..=1));
        (v, w)
    });
}

/// The same for je-23 at d = 10¹⁵ + 1/3, exact rationals.
#[divan::bench]
fn formula_real_1e15(b: Bencher) {
    let d = BigRational::new(BigInt::from(3_000_000_000_000_001u64), BigInt::from(3));
    b.bench(|| {
        let v = real_value(1, divan::black_box(&d), NORMAL);
        let w = real_winning(1, &d, NORMAL);
        assert_eq!(w.is_some(), v.outcome == Outcome::NextWins);
        (v, w)
    });
}

/// The champion's full report on (1, 2008), as `ludoteca outcome je-22` gives it.
#[divan::bench]
fn analyse_je22_start(b: Bencher) {
    let e = WholeEntry::from_params("je-22", &Params::new(), SUMMARY_22, STATEMENT_22).unwrap();
    b.bench(|| e.analyse("1,2008", &Control::none()).unwrap());
}

/// Proof of je-23's formula (outcome and remoteness) for every real d ≤ 40.
#[divan::bench(sample_count = 5)]
fn prove_real_to_40() -> u64 {
    prove_real(40, NORMAL, &Control::none()).unwrap()
}
