//! The computer at the Mastermind table: its moves as maker and breaker,
//! the hint and the analysis — all computed from the public guesses and
//! answers, never from a secret.

use super::{MastermindMatch, Phase, illegal, mix};
use crate::{Hint, Match, PlayError, Seat};
use ludoteca_core::i18n::Decimal;
use ludoteca_core::{Lang, Msg};
use ludoteca_games::mastermind::MakerStyle;
use ludoteca_games::mastermind::words::MastermindMsg;
use ludoteca_mastermind::{Breaker, Code, Control, Engine, Error, Partition, Role, ScoredGuess, Strategy, Turn};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Time an exact strategy may take in a hint.
const EXACT_BUDGET: Duration = Duration::from_millis(200);
/// Heuristics score every guess against every candidate; above this many
/// pairs they are skipped (hint) or replaced by a random possible code (champion).
const HEURISTIC_WORK: u64 = 400_000_000;
/// Up to this many remaining codes, a hint lists them.
const LIST_CODES: usize = 20;
/// Best guesses shown per strategy.
const PER_STRATEGY: usize = 3;

/// Runs `work` with a cancel flag raised after `budget`.
fn with_budget<T>(budget: Duration, work: impl FnOnce(&Control) -> T) -> T {
    let cancel = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            let end = ludoteca_core::control::later(Instant::now(), budget);
            while Instant::now() < end && !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
            }
            cancel.store(true, Ordering::Relaxed);
        });
        let out = work(&Control::with_cancel(&cancel));
        done.store(true, Ordering::Relaxed);
        out
    })
}

fn engine_error(e: Error) -> PlayError {
    PlayError::unsupported(MastermindMsg::MmAnalysisFailed { why: Box::new(ludoteca_games::mastermind::refusal(&e)) })
}

impl MastermindMatch {
    fn history_now(&self) -> &[Turn] {
        self.current().round.history()
    }

    /// The breaking strategy of this round (`random-consistent` seeded by
    /// the match's seed and the round).
    fn strategy(&self, s: Strategy) -> Strategy {
        s.with_seed(mix(self.seed ^ self.rounds.len() as u64))
    }

    /// Whether the heuristics can score every guess in reasonable time.
    fn heuristics_fit(&self, eng: &Engine, remaining: usize) -> bool {
        (eng.space().guesses().len() as u64).saturating_mul(remaining as u64) <= HEURISTIC_WORK
    }

    /// The champion's move for the seat to move.
    pub(super) fn champion(&self, budget: Duration) -> Result<String, PlayError> {
        match self.phase() {
            Phase::Over => Err(PlayError::Over),
            Phase::Make => Ok(match self.config.maker {
                MakerStyle::Random => "random".into(),
                MakerStyle::Chosen => {
                    format!("secret {}", self.config.secret.map(|c| c.to_string()).unwrap_or_default())
                }
                MakerStyle::Adversarial => "adversary".into(),
            }),
            Phase::Answer => {
                // A consistent answer keeping the most codes (the adversary's).
                let (p, _) = self.pending_partition()?;
                let win = ludoteca_mastermind::Feedback::win(self.config.variant.feedback, self.config.variant.pegs);
                let top = p.classes.first().map_or(0, |c| c.size);
                let best = p.classes.iter().filter(|c| c.size == top).find(|c| c.packed != win).or(p.classes.first());
                best.map(|c| c.feedback.clone()).ok_or_else(|| PlayError::unsupported(MastermindMsg::MmNoAnswerFits))
            }
            Phase::Guess => {
                let eng = self.engine()?;
                let history = self.history_now();
                let remaining = eng.candidate_positions(history).map_err(engine_error)?.len();
                let mut s = self.strategy(self.config.strategy);
                if !s.is_exact() && !self.heuristics_fit(&eng, remaining) {
                    s = self.strategy(Strategy::RandomConsistent { seed: 0 });
                }
                let guess = if s.is_exact() {
                    match with_budget(budget, |ctl| Breaker::new(&eng, s).next_guess(history, ctl)) {
                        Err(Error::Cancelled) if self.heuristics_fit(&eng, remaining) => {
                            Breaker::new(&eng, Strategy::Knuth).next_guess(history, &Control::none())
                        }
                        Err(Error::Cancelled) => {
                            Breaker::new(&eng, self.strategy(Strategy::RandomConsistent { seed: 0 }))
                                .next_guess(history, &Control::none())
                        }
                        other => other,
                    }
                } else {
                    Breaker::new(&eng, s).next_guess(history, &Control::none())
                };
                Ok(guess.map_err(engine_error)?.to_string())
            }
        }
    }

    /// The partition of the pending guess (a hand-answering maker's turn).
    fn pending_partition(&self) -> Result<(Partition, Code), PlayError> {
        let eng = self.engine()?;
        let g = self.current().pending.ok_or(PlayError::Over)?;
        Ok((eng.partition(self.history_now(), g).map_err(engine_error)?, g))
    }

