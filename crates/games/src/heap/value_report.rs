//! `ludoteca value` for the heap family: a position's heap valued by
//! [`heap_values`](super::values::heap_values), its class, mean and
//! temperature, and the report's lines in words ([`HeapMsg`]).

use super::entry::HeapEntry;
use super::values::{HeapValueError, heap_values};
use crate::entry::Entry;
use crate::error::GameError;
use crate::game_value::{GameValue, ValueTable};
use crate::heap::words::HeapMsg;
use ludoteca_core::Msg;
use ludoteca_values::{Game, Outcome};

impl From<HeapValueError> for GameError {
    fn from(e: HeapValueError) -> GameError {
        match e {
            HeapValueError::TooFar { heap, max } => GameError::too_large(HeapMsg::HpValueTooFar { heap, max }),
            HeapValueError::Value(e) => GameError::too_large(value_refusal(&e)),
            HeapValueError::Memory => GameError::unsupported(HeapMsg::HpValueMemory),
            HeapValueError::Misere => GameError::unsupported(HeapMsg::HpValueMisere),
            HeapValueError::AnyTake => GameError::unsupported(HeapMsg::HpValueAnyTake),
            HeapValueError::Cancelled => GameError::Cancelled,
        }
    }
}

/// Why a value could not be computed, in words.
pub(super) fn value_refusal(e: &ludoteca_values::ValueError) -> Msg {
    use ludoteca_values::ValueError;
    match e {
        ValueError::Overflow => Msg::ErrValueOverflow,
        ValueError::Loopy => Msg::ErrValueLoopy,
        ValueError::TooLarge { what, max } => {
            Msg::ErrValueTooBig { kind: if what.contains("nimber") { "nimber" } else { "up" }.into(), max: *max }
        }
    }
}

/// The value of the heap of `position` (the start when `None`).
pub(super) fn of_heap(entry: &HeapEntry, position: Option<&str>) -> Result<GameValue, GameError> {
    let text = position.map_or_else(|| entry.start(), str::to_string);
    let normal = entry.normalize(&text)?;
    let n = entry.pos(&normal)?.n;
    let values = heap_values(&entry.cfg.game, n)?;
    let value = values.last().expect("heaps 0..=n are valued");
    Ok(report(entry.id(), normal, value, "heap values"))
}

/// The values of heaps `from..=to` (rows as the table numbers them), the
/// heaps valued once up to the largest.
pub(super) fn of_rows(entry: &HeapEntry, from: u64, to: u64) -> Result<ValueTable, GameError> {
    if to > super::values::MAX_VALUED_HEAP {
        return Err(HeapValueError::TooFar { heap: to, max: super::values::MAX_VALUED_HEAP }.into());
    }
    let positions: Vec<String> = (from..=to).map(|n| entry.normalize(&n.to_string())).collect::<Result<_, _>>()?;
    let heaps: Vec<u64> = positions.iter().map(|p| entry.pos(p).map(|p| p.n)).collect::<Result<_, _>>()?;
    let values = heap_values(&entry.cfg.game, heaps.iter().copied().max().unwrap_or(0))?;
    let rows = positions
        .into_iter()
        .zip(heaps)
        .map(|(position, n)| report(entry.id(), position, &values[n as usize], "heap values"))
        .collect();
    Ok(ValueTable { game: entry.id().to_string(), rows, head: Msg::from(HeapMsg::HpValuesHead) })
}

/// The report of `value`, found by `method`, with its lines in words.
pub(super) fn report(game: &str, position: String, value: &Game, method: &str) -> GameValue {
    let outcome = value.outcome();
    let (mean, temperature) = match value.thermograph() {
        Ok(t) => (Some(t.mean().to_string()), Some(t.temperature().to_string())),
        Err(_) => (None, None),
    };
    let class = match outcome {
        Outcome::L => HeapMsg::HpValueClassL,
        Outcome::R => HeapMsg::HpValueClassR,
        Outcome::N => HeapMsg::HpValueClassN,
        Outcome::P => HeapMsg::HpValueClassP,
    };
    let mut words = vec![Msg::from(HeapMsg::HpValueLine { value: value.to_string() }), Msg::from(class)];
    if let (Some(mean), Some(temperature)) = (&mean, &temperature) {
        words.push(Msg::from(HeapMsg::HpValueHeat { mean: mean.clone(), temperature: temperature.clone() }));
    }
    GameValue {
        game: game.to_string(),
        position,
        value: value.to_string(),
        outcome: format!("{outcome:?}"),
        mean,
        temperature,
        method: method.to_string(),
        words,
    }
}
