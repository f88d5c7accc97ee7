//! *Erdös Latino* (id `erdos-latino`) in the catalogue: its parameters, read
//! once for the rules page and for the match (`ludoteca-play`), and an
//! [`Entry`](crate::Entry) over the engine `ludoteca-erdos`. Version II
//! (complete information) is refereed through text and `outcome` answers it
//! exactly on small positions with the engine's solver; versions I (chance)
//! and III (hidden hands) are played by the match driver, and their win/lose
//! analyses refuse with one sentence.

mod board;
mod certificate;
mod descriptor;
mod distribute;
pub use descriptor::{FAMILY, RULES};

mod entry;
pub mod moves;
mod solve;
mod value;
pub mod words;

pub use entry::ErdosEntry;
pub use solve::ErdosSolveReport;

use crate::erdos::words::ErdosMsg;
use crate::error::GameError;
use crate::params::Params;
use ludoteca_core::Msg;
use ludoteca_erdos::{Rules, Simultaneous, Version};

/// The computer's players, by name (`strategy=`).
pub const STRATEGIES: &[&str] = &["champion", "mirror", "random"];

/// One-line summary.
pub const SUMMARY: &str = crate::content!("erdos", "erdos-latino").summary.en();

/// The statement, after the seed.
pub const STATEMENT: &str = CONTENT.statement.en();

/// Erdös Latino's summary and statement in every language.
const CONTENT: crate::family::Content = crate::content!("erdos", "erdos-latino");

/// Everything an Erdös Latino game or match is set up with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErdosConfig {
    /// The rules (size, run, simultaneous, version, open hands).
    pub rules: Rules,
    /// The computer's player: `champion`, `mirror` or `random`.
    pub strategy: &'static str,
    /// The champion's positions per move (`None`: its time budget only).
    pub budget: Option<u64>,
    /// The seed of the match's chance, when given as a parameter.
    pub seed: Option<u64>,
}

fn bad(name: &str, value: &str, expected: Msg) -> GameError {
    GameError::bad_param(name, value, expected)
}

/// The Erdös Latino engine's refusal as a message: what was wrong and what is
/// accepted, in every language.
#[must_use]
pub fn refusal(e: &ludoteca_erdos::Error) -> Msg {
    use ludoteca_core::i18n::detail as one_line;
    use ludoteca_erdos::Error as E;
    match e {
        E::BadRules(detail) => Msg::from(ErdosMsg::ErBadRules { detail: one_line(detail) }),
        E::BadMove(text) => Msg::from(ErdosMsg::ErBadMove { text: text.into() }),
        E::OffBoard { square, last, size } => {
            Msg::from(ErdosMsg::ErOffBoard { square: square.clone(), last: *last, size: u64::from(*size) })
        }
        E::BadNumber { number, size } => {
            Msg::from(ErdosMsg::ErBadNumber { number: u64::from(*number), size: u64::from(*size) })
        }
        E::Occupied { square, number } => {
            Msg::from(ErdosMsg::ErOccupied { square: square.clone(), number: u64::from(*number) })
        }
        E::RowRepeat { number, row, at } => {
            Msg::from(ErdosMsg::ErRowRepeat { number: u64::from(*number), row: u64::from(*row), at: at.clone() })
        }
        E::ColumnRepeat { number, column, at } => {
            Msg::from(ErdosMsg::ErColumnRepeat { number: u64::from(*number), column: *column, at: at.clone() })
        }
        E::NotInHand { number, hand } => {
            Msg::from(ErdosMsg::ErNotInHand { number: u64::from(*number), hand: hand.clone() })
        }
        E::NotDrawn { number, drawn } => {
            Msg::from(ErdosMsg::ErNotDrawn { number: u64::from(*number), drawn: u64::from(*drawn) })
        }
        E::GameOver => Msg::from(ErdosMsg::ErGameOver),
        E::BadPosition { text, reason } => {
            Msg::from(ErdosMsg::ErBadPosition { text: text.into(), reason: one_line(reason) })
        }
        E::BadDeal(detail) => Msg::from(ErdosMsg::ErBadDeal { detail: one_line(detail) }),
        other => Msg::EngineRefuses { detail: one_line(&other.to_string()) },
    }
}

