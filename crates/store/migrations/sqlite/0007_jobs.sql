-- Version 7: background jobs shared by several servers (see the PostgreSQL
-- file of the same number). A lab on SQLite has one server, which keeps its
-- jobs in memory: the table is there so that both schemas stay alike.
CREATE TABLE IF NOT EXISTS jobs (
    id          TEXT PRIMARY KEY,
    spec        TEXT NOT NULL,
    state       TEXT NOT NULL,
    owner       TEXT NOT NULL,
    runs        INTEGER NOT NULL,
    done        INTEGER NOT NULL DEFAULT 0,
    total       INTEGER NOT NULL DEFAULT 0,
    cancel      INTEGER NOT NULL DEFAULT 0,
    result      TEXT,
    error       TEXT,
    bytes       INTEGER NOT NULL DEFAULT 0,
    created_ms  INTEGER NOT NULL,
    finished_ms INTEGER
);
CREATE INDEX IF NOT EXISTS jobs_finished ON jobs(finished_ms);
