//! Northcott's game: the rules, the gap rule against the exact retrograde solve
//! of every small board, the champion, and bad input.

use super::entry::RETROGRADE_LIMIT;
use super::*;
use crate::entry::Entry;
use crate::error::GameError;
use crate::params::Params;
use ludoteca_core::{Control, Convention, Game, Outcome, Player};

fn entry(params: &[&str]) -> NorthcottEntry {
    let p = Params::parse(params.iter().copied()).unwrap();
    NorthcottEntry::from_params("je-18", &p, PRESET_SUMMARY, PRESET_STATEMENT).unwrap()
}

fn entry_err(params: &[&str]) -> String {
    let p = Params::parse(params.iter().copied()).unwrap();
    match NorthcottEntry::from_params("je-18", &p, PRESET_SUMMARY, PRESET_STATEMENT) {
        Ok(_) => panic!("{params:?} should be refused"),
        Err(e) => e.to_string(),
    }
}

fn game(rows: u8, cols: u8) -> NorthcottGame {
    NorthcottGame { rows, cols, convention: Convention::Normal }
}

#[test]
fn packed_positions_round_trip() {
    let stones = [(1, 2), (3, 8), (7, 8), (1, 8), (2, 5), (4, 6), (5, 7), (6, 8)];
    for mover in Player::BOTH {
        let p = NorthcottPosition::new(&stones, mover);
        for (r, &(w, b)) in stones.iter().enumerate() {
            assert_eq!((p.white(r), p.black(r), p.gap(r)), (w, b, b - w - 1));
        }
        assert_eq!(p.mover(), mover);
    }
    let e = entry(&[]);
    let s = e.format(&NorthcottPosition::new(&stones, Player::Second));
    assert_eq!(s, "1-2/3-8/7-8/1-8/2-5/4-6/5-7/6-8 B");
    assert_eq!(e.normalize(" 1-2 / 3-8/7-8/1-8/2-5/4-6/5-7/6-8   b ").unwrap(), s);
    assert_eq!(e.to_move(&s).unwrap(), Some(Player::Second));
}

#[test]
fn stones_slide_either_way_never_over_the_other() {
    let e = entry(&["rows=2", "cols=8"]);
    // White of row 1 on 3, black on 6: white may go to 1, 2, 4, 5.
    assert_eq!(e.moves("3-6/1-2 A").unwrap(), ["r1:w1", "r1:w2", "r1:w4", "r1:w5"]);
    // Black of row 1: 4, 5, 7, 8; black of row 2 (on 2, white on 1): 3 to 8.
    let b = e.moves("3-6/1-2 B").unwrap();
    assert_eq!(b[..4], ["r1:b4", "r1:b5", "r1:b7", "r1:b8"]);
    assert_eq!(b[4..], ["r2:b3", "r2:b4", "r2:b5", "r2:b6", "r2:b7", "r2:b8"]);
    assert_eq!(e.play("3-6/1-2 A", "r1:w5").unwrap(), "5-6/1-2 B");
    assert_eq!(e.play("3-6/1-2 A", " R1 : W1 ").unwrap(), "1-6/1-2 B");
    assert_eq!(e.play("3-6/1-2 B", "2:8").unwrap(), "3-6/1-8 A");
    // Stuck: A with every white stone on column 1 touching its black stone.
    assert_eq!(e.terminal("1-2/1-2 A").unwrap(), Some(Outcome::PreviousWins));
    assert!(e.moves("1-2/1-2 A").unwrap().is_empty());
    assert_eq!(e.terminal("1-2/1-2 B").unwrap(), None);
    assert_eq!(e.terminal("7-8/7-8 B").unwrap(), Some(Outcome::PreviousWins));
    let m = entry(&["rows=2", "cols=8", "misere=true"]);
    assert_eq!(m.terminal("7-8/7-8 B").unwrap(), Some(Outcome::NextWins));
    // Every move of every position of a small board stays legal.
    let g = game(2, 5);
    for p in g.all_positions() {
        g.for_each_move(&p, |mv| {
            let q = g.play(&p, &mv);
            for r in 0..2 {
                assert!(1 <= q.white(r) && q.white(r) < q.black(r) && q.black(r) <= 5);
            }
            assert_ne!(q.mover(), p.mover());
            assert_ne!(q.stone(mv.row.into(), p.mover()), p.stone(mv.row.into(), p.mover()));
        });
    }
}

