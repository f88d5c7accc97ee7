//! Mastermind / Senha in the catalogue: its parameters, read once for the
//! rules page and for the match (`ludoteca-play`), and an [`Entry`] whose
//! rules work and whose win/lose analyses refuse with one sentence — a game
//! of hidden information is played (`ludoteca play mastermind`) or its
//! strategies measured (`ludoteca solve mastermind`), not tabulated.

mod descriptor;
mod solve;
pub use descriptor::FAMILY;

use crate::entry::{Entry, Meta};
use crate::error::GameError;
use crate::params::Params;
use ludoteca_core::Msg;
use ludoteca_mastermind::{Code, FeedbackRule, Role, Strategy, Variant};

/// One-line summary.
pub const SUMMARY: &str = crate::content!("mastermind").summary.en;

/// The statement, after the seed.
pub const STATEMENT: &str = crate::content!("mastermind").statement.en;

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
            Some((min, max)) => Msg::MmVariant { name: (*name).to_string(), min, max },
            None => Msg::ErEngine { detail: e.to_string() },
        },
        E::WrongLength { text, found, pegs, colors, example } => Msg::MmWrongLength {
            text: text.into(),
            found: *found as u64,
            pegs: *pegs as u64,
            colors: *colors as u64,
            example: example.clone(),
        },
        E::UnknownColor { text, found, colors } => {
            Msg::MmUnknownColor { found: found.into(), text: text.into(), colors: *colors as u64 }
        }
        E::ForbiddenRepeat { text, color, what } => Msg::MmRepeat {
            text: text.into(),
            color: u64::from(*color),
            secret: if what.contains("secret") { 1 } else { 2 },
        },
        E::BadFeedback { text, accepted } => Msg::MmBadAnswer {
            text: text.into(),
            example: accepted
                .split("like ")
                .nth(1)
                .and_then(|r| r.split([' ', ',', ')']).next())
                .unwrap_or("2B1W")
                .to_string(),
        },
        E::ImpossibleFeedback { guess, feedback, .. } => {
            Msg::MmImpossible { feedback: feedback.clone(), guess: guess.clone() }
        }
        E::Inconsistent { guess, feedback, culprit, .. } => {
            Msg::MmInconsistent { feedback: feedback.clone(), guess: guess.clone(), culprit: culprit.clone() }
        }
        E::RoundOver(_) => Msg::MmRoundOver,
        E::UnknownStrategy(name) => Msg::MmStrategy { name: name.into() },
        other => Msg::ErEngine { detail: other.to_string() },
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
                    return Err(bad("maker", &m, Msg::MmMaker));
                }
            },
        };
        let secret = match params.get("secret") {
            None => None,
            Some(s) => Some(Code::parse(s, &variant, Role::Secret).map_err(|e| bad("secret", s, refusal(&e)))?),
        };
        if maker == MakerStyle::Chosen && secret.is_none() {
            return Err(bad("maker", "chosen", Msg::MmChosenNeedsSecret));
        }
        let strategy = match params.get("strategy") {
            None => Strategy::Knuth,
            Some(s) => Strategy::parse(s).map_err(|e| bad("strategy", s, refusal(&e)))?,
        };
        let rounds = params.u64_in("rounds", 2, 20)?.unwrap_or(2) as usize;
        if !rounds.is_multiple_of(2) {
            return Err(bad("rounds", &rounds.to_string(), Msg::MmRounds));
        }
        let seed = match params.get("seed") {
            None => None,
            Some(s) => Some(crate::params::parse_u64(s).ok_or_else(|| bad("seed", s, Msg::AccWholeAny))?),
        };
        Ok(MastermindConfig { variant, maker, secret, strategy, rounds, seed })
    }

    /// The rules in words for this configuration: the feedback rule in
    /// force, the match and its scoring, the notation and the parameters.
    pub fn rules(&self) -> String {
        let v = &self.variant;
        let example: String = (0..v.pegs).map(|i| char::from(b'1' + (i % v.colors.min(9)) as u8)).collect();
        let feedback_example = match v.feedback {
            FeedbackRule::Count => "2B1W (also 2,1)",
            FeedbackRule::Positional => "+o-- (one mark per peg, in the order of the pegs)",
        };
        format!(
            "{STATEMENT}\n\n\
             This game: {pegs} pegs, colours 1..{colors} (written as digits; colour 10 is 0), the secret {srep} repeat a colour, \
             a guess {grep} repeat a colour, {max} guesses a round.\n\
             {rule}\n\n\
             The match: {rounds} rounds. In round 1 A (First) makes and B (Second) breaks; the players swap every round. \
             A round's score is the number of guesses its breaker used (a round not broken within {max} guesses scores {fail}). \
             Each player's scores as breaker are added up: fewer guesses wins the match, equal is a draw.\n\n\
             Moves, typed by the seat to move:\n\
             - the maker, at the start of a round: `secret {example}` (a code only the maker sees until the round is over), \
             `random` (the computer draws a secret for the maker), `adversary` (the computer answers every guess so as to keep the most \
             codes possible — it never commits, and the code it reveals at the end fits every answer), or `answer` (the maker answers \
             every guess by hand; an answer that is impossible or contradicts an earlier one is refused with the answer it contradicts);\n\
             - the breaker: a guess, e.g. `{example}` (or `1 2 3 4`);\n\
             - the maker who answers by hand: the answer, e.g. {feedback_example}.\n\
             In a terminal, `hint` gives the remaining codes and the best guesses of every strategy, and `analysis {example}` the \
             classes a guess would split the remaining codes into.\n\n\
             {params}\n\
             `ludoteca solve mastermind --param strategy=S` gives a strategy's statistics over every secret.",
            pegs = v.pegs,
            colors = v.colors,
            srep = if v.repeats { "may" } else { "may not" },
            grep = if v.guess_repeats { "may" } else { "may not" },
            max = v.max_guesses,
            fail = v.max_guesses + 1,
            rule = v.feedback_rule_text(),
            rounds = self.rounds,
            params = FAMILY.parameters_paragraph(ludoteca_core::Lang::En, &self.in_force()),
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

    fn rules(&self) -> String {
        self.config.rules()
    }

    fn start(&self) -> String {
        "round 1".into()
    }
}

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
        let rules = config(&["variant=classic"]).unwrap().rules();
        assert!(rules.contains("Count feedback") && rules.contains("10 guesses"), "{rules}");
        assert!(config(&[]).unwrap().rules().contains("Positional feedback"));
    }
}