impl ErdosConfig {
    /// Reads the parameters of the descriptor; every refusal says what is accepted.
    pub fn from_params(id: &str, params: &Params) -> Result<ErdosConfig, GameError> {
        FAMILY.check(id, params)?;
        let mut rules = Rules::default();
        // Size first: `run` is checked against it.
        for key in ["size", "run", "simultaneous", "version", "open-hands"] {
            if let Some(v) = params.get(key) {
                rules.set(key, v).map_err(|_| {
                    let expected = match key {
                        "size" => Msg::from(ErdosMsg::ErSize),
                        "run" => Msg::from(ErdosMsg::ErRun { size: u64::from(rules.size) }),
                        "simultaneous" => Msg::from(ErdosMsg::ErSimultaneous),
                        "version" => Msg::from(ErdosMsg::ErVersion),
                        _ => Msg::AccBool,
                    };
                    bad(key, v, expected)
                })?;
            }
        }
        let strategy = match params.get("strategy") {
            None => "champion",
            Some(s) => STRATEGIES
                .iter()
                .copied()
                .find(|n| n.eq_ignore_ascii_case(s.trim()))
                .ok_or_else(|| bad("strategy", s, Msg::from(ErdosMsg::ErStrategy)))?,
        };
        let budget = params.u64_in("budget", 100, 1_000_000_000)?;
        let seed = match params.get("seed") {
            None => None,
            Some(s) => Some(crate::params::parse_u64(s).ok_or_else(|| bad("seed", s, Msg::AccWholeAny))?),
        };
        Ok(ErdosConfig { rules, strategy, budget, seed })
    }

    /// The rules in words for this configuration: the rulings, the versions,
    /// the notation, the parameters and what is known.
    pub fn rules_text(&self, lang: ludoteca_core::Lang) -> String {
        use self::RULES as T;
        let r = &self.rules;
        let n = r.size;
        let last = (b'a' + n - 1) as char;
        let sim = T.get(
            lang,
            match r.simultaneous {
                Simultaneous::Mover => "mover",
                Simultaneous::Opponent => "opponent",
            },
        );
        let first_hand = (u32::from(n) * u32::from(n)).div_ceil(2);
        let second_hand = u32::from(n) * u32::from(n) - first_hand;
        let version = T.get(
            lang,
            match r.version {
                Version::I => "version-i",
                Version::II => "version-ii",
                Version::III if r.open_hands => "version-iii-open",
                Version::III => "version-iii",
            },
        );
        let run = r.run;
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n{}\n\n{}\n\n{}",
            CONTENT.statement.get(lang),
            T.fill(lang, "this-game", &[("n", &n), ("run", &run), ("sim", &sim), ("version", &version)]),
            T.fill(lang, "notation", &[("n", &n), ("last", &last)]),
            T.get(lang, "moves"),
            T.fill(lang, "conquests", &[("run", &run), ("sim", &sim)]),
            T.get(lang, "end"),
            T.fill(lang, "versions", &[("first_hand", &first_hand), ("second_hand", &second_hand)]),
            FAMILY.parameters_paragraph(lang, &self.in_force()),
            T.get(lang, "mirror"),
            T.get(lang, "known"),
            T.fill(lang, "commands", &[("exact", &entry::EXACT_EMPTIES)]),
        )
    }

    /// The parameters this configuration stands for, as the rules show them.
    fn in_force(&self) -> Params {
        let r = &self.rules;
        let mut p = Params::new();
        p.set("size", &r.size.to_string());
        p.set("run", &r.run.to_string());
        p.set("simultaneous", if r.simultaneous == Simultaneous::Mover { "mover" } else { "opponent" });
        p.set("version", &r.version.to_string());
        p.set("open-hands", &r.open_hands.to_string());
        p.set("strategy", self.strategy);
        if let Some(b) = self.budget {
            p.set("budget", &b.to_string());
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(p: &[&str]) -> Result<ErdosConfig, GameError> {
        ErdosConfig::from_params("erdos-latino", &Params::parse(p.iter().copied()).unwrap())
    }

    #[test]
    fn defaults_settings_and_refusals() {
        let c = config(&[]).unwrap();
        assert_eq!((c.rules, c.strategy, c.budget, c.seed), (Rules::default(), "champion", None, None));
        let c = config(&["size=4", "run=4", "version=III", "open_hands=true", "strategy=Mirror", "seed=9"]).unwrap();
        assert_eq!((c.rules.size, c.rules.run, c.rules.version, c.rules.open_hands), (4, 4, Version::III, true));
        assert_eq!((c.strategy, c.seed), ("mirror", Some(9)));
        for (p, needle) in [
            ("size=8", "from 3 to 7"),
            ("run=9", "from 2 to 7"),
            ("version=IV", "I (with luck"),
            ("simultaneous=both", "mover (the player who moved), opponent"),
            ("open_hands=maybe", "true or false"),
            ("strategy=luck", "champion (the champion), mirror"),
            ("budget=5", "from 100"),
            ("misere=true", "unknown parameter"),
        ] {
            let e = config(&[p]).unwrap_err().to_string();
            assert!(e.contains(needle), "{p}: {e}");
        }
        let text = config(&["size=3", "version=III"]).unwrap().rules_text(ludoteca_core::Lang::EN);
        for needle in ["c3=5", "5 to First", "4 to Second", "simultaneous=mover|opponent", "open-hands", "solve"] {
            assert!(text.contains(needle), "{needle}: {text}");
        }
    }
}