/// Every position of each board solved backwards: no draws, and the gap rule
/// (safe iff the Nim sum of the gaps is 0) on every position.
#[test]
fn retrograde_confirms_the_gap_rule_on_every_small_board() {
    let boards = [(1, 3), (1, 8), (2, 3), (2, 4), (2, 5), (2, 6), (2, 7), (2, 8), (3, 4), (3, 5), (3, 6), (4, 4)];
    for (rows, cols) in boards {
        let g = game(rows, cols);
        let solved = g.solve(&Control::none()).unwrap();
        assert_eq!(solved.len() as u64, g.position_count(), "{rows}×{cols}");
        let (mut safe, mut longest) = (0, 0);
        for (p, v) in solved.iter() {
            let rule = g.rule_value(p);
            assert_ne!(v.outcome, Outcome::Draw, "{rows}×{cols}: {p:?} is a draw");
            assert_eq!(v.outcome, rule.outcome, "{rows}×{cols}: {p:?}");
            longest = longest.max(v.remoteness.unwrap());
            safe += usize::from(v.outcome == Outcome::PreviousWins);
        }
        assert!(safe > 0 && safe < solved.len());
        // The winner only advances, at most rows × (cols − 2) squares in all:
        // the longest game is exactly twice that.
        assert_eq!(longest, 2 * u32::from(rows) * u32::from(cols - 2), "{rows}×{cols}");
    }
    // The 2×6 board: 15 placements per row, 225 boards, 450 positions; a safe
    // board has equal gaps, and there are 5 + 4 + 3 + 2 + 1 placements per gap
    // 0..4, so 25 + 16 + 9 + 4 + 1 = 55 safe boards, 110 safe positions.
    let g = game(2, 6);
    let solved = g.solve(&Control::none()).unwrap();
    assert_eq!(solved.len(), 450);
    assert_eq!(solved.iter().filter(|(_, v)| v.outcome == Outcome::PreviousWins).count(), 110);
    let longest = solved.iter().filter_map(|(_, v)| v.remoteness).max().unwrap();
    assert_eq!(longest, 16, "the longest game of 2×6 under best play");
}

/// Up to the order of the rows: the same values as the plain solve, and the
/// gap rule on larger boards (every board of 4 rows of 8 columns, …).
#[test]
fn the_solve_up_to_row_order_confirms_the_gap_rule_on_larger_boards() {
    for (rows, cols) in [(2, 6), (3, 5)] {
        let g = game(rows, cols);
        let (plain, sorted) = (g.solve(&Control::none()).unwrap(), g.solve_by_symmetry(&Control::none()).unwrap());
        assert_eq!(sorted.len() as u64, g.canonical_count());
        for (p, v) in plain.iter() {
            assert_eq!(sorted.value(&p.canonical(rows)), Some(v), "{rows}×{cols}: {p:?}");
        }
    }
    for (rows, cols, count) in [(4, 8, 62_930), (6, 5, 10_010), (8, 4, 2_574), (5, 6, 23_256)] {
        let g = game(rows, cols);
        assert_eq!(g.canonical_count(), count);
        let solved = g.solve_by_symmetry(&Control::none()).unwrap();
        assert_eq!(solved.len() as u64, count, "{rows}×{cols}");
        let mut longest = 0;
        for (p, v) in solved.iter() {
            assert_ne!(v.outcome, Outcome::Draw, "{rows}×{cols}: {p:?} is a draw");
            assert_eq!(v.outcome, g.rule_value(p).outcome, "{rows}×{cols}: {p:?}");
            longest = longest.max(v.remoteness.unwrap());
        }
        assert_eq!(longest, 2 * u32::from(rows) * u32::from(cols - 2), "{rows}×{cols}");
    }
}

/// The largest boards solved exactly, in release only:
/// `cargo test --release -p ludoteca-games northcott -- --ignored --nocapture`.
#[test]
#[ignore = "a few seconds in release; run with --release -- --ignored"]
fn largest_exact_solves() {
    for (rows, cols) in [(5, 8), (6, 7), (8, 6)] {
        let g = game(rows, cols);
        let t = std::time::Instant::now();
        let solved = g.solve_by_symmetry(&Control::none()).unwrap();
        let (mut safe, mut longest) = (0, 0);
        for (p, v) in solved.iter() {
            assert_eq!(v.outcome, g.rule_value(p).outcome, "{rows}×{cols}: {p:?}");
            safe += usize::from(v.outcome == Outcome::PreviousWins);
            longest = longest.max(v.remoteness.expect("no draws"));
        }
        assert_eq!(longest, 2 * u32::from(rows) * u32::from(cols - 2), "{rows}×{cols}");
        println!(
            "{rows}×{cols}: {} positions up to row order, {safe} safe, no draws, longest game {longest}, {:.2?}",
            solved.len(),
            t.elapsed()
        );
    }
}

