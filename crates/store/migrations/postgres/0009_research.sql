-- Version 9: research shared by any number of workers (`ludoteca worker`,
-- `ludoteca solve … --distribute`). A problem is keyed by its canonical
-- description and says which program wrote it; its tasks are claimed with
-- `FOR UPDATE SKIP LOCKED`, held by a lease renewed with their progress (a
-- lapsed lease puts the task back in the queue), and each keeps its result
-- once: a second result of a finished task is discarded and counted.
CREATE TABLE IF NOT EXISTS research_problems (
    key         TEXT PRIMARY KEY,
    spec        TEXT NOT NULL,
    version     TEXT NOT NULL,
    status      TEXT NOT NULL,
    tasks       INTEGER NOT NULL,
    result      TEXT,
    discarded   INTEGER NOT NULL DEFAULT 0,
    created_ms  BIGINT NOT NULL,
    finished_ms BIGINT
);
CREATE TABLE IF NOT EXISTS research_tasks (
    problem     TEXT NOT NULL REFERENCES research_problems(key) ON DELETE CASCADE,
    n           INTEGER NOT NULL,
    payload     TEXT NOT NULL,
    status      TEXT NOT NULL,
    owner       TEXT,
    until_ms    BIGINT,
    runs        INTEGER NOT NULL DEFAULT 0,
    done        BIGINT NOT NULL DEFAULT 0,
    total       BIGINT NOT NULL DEFAULT 0,
    progress    TEXT,
    result      TEXT,
    started_ms  BIGINT,
    finished_ms BIGINT,
    PRIMARY KEY (problem, n)
);
CREATE INDEX IF NOT EXISTS research_tasks_open ON research_tasks(status, until_ms) WHERE status IN ('queued', 'running');
CREATE TABLE IF NOT EXISTS research_workers (
    id          TEXT PRIMARY KEY,
    host        TEXT NOT NULL,
    threads     INTEGER NOT NULL,
    version     TEXT NOT NULL,
    task        TEXT,
    started_ms  BIGINT NOT NULL,
    seen_ms     BIGINT NOT NULL,
    stopped_ms  BIGINT
);
