-- The tables as the first versions wrote them (run at every open: each
-- statement creates only what is missing). Later files change them.
CREATE TABLE IF NOT EXISTS matches (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    params      TEXT NOT NULL,
    start       TEXT NOT NULL,
    seed        INTEGER,
    seats       TEXT NOT NULL,
    tokens      TEXT NOT NULL,
    budget_ms   INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    finished_at INTEGER,
    result      TEXT
);
CREATE INDEX IF NOT EXISTS matches_finished ON matches(finished_at);
CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,
    seat     TEXT NOT NULL,
    mv       TEXT NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (match_id, ply)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS analyses (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    at    INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS working (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    work     TEXT NOT NULL,
    since    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS quarantine (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    reason   TEXT NOT NULL,
    at       INTEGER NOT NULL
) WITHOUT ROWID;
