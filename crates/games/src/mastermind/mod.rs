//! Mastermind / Senha in the catalogue: its parameters, read once for the
//! rules page and for the match (`ludoteca-play`), and an [`Entry`] whose
//! rules work and whose win/lose analyses refuse with one sentence — a game
//! of hidden information is played (`ludoteca play mastermind`) or its
//! strategies measured (`ludoteca solve mastermind`), not tabulated.

mod compare;
mod descriptor;
mod distribute;
mod solve;
pub mod words;
pub use compare::{COMPARE_CODES, EXACT_CODES};
pub use descriptor::{FAMILY, RULES};

use crate::entry::{Entry, Meta};
use crate::error::GameError;
use crate::mastermind::words::MastermindMsg;
use crate::params::Params;
use ludoteca_core::Msg;
use ludoteca_mastermind::{Code, FeedbackRule, Role, Strategy, Variant};

/// One-line summary.
pub const SUMMARY: &str = crate::content!("mastermind", "mastermind").summary.en();

/// The statement, after the seed.
pub const STATEMENT: &str = CONTENT.statement.en();

/// Mastermind's summary and statement in every language.
const CONTENT: crate::family::Content = crate::content!("mastermind", "mastermind");

/// How the computer makes a code when it sits in the maker's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MakerStyle {
    /// A uniformly random secret, drawn from the match's seed.
    Random,
    /// The secret given by the `secret` parameter.
    Chosen,
    /// Never commits: answers each guess so as to keep the most codes possible.
    Adversarial,
}

impl MakerStyle {
    /// The parameter value.
    pub fn name(self) -> &'static str {
        match self {
            MakerStyle::Random => "random",
            MakerStyle::Chosen => "chosen",
            MakerStyle::Adversarial => "adversarial",
        }
    }
}

/// Everything a Mastermind match is set up with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MastermindConfig {
    /// The variant (seed default unless the parameters say otherwise).
    pub variant: Variant,
    /// How the computer makes a code.
    pub maker: MakerStyle,
    /// The computer's secret when `maker=chosen`.
    pub secret: Option<Code>,
    /// The computer breaker's strategy, listed first in hints.
    pub strategy: Strategy,
    /// Rounds in the match (an even number: the players swap each round).
    pub rounds: usize,
    /// The seed of the match's chance, when given as a parameter.
    pub seed: Option<u64>,
}

fn bad(name: &str, value: &str, expected: Msg) -> GameError {
    GameError::bad_param(name, value, expected)
}

/// The Mastermind engine's refusal as a message: what was wrong and what is
/// accepted, in every language.
#[must_use]
pub fn refusal(e: &ludoteca_mastermind::Error) -> Msg {
    use ludoteca_mastermind::Error as E;
    match e {
        E::BadParameter { name, accepted, .. } => match bounds(accepted) {
            Some((min, max)) => Msg::from(MastermindMsg::MmVariant { name: (*name).to_string(), min, max }),
            None => Msg::EngineRefuses { detail: e.to_string() },
        },
        E::WrongLength { text, found, pegs, colors, example } => Msg::from(MastermindMsg::MmWrongLength {
            text: text.into(),
            found: *found as u64,
            pegs: *pegs as u64,
            colors: *colors as u64,
            example: example.clone(),
        }),
        E::UnknownColor { text, found, colors } => {
            Msg::from(MastermindMsg::MmUnknownColor { found: found.into(), text: text.into(), colors: *colors as u64 })
        }
        E::ForbiddenRepeat { text, color, what } => Msg::from(MastermindMsg::MmRepeat {
            text: text.into(),
            color: u64::from(*color),
            secret: if what.contains("secret") { 1 } else { 2 },
        }),
        E::BadFeedback { text, accepted } => Msg::from(MastermindMsg::MmBadAnswer {
            text: text.into(),
            example: accepted
                .split("like ")
                .nth(1)
                .and_then(|r| r.split([' ', ',', ')']).next())
                .unwrap_or("2B1W")
                .to_string(),
        }),
        E::ImpossibleFeedback { guess, feedback, .. } => {
            Msg::from(MastermindMsg::MmImpossible { feedback: feedback.clone(), guess: guess.clone() })
        }
        E::Inconsistent { guess, feedback, culprit, .. } => Msg::from(MastermindMsg::MmInconsistent {
            feedback: feedback.clone(),
            guess: guess.clone(),
            culprit: culprit.clone(),
        }),
        E::RoundOver(_) => Msg::from(MastermindMsg::MmRoundOver),
        E::UnknownStrategy(name) => Msg::from(MastermindMsg::MmStrategy { name: name.into() }),
        other => Msg::EngineRefuses { detail: other.to_string() },
    }
}

