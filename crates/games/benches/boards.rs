//! Benchmarks of the board and sum games, asserting what they compute.
//!
//! Run: `cargo bench -p ludoteca-games --bench boards`

use divan::Bencher;
use ludoteca_core::{Control, Outcome};
use ludoteca_games::{Params, catalogue};

fn main() {
    divan::main();
}

/// The whole 200×200 knight board of game 14 I (every square's value).
#[divan::bench(sample_count = 5)]
fn knight_board_200(b: Bencher) {
    let e = catalogue::open("je-14-i", &Params::parse(["size=200"]).unwrap()).unwrap();
    b.bench(|| {
        let t = e.table(0, 0, &Control::none()).unwrap();
        assert_eq!(t.entries.len(), 40_000);
        t.entries.len()
    });
}

/// The same for the partizan game II (80,000 positions).
#[divan::bench(sample_count = 5)]
fn knight_board_200_partizan(b: Bencher) {
    let e = catalogue::open("je-14-ii", &Params::parse(["size=200"]).unwrap()).unwrap();
    b.bench(|| {
        let a = e.analyse("200,200,A", &Control::none()).unwrap();
        assert_eq!(a.outcome, Outcome::PreviousWins, "200 is not a multiple of 3");
        a.moves.len()
    });
}

/// Nim from the text's (48, 25, 7, 52, 3): every move classified.
#[divan::bench(sample_count = 20)]
fn nim_48_25_7_52_3(b: Bencher) {
    let e = catalogue::open("je-16", &Params::new()).unwrap();
    b.bench(|| e.analyse("48,25,7,52,3", &Control::none()).unwrap().winning_moves.len());
}

/// Bean grid (c) on 6×6: every reachable set of beans, searched.
#[divan::bench(sample_count = 5)]
fn beans_cross_6x6(b: Bencher) {
    let e = catalogue::open("je-15-c", &Params::parse(["rows=6", "cols=6"]).unwrap()).unwrap();
    b.counter(divan::counter::ItemsCount::new(68_998usize)).bench(|| {
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!(a.extra.as_ref().unwrap()["positions_searched"], 68_998);
        a.outcome
    });
}

/// Chomp (bean grid (d)) on the full 8×8 board.
#[divan::bench(sample_count = 5)]
fn chomp_8x8(b: Bencher) {
    let e = catalogue::open("je-15-d", &Params::parse(["rows=8", "cols=8"]).unwrap()).unwrap();
    b.bench(|| {
        let a = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!(a.outcome, Outcome::NextWins, "Chomp: the first player wins");
        a.winning_moves.len()
    });
}