#[test]
fn misere_is_a_draw_unless_the_mover_is_stuck() {
    for (rows, cols) in [(1, 4), (1, 6), (2, 3), (2, 5), (3, 3), (3, 4)] {
        let g = NorthcottGame { rows, cols, convention: Convention::Misere };
        assert!(g.rule_is_exact());
        let solved = g.solve(&Control::none()).unwrap();
        for (p, v) in solved.iter() {
            assert_eq!(v, g.rule_value(p), "{rows}×{cols} misère: {p:?}");
        }
    }
    // 1×3 is the exception: from 1-3 every move pins the opponent, who wins.
    let e = entry(&["rows=1", "cols=3", "misere=true", "start=1-3 A"]);
    for (pos, outcome) in [("1-3 A", "P"), ("1-3 B", "P"), ("1-2 A", "N"), ("1-2 B", "N"), ("2-3 A", "N")] {
        let a = e.analyse(pos, &Control::none()).unwrap();
        assert_eq!(a.outcome.code(), outcome, "{pos}");
        assert_eq!(a.method, "retrograde");
    }
    // A large misère board answers by the rule.
    let big = entry(&["misere=true"]);
    let a = big.analyse(&big.start(), &Control::none()).unwrap();
    assert_eq!((a.outcome, a.method.as_str()), (Outcome::Draw, "misere-rule"));
    assert!(a.moves.iter().all(|m| m.outcome == Outcome::Draw));
}

/// In every won position of these boards the champion's move hands the
/// opponent a lost position, by the exact solve; and the entry's best move too.
#[test]
fn the_champion_never_hands_over_a_win() {
    for (rows, cols) in [(2, 6), (3, 5), (1, 8)] {
        let g = game(rows, cols);
        let solved = g.solve(&Control::none()).unwrap();
        let e = entry(&[&format!("rows={rows}"), &format!("cols={cols}")]);
        for (p, v) in solved.iter() {
            let Some(m) = g.champion_move(p) else {
                assert_eq!(v.remoteness, Some(0));
                continue;
            };
            let after = solved.value(&g.play(p, &m)).unwrap();
            if v.outcome == Outcome::NextWins {
                assert!(g.advances(p, &m), "the gap champion wins by advancing");
                assert_eq!(after.outcome, Outcome::PreviousWins, "{rows}×{cols}: {p:?} → {m:?}");
            }
        }
        // The entry (exact here) agrees with the gap champion on the classes.
        for (k, (p, v)) in solved.iter().enumerate().filter(|(k, _)| k % 7 == 0) {
            let a = e.analyse(&e.format(p), &Control::none()).unwrap();
            assert_eq!((a.outcome, a.remoteness), (v.outcome, v.remoteness), "#{k}");
            assert_eq!(a.method, "retrograde");
            if v.outcome == Outcome::NextWins {
                let best = a.best_move.unwrap();
                assert!(a.winning_moves.contains(&best));
                let after = e.play(&a.position, &best).unwrap();
                assert_eq!(solved.value(&e.parse(&after).unwrap()).unwrap().outcome, Outcome::PreviousWins);
            }
        }
    }
}

/// On the 8×8 board (gap rule), the champion beats a random opponent from
/// many starts, and the game ends within the bound of the theory.
#[test]
fn the_champion_wins_on_the_chessboard_within_the_bound() {
    let g = game(8, 8);
    let bound = 8 * 6;
    for seed in 0..40u64 {
        let start = g.random_start(seed);
        let champion = if g.nim_sum(&start) != 0 { Player::First } else { Player::Second };
        let mut rng = XorShift::new(seed + 1000);
        let mut p = start;
        let mut champion_moves = 0;
        while g.has_move(&p) {
            let m = if p.mover() == champion {
                champion_moves += 1;
                let m = g.champion_move(&p).unwrap();
                assert_eq!(g.nim_sum(&g.play(&p, &m)), 0);
                m
            } else {
                let all = g.moves(&p);
                all[rng.below(all.len() as u64) as usize]
            };
            p = g.play(&p, &m);
            assert!(champion_moves <= bound, "seed {seed}: the game should end within {bound} winner's moves");
        }
        assert_eq!(p.mover(), !champion, "seed {seed}: the champion's opponent is the one stuck");
    }
    // Champion against champion from the default start.
    let e = entry(&[]);
    let mut p = e.start();
    let first = e.analyse(&p, &Control::none()).unwrap();
    assert_eq!(first.method, "gaps");
    let mut plies = 0;
    while let Some(best) = e.analyse(&p, &Control::none()).unwrap().best_move {
        p = e.play(&p, &best).unwrap();
        plies += 1;
        assert!(plies <= 2 * bound + 1);
    }
    let loser = e.to_move(&p).unwrap().unwrap();
    assert_eq!(loser == Player::First, first.outcome == Outcome::PreviousWins);
}

