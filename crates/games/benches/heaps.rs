//! Benchmarks of the heap family's solvers, asserting what they compute.
//!
//! Run: `cargo bench -p ludoteca-games --bench heaps`

use divan::Bencher;
use ludoteca_core::{Control, Layered, Period, RowTable};
use ludoteca_games::heap::{CapTable, HeapConfig};
use ludoteca_games::{Params, catalogue};

fn main() {
    divan::main();
}

fn config(id: &str) -> HeapConfig {
    let p = catalogue::preset(id).unwrap();
    HeapConfig::from_params(id, &Params::parse(p.defaults.iter().copied()).unwrap()).unwrap()
}

/// je-20's table to 10^6 rows (6 columns, with Grundy values) and its period.
#[divan::bench(sample_count = 5)]
fn je20_table_1e6_and_period(b: Bencher) {
    let cfg = config("je-20");
    b.bench(|| {
        let t = RowTable::solve(&cfg.game, 999_999, true, &Control::none()).unwrap();
        let p = Period::find(t.rows(), cfg.game.window(), |n| t.outcome_row(n)).unwrap();
        assert_eq!((p.preperiod, p.period), (9, 13));
        t.rows()
    });
}

/// je-19's whole (n, t) triangle for the text's heap of 2007.
#[divan::bench(sample_count = 5)]
fn je19_cap_table_2007(b: Bencher) {
    let cfg = config("je-19");
    b.bench(|| CapTable::solve(&cfg.game, 2007, &Control::none()).unwrap().rows());
}

/// The champion's full analysis of je-20 from 2000 (table + moves + words).
#[divan::bench(sample_count = 10)]
fn je20_outcome_from_2000(b: Bencher) {
    let e = catalogue::open("je-20", &Params::new()).unwrap();
    b.bench(|| {
        let r = e.analyse("2000,0", &Control::none()).unwrap();
        assert_eq!(r.winning_moves, ["4"]);
        r.remoteness
    });
}

/// je-28 (coelhos à Fibonacci): every starting heap up to 20,000 by
/// thresholds with row cursors, and by the plain recurrence (each lookup
/// searching its row) — the same tables, so the ratio is the cursors' gain.
#[divan::bench(args = ["cursors", "plain"], sample_count = 3)]
fn je28_thresholds_20000(b: Bencher, method: &str) {
    use ludoteca_games::heap::rabbits::Thresholds;
    b.bench(|| {
        let t = match method {
            "cursors" => Thresholds::solve(20_000, &Control::none()).unwrap(),
            _ => Thresholds::solve_plain(20_000),
        };
        // 7,155 losing starts up to 20,000 (both methods; checked against
        // the rules by brute force on small heaps in the unit tests).
        assert_eq!((0..=20_000).filter(|&n| t.first_wins(n) == Some(false)).count(), 7155);
        t.step_count()
    });
}

/// The values of heaps 0..=10,000 of Jogo 13 (I) as short partizan games
/// (issue 39's figure: values and sum classes of heaps 0..10,000 in < 10 s).
#[divan::bench(sample_count = 5)]
fn je13i_heap_values_10000(b: Bencher) {
    let cfg = config("je-13-i");
    b.bench(|| {
        ludoteca_values::arena::clear_caches();
        let v = ludoteca_games::heap::values::heap_values(&cfg.game, 10_000).unwrap();
        assert_eq!(v[2].to_string(), "{1|0}");
        v.len()
    });
}

/// A row of three heaps of Jogo 13 (I) analysed by the value of its sum:
/// the class, and each of the 6 moves' classes (`heaps=` rows, issue 39).
#[divan::bench(args = ["40,30,20", "200,150,100", "400,300,200"], sample_count = 5)]
fn je13i_row_outcome(b: Bencher, heaps: &str) {
    let entry = catalogue::open("je-13-i", &Params::parse([format!("heaps={heaps}").as_str()]).unwrap()).unwrap();
    let start = entry.start();
    b.bench(|| {
        ludoteca_values::arena::clear_caches();
        let r = entry.analyse(&start, &Control::none()).unwrap();
        assert_eq!(r.method, "values");
        r.moves.len()
    });
}
