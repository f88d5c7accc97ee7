//! Benchmarks of the flags on a circle (je-25, je-26), asserting what they
//! compute: the exact territory of 200 flags, a game of the two champions,
//! the grid check of B's champion for n = 3, and the champion's report.
//!
//! Run: `nice -n 10 cargo bench -p ludoteca-games --bench flags`

use divan::Bencher;
use ludoteca_core::Control;
use ludoteca_games::Entry;
use ludoteca_games::Params;
use ludoteca_games::flags::{
    FlagsEntry, FlagsGame, FlagsPosition, STATEMENT_25, SUMMARY_25, check_second, playout, ratio, territory,
};
use num_traits::Signed;

fn main() {
    divan::main();
}

/// The two champions (B's strategy against A's ε-strategy, ε = 1/1000) play
/// a whole game of n flags a team; B wins by less than ε.
#[divan::bench(args = [3, 10, 30])]
fn champions_game(n: u64) -> bool {
    let g = FlagsGame::new(n);
    let end = playout(&g, &FlagsPosition::new());
    let m = territory(n, &end).margin_b();
    assert!(m.is_positive() && m < ratio(1, 1000));
    true
}

/// The exact arcs and areas of the 200 flags of such a game for n = 100.
#[divan::bench(sample_count = 20)]
fn territory_200_flags(b: Bencher) {
    let g = FlagsGame::new(100);
    let end = playout(&g, &FlagsPosition::new());
    b.bench(|| {
        let t = territory(100, divan::black_box(&end));
        assert_eq!(t.arcs.len(), 200);
        t
    });
}

/// Every A strategy on the grid 1/24 against B's champion, n = 3 (about 500 games).
#[divan::bench(sample_count = 5)]
fn grid_check_n3_q24() -> u64 {
    let c = check_second(&FlagsGame::new(3), 24, &Control::none()).unwrap();
    assert!(c.worst.is_positive());
    c.games
}

/// The champion's report (`ludoteca outcome je-25`) on a position with B's last flag to place.
#[divan::bench]
fn analyse_last_flag(b: Bencher) {
    let e = FlagsEntry::from_params("je-25", 25, &Params::new(), SUMMARY_25, STATEMENT_25).unwrap();
    b.bench(|| e.analyse(divan::black_box("A:0 B:1/3 A:1/12 B:2/3 A:1/2"), &Control::none()).unwrap());
}

/// The report on a position off B's champion line (B's first flag is not the
/// champion's), n = 100: a few playouts of 200 flags, the worst case of `outcome`.
#[divan::bench(sample_count = 3)]
fn analyse_off_line_n100() -> String {
    let p = Params::parse(["n=100"]).unwrap();
    let e = FlagsEntry::from_params("je-25", 25, &p, SUMMARY_25, STATEMENT_25).unwrap();
    let r = e.analyse("A:0 B:1/7 A:1/3", &Control::none()).unwrap();
    assert_eq!(r.method, "playout");
    r.method
}
