//! The server's budgets: the memory every piece of heavy work reserves
//! from (`--memory MIB`, by default half of what the machine has free),
//! priced by the game's own estimate ([`ludoteca_games::Entry::cost`])
//! before anything is allocated, and refused with one sentence when it
//! cannot fit: 422 when it never could, 503 with `Retry-After` when other
//! work holds the memory now.

use crate::App;
use crate::error::{ApiError, RETRY_SECS};
use crate::lanes::Lane;
use axum::http::StatusCode;
use ludoteca_core::cost::human_bytes;
use ludoteca_core::{Cost, Msg, Refusal, Reservation};
use ludoteca_games::{Entry, Work};
use std::time::Duration;

/// The memory budget when the machine's cannot be read (`/proc/meminfo`).
pub const FALLBACK_MEMORY: u64 = 1 << 30;

/// Work expected to end within this goes in the person's lane: a small
/// outcome never waits behind analyses.
pub(crate) const SMALL_WORK: Duration = Duration::from_millis(50);

/// The machine's available memory (`MemAvailable` of `/proc/meminfo`), in
/// bytes, when it can be read.
#[must_use]
pub fn machine_available() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|kb| kb * 1024)
}

/// The server's default budget: half of the machine's available memory
/// (the rest for the system and the store), [`FALLBACK_MEMORY`] when
/// unknown.
#[must_use]
pub fn default_memory() -> u64 {
    machine_available().map_or(FALLBACK_MEMORY, |m| m / 2)
}

/// The share of the budget that what anyone may open at will — a new
/// match, a spectator's socket, a finished match read again, a job's
/// socket — never takes: kept for the work of the matches being played
/// (the champion's thinking, hints, views), so that a crowd of sockets or
/// matches cannot stop a champion from replying.
const KEPT_FOR_PLAY: u64 = 8;

/// Reserves `cost` for something anyone may open at will, leaving an
/// eighth of the budget (at least [`Cost::SMALL`]) free for the matches
/// being played; else the refusal (503 and one sentence).
pub(crate) fn reserve_leaving(budget: &ludoteca_core::Budget, cost: Cost) -> Result<Reservation, ApiError> {
    let margin = (budget.limit() / KEPT_FOR_PLAY).max(Cost::SMALL.bytes).min(budget.limit());
    let (limit, held) = (budget.limit(), budget.held());
    let free = limit.saturating_sub(held);
    if cost.bytes.saturating_add(margin) > free {
        return Err(refused(Refusal::Busy { need: cost.bytes.saturating_add(margin), free, limit }));
    }
    budget.reserve(cost).map_err(refused)
}

/// The sentence for a refused reservation.
pub(crate) fn refused(r: Refusal) -> ApiError {
    match r {
        Refusal::TooBig { need, limit } => ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            Msg::CostTooBig { need: human_bytes(need), limit: human_bytes(limit) },
        ),
        Refusal::Busy { need, free, limit } => ApiError::unavailable(
            Msg::CostBusy { need: human_bytes(need), free: human_bytes(free), limit: human_bytes(limit) },
            RETRY_SECS,
        ),
    }
}

/// Prices `work` on `entry`: the family's own refusal, or its cost.
pub(crate) fn price(entry: &dyn Entry, work: Work) -> Result<Cost, ApiError> {
    Ok(entry.cost(work)?)
}

/// Refuses `cost` when it runs far past `limit` (the estimate is held to
/// within a factor of three, so only work beyond four times the limit is
/// refused before it starts; the rest is stopped at the limit).
pub(crate) fn in_time(cost: Cost, limit: Duration) -> Result<(), ApiError> {
    let limit_ms = limit.as_millis() as u64;
    if cost.millis() > 4 * limit_ms {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            Msg::CostTooSlow { need: cost.millis().div_ceil(1000), secs: limit.as_secs() },
        ));
    }
    Ok(())
}

impl App {
    /// Reserves `cost` of the memory budget until the reservation is dropped.
    pub(crate) fn reserve(&self, cost: Cost) -> Result<Reservation, ApiError> {
        self.budget.reserve(cost).map_err(refused)
    }

    /// Refuses `cost` when it exceeds the whole budget (a plan: a match
    /// the champion could never afford).
    pub(crate) fn affords(&self, cost: Cost) -> Result<(), ApiError> {
        self.budget.fits(cost).map_err(refused)
    }
}

/// The lane for work of `cost`: the person's when it is small.
pub(crate) fn lane_of(cost: Cost) -> Lane {
    if u128::from(cost.millis()) <= SMALL_WORK.as_millis() { Lane::Person } else { Lane::Analysis }
}

/// The check at the top of `POST /api/jobs`: the table, period,
/// comparison of strategies, exact value or conjecture's check the job
/// will compute must fit
/// the budget (whole, and what is free now) and end within `limit` — a
/// variant or a position out of reach is refused here, in one sentence.
pub(crate) fn job(
    app: &App,
    kind: &str,
    game: &str,
    params: &ludoteca_games::Params,
    (from, to): (Option<u64>, Option<u64>),
    position: Option<&str>,
    limit: Duration,
) -> Result<(), ApiError> {
    crate::games::within_limits(game, params, position)?;
    let Ok(entry) = ludoteca_games::open(game, params) else { return Ok(()) }; // refused by the handler
    let table_to = ludoteca_games::catalogue::preset(game).map_or(20, |p| p.table_to);
    let work = match kind {
        "table" => Work::Table { from: from.unwrap_or(0), to: to.unwrap_or(table_to) },
        "period" => Work::Period,
        "strategies" => Work::Strategies,
        "value" => Work::Value(position),
        "conjecture" => Work::Conjecture { to: to.unwrap_or(crate::jobs::conjecture::DEFAULT_TO) },
        _ => return Ok(()),
    };
    let cost = price(entry.as_ref(), work)?;
    if matches!(work, Work::Strategies | Work::Value(_) | Work::Conjecture { .. }) {
        in_time(cost, limit)?;
    }
    drop(app.reserve(cost)?);
    Ok(())
}
