//! The replay's marks against brute force: on small heaps, a move is good
//! exactly when the heap it leaves is safe (tipo-S) by a tiny solver written
//! here, bad when it is fragile, and the first mistake is the first move
//! that threw a win away; the first mistake's sentence in English,
//! European and Brazilian Portuguese (no English word left in these); a
//! code breaker's guess that cannot be the code is a mistake.

use ludoteca_core::Lang;
use ludoteca_games::Params;
use ludoteca_play::marks::{Mark, Marks};
use ludoteca_play::{Match, new_match};
use std::time::{Duration, Instant};

/// Whether the player to move wins a heap of `n` (normal play: whoever
/// takes the last stone wins) when a move takes one of `takes`.
fn wins(takes: &[u64], n: u64) -> Vec<bool> {
    let mut win = vec![false; n as usize + 1];
    for h in 1..=n {
        win[h as usize] = takes.iter().any(|&t| t <= h && !win[(h - t) as usize]);
    }
    win
}

/// A small deterministic generator for the test's choices.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

fn params(pairs: &[(&str, &str)]) -> Params {
    let mut p = Params::default();
    for (k, v) in pairs {
        p.set(k, v);
    }
    p
}

/// Plays a subtraction game from `heap` with moves chosen at random and
/// checks every mark against [`wins`].
fn check_random_match(takes: &[u64], heap: u64, seed: u64) -> Marks {
    let list = takes.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    let mut m = new_match("subtraction", &params(&[("take", &list)]), Some(&heap.to_string()), None).expect("opens");
    let mut rng = Lcg(seed);
    let mut heaps = vec![heap];
    while let Some(seat) = m.to_move() {
        let legal = m.legal_moves();
        let mv = legal[(rng.next() % legal.len() as u64) as usize].clone();
        m.play(seat, &mv).expect("a legal move");
        heaps.push(heaps.last().unwrap() - mv.parse::<u64>().expect("a take is a number"));
    }
    let win = wins(takes, heap);
    let marks = m.marks(Duration::from_secs(30));
    assert_eq!(marks.moves.len(), heaps.len() - 1);
    let mut first = None;
    for (i, mark) in marks.moves.iter().enumerate() {
        let (before, after) = (win[heaps[i] as usize], win[heaps[i + 1] as usize]);
        let want = if after { Mark::Bad } else { Mark::Good };
        assert_eq!(mark.mark, want, "move {i}: {} → {} (takes {list})", heaps[i], heaps[i + 1]);
        let mistake = before && after;
        assert_eq!(mark.mistake, Some(mistake), "move {i}: {} → {}", heaps[i], heaps[i + 1]);
        if mistake && first.is_none() {
            first = Some(i);
        }
    }
    assert_eq!(marks.first_mistake(), first, "takes {list} from {heap}, seed {seed}");
    marks
}

#[test]
fn marks_agree_with_brute_force_on_small_heaps() {
    let mut mistakes = 0;
    for (takes, seeds) in [(&[1, 2][..], 0..6), (&[1, 3, 4][..], 6..14), (&[2, 3][..], 14..18), (&[1, 4][..], 18..22)] {
        for seed in seeds {
            for heap in [7, 12, 23] {
                mistakes += usize::from(check_random_match(takes, heap, seed).first_mistake().is_some());
            }
        }
    }
    assert!(mistakes > 5, "random play makes mistakes, which the test must see ({mistakes})");
}

/// The heap of game 8 (take 1 or 2): from 10 (fragile), A takes 2 and
/// leaves 8 (fragile: B takes 2 and leaves 6, safe). The first mistake.
fn blunder() -> Box<dyn Match> {
    let mut m = new_match("subtraction", &params(&[("take", "1,2")]), Some("10"), None).expect("opens");
    for mv in ["2", "2", "1", "2", "2", "1"] {
        let seat = m.to_move().expect("not over yet");
        m.play(seat, mv).expect("legal");
    }
    assert!(m.result().is_some(), "the match is over");
    m
}

const STOP: &[&str] = &[
    "the", "move", "you", "your", "left", "leaves", "opponent", "plays", "position", "safe", "fragile", "won", "would",
    "have", "draw", "guess", "code", "codes", "round", "answers", "possible", "with", "and",
];

fn no_english(text: &str) {
    for w in text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        assert!(!STOP.contains(&w), "`{w}` left in {text:?}");
    }
}