    /// The hint for the seat to move, its words in `lang`.
    pub(super) fn advice(&self, lang: Lang) -> Result<Hint, PlayError> {
        let r = self.current();
        let (m, b) = (r.maker.letter(), r.breaker().letter());
        let round = self.rounds.len() as u64;
        match self.phase() {
            Phase::Over => Err(PlayError::Over),
            Phase::Make => {
                let secrets = self.config.variant.secret_count();
                let text = Msg::from(MastermindMsg::MmHintMake { maker: m, breaker: b, round, secrets }).render(lang);
                Ok(Hint {
                    summary: Msg::from(MastermindMsg::MmHintMakeSummary { maker: m, round }).render(lang),
                    good_moves: vec!["random".into()],
                    good_data: vec![self.move_data("random")],
                    explanation: text.clone(),
                    notation: String::new(),
                    detail: json!({"role": "maker", "phase": "make", "secrets": secrets, "text": text}),
                })
            }
            Phase::Answer => {
                let (p, g) = self.pending_partition()?;
                let answers: Vec<Msg> = p
                    .classes
                    .iter()
                    .map(|c| Msg::from(MastermindMsg::MmAnswerCodes { feedback: c.feedback.clone(), n: c.size as u64 }))
                    .collect();
                let text = Msg::from(MastermindMsg::MmHintAnswer { guess: g.to_string(), answers }).render(lang);
                Ok(Hint {
                    summary: Msg::from(MastermindMsg::MmHintAnswerSummary {
                        n: p.classes.len() as u64,
                        guess: g.to_string(),
                    })
                    .render(lang),
                    good_moves: p.classes.iter().map(|c| c.feedback.clone()).collect(),
                    good_data: p.classes.iter().map(|c| self.move_data(&c.feedback)).collect(),
                    explanation: text.clone(),
                    notation: String::new(),
                    detail: json!({"role": "maker", "phase": "answer", "guess": g.to_string(), "answers": p.classes, "text": text}),
                })
            }
            Phase::Guess => self.breaker_hint(lang),
        }
    }

    /// The breaker's hint: the codes still possible and each strategy's best guesses.
    fn breaker_hint(&self, lang: Lang) -> Result<Hint, PlayError> {
        let eng = self.engine()?;
        let history = self.history_now();
        let cands = eng.candidates(history).map_err(engine_error)?;
        let n = cands.len();
        let heuristics = self.heuristics_fit(&eng, n);
        let mut order = vec![self.config.strategy];
        order.extend(Strategy::all(0).into_iter().filter(|s| s.name() != self.config.strategy.name()));
        let (mut rows, mut lines, mut good) = (Vec::new(), Vec::new(), Vec::<String>::new());
        for s in order {
            let s = self.strategy(s);
            let ranked: Result<Vec<ScoredGuess>, Error> = if s.is_exact() {
                with_budget(EXACT_BUDGET, |ctl| Breaker::new(&eng, s).rank(history, PER_STRATEGY, ctl))
            } else if heuristics || matches!(s, Strategy::RandomConsistent { .. }) {
                Breaker::new(&eng, s).rank(history, PER_STRATEGY, &Control::none())
            } else {
                Err(Error::TooLarge(format!("{n} codes × every guess is too much work for a hint")))
            };
            let name = s.name().to_string();
            match ranked {
                Ok(list) => {
                    let best: Vec<Msg> = list
                        .iter()
                        .map(|g| {
                            Msg::from(MastermindMsg::MmScored {
                                guess: g.guess.to_string(),
                                score: Decimal::trimmed(g.score, 3),
                                possible: g.consistent.then(|| Box::new(Msg::from(MastermindMsg::MmPossible))),
                            })
                        })
                        .collect();
                    lines.push(
                        Msg::from(MastermindMsg::MmStrategyLine { name, meaning: Box::new(meaning(s)), best })
                            .render(lang),
                    );
                    if let Some(first) = list.first().map(|g| g.guess.to_string())
                        && !good.contains(&first)
                    {
                        good.push(first);
                    }
                    let best: Vec<Value> = list
                        .iter()
                        .map(|g| json!({"guess": g.guess.to_string(), "score": g.score, "consistent": g.consistent, "worst": g.worst, "classes": g.classes}))
                        .collect();
                    rows.push(json!({"strategy": s.name(), "meaning": s.score_meaning(), "best": best}));
                }
                Err(e) => {
                    let why = match e {
                        Error::Cancelled => Msg::from(MastermindMsg::MmStrategyTimeout {
                            name,
                            game: super::GAME.into(),
                            ms: EXACT_BUDGET.as_millis() as u64,
                        }),
                        Error::TooLarge(_) => Msg::from(MastermindMsg::MmStrategyTooMuch { name, n: n as u64 }),
                        other => Msg::Untranslated { text: format!("{} — {other}", s.name()) },
                    };
                    let why = why.render(lang);
                    lines.push(why.clone());
                    rows.push(json!({"strategy": s.name(), "meaning": s.score_meaning(), "skipped": why}));
                }
            }
        }
        if n == 1 {
            good = vec![cands[0].to_string()];
        }
        let listed: Vec<String> =
            if n <= LIST_CODES { cands.iter().map(Code::to_string).collect() } else { Vec::new() };
        let v = &self.config.variant;
        let summary = Msg::from(MastermindMsg::MmHintBreakerSummary {
            n: n as u64,
            nth: (history.len() + 1) as u64,
            max: v.max_guesses as u64,
            codes: if listed.is_empty() { String::new() } else { format!(": {}", listed.join(", ")) },
        })
        .render(lang);
        let text = format!("{summary}\n{}", lines.join("\n"));
        let explanation = good
            .first()
            .map(|g| Msg::from(MastermindMsg::MmHintBreaker { best: g.clone() }).render(lang))
            .unwrap_or_default();
        Ok(Hint {
            summary,
            good_data: good.iter().map(|m| self.move_data(m)).collect(),
            good_moves: good,
            // One sentence for the student; each strategy's scores for the teacher.
            explanation,
            notation: lines.join("\n"),
            detail: json!({
                "role": "breaker", "phase": "guess", "round": self.rounds.len(), "guess_number": history.len() + 1,
                "remaining": n, "codes": listed, "strategies": rows, "text": text,
            }),
        })
    }

