//! What each seat sees of a Mastermind match: the public position, the
//! prompt, the terminal diagram and the structured board — the secret only
//! for the seat allowed to know it.

use super::{Making, MastermindMatch, Phase};
use crate::{Match, PlayedMove, Seat, View};
use ludoteca_core::i18n::seat_data;
use ludoteca_core::{Lang, Msg};
use ludoteca_games::mastermind::words::MastermindMsg;
use ludoteca_mastermind::{Code, Feedback, FeedbackRule, Role};
use serde_json::{Value, json};

/// Up to this many codes in all, views count the codes still possible.
const COUNT_LIMIT: u64 = 1 << 18;

/// A code's colours, from 1 as the palette numbers them.
fn pegs(code: &Code) -> Vec<u8> {
    code.colors().iter().map(|c| c + 1).collect()
}

fn seat_name(s: Seat) -> char {
    s.letter()
}

impl MastermindMatch {
    /// The position as everybody may see it, in a notation without words
    /// (the same in every language): `R1/2 A>B ???? 1234 o-o-, 5612 ? | A - B -`
    /// — round 1 of 2, A makes the code and B breaks it, the code made but
    /// hidden (`....` while not made yet), the guesses with their answers
    /// (`?` while waiting for one) and the scores so far (`-` until a
    /// seat's round as breaker is over). Once the match is over it shows
    /// the last round and both scores. Never a secret.
    pub(super) fn public_position(&self) -> String {
        let v = &self.config.variant;
        let [a, b] = self.scores().map(|s| s.map_or("-".to_string(), |n| n.to_string()));
        let r = self.current();
        let code = if r.making.is_some() { "?" } else { "." }.repeat(v.pegs);
        let turns: Vec<String> = r
            .round
            .history()
            .iter()
            .map(|(g, f)| format!("{g} {}", f.display(v)))
            .chain(r.pending.map(|g| format!("{g} ?")))
            .collect();
        let mut out = format!(
            "R{}/{} {}>{} {code}",
            self.rounds.len(),
            self.config.rounds,
            seat_name(r.maker),
            seat_name(r.breaker())
        );
        if !turns.is_empty() {
            out.push(' ');
            out.push_str(&turns.join(", "));
        }
        out.push_str(&format!(" | A {a} B {b}"));
        out
    }

    /// The moves worth listing: a hand-answering maker's consistent answers
    /// (when the engine takes the variant); codes are too many to list.
    pub(super) fn listed_moves(&self) -> Vec<String> {
        if self.phase() != Phase::Answer {
            return Vec::new();
        }
        let r = self.current();
        let (Ok(eng), Some(g)) = (self.engine(), r.pending) else { return Vec::new() };
        let Ok(p) = eng.partition(r.round.history(), g) else { return Vec::new() };
        let mut answers: Vec<_> = p.classes.into_iter().collect();
        answers.sort_by_key(|c| c.packed);
        answers.into_iter().map(|c| c.feedback).collect()
    }

    /// What the seat to move is asked for, in English.
    pub(super) fn prompt(&self) -> String {
        self.prompt_message().map(|m| m.render(Lang::EN)).unwrap_or_default()
    }

    /// Why the match ended (`None` while it goes on): each round's code
    /// broken in k guesses (or not broken), the guesses each seat used as
    /// breaker, fewer being better, and the verdict.
    pub(super) fn end_message(&self) -> Option<Msg> {
        let result = self.result()?;
        let (rounds, data): (Vec<Msg>, Vec<Value>) = self
            .rounds
            .iter()
            .enumerate()
            .filter_map(|(i, r)| {
                let (round, breaker) = ((i + 1) as u64, seat_name(r.breaker()));
                let score = r.score()? as u64;
                let seat = seat_data(breaker == 'A');
                Some(if r.round.is_won() {
                    let data = json!({"round": round, "breaker": seat, "broken": true, "guesses": score});
                    (Msg::from(MastermindMsg::MmRoundBroken { round, breaker, k: score }), data)
                } else {
                    let data = json!({"round": round, "breaker": seat, "broken": false, "score": score});
                    (Msg::from(MastermindMsg::MmRoundMissed { round, breaker, score }), data)
                })
            })
            .unzip();
        let [a, b] = self.scores().map(|s| s.unwrap_or(0) as u64);
        let words = Msg::from(MastermindMsg::MmEnd { rounds, a, b, verdict: Box::new(crate::verdict(result)) });
        Some(words.reasoned("codes", json!({"rounds": data, "guesses": {"a": a, "b": b}})))
    }