#[test]
fn reports_show_the_board_and_the_gaps() {
    let e = entry(&[]);
    assert_eq!(e.start(), entry(&[]).start(), "the default start is fixed");
    assert_ne!(e.start(), entry(&["seed=7"]).start());
    let a = e.analyse("1-5/2-8/3-4/1-2/6-8/1-8/4-7/2-3 A", &Control::none()).unwrap();
    // Gaps 3, 5, 0, 0, 1, 6, 2, 0: Nim sum 3 ^ 5 ^ 1 ^ 6 ^ 2 = 3.
    let extra = a.extra.clone().unwrap();
    assert_eq!(extra["gaps"], serde_json::json!([3, 5, 0, 0, 1, 6, 2, 0]));
    assert_eq!(extra["nim_sum"], 3);
    assert_eq!((a.outcome, a.grundy, a.method.as_str()), (Outcome::NextWins, Some(3), "gaps"));
    // Advance so that the Nim sum becomes 0: gap 3 → 0 (row 1), 2 → 1 (row 7),
    // 6 → 5 (row 6), the largest bite first; then the retreats that also
    // zero it (gap 5 → 6 in row 2, 1 → 2 in row 5), which win but slower.
    assert_eq!(a.winning_moves, ["r1:w4", "r7:w5", "r6:w2", "r2:w1", "r5:w5"]);
    assert_eq!(a.best_move.as_deref(), Some("r1:w4"));
    let d = a.diagram.clone().unwrap();
    assert!(d.contains("  r1  W . . . B . . .     3"), "{d}");
    assert!(d.contains("Nim sum of the gaps: 3 ⊕ 5 ⊕ 0 ⊕ 0 ⊕ 1 ⊕ 6 ⊕ 2 ⊕ 0 = 3"), "{d}");
    // The drawing's labels and the reason in the reader's language.
    let pt = a.diagram_in(ludoteca_core::Lang::PT).unwrap();
    assert!(pt.contains("  r1  W . . . B . . .     3") && pt.contains("Joga A (as pedras brancas, W)."), "{pt}");
    assert!(pt.contains("Soma de Nim dos intervalos: 3 ⊕ 5") && !pt.contains("gap"), "{pt}");
    assert!(a.explanation_in(ludoteca_core::Lang::PT_BR).contains("os intervalos são 3, 5, 0, 0, 1, 6, 2, 0"));
    let rules = e.rules(ludoteca_core::Lang::EN);
    assert!(rules.contains("r3:w5") && rules.contains("Moving away only enlarges a gap"));
    assert!(entry(&["misere=true"]).rules(ludoteca_core::Lang::EN).contains("Misère"));
    assert!(matches!(e.period(&Control::none()), Err(GameError::Unsupported(_))));
}

#[test]
fn the_table_of_the_first_row() {
    // One row of 6: safe exactly when the stones touch.
    let e = entry(&["rows=1", "cols=6", "start=2-5 A"]);
    let t = e.table(0, 0, &Control::none()).unwrap();
    assert_eq!(t.entries.len(), 15);
    for c in &t.entries {
        let (ludoteca_core::table::Coord::Int(w), ludoteca_core::table::Coord::Int(b)) = (&c.coords[0], &c.coords[1])
        else {
            panic!()
        };
        assert_eq!(c.outcome == Outcome::PreviousWins, b - w == 1, "{}", c.position);
        assert!(c.remoteness.is_some(), "a small board is solved exactly");
    }
    // On the chessboard: safe where row 1's gap is the Nim sum of the others.
    let e = entry(&["start=1-2/2-8/3-4/1-2/6-8/1-8/4-7/2-3 B"]);
    let t = e.table(0, 0, &Control::none()).unwrap();
    assert_eq!(t.entries.len(), 28);
    for c in &t.entries {
        let p = e.parse(&c.position).unwrap();
        assert_eq!(p.mover(), Player::Second);
        assert_eq!(c.outcome == Outcome::PreviousWins, p.gap(0) == 5 ^ 1 ^ 6 ^ 2, "{}", c.position);
    }
    assert!(t.render_text(Default::default(), 100).contains('+'));
}

