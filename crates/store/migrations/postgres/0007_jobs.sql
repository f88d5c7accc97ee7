-- Version 7: background jobs shared by several servers. A job submitted to
-- any server is a row here: what was asked (`spec`, the request as JSON),
-- who runs it (`owner`, holding the lease `job <id>` in `claims`), how often
-- it was started (`runs`: 2 once another server took it over), its progress,
-- a cancel asked on any server, and once over its result (or error).
CREATE TABLE jobs (
    id          TEXT PRIMARY KEY,
    spec        TEXT NOT NULL,
    state       TEXT NOT NULL,
    owner       TEXT NOT NULL,
    runs        INTEGER NOT NULL,
    done        BIGINT NOT NULL DEFAULT 0,
    total       BIGINT NOT NULL DEFAULT 0,
    cancel      BOOLEAN NOT NULL DEFAULT FALSE,
    result      TEXT,
    error       TEXT,
    bytes       BIGINT NOT NULL DEFAULT 0,
    created_ms  BIGINT NOT NULL,
    finished_ms BIGINT
);
CREATE INDEX jobs_finished ON jobs(finished_ms);