#[test]
fn the_first_mistake_says_why_in_each_language() {
    let m = blunder();
    let marks = m.marks(Duration::from_secs(30));
    assert_eq!(marks.first_mistake(), Some(0));
    assert_eq!(marks.moves[0].mark, Mark::Bad);
    assert_eq!(marks.moves[1].mark, Mark::Good, "B takes 2 and leaves 6");
    let en = m.mark_sentence(&marks, 0, Lang::EN).expect("a sentence");
    let pt = m.mark_sentence(&marks, 0, Lang::PT).expect("uma frase");
    let br = m.mark_sentence(&marks, 0, Lang::PT_BR).expect("uma frase");
    assert_eq!(
        en,
        "You chose to take 2 stones and left 8, a fragile position (N): your opponent can take 2 stones and leave \
         you 6, a safe position (P). You could take 1 stone instead: that leaves a safe position (P) and wins."
    );
    assert_eq!(
        pt,
        "Ao tirar 2 pedras, deixaste 8, uma posição frágil (tipo-P): o adversário pode tirar 2 pedras e deixar-te \
         6, uma posição inatacável (tipo-S). Podias tirar 1 pedra: deixavas uma posição inatacável (tipo-S) e \
         ganhavas."
    );
    assert!(br.contains("você deixou 8") && br.contains("deixar para você 6"), "{br}");
    // Without the family's words the marks still say the moves, as noted.
    assert!(marks.sentence(0, Lang::PT).expect("uma frase").starts_with("Ao jogar 2, deixaste 8"));
    no_english(&pt);
    no_english(&br);
    assert_ne!(pt, br, "the Brazilian sentence says você");
}

#[test]
fn a_draw_thrown_away_and_a_win_given_up_have_their_sentences() {
    use ludoteca_core::Outcome;
    use ludoteca_play::marks::Why;
    let why = |left, before| Why::Turn {
        mv: "c3".into(),
        named: None,
        left,
        reply: None,
        reply_named: None,
        better: Some("a1".into()),
        before,
        from: None,
        to: None,
    };
    let gave_draw = why(Outcome::Draw, Outcome::NextWins);
    let lost_draw = why(Outcome::NextWins, Outcome::Draw);
    for (why, en) in [(gave_draw, "the game was yours"), (lost_draw, "keep the draw")] {
        assert!(why.msg().render(Lang::EN).contains(en), "{}", why.msg().render(Lang::EN));
        for lang in [Lang::PT, Lang::PT_BR] {
            let s = why.msg().render(lang);
            assert!(s.contains("c3") && s.contains("a1"), "{s}");
            no_english(&s);
        }
    }
}

#[test]
fn a_long_history_is_marked_quickly() {
    // Game 20 from 400 stones, every move the smallest legal take: a few
    // hundred moves, each position analysed once.
    let mut m = new_match("je-20", &Params::default(), Some("400"), None).expect("opens");
    while let Some(seat) = m.to_move() {
        let mv = m.legal_moves().into_iter().min_by_key(|x| x.parse::<u64>().unwrap_or(u64::MAX)).expect("a move");
        m.play(seat, &mv).expect("legal");
    }
    let n = m.history().len();
    assert!(n > 100, "{n} moves");
    let t = Instant::now();
    let marks = m.marks(ludoteca_play::marks::BUDGET);
    let took = t.elapsed();
    assert!(took < ludoteca_play::marks::BUDGET + Duration::from_millis(500), "{took:?}");
    let known = marks.moves.iter().filter(|x| x.mark != Mark::Unknown).count();
    eprintln!("{n} moves marked in {took:?}, {known} known");
    assert!(known > 0, "the first moves at least are known");
}

/// Whether `guess` fits every answer of `answered` (an independent check:
/// the referee's own scoring, the guesses' answers recomputed).
fn fits(v: &ludoteca_mastermind::Variant, answered: &[(String, String)], guess: &str) -> bool {
    use ludoteca_mastermind::{Code, Feedback, Role, feedback::score};
    let g = Code::parse(guess, v, Role::Secret);
    let Ok(g) = g else { return false };
    answered.iter().all(|(a, f)| {
        let a = Code::parse(a, v, Role::Guess).expect("a guess");
        score(v.feedback, a, g) == Feedback::parse(f, v).expect("an answer")
    })
}

/// Every guess of `v` (3 pegs: brute force), as strings.
fn every_guess(v: &ludoteca_mastermind::Variant) -> Vec<String> {
    let digits = |n: u32| {
        (0..v.pegs).rev().map(move |i| char::from(b'1' + (n / (v.colors as u32).pow(i as u32) % v.colors as u32) as u8))
    };
    (0..(v.colors as u32).pow(v.pegs as u32)).map(|n| digits(n).collect()).collect()
}

