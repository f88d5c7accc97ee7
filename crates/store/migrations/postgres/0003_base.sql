-- The schema as SQLite's version 3 has it: matches, their moves, the
-- analyses' cache with sizes and uses, work markers and quarantine. JSON
-- is kept as text, exactly as written, so a match replays byte for byte.
CREATE TABLE matches (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    params      TEXT NOT NULL,
    start       TEXT NOT NULL,
    seed        BIGINT,
    seats       TEXT NOT NULL,
    tokens      TEXT NOT NULL,
    budget_ms   BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    finished_at BIGINT,
    result      TEXT
);
CREATE INDEX matches_finished ON matches(finished_at);
CREATE TABLE moves (
    match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,
    seat     TEXT NOT NULL,
    mv       TEXT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, ply)
);
CREATE TABLE analyses (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    at    BIGINT NOT NULL,
    bytes BIGINT NOT NULL,
    used  BIGINT NOT NULL
);
CREATE INDEX analyses_used ON analyses(used);
CREATE TABLE working (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    work     TEXT NOT NULL,
    since    BIGINT NOT NULL
);
CREATE TABLE quarantine (
    match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    reason   TEXT NOT NULL,
    at       BIGINT NOT NULL
);
