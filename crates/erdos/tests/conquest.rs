//! Conquest rules on hand-built columns.

use ludoteca_erdos::{Player, Position, Rules, Simultaneous};

fn play(p: &mut Position, rules: &Rules, mv: &str) -> Option<ludoteca_erdos::Conquest> {
    p.play(mv.parse().expect("a move"), rules).expect("legal")
}

#[test]
fn a_non_adjacent_triple_conquers_and_is_reported() {
    let rules = Rules::default();
    let mut p = Position::empty(5).unwrap();
    assert!(play(&mut p, &rules, "a1=2").is_none());
    assert!(play(&mut p, &rules, "a5=5").is_none());
    let c = play(&mut p, &rules, "a3=4").expect("a conquest");
    assert_eq!(c.player, Player::First);
    assert_eq!(c.to_string(), "First conquers column a with a1=2 < a3=4 < a5=5");
    assert_eq!(p.owner(0), Some(Player::First));
}

#[test]
fn the_first_triple_decides_and_the_column_stays() {
    let rules = Rules::default();
    let mut p = Position::empty(5).unwrap();
    for m in ["b1=1", "b2=2"] {
        play(&mut p, &rules, m);
    }
    assert_eq!(play(&mut p, &rules, "b3=3").map(|c| c.player), Some(Player::First));
    // Later a decreasing run 5 > 4 > 3 (Second's direction) appears too.
    play(&mut p, &rules, "b5=5");
    assert!(play(&mut p, &rules, "b4=4").is_none());
    assert_eq!(p.owner(1), Some(Player::First));
}

#[test]
fn a_triple_in_the_opponents_direction_goes_to_the_opponent() {
    let rules = Rules::default();
    // Second's run reads top-down increasing: bottom-up decreasing.
    let mut p: Position = "...../...../...../...../..... .....".parse().unwrap();
    play(&mut p, &rules, "c5=1"); // First
    play(&mut p, &rules, "a1=1"); // Second
    play(&mut p, &rules, "c4=2"); // First
    play(&mut p, &rules, "a2=2"); // Second
    assert_eq!(p.mover(), Player::First);
    // First completes 1, 2, 3 reading from the top: Second's run.
    let c = play(&mut p, &rules, "c1=3").expect("a conquest");
    assert_eq!(c.player, Player::Second);
    assert_eq!(c.to_string(), "Second conquers column c with c5=1 < c4=2 < c1=3");
}

#[test]
fn both_runs_at_once_follow_the_simultaneous_parameter() {
    // Column a from the bottom: 2, 5, _, 1, 4; placing 3 on a3 makes
    // 2 < 3 < 4 upwards (First) and 1 < 3 < 5 downwards (Second).
    let p: Position = "4..../1..../...../5..../2.... .....".parse().unwrap();
    assert_eq!(p.mover(), Player::First);
    for (sim, owner) in [(Simultaneous::Mover, Player::First), (Simultaneous::Opponent, Player::Second)] {
        let rules = Rules { simultaneous: sim, ..Rules::default() };
        let mut q = p;
        let c = play(&mut q, &rules, "a3=3").expect("a conquest");
        assert!(c.simultaneous);
        assert_eq!(c.player, owner);
        assert_eq!(q.owner(0), Some(owner));
    }
}

#[test]
fn every_full_column_of_five_is_conquered() {
    // Erdős–Szekeres: all 120 orders of 1..5 hold a monotone triple.
    let rules = Rules::default();
    let mut perms: Vec<Vec<u8>> = vec![vec![]];
    for _ in 0..5 {
        let mut next = Vec::new();
        for p in &perms {
            for k in (1..=5u8).filter(|k| !p.contains(k)) {
                next.push([p.as_slice(), &[k]].concat());
            }
        }
        perms = next;
    }
    assert_eq!(perms.len(), 120);
    for perm in perms {
        let mut p = Position::empty(5).unwrap();
        for (r, k) in perm.iter().enumerate() {
            play(&mut p, &rules, &format!("d{}={k}", r + 1));
        }
        assert!(p.owner(3).is_some(), "{perm:?}");
    }
}

#[test]
fn the_run_parameter_sets_the_length() {
    let rules = Rules { run: 4, ..Rules::default() };
    let mut p = Position::empty(5).unwrap();
    for m in ["e1=1", "e2=2", "e3=3"] {
        assert!(play(&mut p, &rules, m).is_none());
    }
    assert_eq!(play(&mut p, &rules, "e5=5").map(|c| c.run.len()), Some(4));
}
