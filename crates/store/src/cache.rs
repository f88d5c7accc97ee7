//! The cache of finished analyses (job results) with a byte budget: each
//! record keeps its size and when it was last read, and every insertion
//! trims the least recently used records until the cache fits its budget.

use crate::{Result, Store, json};
use rusqlite::{Connection, OptionalExtension, params};
use std::time::{SystemTime, UNIX_EPOCH};

/// The cache's default budget: 64 MiB of stored JSON.
pub const DEFAULT_CACHE_BYTES: u64 = 64 * 1024 * 1024;

/// Schema version 3: the cache's records get their size (`bytes`) and the
/// time they were last used (`used`, milliseconds since 1970), filled in for
/// the records already there, with an index to find the least recently used.
pub(crate) fn migrate_to_3(tx: &Connection) -> Result<()> {
    tx.execute_batch(
        "ALTER TABLE analyses ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
         ALTER TABLE analyses ADD COLUMN used INTEGER NOT NULL DEFAULT 0;
         UPDATE analyses SET bytes = length(CAST(value AS BLOB)), used = at * 1000;
         CREATE INDEX IF NOT EXISTS analyses_used ON analyses(used);",
    )?;
    Ok(())
}

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl Store {
    /// The most bytes of JSON the cache keeps.
    #[must_use]
    pub fn cache_budget(&self) -> u64 {
        self.cache_budget
    }

    /// Sets the cache's budget and trims the cache to it at once.
    pub fn set_cache_budget(&mut self, bytes: u64) -> Result<()> {
        self.cache_budget = bytes;
        self.trim_cache()
    }

    /// The bytes of JSON the cache holds now, and in how many records.
    pub fn cache_size(&self) -> Result<(u64, u64)> {
        let (bytes, n): (i64, i64) =
            self.conn.query_row("SELECT COALESCE(SUM(bytes), 0), COUNT(*) FROM analyses", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        Ok((bytes.max(0) as u64, n.max(0) as u64))
    }

    /// A time of use later than every one recorded: the clock's
    /// milliseconds, or one more than the latest use when the clock has not
    /// moved on (so that the order of uses is always strict).
    fn next_use(&self) -> Result<i64> {
        let latest: i64 = self.conn.query_row("SELECT COALESCE(MAX(used), 0) FROM analyses", [], |r| r.get(0))?;
        Ok(now_ms().max(latest + 1))
    }

    /// A cached analysis, as a JSON value; reading it marks it used.
    pub fn cached(&self, key: &str) -> Result<Option<serde_json::Value>> {
        self.cached_text(key)?.as_deref().map(json).transpose()
    }

    /// A cached analysis, as the JSON text it was stored as; reading it
    /// marks it used (the last to be evicted).
    pub fn cached_text(&self, key: &str) -> Result<Option<String>> {
        let text: Option<String> =
            self.conn.query_row("SELECT value FROM analyses WHERE key = ?1", params![key], |r| r.get(0)).optional()?;
        if text.is_some() {
            let used = self.next_use()?;
            self.conn.execute("UPDATE analyses SET used = ?2 WHERE key = ?1", params![key, used])?;
        }
        Ok(text)
    }

    /// Caches an analysis.
    pub fn cache(&self, key: &str, value: &serde_json::Value) -> Result<bool> {
        self.cache_text(key, &value.to_string())
    }

    /// Caches an analysis given as JSON text, then evicts the least recently
    /// used records until the cache fits its budget. A record larger than the
    /// whole budget is not kept: `false`.
    pub fn cache_text(&self, key: &str, text: &str) -> Result<bool> {
        let bytes = text.len() as u64;
        if bytes > self.cache_budget {
            self.conn.execute("DELETE FROM analyses WHERE key = ?1", params![key])?;
            return Ok(false);
        }
        let used = self.next_use()?;
        self.conn.execute(
            "INSERT OR REPLACE INTO analyses (key, value, at, bytes, used) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![key, text, crate::now(), bytes as i64, used],
        )?;
        self.trim_cache()?;
        Ok(true)
    }

    /// Evicts the least recently used records until the cache fits its
    /// budget, in one transaction.
    pub(crate) fn trim_cache(&self) -> Result<()> {
        let (mut total, _) = self.cache_size()?;
        if total <= self.cache_budget {
            return Ok(());
        }
        let oldest: Vec<(String, i64)> = {
            let mut st = self.conn.prepare("SELECT key, bytes FROM analyses ORDER BY used, key")?;
            st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<std::result::Result<_, _>>()?
        };
        let tx = self.conn.unchecked_transaction()?;
        for (key, bytes) in oldest {
            if total <= self.cache_budget {
                break;
            }
            tx.execute("DELETE FROM analyses WHERE key = ?1", params![key])?;
            total = total.saturating_sub(bytes.max(0) as u64);
        }
        tx.commit()?;
        Ok(())
    }
}
