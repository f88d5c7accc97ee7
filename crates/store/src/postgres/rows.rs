//! Reading matches out of PostgreSQL rows, and writing a copied match.

use crate::{MatchRecord, Result, StoredMatch, StoredMove, json};
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Row};

const COLUMNS: &str =
    "id, game, params, start, seed, seats, tokens, budget_ms, created_at, finished_at, result, version";

pub(crate) fn record(r: &Row) -> Result<StoredMatch> {
    let seed: Option<i64> = r.try_get(4)?;
    let budget: i64 = r.try_get(7)?;
    let result: Option<String> = r.try_get(10)?;
    Ok(StoredMatch {
        record: MatchRecord {
            id: r.try_get(0)?,
            game: r.try_get(1)?,
            params: json(r.try_get(2)?)?,
            start: r.try_get(3)?,
            seed: seed.map(|s| s as u64),
            seats: json(r.try_get(5)?)?,
            tokens: json(r.try_get(6)?)?,
            budget_ms: budget.max(0) as u64,
        },
        moves: Vec::new(),
        result: result.as_deref().map(json).transpose()?,
        created_at: r.try_get(8)?,
        finished_at: r.try_get(9)?,
        version: r.try_get(11)?,
    })
}

/// One match by its id (prepared once per connection: the other servers
/// read a match again at every move announced).
pub(crate) const ONE_MATCH: &str = "SELECT id, game, params, start, seed, seats, tokens, budget_ms, created_at, \
     finished_at, result, version FROM matches WHERE id = $1";

/// One match's moves, in order.
pub(crate) const ONE_MATCH_MOVES: &str = "SELECT ply, seat, mv FROM moves WHERE match_id = $1 ORDER BY ply";

/// A move of [`ONE_MATCH_MOVES`].
pub(crate) fn stored_move(r: &Row) -> Result<StoredMove> {
    let ply: i32 = r.try_get(0)?;
    Ok(StoredMove { ply: ply.max(0) as u32, seat: r.try_get(1)?, mv: r.try_get(2)? })
}

/// The matches `filter` selects, each with its moves (read in one more
/// query for all of them).
pub(crate) async fn matches(c: &Client, filter: &str, args: &[&(dyn ToSql + Sync)]) -> Result<Vec<StoredMatch>> {
    let rows = c.query(&format!("SELECT {COLUMNS} FROM matches {filter}"), args).await?;
    let mut out: Vec<StoredMatch> = rows.iter().map(record).collect::<Result<_>>()?;
    if out.is_empty() {
        return Ok(out);
    }
    let ids: Vec<&str> = out.iter().map(|m| m.record.id.as_str()).collect();
    let moves = c
        .query("SELECT match_id, ply, seat, mv FROM moves WHERE match_id = ANY($1) ORDER BY match_id, ply", &[&ids])
        .await?;
    let index: std::collections::HashMap<String, usize> =
        out.iter().enumerate().map(|(i, m)| (m.record.id.clone(), i)).collect();
    for r in &moves {
        let id: &str = r.try_get(0)?;
        let ply: i32 = r.try_get(1)?;
        if let Some(&i) = index.get(id) {
            out[i].moves.push(StoredMove { ply: ply.max(0) as u32, seat: r.try_get(2)?, mv: r.try_get(3)? });
        }
    }
    Ok(out)
}

/// Writes a match copied from another lab, as it was; `false` when a match
/// of that id is already there (left untouched).
pub(crate) async fn import(c: &mut Client, m: &StoredMatch) -> Result<bool> {
    let tx = c.transaction().await?;
    let r = &m.record;
    let added = tx
        .execute(
            &format!(
                "INSERT INTO matches ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                 ON CONFLICT (id) DO NOTHING"
            ),
            &[
                &r.id,
                &r.game,
                &r.params.to_string(),
                &r.start,
                &r.seed.map(|s| s as i64),
                &r.seats.to_string(),
                &r.tokens.to_string(),
                &(r.budget_ms as i64),
                &m.created_at,
                &m.finished_at,
                &m.result.as_ref().map(serde_json::Value::to_string),
                &m.version,
            ],
        )
        .await?;
    if added == 0 {
        return Ok(false);
    }
    let insert = tx.prepare("INSERT INTO moves (match_id, ply, seat, mv, at) VALUES ($1, $2, $3, $4, $5)").await?;
    for mv in &m.moves {
        tx.execute(&insert, &[&r.id, &(mv.ply as i32), &mv.seat, &mv.mv, &m.created_at]).await?;
    }
    tx.commit().await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    /// [`record`](super::record) reads columns by their place: the
    /// prepared reading of one match lists them as every other reading does.
    #[test]
    fn one_match_reads_the_columns_in_their_order() {
        assert!(super::ONE_MATCH.starts_with(&format!("SELECT {} FROM matches ", super::COLUMNS)));
    }
}
