//! The cache of finished analyses (job results) with a byte budget: each
//! record keeps its size and when it was last read, and every insertion
//! trims the least recently used records until the cache fits its budget.
//! The budget is the store's; each backend keeps the records.

use crate::{Result, Store, json};
use std::sync::atomic::Ordering;

/// The cache's default budget: 64 MiB of stored JSON.
pub const DEFAULT_CACHE_BYTES: u64 = 64 * 1024 * 1024;

impl Store {
    /// The most bytes of JSON the cache keeps.
    #[must_use]
    pub fn cache_budget(&self) -> u64 {
        self.cache_budget.load(Ordering::Relaxed)
    }

    /// Sets the cache's budget and trims the cache to it at once.
    pub fn set_cache_budget(&mut self, bytes: u64) -> Result<()> {
        self.cache_budget.store(bytes, Ordering::Relaxed);
        self.trim_cache()
    }

    /// Hands back what the database connection keeps in memory for speed
    /// (SQLite's page cache); the server calls it once the rooms of a crowd
    /// of matches have left memory. Nothing to do on PostgreSQL.
    pub fn release_memory(&self) -> Result<()> {
        self.backend.release_memory()
    }

    /// The bytes of JSON the cache holds now, and in how many records.
    pub fn cache_size(&self) -> Result<(u64, u64)> {
        self.backend.cache_size()
    }

    /// A cached analysis, as a JSON value; reading it marks it used.
    pub fn cached(&self, key: &str) -> Result<Option<serde_json::Value>> {
        self.cached_text(key)?.as_deref().map(json).transpose()
    }

    /// A cached analysis, as the JSON text it was stored as; reading it
    /// marks it used (the last to be evicted).
    pub fn cached_text(&self, key: &str) -> Result<Option<String>> {
        self.backend.cached_text(key)
    }

    /// Caches an analysis.
    pub fn cache(&self, key: &str, value: &serde_json::Value) -> Result<bool> {
        self.cache_text(key, &value.to_string())
    }

    /// Caches an analysis given as JSON text, then evicts the least recently
    /// used records until the cache fits its budget. A record larger than the
    /// whole budget is not kept: `false`.
    pub fn cache_text(&self, key: &str, text: &str) -> Result<bool> {
        if text.len() as u64 > self.cache_budget() {
            self.backend.cache_forget(key)?;
            return Ok(false);
        }
        self.backend.cache_put(key, text)?;
        self.trim_cache()?;
        Ok(true)
    }

    /// Evicts the least recently used records until the cache fits its
    /// budget, in one statement.
    pub(crate) fn trim_cache(&self) -> Result<()> {
        self.backend.trim_cache(self.cache_budget())
    }
}