#[test]
fn bad_input_gets_one_clear_sentence() {
    let e = entry(&["rows=2", "cols=8"]);
    let p = "3-6/1-2 A";
    let err = |mv: &str| e.play(p, mv).unwrap_err().to_string();
    assert!(err("r1:w9").contains("column 9 is off the board: columns are 1 to 8"), "{}", err("r1:w9"));
    assert!(err("r1:w0").contains("off the board"));
    assert!(err("r1:w6").contains("may not land on the other stone"), "{}", err("r1:w6"));
    assert!(err("r1:w7").contains("may not jump over the black stone on column 6"), "{}", err("r1:w7"));
    assert!(err("r1:w3").contains("at least one square"));
    assert!(err("r1:b4").contains("it is A's turn, who moves the white stones"), "{}", err("r1:b4"));
    assert!(err("r3:w1").contains("there is no row 3"));
    assert!(err("hello").contains("a move is written rROW:wCOL"), "{}", err("hello"));
    assert!(err("").contains("a move is written"));
    assert!(e.play("3-6/1-2 B", "r2:b1").unwrap_err().to_string().contains("land on the other stone"));
    assert!(e.play("1-2/1-2 A", "r1:w1").unwrap_err().to_string().contains("the game is over"));
    assert!(e.play("3-6/1-2 B", "r1:b2").unwrap_err().to_string().contains("jump over the white stone on column 3"));
    for bad in
        ["", "3-6", "3-6/1-2/1-2 A", "6-3/1-2 A", "3-3/1-2", "0-2/1-2", "3-9/1-2", "a-b/1-2", "3-6/1-2 C", "3:6/1-2"]
    {
        let msg = e.normalize(bad).unwrap_err().to_string();
        assert!(msg.starts_with("bad position") && msg.contains("e.g."), "{bad:?}: {msg}");
        assert_eq!(msg.replace("e.g. ", "").matches(". ").count(), 0, "one sentence: {msg}");
    }
    assert!(e.normalize("3-6/1-2/1-2 A").unwrap_err().to_string().contains("this board has 2 rows"));
    assert!(entry_err(&["rows=0"]).contains("from 1 to 8"));
    assert!(entry_err(&["rows=9"]).contains("from 1 to 8"));
    assert!(entry_err(&["cols=2"]).contains("from 3 to 8"));
    assert!(entry_err(&["cols=9"]).contains("from 3 to 8"));
    assert!(entry_err(&["size=8"]).contains("unknown parameter `size`"));
    assert!(entry_err(&["seed=x"]).contains("seed"));
    assert!(entry_err(&["seed=1", "start=1-2 A", "rows=1"]).contains("not both"));
    let e = entry_err(&["rows=1", "cols=4", "start=2-5 A"]);
    assert!(e.contains("bad value `2-5 A` for parameter `start`") && e.contains("1 ≤ white < black ≤ 4"), "{e}");
}

#[test]
fn retrograde_limit_covers_the_small_boards() {
    assert_eq!(game(2, 6).position_count(), 450);
    for (rows, cols) in [(4, 8), (5, 7), (6, 6), (7, 5), (8, 5)] {
        assert!(game(rows, cols).canonical_count() <= RETROGRADE_LIMIT, "{rows}×{cols}");
    }
    for (rows, cols) in [(5, 8), (6, 7), (7, 6), (8, 6)] {
        assert!(game(rows, cols).canonical_count() > RETROGRADE_LIMIT, "{rows}×{cols}");
    }
    assert_eq!(game(8, 8).canonical_count(), 2 * 23_535_820);
    assert_eq!(game(8, 8).position_count(), 2 * 28u64.pow(8));
    assert_eq!(game(3, 6).all_positions().len() as u64, game(3, 6).position_count());
}

proptest::proptest! {
    /// Whatever a person types, a position or a move is read or refused with
    /// a sentence, never a panic.
    #[test]
    fn no_input_panics(pos in "[0-9a-zA-Z /:^-]{0,24}", mv in "[0-9a-zA-Z :^-]{0,8}") {
        let e = entry(&["rows=2", "cols=6"]);
        if let Ok(p) = e.normalize(&pos) {
            let _ = e.play(&p, &mv);
        }
        let _ = e.play("2-4/1-6 B", &mv);
    }
}

#[test]
fn a_slide_in_words_names_the_stone_the_row_and_the_column() {
    use ludoteca_core::Lang;
    let said = super::entry::slid("r2:w7").expect("words");
    assert_eq!(said.render(Lang::PT), "levou a pedra branca da linha 2 para a coluna 7");
    assert_eq!(
        super::entry::slid("r1:b3").expect("words").render(Lang::EN),
        "slid the black stone of row 1 to column 3"
    );
    assert!(super::entry::slid("r2:x7").is_none() && super::entry::slid("2:w7").is_none());
}