/// Knuth's measure by brute force: the most codes `guess` may leave after
/// `answered`, the least any guess may leave, and the codes left.
fn knuth(v: &ludoteca_mastermind::Variant, answered: &[(String, String)], guess: &str) -> (usize, usize, usize) {
    use ludoteca_mastermind::{Code, Role, feedback::score};
    let all = every_guess(v);
    let left: Vec<Code> =
        all.iter().filter(|c| fits(v, answered, c)).map(|c| Code::parse(c, v, Role::Secret).unwrap()).collect();
    let worst = |g: &str| {
        let g = Code::parse(g, v, Role::Guess).expect("a guess");
        let mut classes = std::collections::HashMap::new();
        for &c in &left {
            *classes.entry(score(v.feedback, g, c)).or_insert(0usize) += 1;
        }
        classes.into_values().max().unwrap_or(0)
    };
    let best = all.iter().map(|g| worst(g)).min().unwrap_or(0);
    (worst(guess), best, left.len())
}

#[test]
fn a_guess_that_cannot_be_the_code_is_a_mistake_and_said_so() {
    let p = ludoteca_games::Params::parse(["pegs=3", "colors=4", "rounds=2"]).expect("params");
    let mut m = new_match("mastermind", &p, None, Some(3)).expect("opens");
    let moves = ["secret 123", "124", "124", "123", "secret 432", "123", "432"];
    for mv in moves {
        let seat = m.to_move().expect("not over");
        m.play(seat, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    assert!(m.result().is_some(), "over: {:?}", m.view(None).prompt);
    let marks = m.marks(Duration::from_secs(30));
    let board = m.view(None).board;
    let v = ludoteca_mastermind::Variant { pegs: 3, colors: 4, ..ludoteca_mastermind::Variant::seed_default() };
    let mut first = None;
    for (r, round) in board["rounds"].as_array().expect("rounds").iter().enumerate() {
        let guesses: Vec<(String, String)> = round["guesses"]
            .as_array()
            .expect("guesses")
            .iter()
            .map(|g| (g["guess"].as_str().unwrap().to_string(), g["feedback"]["text"].as_str().unwrap().to_string()))
            .collect();
        // The guesses of round r are the moves after its secret.
        let start = if r == 0 { 1 } else { 5 };
        for (k, (g, _)) in guesses.iter().enumerate() {
            let mark = &marks.moves[start + k];
            let fit = fits(&v, &guesses[..k], g);
            // A guess that cannot be the code is forgiven only when no
            // guess leaves fewer codes in the worst case and it splits them.
            let (worst, best, left) = knuth(&v, &guesses[..k], g);
            let forgiven = worst <= best && worst < left;
            assert_eq!(mark.mistake, Some(!fit && !forgiven), "round {r}, guess {g}: {worst} {best} {left}");
            if fit || forgiven {
                assert_ne!(mark.mark, Mark::Bad, "{g}");
            } else {
                assert_eq!(mark.mark, Mark::Bad, "{g}");
                first.get_or_insert(start + k);
            }
        }
    }
    assert_eq!(marks.moves[0].mark, Mark::None, "a secret is not judged");
    assert_eq!(first, Some(2), "the repeated 124");
    assert_eq!(marks.first_mistake(), first);
    let pt = marks.sentence(2, Lang::PT).expect("a sentence");
    assert!(pt.contains("124") && pt.contains("ronda 1"), "{pt}");
    no_english(&pt);
    no_english(&marks.sentence(2, Lang::PT_BR).expect("a sentence"));
    assert!(marks.sentence(2, Lang::EN).expect("a sentence").contains("could not be the code"));
}

/// A first guess that repeats a colour where the code repeats none cannot
/// be the code, and the sentence says why — not "it does not fit the
/// answers": there were none yet.
#[test]
fn a_first_guess_no_code_is_like_is_a_mistake_for_its_repeated_colour() {
    let p = ludoteca_games::Params::parse(["pegs=3", "colors=4", "rounds=2"]).expect("params");
    let mut m = new_match("mastermind", &p, None, Some(3)).expect("opens");
    for mv in ["secret 123", "113", "123", "secret 432", "432"] {
        let seat = m.to_move().expect("not over");
        m.play(seat, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    assert!(m.result().is_some(), "over: {:?}", m.view(None).prompt);
    let marks = m.marks(Duration::from_secs(30));
    assert_eq!(marks.moves[1].mark, Mark::Bad, "{:?}", marks.moves[1]);
    assert_eq!(marks.first_mistake(), Some(1));
    let pt = marks.sentence(1, Lang::PT).expect("a sentence");
    assert!(pt.contains("113") && pt.contains("repete uma cor") && !pt.contains("respostas"), "{pt}");
    let br = marks.sentence(1, Lang::PT_BR).expect("a sentence");
    assert!(br.contains("chute") && br.contains("senha") && !br.contains("palpite"), "{br}");
    no_english(&pt);
    no_english(&br);
    assert!(marks.sentence(1, Lang::EN).expect("a sentence").contains("repeats a colour"));
    // A guess that fits no answer (the repeated 124 of the other test) keeps its own sentence.
    assert_eq!(marks.moves[2].mark, Mark::Good, "the code itself, found: {:?}", marks.moves[2]);
}
