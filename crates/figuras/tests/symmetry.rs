//! Symmetries: the 32 board maps form a group preserving the lines, every
//! one of the 1536 symmetries preserves scoring, canonical forms are shared
//! exactly by symmetric positions, and a position's value equals each of
//! its images' values.

use ludoteca_figuras::solver::{Config, Solver};
use ludoteca_figuras::symmetry::board_maps;
use ludoteca_figuras::{Line, Position, Square, Symmetry, canonical};
use proptest::prelude::*;

fn random_position(empties: u32, mut seed: u64) -> Position {
    let mut p = Position::START;
    while p.empties() > empties {
        let moves = p.legal_moves();
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        p.play(m).expect("legal");
    }
    p
}

#[test]
fn the_board_maps_form_a_group_of_32_preserving_lines() {
    let maps = board_maps();
    let ident: [u8; 16] = std::array::from_fn(|i| i as u8);
    assert_eq!(maps[0], ident);
    for (i, g) in maps.iter().enumerate() {
        for h in &maps[..i] {
            assert_ne!(g, h);
        }
        for l in Line::ALL {
            let img: u16 = l.squares().iter().map(|s| 1u16 << g[s.index() as usize]).sum();
            assert!(Line::ALL.iter().any(|m| m.mask() == img));
        }
        for h in maps {
            let gh: [u8; 16] = std::array::from_fn(|i| g[h[i] as usize]);
            assert!(maps.contains(&gh), "not closed under composition");
        }
    }
    // The inside-out map (swap the middle rows and the middle columns).
    let inside_out: [u8; 16] = std::array::from_fn(|i| {
        let swap = |x: usize| [0, 2, 1, 3][x];
        (4 * swap(i / 4) + swap(i % 4)) as u8
    });
    assert!(maps.contains(&inside_out));
}

#[test]
fn there_are_1536_symmetries_each_preserving_scoring() {
    let all = Symmetry::all();
    assert_eq!(all.len(), 1536);
    let p = random_position(5, 11);
    for g in &all {
        let q = g.apply(&p);
        assert_eq!(q.empties(), p.empties());
        for m in p.legal_moves() {
            assert_eq!(q.points_of(g.apply_move(m)), p.points_of(m), "{p} {m}");
        }
        let back = g.inverse().apply(&q);
        assert_eq!(back, p);
    }
}

#[test]
fn squares_on_the_diagonals_are_one_orbit() {
    let maps = board_maps();
    let orbit: std::collections::BTreeSet<u8> = maps.iter().map(|g| g[0]).collect();
    let diag: std::collections::BTreeSet<u8> = [0, 5, 10, 15, 3, 6, 9, 12].into();
    assert_eq!(orbit, diag);
    let b1 = Square::parse("b1").expect("square").index() as usize;
    let orbit: std::collections::BTreeSet<u8> = maps.iter().map(|g| g[b1]).collect();
    assert_eq!(orbit.len(), 8);
}

#[test]
fn canonical_forms_identify_symmetric_positions() {
    let all = Symmetry::all();
    for seed in 0..6 {
        let p = random_position(10, seed);
        let (c, g) = canonical(&p);
        assert_eq!(g.apply(&p), c);
        for (k, s) in all.iter().enumerate().filter(|(k, _)| k % 37 == seed as usize) {
            let q = s.apply(&p);
            assert_eq!(canonical(&q).0, c, "symmetry {k} of {p}");
        }
        // A different position (one more piece) has another form.
        let m = p.legal_moves()[0];
        let (q, _) = p.after(m).expect("legal");
        assert_ne!(canonical(&q).0, c);
    }
}

fn fresh_value(p: &Position) -> i32 {
    let s = Solver::new(Config { table_bits: 18, ..Config::default() }).solve(p);
    assert!(s.exact);
    s.value
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn the_value_is_the_same_for_every_symmetric_image(
        seed in any::<u64>(),
        empties in 6u32..=9,
        sym in 0usize..1536,
    ) {
        let p = random_position(empties, seed);
        let g = Symmetry::all()[sym];
        let q = g.apply(&p);
        prop_assert_eq!(fresh_value(&p), fresh_value(&q), "{} vs {}", p, q);
    }
}