/// The range `a..=b` of an engine's "x must be a..=b".
fn bounds(accepted: &str) -> Option<(u64, u64)> {
    let (_, range) = accepted.rsplit_once(' ')?;
    let (a, b) = range.split_once("..=")?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

impl MastermindConfig {
    /// Reads the parameters of the descriptor; every refusal says what is accepted.
    pub fn from_params(id: &str, params: &Params) -> Result<MastermindConfig, GameError> {
        FAMILY.check(id, params)?;
        const MATCH: [&str; 5] = ["maker", "secret", "strategy", "rounds", "seed"];
        let pairs: Vec<(String, &str)> =
            params.iter().filter(|(k, _)| !MATCH.contains(k)).map(|(k, v)| (k.replace('-', "_"), v)).collect();
        let variant = Variant::from_params(pairs.iter().map(|(k, v)| (k.as_str(), *v))).map_err(|e| match e {
            ludoteca_mastermind::Error::BadParameter { name, ref value, .. } => bad(name, value, refusal(&e)),
            ref other => bad("variant", "", refusal(other)),
        })?;
        let maker = match params.get("maker").map(|m| m.trim().to_ascii_lowercase()) {
            None => {
                if params.has("secret") {
                    MakerStyle::Chosen
                } else {
                    MakerStyle::Random
                }
            }
            Some(m) => match m.as_str() {
                "random" => MakerStyle::Random,
                "chosen" => MakerStyle::Chosen,
                "adversarial" | "adversary" => MakerStyle::Adversarial,
                _ => {
                    return Err(bad("maker", &m, Msg::from(MastermindMsg::MmMaker)));
                }
            },
        };
        let secret = match params.get("secret") {
            None => None,
            Some(s) => Some(Code::parse(s, &variant, Role::Secret).map_err(|e| bad("secret", s, refusal(&e)))?),
        };
        if maker == MakerStyle::Chosen && secret.is_none() {
            return Err(bad("maker", "chosen", Msg::from(MastermindMsg::MmChosenNeedsSecret)));
        }
        let strategy = match params.get("strategy") {
            None => Strategy::Knuth,
            Some(s) => Strategy::parse(s).map_err(|e| bad("strategy", s, refusal(&e)))?,
        };
        let rounds = params.u64_in("rounds", 2, 20)?.unwrap_or(2) as usize;
        if !rounds.is_multiple_of(2) {
            return Err(bad("rounds", &rounds.to_string(), Msg::from(MastermindMsg::MmRounds)));
        }
        let seed = match params.get("seed") {
            None => None,
            Some(s) => Some(crate::params::parse_u64(s).ok_or_else(|| bad("seed", s, Msg::AccWholeAny))?),
        };
        Ok(MastermindConfig { variant, maker, secret, strategy, rounds, seed })
    }

    /// The rules in words for this configuration: the feedback rule in
    /// force, the match and its scoring, the notation and the parameters.
    pub fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use self::RULES as T;
        use crate::rules_text::pick;
        let v = &self.variant;
        let example: String = (0..v.pegs).map(|i| char::from(b'1' + (i % v.colors.min(9)) as u8)).collect();
        let positional = v.feedback == FeedbackRule::Positional;
        let feedback_example = T.get(lang, pick(positional, "example-positional", "example-count"));
        format!(
            "{}\n\n{}\n{}\n\n{}\n\n{}\n\n{}\n{}",
            CONTENT.statement.get(lang),
            T.fill(
                lang,
                "this-game",
                &[
                    ("pegs", &v.pegs),
                    ("colors", &v.colors),
                    ("digits", &T.get(lang, pick(v.colors >= 10, "digits-ten", "digits"))),
                    ("srep", &T.get(lang, pick(v.repeats, "may", "may-not"))),
                    ("grep", &T.get(lang, pick(v.guess_repeats, "may", "may-not"))),
                    ("max", &v.max_guesses),
                ]
            ),
            T.get(lang, pick(positional, "feedback-positional", "feedback-count")),
            T.fill(lang, "match", &[("rounds", &self.rounds), ("max", &v.max_guesses), ("fail", &(v.max_guesses + 1))]),
            T.fill(lang, "moves", &[("example", &example), ("feedback_example", &feedback_example)]),
            FAMILY.parameters_paragraph(lang, &self.in_force()),
            T.get(lang, "solve"),
        )
    }

    /// The parameters this configuration stands for, as the rules show them
    /// (the computer's secret left out).
    fn in_force(&self) -> Params {
        let v = &self.variant;
        let mut p = Params::new();
        p.set("pegs", &v.pegs.to_string());
        p.set("colors", &v.colors.to_string());
        p.set("repeats", &v.repeats.to_string());
        p.set("guess-repeats", &v.guess_repeats.to_string());
        p.set("feedback", v.feedback.name());
        p.set("max-guesses", &v.max_guesses.to_string());
        p.set("maker", self.maker.name());
        p.set("strategy", self.strategy.name());
        p.set("rounds", &self.rounds.to_string());
        p
    }
}

