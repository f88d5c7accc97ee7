-- Version 5: leases on background work (a match's champion, a job), so
-- that exactly one server does it, and another takes it over once the
-- lease lapses (its server died).
CREATE TABLE claims (
    key      TEXT PRIMARY KEY,
    owner    TEXT NOT NULL,
    until_ms BIGINT NOT NULL
);
CREATE INDEX claims_until ON claims(until_ms);
