-- Version 5: leases on background work (a match's champion, a job), so
-- that exactly one server does it, and another takes it over once the
-- lease lapses (its server died).
CREATE TABLE IF NOT EXISTS claims (
    key      TEXT PRIMARY KEY,
    owner    TEXT NOT NULL,
    until_ms INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS claims_until ON claims(until_ms);
