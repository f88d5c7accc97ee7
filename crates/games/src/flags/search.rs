//! Exhaustive checks of the champions on a rational grid: every strategy of
//! one side whose flags lie on the points k/q, against the other side's
//! champion (which may play off the grid).
//!
//! What a check shows: no strategy on the grid beats the champion. It proves
//! nothing about flags off the grid (the text's proof covers those); it would
//! catch a mistake in the strategy or in its implementation.

use super::{FlagsGame, FlagsPosition, first_champion, fmt_q, ratio, second_champion, territory};
use crate::error::GameError;
use crate::flags::words::FlagsMsg;
use ludoteca_core::{Control, Msg, Player};
use num_rational::BigRational;

/// The result of a grid check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridCheck {
    /// Flags per team.
    pub n: u64,
    /// The grid: the searched side plays on the points k/q.
    pub q: u64,
    /// Finished games examined (one per strategy line of the searched side).
    pub games: u64,
    /// The champion's worst margin over them (B's margin for
    /// [`check_second`], −(B's margin) for [`check_first`]).
    pub worst: BigRational,
    /// A finished game with that worst margin.
    pub worst_game: FlagsPosition,
}

impl GridCheck {
    /// `n = 3, q = 24: 506 games, worst margin 1/48 after A:0 B:1/3 …`.
    #[must_use]
    pub fn describe(&self) -> String {
        let flags: Vec<String> =
            self.worst_game.flags.iter().map(|f| format!("{}:{}", f.owner.letter(), fmt_q(&f.at))).collect();
        format!(
            "n = {}, grid 1/{}: {} games, the champion's worst margin {} in {}",
            self.n,
            self.q,
            self.games,
            fmt_q(&self.worst),
            flags.join(" ")
        )
    }
}

struct Walk<'a, 'c> {
    g: &'a FlagsGame,
    q: u64,
    /// The side whose every grid move is tried.
    searched: Player,
    games: u64,
    worst: Option<(BigRational, FlagsPosition)>,
    ctl: &'a Control<'c>,
}

impl Walk<'_, '_> {
    fn go(&mut self, p: &mut FlagsPosition) -> Result<(), GameError> {
        if self.g.over(p) {
            self.games += 1;
            let t = territory(self.g.n, p);
            let m = match self.searched {
                Player::First => self.g.margin_b(&t),
                Player::Second => -self.g.margin_b(&t),
            };
            if self.worst.as_ref().is_none_or(|(w, _)| &m < w) {
                self.worst = Some((m, p.clone()));
            }
            if self.games.is_multiple_of(4096) {
                self.ctl.check()?;
            }
            return Ok(());
        }
        let mover = p.mover();
        if mover == self.searched {
            // By rotation, A's first flag is on 0 (both champions are
            // rotation-equivariant: they measure everything from A's first flag).
            let points: Vec<BigRational> = if p.flags.is_empty() {
                vec![ratio(0, 1)]
            } else {
                (0..self.q).map(|k| ratio(k as i64, self.q as i64)).filter(|x| !p.occupied(x)).collect()
            };
            if points.is_empty() {
                return Err(GameError::too_large(FlagsMsg::FlGridTooCoarse { q: self.q, n: self.g.n }));
            }
            for x in points {
                p.flags.push(super::Flag { at: x, owner: mover });
                self.go(p)?;
                p.flags.pop();
            }
            Ok(())
        } else {
            let x = match mover {
                Player::First => first_champion(self.g, p),
                Player::Second => second_champion(self.g, p),
            };
            if !self.g.is_legal(p, &x) {
                return Err(GameError::unsupported(ludoteca_core::Msg::ErrInternal {
                    detail: format!(
                        "the champion chose an illegal flag {} after {:?}",
                        fmt_q(&x),
                        p.flags.iter().map(|f| fmt_q(&f.at)).collect::<Vec<_>>()
                    ),
                }));
            }
            p.flags.push(super::Flag { at: x, owner: mover });
            let r = self.go(p);
            p.flags.pop();
            r
        }
    }
}

fn walk(g: &FlagsGame, q: u64, searched: Player, ctl: &Control) -> Result<GridCheck, GameError> {
    if q == 0 {
        return Err(GameError::bad_param("grid", "0", Msg::from(FlagsMsg::FlGrid)));
    }
    let mut w = Walk { g, q, searched, games: 0, worst: None, ctl };
    w.go(&mut FlagsPosition::new())?;
    let (worst, worst_game) = w.worst.expect("at least one game");
    Ok(GridCheck { n: g.n, q, games: w.games, worst, worst_game })
}

/// Every A strategy with flags on the grid k/q (the first on 0, by rotation)
/// against B's champion; `worst` is B's smallest winning margin (positive:
/// the champion won every game).
pub fn check_second(g: &FlagsGame, q: u64, ctl: &Control) -> Result<GridCheck, GameError> {
    walk(g, q, Player::First, ctl)
}

/// Every B strategy with flags on the grid k/q against A's champion (the
/// ε-strategy); `worst` is −(B's largest margin): je-26 holds on the grid
/// when `worst > −ε`.
pub fn check_first(g: &FlagsGame, q: u64, ctl: &Control) -> Result<GridCheck, GameError> {
    walk(g, q, Player::Second, ctl)
}