    /// `analysis`: the empty question gives the hint's detail (to the seat to
    /// move or a spectator); a code gives the classes it would split the
    /// remaining codes into (to the round's breaker or a spectator).
    pub(super) fn analyse(&self, seat: Option<Seat>, question: &str) -> Result<Value, PlayError> {
        let q = question.trim();
        let Some(turn) = self.to_move() else { return Err(PlayError::Over) };
        if q.is_empty() {
            if let Some(s) = seat
                && s != turn
            {
                return Err(PlayError::NotYourTurn(s, turn));
            }
            return Ok(self.advice(Lang::EN)?.detail);
        }
        let r = self.current();
        if let Some(s) = seat
            && s != r.breaker()
        {
            return Err(PlayError::unsupported(MastermindMsg::MmClassesForBreaker {
                breaker: r.breaker().letter().to_string(),
            }));
        }
        let v = &self.config.variant;
        let guess = Code::parse(q, v, Role::Guess).map_err(|e| illegal(q, &e))?;
        let eng = self.engine()?;
        let p = eng.partition(self.history_now(), guess).map_err(engine_error)?;
        let n = p.candidates;
        let expected: f64 = p.classes.iter().map(|c| (c.size * c.size) as f64).sum::<f64>() / n.max(1) as f64;
        let classes: Vec<String> = p.classes.iter().map(|c| format!("{} {}", c.feedback, c.size)).collect();
        let text = format!(
            "{guess} would split the {n} codes still possible into {} classes: {} (largest {}, expected size {:.2}); {}.",
            p.classes.len(),
            classes.join(", "),
            p.worst(),
            expected,
            if p.consistent { "it is itself a possible code" } else { "it is not itself a possible code" }
        );
        // Each class's answer as data (its marks) with its size: what the
        // board's chart draws, never reading the answer's text.
        let answers: Vec<serde_json::Value> = p
            .classes
            .iter()
            .map(|c| {
                let mut x = self.move_data(&c.feedback);
                x["count"] = c.size.into();
                x
            })
            .collect();
        Ok(json!({
            "question": guess.to_string(), "remaining": n, "partition": p, "worst": p.worst(), "answers": answers,
            "classes": p.classes.len(), "expected_size": expected, "text": text,
        }))
    }
}

/// What a strategy's score means, in words of the message tables.
fn meaning(s: Strategy) -> Msg {
    match s {
        Strategy::Knuth => Msg::from(MastermindMsg::MmMeaningKnuth),
        Strategy::Entropy => Msg::from(MastermindMsg::MmMeaningEntropy),
        Strategy::MostParts => Msg::from(MastermindMsg::MmMeaningMostParts),
        Strategy::ExpectedSize => Msg::from(MastermindMsg::MmMeaningExpectedSize),
        Strategy::RandomConsistent { .. } => Msg::from(MastermindMsg::MmMeaningRandom),
        Strategy::OptimalWorst => Msg::from(MastermindMsg::MmMeaningOptimalWorst),
        Strategy::OptimalAverage => Msg::from(MastermindMsg::MmMeaningOptimalAverage),
    }
}
