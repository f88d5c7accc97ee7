//! Focused tactics for every version and both seats: when one of the
//! mover's moves blocks the opponent at once (the way almost every game
//! against a weak player ends), the champion must find such a move; near the
//! end of version II it must pick a move the exact solver proves winning.
//! The positions are found by replaying seeded random games, so each test
//! checks many different positions of both seats.

use ludoteca_erdos::champion::{Budget, Champion, RandomPlayer, Strategy};
use ludoteca_erdos::solver::{Config, Solver, Value};
use ludoteca_erdos::{Game, Move, Player, Position, Rules, SeatView, Version};

/// Whether the opponent surely cannot move after `mv` (`opp_mask`: the
/// numbers it might place; version I: every number left in the pool).
fn blocks(p: &Position, rules: &Rules, mv: Move, opp_mask: impl Fn(&Position) -> u8) -> bool {
    let (q, _) = p.after(mv, rules).unwrap();
    !q.is_full() && q.moves_of(opp_mask(&q)).is_empty()
}

/// Positions of `seat` to move (from random games) where some but at most
/// a third of the legal moves block the opponent at once, with those moves.
fn traps(version: Version, seat: Player, wanted: usize) -> Vec<(SeatView, Vec<Move>)> {
    let rules = Rules::default().with_version(version);
    let mut out = Vec::new();
    for seed in 0..2000 {
        let mut g = Game::new(rules, seed).unwrap();
        let mut r = RandomPlayer::new(seed ^ 0xABCD);
        while g.outcome().is_none() {
            let view = g.mover_view();
            if g.mover() == seat {
                let legal = view.legal_moves();
                let opp = g.seat_view(seat.opponent());
                let winning: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|&m| {
                        blocks(g.position(), &rules, m, |q| match version {
                            Version::II => 0xFE,
                            Version::I => q.pool().mask(),
                            // Every piece is dealt: the opponent holds the unseen ones.
                            Version::III => opp.hand.unwrap().mask(),
                        })
                    })
                    .collect();
                if !winning.is_empty() && winning.len() * 3 <= legal.len() {
                    out.push((view.clone(), winning));
                    break;
                }
            }
            let mv = r.choose(&view).unwrap();
            g.play(mv).unwrap();
        }
        if out.len() >= wanted {
            break;
        }
    }
    assert!(out.len() >= wanted / 2, "only {} test positions for {version} {seat}", out.len());
    out
}

fn check_traps(version: Version) {
    let rules = Rules::default();
    let solver = Solver::new(Config { table_bits: 18, threads: 1, principal_line: false, ..Config::default() });
    for seat in [Player::First, Player::Second] {
        for (view, winning) in traps(version, seat, 6) {
            let mv = Champion::new(Budget::nodes(20_000), 1).choose(&view).unwrap();
            // Version II: any move the exact solver proves winning will do.
            let proved = version == Version::II && {
                let after = solver.solve(&rules, &view.position.after(mv, &rules).unwrap().0).unwrap();
                after.value == Some(if seat == Player::First { Value::First } else { Value::Second })
            };
            assert!(
                proved || winning.contains(&mv),
                "version {version}, {seat} to move in {} (drawn {:?}, hand {:?}): played {mv}, a block was {}",
                view.position,
                view.drawn,
                view.hand.map(|h| h.to_string()),
                winning[0]
            );
        }
    }
}

#[test]
fn version_ii_champion_blocks_the_opponent() {
    check_traps(Version::II);
}

#[test]
fn version_iii_champion_blocks_the_opponent() {
    check_traps(Version::III);
}

#[test]
fn version_i_champion_blocks_the_opponent() {
    check_traps(Version::I);
}

#[test]
fn version_ii_champion_plays_a_proved_win_near_the_end() {
    let rules = Rules::default();
    let solver = Solver::new(Config { table_bits: 18, threads: 1, principal_line: false, ..Config::default() });
    let mut checked = [0; 2];
    for seed in 0..60 {
        let mut g = Game::new(rules, seed).unwrap();
        let mut r = RandomPlayer::new(seed);
        while g.outcome().is_none() {
            let p = *g.position();
            if p.empties() <= 10 {
                let me = if p.mover() == Player::First { Value::First } else { Value::Second };
                let s = solver.solve(&rules, &p).unwrap();
                let losing = g
                    .legal_moves()
                    .iter()
                    .filter(|&&m| solver.solve(&rules, &p.after(m, &rules).unwrap().0).unwrap().value != Some(me))
                    .count();
                if s.value == Some(me) && losing > 0 {
                    let mv = Champion::new(Budget::nodes(20_000), 2).choose(&g.mover_view()).unwrap();
                    let after = solver.solve(&rules, &p.after(mv, &rules).unwrap().0).unwrap();
                    assert_eq!(after.value, Some(me), "{} to move in {p}: {mv} throws the win away", p.mover());
                    checked[p.mover().index()] += 1;
                }
            }
            let mv = r.choose(&g.mover_view()).unwrap();
            g.play(mv).unwrap();
        }
    }
    assert!(checked[0] >= 10 && checked[1] >= 10, "{checked:?}");
}