    /// What the seat to move is asked for, as a message (once the match is
    /// over, why it ended).
    pub(super) fn prompt_message(&self) -> Option<Msg> {
        let v = &self.config.variant;
        let r = self.current();
        let (maker, breaker) = (seat_name(r.maker), seat_name(r.breaker()));
        let distinct = |repeats: bool| (!repeats).then(|| Box::new(Msg::from(MastermindMsg::MmNoColourTwice)));
        Some(match self.phase() {
            Phase::Make => Msg::from(MastermindMsg::MmMake {
                maker,
                round: self.rounds.len() as u64,
                breaker,
                pegs: v.pegs as u64,
                colors: v.colors as u64,
                distinct: distinct(v.repeats),
            }),
            Phase::Guess => Msg::from(MastermindMsg::MmGuess {
                breaker,
                maker,
                pegs: v.pegs as u64,
                colors: v.colors as u64,
                distinct: distinct(v.guess_repeats),
                example: example(v.pegs, v.colors),
                nth: (r.round.history().len() + 1) as u64,
                max: v.max_guesses as u64,
            }),
            Phase::Answer => Msg::from(MastermindMsg::MmAnswer {
                maker,
                breaker,
                guess: r.pending.map(|g| g.to_string()).unwrap_or_default(),
                rule: Box::new(match v.feedback {
                    FeedbackRule::Count => Msg::from(MastermindMsg::MmRuleCount),
                    FeedbackRule::Positional => Msg::from(MastermindMsg::MmRulePositional),
                }),
            }),
            Phase::Over => Msg::MatchOverWhy { reason: Box::new(self.end_message()?) },
        })
    }

    /// The history as `viewer` may see it: a code typed with `secret` shows
    /// only to its maker until its round is over.
    fn history_for(&self, viewer: Option<Seat>) -> Vec<PlayedMove> {
        self.history
            .iter()
            .zip(&self.round_of)
            .map(|(m, &i)| {
                let r = &self.rounds[i];
                if m.mv.starts_with("secret ") && !r.over() && viewer != Some(r.maker) {
                    PlayedMove { mv: "secret".into(), ..m.clone() }
                } else {
                    m.clone()
                }
            })
            .collect()
    }

    /// A move as written in the history (or a listed answer) as data for
    /// the board: a guess as its colours from 1 (`{"kind": "guess", "pegs":
    /// [1, 2, 3, 4]}`), a secret as only that (`{"kind": "secret"}`, never
    /// its colours, for every seat), the maker's way (`random`, `adversary`,
    /// `answer`) as its `kind`, an answer as its marks (`{"kind": "marks",
    /// "right", "elsewhere" or "marks"}`); `null` for anything else.
    pub(super) fn move_data(&self, mv: &str) -> Value {
        let v = &self.config.variant;
        match mv.trim() {
            m @ ("random" | "adversary" | "answer") => json!({"kind": m}),
            m if m == "secret" || m.starts_with("secret ") => json!({"kind": "secret"}),
            m => match (Code::parse(m, v, Role::Guess), Feedback::parse(m, v)) {
                (Ok(code), _) => json!({"kind": "guess", "pegs": pegs(&code)}),
                (_, Ok(fb)) => {
                    let mut x = self.feedback_json(fb);
                    x["kind"] = "marks".into();
                    x
                }
                _ => Value::Null,
            },
        }
    }

    /// The view of `seat` (`None`: a spectator).
    pub(super) fn view_for(&self, seat: Option<Seat>) -> View {
        let to_move = self.to_move();
        let (prompt, result) = match crate::ended(self.result(), self.end_message(), Lang::EN) {
            Some((prompt, ending)) => (prompt, Some(ending)),
            None => (self.prompt(), None),
        };
        View {
            said: Vec::new(),
            legal_said: Vec::new(),
            legal_data: if seat.is_none() || seat == to_move {
                self.listed_moves().iter().map(|m| self.move_data(m)).collect()
            } else {
                Vec::new()
            },
            game: super::GAME.into(),
            seat,
            position: self.position.clone(),
            to_move,
            prompt,
            legal_moves: if seat.is_none() || seat == to_move { self.listed_moves() } else { Vec::new() },
            history: self.history_for(seat),
            result,
            diagram: Some(self.diagram(seat)),
            board: self.board(seat),
        }
    }

    /// Codes still possible in round `i` (`None` for very big variants).
    fn remaining(&self, i: usize) -> Option<u64> {
        (self.config.variant.all_codes() <= COUNT_LIMIT).then(|| self.rounds[i].round.candidates(0).0)
    }

    fn feedback_json(&self, f: Feedback) -> Value {
        let v = &self.config.variant;
        match v.feedback {
            FeedbackRule::Count => {
                let (right, elsewhere) = f.count_parts();
                json!({"text": f.display(v).to_string(), "right": right, "elsewhere": elsewhere})
            }
            FeedbackRule::Positional => {
                let marks: Vec<&str> = f.marks(v.pegs).iter().map(|m| m.word()).collect();
                json!({"text": f.display(v).to_string(), "right": f.right(v.feedback, v.pegs), "marks": marks})
            }
        }
    }

