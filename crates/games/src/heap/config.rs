//! A heap game as the catalogue builds it: the rules plus the start, read
//! from `--param` values.

use super::{HeapGame, HeapPosition, Memory, TakeSet};
use crate::error::GameError;
use crate::heap::words::HeapMsg;
use crate::params::Params;
use ludoteca_core::Msg;
use ludoteca_core::Player;

/// The largest amount a take list may name.
pub const MAX_LISTED_TAKE: u64 = 64;

/// How much the first move of a capped game may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// At most this many.
    AtMost(u64),
    /// Anything but the whole heap (Fibonacci nim).
    BelowHeap,
}

/// A heap game with its start and presentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapConfig {
    /// Catalogue id.
    pub id: String,
    /// The rules.
    pub game: HeapGame,
    /// Stones at the start.
    pub heap: u64,
    /// The first move's cap, for capped memories.
    pub opening: Opening,
    /// When set, positions are written as the number said so far, counting up
    /// to this target (game 7, "trinta e um de boca"), instead of stones left.
    pub target: Option<u64>,
    /// The parameters in force.
    pub params: Params,
}

fn bad(name: &str, value: &str, expected: Msg) -> GameError {
    GameError::bad_param(name, value, expected)
}

impl HeapConfig {
    /// Builds the game `id` from `params` (the preset's defaults already merged).
    pub fn from_params(id: &str, params: &Params) -> Result<HeapConfig, GameError> {
        super::FAMILY.check(id, params)?;
        let listed = |name| params.set_in(name, 1, MAX_LISTED_TAKE);
        let (first, second) = (listed("first-takes")?, listed("second-takes")?);
        let any = params.get("take").is_some_and(|t| t.eq_ignore_ascii_case("any"));
        let take = if any { None } else { listed("take")? };
        let memory = match (
            params.choice("forbid", &["none", "opponent-last", "own-last"])?,
            params.choice("limit", &["none", "plus-one", "double", "fibonacci"])?,
        ) {
            (Some("opponent-last"), None | Some("none")) => Memory::ForbidOpponentLast,
            (Some("own-last"), None | Some("none")) => Memory::ForbidOwnLast,
            (None | Some("none"), Some("plus-one")) => Memory::PlusOne,
            (None | Some("none"), Some("double")) => Memory::Double,
            (None | Some("none"), Some("fibonacci")) => Memory::Fibonacci,
            (None | Some("none"), None | Some("none")) => Memory::None,
            (Some(f), Some(l)) => {
                return Err(bad("limit", l, Msg::from(HeapMsg::HpLimitMemory { forbid: f.to_string() })));
            }
            _ => unreachable!("choices are checked"),
        };
        let (takes, partizan) = match (take, first, second) {
            (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
                return Err(bad("take", params.get("take").unwrap_or(""), Msg::from(HeapMsg::HpTakeNotBoth)));
            }
            (Some(t), None, None) => ([TakeSet::of(&t); 2], false),
            (None, Some(a), Some(b)) => ([TakeSet::of(&a), TakeSet::of(&b)], a != b),
            (None, Some(_), None) | (None, None, Some(_)) => {
                return Err(bad(
                    "first-takes",
                    params.get("first-takes").or(params.get("second-takes")).unwrap_or(""),
                    Msg::from(HeapMsg::HpBothTakes),
                ));
            }
            (None, None, None) if any && !(memory.caps() || memory == Memory::Fibonacci) => {
                return Err(bad("take", "any", Msg::from(HeapMsg::HpAnyNeedsCap)));
            }
            (None, None, None) if memory.caps() || memory == Memory::Fibonacci => ([TakeSet::Any; 2], false),
            (None, None, None) => {
                return Err(bad("take", "", Msg::from(HeapMsg::HpSayTake)));
            }
        };
        if partizan && matches!(memory, Memory::PlusOne | Memory::Double | Memory::Fibonacci) {
            return Err(bad("limit", params.get("limit").unwrap_or(""), Msg::from(HeapMsg::HpGrowingLimit)));
        }
        let convention = params.convention()?;
        let target = params.u64_in("target", 1, u64::MAX)?;
        let heap = params.u64_in("heap", 0, u64::MAX)?.or(target).unwrap_or(0);
        let target = target.map(|_| heap);
        let opening = match params.get("opening") {
            None => Opening::AtMost(2),
            Some("below-heap") => Opening::BelowHeap,
            Some(_) => Opening::AtMost(
                params
                    .u64_in("opening", 1, u64::MAX)
                    .map_err(|_| bad("opening", params.get("opening").unwrap_or(""), Msg::from(HeapMsg::HpOpening)))?
                    .unwrap_or(2),
            ),
        };
        if params.has("opening") && !memory.caps() {
            return Err(bad("opening", params.get("opening").unwrap_or(""), Msg::from(HeapMsg::HpOpeningLimit)));
        }
        Ok(HeapConfig {
            id: id.to_string(),
            game: HeapGame { takes, partizan, memory, convention },
            heap,
            opening,
            target,
            params: params.clone(),
        })
    }

    /// The starting position.
    #[must_use]
    pub fn start_position(&self) -> HeapPosition {
        let n = self.heap;
        let b = match (self.game.memory.caps(), self.opening) {
            (true, Opening::AtMost(k)) => k,
            (true, Opening::BelowHeap) => n.saturating_sub(1),
            _ => 0,
        };
        self.game.normal(HeapPosition { n, a: 0, b, mover: Player::First })
    }
}