/// Mastermind in the catalogue: rules and parameters; the match itself is
/// played by `ludoteca-play`.
pub struct MastermindEntry {
    meta: Meta,
    config: MastermindConfig,
}

impl MastermindEntry {
    /// The entry from its parameters.
    pub fn from_params(
        id: &str,
        params: &Params,
        summary: &str,
        statement: &str,
    ) -> Result<MastermindEntry, GameError> {
        let config = MastermindConfig::from_params(id, params)?;
        Ok(MastermindEntry { meta: Meta::new(id, summary, statement, params), config })
    }

    /// The configuration read from the parameters.
    pub fn config(&self) -> &MastermindConfig {
        &self.config
    }
}

impl Entry for MastermindEntry {
    forward_entry!(meta, exact_solver);

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        self.config.rules(lang)
    }

    fn start(&self) -> String {
        "round 1".into()
    }

    /// Every piece of a match's work stands on the variant's engine
    /// ([`Engine::estimated_bytes`](ludoteca_mastermind::Engine::estimated_bytes):
    /// the codes and, up to 64 MiB, the table of answers), shared by the
    /// matches of one variant, and the codes still possible (four bytes a
    /// secret). Building the engine fills its table (a step a byte); a view
    /// counts the codes still possible (one pass over every code a guess);
    /// a hint or the champion's guess ranks guesses against
    /// them, within [`HEURISTIC_STEPS`] or the champion's budget of time.
    fn cost(&self, work: crate::cost::Work) -> Result<crate::cost::Cost, GameError> {
        use crate::cost::{Cost, STEPS_PER_MS, Work};
        if work == Work::Strategies {
            return self.compare_cost();
        }
        let v = &self.config.variant;
        // Without an engine (a variant past its reach) a match is still
        // played: views list nothing, the champion only makes codes, and
        // nothing is analysed.
        let engine = ludoteca_mastermind::Engine::estimated_bytes(v);
        let listing = v.all_codes().saturating_mul(v.max_guesses.max(1) as u64);
        let Ok(engine) = engine else {
            return match work {
                Work::Moves(_) | Work::Champion(..) => Ok(Cost::SMALL),
                _ => Err(GameError::too_large(MastermindMsg::MmPastEngine {
                    pegs: v.pegs as u64,
                    colors: v.colors as u64,
                })),
            };
        };
        let bytes = engine + 4 * v.secret_count();
        // Building the engine (once per variant) fills its table, a step a byte.
        let listing = listing.saturating_add(engine);
        Ok(match work {
            Work::Moves(_) => Cost::new(bytes, listing),
            Work::Champion(_, budget) => {
                let thinking = (budget.as_millis() as u64).saturating_mul(STEPS_PER_MS);
                Cost::new(bytes, listing.saturating_add(thinking.min(HEURISTIC_STEPS)))
            }
            Work::Outcome(_) => Cost::new(bytes, listing.saturating_add(HEURISTIC_STEPS)),
            _ => Cost::SMALL,
        })
    }

    fn strategies(&self, stop: crate::analyses::Stop<'_>) -> Result<crate::analyses::Comparison, GameError> {
        self.compare(stop)
    }
}

/// The most work a hint's heuristics do before falling back to a random
/// consistent guess (the play crate's limit on guesses × codes).
pub const HEURISTIC_STEPS: u64 = 400_000_000;

#[cfg(test)]
mod tests {
    use super::*;

    fn config(p: &[&str]) -> Result<MastermindConfig, GameError> {
        MastermindConfig::from_params("mastermind", &Params::parse(p.iter().copied()).unwrap())
    }

    #[test]
    fn defaults_classic_and_refusals() {
        let c = config(&[]).unwrap();
        assert_eq!(c.variant, Variant::seed_default());
        assert_eq!((c.maker, c.rounds, c.strategy), (MakerStyle::Random, 2, Strategy::Knuth));
        let c = config(&["variant=classic", "max_guesses=12", "guess-repeats=true"]).unwrap();
        assert_eq!(c.variant, Variant { max_guesses: 12, ..Variant::classic() });
        assert_eq!(config(&["secret=1234"]).unwrap().maker, MakerStyle::Chosen);
        for (p, needle) in [
            ("maker=chosen", "secret=1234"),
            ("secret=1123", "repeats colour 1"),
            ("maker=sly", "random (a random secret), chosen"),
            ("strategy=luck", "knuth"),
            ("rounds=3", "even"),
            ("pegs=12", "from 1 to 8"),
            ("misere=true", "unknown parameter"),
        ] {
            let e = config(&[p]).unwrap_err().to_string();
            assert!(e.contains(needle), "{p}: {e}");
        }
        let rules = config(&["variant=classic"]).unwrap().rules(ludoteca_core::Lang::EN);
        assert!(rules.contains("Count feedback") && rules.contains("10 guesses"), "{rules}");
        assert!(config(&[]).unwrap().rules(ludoteca_core::Lang::EN).contains("Positional feedback"));
    }
}