    /// Structured state for a graphical board (`kind` `mastermind`), as
    /// `viewer` may see it: every code as its colours from 1 (`pegs`), a
    /// secret only for the seat allowed to know it.
    fn board(&self, viewer: Option<Seat>) -> Value {
        let v = &self.config.variant;
        let last = self.rounds.len() - 1;
        let rounds: Vec<Value> = self
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let guesses: Vec<Value> = r
                    .round
                    .history()
                    .iter()
                    .map(|&(g, f)| json!({"guess": g.to_string(), "pegs": pegs(&g), "feedback": self.feedback_json(f)}))
                    .collect();
                json!({
                    "number": i + 1,
                    "maker": r.maker,
                    "breaker": r.breaker(),
                    "making": r.making.map(Making::name),
                    "guesses": guesses,
                    "pending": r.pending.map(|g| g.to_string()),
                    "pending_pegs": r.pending.map(|g| pegs(&g)),
                    "over": r.over(),
                    "won": r.over() && r.round.is_won(),
                    "score": r.score(),
                    "secret": self.visible_secret(i, viewer).map(|c| c.to_string()),
                    "secret_pegs": self.visible_secret(i, viewer).map(|c| pegs(&c)),
                    "remaining": if i == last { self.remaining(i) } else { None },
                })
            })
            .collect();
        let [a, b] = self.scores();
        json!({
            "kind": "mastermind",
            "variant": {
                "pegs": v.pegs, "colors": v.colors, "repeats": v.repeats, "guess_repeats": v.guess_repeats,
                "feedback": v.feedback.name(), "max_guesses": v.max_guesses,
            },
            "rounds_total": self.config.rounds,
            "round": self.rounds.len(),
            "phase": match self.phase() {
                Phase::Make => "make",
                Phase::Guess => "guess",
                Phase::Answer => "answer",
                Phase::Over => "over",
            },
            "rounds": rounds,
            "scores": {"first": a, "second": b},
            "remaining": self.remaining(last),
        })
    }

    /// The board drawn for a terminal, as `viewer` may see it.
    fn diagram(&self, viewer: Option<Seat>) -> String {
        let v = &self.config.variant;
        let mut out = String::new();
        for (i, r) in self.rounds.iter().enumerate() {
            let (m, b) = (seat_name(r.maker), seat_name(r.breaker()));
            let code = match self.visible_secret(i, viewer) {
                Some(c) => c.to_string(),
                None if r.making == Some(Making::Adversary) && !r.over() => "(the adversary has not committed)".into(),
                None if r.making == Some(Making::ByHand) && !r.over() => "(in the maker's head)".into(),
                None if r.making.is_none() => "(not made yet)".into(),
                None if r.over() => "(not told)".into(),
                None => "?".repeat(v.pegs),
            };
            out.push_str(&format!("Round {} of {}: {m} makes, {b} breaks — code {code}\n", i + 1, self.config.rounds));
            for (k, &(g, f)) in r.round.history().iter().enumerate() {
                out.push_str(&format!("  {:>2}. {g}  {}   {}\n", k + 1, f.display(v), f.words(v)));
            }
            if let Some(g) = r.pending {
                out.push_str(&format!("  {:>2}. {g}  (waiting for {m}'s answer)\n", r.round.history().len() + 1));
            }
            match r.score() {
                Some(s) if r.round.is_won() => {
                    out.push_str(&format!("  {b} broke the code in {s} guess{}.\n", if s == 1 { "" } else { "es" }))
                }
                Some(s) => out.push_str(&format!("  {b} did not break the code: scores {s}.\n")),
                None if r.making.is_some() => {
                    let left = r.round.guesses_left();
                    match self.remaining(i) {
                        Some(n) => out.push_str(&format!("  {left} guesses left; {n} codes still possible.\n")),
                        None => out.push_str(&format!("  {left} guesses left.\n")),
                    }
                }
                None => {}
            }
        }
        let [a, b] = self.scores().map(|s| s.map_or("-".to_string(), |n| n.to_string()));
        out.push_str(&format!("Guesses used as breaker: A {a}, B {b}. "));
        out.push_str(match v.feedback {
            FeedbackRule::Count => "Marks: B right place, W wrong place.",
            FeedbackRule::Positional => "Marks: + right place, o elsewhere, - absent.",
        });
        out
    }
}

/// A code to show as an example: `1234`.
pub(super) fn example(pegs: usize, colors: usize) -> String {
    (0..pegs).map(|i| char::from(b'1' + (i % colors.min(9)) as u8)).collect()
}
