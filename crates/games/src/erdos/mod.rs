//! *Erdös Latino* (id `erdos-latino`) in the catalogue: its parameters, read
//! once for the rules page and for the match (`ludoteca-play`), and an
//! [`Entry`](crate::Entry) over the engine `ludoteca-erdos`. Version II
//! (complete information) is refereed through text and `outcome` answers it
//! exactly on small positions with the engine's solver; versions I (chance)
//! and III (hidden hands) are played by the match driver, and their win/lose
//! analyses refuse with one sentence.

mod board;
mod descriptor;
pub use descriptor::FAMILY;

mod entry;
mod solve;

pub use entry::ErdosEntry;
pub use solve::ErdosSolveReport;

use crate::error::GameError;
use crate::params::Params;
use ludoteca_core::Msg;
use ludoteca_erdos::{Rules, Simultaneous, Version};

/// The computer's players, by name (`strategy=`).
pub const STRATEGIES: &[&str] = &["champion", "mirror", "random"];

/// One-line summary.
pub const SUMMARY: &str = crate::content!("erdos-latino").summary.en;

/// The statement, after the seed.
pub const STATEMENT: &str = crate::content!("erdos-latino").statement.en;

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

/// The Erdős engine's refusal as a message: what was wrong and what is
/// accepted, in every language.
#[must_use]
pub fn refusal(e: &ludoteca_erdos::Error) -> Msg {
    use ludoteca_erdos::Error as E;
    match e {
        E::BadRules(detail) => Msg::ErBadRules { detail: detail.clone() },
        E::BadMove(text) => Msg::ErBadMove { text: text.into() },
        E::OffBoard { square, last, size } => {
            Msg::ErOffBoard { square: square.clone(), last: *last, size: u64::from(*size) }
        }
        E::BadNumber { number, size } => Msg::ErBadNumber { number: u64::from(*number), size: u64::from(*size) },
        E::Occupied { square, number } => Msg::ErOccupied { square: square.clone(), number: u64::from(*number) },
        E::RowRepeat { number, row, at } => {
            Msg::ErRowRepeat { number: u64::from(*number), row: u64::from(*row), at: at.clone() }
        }
        E::ColumnRepeat { number, column, at } => {
            Msg::ErColumnRepeat { number: u64::from(*number), column: *column, at: at.clone() }
        }
        E::NotInHand { number, hand } => Msg::ErNotInHand { number: u64::from(*number), hand: hand.clone() },
        E::NotDrawn { number, drawn } => Msg::ErNotDrawn { number: u64::from(*number), drawn: u64::from(*drawn) },
        E::GameOver => Msg::ErGameOver,
        E::BadPosition { text, reason } => Msg::ErBadPosition { text: text.into(), reason: reason.clone() },
        E::BadDeal(detail) => Msg::ErBadDeal { detail: detail.clone() },
        other => Msg::ErEngine { detail: other.to_string() },
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
                        "size" => Msg::ErSize,
                        "run" => Msg::ErRun { size: u64::from(rules.size) },
                        "simultaneous" => Msg::ErSimultaneous,
                        "version" => Msg::ErVersion,
                        _ => Msg::AccBool,
                    };
                    bad(key, v, expected)
                })?;
            }
        }
        let strategy = match params.get("strategy") {
            None => "champion",
            Some(s) => STRATEGIES.iter().copied().find(|n| n.eq_ignore_ascii_case(s.trim())).ok_or_else(|| {
                bad("strategy", s, Msg::ErStrategy)
            })?,
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
    pub fn rules_text(&self) -> String {
        let r = &self.rules;
        let n = r.size;
        let last = (b'a' + n - 1) as char;
        let sim = match r.simultaneous {
            Simultaneous::Mover => "the mover",
            Simultaneous::Opponent => "the mover's opponent",
        };
        let first_hand = (u32::from(n) * u32::from(n)).div_ceil(2);
        let second_hand = u32::from(n) * u32::from(n) - first_hand;
        let version = match r.version {
            Version::I => "I (chance)",
            Version::II => "II (complete information)",
            Version::III if r.open_hands => "III (dealt hands, both visible)",
            Version::III => "III (dealt hands, each hidden from the other player)",
        };
        format!(
            "{STATEMENT}\n\n\
             This game: a {n}×{n} board, the numbers 1..{n} ({n} pieces of each), a run of {run} conquers a column, \
             both runs at once go to {sim}, version {version}.\n\n\
             The board and the notation. Columns a..{last} from left to right; rows 1..{n} from First's edge (A, the \
             bottom) up to Second's edge (B, the top). A square is written like c3, a move like `c3=5` (the number 5 on \
             c3); in version I the number may be left out, `c3` places the number drawn. A position is the rows from \
             the top (row {n}) down to row 1 separated by `/`, one character per square (`.` empty, or its number), then \
             a space and the owner of each column (F First, S Second, . nobody), e.g. `.../.2./1.. F..`. The player to \
             move follows from the number of pieces placed (First moves first).\n\n\
             A move puts a piece on an empty square so that its number appears nowhere else in that row or column (the \
             board is always a partial Latin square). Refused moves leave the game unchanged and say why: a number \
             repeated in the row or column, an occupied square, a number you do not hold (III) or did not draw (I), a \
             square off the board, a move not written as above.\n\n\
             Conquests (our rulings, after the seed and the Erdős–Szekeres hint it gives). A column goes to First when, \
             read from First's edge (bottom to top), some {run} of its pieces — not necessarily adjacent, gaps and other \
             pieces between them allowed — have increasing numbers; to Second when the same holds read from Second's \
             edge (top to bottom). It goes to whoever's run appears FIRST, whoever placed the piece that made it (a \
             careless move can give a column away), and it stays theirs. If one placement makes both players' runs in \
             the same column at once, it goes to {sim} (parameter simultaneous=mover|opponent). The referee reports \
             each conquest with the squares of its run, e.g. \"First conquers column c with c1=1 < c2=3 < c4=5\". By \
             Erdős–Szekeres every full column of 5 or more distinct numbers holds a monotone run of 3, so on 5×5 and \
             larger boards (run 3) every full column is conquered.\n\n\
             The end. A player who must move and has no legal placement loses (\"blocked\"). When the board is full, \
             more conquered columns wins; an equal count is a draw (possible on even boards, or when columns stay \
             unconquered).\n\n\
             Versions (parameter version):\n\
             - II, complete information (default): all pieces face up in a common pool; the mover chooses the number \
             and the square.\n\
             - I, chance: the mover turns over a random piece of the face-down pool (drawn from the match's seed, shown \
             to both players) and must place THAT number; if it fits nowhere, the mover is blocked and loses.\n\
             - III, mixed: the pieces are shuffled and dealt, {first_hand} to First (who, holding more, starts) and \
             {second_hand} to Second; each player sees only their own hand and the size of the other's; the mover \
             places a piece of their hand; no legal placement for any piece in hand means blocked. With \
             open_hands=true both hands are visible. Every piece is dealt, so a player who counts the board and their \
             own hand can tell the other hand; the program never shows it.\n\n\
             {params}\n\
             First's mirror strategy (strategy=mirror) puts the middle number on the centre, then answers every X on \
             (r, c) with n+1−X on (n−1−r, n−1−c), and moves at random when it has no mirror reply. Without budget the \
             champion thinks for its time; the same seed and moves replay the same draws and deal.\n\n\
             Known results (version II, run 3, simultaneous=mover): 3×3 First wins, 4×4 Second wins (both by \
             blocking), 5×5 is unknown. On odd boards the mirror reply always exists, but on 5×5 Second beats the \
             mirror, so it guarantees First nothing.\n\n\
             Commands: `ludoteca play erdos-latino [--param version=III]` (hint, undo, moves; between two people in \
             version III the screen is cleared and the device passed before each turn); `ludoteca solve erdos-latino \
             --param size=4 --json` (the exact value of version II from the empty board, with a progress bar, \
             --checkpoint FILE, --resume FILE, --seconds S); `ludoteca outcome erdos-latino --param size=3 \
             [--position P] --json` (exact, version II, boards up to 4×4 or positions with at most {exact} empty \
             squares).",
            run = r.run,
            params = FAMILY.parameters_paragraph(ludoteca_core::Lang::En, &self.in_force()),
            exact = entry::EXACT_EMPTIES,
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
            ("version=IV", "I (chance"),
            ("simultaneous=both", "mover (the player who moved), opponent"),
            ("open_hands=maybe", "true or false"),
            ("strategy=luck", "champion (the champion), mirror"),
            ("budget=5", "from 100"),
            ("misere=true", "unknown parameter"),
        ] {
            let e = config(&[p]).unwrap_err().to_string();
            assert!(e.contains(needle), "{p}: {e}");
        }
        let text = config(&["size=3", "version=III"]).unwrap().rules_text();
        for needle in ["c3=5", "5 to First", "4 to Second", "simultaneous=mover|opponent", "open-hands", "solve"] {
            assert!(text.contains(needle), "{needle}: {text}");
        }
    }
}
