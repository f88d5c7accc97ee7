//! The Erdös Latino match through `dyn Match`: whole matches between the
//! computer's players in every version, bad input refused with the match
//! unchanged, hidden hands kept from every seat that may not see them,
//! exact replay of the draws and the deal from the seed, and undo.

use ludoteca_core::Player::{First, Second};
use ludoteca_games::Params;
use ludoteca_play::{Match, MatchResult, PlayError, SavedMatch, match_kind, new_match, resume};
use serde_json::Value;
use std::time::{Duration, Instant};

fn params(p: &[&str]) -> Params {
    Params::parse(p.iter().copied()).unwrap()
}

fn game(p: &[&str], seed: u64) -> Box<dyn Match> {
    new_match("erdos-latino", &params(p), None, Some(seed)).unwrap()
}

/// Plays the computer's moves until the end (or `plies` moves).
fn computer(m: &mut dyn Match, plies: usize) {
    for _ in 0..plies {
        let Some(seat) = m.to_move() else { return };
        let mv = m.champion_move(Duration::from_secs(5)).unwrap();
        m.play(seat, &mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

fn json(m: &dyn Match, seat: Option<ludoteca_play::Seat>) -> Value {
    serde_json::to_value(m.view(seat)).unwrap()
}

#[test]
fn defaults_open_through_new_match() {
    let m = new_match("erdos-latino", &Params::new(), None, None).unwrap();
    assert_eq!(match_kind("erdos-latino"), "erdos-latino");
    assert_eq!(m.position(), "...../...../...../...../..... .....");
    assert_eq!(m.to_move(), Some(First));
    assert_eq!(m.legal_moves().len(), 125);
    let v = m.view(Some(First));
    assert_eq!(v.board["size"], 5);
    assert_eq!(v.board["version"], "II");
    assert_eq!(v.board["cells"].as_array().unwrap().len(), 5);
    assert!(v.board["cells"][0].as_array().unwrap().iter().all(Value::is_null));
    assert_eq!(v.board["owners"][2]["column"], "c");
    assert!(v.prompt.contains("c3=5"), "{}", v.prompt);
    assert!(v.diagram.unwrap().contains("First's conquests"));
    assert!(m.save().seed.is_some());
    assert!(m.rules().contains("version=I|II|III"));
}

#[test]
fn computer_players_play_whole_matches_in_every_version() {
    for version in ["II", "I", "III"] {
        for (size, strategy) in
            [("3", "champion"), ("4", "champion"), ("5", "champion"), ("5", "mirror"), ("5", "random")]
        {
            let started = Instant::now();
            let v = format!("version={version}");
            let s = format!("size={size}");
            let st = format!("strategy={strategy}");
            let mut m = game(&[&v, &s, &st, "budget=3000"], 11);
            computer(m.as_mut(), 100);
            let r = m.result().unwrap_or_else(|| panic!("{version} {size} {strategy}: not over"));
            let board = m.view(None).board;
            let text = board["outcome"]["text"].as_str().unwrap().to_string();
            assert!(text.contains("blocked") || text.contains("full"), "{text}");
            if let MatchResult::Winner(w) = r {
                assert_eq!(board["outcome"]["winner"], serde_json::to_value(w).unwrap());
            }
            // Every conquest names the three squares of its run, from the owner's edge.
            for c in board["conquests"].as_array().unwrap() {
                let run = c["run"].as_array().unwrap();
                assert_eq!(run.len(), 3, "{c}");
                assert_eq!(c["squares"].as_array().unwrap().len(), 3);
                let col = c["column"].as_str().unwrap();
                assert!(c["squares"].as_array().unwrap().iter().all(|q| q.as_str().unwrap().starts_with(col)));
                assert!(c["text"].as_str().unwrap().contains(&format!("conquers column {col} with")), "{c}");
            }
            let owned = board["owners"].as_array().unwrap().iter().filter(|o| !o["owner"].is_null()).count();
            assert_eq!(owned, board["conquests"].as_array().unwrap().len());
            assert!(started.elapsed() < Duration::from_secs(60), "{version} {size} {strategy}: too slow");
        }
    }
}

#[test]
fn a_conquest_is_reported_with_its_run() {
    let mut m = game(&["size=3"], 1);
    for (seat, mv) in [(First, "a1=1"), (Second, "c3=1"), (First, "a2=2"), (Second, "b3=2"), (First, "a3=3")] {
        m.play(seat, mv).unwrap();
    }
    let b = m.view(Some(Second)).board;
    assert_eq!(b["owners"][0]["owner"], "first");
    assert_eq!(b["owners"][0]["squares"], serde_json::json!(["a1", "a2", "a3"]));
    assert_eq!(b["scores"]["first"], 1);
    let said = b["referee"].as_str().unwrap();
    assert!(said.contains("A plays a3=3: A (First) conquers column a with a1=1 < a2=2 < a3=3"), "{said}");
    assert!(m.view(Some(Second)).diagram.unwrap().contains("conquers column a"));
    assert_eq!(m.position(), "321/2../1.. F..");
}

/// Asserts that `mv` by `seat` is refused with a sentence holding `needle`
/// and that nothing changed.
fn refused(m: &mut dyn Match, seat: ludoteca_play::Seat, mv: &str, needle: &str) {
    let before = (json(m, None), json(m, Some(First)), json(m, Some(Second)), m.save());
    let e = m.play(seat, mv).unwrap_err().to_string();
    assert!(e.contains(needle), "{mv}: {e}");
    assert!(!e.contains('\n'), "one sentence: {e}");
    assert_eq!(
        before,
        (json(m, None), json(m, Some(First)), json(m, Some(Second)), m.save()),
        "{mv} changed the match"
    );
}

#[test]
fn bad_moves_are_refused_with_a_sentence_and_change_nothing() {
    let mut m = game(&[], 3);
    m.play(First, "c1=3").unwrap();
    let m = m.as_mut();
    refused(m, Second, "c4=3", "3 is already in column c");
    refused(m, Second, "a1=3", "3 is already in row 1");
    refused(m, Second, "c1=2", "the square c1 already holds 3");
    refused(m, Second, "a2=9", "there is no piece 9");
    refused(m, Second, "f2=1", "not on the board");
    for bad in ["c", "c3=", "hello", "=5", "c3=x", "c3"] {
        refused(m, Second, bad, "e.g. `c3=5`");
    }
    assert!(matches!(m.play(First, "a2=1"), Err(PlayError::NotYourTurn(First, Second))));
    m.play(Second, "a2=1").unwrap();
}

#[test]
fn version_i_places_the_number_drawn_and_undo_restores_the_draw() {
    let mut m = game(&["version=I", "size=4", "budget=2000"], 5);
    let drawn = |m: &dyn Match| m.view(Some(Second)).board["drawn"].as_u64().unwrap() as u8;
    let k = drawn(m.as_ref());
    // The draw is public: the other seat and spectators see it.
    assert_eq!(m.view(None).board["drawn"], k);
    assert!(m.view(Some(Second)).prompt.contains(&format!("drew {k}")));
    let other = if k == 1 { 2 } else { 1 };
    refused(m.as_mut(), First, &format!("a1={other}"), &format!("you drew {k}, not {other}"));
    refused(m.as_mut(), First, "z9", "not on the board");
    refused(m.as_mut(), First, "b", "or just the square");
    let before = json(m.as_ref(), None);
    m.play(First, "b2").unwrap();
    assert_eq!(m.history()[0].mv, format!("b2={k}"));
    let next = drawn(m.as_ref());
    m.undo().unwrap();
    assert_eq!(json(m.as_ref(), None), before, "undo restores the very same draw");
    m.play(First, &format!("b2={k}")).unwrap();
    assert_eq!(drawn(m.as_ref()), next, "and the same next draw");
    // A whole match replays exactly from the seed.
    computer(m.as_mut(), 100);
    let saved: SavedMatch = serde_json::from_str(&serde_json::to_string(&m.save()).unwrap()).unwrap();
    let again = resume(&saved).unwrap();
    for seat in [None, Some(First), Some(Second)] {
        assert_eq!(json(again.as_ref(), seat), json(m.as_ref(), seat));
    }
}

#[test]
fn save_and_resume_replay_exactly_in_every_version() {
    for version in ["I", "II", "III"] {
        let v = format!("version={version}");
        let mut m = new_match("erdos-latino", &params(&[&v, "budget=2000", "seed=77"]), None, None).unwrap();
        assert!(!m.public_params().has("seed"), "the seed tells the draws and the deal");
        assert!(m.public_params().has("version"));
        computer(m.as_mut(), 9);
        let saved = m.save();
        assert_eq!(saved.seed, Some(77));
        let mut again = resume(&saved).unwrap();
        for seat in [None, Some(First), Some(Second)] {
            assert_eq!(json(again.as_ref(), seat), json(m.as_ref(), seat), "{version}");
        }
        // Both go on identically (the computer's node budget is reproducible).
        computer(m.as_mut(), 100);
        computer(again.as_mut(), 100);
        assert_eq!(again.save(), m.save(), "{version}");
        assert!(m.result().is_some());
    }
}

#[test]
fn version_iii_shows_each_seat_only_its_own_hand() {
    let mut m = game(&["version=III", "budget=2000"], 21);
    let hand = |m: &dyn Match, s| m.view(Some(s)).board["hand"].clone();
    let numbers = |v: &Value| v.as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect::<Vec<_>>();
    assert_eq!((numbers(&hand(m.as_ref(), First)).len(), numbers(&hand(m.as_ref(), Second)).len()), (13, 12));
    loop {
        let hands = [hand(m.as_ref(), First), hand(m.as_ref(), Second)];
        for viewer in [First, Second] {
            let v = m.view(Some(viewer));
            let (own, other) = (&hands[viewer.index()], &hands[(!viewer).index()]);
            assert_eq!(&v.board["hand"], own);
            assert!(v.board["opponent_hand"].is_null(), "{}", v.board);
            assert_eq!(v.board["opponent_hand_size"].as_u64().unwrap() as usize, numbers(other).len());
            assert!(v.board.get("hands").is_none_or(Value::is_null));
            if m.to_move() != Some(viewer) {
                assert!(v.legal_moves.is_empty(), "the mover's moves would tell its hand");
            }
            // (Once over, the prompt names the conquests: played, public squares.)
            if m.to_move().is_some_and(|t| t != viewer) {
                assert!(!v.prompt.chars().any(|c| c.is_ascii_digit()), "{}", v.prompt);
            }
            let d = v.diagram.clone().unwrap();
            assert!(d.contains("your hand") && !d.contains("A's hand") && !d.contains("B's hand"), "{d}");
            let text = serde_json::to_string(&v).unwrap();
            if own != other && !numbers(other).is_empty() {
                let other_text = format!("\"hand\":{}", serde_json::to_string(other).unwrap());
                assert!(!text.contains(&other_text), "{viewer} sees the other hand: {text}");
            }
        }
        let spectator = m.view(None);
        assert!(spectator.board["hand"].is_null() && spectator.legal_moves.is_empty());
        // The history holds the moves played and the public boards, nothing else.
        assert_eq!(spectator.history, m.view(Some(First)).history);
        assert_eq!(spectator.history, m.view(Some(Second)).history);
        assert!(spectator.history.iter().all(|h| h.position.split_whitespace().count() == 2));
        if m.to_move().is_none() {
            break;
        }
        computer(m.as_mut(), 1);
        // A played piece leaves its owner's hand; the other hand is untouched.
        let last = m.history().last().unwrap().clone();
        let k: u64 = last.mv.split('=').nth(1).unwrap().parse().unwrap();
        let mut before = numbers(&hands[last.seat.index()]);
        let i = before.iter().position(|&x| x == k).expect("the piece was in the hand");
        before.remove(i);
        assert_eq!(numbers(&hand(m.as_ref(), last.seat)), before);
        assert_eq!(hand(m.as_ref(), !last.seat), hands[(!last.seat).index()]);
    }
    assert!(m.result().is_some());
}

#[test]
fn spectators_cannot_tell_one_deal_from_another() {
    // Two deals whose First hands differ but both hold a 1: the spectator's
    // view is the same before and after First plays b2=1.
    let first_hand = |seed| game(&["version=III", "size=3"], seed).view(Some(First)).board["hand"].clone();
    let seeds: Vec<u64> = (0..200).filter(|&s| first_hand(s).as_array().unwrap().contains(&Value::from(1))).collect();
    let s1 = seeds[0];
    let s2 = *seeds.iter().find(|&&s| first_hand(s) != first_hand(s1)).unwrap();
    let (mut m1, mut m2) = (game(&["version=III", "size=3"], s1), game(&["version=III", "size=3"], s2));
    assert_eq!(json(m1.as_ref(), None), json(m2.as_ref(), None));
    m1.play(First, "b2=1").unwrap();
    m2.play(First, "b2=1").unwrap();
    assert_eq!(json(m1.as_ref(), None), json(m2.as_ref(), None));
    assert_ne!(json(m1.as_ref(), Some(First)), json(m2.as_ref(), Some(First)));
}

#[test]
fn version_iii_refuses_a_piece_not_in_hand() {
    // On 3×3 First holds 5 of the 9 pieces: find a deal missing a number.
    for seed in 0..200 {
        let mut m = game(&["version=III", "size=3"], seed);
        let hand: Vec<u64> =
            m.view(Some(First)).board["hand"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
        if let Some(k) = (1..=3).find(|k| !hand.contains(k)) {
            refused(m.as_mut(), First, &format!("b2={k}"), &format!("you hold no {k}"));
            return;
        }
    }
    panic!("no deal without some number");
}

#[test]
fn open_hands_show_both_and_strategies_are_named() {
    let m = game(&["version=III", "open_hands=true", "size=4"], 2);
    let v = m.view(Some(Second)).board;
    assert_eq!(v["opponent_hand"].as_array().unwrap().len(), 8);
    assert_eq!(m.view(None).board["hands"]["first"].as_array().unwrap().len(), 8);
    assert!(!m.view(None).legal_moves.is_empty());
    let mirror = game(&["strategy=mirror"], 1);
    assert_eq!(mirror.champion_move(Duration::from_secs(1)).unwrap(), "c3=3");
    let e = new_match("erdos-latino", &params(&["strategy=luck"]), None, None).err().unwrap().to_string();
    assert!(e.contains("champion (the champion), mirror"), "{e}");
    let e = new_match("erdos-latino", &params(&["size=3"]), Some("..../..../..../.... ...."), None).err().unwrap();
    assert!(e.to_string().contains("size=4"), "{e}");
    let from = new_match("erdos-latino", &params(&["size=3"]), Some(".../.2./... ..."), Some(1)).unwrap();
    assert_eq!(from.to_move(), Some(Second));
}

#[test]
fn the_hint_comes_from_the_mover_view() {
    let mut m = game(&["size=3"], 1);
    let h = m.hint().unwrap();
    assert!(h.summary.contains("A (First) wins with best play — proved"), "{}", h.summary);
    assert!(!h.good_moves.is_empty() && h.detail["exact"] == true);
    m.play(First, &h.good_moves[0]).unwrap();
    let h = m.hint().unwrap();
    assert!(h.summary.contains("B (Second) loses"), "{}", h.summary);
    assert!(m.analysis(Some(First), "").is_err(), "only the mover asks");
    // On 4×4 the hint is proved from the empty board on: the whole game is
    // small enough for the exact solver (Second wins, by blocking).
    let mut m = game(&["size=4"], 1);
    let h = m.hint().unwrap();
    assert!(h.detail["exact"] == true && h.detail["score"] == -1.0, "{}", h.detail);
    assert!(h.summary.contains("A (First) loses"), "{}", h.summary);
    m.play(First, &h.good_moves[0]).unwrap();
    let h = m.hint().unwrap();
    assert!(h.detail["exact"] == true && h.detail["score"] == 1.0, "{}", h.detail);
    assert!(h.summary.contains("B (Second) wins with best play — proved"), "{}", h.summary);
    let m = game(&["version=III", "size=4", "budget=2000"], 3);
    let h = m.hint().unwrap();
    let mv = &h.good_moves[0];
    assert!(m.view(Some(First)).legal_moves.contains(mv));
    assert_eq!(h.detail["version"], "III");
}
