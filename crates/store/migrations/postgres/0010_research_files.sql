-- Version 10: the bytes of research — a split proof's certificates, the
-- parts of a split check — kept beside their tasks as bytea (compressed by
-- whoever wrote them), instead of as text inside the tasks' JSON: a task
-- row stays small however large its certificate, and the merge reads the
-- bytes only once it needs them. Written in the transaction that submits
-- the task or answers it; deleted with it.
CREATE TABLE IF NOT EXISTS research_files (
    problem TEXT NOT NULL,
    n       INTEGER NOT NULL,
    name    TEXT NOT NULL,
    bytes   BYTEA NOT NULL,
    PRIMARY KEY (problem, n, name),
    FOREIGN KEY (problem, n) REFERENCES research_tasks(problem, n) ON DELETE CASCADE
);
